/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * impl_rb.c: the benchmark's batches for a red-black-style intrusive tree:
 * a BSD-style RB_* header or Linux's rbtree.  One source, compiled once per
 * implementation into its own object (tree.h and libbsd's header cannot
 * share a translation unit):
 *
 *   -DIMPL_SYM=impl_treeh -DIMPL_NAME='"treeh"' -DIMPL_ROLE=ROLE_TREEH
 *   -DIMPL_KIND=0|1|2     plain (RB_GENERATE_STATIC), cached head
 *                         (RB_GENERATE_CACHED_STATIC), augmented with the
 *                         subtree maximum (RB_GENERATE_AUGMENT_STATIC)
 *   -DTREE_BALANCE=TREE_RED_BLACK or TREE_WEAK_AVL
 *                         tree.h's balance scheme (its description says
 *                         which one the header compiled)
 *   -DIMPL_LIBBSD         <bsd/sys/tree.h> instead of "tree.h" (found on
 *                         the include path: bench-ab points -I at the
 *                         version under test)
 *   -DIMPL_LINUX          Linux's rbtree through its own API
 *                         (bench/linux/adapter.h): IMPL_KIND 0 struct
 *                         rb_root, 1 struct rb_root_cached;
 *                         IMPL_LINUX_VERSION names the source package
 *
 * The batches are batches.h's, over the T_* verbs below, one definition
 * per kind of tree.  Operations the header does not offer: pop-min is
 * min + remove where RB_POP_MIN is missing (what a user of that header
 * writes); replacement is RB_REMOVE + RB_INSERT for libbsd
 * (-DIMPL_REPLACE_BY_REINSERT) and "not offered" for a tree.h without
 * RB_REPLACE.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

#ifndef IMPL_KIND
#define IMPL_KIND 0
#endif

#ifdef IMPL_LINUX

#if IMPL_KIND == 1
#define LX_CACHED
#endif
#include "../linux/adapter.h"	/* after the system headers: see there */

/* Linux's descent compares the raw keys: no comparator shape. */
static inline void
node_set_key(struct node *x, uint64_t k)
{
	x->key = k;
}

#define T_HEAD			struct lx_head
#define T_INIT(h)		lx_init(h)
#define T_INSERT(h, x)		lx_insert(h, x)
#define T_REMOVE(h, x)		lx_remove(h, x)
#define T_MIN(h)		lx_min(h)
#define T_NEXT(h, x)		lx_next(x)
#define T_FIND(h, q)		lx_find(h, (q)->key)
#define T_REPLACE(h, x, y)	lx_replace(h, x, y)
#define T_POP_MIN(h)		lx_pop_min(h)
#define T_VALIDATE(h)		lx_validate(h)

#else /* a BSD-style RB_* header */

#ifdef IMPL_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#else
/* the benchmark links objects of both schemes */
#define TREE_MIXED_BALANCE
#include "tree.h"
#endif

#if IMPL_KIND == 2
#define NODE_AUG
#endif
#include "../common/node.h"

#if IMPL_KIND == 1
RB_HEAD_CACHED(tr, node);
RB_GENERATE_CACHED_STATIC(tr, node, link, node_cmp)
#elif IMPL_KIND == 2
RB_HEAD(tr, node);
RB_GENERATE_AUGMENT_STATIC(tr, node, link, node_cmp, node_aug)
#else
RB_HEAD(tr, node);
RB_GENERATE_STATIC(tr, node, link, node_cmp)
#endif

#define T_HEAD			struct tr
#define T_INIT(h)		RB_INIT(h)
#define T_INSERT(h, x)		RB_INSERT(tr, h, x)
#define T_REMOVE(h, x)		RB_REMOVE(tr, h, x)
#define T_MIN(h)		RB_MIN(tr, h)
#define T_NEXT(h, x)		RB_NEXT(tr, NULL, x)
#define T_FIND(h, q)		RB_FIND(tr, h, q)
#if defined(RB_REPLACE)
#define T_REPLACE(h, x, y)	RB_REPLACE(tr, h, x, y)
#elif defined(IMPL_REPLACE_BY_REINSERT)
#define T_REPLACE(h, x, y)	do {					\
	RB_REMOVE(tr, h, x);						\
	RB_INSERT(tr, h, y);						\
} while (0)
#endif
#ifdef RB_POP_MIN
#define T_POP_MIN(h)		RB_POP_MIN(tr, h)
#else
static inline struct node *
pop_min(struct tr *head)
{
	struct node *x = RB_MIN(tr, head);

	if (x != NULL)
		RB_REMOVE(tr, head, x);
	return (x);
}
#define T_POP_MIN(h)		pop_min(h)
#endif
#ifdef RB_VALIDATE
#define T_VALIDATE(h)		RB_VALIDATE(tr, h)
#endif

#endif /* IMPL_LINUX */

/* tree.h's balance scheme, as the header compiled it */
#if !defined(TREE_RED_BLACK)
#define IMPL_SCHEME	" (weak AVL: no TREE_BALANCE in this tree.h)"
#elif defined(TREE_BALANCE) && TREE_BALANCE == TREE_RED_BLACK
#define IMPL_SCHEME	" (red-black)"
#elif defined(TREE_BALANCE) && TREE_BALANCE == TREE_WEAK_AVL
#define IMPL_SCHEME	" (weak AVL)"
#else
#define IMPL_SCHEME	" (the default TREE_BALANCE)"
#endif

#ifndef IMPL_DESC
#if defined(IMPL_LINUX) && IMPL_KIND == 1
#define IMPL_DESC "Linux rbtree (" IMPL_LINUX_VERSION "), struct rb_root_cached"
#elif defined(IMPL_LINUX)
#define IMPL_DESC "Linux rbtree (" IMPL_LINUX_VERSION "), struct rb_root"
#elif defined(IMPL_LIBBSD)
#define IMPL_DESC "libbsd <bsd/sys/tree.h> (red-black, 4 words), RB_GENERATE_STATIC"
#elif IMPL_KIND == 1
#define IMPL_DESC "tree.h RB_HEAD_CACHED + RB_GENERATE_CACHED_STATIC" IMPL_SCHEME
#elif IMPL_KIND == 2
#define IMPL_DESC "tree.h RB_GENERATE_AUGMENT_STATIC, hook keeps the subtree max" \
	IMPL_SCHEME
#else
#define IMPL_DESC "tree.h RB_GENERATE_STATIC" IMPL_SCHEME
#endif
#endif

#if IMPL_KIND == 2
/* Greatest key under x, checking every stored max on the way. */
static int
check_max(struct node *x, uint64_t *out)
{
	uint64_t m, c;

	if (x == NULL) {
		*out = 0;
		return (0);
	}
	m = x->key;
	if (check_max(RB_LEFT(x, link), &c) != 0)
		return (-1);
	if (c > m)
		m = c;
	if (check_max(RB_RIGHT(x, link), &c) != 0)
		return (-1);
	if (c > m)
		m = c;
	*out = m;
	return (x->max == m ? 0 : -1);
}
#endif

/* The header's own validation (n <= 65536: O(n log n)) and the max. */
static const char *
tree_check(T_HEAD *h, size_t n)
{
#ifdef T_VALIDATE
	const char *msg = n <= 65536 ? T_VALIDATE(h) : NULL;

	if (msg != NULL)
		return (msg);
#endif
#if IMPL_KIND == 2
	{
		uint64_t m;

		if (check_max(RB_ROOT(h), &m) != 0)
			return ("augmented max is wrong");
	}
#endif
	(void)h;
	(void)n;
	return (NULL);
}
#define T_CHECK(h, n)		tree_check(h, n)

#include "batches.h"
