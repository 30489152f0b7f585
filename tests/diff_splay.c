/* Differential run: a splay tree (the SPLAY_* family). */
#include "tree.h"

#include "diff_trees.h"

struct ynode {
	int key;
	SPLAY_ENTRY(ynode) link;
};

static int
ynode_cmp(struct ynode *a, struct ynode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

SPLAY_HEAD(ytree, ynode);
SPLAY_PROTOTYPE(ytree, ynode, link, ynode_cmp)
SPLAY_GENERATE(ytree, ynode, link, ynode_cmp)

ENG_SPLAY(ytree, struct ynode, link, ENG_SETKEY_INT, ENG_KEY_INT)
const struct eng_tree diff_splay_tree = { .name = "splay tree",
    ENG_SPLAY_OPS(ytree, struct ynode) };
