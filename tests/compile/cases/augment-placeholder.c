/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * With no global hook defined, RB_AUGMENT(x) is tree.h's placeholder:
 * it must do nothing as a statement and as a void expression (libbsd's
 * default is an empty statement, and FreeBSD programs call it), and
 * RB_AUGMENT_CHECK(x) must stay the constant 0, so that a tree without
 * a hook carries no hook code.
 *
 * @must: compile
 * @compilers: gcc:-std=c99 gcc:-std=c11 clang:-std=c99 clang:-std=c11 g++:-std=c++11 clang++:-std=c++11
 */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

_RB_STATIC_ASSERT(RB_AUGMENT_CHECK((struct node *)0) == 0, no_hook_is_0,
    "RB_AUGMENT_CHECK without a hook is the constant 0");

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node n, *p = &n;

	n.key = 1;
	if (RB_INSERT(tree, &head, &n) != NULL)
		return (1);
	RB_AUGMENT(p);
	(void)(RB_AUGMENT(p), 0);
	if (RB_AUGMENT_CHECK(p))
		return (1);
	return (RB_REMOVE(tree, &head, p) == p ? 0 : 1);
}
