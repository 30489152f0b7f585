/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * batches.h: the benchmark's workspace and batches (bench.h) for an
 * intrusive tree of struct node (a uint64_t key, set with node_set_key()
 * of cmp.h, and a link member), written once over the verbs its includer
 * defines first:
 *
 *   T_HEAD               the head type
 *   T_INIT(h)            an empty tree at h
 *   T_INSERT(h, x)       NULL, or the node already holding x's key
 *   T_REMOVE(h, x)       take x out
 *   T_MIN(h)             the least node (the tree is not empty)
 *   T_NEXT(h, x)         x's successor, NULL after the last
 *   T_FIND(h, q)         the node with q's key, NULL if none
 *   T_POP_MIN(h)         take the least node out and return it
 *   T_REPLACE(h, x, y)   put y, with x's key, where x is (optional: the
 *                        operation is not offered without it)
 *   T_CHECK(h, n)        NULL if the tree of n nodes is sound beyond its
 *                        order and count, else a message (optional)
 *   T_NODE_INIT(x)       construct a node (C++; optional: else zeroed)
 *   T_FINI(h)            destroy a head (C++; optional)
 *
 * and IMPL_SYM, IMPL_NAME, IMPL_ROLE, IMPL_DESC: the struct bench_impl
 * it defines.  It is C and C++ (impl_rb.c: tree.h, libbsd, Linux;
 * impl_boost.cc: Boost.Intrusive), so tree.h and these peers are timed
 * by the same loops (std::set, which owns its nodes, has its own:
 * impl_std.cc).
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

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
	struct ws *w = (struct ws *)xalign(sizeof(*w));
	size_t T = p->ntrees, n = p->n, k = p->k, s, t;

	w->T = T;
	w->n = n;
	w->k = k;
	w->heads = (T_HEAD *)xalign(T * sizeof(*w->heads));
	w->mem = (struct node *)xalign((T * n + T * k) * sizeof(*w->mem));
#ifdef T_NODE_INIT
	for (s = 0; s < T * n + T * k; s++)
		T_NODE_INIT(&w->mem[s]);
#else
	memset(w->mem, 0, (T * n + T * k) * sizeof(*w->mem));
#endif
	w->ptr = (struct node **)xalign(T * n * sizeof(*w->ptr));
	w->spare = (struct node **)xalign(T * k * sizeof(*w->spare));
	w->pend = (struct node **)xalign(T * k * sizeof(*w->pend));
	w->ctr = (uint64_t *)xalign(T * sizeof(*w->ctr));
	for (t = 0; t < T; t++) {
		T_INIT(&w->heads[t]);
		w->ctr[t] = n;
	}
	for (s = 0; s < T * k; s++)
		w->spare[s] = &w->mem[T * n + s];
	for (s = 0; s < T * n; s++) {
		struct node *x = &w->mem[s];

		node_set_key(x, p->keys[s]);
		w->ptr[s] = x;
		if (T_INSERT(&w->heads[s / n], x) != NULL)
			die("duplicate key");
	}
	return (w);
}

static void
ws_destroy(void *ws)
{
	struct ws *w = (struct ws *)ws;
#ifdef T_FINI
	size_t t;

	for (t = 0; t < w->T; t++)
		T_FINI(&w->heads[t]);
#endif

	free(w->heads);
	free(w->mem);
	free(w->ptr);
	free(w->spare);
	free(w->pend);
	free(w->ctr);
	free(w);
}

static const char *
ws_check(void *ws)
{
	struct ws *w = (struct ws *)ws;
	size_t t, s, cnt;
	struct node *x, *prev;

	for (t = 0; t < w->T; t++) {
		cnt = 0;
		prev = NULL;
		for (x = T_MIN(&w->heads[t]); x != NULL;
		    x = T_NEXT(&w->heads[t], x)) {
			if (prev != NULL && prev->key >= x->key)
				return ("keys out of order");
			if ((x->key & SLOT_MASK) / w->n != t)
				return ("node in the wrong tree");
			prev = x;
			cnt++;
		}
		if (cnt != w->n)
			return ("wrong node count");
#ifdef T_CHECK
		{
			const char *msg = T_CHECK(&w->heads[t], w->n);

			if (msg != NULL)
				return (msg);
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
	struct ws *w = (struct ws *)ws;
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
	struct ws *w = (struct ws *)ws;
	uint64_t sum = 0;
	size_t i, m = w->T * w->k;

	for (i = 0; i < m; i++) {
		struct node *y = T_NEXT(&w->heads[i / w->k], w->ptr[b->sel[i]]);

		sum += y != NULL ? y->key : 1;
		OP_BARRIER();
	}
	return (sum);
}

#ifdef T_REPLACE
static uint64_t
prep_replace(void *ws, const struct batch *b)
{
	struct ws *w = (struct ws *)ws;
	size_t i, m = w->T * w->k;

	for (i = 0; i < m; i++)
		node_set_key(w->spare[i], w->ptr[b->sel[i]]->key);
	return (0);
}

static uint64_t
run_replace(void *ws, const struct batch *b)
{
	struct ws *w = (struct ws *)ws;
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
	struct ws *w = (struct ws *)ws;
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
	struct ws *w = (struct ws *)ws;
	size_t i, m = w->T * w->k, k = w->k;

	(void)b;
	for (i = 0; i < m; i++)
		(void)T_INSERT(&w->heads[i / k], w->pend[i]);
	return (0);
}

static uint64_t
run_remove(void *ws, const struct batch *b)
{
	struct ws *w = (struct ws *)ws;
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
	struct ws *w = (struct ws *)ws;
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
	struct ws *w = (struct ws *)ws;
	size_t j, t, k = w->k;

	(void)b;
	for (t = 0; t < w->T; t++)
		for (j = 0; j < k; j++) {
			struct node *x = T_POP_MIN(&w->heads[t]);

			node_set_key(x,
			    (w->ctr[t]++ << SLOT_BITS) | (x->key & SLOT_MASK));
			w->pend[t * k + j] = x;
		}
	return (0);
}

static uint64_t
run_ascend(void *ws, const struct batch *b)
{
	struct ws *w = (struct ws *)ws;
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
	struct ws *w = (struct ws *)ws;
	uint64_t sum = 0;
	size_t i, m = w->T * w->k, k = w->k;
	struct node q;

	for (i = 0; i < m; i++) {
		struct node *x;

		node_set_key(&q, b->qkeys[i]);
		x = T_FIND(&w->heads[i / k], &q);
		sum += x != NULL ? x->key : 0;
		OP_BARRIER();
	}
	return (sum);
}

#ifdef T_REPLACE
#define PREP_REPLACE	prep_replace
#define RUN_REPLACE	run_replace
#else
#define PREP_REPLACE	NULL
#define RUN_REPLACE	NULL
#endif

#ifdef __cplusplus
extern "C" const struct bench_impl IMPL_SYM;
#endif

/* prep, run and restore in the order of enum bench_op */
const struct bench_impl IMPL_SYM = {
	{ IMPL_NAME, IMPL_ROLE, IMPL_DESC },
	sizeof(struct node),
	sizeof(((struct node *)0)->link),
	ws_create,
	ws_destroy,
	ws_check,
	{ NULL, NULL, PREP_REPLACE, NULL, NULL, run_remove, prep_ascend, NULL },
	{ run_min, run_next, RUN_REPLACE, run_popmin, run_remove, run_insert,
	    run_ascend, run_find },
	{ NULL, NULL, NULL, restore_pend, run_insert, NULL, NULL, NULL },
};
