/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The summaries of the augmented test trees, written once: each element
 * keeps the sum and the largest of the vals of its subtree (fields int
 * val, long sum, int maxval).  Used by inst.h (the coverage, mutation and
 * rare-case tree), the cross driver and the fuzz targets.  No headers:
 * "make coverage" expands inst.h, which includes this file.
 *
 *   SUMS_HOOK(pfx, type, field)   pfx_aug(x), the hook: x's summaries
 *                                 from its val and its children's; nonzero
 *                                 when either changed; it tells the test
 *                                 engine (eng_hooked, engine/engine.c)
 *   SUMS_CHECK(pfx, type)         pfx_augcheck(x), the engine's check of
 *                                 x's summaries (eng_tree.augcheck): NULL,
 *                                 or what is stale
 */
#ifndef TESTS_SUMS_H
#define TESTS_SUMS_H

void eng_hooked(const void *x);

#define SUMS_HOOK(pfx, type, field)					\
static void								\
pfx##_sums(const type *x, long *sum, int *maxval)			\
{									\
	const type *c;							\
									\
	*sum = x->val;							\
	*maxval = x->val;						\
	if ((c = RB_LEFT(x, field)) != NULL) {				\
		*sum += c->sum;						\
		*maxval = c->maxval > *maxval ? c->maxval : *maxval;	\
	}								\
	if ((c = RB_RIGHT(x, field)) != NULL) {				\
		*sum += c->sum;						\
		*maxval = c->maxval > *maxval ? c->maxval : *maxval;	\
	}								\
}									\
									\
static int								\
pfx##_aug(type *x)							\
{									\
	long sum;							\
	int maxval;							\
									\
	eng_hooked(x);							\
	pfx##_sums(x, &sum, &maxval);					\
	if (sum == x->sum && maxval == x->maxval)			\
		return 0;						\
	x->sum = sum;							\
	x->maxval = maxval;						\
	return 1;							\
}

#define SUMS_CHECK(pfx, type)						\
static const char *							\
pfx##_augcheck(void *e)							\
{									\
	const type *x = e;						\
	long sum;							\
	int maxval;							\
									\
	pfx##_sums(x, &sum, &maxval);					\
	if (x->sum != sum)						\
		return "the subtree sum is stale";			\
	return x->maxval != maxval ? "the subtree maximum is stale" :	\
	    NULL;							\
}

#endif /* !TESTS_SUMS_H */
