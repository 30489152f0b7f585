/*
 * Switching a program from RB_HEAD / RB_GENERATE to the cached forms is
 * a two-line change: this file is compiled twice by mk/variants.mk, with
 * -DSWITCH_CACHED=0 and -DSWITCH_CACHED=1, and the two lines marked
 * "THE SWITCH" are the only difference.  Everything else is ordinary
 * user code; both builds must produce the same trace (cached.c compares
 * them).
 */
#include <stdio.h>
#include <string.h>

#include "tree.h"

#ifndef SWITCH_CACHED
#define SWITCH_CACHED 0
#endif

struct snode {
	RB_ENTRY(snode) link;
	int key;
};

static int
scmp(struct snode *a, struct snode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

#if SWITCH_CACHED
RB_HEAD_CACHED(stree, snode);				/* THE SWITCH: 1 */
RB_GENERATE_CACHED_STATIC(stree, snode, link, scmp)	/* THE SWITCH: 2 */
#define SWITCH_TRACE switch_trace_cached
#else
RB_HEAD(stree, snode);					/* THE SWITCH: 1 */
RB_GENERATE_STATIC(stree, snode, link, scmp)		/* THE SWITCH: 2 */
#define SWITCH_TRACE switch_trace_plain
#endif

size_t SWITCH_TRACE(char *buf, size_t cap);

#define OUT(...) do {							\
	int k_ = snprintf(buf + len, len < cap ? cap - len : 0, __VA_ARGS__); \
	len += k_ > 0 ? (size_t)k_ : 0;					\
} while (0)

/* Ordinary user code, identical for both head kinds. */
size_t
SWITCH_TRACE(char *buf, size_t cap)
{
	static struct stree sh = RB_INITIALIZER(&sh);
	struct stree head = RB_INITIALIZER(&head);
	struct snode nodes[40], copy, probe, *x, *y;
	size_t len = 0;
	int i;

	for (i = 0; i < 40; i++) {
		nodes[i].key = (i * 17) % 40 * 10;
		x = RB_INSERT(stree, &head, &nodes[i]);
		OUT("%c", x == NULL ? 'i' : 'd');
	}
	OUT("|empty=%d min=%d max=%d root?%d", RB_EMPTY(&head),
	    RB_MIN(stree, &head)->key, RB_MAX(stree, &head)->key,
	    RB_ROOT(&head) != NULL);
	probe.key = 155;
	x = RB_NFIND(stree, &head, &probe);
	OUT("|nfind=%d", x->key);
	probe.key = 150;
	x = RB_FIND(stree, &head, &probe);
	OUT("|find=%d next=%d prev=%d", x->key,
	    RB_NEXT(stree, &head, x)->key, RB_PREV(stree, &head, x)->key);
	/* Remove every third, safely while iterating. */
	i = 0;
	RB_FOREACH_SAFE(x, stree, &head, y) {
		if (i++ % 3 == 0)
			RB_REMOVE(stree, &head, x);
	}
	OUT("|fwd");
	RB_FOREACH(x, stree, &head)
		OUT(" %d", x->key);
	OUT("|rev");
	RB_FOREACH_REVERSE(x, stree, &head)
		OUT(" %d", x->key);
	/* Replace the minimum by a copy, positional insert before it. */
	x = RB_MIN(stree, &head);
	copy = *x;
	RB_REPLACE(stree, &head, x, &copy);
	OUT("|min is copy=%d", RB_MIN(stree, &head) == &copy);
	nodes[0].key = copy.key - 5;
	RB_INSERT_PREV(stree, &head, &copy, &nodes[0]);
	OUT("|min=%d", RB_MIN(stree, &head)->key);
	y = RB_NEXT(stree, &head, RB_MIN(stree, &head));
	OUT("|from");
	RB_FOREACH_FROM(x, stree, y)
		OUT(" %d", x->key);
	OUT("|pop");
	while ((x = RB_POP_MIN(stree, &head)) != NULL)
		OUT(" %d", x->key);
	OUT("|empty=%d min?%d", RB_EMPTY(&head), RB_MIN(stree, &head) != NULL);
	OUT("|static empty=%d valid=%d", RB_EMPTY(&sh),
	    RB_VALIDATE(stree, &sh) == NULL);
	OUT("|valid=%d", RB_VALIDATE(stree, &head) == NULL);
	return len;
}
