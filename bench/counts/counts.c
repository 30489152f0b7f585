/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * counts.c: deterministic per-operation costs and tree heights of tree.h
 * (weak AVL) and of Debian libbsd's <bsd/sys/tree.h> (red-black).
 *
 * Built twice from this one source (the two headers cannot share a
 * translation unit): plain for tree.h, -DUSE_LIBBSD for libbsd.  Driven by
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

#ifdef USE_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#define HEADER "libbsd"
#else
#include "tree.h"
#define HEADER "tree.h"
#endif

/* Keep the measured wrappers whole and out of line (noclone: gcc only). */
#if defined(__clang__)
#define NOINLINE __attribute__((__noinline__))
#else
#define NOINLINE __attribute__((__noinline__, __noclone__))
#endif

struct node {
	uint64_t key;
	RB_ENTRY(node) entry;
};

static inline int
node_cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

#ifdef CACHED
RB_HEAD_CACHED(ntree, node);
#else
RB_HEAD(ntree, node);
#endif
/*
 * By default extern functions (RB_GENERATE), so that gcc keeps
 * ntree_RB_INSERT_COLOR and ntree_RB_REMOVE_COLOR out of line and
 * callgrind can attribute costs to them.  -DGEN_STATIC: what a static
 * instantiation gets (gcc may inline the rebalance into its one caller).
 */
#if defined(CACHED) && defined(GEN_STATIC)
RB_GENERATE_CACHED_STATIC(ntree, node, entry, node_cmp)
#elif defined(CACHED)
RB_GENERATE_CACHED(ntree, node, entry, node_cmp)
#elif defined(GEN_STATIC)
RB_GENERATE_STATIC(ntree, node, entry, node_cmp)
#else
RB_GENERATE(ntree, node, entry, node_cmp)
#endif

/* splitmix64: the same key sequence for both builds. */
static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t
rng(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

/* The measured calls: their inclusive cost is the whole operation. */
NOINLINE struct node *
op_insert(struct ntree *head, struct node *n)
{
	return (RB_INSERT(ntree, head, n));
}

NOINLINE struct node *
op_remove(struct ntree *head, struct node *n)
{
	return (RB_REMOVE(ntree, head, n));
}

static unsigned long inserts, removes;

/* Insert n with a fresh random key (a new key on the rare duplicate). */
static void
insert_random(struct ntree *head, struct node *n)
{
	do {
		n->key = rng();
		inserts++;
	} while (op_insert(head, n) != NULL);
}

static void
churn(struct ntree *head, struct node **nodes, size_t n, unsigned long rounds)
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
fifo(struct ntree *head, struct node **nodes, size_t n, unsigned long rounds)
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

static int fifo_mode;

/* callgrind counts only while this function runs. */
NOINLINE void
measure(struct ntree *head, struct node **nodes, size_t n,
    unsigned long rounds)
{
	if (fifo_mode)
		fifo(head, nodes, n, rounds);
	else
		churn(head, nodes, n, rounds);
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
	struct ntree head = RB_INITIALIZER(&head);
	struct node *pool, **nodes;
	double depthsum = 0;
	size_t i, count;
	int h;

	pool = xcalloc(n, sizeof(*pool));
	nodes = xcalloc(n, sizeof(*nodes));
	for (i = 0; i < n; i++) {
		nodes[i] = &pool[i];
		if (fifo_mode) {
			pool[i].key = next_key++;
			op_insert(&head, nodes[i]);
		} else
			insert_random(&head, nodes[i]);
	}
	/* Warm up: reach the steady-state shape of the workload. */
	if (fifo_mode)
		fifo(&head, nodes, n, 8 * n + 1000);
	else
		churn(&head, nodes, n, 8 * n + 1000);
	inserts = removes = 0;
	measure(&head, nodes, n, rounds);
	count = 0;
	h = height(RB_ROOT(&head), 1, &depthsum, &count);
	printf("%s %s n=%zu rounds=%lu inserts=%lu removes=%lu height=%d "
	    "mean_depth=%.2f\n", HEADER, fifo_mode ? "fifo" : "steady", count,
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
	l = height(RB_LEFT(x, entry), depth + 1, depthsum, count);
	r = height(RB_RIGHT(x, entry), depth + 1, depthsum, count);
	return (1 + (l > r ? l : r));
}

static void
report(const char *workload, struct ntree *head)
{
	double depthsum = 0, n;
	size_t count = 0;
	int h;

	h = height(RB_ROOT(head), 1, &depthsum, &count);
	n = (double)count;
	printf("%s %-9s n=%zu height=%d mean_depth=%.2f "
	    "avl_bound=%.2f rb_bound=%.2f log2=%.2f",
	    HEADER, workload, count, h, depthsum / n,
	    1.4405 * log2(n + 2) - 0.3277, 2 * log2(n + 1), log2(n + 1));
#ifndef USE_LIBBSD
	{
		const char *msg = RB_VALIDATE(ntree, head);

		printf(" validate=%s", msg == NULL ? "ok" : msg);
	}
#endif
	printf("\n");
}

#define HN 1000000

static int
heights(void)
{
	struct ntree head;
	struct node *pool, **nodes;
	size_t i, live;

	pool = xcalloc(HN, sizeof(*pool));
	nodes = xcalloc(HN, sizeof(*nodes));

	RB_INIT(&head);
	for (i = 0; i < HN; i++)
		insert_random(&head, &pool[i]);
	report("random", &head);

	RB_INIT(&head);
	for (i = 0; i < HN; i++) {
		pool[i].key = i;
		op_insert(&head, &pool[i]);
	}
	report("ascending", &head);

	/* Every second insert is followed by the removal of a random node. */
	RB_INIT(&head);
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
		    sizeof(((struct node *)0)->entry), sizeof(struct node));
		return (0);
	}
	if (argc == 4 && (strcmp(argv[1], "steady") == 0 ||
	    strcmp(argv[1], "fifo") == 0)) {
		fifo_mode = strcmp(argv[1], "fifo") == 0;
		return (steady(strtoul(argv[2], NULL, 10),
		    strtoul(argv[3], NULL, 10)));
	}
	if (argc == 2 && strcmp(argv[1], "heights") == 0)
		return (heights());
	fprintf(stderr,
	    "usage: counts info | steady N ROUNDS | fifo N ROUNDS | heights\n");
	return (2);
}
