/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * With RB_NO_LINK_STATE no element carries the mark, so RB_LINKED and
 * RB_ENTRY_INIT would answer wrong: they must not compile, and the error
 * names the macro to undefine.
 *
 * @must: fail
 * @compilers: gcc:-std=c99 gcc:-std=c11 clang:-std=c11 g++:-std=c++11 clang++:-std=c++11
 * @variants: -DUSE_LINKED | -DUSE_ENTRY_INIT
 * @expect: tree_h_RB_(LINKED|ENTRY_INIT)_needs_RB_NO_LINK_STATE_undefined
 * @first-error: yes
 */
#define RB_NO_LINK_STATE
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node n = { 0 };

#ifdef USE_ENTRY_INIT
	RB_ENTRY_INIT(&n, link);
#endif
#ifdef USE_LINKED
	if (RB_LINKED(&head, &n, link))
		return (1);
#endif
	return (RB_INSERT(tree, &head, &n) != NULL);
}
