/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * rank: order statistics.  A per-tree hook keeps in each element the
 * number of elements in its subtree, so that "how many keys are smaller
 * than k?" (rank) and "which key is the i-th smallest?" (nth) each take
 * one walk down from the root.
 */

#include <stdio.h>
#include "tree.h"

struct node {
	RB_ENTRY(node)	 link;
	int		 key;
	size_t		 size;		/* elements in this subtree */
};

#define SIZE(x)	((x) == NULL ? 0 : (x)->size)

static int
nodecmp(const struct node *a, const struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

/* The hook: x's size from its children's; nonzero if it changed. */
static int
nodeaug(struct node *x)
{
	size_t size = SIZE(RB_LEFT(x, link)) + 1 + SIZE(RB_RIGHT(x, link));

	if (size == x->size)
		return (0);
	x->size = size;
	return (1);
}

RB_HEAD(ranktree, node);
RB_GENERATE_AUGMENT_STATIC(ranktree, node, link, nodecmp, nodeaug)

/* The number of keys smaller than key. */
static size_t
rank(struct ranktree *head, int key)
{
	struct node *x = RB_ROOT(head);
	size_t r = 0;

	while (x != NULL) {
		if (key <= x->key)
			x = RB_LEFT(x, link);
		else {
			r += SIZE(RB_LEFT(x, link)) + 1;
			x = RB_RIGHT(x, link);
		}
	}
	return (r);
}

/* The i-th smallest element, counting from 0; NULL if there are fewer. */
static struct node *
nth(struct ranktree *head, size_t i)
{
	struct node *x = RB_ROOT(head);

	while (x != NULL && i != SIZE(RB_LEFT(x, link))) {
		if (i < SIZE(RB_LEFT(x, link)))
			x = RB_LEFT(x, link);
		else {
			i -= SIZE(RB_LEFT(x, link)) + 1;
			x = RB_RIGHT(x, link);
		}
	}
	return (x);
}

static void
show(struct ranktree *head)
{
	size_t n = SIZE(RB_ROOT(head));

	printf("%zu keys: smallest %d, median %d, largest %d;", n,
	    nth(head, 0)->key, nth(head, n / 2)->key, nth(head, n - 1)->key);
	printf(" %zu below 35, %zu below 100\n", rank(head, 35),
	    rank(head, 100));
}

int
main(void)
{
	static const int keys[] = { 50, 20, 80, 10, 30, 70, 90, 60, 40 };
	static struct node n[9];	/* static: zeroed, in no tree */
	struct ranktree head = RB_INITIALIZER(&head);
	size_t i;

	for (i = 0; i < 9; i++) {
		n[i].key = keys[i];
		n[i].size = 1;		/* the summary of a lone element */
		RB_INSERT(ranktree, &head, &n[i]);
	}
	show(&head);

	RB_REMOVE(ranktree, &head, &n[1]);	/* 20 */
	RB_REMOVE(ranktree, &head, &n[5]);	/* 70 */
	show(&head);
	for (i = 0; nth(&head, i) != NULL; i++)
		printf(" %d", nth(&head, i)->key);
	printf(" (no %zuth)\n", i);
	return (0);
}
