/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * treeh.c: tree.h's side of the range benchmark (range.h), compiled once
 * per balance scheme (-DTREE_BALANCE=TREE_RED_BLACK, -DRANGE_RB): one
 * implementation with RB_BUILD and RB_REMOVE_RANGE, one with the loop a
 * program writes without them (ascending RB_INSERTs; RB_NFIND, then
 * RB_NEXT and RB_REMOVE per node); and two that tell the cost of
 * RB_REMOVE_RANGE from the visit's: one times RB_REMOVE_RANGE alone (its
 * removed nodes are visited and checked untimed, in restore), one visits
 * them with a stack instead of RB_FOREACH_POSTORDER's parent links.
 */
#include <stdlib.h>

/* the benchmark links this file in both schemes */
#define TREE_MIXED_BALANCE
#include "tree.h"
#include "../common/driver.h"
#include "range.h"
#include "rnode.h"

/* Above the height of any tree of 2^64 nodes in either scheme. */
#define STACK_MAX	136

static struct rtree head = RB_INITIALIZER(&head), gone = RB_INITIALIZER(&gone);
static struct rnode *nodes, **order;
static uint64_t have;

static void
setup(uint64_t n)
{
	uint64_t i;

	if (n > have) {
		free(order);
		order = xcalloc(n, sizeof(*order));
	}
	RANGE_NODES(nodes, have, n);
	for (i = 0; i < n; i++)
		order[i] = &nodes[i];
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

/*
 * RB_REMOVE_RANGE, then a preorder visit with a stack of right children
 * that reads a node's links before marking it as in no tree: no parent
 * link read, no climb.
 */
static uint64_t
cut_stack(uint64_t lo, uint64_t k)
{
	struct rtree out = RB_INITIALIZER(&out);
	struct rnode key_lo = { .key = lo }, key_hi = { .key = lo + k };
	struct rnode *stack[STACK_MAX], *x, *l, *r;
	uint64_t sum = 0;
	int sp = 0;

	RB_REMOVE_RANGE(rtree, &head, &key_lo, &key_hi, &out);
	for (x = RB_ROOT(&out); x != NULL;) {
		l = RB_LEFT(x, link);
		r = RB_RIGHT(x, link);
		RB_ENTRY_INIT(x, link);
		sum += x->key;
		if (l != NULL) {
			if (r != NULL)
				stack[sp++] = r;
			x = l;
		} else if (r != NULL)
			x = r;
		else
			x = sp > 0 ? stack[--sp] : NULL;
	}
	return (sum);
}

/* The keys lo ... lo + k - 1 sum to this. */
static uint64_t
range_sum(uint64_t lo, uint64_t k)
{
	return (k * lo + k * (k - 1) / 2);
}

/* RB_REMOVE_RANGE alone: restore_alone visits the nodes. */
static uint64_t
cut_alone(uint64_t lo, uint64_t k)
{
	struct rnode key_lo = { .key = lo }, key_hi = { .key = lo + k };

	RB_INIT(&gone);
	RB_REMOVE_RANGE(rtree, &head, &key_lo, &key_hi, &gone);
	return (range_sum(lo, k));
}

static void
restore(uint64_t lo, uint64_t k)
{
	uint64_t i;

	for (i = lo; i < lo + k; i++)
		RB_INSERT(rtree, &head, &nodes[i]);
}

/*
 * Check that cut_alone moved the k keys from lo, then put them back.  In
 * order: RB_FOREACH_POSTORDER's one caller stays cut, which inlines it.
 */
static void
restore_alone(uint64_t lo, uint64_t k)
{
	struct rnode *x;
	uint64_t sum = 0, count = 0;

	RB_FOREACH(x, rtree, &gone) {
		sum += x->key;
		count++;
	}
	if (count != k || sum != range_sum(lo, k))
		die("RB_REMOVE_RANGE moved %llu nodes, not %llu",
		    (unsigned long long)count, (unsigned long long)k);
	RB_INIT(&gone);
	restore(lo, k);
}

static void
clear(void)
{
	RB_INIT(&head);
}

#ifdef RANGE_RB
#define RANGE_TREEH		range_treeh_rb
#define RANGE_TREEH_LOOP	range_treeh_rb_loop
#define RANGE_TREEH_ALONE	range_treeh_rb_alone
#define RANGE_TREEH_STACK	range_treeh_rb_stack
#define SCHEME			"red-black"
#else
#define RANGE_TREEH		range_treeh
#define RANGE_TREEH_LOOP	range_treeh_loop
#define RANGE_TREEH_ALONE	range_treeh_alone
#define RANGE_TREEH_STACK	range_treeh_stack
#define SCHEME			"weak AVL"
#endif

const struct range_impl RANGE_TREEH = { "tree.h " SCHEME,
    "RB_BUILD; RB_REMOVE_RANGE, then RB_FOREACH_POSTORDER",
    setup, fill, insert, cut, restore, clear };
const struct range_impl RANGE_TREEH_LOOP = { "tree.h " SCHEME " loop",
    "ascending RB_INSERT; RB_NFIND, then RB_NEXT and RB_REMOVE per node",
    setup, insert, NULL, cut_loop, restore, clear };
const struct range_impl RANGE_TREEH_ALONE = { "tree.h " SCHEME " no visit",
    "RB_BUILD; RB_REMOVE_RANGE alone (the removed nodes visited untimed)",
    setup, fill, NULL, cut_alone, restore_alone, clear };
const struct range_impl RANGE_TREEH_STACK = { "tree.h " SCHEME " stack visit",
    "RB_BUILD; RB_REMOVE_RANGE, then a visit with a stack (preorder)",
    setup, fill, NULL, cut_stack, restore, clear };
