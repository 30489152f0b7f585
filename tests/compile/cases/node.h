/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The element type and comparator of the cases: include after tree.h.  A
 * case with a comparator of its own (named cmp) defines OWN_CMP first; a
 * case that needs an augmentation hook defines NODE_SIZE first and gets
 * node_size, which keeps each node's subtree size.
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

#ifdef NODE_SIZE
static int
node_size(struct node *n)
{
	int size = 1;

	if (RB_LEFT(n, link) != NULL)
		size += RB_LEFT(n, link)->size;
	if (RB_RIGHT(n, link) != NULL)
		size += RB_RIGHT(n, link)->size;
	if (size == n->size)
		return (0);
	n->size = size;
	return (1);
}
#endif
