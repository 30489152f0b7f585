/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * counts.c: deterministic per-operation costs and tree heights of tree.h
 * (weak AVL), of Debian libbsd's <bsd/sys/tree.h> (red-black) and of
 * Linux's rbtree (red-black, bench/linux/adapter.h).
 *
 * Built once per tree from this one source (the headers cannot share a
 * translation unit): plain for tree.h, -DUSE_LIBBSD for libbsd,
 * -DUSE_LINUX (-DLX_CACHED for struct rb_root_cached, -DLX_ADD for
 * inserts by rb_add) with Linux's include path and rbtree.o for Linux;
 * ops.h, shared with pop.c, holds the tree and its measured calls.  Driven by
 * run.sh, which runs "steady" and "fifo" under callgrind; see
 * docs/design.md.
 *
 *   counts info              header name and sizeof the RB_ENTRY
 *   counts steady N ROUNDS   tree of N random keys; then ROUNDS times:
 *                            remove a random element, insert a new random
 *                            key.  Only measure() is meant to be counted
 *                            (callgrind --dump-before=measure
 *                            --dump-after=measure); the height at the end
 *                            is printed.
 *   counts fifo N ROUNDS     the same with a time-ordered queue: remove the
 *                            smallest key, insert one above the greatest.
 *   counts refill N ROUNDS   the same, but remove all N in a random order,
 *                            then insert N new random keys (trees of every
 *                            size up to N)
 *   counts heights           height after 1e6 random inserts, 1e6
 *                            ascending inserts, and 1e6 random inserts
 *                            interleaved with 5e5 random removes.
 */

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

#include "ops.h"

static unsigned long removes;

static void
churn(ntree_head *head, struct node **nodes, size_t n, unsigned long rounds)
{
	unsigned long r;
	struct node *x;

	for (r = 0; r < rounds; r++) {
		x = nodes[rng() % n];
		op_remove(head, x);
		removes++;
		insert_random(head, x);
	}
}

/*
 * A queue ordered by time: remove the oldest (smallest) key, insert a key
 * above the greatest.  nodes[] is a ring in key order.
 */
static uint64_t next_key;
static size_t oldest;

static void
fifo(ntree_head *head, struct node **nodes, size_t n, unsigned long rounds)
{
	unsigned long r;
	struct node *x;

	for (r = 0; r < rounds; r++) {
		x = nodes[oldest];
		oldest = (oldest + 1) % n;
		op_remove(head, x);
		removes++;
		x->key = next_key++;
		op_insert(head, x);
		inserts++;
	}
}

/*
 * Empty and fill again: remove every node in a random order, then insert
 * n new random keys; the tree shrinks to nothing and grows back, so the
 * costs are those of trees of every size up to n.
 */
static void
refill(ntree_head *head, struct node **nodes, size_t n, unsigned long rounds)
{
	unsigned long r;
	size_t i, j;
	struct node *x;

	for (r = 0; r < rounds; r += n) {
		for (i = n - 1; i > 0; i--) {	/* Fisher-Yates */
			j = rng() % (i + 1);
			x = nodes[i];
			nodes[i] = nodes[j];
			nodes[j] = x;
		}
		for (i = 0; i < n; i++) {
			op_remove(head, nodes[i]);
			removes++;
		}
		for (i = 0; i < n; i++)
			insert_random(head, nodes[i]);
	}
}

static enum { STEADY, FIFO, REFILL } mode;
static const char *const mode_names[] = { "steady", "fifo", "refill" };

/* callgrind counts only while this function runs. */
NOINLINE void
measure(ntree_head *head, struct node **nodes, size_t n,
    unsigned long rounds)
{
	switch (mode) {
	case STEADY:
		churn(head, nodes, n, rounds);
		break;
	case FIFO:
		fifo(head, nodes, n, rounds);
		break;
	case REFILL:
		refill(head, nodes, n, rounds);
		break;
	}
}

static int height(struct node *, int, double *, size_t *);

static void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (p == NULL) {
		perror("calloc");
		exit(1);
	}
	return (p);
}

static int
steady(size_t n, unsigned long rounds)
{
	ntree_head head;
	struct node *pool, **nodes;
	double depthsum = 0;
	size_t i, count;
	int h;

	T_INIT(&head);
	pool = xcalloc(n, sizeof(*pool));
	nodes = xcalloc(n, sizeof(*nodes));
	for (i = 0; i < n; i++) {
		nodes[i] = &pool[i];
		if (mode == FIFO) {
			pool[i].key = next_key++;
			op_insert(&head, nodes[i]);
		} else
			insert_random(&head, nodes[i]);
	}
	/* Warm up: reach the steady-state shape of the workload. */
	if (mode == FIFO)
		fifo(&head, nodes, n, 8 * n + 1000);
	else
		churn(&head, nodes, n, 8 * n + 1000);
	inserts = removes = 0;
	measure(&head, nodes, n, rounds);
	count = 0;
	h = height(T_ROOT(&head), 1, &depthsum, &count);
	printf("%s %s n=%zu rounds=%lu inserts=%lu removes=%lu height=%d "
	    "mean_depth=%.2f\n", HEADER, mode_names[mode], count,
	    rounds, inserts, removes, h, depthsum / (double)count);
	free(nodes);
	free(pool);
	return (0);
}

/* Height (nodes on the longest root-to-leaf path); sums depths. */
static int
height(struct node *x, int depth, double *depthsum, size_t *count)
{
	int l, r;

	if (x == NULL)
		return (0);
	*depthsum += depth;
	(*count)++;
	l = height(T_LEFT(x), depth + 1, depthsum, count);
	r = height(T_RIGHT(x), depth + 1, depthsum, count);
	return (1 + (l > r ? l : r));
}

static void
report(const char *workload, ntree_head *head)
{
	double depthsum = 0, n;
	size_t count = 0;
	int h;

	h = height(T_ROOT(head), 1, &depthsum, &count);
	n = (double)count;
	printf("%s %-9s n=%zu height=%d mean_depth=%.2f "
	    "avl_bound=%.2f rb_bound=%.2f log2=%.2f",
	    HEADER, workload, count, h, depthsum / n,
	    1.4405 * log2(n + 2) - 0.3277, 2 * log2(n + 1), log2(n + 1));
#ifdef T_VALIDATE
	{
		const char *msg = T_VALIDATE(head);

		printf(" validate=%s", msg == NULL ? "ok" : msg);
	}
#endif
	printf("\n");
}

#define HN 1000000

static int
heights(void)
{
	ntree_head head;
	struct node *pool, **nodes;
	size_t i, live;

	pool = xcalloc(HN, sizeof(*pool));
	nodes = xcalloc(HN, sizeof(*nodes));

	T_INIT(&head);
	for (i = 0; i < HN; i++)
		insert_random(&head, &pool[i]);
	report("random", &head);

	T_INIT(&head);
	for (i = 0; i < HN; i++) {
		pool[i].key = i;
		op_insert(&head, &pool[i]);
	}
	report("ascending", &head);

	/* Every second insert is followed by the removal of a random node. */
	T_INIT(&head);
	live = 0;
	for (i = 0; i < HN; i++) {
		nodes[live++] = &pool[i];
		insert_random(&head, &pool[i]);
		if (i % 2 == 1) {
			size_t k = rng() % live;

			op_remove(&head, nodes[k]);
			nodes[k] = nodes[--live];
		}
	}
	report("mixed", &head);

	free(nodes);
	free(pool);
	return (0);
}

int
main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "info") == 0) {
		printf("%s node_entry_bytes=%zu node_bytes=%zu\n", HEADER,
		    T_ENTRY_BYTES, sizeof(struct node));
		return (0);
	}
	if (argc == 4)
		for (mode = STEADY; mode <= REFILL; mode++)
			if (strcmp(argv[1], mode_names[mode]) == 0)
				return (steady(strtoul(argv[2], NULL, 10),
				    strtoul(argv[3], NULL, 10)));
	if (argc == 2 && strcmp(argv[1], "heights") == 0)
		return (heights());
	fprintf(stderr, "usage: counts info | steady N ROUNDS | fifo N ROUNDS "
	    "| refill N ROUNDS | heights\n");
	return (2);
}
