/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * node.h: the benchmark's node for a BSD-style RB_* header (tree.h or
 * libbsd's, included first): a uint64_t key, the fields the comparator
 * shape compares and node_cmp (cmp.h: -DBENCH_CMP, by default
 * (a > b) - (a < b)), and its link; with NODE_AUG also the greatest key
 * of its subtree, kept by the augmentation hook node_aug.
 */
#ifndef BENCH_NODE_H
#define BENCH_NODE_H

#include <stddef.h>
#include <stdint.h>

#include "cmp.h"

struct node {
	NODE_KEY_FIELDS
	RB_ENTRY(node) link;
#ifdef NODE_AUG
	uint64_t max;		/* greatest key in the subtree */
#endif
};

#define CMP_NODE_DEFINED
#include "cmp.h"

#ifdef NODE_AUG
/* The augmentation hook: recompute x->max, nonzero iff it changed. */
static inline int
node_aug(struct node *x)
{
	struct node *l = RB_LEFT(x, link), *r = RB_RIGHT(x, link);
	uint64_t m = x->key;

	if (l != NULL && l->max > m)
		m = l->max;
	if (r != NULL && r->max > m)
		m = r->max;
	if (x->max == m)
		return (0);
	x->max = m;
	return (1);
}
#endif

#endif /* BENCH_NODE_H */
