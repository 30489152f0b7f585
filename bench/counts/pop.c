/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * pop.c: deterministic per-call costs of RB_REMOVE and RB_POP_MIN on a
 * plain (-DGEN_STATIC: RB_GENERATE_STATIC) or, with -DGEN_CACHED, a
 * cached head (RB_GENERATE_CACHED_STATIC); with -DUSE_LINUX, of Linux's
 * rb_erase and, with -DLX_CACHED, rb_first_cached + rb_erase_cached
 * (bench/linux/adapter.h, linked with rbtree.o); the tree and its
 * measured calls are those of counts.c (ops.h).  Driven by pop.sh,
 * which counts the noinline wrappers op_remove / op_pop under callgrind.
 *
 *   pop remove N ROUNDS   tree of N random keys; ROUNDS times: remove a
 *                         random element, insert a new random key
 *   pop popmin N ROUNDS   the same, popping the minimum instead
 *   pop batch N ROUNDS    512 trees of N nodes; ROUNDS times: pop the
 *                         minimum of each tree, then put every popped
 *                         element back (the benchmark's pop-min batches)
 *   pop drain N ROUNDS    one tree of N nodes; ROUNDS times: touch 12 MiB
 *                         of other memory, pop N / 16 minimums in a row,
 *                         put them back (the benchmark's dirty cache)
 *
 * Only measure() is meant to be counted (--toggle-collect).  Every tree
 * is checked with RB_VALIDATE (Linux: lx_validate) at the end.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

#include "ops.h"

#define NTREES	512
#define DIRTY	(12u << 20)

NOINLINE struct node *
op_pop(ntree_head *head)
{
#ifdef USE_LINUX
	return (lx_pop_min(head));
#else
	return (RB_POP_MIN(ntree, head));
#endif
}

enum mode { REMOVE, POPMIN, BATCH, DRAIN };

/* zero is the empty tree for every head kind here */
static ntree_head heads[NTREES];

NOINLINE void
measure(enum mode mode, struct node **nodes, size_t n, unsigned long rounds)
{
	static unsigned char *dirty;
	unsigned long r;
	size_t i, k = n / 16;

	for (r = 0; r < rounds; r++) {
		switch (mode) {
		case REMOVE:
			i = rng() % n;
			op_remove(&heads[0], nodes[i]);
			insert_random(&heads[0], nodes[i]);
			break;
		case POPMIN:
			insert_random(&heads[0], op_pop(&heads[0]));
			break;
		case BATCH:
			for (i = 0; i < NTREES; i++)
				nodes[i] = op_pop(&heads[i]);
			for (i = 0; i < NTREES; i++)
				op_insert(&heads[i], nodes[i]);
			break;
		case DRAIN:
			if (dirty == NULL && (dirty = calloc(DIRTY, 1)) == NULL)
				abort();
			for (i = 0; i < DIRTY; i += 64)
				dirty[i]++;
			for (i = 0; i < k; i++)
				nodes[i] = op_pop(&heads[0]);
			for (i = 0; i < k; i++)
				op_insert(&heads[0], nodes[i]);
			break;
		}
	}
}

int
main(int argc, char **argv)
{
	static const char *names[] = { "remove", "popmin", "batch", "drain" };
	struct node **nodes;
	size_t n, i, t, trees;
	unsigned long rounds;
	int mode;

	if (argc != 4)
		goto usage;
	for (mode = 0; mode < 4; mode++)
		if (strcmp(argv[1], names[mode]) == 0)
			break;
	n = strtoul(argv[2], NULL, 10);
	rounds = strtoul(argv[3], NULL, 10);
	if (mode == 4 || n == 0 || (mode == DRAIN && n < 16))
		goto usage;
	trees = mode == BATCH ? NTREES : 1;
	if ((nodes = calloc(n > NTREES ? n : NTREES, sizeof(*nodes))) == NULL)
		return (1);
	for (t = 0; t < trees; t++)
		for (i = 0; i < n; i++) {
			if ((nodes[i] = calloc(1, sizeof(struct node))) == NULL)
				return (1);
			insert_random(&heads[t], nodes[i]);
		}
	/* A steady state of random removals before the counted rounds. */
	for (i = 0; mode != BATCH && i < 4 * n; i++) {
		struct node *x = nodes[rng() % n];

		op_remove(&heads[0], x);
		insert_random(&heads[0], x);
	}
	measure((enum mode)mode, nodes, n, rounds);
	for (t = 0; t < trees; t++)
		if (T_VALIDATE(&heads[t]) != NULL) {
			fprintf(stderr, "pop: tree %zu: %s\n", t,
			    T_VALIDATE(&heads[t]));
			return (1);
		}
	return (0);
usage:
	fprintf(stderr, "usage: pop remove|popmin|batch|drain N ROUNDS "
	    "(drain: N >= 16)\n");
	return (2);
}
