/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The element type and comparator of the cases that need nothing else:
 * include after tree.h.
 */
struct node {
	RB_ENTRY(node)	link;
	int		key;
};

static int
cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}
