/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A cached head with the plain generator would never maintain rbh_min
 * and rbh_count: rejected at compile time with a message naming the fix.
 *
 * @must: fail
 * @expect: tree\.h: an RB_HEAD_CACHED head needs RB_GENERATE_CACHED
 */
#include "tree.h"

struct node {
	RB_ENTRY(node)	link;
	int		key;
};

static int
cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD_CACHED(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node n;

	n.key = 1;
	return (RB_INSERT(tree, &head, &n) == NULL ? 0 : 1);
}
