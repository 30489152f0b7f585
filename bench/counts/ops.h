/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * ops.h: the tree that counts.c and pop.c count, and its measured calls
 * op_insert and op_remove, kept whole and out of line: callgrind's
 * inclusive cost of each is the whole operation.  Included after the
 * system headers and rng.h.  The headers cannot share a translation
 * unit, so each build picks one:
 *
 *   (default)      tree.h, RB_GENERATE (extern)
 *   -DGEN_STATIC   tree.h, RB_GENERATE_STATIC
 *   -DGEN_CACHED   tree.h's cached head, RB_GENERATE_CACHED_STATIC
 *   -DUSE_LIBBSD   Debian libbsd's <bsd/sys/tree.h> (with GEN_STATIC or
 *                  not)
 *   -DUSE_LINUX    Linux's rbtree (bench/linux/adapter.h, linked with
 *                  rbtree.o); -DLX_CACHED: struct rb_root_cached,
 *                  -DLX_ADD: inserts by rb_add
 */
#ifndef BENCH_COUNTS_OPS_H
#define BENCH_COUNTS_OPS_H

/* Keep the measured wrappers whole and out of line (noclone: gcc only). */
#if defined(__clang__)
#define NOINLINE __attribute__((__noinline__))
#else
#define NOINLINE __attribute__((__noinline__, __noclone__))
#endif

#ifdef USE_LINUX

#include "../linux/adapter.h"	/* after the system headers: see there */
#ifdef LX_CACHED
#define HEADER "linux-cached"
#else
#define HEADER "linux"
#endif

typedef struct lx_head ntree_head;
#define T_INIT(h)	lx_init(h)
#define T_ROOT(h)	LX_NODE(LX_ROOT(h)->rb_node)
#define T_LEFT(x)	LX_NODE((x)->link.rb_left)
#define T_RIGHT(x)	LX_NODE((x)->link.rb_right)
#define T_ENTRY_BYTES	sizeof(struct rb_node)
#define T_VALIDATE(h)	lx_validate(h)

/*
 * The measured calls: their inclusive cost is the whole operation.
 * -DLX_ADD: Linux's rb_add, which never finds the key (random 64-bit
 * keys do not repeat here).
 */
NOINLINE struct node *
op_insert(ntree_head *head, struct node *n)
{
#ifdef LX_ADD
	lx_add(head, n);
	return (NULL);
#else
	return (lx_insert(head, n));
#endif
}

/* void like rb_erase: returning n would cost a saved register */
NOINLINE void
op_remove(ntree_head *head, struct node *n)
{
	lx_remove(head, n);
}

#else /* a BSD-style RB_* header */

#ifdef USE_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#define HEADER "libbsd"
#else
#include "tree.h"
#define HEADER "tree.h"
#define T_VALIDATE(h)	RB_VALIDATE(ntree, h)
#endif

struct node {
	uint64_t key;
	RB_ENTRY(node) entry;
};

static inline int
node_cmp(struct node *a, struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

/*
 * By default extern functions (RB_GENERATE), so that gcc keeps
 * ntree_RB_INSERT_COLOR and ntree_RB_REMOVE_COLOR out of line and
 * callgrind can attribute costs to them.  -DGEN_STATIC: what a static
 * instantiation gets (gcc may inline the rebalance into its one caller).
 * -DGEN_CACHED: tree.h's cached head (RB_HEAD_CACHED), static.
 */
#if defined(GEN_CACHED)
RB_HEAD_CACHED(ntree, node);
RB_GENERATE_CACHED_STATIC(ntree, node, entry, node_cmp)
#elif defined(GEN_STATIC)
RB_HEAD(ntree, node);
RB_GENERATE_STATIC(ntree, node, entry, node_cmp)
#else
RB_HEAD(ntree, node);
RB_GENERATE(ntree, node, entry, node_cmp)
#endif

typedef struct ntree ntree_head;
#define T_INIT(h)	RB_INIT(h)
#define T_ROOT(h)	RB_ROOT(h)
#define T_LEFT(x)	RB_LEFT(x, entry)
#define T_RIGHT(x)	RB_RIGHT(x, entry)
#define T_ENTRY_BYTES	sizeof(((struct node *)0)->entry)

/* The measured calls: their inclusive cost is the whole operation. */
NOINLINE struct node *
op_insert(ntree_head *head, struct node *n)
{
	return (RB_INSERT(ntree, head, n));
}

NOINLINE struct node *
op_remove(ntree_head *head, struct node *n)
{
	return (RB_REMOVE(ntree, head, n));
}

#endif /* USE_LINUX */

static unsigned long inserts;	/* insert_random's calls of op_insert */

/* Insert n with a fresh random key (a new key on the rare duplicate). */
static void
insert_random(ntree_head *head, struct node *n)
{
	do {
		n->key = rng();
		inserts++;
	} while (op_insert(head, n) != NULL);
}

#endif /* BENCH_COUNTS_OPS_H */
