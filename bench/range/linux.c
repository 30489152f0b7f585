/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * linux.c: Linux's rbtree in the range benchmark (range.h), through
 * bench/linux/adapter.h: filled by linking each node right of the last
 * one (rb_link_node, rb_insert_color: no descent); a range removed by
 * the descent to its first node, then rb_next and rb_erase per node.
 * The tree is checked (untimed) before each clear.
 * Built only where make bench-linux could fetch rbtree.c (GPL: never in
 * this repository).
 */
#include <stdint.h>
#include <stdlib.h>

#include "../common/driver.h"
#include "range.h"
#include "../linux/adapter.h"

static struct lx_head head;
static struct node *nodes;
static uint64_t have;

static void
setup(uint64_t n)
{
	RANGE_NODES(nodes, have, n);
}

static void
fill(uint64_t n)
{
	struct rb_node *last = NULL, **link;
	uint64_t i;

	lx_init(&head);
	link = &LX_ROOT(&head)->rb_node;
	for (i = 0; i < n; i++) {
		rb_link_node(&nodes[i].link, last, link);
		rb_insert_color(&nodes[i].link, LX_ROOT(&head));
		last = &nodes[i].link;
		link = &last->rb_right;
	}
}

static uint64_t
cut(uint64_t lo, uint64_t k)
{
	struct rb_node *rb = LX_ROOT(&head)->rb_node, *first = NULL, *next;
	uint64_t sum = 0;

	while (rb != NULL) {
		if (LX_NODE(rb)->key < lo)
			rb = rb->rb_right;
		else {
			first = rb;
			rb = rb->rb_left;
		}
	}
	for (rb = first; rb != NULL && LX_NODE(rb)->key < lo + k; rb = next) {
		next = rb_next(rb);
		rb_erase(rb, LX_ROOT(&head));
		sum += LX_NODE(rb)->key;
	}
	return (sum);
}

static void
restore(uint64_t lo, uint64_t k)
{
	uint64_t i;

	for (i = lo; i < lo + k; i++)
		(void)lx_insert(&head, &nodes[i]);
}

static void
clear(void)
{
	if (lx_validate(&head) != NULL)
		die("Linux rbtree: a bad tree");
	lx_init(&head);
}

const struct range_impl range_linux = { "Linux rbtree",
    "rb_link_node right of the last node; rb_next and rb_erase per node",
    setup, fill, NULL, cut, restore, clear };
