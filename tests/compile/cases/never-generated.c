/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * An instantiation name that was never generated: must not compile.
 *
 * @must: fail
 * @flags-c: -Werror=implicit-function-declaration
 * @variants: -DBAD_INSERT | -DBAD_FIND | -DBAD_FOREACH
 * @expect: nosuch_RB_
 */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node n, *x;

	n.key = 1;
	x = NULL;
#if defined(BAD_INSERT)
	x = RB_INSERT(nosuch, &head, &n);
#elif defined(BAD_FIND)
	x = RB_FIND(nosuch, &head, &n);
#elif defined(BAD_FOREACH)
	RB_FOREACH(x, nosuch, &head)
		break;
#endif
	return (x == NULL ? 0 : 1);
}
