/*
 * Differential run: a string-keyed tree (strcmp on a char array), declared
 * with RB_PROTOTYPE_STATIC and defined with RB_GENERATE_STATIC.  Keys are
 * written zero-padded so that string order is numeric order.
 */
#include <stdio.h>
#include <stdlib.h>

#include "tree.h"

#include "diff_trees.h"

struct snode {
	char name[24];
	RB_ENTRY(snode) link;
};

static int
snode_cmp(struct snode *a, struct snode *b)
{
	return strcmp(a->name, b->name);
}

RB_HEAD(stree, snode);
RB_PROTOTYPE_STATIC(stree, snode, link, snode_cmp)
RB_GENERATE_STATIC(stree, snode, link, snode_cmp)

#define SNODE_SETKEY(e, k)	snprintf((e)->name, sizeof((e)->name), \
				    "%012lld", (k))
#define SNODE_KEY(e)		strtoll((e)->name, NULL, 10)

ENG_RB(stree, struct snode, link, SNODE_SETKEY, SNODE_KEY)
ENG_RB_FULL(stree, struct snode, link)
const struct eng_tree diff_string_tree = { .name = "string tree",
    ENG_RB_OPS(stree, struct snode), ENG_RB_FULL_OPS(stree) };
