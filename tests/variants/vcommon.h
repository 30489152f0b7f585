/*
 * tests/variants: shared helpers (PRNG, environment knobs, a sorted-array
 * model of a set of elements, failure reporting).  Self-contained on
 * purpose: the variant tests do not depend on the core suite's headers.
 */
#ifndef VARIANTS_VCOMMON_H
#define VARIANTS_VCOMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The PRNG, TREE_TEST_OPS / TREE_TEST_SEED and the sorted-array model
 * are the unit tests' (tests/model.h). */
#include "../model.h"

/* ---- failure reporting (Criterion) -------------------------------------- */

/*
 * VFAIL/VCHECK need a struct vctx *ctx in scope: every failure names the
 * variant, the seed and the step of the random program, so that
 * TREE_TEST_SEED=<seed> TREE_TEST_OPS=<step + 1> replays it.
 */
struct vctx {
	const char *variant;
	unsigned long long seed;
	long step;
	const char *op;
};

#define VCHECK(ctx, cond, ...) do {					\
	if (!(cond)) {							\
		char vmsg_[512];					\
		snprintf(vmsg_, sizeof(vmsg_), __VA_ARGS__);		\
		cr_assert_fail("%s:%d: [%s] seed=%#llx step=%ld op=%s: %s", \
		    __FILE__, __LINE__, (ctx)->variant, (ctx)->seed,	\
		    (ctx)->step, (ctx)->op != NULL ? (ctx)->op : "-",	\
		    vmsg_);						\
	}								\
} while (0)

#endif /* VARIANTS_VCOMMON_H */
