/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * interval: an interval tree.  A per-tree hook keeps in each element the
 * largest end point of its subtree, so that a stabbing query (which
 * intervals contain a point?) skips every subtree that ends too early.
 */

#include <stdio.h>
#include <stdlib.h>
#include "tree.h"

/* Half-open intervals [lo, hi) with distinct starts, ordered by lo. */
struct iv {
	RB_ENTRY(iv)	 link;
	int		 lo, hi;
	int		 max;		/* largest hi in the subtree */
};

static int
ivcmp(const struct iv *a, const struct iv *b)
{
	return ((a->lo > b->lo) - (a->lo < b->lo));
}

/* The hook: x's max from x and its children; nonzero if it changed. */
static int
ivaug(struct iv *x)
{
	struct iv *l = RB_LEFT(x, link), *r = RB_RIGHT(x, link);
	int max = x->hi;

	if (l != NULL && l->max > max)
		max = l->max;
	if (r != NULL && r->max > max)
		max = r->max;
	if (max == x->max)
		return (0);
	x->max = max;
	return (1);
}

RB_HEAD(ivtree, iv);
RB_GENERATE_AUGMENT_STATIC(ivtree, iv, link, ivcmp, ivaug)

/* Print, in order, the intervals under x that contain p. */
static void
stab(struct iv *x, int p)
{
	if (x == NULL || x->max <= p)
		return;		/* nothing down here reaches p */
	stab(RB_LEFT(x, link), p);
	if (x->lo > p)
		return;		/* x and its right subtree start later */
	if (p < x->hi)
		printf(" [%d,%d)", x->lo, x->hi);
	stab(RB_RIGHT(x, link), p);
}

static void
query(struct ivtree *head, int p)
{
	printf("%2d:", p);
	stab(RB_ROOT(head), p);
	printf("\n");
}

/* A new element, its summary set before the insertion. */
static struct iv *
add(struct ivtree *head, int lo, int hi)
{
	struct iv *x;

	if ((x = calloc(1, sizeof(*x))) == NULL)	/* in no tree yet */
		exit(1);
	x->lo = lo;
	x->hi = hi;
	x->max = hi;		/* the summary of a lone element */
	RB_INSERT(ivtree, head, x);
	return (x);
}

int
main(void)
{
	struct ivtree head = RB_INITIALIZER(&head);
	struct iv *x, *y, *stretched, *gone;

	add(&head, 1, 3);
	add(&head, 2, 8);
	stretched = add(&head, 4, 5);
	add(&head, 6, 7);
	gone = add(&head, 9, 12);
	add(&head, 10, 11);
	query(&head, 4);
	query(&head, 6);
	query(&head, 10);

	/* Stretch [4,5) to [4,11) in place: same key, new summary. */
	stretched->hi = 11;
	RB_UPDATE_AUGMENT_TREE(ivtree, stretched);
	query(&head, 10);

	RB_REMOVE(ivtree, &head, gone);
	free(gone);
	query(&head, 10);
	printf("largest end: %d\n", RB_ROOT(&head)->max);

	RB_FOREACH_SAFE(x, ivtree, &head, y) {
		RB_REMOVE(ivtree, &head, x);
		free(x);
	}
	return (0);
}
