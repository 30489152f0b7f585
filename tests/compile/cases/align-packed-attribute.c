/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A node type declared with __attribute__((packed)): rejected at compile
 * time like any other node type with alignment < 4.
 *
 * @must: fail
 * @compilers: gcc:-std=gnu11 clang:-std=gnu11 g++:-std=gnu++11 clang++:-std=gnu++11
 * @expect: tree\.h: elements must be at least 4-byte aligned
 */
#include "tree.h"

struct __attribute__((packed)) node {
	short		tag;
	RB_ENTRY(node)	link;
	short		key;
};

static int
cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
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
