/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A comparator that returns nothing: must not compile.
 *
 * @must: fail
 * @expect: void
 */
#include "tree.h"

struct node {
	RB_ENTRY(node)	link;
	int		key;
};

static void
cmp(struct node *a, struct node *b)
{
	a->key = b->key;
}

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node n;

	n.key = 1;
	return (RB_INSERT(tree, &head, &n) == NULL ? 0 : 1);
}
