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
 *   -DIMPL_LIBBSD         <bsd/sys/tree.h> instead of "tree.h" (found on
 *                         the include path: bench-ab points -I at the
 *                         version under test)
 *   -DIMPL_LINUX          Linux's rbtree through its own API
 *                         (bench/linux/adapter.h): IMPL_KIND 0 struct
 *                         rb_root, 1 struct rb_root_cached;
 *                         IMPL_LINUX_VERSION names the source package
 *
 * The batches use the T_* verbs below, one definition per kind of tree.
 * Operations the header does not offer: pop-min is min + remove where
 * RB_POP_MIN is missing (what a user of that header writes); replacement
 * is RB_REMOVE + RB_INSERT for libbsd (-DIMPL_REPLACE_BY_REINSERT) and
 * "not offered" for a tree.h without RB_REPLACE.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
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
#include "linux/adapter.h"	/* after the system headers: see there */

#define T_HEAD			struct lx_head
#define T_INIT(h)		lx_init(h)
#define T_INSERT(h, x)		lx_insert(h, x)
#define T_REMOVE(h, x)		lx_remove(h, x)
#define T_MIN(h)		lx_min(h)
#define T_NEXT(x)		lx_next(x)
#define T_FIND(h, q)		lx_find(h, (q)->key)
#define T_REPLACE(h, x, y)	lx_replace(h, x, y)
#define T_POP_MIN(h)		lx_pop_min(h)
#define T_VALIDATE(h)		lx_validate(h)

#else /* a BSD-style RB_* header */

#ifdef IMPL_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#else
#include "tree.h"
#endif

struct node {
	uint64_t key;
	RB_ENTRY(node) link;
#if IMPL_KIND == 2
	uint64_t max;		/* greatest key in the subtree */
#endif
};

static inline int
node_cmp(const struct node *a, const struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

#if IMPL_KIND == 2
/* The augmentation hook: recompute x->max, nonzero iff it changed. */
static inline int
node_aug(struct node *x)
{
	struct node *l = RB_LEFT(x, link), *r = RB_RIGHT(x, link);
	uint64_t m = x->key;

	if (l != NULL && l->max > m)
		m = l->max;
	if (r != NULL && r->max > m)
		m = r->max;
	if (x->max == m)
		return (0);
	x->max = m;
	return (1);
}
#endif

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
#define T_NEXT(x)		RB_NEXT(tr, NULL, x)
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

#ifndef IMPL_DESC
#if defined(IMPL_LINUX) && IMPL_KIND == 1
#define IMPL_DESC "Linux rbtree (" IMPL_LINUX_VERSION "), struct rb_root_cached"
#elif defined(IMPL_LINUX)
#define IMPL_DESC "Linux rbtree (" IMPL_LINUX_VERSION "), struct rb_root"
#elif defined(IMPL_LIBBSD)
#define IMPL_DESC "libbsd <bsd/sys/tree.h> (red-black, 4 words), RB_GENERATE_STATIC"
#elif IMPL_KIND == 1
#define IMPL_DESC "tree.h RB_HEAD_CACHED + RB_GENERATE_CACHED_STATIC"
#elif IMPL_KIND == 2
#define IMPL_DESC "tree.h RB_GENERATE_AUGMENT_STATIC, hook keeps the subtree max"
#else
#define IMPL_DESC "tree.h RB_GENERATE_STATIC"
#endif
#endif

struct ws {
	size_t T, n, k;
	T_HEAD *heads;
	struct node *mem;	/* T * n tree nodes, then T * k spares */
	struct node **ptr;	/* slot -> its node */
	struct node **spare;	/* T * k nodes outside the trees */
	struct node **pend;	/* nodes taken out by prep / run */
	uint64_t *ctr;		/* per tree: next ascending key */
};

static void *
ws_create(const struct ws_params *p)
{
	struct ws *w = xalign(sizeof(*w));
	size_t T = p->ntrees, n = p->n, k = p->k, s, t;

	w->T = T;
	w->n = n;
	w->k = k;
	w->heads = xalign(T * sizeof(*w->heads));
	w->mem = xalign((T * n + T * k) * sizeof(*w->mem));
	memset(w->mem, 0, (T * n + T * k) * sizeof(*w->mem));
	w->ptr = xalign(T * n * sizeof(*w->ptr));
	w->spare = xalign(T * k * sizeof(*w->spare));
	w->pend = xalign(T * k * sizeof(*w->pend));
	w->ctr = xalign(T * sizeof(*w->ctr));
	for (t = 0; t < T; t++) {
		T_INIT(&w->heads[t]);
		w->ctr[t] = n;
	}
	for (s = 0; s < T * k; s++)
		w->spare[s] = &w->mem[T * n + s];
	for (s = 0; s < T * n; s++) {
		struct node *x = &w->mem[s];

		x->key = p->keys[s];
		w->ptr[s] = x;
		if (T_INSERT(&w->heads[s / n], x) != NULL)
			die("duplicate key");
	}
	return (w);
}

static void
ws_destroy(void *ws)
{
	struct ws *w = ws;

	free(w->heads);
	free(w->mem);
	free(w->ptr);
	free(w->spare);
	free(w->pend);
	free(w->ctr);
	free(w);
}

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

static const char *
ws_check(void *ws)
{
	struct ws *w = ws;
	size_t t, s, cnt;
	struct node *x, *prev;

	for (t = 0; t < w->T; t++) {
		cnt = 0;
		prev = NULL;
		for (x = T_MIN(&w->heads[t]); x != NULL; x = T_NEXT(x)) {
			if (prev != NULL && prev->key >= x->key)
				return ("keys out of order");
			if ((x->key & SLOT_MASK) / w->n != t)
				return ("node in the wrong tree");
			prev = x;
			cnt++;
		}
		if (cnt != w->n)
			return ("wrong node count");
#ifdef T_VALIDATE
		if (w->n <= 65536) {	/* O(n log n): too slow for 1M nodes */
			const char *msg = T_VALIDATE(&w->heads[t]);

			if (msg != NULL)
				return (msg);
		}
#endif
#if IMPL_KIND == 2
		{
			uint64_t m;

			if (check_max(RB_ROOT(&w->heads[t]), &m) != 0)
				return ("augmented max is wrong");
		}
#endif
	}
	for (s = 0; s < w->T * w->n; s++)
		if ((w->ptr[s]->key & SLOT_MASK) != s)
			return ("slot table is wrong");
	return (NULL);
}

/* --- the batches ---------------------------------------------------- */

static uint64_t
run_min(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	T_HEAD *h, *end = w->heads + w->T;
	uint64_t sum = 0;
	size_t j;

	(void)b;
	for (j = 0; j < w->k; j++)
		for (h = w->heads; h < end; h++) {
			sum += T_MIN(h)->key;
			OP_BARRIER();
		}
	return (sum);
}

static uint64_t
run_next(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	uint64_t sum = 0;
	size_t i, m = w->T * w->k;

	for (i = 0; i < m; i++) {
		struct node *y = T_NEXT(w->ptr[b->sel[i]]);

		sum += y != NULL ? y->key : 1;
		OP_BARRIER();
	}
	return (sum);
}

#ifdef T_REPLACE
static uint64_t
prep_replace(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	size_t i, m = w->T * w->k;

	for (i = 0; i < m; i++)
		w->spare[i]->key = w->ptr[b->sel[i]]->key;
	return (0);
}

static uint64_t
run_replace(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	uint64_t sum = 0;
	size_t i, m = w->T * w->k, k = w->k;

	for (i = 0; i < m; i++) {
		uint32_t s = b->sel[i];
		struct node *x = w->ptr[s], *y = w->spare[i];

		T_REPLACE(&w->heads[i / k], x, y);
		w->ptr[s] = y;
		w->spare[i] = x;
		sum += x->key;
		OP_BARRIER();
	}
	return (sum);
}
#endif

static uint64_t
run_popmin(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	uint64_t sum = 0;
	size_t j, t, k = w->k;

	(void)b;
	for (t = 0; t < w->T; t++)
		for (j = 0; j < k; j++) {
			struct node *x = T_POP_MIN(&w->heads[t]);

			w->pend[t * k + j] = x;
			sum += x->key;
			OP_BARRIER();
		}
	return (sum);
}

/* Put the nodes in pend back (after pop-min and the ascending prep). */
static uint64_t
restore_pend(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	size_t i, m = w->T * w->k, k = w->k;

	(void)b;
	for (i = 0; i < m; i++)
		T_INSERT(&w->heads[i / k], w->pend[i]);
	return (0);
}

static uint64_t
run_remove(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	uint64_t sum = 0;
	size_t i, m = w->T * w->k, k = w->k;

	for (i = 0; i < m; i++) {
		struct node *x = w->ptr[b->sel[i]];

		T_REMOVE(&w->heads[i / k], x);
		sum += x->key;
		OP_BARRIER();
	}
	return (sum);
}

/* Insert the selected nodes (restores run_remove, times OP_INSERT). */
static uint64_t
run_insert(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	uint64_t sum = 0;
	size_t i, m = w->T * w->k, k = w->k;

	for (i = 0; i < m; i++) {
		sum += T_INSERT(&w->heads[i / k], w->ptr[b->sel[i]]) == NULL;
		OP_BARRIER();
	}
	return (sum);
}

/* The k smallest of each tree leave and get keys above every key. */
static uint64_t
prep_ascend(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	size_t j, t, k = w->k;

	(void)b;
	for (t = 0; t < w->T; t++)
		for (j = 0; j < k; j++) {
			struct node *x = T_POP_MIN(&w->heads[t]);

			x->key = (w->ctr[t]++ << SLOT_BITS) | (x->key & SLOT_MASK);
			w->pend[t * k + j] = x;
		}
	return (0);
}

static uint64_t
run_ascend(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	uint64_t sum = 0;
	size_t i, m = w->T * w->k, k = w->k;

	(void)b;
	for (i = 0; i < m; i++) {
		sum += T_INSERT(&w->heads[i / k], w->pend[i]) == NULL;
		OP_BARRIER();
	}
	return (sum);
}

static uint64_t
run_find(void *ws, const struct batch *b)
{
	struct ws *w = ws;
	uint64_t sum = 0;
	size_t i, m = w->T * w->k, k = w->k;
	struct node q;

	for (i = 0; i < m; i++) {
		struct node *x;

		q.key = b->qkeys[i];
		x = T_FIND(&w->heads[i / k], &q);
		sum += x != NULL ? x->key : 0;
		OP_BARRIER();
	}
	return (sum);
}

const struct bench_impl IMPL_SYM = {
	.id = { IMPL_NAME, IMPL_ROLE, IMPL_DESC },
	.node_bytes = sizeof(struct node),
	.link_bytes = sizeof(((struct node *)0)->link),
	.create = ws_create,
	.destroy = ws_destroy,
	.check = ws_check,
	.run = {
		[OP_MIN] = run_min,
		[OP_NEXT] = run_next,
#ifdef T_REPLACE
		[OP_REPLACE] = run_replace,
#endif
		[OP_POPMIN] = run_popmin,
		[OP_REMOVE] = run_remove,
		[OP_INSERT] = run_insert,
		[OP_ASCEND] = run_ascend,
		[OP_FIND] = run_find,
	},
	.prep = {
#ifdef T_REPLACE
		[OP_REPLACE] = prep_replace,
#endif
		[OP_INSERT] = run_remove,
		[OP_ASCEND] = prep_ascend,
	},
	.restore = {
		[OP_POPMIN] = restore_pend,
		[OP_REMOVE] = run_insert,
	},
};
