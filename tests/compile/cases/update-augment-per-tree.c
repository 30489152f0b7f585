/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * FreeBSD's RB_UPDATE_AUGMENT calls the global hook; on a tree with a
 * hook of its own and no global hook it would do nothing, so it must not
 * compile, and the first error names RB_UPDATE_AUGMENT_TREE.
 *
 * @must: fail
 * @compilers: gcc:-std=c11 clang:-std=c11 g++:-std=c++11 clang++:-std=c++11 gcc:-std=c99 clang:-std=c99
 * @expect: RB_UPDATE_AUGMENT_TREE
 * @first-error: yes
 * @max-errors: 1
 */
#include "tree.h"
#define NODE_SIZE
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_AUGMENT_STATIC(tree, node, link, cmp, node_size)

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node n;

	n.key = 1;
	n.size = 0;
	if (RB_INSERT(tree, &head, &n) != NULL)
		return (1);
	n.size = 5;
	RB_UPDATE_AUGMENT(&n, link);
	return (n.size == 1 ? 0 : 1);
}
