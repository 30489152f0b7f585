/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * linux.c: the code a user of Linux's rbtree writes per type, for
 * bench/size-cross.sh: the descents of insert, find and nfind for the
 * struct node of one.c, in the kernel's idiom (the caller walks the raw
 * keys, then rb_link_node() and rb_insert_color()).  Everything else of
 * libbsd's operations is in rbtree.c (rb_erase, rb_next, rb_prev,
 * rb_first, rb_last), compiled on its own from the kernel source that
 * make bench-linux fetches into build/linux/ (never committed).
 */

#include <stddef.h>
#include <stdint.h>

#include <linux/rbtree.h>

struct node {
	uint64_t key;
	struct rb_node link;
};

struct node *lx_insert(struct rb_root *, struct node *);
struct node *lx_find(struct rb_root *, uint64_t);
struct node *lx_nfind(struct rb_root *, uint64_t);

struct node *
lx_insert(struct rb_root *root, struct node *x)
{
	struct rb_node **link = &root->rb_node, *parent = NULL;
	struct node *p;

	while (*link != NULL) {
		parent = *link;
		p = rb_entry(parent, struct node, link);
		if (x->key < p->key)
			link = &parent->rb_left;
		else if (x->key > p->key)
			link = &parent->rb_right;
		else
			return (p);
	}
	rb_link_node(&x->link, parent, link);
	rb_insert_color(&x->link, root);
	return (NULL);
}

struct node *
lx_find(struct rb_root *root, uint64_t key)
{
	struct rb_node *rb = root->rb_node;
	struct node *x;

	while (rb != NULL) {
		x = rb_entry(rb, struct node, link);
		if (key < x->key)
			rb = rb->rb_left;
		else if (key > x->key)
			rb = rb->rb_right;
		else
			return (x);
	}
	return (NULL);
}

/* The least node whose key is >= key, as RB_NFIND. */
struct node *
lx_nfind(struct rb_root *root, uint64_t key)
{
	struct rb_node *rb = root->rb_node;
	struct node *x, *best = NULL;

	while (rb != NULL) {
		x = rb_entry(rb, struct node, link);
		if (key < x->key) {
			best = x;
			rb = rb->rb_left;
		} else if (key > x->key)
			rb = rb->rb_right;
		else
			return (x);
	}
	return (best);
}
