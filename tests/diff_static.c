/* Differential run: a static int-keyed tree (RB_GENERATE_STATIC). */
#include "tree.h"

#include "diff_trees.h"

struct inode {
	int key;
	RB_ENTRY(inode) link;
};

static int
inode_cmp(struct inode *a, struct inode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(itree, inode);
RB_GENERATE_STATIC(itree, inode, link, inode_cmp)

ENG_RB(itree, struct inode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(itree, struct inode, link)
const struct eng_tree diff_static_tree = { .name = "static int tree",
    ENG_RB_OPS(itree, struct inode), ENG_RB_FULL_OPS(itree) };
