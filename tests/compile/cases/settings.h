/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * One tree used by two files: the case includes this twice, without
 * SECOND_FILE (the generator, or with STATIC a generator of its own, and
 * main) and with it (a caller that fills the tree; with STATIC it
 * generates the tree too), the second time with the setting that
 * settings-second.h picks; with none (SECOND_SETTING 0), both files
 * agree.
 */
#if defined(SECOND_FILE) && !defined(STATIC)
#define OWN_CMP		/* this file compares nothing */
#endif
#include "settings-second.h"
#include "tree.h"
#include "node.h"

RB_HEAD_CACHED(itree, node);
#ifdef STATIC
RB_GENERATE_CACHED_STATIC(itree, node, link, cmp)
#else
RB_PROTOTYPE_CACHED(itree, node, link, cmp)
#endif
void	fill(struct itree *);

#ifdef SECOND_FILE
void
fill(struct itree *head)
{
	static struct node v[100];
	int i;

	for (i = 0; i < 100; i++) {
		v[i].key = (i * 37) % 100;
		(void)RB_INSERT(itree, head, &v[i]);
	}
}
#else
#ifndef STATIC
RB_GENERATE_CACHED(itree, node, link, cmp)
#endif

int
main(void)
{
	struct itree head = RB_INITIALIZER(&head);

	fill(&head);
	return (RB_VALIDATE(itree, &head) == NULL &&
	    RB_COUNT(itree, &head) == 100 ? 0 : 1);
}
#endif
