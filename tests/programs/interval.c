/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * interval: an interval tree built on tree.h's per-tree augmentation hook
 * (RB_GENERATE_AUGMENT_STATIC).  It reads commands, one a line:
 *
 *	add ID LO HI	insert the closed interval [LO, HI] named ID
 *	del ID LO HI	remove it
 *	query A B	print every interval that overlaps [A, B]
 *	list		print every interval
 *	random N Q SEED	add N pseudo-random intervals, run Q random queries,
 *			remove every other one of them, run Q more, and print
 *			a summary (the intervals leave the tree again)
 *	# text		copied to the output as it is
 *
 *	interval < tests/programs/interval.in
 *
 * Intervals print in tree order: by start, then end, then ID.
 *
 * The tree is ordered by the start point, and each node also caches the
 * largest end point in its subtree (the classic augmented interval tree).
 * A query can then skip a whole subtree whose largest end point lies
 * before A: nothing in it reaches [A, B].  It also stops going right at
 * the first node that starts after B, because everything to its right
 * starts later still.  So a query that finds k intervals costs
 * O((k + 1) log n), not O(n).
 *
 * The program checks itself after every command: the cached maxima
 * against a recomputation from scratch, the tree against RB_VALIDATE, and
 * each query's answer against a scan of all the intervals.  "random" also
 * counts the nodes each query visits and checks the bound that makes the
 * pruning worth having: 3 (k + 1) h for k answers in a tree of height h.
 * (A visited node that neither cut-off stops is an ancestor of an answer
 * or of the first node starting after B: at most (k + 1) h of them.  Any
 * other visited node is a child of one of those, stopped at once.)
 */

#include <err.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

struct ivl {
	RB_ENTRY(ivl)	 link;
	long		 lo;		/* start point */
	long		 hi;		/* end point, >= lo */
	long		 id;		/* tie break for equal [lo, hi] */
	long		 max;		/* largest hi in this subtree */
};

static int
ivlcmp(struct ivl *a, struct ivl *b)
{
	if (a->lo != b->lo)
		return (a->lo < b->lo ? -1 : 1);
	if (a->hi != b->hi)
		return (a->hi < b->hi ? -1 : 1);
	if (a->id != b->id)
		return (a->id < b->id ? -1 : 1);
	return (0);
}

/*
 * The augmentation hook: recompute elm's subtree maximum from its own end
 * point and the maxima its children already hold.  tree.h calls it bottom
 * up wherever the shape changed, and stops walking toward the root at the
 * first call that returns 0, so it must report "changed" only when the
 * value did change.  That early stop is what keeps an insert from touching
 * every ancestor when a short interval lands under a long one.
 */
static int
ivl_augment(struct ivl *elm)
{
	struct ivl *child;
	long max;

	max = elm->hi;
	if ((child = RB_LEFT(elm, link)) != NULL && child->max > max)
		max = child->max;
	if ((child = RB_RIGHT(elm, link)) != NULL && child->max > max)
		max = child->max;
	if (max == elm->max)
		return (0);
	elm->max = max;
	return (1);
}

RB_HEAD(ivltree, ivl);
RB_GENERATE_AUGMENT_STATIC(ivltree, ivl, link, ivlcmp, ivl_augment)

static struct ivltree	 tree = RB_INITIALIZER(&tree);
static size_t		 nivl;		/* intervals in the tree */

static int
overlaps(const struct ivl *x, long a, long b)
{
	return (x->lo <= b && x->hi >= a);
}

static size_t		 nvisited;	/* nodes ivl_query() looked at */

/*
 * Append to out[] every interval of the subtree at x that overlaps [a, b],
 * in order.  The left subtree is a recursive call; the walk down the right
 * spine is a loop, so the stack grows with the height of the tree only.
 */
static void
ivl_query(struct ivl *x, long a, long b, struct ivl **out, size_t *nout)
{
	while (x != NULL) {
		nvisited++;
		/* Nothing below x ends at or after a. */
		if (x->max < a)
			return;
		ivl_query(RB_LEFT(x, link), a, b, out, nout);
		/* x, and all of its right subtree, start after b. */
		if (x->lo > b)
			return;
		if (x->hi >= a)
			out[(*nout)++] = x;
		x = RB_RIGHT(x, link);
	}
}

/* The obvious O(n) answer, to check ivl_query()'s against. */
static size_t
ivl_query_slow(long a, long b, struct ivl **out)
{
	struct ivl *x;
	size_t n = 0;

	RB_FOREACH(x, ivltree, &tree)
		if (overlaps(x, a, b))
			out[n++] = x;
	return (n);
}

/* Recompute the subtree maxima from scratch; they must match the cache. */
static long
ivl_check(struct ivl *x)
{
	long max, m;

	if (x == NULL)
		return (0);
	max = x->hi;
	if (RB_LEFT(x, link) != NULL &&
	    (m = ivl_check(RB_LEFT(x, link))) > max)
		max = m;
	if (RB_RIGHT(x, link) != NULL &&
	    (m = ivl_check(RB_RIGHT(x, link))) > max)
		max = m;
	if (x->max != max)
		errx(1, "interval %ld [%ld, %ld]: cached max %ld, want %ld",
		    x->id, x->lo, x->hi, x->max, max);
	return (max);
}

static void
check(void)
{
	const char *why;

	if ((why = RB_VALIDATE(ivltree, &tree)) != NULL)
		errx(1, "RB_VALIDATE: %s", why);
	ivl_check(RB_ROOT(&tree));
}

static void
print_list(struct ivl **v, size_t n)
{
	size_t i;

	if (n == 0)
		fputs(" none", stdout);
	for (i = 0; i < n; i++)
		printf(" %ld:[%ld,%ld]", v[i]->id, v[i]->lo, v[i]->hi);
	putchar('\n');
}

static void
cmd_add(long id, long lo, long hi)
{
	struct ivl *x;

	if (lo > hi) {
		printf("add %ld [%ld, %ld]: empty interval\n", id, lo, hi);
		return;
	}
	if ((x = calloc(1, sizeof(*x))) == NULL)
		err(1, "calloc");
	x->id = id;
	x->lo = lo;
	x->hi = hi;
	/*
	 * A leaf's summary is its own end point.  It must be set: the hook
	 * compares against it.  tree.h fixes the ancestors.
	 */
	x->max = hi;
	if (RB_INSERT(ivltree, &tree, x) != NULL) {
		printf("add %ld [%ld, %ld]: already there\n", id, lo, hi);
		free(x);
		return;
	}
	nivl++;
	printf("add %ld [%ld, %ld]\n", id, lo, hi);
}

static void
cmd_del(long id, long lo, long hi)
{
	struct ivl key, *x;

	memset(&key, 0, sizeof(key));
	key.id = id;
	key.lo = lo;
	key.hi = hi;
	if ((x = RB_FIND(ivltree, &tree, &key)) == NULL) {
		printf("del %ld [%ld, %ld]: not found\n", id, lo, hi);
		return;
	}
	RB_REMOVE(ivltree, &tree, x);
	free(x);
	nivl--;
	printf("del %ld [%ld, %ld]\n", id, lo, hi);
}

/* An upper bound on the height of a weak AVL tree of n nodes. */
static size_t
height_bound(size_t n)
{
	size_t lg;

	for (lg = 0; (n + 1) >> lg > 1; lg++)
		;
	/* 2 log2(n + 1), rounded up, counted in nodes. */
	return (2 * (lg + 1) + 1);
}

/*
 * Answer a query into *answers (an array the caller frees), compare it
 * with a scan, check the visit bound, and return the number of answers.
 */
static size_t
query_checked(long a, long b, struct ivl ***answers)
{
	struct ivl **fast, **slow;
	size_t nfast = 0, nslow, i, bound;

	if ((fast = calloc(nivl + 1, sizeof(*fast))) == NULL ||
	    (slow = calloc(nivl + 1, sizeof(*slow))) == NULL)
		err(1, "calloc");
	nvisited = 0;
	ivl_query(RB_ROOT(&tree), a, b, fast, &nfast);
	bound = 3 * (nfast + 1) * height_bound(nivl);
	if (nvisited > bound)
		errx(1, "query [%ld, %ld]: %zu answers, visited %zu nodes "
		    "(bound %zu)", a, b, nfast, nvisited, bound);
	nslow = ivl_query_slow(a, b, slow);
	if (nfast != nslow)
		errx(1, "query [%ld, %ld]: %zu intervals, a scan finds %zu",
		    a, b, nfast, nslow);
	for (i = 0; i < nfast; i++)
		if (fast[i] != slow[i])
			errx(1, "query [%ld, %ld]: answer %zu differs from "
			    "a scan's", a, b, i);
	free(slow);
	*answers = fast;
	return (nfast);
}

static void
cmd_query(long a, long b)
{
	struct ivl **v;
	size_t n;

	n = query_checked(a, b, &v);
	printf("query [%ld, %ld]:", a, b);
	print_list(v, n);
	free(v);
}

/* A fixed generator (64-bit LCG), so the output is the same everywhere. */
static uint64_t		 rng_state;

static long
rng(long bound)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return ((long)((rng_state >> 33) % (uint64_t)bound));
}

static size_t
random_queries(long q)
{
	struct ivl **v;
	size_t answers = 0;
	long a;

	while (q-- > 0) {
		a = rng(1000000);
		answers += query_checked(a, a + rng(1000), &v);
		free(v);
	}
	return (answers);
}

/*
 * Mostly short intervals scattered over [0, 1000000), one in a hundred
 * long, so that the maxima matter: a long interval far to the left must
 * still be found by a query far to the right.
 */
static void
cmd_random(long n, long q, long seed)
{
	struct ivl **added, *x;
	size_t answers[2];
	long i, len;

	if (n < 0 || q < 0) {
		printf("random %ld %ld %ld: bad count\n", n, q, seed);
		return;
	}
	if ((added = calloc((size_t)n + 1, sizeof(*added))) == NULL)
		err(1, "calloc");
	rng_state = (uint64_t)seed;
	for (i = 0; i < n; i++) {
		if ((x = calloc(1, sizeof(*x))) == NULL)
			err(1, "calloc");
		len = rng(100) == 0 ? rng(100000) : rng(100);
		x->id = -1 - i;		/* never clashes with the script's */
		x->lo = rng(1000000);
		x->hi = x->max = x->lo + len;
		if (RB_INSERT(ivltree, &tree, x) != NULL)
			errx(1, "random: duplicate interval");
		added[i] = x;
		nivl++;
	}
	check();
	answers[0] = random_queries(q);
	for (i = 0; i < n; i += 2) {
		RB_REMOVE(ivltree, &tree, added[i]);
		free(added[i]);
		nivl--;
	}
	check();
	answers[1] = random_queries(q);
	for (i = 1; i < n; i += 2) {
		RB_REMOVE(ivltree, &tree, added[i]);
		free(added[i]);
		nivl--;
	}
	free(added);
	printf("random %ld %ld %ld: %zu answers with %ld intervals, "
	    "%zu with %ld; all agree with a scan, within the visit bound\n",
	    n, q, seed, answers[0], n, answers[1], n / 2);
}

static void
cmd_list(void)
{
	struct ivl **v, *x;
	size_t n = 0;

	if ((v = calloc(nivl + 1, sizeof(*v))) == NULL)
		err(1, "calloc");
	RB_FOREACH(x, ivltree, &tree)
		v[n++] = x;
	printf("list (%zu):", n);
	print_list(v, n);
	free(v);
}

int
main(void)
{
	struct ivl *x, *tmp;
	char line[256], cmd[16];
	long a, b, c;
	unsigned long lineno = 0;
	int n;

	while (fgets(line, sizeof(line), stdin) != NULL) {
		lineno++;
		if (line[0] == '#') {
			fputs(line, stdout);
			continue;
		}
		if ((n = sscanf(line, "%15s %ld %ld %ld", cmd, &a, &b, &c)) < 1)
			continue;	/* blank line */
		if (strcmp(cmd, "add") == 0 && n == 4)
			cmd_add(a, b, c);
		else if (strcmp(cmd, "del") == 0 && n == 4)
			cmd_del(a, b, c);
		else if (strcmp(cmd, "query") == 0 && n == 3)
			cmd_query(a, b);
		else if (strcmp(cmd, "list") == 0 && n == 1)
			cmd_list();
		else if (strcmp(cmd, "random") == 0 && n == 4)
			cmd_random(a, b, c);
		else
			errx(1, "line %lu: bad command: %s", lineno, line);
		check();
	}
	if (ferror(stdin))
		err(1, "stdin");

	/* Teardown: children before parents, O(n), no rebalancing. */
	RB_FOREACH_POSTORDER(x, ivltree, &tree, tmp)
		free(x);
	RB_INIT(&tree);
	return (0);
}
