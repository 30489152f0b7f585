/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The element type and comparator of the cases: include after tree.h.  A
 * case with a comparator of its own (named cmp) defines OWN_CMP first.
 */
struct node {
	RB_ENTRY(node)	link;
	int		key, size;
};

#ifndef OWN_CMP
static int
cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}
#endif
