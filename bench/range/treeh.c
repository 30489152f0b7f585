/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * treeh.c: tree.h's side of the range benchmark (range.h), compiled once
 * per balance scheme (-DTREE_BALANCE=TREE_RED_BLACK, -DRANGE_RB): one
 * implementation with RB_BUILD and RB_REMOVE_RANGE, one with the loop a
 * program writes without them (ascending RB_INSERTs; RB_NFIND, then
 * RB_NEXT and RB_REMOVE per node).
 */
#include <stdlib.h>

/* the benchmark links this file in both schemes */
#define TREE_MIXED_BALANCE
#include "tree.h"
#include "../common/driver.h"
#include "range.h"
#include "rnode.h"

static struct rtree head = RB_INITIALIZER(&head);
static struct rnode *nodes, **order;
static uint64_t have;

static void
setup(uint64_t n)
{
	uint64_t i;

	if (n > have) {
		free(nodes);
		free(order);
		nodes = xcalloc(n, sizeof(*nodes));
		order = xcalloc(n, sizeof(*order));
		have = n;
	}
	for (i = 0; i < n; i++) {
		nodes[i].key = i;
		order[i] = &nodes[i];
	}
}

static void
fill(uint64_t n)
{
	RB_INIT(&head);
	RB_BUILD(rtree, &head, order, n);
}

static void
insert(uint64_t n)
{
	uint64_t i;

	RB_INIT(&head);
	for (i = 0; i < n; i++)
		RB_INSERT(rtree, &head, &nodes[i]);
}

static uint64_t
cut(uint64_t lo, uint64_t k)
{
	struct rtree out = RB_INITIALIZER(&out);
	struct rnode key_lo = { .key = lo }, key_hi = { .key = lo + k }, *x, *y;
	uint64_t sum = 0;

	RB_REMOVE_RANGE(rtree, &head, &key_lo, &key_hi, &out);
	RB_FOREACH_POSTORDER(x, rtree, &out, y)
		sum += x->key;
	return (sum);
}

static uint64_t
cut_loop(uint64_t lo, uint64_t k)
{
	struct rnode key = { .key = lo }, *x, *next;
	uint64_t sum = 0;

	for (x = RB_NFIND(rtree, &head, &key); x != NULL && x->key < lo + k;
	    x = next) {
		next = RB_NEXT(rtree, &head, x);
		RB_REMOVE(rtree, &head, x);
		sum += x->key;
	}
	return (sum);
}

static void
restore(uint64_t lo, uint64_t k)
{
	uint64_t i;

	for (i = lo; i < lo + k; i++)
		RB_INSERT(rtree, &head, &nodes[i]);
}

static void
clear(void)
{
	RB_INIT(&head);
}

#ifdef RANGE_RB
#define RANGE_TREEH		range_treeh_rb
#define RANGE_TREEH_LOOP	range_treeh_rb_loop
#define SCHEME			"red-black"
#else
#define RANGE_TREEH		range_treeh
#define RANGE_TREEH_LOOP	range_treeh_loop
#define SCHEME			"weak AVL"
#endif

const struct range_impl RANGE_TREEH = { "tree.h " SCHEME,
    "RB_BUILD; RB_REMOVE_RANGE, then RB_FOREACH_POSTORDER",
    setup, fill, insert, cut, restore, clear };
const struct range_impl RANGE_TREEH_LOOP = { "tree.h " SCHEME " loop",
    "ascending RB_INSERT; RB_NFIND, then RB_NEXT and RB_REMOVE per node",
    setup, insert, NULL, cut_loop, restore, clear };
