/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A comparator that takes one argument instead of two: must not compile.
 *
 * @must: fail
 * @expect: too many arguments
 * @expect-c++: too many arguments|no matching function for call to 'cmp'
 */
#include "tree.h"

struct node {
	RB_ENTRY(node)	link;
	int		key;
};

static int
cmp(struct node *a)
{
	return (a->key);
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
