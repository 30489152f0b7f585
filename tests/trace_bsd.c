/* The trace program compiled against Debian's libbsd <bsd/sys/tree.h>. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* libbsd's tree.h wants the BSD __unused attribute. */
#ifndef __unused
#define __unused __attribute__((__unused__))
#endif
#include <bsd/sys/tree.h>

#include "trace.h"

#define TRACE_FUNC	trace_run_bsd
#define TRACE_TAG	bsd
#include "trace_prog.h"
