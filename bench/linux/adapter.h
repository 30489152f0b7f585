/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * adapter.h: a tree of struct node through Linux's rbtree API only, the
 * way kernel code uses it (Documentation/core-api/rbtree.rst): the caller
 * writes the descent on the raw keys, links the new node with
 * rb_link_node() and rebalances with rb_insert_color(); rb_erase(),
 * rb_first(), rb_next() and rb_replace_node() do the rest.  Those live in
 * rbtree.o, compiled on its own from Debian's linux-source package
 * (bench/linux/fetch.sh): nothing of Linux is in this repository.
 *
 * It defines struct node (a uint64_t key, a struct rb_node link).  Include
 * the system headers first: Linux's tools/include/linux/compiler-gcc.h
 * defines noinline as a macro, which breaks system headers included after
 * it.
 *
 *   -DLX_CACHED   struct rb_root_cached (the leftmost node kept:
 *                 rb_insert_color_cached, rb_erase_cached, rb_first_cached,
 *                 rb_replace_node_cached); default struct rb_root.
 *   -DLX_CLEAR_NODE  lx_remove marks the node with RB_CLEAR_NODE after
 *                 rb_erase, as tree.h's RB_REMOVE marks an element as in
 *                 no tree (the fair column of bench/counts/counts.py cross).
 *
 * The functions (lx_*) take a struct lx_head.  lx_insert returns NULL, or
 * the node already holding the key (like RB_INSERT); lx_add is Linux's
 * rb_add, which does not look for the key.
 */
#ifndef BENCH_LINUX_ADAPTER_H
#define BENCH_LINUX_ADAPTER_H

#include <stdbool.h>
#include <stdint.h>

#include <linux/rbtree.h>
#include <linux/rbtree_augmented.h>	/* rb_is_red(), for lx_validate */

struct node {
	uint64_t key;
	struct rb_node link;
};

#define LX_NODE(rb)	rb_entry_safe((rb), struct node, link)

#ifdef LX_CACHED
struct lx_head {
	struct rb_root_cached root;
};
#define LX_ROOT(h)	(&(h)->root.rb_root)
#else
struct lx_head {
	struct rb_root root;
};
#define LX_ROOT(h)	(&(h)->root)
#endif

static inline void
lx_init(struct lx_head *h)
{
#ifdef LX_CACHED
	h->root = RB_ROOT_CACHED;
#else
	h->root = RB_ROOT;
#endif
}

static inline struct node *
lx_min(struct lx_head *h)
{
#ifdef LX_CACHED
	return (LX_NODE(rb_first_cached(&h->root)));
#else
	return (LX_NODE(rb_first(&h->root)));
#endif
}

static inline struct node *
lx_next(struct node *x)
{
	return (LX_NODE(rb_next(&x->link)));
}

static inline struct node *
lx_find(struct lx_head *h, uint64_t key)
{
	struct rb_node *rb = LX_ROOT(h)->rb_node;

	while (rb != NULL) {
		struct node *x = rb_entry(rb, struct node, link);

		if (key < x->key)
			rb = rb->rb_left;
		else if (key > x->key)
			rb = rb->rb_right;
		else
			return (x);
	}
	return (NULL);
}

static inline struct node *
lx_insert(struct lx_head *h, struct node *x)
{
	struct rb_node **link = &LX_ROOT(h)->rb_node, *parent = NULL;
#ifdef LX_CACHED
	bool leftmost = true;
#endif

	while (*link != NULL) {
		struct node *p = rb_entry(*link, struct node, link);

		parent = *link;
		if (x->key < p->key)
			link = &parent->rb_left;
		else if (x->key > p->key) {
			link = &parent->rb_right;
#ifdef LX_CACHED
			leftmost = false;
#endif
		} else
			return (p);
	}
	rb_link_node(&x->link, parent, link);
#ifdef LX_CACHED
	rb_insert_color_cached(&x->link, &h->root, leftmost);
#else
	rb_insert_color(&x->link, &h->root);
#endif
	return (NULL);
}

/*
 * Linux's own rb_add (rb_add_cached): one comparison per level and no
 * equality test, so a key already present is added again (a multiset, as
 * timer queues use it).  bench/counts reports it next to lx_insert.
 */
static inline bool
lx_less(struct rb_node *a, const struct rb_node *b)
{
	return (rb_entry(a, struct node, link)->key <
	    rb_entry(b, const struct node, link)->key);
}

static inline void
lx_add(struct lx_head *h, struct node *x)
{
#ifdef LX_CACHED
	rb_add_cached(&x->link, &h->root, lx_less);
#else
	rb_add(&x->link, &h->root, lx_less);
#endif
}

static inline void
lx_remove(struct lx_head *h, struct node *x)
{
#ifdef LX_CACHED
	rb_erase_cached(&x->link, &h->root);
#else
	rb_erase(&x->link, &h->root);
#endif
#ifdef LX_CLEAR_NODE
	RB_CLEAR_NODE(&x->link);	/* as tree.h's removal marks it */
#endif
}

/* Put y, with x's key, where x is. */
static inline void
lx_replace(struct lx_head *h, struct node *x, struct node *y)
{
#ifdef LX_CACHED
	rb_replace_node_cached(&x->link, &y->link, &h->root);
#else
	rb_replace_node(&x->link, &y->link, &h->root);
#endif
}

static inline struct node *
lx_pop_min(struct lx_head *h)
{
	struct node *x = lx_min(h);

	if (x != NULL)
		lx_remove(h, x);
	return (x);
}

/* Black height of the subtree at rb under parent, -1 if it is broken. */
static int
lx_black_height(const struct rb_node *rb, const struct rb_node *parent)
{
	int l, r;

	if (rb == NULL)
		return (1);
	if (rb_parent(rb) != parent)
		return (-1);
	if (rb_is_red(rb) && ((rb->rb_left != NULL && rb_is_red(rb->rb_left)) ||
	    (rb->rb_right != NULL && rb_is_red(rb->rb_right))))
		return (-1);
	l = lx_black_height(rb->rb_left, rb);
	r = lx_black_height(rb->rb_right, rb);
	if (l < 0 || l != r)
		return (-1);
	return (l + !rb_is_red(rb));
}

/* NULL if h is a valid red-black tree (and its leftmost is right). */
static const char *
lx_validate(struct lx_head *h)
{
	const struct rb_node *root = LX_ROOT(h)->rb_node;

	if (root != NULL && rb_is_red(root))
		return ("red root");
	if (lx_black_height(root, NULL) < 0)
		return ("parent link, red-red or black height is wrong");
#ifdef LX_CACHED
	if (rb_first_cached(&h->root) != rb_first(LX_ROOT(h)))
		return ("cached leftmost is wrong");
#endif
	return (NULL);
}

#endif /* BENCH_LINUX_ADAPTER_H */
