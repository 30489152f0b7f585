/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_FOREACH_FROM and RB_FOREACH_REVERSE_FROM use their start as the
 * loop's temporary, so it must be a variable (tree.3 says so): an
 * expression is rejected with the compiler's "lvalue required" message.
 *
 * @must: fail
 * @variants: -DLOOP=RB_FOREACH_FROM | -DLOOP=RB_FOREACH_REVERSE_FROM
 * @expect: lvalue required|expression is not assignable
 */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node *x;
	int n = 0;

	LOOP(x, tree, RB_MIN(tree, &head))
		n++;
	return (n);
}
