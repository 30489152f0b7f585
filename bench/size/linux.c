/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * linux.c: the code a user of Linux's rbtree writes per type, for
 * bench/size/size-cross.sh: the insert and find descents of
 * bench/linux/adapter.h (the kernel idiom: the caller walks the raw keys,
 * then rb_link_node() and rb_insert_color()) and an nfind, out of line,
 * for its struct node (the key and link of one.c).  Everything else of
 * libbsd's operations is in rbtree.c (rb_erase, rb_next, rb_prev,
 * rb_first, rb_last), compiled on its own from the kernel source that
 * make bench-linux fetches into build/linux/ (never committed).
 */

#include <stddef.h>
#include <stdint.h>

#include "../linux/adapter.h"	/* after the system headers: see there */

struct node *sz_insert(struct lx_head *, struct node *);
struct node *sz_find(struct lx_head *, uint64_t);
struct node *sz_nfind(struct lx_head *, uint64_t);

struct node *
sz_insert(struct lx_head *h, struct node *x)
{
	return (lx_insert(h, x));
}

struct node *
sz_find(struct lx_head *h, uint64_t key)
{
	return (lx_find(h, key));
}

/* The least node whose key is >= key, as RB_NFIND. */
struct node *
sz_nfind(struct lx_head *h, uint64_t key)
{
	struct rb_node *rb = LX_ROOT(h)->rb_node;
	struct node *x, *best = NULL;

	while (rb != NULL) {
		x = rb_entry(rb, struct node, link);
		if (key > x->key)
			rb = rb->rb_right;
		else {
			best = x;
			if (key == x->key)
				break;
			rb = rb->rb_left;
		}
	}
	return (best);
}
