/*
 * Debian's libbsd <bsd/sys/tree.h> (never tree.h in this translation
 * unit) on the test engine (engine.h): its red-black tree and its splay
 * tree, with the operations the two headers share.  libbsd has no
 * RB_PFIND, RB_INSERT_NEXT/_PREV, RB_REINSERT, RB_REPLACE, RB_POP_MIN,
 * RB_FOREACH_POSTORDER, RB_VALIDATE nor ranks: those entries stay NULL
 * and the engine makes other operations instead.
 */
#include <stddef.h>

/* libbsd's tree.h wants the BSD __unused attribute. */
#ifndef __unused
#define __unused __attribute__((__unused__))
#endif
#include <bsd/sys/tree.h>

/* Never asked for without RB_POP_MIN (engine.c's eng_clear). */
#define ENG_POSTORDER_FOREACH(x, name, h, y)	for ((x) = NULL; 0;)

#include "libbsd_trees.h"

struct bnode {
	int key;
	RB_ENTRY(bnode) rb;
	SPLAY_ENTRY(bnode) sp;
};

static int
bnode_cmp(struct bnode *a, struct bnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(brb, bnode);
RB_GENERATE_STATIC(brb, bnode, rb, bnode_cmp)
SPLAY_HEAD(bsp, bnode);
SPLAY_PROTOTYPE(bsp, bnode, sp, bnode_cmp)
SPLAY_GENERATE(bsp, bnode, sp, bnode_cmp)

ENG_RB_BASE(brb, struct bnode, rb, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_WALKS(brb, struct bnode)
const struct eng_tree libbsd_rb_tree = { .name = "libbsd RB tree",
    ENG_RB_BASE_OPS(brb, struct bnode), ENG_RB_WALKS_OPS(brb) };

ENG_SPLAY(bsp, struct bnode, sp, ENG_SETKEY_INT, ENG_KEY_INT)

/* libbsd's bsp_SPLAY (internal to SPLAY_*) needs a root. */
static void
bsp_splay(void *h, void *e)
{
	if (!SPLAY_EMPTY(ENG_H(bsp, h)))
		bsp_eng_splay(h, e);
}

const struct eng_tree libbsd_splay_tree = { .name = "libbsd splay tree",
    ENG_COMMON_OPS(bsp, struct bnode), .splay = bsp_splay };
