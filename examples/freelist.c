/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * freelist: the free ranges of 64 pages, keyed by start.  A per-tree hook
 * keeps in each range the longest length in its subtree: the first fit is
 * one walk down from the root.  A range given back merges with the free
 * ranges beside it, which RB_NFIND and RB_PREV find.
 */

#include <stdio.h>
#include <stdlib.h>
#include "tree.h"

struct range {
	RB_ENTRY(range)	 link;
	unsigned	 start, len;	/* free pages [start, start + len) */
	unsigned	 maxlen;	/* longest len in this subtree */
};

#define MAXLEN(x)	((x) == NULL ? 0 : (x)->maxlen)

static int
rangecmp(const struct range *a, const struct range *b)
{
	return ((a->start > b->start) - (a->start < b->start));
}

/* The hook: x's maxlen from x and its children; nonzero if it changed. */
static int
rangeaug(struct range *x)
{
	unsigned max = x->len;

	if (MAXLEN(RB_LEFT(x, link)) > max)
		max = MAXLEN(RB_LEFT(x, link));
	if (MAXLEN(RB_RIGHT(x, link)) > max)
		max = MAXLEN(RB_RIGHT(x, link));
	if (max == x->maxlen)
		return (0);
	x->maxlen = max;
	return (1);
}

RB_HEAD(freetree, range);
RB_GENERATE_AUGMENT_STATIC(freetree, range, link, rangecmp, rangeaug)

static struct freetree space = RB_INITIALIZER(&space);

/* Take n pages from the lowest free range that has them; -1 if none. */
static long
take(unsigned n)
{
	struct range *x = RB_ROOT(&space);
	long start;

	if (MAXLEN(x) < n)
		return (-1);
	/* Left while the left subtree has a fit, else here if x fits. */
	while (MAXLEN(RB_LEFT(x, link)) >= n || x->len < n)
		x = MAXLEN(RB_LEFT(x, link)) >= n ? RB_LEFT(x, link) :
		    RB_RIGHT(x, link);
	start = x->start;
	if (x->len == n) {
		RB_REMOVE(freetree, &space, x);
		free(x);
	} else {	/* the start moves up, but not past the next range */
		x->start += n;
		x->len -= n;
		RB_UPDATE_AUGMENT_TREE(freetree, x);
	}
	return (start);
}

/* Give back [start, start + n), merged with its free neighbours. */
static void
give(unsigned start, unsigned n)
{
	struct range key, *next, *prev, *x;

	key.start = start;
	next = RB_NFIND(freetree, &space, &key);
	prev = next != NULL ? RB_PREV(freetree, &space, next) :
	    RB_MAX(freetree, &space);
	if (next != NULL && start + n == next->start) {
		RB_REMOVE(freetree, &space, next);	/* prev or x takes it */
		n += next->len;
		free(next);
	}
	if (prev != NULL && prev->start + prev->len == start) {
		prev->len += n;
		RB_UPDATE_AUGMENT_TREE(freetree, prev);
		return;
	}
	if ((x = calloc(1, sizeof(*x))) == NULL)	/* in no tree yet */
		exit(1);
	x->start = start;
	x->len = x->maxlen = n;
	RB_INSERT(freetree, &space, x);
}

/* Print what an operation did and the free ranges after it. */
static void
show(const char *op, unsigned n, long at)
{
	struct range *x;

	printf(at < 0 ? "%s %2u: none " : "%s %2u at %2ld:", op, n, at);
	RB_FOREACH(x, freetree, &space)
		printf(" [%u,%u)", x->start, x->start + x->len);
	printf("\n");
}

int
main(void)
{
	struct range *x, *y;

	give(0, 64);
	show("take", 10, take(10));
	show("take", 20, take(20));
	show("take", 5, take(5));
	give(10, 20);
	show("give", 20, 10);
	show("take", 25, take(25));
	show("take", 30, take(30));
	give(30, 5);
	show("give", 5, 30);
	give(35, 25);
	show("give", 25, 35);
	/* Free them all, children before parents, then empty the head. */
	RB_FOREACH_POSTORDER(x, freetree, &space, y)
		free(x);
	RB_INIT(&space);
	return (0);
}
