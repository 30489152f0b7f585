/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * counts.c: the one program of the deterministic counts (bench/counts/
 * counts.py: make bench-counts, bench-counts-pop, bench-counts-cross):
 * per-operation costs, tree heights and augmentation-hook calls of tree.h
 * (weak AVL or, with -DTREE_BALANCE=TREE_RED_BLACK, red-black), of
 * Debian libbsd's <bsd/sys/tree.h> (red-black) and of Linux's rbtree
 * (red-black, bench/linux/adapter.h).
 *
 * Built once per tree (the headers cannot share a translation unit):
 *
 *   (default)      tree.h, RB_GENERATE (extern: gcc keeps the rebalance
 *                  functions out of line, so callgrind can name them)
 *   -DGEN_STATIC   tree.h, RB_GENERATE_STATIC
 *   -DGEN_CACHED   tree.h's cached head, RB_GENERATE_CACHED_STATIC
 *   -DUSE_LIBBSD   Debian libbsd's <bsd/sys/tree.h> (with GEN_STATIC or
 *                  not)
 *   -DUSE_LINUX    Linux's rbtree (bench/linux/adapter.h, linked with
 *                  rbtree.o); -DLX_CACHED: struct rb_root_cached,
 *                  -DLX_ADD: inserts by rb_add
 *   -DCOUNT_HOOKS  the tree is augmented with a counted hook that keeps
 *                  the subtree's greatest key (tree.h: RB_GENERATE_AUGMENT
 *                  with a second tree whose hook always reports a change;
 *                  libbsd: RB_AUGMENT), for the hooks mode
 *
 * Only measure() is meant to be counted: callgrind
 * --dump-before=measure --dump-after=measure (steady, fifo, refill) or
 * --toggle-collect=measure (remove, popmin, batch, drain, cmp).  The
 * measured calls op_insert, op_remove, op_pop and op_find are noinline
 * wrappers: their
 * inclusive cost is the whole operation.  Modes:
 *
 *   counts info              header name and sizeof the RB_ENTRY
 *   counts steady N ROUNDS   tree of N random keys; then ROUNDS times:
 *                            remove a random element, insert a new random
 *                            key; the height at the end is printed
 *   counts fifo N ROUNDS     the same with a time-ordered queue: remove the
 *                            smallest key, insert one above the greatest
 *   counts refill N ROUNDS   the same, but remove all N in a random order,
 *                            then insert N new random keys (trees of every
 *                            size up to N)
 *   counts heights           height after 1e6 random inserts, 1e6
 *                            ascending inserts, and 1e6 random inserts
 *                            interleaved with 5e5 random removes
 *   counts remove N ROUNDS   RB_REMOVE against RB_POP_MIN (GEN_STATIC or
 *   counts popmin N ROUNDS   GEN_CACHED builds, or Linux): a random element
 *                            removed, or the minimum popped, and a new
 *                            random key inserted, ROUNDS times
 *   counts batch N ROUNDS    512 trees of N nodes; ROUNDS times: pop the
 *                            minimum of each tree, then put every popped
 *                            element back (the benchmark's pop-min batches)
 *   counts drain N ROUNDS    one tree of N >= 16 nodes; ROUNDS times: touch
 *                            12 MiB of other memory, pop N / 16 minimums in
 *                            a row, put them back (the benchmark's dirty
 *                            cache)
 *   counts cmp N ROUNDS      (BSD headers) the comparator shapes: one
 *                            tree of N nodes whose keys are bench.c's (a
 *                            random rank above 24 slot bits); ROUNDS finds
 *                            of a random key in the tree (op_find), then
 *                            ROUNDS times "remove a random node, insert it
 *                            back"; built with -DBENCH_CMP=SHAPE
 *                            (bench/common/cmp.h) and -DGEN_STATIC, the only mode
 *                            of a shape other than sign
 *   counts hooks N ROUNDS    (COUNT_HOOKS builds) mean hook calls per
 *                            insert and per remove: N random keys, 4 N
 *                            rounds of churn, then ROUNDS counted rounds of
 *                            "remove a random element, insert a new random
 *                            key"; whether every stored maximum is right
 *
 * Keys come from splitmix64 with a fixed seed, so every build and every
 * run sees the same key sequence and the counts repeat exactly.
 */

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t
rng(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

#ifdef COUNT_HOOKS
#ifdef USE_LINUX
#error "COUNT_HOOKS: tree.h or libbsd only"
#endif
static unsigned long hook_calls;

struct node;
static int aug_max(struct node *);
#ifdef USE_LIBBSD
#define RB_AUGMENT(x)	((void)aug_max(x))
#endif
#endif

/* Keep the measured wrappers whole and out of line (noclone: gcc only). */
#if defined(__clang__)
#define NOINLINE __attribute__((__noinline__))
#else
#define NOINLINE __attribute__((__noinline__, __noclone__))
#endif

#ifdef USE_LINUX

#include "../linux/adapter.h"	/* after the system headers: see there */
#ifdef LX_CACHED
#define HEADER "linux-cached"
#else
#define HEADER "linux"
#endif

typedef struct lx_head ntree_head;
#define T_INIT(h)	lx_init(h)
#define T_ROOT(h)	LX_NODE(LX_ROOT(h)->rb_node)
#define T_LEFT(x)	LX_NODE((x)->link.rb_left)
#define T_RIGHT(x)	LX_NODE((x)->link.rb_right)
#define T_ENTRY_BYTES	sizeof(struct rb_node)
#define T_VALIDATE(h)	lx_validate(h)

/*
 * The measured calls: their inclusive cost is the whole operation.
 * -DLX_ADD: Linux's rb_add, which never finds the key (random 64-bit
 * keys do not repeat here).
 */
NOINLINE struct node *
op_insert(ntree_head *head, struct node *n)
{
#ifdef LX_ADD
	lx_add(head, n);
	return (NULL);
#else
	return (lx_insert(head, n));
#endif
}

/* void like rb_erase: returning n would cost a saved register */
NOINLINE void
op_remove(ntree_head *head, struct node *n)
{
	lx_remove(head, n);
}

NOINLINE struct node *
op_pop(ntree_head *head)
{
	return (lx_pop_min(head));
}

#else /* a BSD-style RB_* header */

#ifdef USE_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#define HEADER "libbsd"
#else
#include "tree.h"
#define HEADER "tree.h"
#define T_VALIDATE(h)	RB_VALIDATE(ntree, h)
#endif

/*
 * The key fields and node_cmp of the comparator shape (bench/common/cmp.h,
 * -DBENCH_CMP, by default the sign idiom (a > b) - (a < b) on key).
 */
#include "../common/cmp.h"

struct node {
	NODE_KEY_FIELDS
	RB_ENTRY(node) entry;
#ifdef COUNT_HOOKS
	uint64_t max;		/* greatest key in the subtree */
#endif
};

#define CMP_NODE_DEFINED
#include "../common/cmp.h"

/*
 * By default extern functions (RB_GENERATE), so that gcc keeps
 * ntree_RB_INSERT_COLOR and ntree_RB_REMOVE_COLOR out of line and
 * callgrind can attribute costs to them.  -DGEN_STATIC: what a static
 * instantiation gets (gcc may inline the rebalance into its one caller).
 * -DGEN_CACHED: tree.h's cached head (RB_HEAD_CACHED), static.
 * -DCOUNT_HOOKS: tree.h augmented with the counted hook, static.
 */
#if defined(COUNT_HOOKS) && !defined(USE_LIBBSD)
RB_HEAD(ntree, node);
RB_GENERATE_AUGMENT_STATIC(ntree, node, entry, node_cmp, aug_max)
#elif defined(GEN_CACHED)
RB_HEAD_CACHED(ntree, node);
RB_GENERATE_CACHED_STATIC(ntree, node, entry, node_cmp)
#elif defined(GEN_STATIC)
RB_HEAD(ntree, node);
RB_GENERATE_STATIC(ntree, node, entry, node_cmp)
#else
RB_HEAD(ntree, node);
RB_GENERATE(ntree, node, entry, node_cmp)
#endif

typedef struct ntree ntree_head;
#define T_INIT(h)	RB_INIT(h)
#define T_ROOT(h)	RB_ROOT(h)
#define T_LEFT(x)	RB_LEFT(x, entry)
#define T_RIGHT(x)	RB_RIGHT(x, entry)
#define T_ENTRY_BYTES	sizeof(((struct node *)0)->entry)

/* The measured calls: their inclusive cost is the whole operation. */
NOINLINE struct node *
op_insert(ntree_head *head, struct node *n)
{
	return (RB_INSERT(ntree, head, n));
}

NOINLINE struct node *
op_remove(ntree_head *head, struct node *n)
{
	return (RB_REMOVE(ntree, head, n));
}

NOINLINE struct node *
op_find(ntree_head *head, struct node *q)
{
	return (RB_FIND(ntree, head, q));
}

/* RB_POP_MIN, or what a user of a header without it writes */
NOINLINE struct node *
op_pop(ntree_head *head)
{
#ifdef RB_POP_MIN
	return (RB_POP_MIN(ntree, head));
#else
	struct node *x = RB_MIN(ntree, head);

	if (x != NULL)
		RB_REMOVE(ntree, head, x);
	return (x);
#endif
}

#endif /* USE_LINUX */

static unsigned long inserts;	/* insert_random's calls of op_insert */

/* Insert n with a fresh random key (a new key on the rare duplicate). */
static void
insert_random(ntree_head *head, struct node *n)
{
	do {
		n->key = rng();
		inserts++;
	} while (op_insert(head, n) != NULL);
}


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

#define NTREES	512
#define DIRTY	(12u << 20)

/*
 * RB_REMOVE against RB_POP_MIN: ROUNDS rounds of the mode on heads[0]
 * (batch: on all NTREES heads).
 */
static void
pops(int pmode, ntree_head *heads, struct node **nodes, size_t n,
    unsigned long rounds);

static enum { STEADY, FIFO, REFILL, REMOVE, POPMIN, BATCH, DRAIN, CMP }
    mode;
static const char *const mode_names[] = { "steady", "fifo", "refill",
	"remove", "popmin", "batch", "drain", "cmp" };

#ifndef USE_LINUX
static unsigned long found;	/* cmp: finds and inserts that succeeded */

/* The cmp mode's rounds: finds, then remove and insert back. */
static void
cmp_rounds(ntree_head *head, struct node **nodes, size_t n,
    unsigned long rounds)
{
	struct node q;
	unsigned long r;

	for (r = 0; r < rounds; r++) {
		node_set_key(&q, nodes[rng() % n]->key);
		found += op_find(head, &q) != NULL;
	}
	for (r = 0; r < rounds; r++) {
		struct node *x = nodes[rng() % n];

		op_remove(head, x);
		found += op_insert(head, x) == NULL;
	}
}
#endif

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
#ifndef USE_LINUX
	case CMP:
		cmp_rounds(head, nodes, n, rounds);
		break;
#endif
	default:
		pops(mode, head, nodes, n, rounds);
		break;
	}
}

static void
pops(int pmode, ntree_head *heads, struct node **nodes, size_t n,
    unsigned long rounds)
{
	static unsigned char *dirty;
	unsigned long r;
	size_t i, k = n / 16;

	for (r = 0; r < rounds; r++) {
		switch (pmode) {
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

/* The remove, popmin, batch and drain modes: build, warm up, measure. */
static int
pop_run(size_t n, unsigned long rounds)
{
	/* zero is the empty tree for every head kind here */
	static ntree_head heads[NTREES];
	struct node **nodes;
	size_t i, t, trees;

	if (n == 0 || (mode == DRAIN && n < 16))
		return (2);
	trees = mode == BATCH ? NTREES : 1;
	nodes = xcalloc(n > NTREES ? n : NTREES, sizeof(*nodes));
	for (t = 0; t < trees; t++)
		for (i = 0; i < n; i++) {
			nodes[i] = xcalloc(1, sizeof(struct node));
			insert_random(&heads[t], nodes[i]);
		}
	/* A steady state of random removals before the counted rounds. */
	for (i = 0; mode != BATCH && i < 4 * n; i++) {
		struct node *x = nodes[rng() % n];

		op_remove(&heads[0], x);
		insert_random(&heads[0], x);
	}
	measure(heads, nodes, n, rounds);
#ifdef T_VALIDATE
	for (t = 0; t < trees; t++)
		if (T_VALIDATE(&heads[t]) != NULL) {
			fprintf(stderr, "counts: tree %zu: %s\n", t,
			    T_VALIDATE(&heads[t]));
			return (1);
		}
#endif
	return (0);
}

#ifndef USE_LINUX
/*
 * The cmp mode: N nodes keyed as in bench.c (a random permutation of the
 * ranks, above 24 bits of slot), inserted in slot order; then counted.
 */
static int
cmp_run(size_t n, unsigned long rounds)
{
	ntree_head head;
	struct node *pool, **nodes;
	uint32_t *rank, t;
	size_t s, x;

	if (n == 0)
		return (2);
	T_INIT(&head);
	pool = xcalloc(n, sizeof(*pool));
	nodes = xcalloc(n, sizeof(*nodes));
	rank = xcalloc(n, sizeof(*rank));
	for (s = 0; s < n; s++)
		rank[s] = (uint32_t)s;
	for (s = 0; s < n; s++) {
		x = s + rng() % (n - s);
		t = rank[s];
		rank[s] = rank[x];
		rank[x] = t;
		nodes[s] = &pool[s];
		node_set_key(nodes[s], ((uint64_t)rank[s] << 24) | s);
		if (op_insert(&head, nodes[s]) != NULL) {
			fprintf(stderr, "counts: cmp: duplicate key\n");
			return (1);
		}
	}
	measure(&head, nodes, n, rounds);
#ifdef T_VALIDATE
	if (T_VALIDATE(&head) != NULL) {
		fprintf(stderr, "counts: cmp: %s\n", T_VALIDATE(&head));
		return (1);
	}
#endif
	if (found != 2 * rounds) {
		fprintf(stderr, "counts: cmp: %lu of %lu found / inserted\n",
		    found, 2 * rounds);
		return (1);
	}
	printf("%s cmp=%s n=%zu rounds=%lu\n", HEADER, CMP_NAME, n, rounds);
	free(rank);
	free(nodes);
	free(pool);
	return (0);
}
#endif

#ifdef COUNT_HOOKS
/* The benchmark's hook (bench/common/node.h's node_aug), counted. */
static int
aug_max(struct node *x)
{
	struct node *l = RB_LEFT(x, entry), *r = RB_RIGHT(x, entry);
	uint64_t m = x->key;

	hook_calls++;
	if (l != NULL && l->max > m)
		m = l->max;
	if (r != NULL && r->max > m)
		m = r->max;
	if (x->max == m)
		return (0);
	x->max = m;
	return (1);
}

#ifndef USE_LIBBSD
/* The same hook reporting "changed" every time: the walk goes to the root */
static int
aug_always(struct node *x)
{
	(void)aug_max(x);
	return (1);
}

RB_HEAD(talways, node);
RB_GENERATE_AUGMENT_STATIC(talways, node, entry, node_cmp, aug_always)
#endif

/* Greatest key under x; *ok = 0 if a stored maximum is wrong. */
static uint64_t
check_max(struct node *x, int *ok)
{
	uint64_t m, c;

	if (x == NULL)
		return (0);
	m = x->key;
	c = check_max(RB_LEFT(x, entry), ok);
	if (c > m)
		m = c;
	c = check_max(RB_RIGHT(x, entry), ok);
	if (c > m)
		m = c;
	if (x->max != m)
		*ok = 0;
	return (m);
}

/*
 * The hooks mode for the tree NAME.  A new key that is already present is
 * redrawn (and not counted: the hook does not run for a refused insert).
 */
#define HOOKS_RUN(NAME, LABEL)						\
static void								\
hooks_##NAME(size_t n, unsigned long rounds)				\
{									\
	struct NAME head = RB_INITIALIZER(&head);			\
	struct node *nodes = xcalloc(n, sizeof(*nodes)), *x;		\
	unsigned long r, ins = 0, rem = 0, churn = 4 * n;		\
	unsigned long c0, ins_calls = 0, rem_calls = 0;			\
	size_t i;							\
	int ok = 1;							\
									\
	for (i = 0; i < n; i++)						\
		do							\
			nodes[i].key = rng();				\
		while (RB_INSERT(NAME, &head, &nodes[i]) != NULL);	\
	for (r = 0; r < churn + rounds; r++) {				\
		x = &nodes[rng() % n];					\
		c0 = hook_calls;					\
		RB_REMOVE(NAME, &head, x);				\
		if (r >= churn) {					\
			rem_calls += hook_calls - c0;			\
			rem++;						\
		}							\
		for (;;) {						\
			x->key = rng();					\
			c0 = hook_calls;				\
			if (RB_INSERT(NAME, &head, x) == NULL)		\
				break;					\
		}							\
		if (r >= churn) {					\
			ins_calls += hook_calls - c0;			\
			ins++;						\
		}							\
	}								\
	check_max(RB_ROOT(&head), &ok);					\
	printf("%s %s n=%zu insert=%.3f remove=%.3f valid=%s\n",	\
	    HEADER, LABEL, n, (double)ins_calls / ins,			\
	    (double)rem_calls / rem, ok ? "yes" : "no");		\
	free(nodes);							\
}

#ifdef USE_LIBBSD
HOOKS_RUN(ntree, "RB_AUGMENT")
#else
HOOKS_RUN(ntree, "max")
HOOKS_RUN(talways, "always")
#endif

static int
hooks(size_t n, unsigned long rounds)
{
	if (n < 2 || rounds == 0)
		return (2);
	hooks_ntree(n, rounds);
#ifndef USE_LIBBSD
	hooks_talways(n, rounds);
#endif
	return (0);
}
#endif /* COUNT_HOOKS */

int
main(int argc, char **argv)
{
	size_t n;
	unsigned long rounds;

	if (argc == 2 && strcmp(argv[1], "info") == 0) {
		printf("%s node_entry_bytes=%zu node_bytes=%zu\n", HEADER,
		    T_ENTRY_BYTES, sizeof(struct node));
		return (0);
	}
	if (argc == 2 && strcmp(argv[1], "heights") == 0)
		return (heights());
	if (argc != 4)
		goto usage;
	n = strtoul(argv[2], NULL, 10);
	rounds = strtoul(argv[3], NULL, 10);
#ifdef COUNT_HOOKS
	if (strcmp(argv[1], "hooks") == 0)
		return (hooks(n, rounds));
#endif
#ifndef USE_LINUX
	if (strcmp(argv[1], "cmp") == 0) {
		int rc;

		mode = CMP;
		if ((rc = cmp_run(n, rounds)) != 2)
			return (rc);
		goto usage;
	}
#if !CMP_IS(sign)
	goto usage;		/* the other modes write key only */
#endif
#endif
	for (mode = STEADY; mode <= DRAIN; mode++)
		if (strcmp(argv[1], mode_names[mode]) == 0) {
			int rc = mode <= REFILL ? steady(n, rounds) :
			    pop_run(n, rounds);

			if (rc != 2)
				return (rc);
			break;
		}
usage:
	fprintf(stderr, "usage: counts info | heights | steady|fifo|refill N "
	    "ROUNDS | remove|popmin|batch|drain N ROUNDS (drain: N >= 16)"
#ifndef USE_LINUX
	    " | cmp N ROUNDS"
#endif
#ifdef COUNT_HOOKS
	    " | hooks N ROUNDS"
#endif
	    "\n");
	return (2);
}
