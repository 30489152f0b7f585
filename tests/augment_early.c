/* Subtree sizes through RB_AUGMENT defined before tree.h is included. */
#include <stddef.h>

struct znode;
static void size_augment(struct znode *);
#define RB_AUGMENT(x)	size_augment(x)

#include "tree.h"

#include "augment_runs.h"

#define AUG_RUN	augment_run_early
#include "augment_size.h"
