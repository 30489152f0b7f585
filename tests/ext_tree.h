/*
 * An extern instantiation: RB_PROTOTYPE here, RB_GENERATE in ext_tree.c,
 * used from diff_extern.c.  The comparator takes const pointers.
 */
#ifndef TESTS_EXT_TREE_H
#define TESTS_EXT_TREE_H

#include <stddef.h>

#include "tree.h"

struct enode {
	long long key;
	RB_ENTRY(enode) link;
};

int enode_cmp(const struct enode *a, const struct enode *b);

RB_HEAD(etree, enode);
RB_PROTOTYPE(etree, enode, link, enode_cmp)

#endif /* TESTS_EXT_TREE_H */
