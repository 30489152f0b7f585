/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * freelist: free page ranges keyed by start.  A per-tree hook keeps the
 * longest length of each subtree, so the first fit is one walk down; a
 * range given back merges with its neighbours, found by RB_NFIND, RB_PREV.
 */

#include <stdio.h>
#include <stdlib.h>
#include "tree.h"

struct range {
	RB_ENTRY(range)	 link;
	unsigned	 start, len;	/* free pages [start, start + len) */
	unsigned	 maxlen;	/* longest len in this subtree */
};

#define MAX(a, b)	((a) > (b) ? (a) : (b))
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
	unsigned old = x->maxlen;

	x->maxlen = MAX(x->len, MAX(MAXLEN(RB_LEFT(x, link)),
	    MAXLEN(RB_RIGHT(x, link))));
	return (x->maxlen != old);
}

static RB_HEAD(freetree, range) space = RB_INITIALIZER(&space);
RB_GENERATE_AUGMENT_STATIC(freetree, range, link, rangecmp, rangeaug)

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

/* Give back [start, start + n); the start of the free range it joins. */
static long
give(unsigned start, unsigned n)
{
	struct range key = { .start = start }, *next, *prev, *x;

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
		return (prev->start);
	}
	if ((x = malloc(sizeof(*x))) == NULL)
		exit(1);
	*x = (struct range){ .start = start, .len = n, .maxlen = n };
	RB_INSERT(freetree, &space, x);
	return (start);
}

static void
show(const char *step, long ret)
{
	struct range *x;

	printf("%-12s -> %3ld:", step, ret);
	RB_FOREACH(x, freetree, &space)
		printf(" [%u,%u)", x->start, x->start + x->len);
	printf("\n");
}

int
main(void)
{
	show("give(0, 64)", give(0, 64));
	show("take(20)", take(20));
	show("give(5, 10)", give(5, 10));
	show("take(50)", take(50));
	show("take(30)", take(30));
	show("give(15, 5)", give(15, 5));
	show("give(20, 30)", give(20, 30));
	show("take(59)", take(59));	/* the last pages: nothing to free */
	return (0);
}
