/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_NO_LINK_STATE: the operations store no mark in the elements they
 * take out (RB_REMOVE, RB_POP_MIN, RB_REPLACE, RB_FOREACH_POSTORDER), and
 * the trees work as before.  Without it, each element they take out has
 * the mark (-DWITH_STATE, the control).
 *
 * @must: compile
 * @variants: | -DWITH_STATE
 * @compilers: gcc:-std=c99 gcc:-std=c11 clang:-std=c11 g++:-std=c++11
 */
#ifndef WITH_STATE
#define RB_NO_LINK_STATE
#endif
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#define N	16

static struct node nodes[N + 1];

/* 1 if the operations marked e as in no tree */
static int
marked(struct node *e)
{
	return (e->link.rbe_up == _RB_POISON);
}

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node *x, *y;
	int i, want;

#ifdef WITH_STATE
	want = 1;
#else
	want = 0;
#endif
	for (i = 0; i <= N; i++)
		nodes[i].key = i;
	for (i = 0; i < N; i++)
		if (RB_INSERT(tree, &head, &nodes[i]) != NULL)
			return (1);
	if (RB_REMOVE(tree, &head, &nodes[5]) != &nodes[5] ||
	    marked(&nodes[5]) != want)
		return (2);
	if ((x = RB_POP_MIN(tree, &head)) != &nodes[0] || marked(x) != want)
		return (3);
	nodes[N].key = 9;
	if (RB_REPLACE(tree, &head, &nodes[9], &nodes[N]) != &nodes[9] ||
	    marked(&nodes[9]) != want)
		return (4);
	if (RB_VALIDATE(tree, &head) != NULL)
		return (5);
	RB_FOREACH_POSTORDER(x, tree, &head, y)
		if (marked(x) != want)
			return (6);
	return (0);
}
