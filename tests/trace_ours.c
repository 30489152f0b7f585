/* The trace program compiled against tree.h. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

#include "trace.h"

#define TRACE_FUNC	trace_run_ours
#define TRACE_TAG	ours
#include "trace_prog.h"
