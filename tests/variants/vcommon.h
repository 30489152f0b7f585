/*
 * tests/variants: what the feature tests share: the PRNG and the
 * TREE_TEST_* knobs (the unit tests' tests/engine/prng_env.h), tree.h, and an
 * element with a key, a payload and two summaries of its subtree, with
 * its comparator and its hook, each counting its calls.  A file that
 * sets up tree.h (a global hook, RB_CACHE_LINE, TREE_DEBUG_REPORT) does
 * so before it includes this.
 */
#ifndef VARIANTS_VCOMMON_H
#define VARIANTS_VCOMMON_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../engine/prng_env.h"
#include "tree.h"

struct velm {
	RB_ENTRY(velm) link;
	long key;
	long long val;		/* the payload */
	long long smax;		/* the subtree's largest val */
	size_t size;		/* elements in the subtree (velm_aug) */
};

static unsigned long velm_cmp_calls, velm_aug_calls;

static inline int
velm_cmp(const struct velm *a, const struct velm *b)
{
	velm_cmp_calls++;
	return a->key < b->key ? -1 : a->key > b->key;
}

/* x's summaries from its children's; nonzero iff one changed. */
static inline int
velm_aug(struct velm *x)
{
	struct velm *l = RB_LEFT(x, link), *r = RB_RIGHT(x, link);
	long long m = x->val;
	size_t s = 1;
	int changed;

	velm_aug_calls++;
	if (l != NULL) {
		s += l->size;
		m = l->smax > m ? l->smax : m;
	}
	if (r != NULL) {
		s += r->size;
		m = r->smax > m ? r->smax : m;
	}
	changed = s != x->size || m != x->smax;
	x->size = s;
	x->smax = m;
	return changed;
}

/*
 * The size of the subtree at x, counted; *bad counts the elements whose
 * summaries differ from their subtree's, recomputed from the leaves.
 */
static inline size_t
velm_sums(struct velm *x, long long *maxp, int *bad)
{
	long long lm, rm;
	size_t s;

	*maxp = LLONG_MIN;
	if (x == NULL)
		return 0;
	s = 1 + velm_sums(RB_LEFT(x, link), &lm, bad) +
	    velm_sums(RB_RIGHT(x, link), &rm, bad);
	*maxp = x->val > lm ? x->val : lm;
	*maxp = rm > *maxp ? rm : *maxp;
	*bad += x->size != s || x->smax != *maxp;
	return s;
}

#endif /* VARIANTS_VCOMMON_H */
