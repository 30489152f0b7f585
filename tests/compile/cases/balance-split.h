/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * One tree's FreeBSD per-operation generators spread over two files: the
 * case includes this twice, without SECOND_FILE (insertions, the check,
 * main) and with it (removal), with TREE_BALANCE FIRST and SECOND.
 */
#ifdef SECOND_FILE
#define TREE_BALANCE	SECOND
#define OWN_CMP		/* this file compares nothing */
#else
#define TREE_BALANCE	FIRST
#endif
#include "tree.h"
#include "node.h"

RB_HEAD(itree, node);
RB_PROTOTYPE(itree, node, link, cmp)
void	remove_all(struct itree *);

#ifdef SECOND_FILE
RB_GENERATE_REMOVE_COLOR(itree, node, link, )
RB_GENERATE_REMOVE(itree, node, link, )
RB_GENERATE_MINMAX(itree, node, link, )

void
remove_all(struct itree *head)
{
	struct node *n;

	while ((n = RB_MIN(itree, head)) != NULL)
		RB_REMOVE(itree, head, n);
}
#else
RB_GENERATE_INSERT_COLOR(itree, node, link, )
RB_GENERATE_INSERT_FINISH(itree, node, link, )
RB_GENERATE_INSERT(itree, node, link, cmp, )
RB_GENERATE_NEXT(itree, node, link, )
RB_GENERATE_VALIDATE(itree, node, link, cmp, )

int
main(void)
{
	static struct node v[100];
	struct itree head = RB_INITIALIZER(&head);
	int i;

	for (i = 0; i < 100; i++) {
		v[i].key = (i * 37) % 100;
		if (RB_INSERT(itree, &head, &v[i]) != NULL)
			return (1);
	}
	if (RB_VALIDATE(itree, &head) != NULL)
		return (1);
	remove_all(&head);
	return (RB_EMPTY(&head) ? 0 : 1);
}
#endif
