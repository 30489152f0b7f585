/* The definitions of the extern instantiation declared in ext_tree.h. */
#include "ext_tree.h"

long
enode_cmp(const struct enode *a, const struct enode *b)
{
	return (long)(a->key > b->key) - (long)(a->key < b->key);
}

RB_GENERATE(etree, enode, link, enode_cmp)
