/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * <bsd/sys/tree.h> included after tree.h is skipped cleanly: no warning,
 * and the macros in force are still tree.h's (3-word nodes).
 *
 * @must: compile
 * @compilers: gcc:-std=c99 clang:-std=c11 gcc:-std=gnu17 g++:-std=c++11 clang++:-std=c++17
 */
#include "tree.h"
#include <stddef.h>
#include <bsd/sys/tree.h>

struct node {
	RB_ENTRY(node)	link;
	int		key;
};

typedef char node_link_is_3_words[
    sizeof(((struct node *)0)->link) == 3 * sizeof(void *) ? 1 : -1];

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
	RB_INSERT(tree, &head, &n);
	return (RB_VALIDATE(tree, &head) == NULL && RB_MIN(tree, &head) == &n ?
	    0 : 1);
}
