/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * range.h: the range benchmark's interface (make bench-range): each
 * implementation keeps one tree of the keys 0, 1, ... n - 1 in nodes of
 * its own, and offers
 *
 *   setup(n)       n nodes with the keys 0 ... n - 1 in no tree, and for
 *                  tree.h the array of pointers to them that RB_BUILD
 *                  takes (not timed: the sorted input)
 *   fill(n)        its best way to fill the empty tree with the n nodes
 *                  of setup (tree.h: RB_BUILD; the peers: ascending
 *                  inserts, or linking each node at the right end)
 *   insert(n)      the same with n ascending RB_INSERTs (tree.h only)
 *   cut(lo, k)     remove the keys lo ... lo + k - 1, visiting each
 *                  removed node as a program that frees it would; the sum
 *                  of their keys
 *   restore(lo, k) put them back (not timed)
 *   clear()        empty the tree (not timed)
 *
 * bench/range/ops.c, for callgrind, is apart.
 */
#ifndef BENCH_RANGE_H
#define BENCH_RANGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct range_impl {
	const char *name, *desc;
	void (*setup)(uint64_t n);
	void (*fill)(uint64_t n);
	void (*insert)(uint64_t n);
	uint64_t (*cut)(uint64_t lo, uint64_t k);
	void (*restore)(uint64_t lo, uint64_t k);
	void (*clear)(void);
};

extern const struct range_impl range_treeh, range_treeh_loop;
extern const struct range_impl range_treeh_rb, range_treeh_rb_loop;
extern const struct range_impl range_treeh_alone, range_treeh_rb_alone;
extern const struct range_impl range_treeh_stack, range_treeh_rb_stack;
extern const struct range_impl range_libbsd, range_boost, range_linux;

/*
 * setup()'s common part: nodes (have of them) grows to hold n, and node
 * i gets key i.  Each implementation has its own node type.
 */
#define RANGE_NODES(nodes, have, n) do {				\
	uint64_t range_i_;						\
									\
	if ((n) > (have)) {						\
		free(nodes);						\
		(nodes) = xcalloc((n), sizeof(*(nodes)));		\
		(have) = (n);						\
	}								\
	for (range_i_ = 0; range_i_ < (n); range_i_++)			\
		(nodes)[range_i_].key = range_i_;			\
} while (0)

/* Every implementation, in the order of the reports' rows. */
#ifdef RANGE_LINUX
#define RANGE_LINUX_IMPL	&range_linux,
#else
#define RANGE_LINUX_IMPL
#endif
#define RANGE_ALL_IMPLS							\
	&range_treeh, &range_treeh_loop, &range_treeh_rb, &range_treeh_rb_loop, \
	&range_treeh_alone, &range_treeh_rb_alone, &range_treeh_stack,	\
	&range_treeh_rb_stack, &range_libbsd, &range_boost, RANGE_LINUX_IMPL

#ifdef __cplusplus
}
#endif

#endif /* BENCH_RANGE_H */
