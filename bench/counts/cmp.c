/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * cmp.c: callgrind's counts of find, insert and remove with one comparator
 * shape (bench/cmp.h, -DBENCH_CMP) in tree.h or, with -DUSE_LIBBSD,
 * libbsd's <bsd/sys/tree.h> (bench/counts/cmp.sh runs it).
 *
 *   cmp N ROUNDS
 *
 * One tree of N nodes whose keys are bench.c's: a random rank in the
 * tree above 24 slot bits.  Then ROUNDS finds of a random key in the tree
 * and ROUNDS times "remove a random node, insert it back", each
 * operation in a noinline function (op_find, op_insert, op_remove), all
 * inside measure(): run with --toggle-collect=measure.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef USE_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#else
#include "tree.h"
#endif

#include "node.h"
#include "rng.h"

#define NOINLINE	__attribute__((__noinline__))

RB_HEAD(ctree, node);
RB_GENERATE_STATIC(ctree, node, link, node_cmp)

NOINLINE struct node *
op_find(struct ctree *head, struct node *q)
{
	return (RB_FIND(ctree, head, q));
}

NOINLINE struct node *
op_insert(struct ctree *head, struct node *x)
{
	return (RB_INSERT(ctree, head, x));
}

NOINLINE void
op_remove(struct ctree *head, struct node *x)
{
	RB_REMOVE(ctree, head, x);
}

static unsigned long found;

NOINLINE void
measure(struct ctree *head, struct node *nodes, size_t n, unsigned long r)
{
	struct node q;
	unsigned long i;

	for (i = 0; i < r; i++) {
		node_set_key(&q, nodes[rng() % n].key);
		found += op_find(head, &q) != NULL;
	}
	for (i = 0; i < r; i++) {
		struct node *x = &nodes[rng() % n];

		op_remove(head, x);
		found += op_insert(head, x) == NULL;
	}
}

int
main(int argc, char **argv)
{
	struct ctree head = RB_INITIALIZER(&head);
	struct node *nodes;
	uint32_t *rank;
	size_t n, s;
	unsigned long r;

	if (argc != 3)
		return (fprintf(stderr, "usage: cmp N ROUNDS\n"), 2);
	n = strtoul(argv[1], NULL, 10);
	r = strtoul(argv[2], NULL, 10);
	nodes = calloc(n, sizeof(*nodes));
	rank = calloc(n, sizeof(*rank));
	if (n == 0 || nodes == NULL || rank == NULL)
		return (fprintf(stderr, "cmp: no memory\n"), 1);
	for (s = 0; s < n; s++)
		rank[s] = (uint32_t)s;
	for (s = 0; s < n; s++) {
		size_t x = s + rng() % (n - s);
		uint32_t tmp = rank[s];

		rank[s] = rank[x];
		rank[x] = tmp;
		node_set_key(&nodes[s], ((uint64_t)rank[s] << 24) | s);
		if (RB_INSERT(ctree, &head, &nodes[s]) != NULL)
			return (fprintf(stderr, "cmp: duplicate key\n"), 1);
	}
	measure(&head, nodes, n, r);
	if (found != 2 * r)
		return (fprintf(stderr, "cmp: %lu of %lu found / inserted\n",
		    found, 2 * r), 1);
	free(nodes);
	free(rank);
	return (0);
}
