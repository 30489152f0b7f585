/*
 * Differential run: a comparator returning long, instantiated with
 * RB_PROTOTYPE_INTERNAL / RB_GENERATE_INTERNAL with attribute "static"
 * (tree.h's own extra functions must not warn when unused).  Keys are
 * scaled so that every difference has its low 32 bits zero: a header that
 * squeezed the result into an int would see "equal" everywhere.
 */
#include <limits.h>

#include "tree.h"

#include "diff_trees.h"

#if LONG_MAX > 0x7fffffffL
#define LKEY_SCALE	4294967296L
#else
#define LKEY_SCALE	1L
#endif

struct lnode {
	long key;
	RB_ENTRY(lnode) link;
};

static long
lnode_cmp(struct lnode *a, struct lnode *b)
{
	return a->key - b->key;
}

RB_HEAD(ltree, lnode);
RB_PROTOTYPE_INTERNAL(ltree, lnode, link, lnode_cmp, static)
RB_GENERATE_INTERNAL(ltree, lnode, link, lnode_cmp, static)

#define LNODE_SETKEY(e, k)	((e)->key = (long)(k) * LKEY_SCALE)
#define LNODE_KEY(e)		((long long)((e)->key / LKEY_SCALE))

ENG_RB(ltree, struct lnode, link, LNODE_SETKEY, LNODE_KEY)
ENG_RB_FULL(ltree, struct lnode, link)
const struct eng_tree diff_long_tree = { .name = "long comparator tree",
    ENG_RB_OPS(ltree, struct lnode), ENG_RB_FULL_OPS(ltree) };
