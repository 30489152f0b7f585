/*
 * An extern instantiation: RB_PROTOTYPE here, RB_GENERATE in ext_tree.c,
 * used from diff_trees_keys.h.  A char before the entry, 64-bit keys whose high
 * words differ (32-bit targets compare them in two halves), a comparator
 * of const pointers returning long.
 */
#ifndef TESTS_EXT_TREE_H
#define TESTS_EXT_TREE_H

#include <stdint.h>

#include "tree.h"

struct enode {
	char tag;
	RB_ENTRY(enode) link;
	uint64_t key;
};

long enode_cmp(const struct enode *a, const struct enode *b);

RB_HEAD(etree, enode);
RB_PROTOTYPE(etree, enode, link, enode_cmp)

/* The engine's keys, order-preserving: the low word is constant. */
#define ENODE_SETKEY(e, k)	((e)->key = (uint64_t)(k) << 32 | 0x89abcdefU)
#define ENODE_KEY(e)		((long long)((e)->key >> 32))

#endif /* TESTS_EXT_TREE_H */
