/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * rank: order statistics on a set of integers, from subtree sizes kept by
 * tree.h's per-tree augmentation hook (RB_GENERATE_AUGMENT_STATIC).  It
 * reads commands, one a line:
 *
 *	insert K	add the key K to the set
 *	remove K	take it out
 *	rank K		how many keys are less than K (K need not be present)
 *	select I	the I-th smallest key, counting from 1
 *	print		every key, in order
 *	random N SEED	N pseudo-random operations on keys in [0, 500),
 *			then a summary; the set is left as it was
 *	# text		copied to the output as it is
 *
 *	rank < tests/programs/rank.in
 *
 * Each node stores the number of nodes in its subtree.  rank and select
 * then take one walk down from the root, O(log n): going right past a
 * node skips it and its whole left subtree, whose size is known.
 *
 * Every answer is printed next to the one a brute-force model gives: a
 * sorted array, scanned from the start.  "random" compares the two after
 * every operation, and also checks the stored sizes against a count from
 * scratch.
 */

#include <err.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

struct node {
	RB_ENTRY(node)	 link;
	long		 key;
	size_t		 size;		/* nodes in the subtree at this node */
};

static int
nodecmp(struct node *a, struct node *b)
{
	return (a->key < b->key ? -1 : a->key > b->key);
}

#define	SIZE(x)	((x) != NULL ? (x)->size : 0)

/*
 * The augmentation hook: elm's size from its children's.  tree.h calls it
 * bottom up wherever the shape changed and stops at the first call that
 * returns 0.  Sizes change all the way up on every insert and remove, so
 * here the walk always reaches the root: O(log n), like the descent that
 * found the spot.
 */
static int
node_augment(struct node *elm)
{
	size_t size;

	size = 1 + SIZE(RB_LEFT(elm, link)) + SIZE(RB_RIGHT(elm, link));
	if (size == elm->size)
		return (0);
	elm->size = size;
	return (1);
}

RB_HEAD(ranktree, node);
RB_GENERATE_AUGMENT_STATIC(ranktree, node, link, nodecmp, node_augment)

static struct ranktree	 tree = RB_INITIALIZER(&tree);

/* The number of keys less than key. */
static size_t
tree_rank(long key)
{
	struct node *x;
	size_t rank = 0;

	x = RB_ROOT(&tree);
	while (x != NULL) {
		if (key <= x->key)
			x = RB_LEFT(x, link);
		else {
			/* x and all of its left subtree are less than key. */
			rank += SIZE(RB_LEFT(x, link)) + 1;
			x = RB_RIGHT(x, link);
		}
	}
	return (rank);
}

/* The i-th smallest node (i from 1), or NULL if there are fewer. */
static struct node *
tree_select(size_t i)
{
	struct node *x;
	size_t left;

	x = RB_ROOT(&tree);
	while (x != NULL) {
		left = SIZE(RB_LEFT(x, link));
		if (i <= left)
			x = RB_LEFT(x, link);
		else if (i == left + 1)
			return (x);
		else {
			/* Skip x and its left subtree. */
			i -= left + 1;
			x = RB_RIGHT(x, link);
		}
	}
	return (NULL);
}

/*
 * The brute-force model: the same set as a sorted array.  Simple enough
 * to be obviously right, O(n) per operation.
 */
static long	*model;
static size_t	 nmodel, model_cap;

static int
model_insert(long key)
{
	size_t i;

	for (i = 0; i < nmodel && model[i] < key; i++)
		;
	if (i < nmodel && model[i] == key)
		return (0);
	if (nmodel == model_cap) {
		model_cap = model_cap != 0 ? 2 * model_cap : 64;
		model = realloc(model, model_cap * sizeof(*model));
		if (model == NULL)
			err(1, "realloc");
	}
	memmove(&model[i + 1], &model[i], (nmodel - i) * sizeof(*model));
	model[i] = key;
	nmodel++;
	return (1);
}

static int
model_remove(long key)
{
	size_t i;

	for (i = 0; i < nmodel && model[i] != key; i++)
		;
	if (i == nmodel)
		return (0);
	memmove(&model[i], &model[i + 1], (nmodel - i - 1) * sizeof(*model));
	nmodel--;
	return (1);
}

/* Count, one by one, the keys less than key. */
static size_t
model_rank(long key)
{
	size_t i, n = 0;

	for (i = 0; i < nmodel; i++)
		if (model[i] < key)
			n++;
	return (n);
}

static int	 mismatches;

/* Recount every subtree from scratch; the stored sizes must agree. */
static size_t
size_check(struct node *x)
{
	size_t size;

	if (x == NULL)
		return (0);
	size = 1 + size_check(RB_LEFT(x, link)) + size_check(RB_RIGHT(x, link));
	if (size != x->size)
		errx(1, "key %ld: stored size %zu, want %zu", x->key, x->size,
		    size);
	return (size);
}

static void
check(void)
{
	const char *why;

	if ((why = RB_VALIDATE(ranktree, &tree)) != NULL)
		errx(1, "RB_VALIDATE: %s", why);
	if (size_check(RB_ROOT(&tree)) != nmodel)
		errx(1, "the tree has %zu keys, the model %zu",
		    SIZE(RB_ROOT(&tree)), nmodel);
}

/* Insert key into the tree and the model; 1 if it was new. */
static int
do_insert(long key)
{
	struct node *x;
	int new;

	if ((x = calloc(1, sizeof(*x))) == NULL)
		err(1, "calloc");
	x->key = key;
	x->size = 1;		/* a leaf (the hook compares against it) */
	new = RB_INSERT(ranktree, &tree, x) == NULL;
	if (!new)
		free(x);
	if (model_insert(key) != new)
		errx(1, "insert %ld: the tree and the model disagree", key);
	return (new);
}

static int
do_remove(long key)
{
	struct node find, *x;
	int found;

	memset(&find, 0, sizeof(find));
	find.key = key;
	if ((found = (x = RB_FIND(ranktree, &tree, &find)) != NULL)) {
		RB_REMOVE(ranktree, &tree, x);
		free(x);
	}
	if (model_remove(key) != found)
		errx(1, "remove %ld: the tree and the model disagree", key);
	return (found);
}

static void
cmd_rank(long key)
{
	size_t fast, slow;

	fast = tree_rank(key);
	slow = model_rank(key);
	printf("rank %ld = %zu (brute force %zu)%s\n", key, fast, slow,
	    fast == slow ? "" : "  MISMATCH");
	if (fast != slow)
		mismatches++;
}

static void
cmd_select(long i)
{
	struct node *x;
	int same;

	x = i >= 1 ? tree_select((size_t)i) : NULL;
	if (i >= 1 && (size_t)i <= nmodel) {
		same = x != NULL && x->key == model[i - 1];
		if (x != NULL)
			printf("select %ld = %ld", i, x->key);
		else
			printf("select %ld = none", i);
		printf(" (brute force %ld)%s\n", model[i - 1],
		    same ? "" : "  MISMATCH");
	} else {
		same = x == NULL;
		printf("select %ld = %s (brute force none: %zu keys)%s\n", i,
		    x == NULL ? "none" : "a key", nmodel,
		    same ? "" : "  MISMATCH");
	}
	if (!same)
		mismatches++;
}

static void
cmd_print(void)
{
	struct node *x;

	printf("keys (%zu):", nmodel);
	RB_FOREACH(x, ranktree, &tree)
		printf(" %ld", x->key);
	putchar('\n');
}

/* A fixed generator (64-bit LCG), so the output is the same everywhere. */
static uint64_t		 rng_state;

static long
rng(long bound)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return ((long)((rng_state >> 33) % (uint64_t)bound));
}

/*
 * Random inserts, removes, ranks and selects, each compared with the
 * model, and the sizes checked after every change.  Keys come from
 * [0, 500) so that removes and duplicate inserts often hit; ranks are
 * asked of keys up to 1000, past every key, so absent keys and the end
 * get tested too.
 * Whatever the run added comes out again at the end.
 */
static void
cmd_random(long n, long seed)
{
	unsigned long ops[4] = { 0, 0, 0, 0 }, bad = 0;
	struct node *x;
	size_t i;
	long key, left, *before;
	size_t nbefore;

	if (n < 0) {
		printf("random %ld %ld: bad count\n", n, seed);
		return;
	}
	nbefore = nmodel;
	if ((before = calloc(nbefore + 1, sizeof(*before))) == NULL)
		err(1, "calloc");
	if (nbefore > 0)
		memcpy(before, model, nbefore * sizeof(*before));
	rng_state = (uint64_t)seed;
	for (left = n; left > 0; left--) {
		switch (rng(4)) {
		case 0:
			ops[0] += do_insert(rng(500));
			check();
			break;
		case 1:
			ops[1] += do_remove(rng(500));
			check();
			break;
		case 2:
			key = rng(1001);
			if (tree_rank(key) != model_rank(key))
				bad++;
			ops[2]++;
			break;
		case 3:
			/* From 0 to n + 1: both ends are out of range. */
			i = (size_t)rng((long)nmodel + 2);
			x = i >= 1 ? tree_select(i) : NULL;
			if (i >= 1 && i <= nmodel ?
			    x == NULL || x->key != model[i - 1] : x != NULL)
				bad++;
			ops[3]++;
			break;
		}
	}
	printf("random %ld %ld: %lu inserted, %lu removed, %zu keys; "
	    "%lu ranks and %lu selects, %lu differ from brute force\n",
	    n, seed, ops[0], ops[1], nmodel, ops[2], ops[3], bad);
	if (bad != 0)
		mismatches++;

	/* Put the set back as it was. */
	while (nmodel > 0)
		do_remove(model[0]);
	for (i = 0; i < nbefore; i++)
		do_insert(before[i]);
	free(before);
	check();
}

int
main(void)
{
	struct node *x, *tmp;
	char line[256], cmd[16];
	long a, b;
	unsigned long lineno = 0;
	int n;

	while (fgets(line, sizeof(line), stdin) != NULL) {
		lineno++;
		if (line[0] == '#') {
			fputs(line, stdout);
			continue;
		}
		if ((n = sscanf(line, "%15s %ld %ld", cmd, &a, &b)) < 1)
			continue;	/* blank line */
		if (strcmp(cmd, "insert") == 0 && n == 2)
			printf("insert %ld%s\n", a,
			    do_insert(a) ? "" : ": already there");
		else if (strcmp(cmd, "remove") == 0 && n == 2)
			printf("remove %ld%s\n", a,
			    do_remove(a) ? "" : ": not there");
		else if (strcmp(cmd, "rank") == 0 && n == 2)
			cmd_rank(a);
		else if (strcmp(cmd, "select") == 0 && n == 2)
			cmd_select(a);
		else if (strcmp(cmd, "print") == 0 && n == 1)
			cmd_print();
		else if (strcmp(cmd, "random") == 0 && n == 3)
			cmd_random(a, b);
		else
			errx(1, "line %lu: bad command: %s", lineno, line);
		check();
	}
	if (ferror(stdin))
		err(1, "stdin");

	/* Teardown: children before parents, O(n), no rebalancing. */
	RB_FOREACH_POSTORDER(x, ranktree, &tree, tmp)
		free(x);
	RB_INIT(&tree);
	free(model);
	return (mismatches != 0);
}
