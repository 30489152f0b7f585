/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Two files of one program, each with a static tree of its own: the case
 * includes this twice, without SECOND_FILE (main) and with it (the
 * second tree), with one setting defined in the second file only
 * (SECOND_SETTING, as in settings.h): TREE_BALANCE red-black (1),
 * RB_NO_LINK_STATE (2) or RB_CACHE_LINE (3).
 */
#include "settings-second.h"
#include "tree.h"
#include "node.h"

RB_HEAD_CACHED(itree, node);
RB_GENERATE_CACHED_STATIC(itree, node, link, cmp)
int	fill_second(void);

static int
fill(void)
{
	static struct node v[100];
	struct itree head = RB_INITIALIZER(&head);
	int i;

	for (i = 0; i < 100; i++) {
		v[i].key = (i * 37) % 100;
		(void)RB_INSERT(itree, &head, &v[i]);
	}
	return (RB_VALIDATE(itree, &head) == NULL &&
	    RB_COUNT(itree, &head) == 100);
}

#ifdef SECOND_FILE
int
fill_second(void)
{
	return (fill());
}
#else
int
main(void)
{
	return (fill() && fill_second() ? 0 : 1);
}
#endif
