/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * ops.c: RB_SPLIT and RB_JOIN one call at a time, for callgrind (make
 * bench-range-counts, bench/range/counts.sh).  A tree of n nodes with
 * random keys (n = 2^B, ops [B], default 20) gets R rounds (default
 * 2000) of: RB_SPLIT at a random key (op_split), RB_JOIN of the two
 * parts back (op_join), and for scale the RB_INSERT of a new random key
 * (op_insert) and its RB_REMOVE.  Each op_ function is noinline, so that
 * callgrind's --toggle-collect counts it alone.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "tree.h"
#include "rnode.h"

static uint64_t
rnd(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15u);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return (z ^ (z >> 31));
}

__attribute__((__noinline__)) static void
op_split(struct rtree *h, struct rnode *key, struct rtree *right)
{
	RB_SPLIT(rtree, h, key, right);
}

__attribute__((__noinline__)) static void
op_join(struct rtree *h, struct rtree *right)
{
	RB_JOIN(rtree, h, right);
}

__attribute__((__noinline__)) static struct rnode *
op_insert(struct rtree *h, struct rnode *x)
{
	return (RB_INSERT(rtree, h, x));
}

int
main(int argc, char **argv)
{
	struct rtree head = RB_INITIALIZER(&head), right;
	int bits = argc > 1 ? atoi(argv[1]) : 20;
	long rounds = argc > 2 ? atol(argv[2]) : 2000, r;
	size_t n = (size_t)1 << bits, i;
	struct rnode *nodes = calloc(n + 1, sizeof(*nodes)), key;
	uint64_t seed = 1;

	if (nodes == NULL || bits < 1 || bits > 30)
		return (1);
	for (i = 0; i < n; i++) {
		do
			nodes[i].key = rnd(&seed) >> 1;
		while (RB_INSERT(rtree, &head, &nodes[i]) != NULL);
	}
	for (r = 0; r < rounds; r++) {
		RB_INIT(&right);
		key.key = rnd(&seed) >> 1;
		op_split(&head, &key, &right);
		op_join(&head, &right);
		do
			nodes[n].key = rnd(&seed) >> 1;
		while (op_insert(&head, &nodes[n]) != NULL);
		RB_REMOVE(rtree, &head, &nodes[n]);
	}
	if (RB_VALIDATE(rtree, &head) != NULL)
		return (1);
	printf("%zu nodes, %ld rounds\n", n, rounds);
	return (0);
}
