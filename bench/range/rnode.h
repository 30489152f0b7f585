/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * rnode.h: the element and tree of tree.h's range benchmarks (range.c's
 * tree.h rows and the callgrind counts of ops.c), one static tree per
 * file that includes it after tree.h.
 */
#ifndef BENCH_RANGE_RNODE_H
#define BENCH_RANGE_RNODE_H

#include <stdint.h>

struct rnode {
	uint64_t key;
	RB_ENTRY(rnode) link;
};

static int
rnode_cmp(const struct rnode *a, const struct rnode *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(rtree, rnode);
RB_GENERATE_STATIC(rtree, rnode, link, rnode_cmp)

#endif
