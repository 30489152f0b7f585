/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * gaps: a first-fit range allocator in the style of an IOMMU address
 * allocator, built on tree.h's per-tree augmentation hook
 * (RB_GENERATE_AUGMENT_STATIC).  The address space is [0, 64), in pages.
 * It reads commands, one a line:
 *
 *	alloc N		allocate N pages at the lowest address where they fit
 *	reserve S E	allocate [S, E) exactly, if it is free
 *	free S		free the range that starts at S
 *	map		print the space, one character a page, and the free gaps
 *	random N SEED	N pseudo-random allocs and frees in a separate space
 *			of 1024 pages, then a summary
 *	# text		copied to the output as it is
 *
 *	gaps < tests/programs/gaps.in
 *
 * Allocated ranges [start, end) live in a tree keyed by start.  Each range
 * records the free gap before it (its start minus the previous range's
 * end, or minus 0 for the first range), and each node caches the largest
 * such gap in its subtree.  "First gap of at least N" is then one walk
 * down from the root, O(log n): go left while the left subtree has a big
 * enough gap, else take this node's gap if it is big enough, else go
 * right.  The gap after the last range, up to the end of the space,
 * belongs to no node and is checked on its own.
 *
 * The catch: a range's gap depends on its predecessor, which is not one
 * of its children, so tree.h cannot know to recompute it.  Whoever
 * inserts or removes a range updates the successor's gap by hand and then
 * calls RB_UPDATE_AUGMENT_TREE on it, which re-runs the hook up the tree
 * for as long as the summary keeps changing.
 *
 * The program checks itself after every command: the gaps and the cached
 * maxima against a recomputation from scratch, the tree against
 * RB_VALIDATE, and every allocation against a first-fit scan of a bitmap
 * of the space (one byte a page) kept alongside.
 */

#include <err.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

struct range {
	RB_ENTRY(range)	 link;
	unsigned long	 start;		/* first page */
	unsigned long	 end;		/* one past the last page */
	unsigned long	 gap;		/* free pages just below start */
	unsigned long	 maxgap;	/* largest gap in this subtree */
	int		 label;		/* what "map" prints for it */
};

static int
rangecmp(struct range *a, struct range *b)
{
	return (a->start < b->start ? -1 : a->start > b->start);
}

/*
 * The augmentation hook: elm's largest gap from its own gap and its
 * children's cached ones.  tree.h calls it bottom up wherever the shape
 * changed and stops walking toward the root at the first call that
 * returns 0, so report "changed" only when it did.
 */
static int
range_augment(struct range *elm)
{
	struct range *child;
	unsigned long max;

	max = elm->gap;
	if ((child = RB_LEFT(elm, link)) != NULL && child->maxgap > max)
		max = child->maxgap;
	if ((child = RB_RIGHT(elm, link)) != NULL && child->maxgap > max)
		max = child->maxgap;
	if (max == elm->maxgap)
		return (0);
	elm->maxgap = max;
	return (1);
}

RB_HEAD(rangetree, range);
RB_GENERATE_AUGMENT_STATIC(rangetree, range, link, rangecmp, range_augment)

struct space {
	struct rangetree	 ranges;
	unsigned long		 limit;		/* the space is [0, limit) */
	unsigned long		 nranges;
	unsigned char		*model;		/* per page: label, 0 if free */
};

/* The free pages after the last range, up to the limit. */
static unsigned long
tail_gap(struct space *sp)
{
	struct range *last;

	last = RB_MAX(rangetree, &sp->ranges);
	return (sp->limit - (last != NULL ? last->end : 0));
}

static unsigned long
largest_gap(struct space *sp)
{
	struct range *root;
	unsigned long tail;

	root = RB_ROOT(&sp->ranges);
	tail = tail_gap(sp);
	return (root != NULL && root->maxgap > tail ? root->maxgap : tail);
}

/*
 * The range with the lowest gap of at least size pages before it, or
 * NULL if only the tail (or nothing) is big enough.
 */
static struct range *
first_fit(struct space *sp, unsigned long size)
{
	struct range *x, *left;

	x = RB_ROOT(&sp->ranges);
	if (x == NULL || x->maxgap < size)
		return (NULL);
	/* Invariant: x's subtree holds a big enough gap. */
	for (;;) {
		left = RB_LEFT(x, link);
		if (left != NULL && left->maxgap >= size)
			x = left;		/* lower addresses first */
		else if (x->gap >= size)
			return (x);
		else
			x = RB_RIGHT(x, link);	/* so it is on the right */
	}
}

/*
 * Put [start, end) in the tree; the caller has checked that it is free
 * and passes the end of the range below it (0 if none).
 */
static struct range *
range_insert(struct space *sp, unsigned long start, unsigned long end,
    unsigned long prev_end, int label)
{
	struct range *r, *next;

	if ((r = calloc(1, sizeof(*r))) == NULL)
		err(1, "calloc");
	r->start = start;
	r->end = end;
	r->gap = start - prev_end;
	r->maxgap = r->gap;	/* a leaf's summary (must be set: the hook
				 * compares against it); tree.h fixes the rest */
	r->label = label;
	if (RB_INSERT(rangetree, &sp->ranges, r) != NULL)
		errx(1, "range_insert: [%lu, %lu) is taken", start, end);
	sp->nranges++;
	memset(&sp->model[start], label, end - start);	/* for the checks */

	/*
	 * The successor's gap used to reach down to prev_end; now it stops
	 * at end.  tree.h cannot see that (the successor's children did not
	 * change), so fix the gap and push the change up.
	 */
	if ((next = RB_NEXT(rangetree, &sp->ranges, r)) != NULL) {
		next->gap = next->start - end;
		RB_UPDATE_AUGMENT_TREE(rangetree, next);
	}
	return (r);
}

/* Allocate size pages at the lowest address where they fit. */
static struct range *
range_alloc(struct space *sp, unsigned long size, int label)
{
	struct range *x, *last;
	unsigned long start;

	if ((x = first_fit(sp, size)) != NULL) {
		start = x->start - x->gap;	/* the bottom of x's gap */
	} else {
		last = RB_MAX(rangetree, &sp->ranges);
		start = last != NULL ? last->end : 0;
		if (sp->limit - start < size)
			return (NULL);
	}
	/* The gap starts right where the range below ends. */
	return (range_insert(sp, start, start + size, start, label));
}

/* Allocate exactly [start, end), if it is free. */
static struct range *
range_reserve(struct space *sp, unsigned long start, unsigned long end,
    int label)
{
	struct range key, *next, *prev;

	if (start >= end || end > sp->limit)
		return (NULL);
	memset(&key, 0, sizeof(key));
	key.start = start;
	next = RB_NFIND(rangetree, &sp->ranges, &key);
	prev = next != NULL ? RB_PREV(rangetree, &sp->ranges, next) :
	    RB_MAX(rangetree, &sp->ranges);
	if ((prev != NULL && prev->end > start) ||
	    (next != NULL && next->start < end))
		return (NULL);
	return (range_insert(sp, start, end, prev != NULL ? prev->end : 0,
	    label));
}

static void
range_free(struct space *sp, struct range *r)
{
	struct range *next;

	next = RB_NEXT(rangetree, &sp->ranges, r);
	RB_REMOVE(rangetree, &sp->ranges, r);
	sp->nranges--;
	memset(&sp->model[r->start], 0, r->end - r->start);	/* the checks */

	/*
	 * The freed pages and the gap below them join the successor's gap.
	 * As on insert, only we know that.  (No successor: the tail grows,
	 * and the tail is computed when needed.)
	 */
	if (next != NULL) {
		next->gap += r->gap + (r->end - r->start);
		RB_UPDATE_AUGMENT_TREE(rangetree, next);
	}
	free(r);
}

static struct range *
range_find(struct space *sp, unsigned long start)
{
	struct range key;

	memset(&key, 0, sizeof(key));
	key.start = start;
	return (RB_FIND(rangetree, &sp->ranges, &key));
}

/*
 * The brute-force answer: the lowest start of size free pages in the
 * bitmap, or limit if there is none.
 */
static unsigned long
model_first_fit(struct space *sp, unsigned long size)
{
	unsigned long page, run = 0;

	for (page = 0; page < sp->limit; page++) {
		run = sp->model[page] == 0 ? run + 1 : 0;
		if (run == size)
			return (page + 1 - size);
	}
	return (sp->limit);
}

/* Recompute the maxima from scratch; they must match the cache. */
static unsigned long
maxgap_check(struct range *x)
{
	unsigned long max, m;

	max = x->gap;
	if (RB_LEFT(x, link) != NULL &&
	    (m = maxgap_check(RB_LEFT(x, link))) > max)
		max = m;
	if (RB_RIGHT(x, link) != NULL &&
	    (m = maxgap_check(RB_RIGHT(x, link))) > max)
		max = m;
	if (x->maxgap != max)
		errx(1, "range [%lu, %lu): cached largest gap %lu, want %lu",
		    x->start, x->end, x->maxgap, max);
	return (max);
}

static void
check(struct space *sp)
{
	struct range *x;
	const char *why;
	unsigned long page, prev_end = 0, n = 0;

	if ((why = RB_VALIDATE(rangetree, &sp->ranges)) != NULL)
		errx(1, "RB_VALIDATE: %s", why);
	RB_FOREACH(x, rangetree, &sp->ranges) {
		if (x->start < prev_end || x->start >= x->end ||
		    x->end > sp->limit)
			errx(1, "range [%lu, %lu): overlaps or out of space",
			    x->start, x->end);
		if (x->gap != x->start - prev_end)
			errx(1, "range [%lu, %lu): gap %lu, want %lu", x->start,
			    x->end, x->gap, x->start - prev_end);
		/* The bitmap must say the same. */
		for (page = prev_end; page < x->end; page++)
			if ((sp->model[page] != 0) != (page >= x->start))
				errx(1, "page %lu: the bitmap disagrees", page);
		prev_end = x->end;
		n++;
	}
	for (page = prev_end; page < sp->limit; page++)
		if (sp->model[page] != 0)
			errx(1, "page %lu: the bitmap disagrees", page);
	if (n != sp->nranges)
		errx(1, "%lu ranges in the tree, want %lu", n, sp->nranges);
	if (RB_ROOT(&sp->ranges) != NULL)
		maxgap_check(RB_ROOT(&sp->ranges));
}

static void
space_init(struct space *sp, unsigned long limit)
{
	RB_INIT(&sp->ranges);
	sp->limit = limit;
	sp->nranges = 0;
	if ((sp->model = calloc(limit, 1)) == NULL)
		err(1, "calloc");
}

static void
space_fini(struct space *sp)
{
	struct range *x, *tmp;

	/* Teardown: children before parents, O(n), no rebalancing. */
	RB_FOREACH_POSTORDER(x, rangetree, &sp->ranges, tmp)
		free(x);
	RB_INIT(&sp->ranges);
	free(sp->model);
}

#define	LIMIT	64		/* pages in the scripted space */

static struct space	 space;
static int		 nextlabel;

/* Labels for "map": a-z, then A-Z, then round again. */
static int
new_label(void)
{
	static const char labels[] =
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

	return (labels[nextlabel++ % (sizeof(labels) - 1)]);
}

static void
cmd_alloc(long size)
{
	struct range *r;
	unsigned long want;

	if (size <= 0) {
		printf("alloc %ld: bad size\n", size);
		return;
	}
	want = model_first_fit(&space, (unsigned long)size);
	if ((r = range_alloc(&space, (unsigned long)size, new_label())) ==
	    NULL) {
		nextlabel--;	/* not used after all */
		if (want != space.limit)
			errx(1, "alloc %ld: failed, a scan fits it at %lu",
			    size, want);
		printf("alloc %ld: no free range that big (largest %lu)\n",
		    size, largest_gap(&space));
		return;
	}
	if (r->start != want)
		errx(1, "alloc %ld: got %lu, a first-fit scan gives %lu", size,
		    r->start, want);
	printf("alloc %ld: %c [%lu, %lu)\n", size, r->label, r->start, r->end);
}

static void
cmd_reserve(long start, long end)
{
	struct range *r;
	int label;

	label = new_label();
	if (start < 0 || end < 0 ||
	    (r = range_reserve(&space, (unsigned long)start,
	    (unsigned long)end, label)) == NULL) {
		nextlabel--;	/* not used after all */
		printf("reserve [%ld, %ld): not free\n", start, end);
		return;
	}
	printf("reserve [%ld, %ld): %c\n", start, end, r->label);
}

static void
cmd_free(long start)
{
	struct range *r;

	if (start < 0 || (r = range_find(&space, (unsigned long)start)) ==
	    NULL) {
		printf("free %ld: no range starts there\n", start);
		return;
	}
	printf("free %ld: %c [%lu, %lu)\n", start, r->label, r->start, r->end);
	range_free(&space, r);
}

/*
 * The picture: one character a page ('.' free), then every free gap in
 * address order, and the largest, which comes from the root's summary
 * and the tail in O(log n).
 */
static void
cmd_map(void)
{
	struct range *x;
	unsigned long page, prev_end = 0, tail;
	const char *sep = "";

	fputs("map  |", stdout);
	for (page = 0; page < space.limit; page++)
		putchar(space.model[page] != 0 ? space.model[page] : '.');
	fputs("|\nfree ", stdout);
	RB_FOREACH(x, rangetree, &space.ranges) {
		if (x->gap != 0) {
			printf("%s[%lu, %lu) %lu", sep, prev_end, x->start,
			    x->gap);
			sep = ", ";
		}
		prev_end = x->end;
	}
	if ((tail = tail_gap(&space)) != 0) {
		printf("%s[%lu, %lu) %lu", sep, prev_end, space.limit, tail);
		sep = ", ";
	}
	printf("%s; largest %lu\n", *sep == '\0' ? "none" : "",
	    largest_gap(&space));
}

/* A fixed generator (64-bit LCG), so the output is the same everywhere. */
static uint64_t		 rng_state;

static unsigned long
rng(unsigned long bound)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return ((unsigned long)((rng_state >> 33) % bound));
}

/*
 * Random allocs (1 to 64 pages, most of them small) and frees of random
 * ranges in a space of 1024 pages, each allocation compared with the
 * bitmap's first fit, everything checked after every step.  Allocs win
 * 3 to 2, so the space fills up and failures get tested too.
 */
static void
cmd_random(long n, long seed)
{
	struct space sp;
	struct range **live, *r;
	unsigned long allocs = 0, full = 0, frees = 0, nlive = 0, size, want;
	unsigned long i;
	long left;

	if (n < 0) {
		printf("random %ld %ld: bad count\n", n, seed);
		return;
	}
	space_init(&sp, 1024);
	if ((live = calloc(sp.limit, sizeof(*live))) == NULL)
		err(1, "calloc");
	rng_state = (uint64_t)seed;
	for (left = n; left > 0; left--) {
		if (nlive == 0 || rng(5) < 3) {
			size = rng(4) == 0 ? 1 + rng(64) : 1 + rng(8);
			want = model_first_fit(&sp, size);
			allocs++;
			if ((r = range_alloc(&sp, size, '#')) == NULL) {
				if (want != sp.limit)
					errx(1, "random: alloc %lu failed, a "
					    "scan fits it at %lu", size, want);
				full++;
			} else {
				if (r->start != want)
					errx(1, "random: alloc %lu at %lu, "
					    "a scan gives %lu", size, r->start,
					    want);
				live[nlive++] = r;
			}
		} else {
			/* Free a random range; the last one fills its slot. */
			i = rng(nlive);
			range_free(&sp, live[i]);
			live[i] = live[--nlive];
			frees++;
		}
		check(&sp);
	}
	printf("random %ld %ld: %lu allocs (%lu did not fit), %lu frees, "
	    "%lu ranges left; every address is the bitmap's first fit\n",
	    n, seed, allocs, full, frees, sp.nranges);
	free(live);
	space_fini(&sp);
}

int
main(void)
{
	char line[256], cmd[16];
	long a, b;
	unsigned long lineno = 0;
	int n;

	space_init(&space, LIMIT);
	while (fgets(line, sizeof(line), stdin) != NULL) {
		lineno++;
		if (line[0] == '#') {
			fputs(line, stdout);
			continue;
		}
		if ((n = sscanf(line, "%15s %ld %ld", cmd, &a, &b)) < 1)
			continue;	/* blank line */
		if (strcmp(cmd, "alloc") == 0 && n == 2)
			cmd_alloc(a);
		else if (strcmp(cmd, "reserve") == 0 && n == 3)
			cmd_reserve(a, b);
		else if (strcmp(cmd, "free") == 0 && n == 2)
			cmd_free(a);
		else if (strcmp(cmd, "map") == 0 && n == 1)
			cmd_map();
		else if (strcmp(cmd, "random") == 0 && n == 3)
			cmd_random(a, b);
		else
			errx(1, "line %lu: bad command: %s", lineno, line);
		check(&space);
	}
	if (ferror(stdin))
		err(1, "stdin");
	space_fini(&space);
	return (0);
}
