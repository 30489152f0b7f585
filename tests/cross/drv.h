/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Body of the cross-target differential driver (tests/cross/diff.c):
 * plain C, no test framework, so that it builds for any target with
 * nothing but a C library.
 *
 * Included once per instantiation after defining:
 *   D_FUNC          name of the function to define:
 *                   static int D_FUNC(uint64_t seed, long ops), 0 = passed
 *   D_INST          string naming the instantiation in messages
 *   D_NAME          the tree's name (as given to RB_HEAD / SPLAY_HEAD)
 *   D_TYPE, D_HEAD  element and head types
 *   D_FIELD         the RB_ENTRY / SPLAY_ENTRY field
 *   D_SETKEY(e, k), D_KEY(e)   store / read a key (an int64_t >= 0)
 * and optionally:
 *   D_SPLAY         the SPLAY_* family instead of RB_*
 *   D_FULL          RB with NFIND, PFIND, PREV, INSERT_NEXT/PREV, REINSERT,
 *                   POP_MIN, REPLACE, POSTORDER, VALIDATE and every
 *                   FOREACH loop; without it (and without D_SPLAY):
 *                   INSERT, REMOVE, FIND, NEXT, MIN and MAX only
 *   D_CACHED        a cached head: RB_COUNT is checked against the model
 *   D_AUG_CHECK(h)  const char *: NULL if every augmentation summary in
 *                   tree h is right (checked with the full walks)
 *   D_AUG_TOUCH(e)  called after e's key changed in place while it
 *                   stayed in the tree (RB_UPDATE_AUGMENT_TREE)
 * All of these are undefined at the end.
 */
#include "cross_model.h"

/* Expand D_NAME before the tree.h macro pastes it. */
#define D_X(m, ...)		m(__VA_ARGS__)

#ifdef D_SPLAY
#define D_INSERT(h, e)		D_X(SPLAY_INSERT, D_NAME, h, e)
#define D_REMOVE(h, e)		D_X(SPLAY_REMOVE, D_NAME, h, e)
#define D_FIND(h, e)		D_X(SPLAY_FIND, D_NAME, h, e)
#define D_NEXT(h, e)		D_X(SPLAY_NEXT, D_NAME, h, e)
#define D_MIN(h)		D_X(SPLAY_MIN, D_NAME, h)
#define D_MAX(h)		D_X(SPLAY_MAX, D_NAME, h)
#define D_INIT(h)		SPLAY_INIT(h)
#define D_EMPTY(h)		SPLAY_EMPTY(h)
#define D_FOREACH(x, h)		D_X(SPLAY_FOREACH, x, D_NAME, h)
#else
#define D_INSERT(h, e)		D_X(RB_INSERT, D_NAME, h, e)
#define D_REMOVE(h, e)		D_X(RB_REMOVE, D_NAME, h, e)
#define D_FIND(h, e)		D_X(RB_FIND, D_NAME, h, e)
#define D_NEXT(h, e)		D_X(RB_NEXT, D_NAME, h, e)
#define D_MIN(h)		D_X(RB_MIN, D_NAME, h)
#define D_MAX(h)		D_X(RB_MAX, D_NAME, h)
#define D_INIT(h)		RB_INIT(h)
#define D_EMPTY(h)		RB_EMPTY(h)
#define D_FOREACH(x, h)		D_X(RB_FOREACH, x, D_NAME, h)
#endif

#define D_CAT_(a, b)	a##b
#define D_CAT(a, b)	D_CAT_(a, b)
#define D_FN(s)		D_CAT(D_FUNC, s)

/* Fail: print where, then leave the run with a non-zero result. */
#define D_CHECK(cond, ...) do {						\
	if (!(cond)) {							\
		d_fail(D_INST, seed, step, opname, __LINE__, __VA_ARGS__); \
		goto out;						\
	}								\
} while (0)

/* The whole tree against the model: walks both ways and the checkers. */
static const char *
D_FN(_walk)(D_HEAD *head, const struct model *m)
{
	D_TYPE *x;
	size_t i = 0;
	const char *why;

	D_FOREACH(x, head) {
		if (i >= m->n || m->v[i].elm != x ||
		    D_KEY(x) != m->v[i].key)
			return ("forward walk differs from the model");
		i++;
	}
	if (i != m->n)
		return ("forward walk is shorter than the model");
#ifdef D_FULL
	D_X(RB_FOREACH_REVERSE, x, D_NAME, head) {
		if (i == 0 || m->v[i - 1].elm != x)
			return ("reverse walk differs from the model");
		i--;
	}
	if (i != 0)
		return ("reverse walk is shorter than the model");
	why = D_X(RB_VALIDATE, D_NAME, head);
	if (why != NULL)
		return (why);
#endif
#ifdef D_CACHED
	if (D_X(RB_COUNT, D_NAME, head) != m->n)
		return ("RB_COUNT differs from the model");
#endif
#ifdef D_AUG_CHECK
	why = D_AUG_CHECK(head);
	if (why != NULL)
		return (why);
#endif
#ifdef D_SPLAY
	/* No validator for splay trees: check the search-tree order and
	 * the element count by an explicit-stack in-order walk. */
	{
		D_TYPE *stack[MODEL_MAX + 1], *prev = NULL;
		size_t depth = 0, count = 0;

		x = SPLAY_ROOT(head);
		for (;;) {
			for (; x != NULL; x = SPLAY_LEFT(x, D_FIELD)) {
				if (depth > MODEL_MAX)
					return ("splay: deeper than its size (a cycle?)");
				stack[depth++] = x;
			}
			if (depth == 0)
				break;
			x = stack[--depth];
			if (prev != NULL && D_KEY(prev) >= D_KEY(x))
				return ("splay: in-order keys not increasing");
			prev = x;
			count++;
			x = SPLAY_RIGHT(x, D_FIELD);
		}
		if (count != m->n)
			return ("splay: element count differs from the model");
	}
#endif
	why = NULL;
	return (why);
}

static int
D_FUNC(uint64_t seed, long ops)
{
	static D_TYPE pool[MODEL_MAX];
#ifdef D_FULL
	static unsigned char seen[MODEL_MAX];
#endif
	static struct model m;
	D_TYPE *freelist[MODEL_MAX], probe, *e, *r, *x;
	D_HEAD head;
	struct rng rng;
	const char *opname = "init", *why = NULL;
	size_t nfree, i, j;
	long step = -1;
	int64_t key, lo, hi;
	unsigned op, grow;
	int failed = 1;

	rng_seed(&rng, seed);
	model_init(&m);
	D_INIT(&head);
	memset(pool, 0, sizeof(pool));
	memset(&probe, 0, sizeof(probe));
	for (nfree = 0; nfree < MODEL_MAX; nfree++)
		freelist[nfree] = &pool[MODEL_MAX - 1 - nfree];
	grow = 1;
	x = NULL;
	j = 0;
	lo = hi = 0;
	(void)x;
	(void)j;
	(void)lo;
	(void)hi;

	for (step = 0; step < ops; step++) {
		/* Phases: grow towards a random size, then shrink towards
		 * a random size, so trees of every size are exercised. */
		if ((step & 1023) == 0)
			grow = (unsigned)rng_below(&rng, 3);	/* 0 shrink, 1 grow, 2 stay */
		op = (unsigned)rng_below(&rng, 100);
		if (grow == 1 && op < 40)
			op += 60;	/* more inserts */
		if (grow == 0 && op >= 60)
			op -= 45;	/* more removals */

		if (op >= 75 || m.n == 0) {
			opname = "insert";
			if (nfree == 0)
				continue;
			e = freelist[--nfree];
			key = (int64_t)rng_below(&rng, KEY_RANGE) * KEY_GAP;
			D_SETKEY(e, key);
			r = D_INSERT(&head, e);
			i = model_find(&m, key);
			if (i < m.n) {
				D_CHECK(r == m.v[i].elm, "duplicate insert of key %lld "
				    "returned %p, want %p", (long long)key,
				    (void *)r, (void *)m.v[i].elm);
				freelist[nfree++] = e;
			} else {
				D_CHECK(r == NULL, "insert of new key %lld returned %p",
				    (long long)key, (void *)r);
				model_insert(&m, key, e);
			}
		} else if (op >= 50) {
			opname = "remove";
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			if (op < 55) {
				/* Remove the minimum or the maximum. */
				opname = "remove min/max";
				i = op & 1 ? m.n - 1 : 0;
				e = op & 1 ? D_MAX(&head) : D_MIN(&head);
				D_CHECK(e == m.v[i].elm, "min/max before removal");
			}
#ifdef D_SPLAY
			/* SPLAY_REMOVE takes any element with the key and,
			 * as in BSD, returns its argument. */
			if (op & 2) {
				D_SETKEY(&probe, m.v[i].key);
				r = D_REMOVE(&head, &probe);
				D_CHECK(r == &probe, "remove by key returned %p",
				    (void *)r);
				r = e;
			} else {
				r = D_REMOVE(&head, e);
			}
#elif defined(D_FULL)
			if (op == 54 || op == 52) {
				opname = "pop_min";
				r = D_X(RB_POP_MIN, D_NAME, &head);
			} else {
				r = D_REMOVE(&head, e);
			}
#else
			r = D_REMOVE(&head, e);
#endif
			D_CHECK(r == e, "remove returned %p, want %p",
			    (void *)r, (void *)e);
			model_remove_at(&m, i);
			freelist[nfree++] = e;
		} else if (op >= 35) {
			opname = "find";
			key = (int64_t)rng_below(&rng, KEY_RANGE + 2) * KEY_GAP +
			    (op & 1 ? (int64_t)rng_below(&rng, KEY_GAP) : 0) -
			    KEY_GAP;
			if (key < 0)
				key = 0;
			D_SETKEY(&probe, key);
			r = D_FIND(&head, &probe);
			i = model_find(&m, key);
			D_CHECK(r == (i < m.n ? m.v[i].elm : NULL),
			    "find(%lld) returned %p", (long long)key, (void *)r);
#ifdef D_FULL
			opname = "nfind";
			r = D_X(RB_NFIND, D_NAME, &head, &probe);
			i = model_lower_bound(&m, key);
			D_CHECK(r == (i < m.n ? m.v[i].elm : NULL),
			    "nfind(%lld) returned %p", (long long)key, (void *)r);
			opname = "pfind";
			r = D_X(RB_PFIND, D_NAME, &head, &probe);
			if (i == m.n || m.v[i].key != key)
				i--;	/* the greatest key below; -1: none */
			D_CHECK(r == (i < m.n ? m.v[i].elm : NULL),
			    "pfind(%lld) returned %p", (long long)key, (void *)r);
#endif
		} else if (op >= 25) {
			opname = "next/prev";
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			r = D_NEXT(&head, e);
			D_CHECK(r == (i + 1 < m.n ? m.v[i + 1].elm : NULL),
			    "next of key %lld", (long long)m.v[i].key);
#ifdef D_FULL
			r = D_X(RB_PREV, D_NAME, &head, e);
			D_CHECK(r == (i > 0 ? m.v[i - 1].elm : NULL),
			    "prev of key %lld", (long long)m.v[i].key);
			/* Short FOREACH_FROM / FOREACH_REVERSE_FROM runs. */
			opname = "foreach_from";
			x = e;
			j = i;
			D_X(RB_FOREACH_FROM, e, D_NAME, x) {
				D_CHECK(j < m.n && m.v[j].elm == e, "foreach_from");
				if (++j - i > 8)
					break;
			}
			opname = "foreach_reverse_from";
			e = m.v[i].elm;
			x = e;
			j = i + 1;
			D_X(RB_FOREACH_REVERSE_FROM, e, D_NAME, x) {
				D_CHECK(j > 0 && m.v[j - 1].elm == e,
				    "foreach_reverse_from");
				if (i - --j > 8 || j == 0)
					break;
			}
#endif
			opname = "min/max";
			D_CHECK(D_MIN(&head) == m.v[0].elm, "min");
			D_CHECK(D_MAX(&head) == m.v[m.n - 1].elm, "max");
#ifdef D_FULL
		} else if (op >= 15) {
			/* Positional insert of a key strictly between an
			 * element and its neighbour. */
			if (nfree == 0)
				continue;
			i = (size_t)rng_below(&rng, m.n);
			if (op & 1) {
				opname = "insert_next";
				lo = m.v[i].key;
				hi = i + 1 < m.n ? m.v[i + 1].key :
				    lo + 2 * KEY_GAP;
			} else {
				opname = "insert_prev";
				hi = m.v[i].key;
				lo = i > 0 ? m.v[i - 1].key : hi - 2 * KEY_GAP;
				if (lo < 0)
					lo = -1;
			}
			if (hi - lo < 2)
				continue;
			key = lo + 1 + (int64_t)rng_below(&rng, (uint64_t)(hi - lo - 1));
			e = freelist[--nfree];
			D_SETKEY(e, key);
			if (op & 1)
				r = D_X(RB_INSERT_NEXT, D_NAME, &head, m.v[i].elm, e);
			else
				r = D_X(RB_INSERT_PREV, D_NAME, &head, m.v[i].elm, e);
			D_CHECK(r == NULL, "positional insert of %lld returned %p",
			    (long long)key, (void *)r);
			model_insert(&m, key, e);
		} else if (op >= 12) {
			/* A fresh element with the same key takes an
			 * element's place. */
			opname = "replace";
			if (nfree == 0)
				continue;
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			x = freelist[--nfree];
			D_SETKEY(x, m.v[i].key);
			r = D_X(RB_REPLACE, D_NAME, &head, e, x);
			D_CHECK(r == e, "replace returned %p, want %p",
			    (void *)r, (void *)e);
			m.v[i].elm = x;
			freelist[nfree++] = e;
		} else if (op >= 5) {
			/* Change an element's key in place, then reinsert. */
			opname = "reinsert";
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			if (op & 1 || m.n == 1) {
				key = (int64_t)rng_below(&rng, KEY_RANGE) * KEY_GAP;
			} else {
				/* Stay between the neighbours (no move). */
				lo = i > 0 ? m.v[i - 1].key : -1;
				hi = i + 1 < m.n ? m.v[i + 1].key : m.v[i].key + KEY_GAP;
				key = lo + 1 + (int64_t)rng_below(&rng, (uint64_t)(hi - lo - 1));
			}
			model_remove_at(&m, i);
			D_SETKEY(e, key);
			r = D_X(RB_REINSERT, D_NAME, &head, e);
			j = model_find(&m, key);
			if (j < m.n) {
				/* Collided: the tree keeps the other one. */
				D_CHECK(r == m.v[j].elm, "reinsert onto key %lld "
				    "returned %p", (long long)key, (void *)r);
				freelist[nfree++] = e;
			} else {
				D_CHECK(r == NULL, "reinsert to key %lld returned %p",
				    (long long)key, (void *)r);
				model_insert(&m, key, e);
#ifdef D_AUG_TOUCH
				D_AUG_TOUCH(e);
#endif
			}
#endif /* D_FULL */
		} else if (op == 0) {
			/* An occasional full check. */
			opname = "walk";
			why = D_FN(_walk)(&head, &m);
			D_CHECK(why == NULL, "%s", why);
			continue;
		} else {
			opname = "min/max";
			D_CHECK(D_MIN(&head) == m.v[0].elm, "min");
			D_CHECK(D_MAX(&head) == m.v[m.n - 1].elm, "max");
		}
		if ((step & 255) == 255) {
			opname = "check";
			why = D_FN(_walk)(&head, &m);
			D_CHECK(why == NULL, "%s", why);
		}
	}

	step = ops;
	opname = "final check";
	why = D_FN(_walk)(&head, &m);
	D_CHECK(why == NULL, "%s", why);
	/* Tear the tree down. */
#ifdef D_FULL
	if (seed & 1) {
		/* Children before parents, every element once. */
		opname = "foreach_postorder";
		memset(seen, 0, sizeof(seen));
		i = 0;
		D_X(RB_FOREACH_POSTORDER, e, D_NAME, &head, x) {
			j = (size_t)(e - pool);
			D_CHECK(j < MODEL_MAX && !seen[j], "visits %p twice",
			    (void *)e);
			D_CHECK((RB_LEFT(e, D_FIELD) == NULL ||
			    seen[RB_LEFT(e, D_FIELD) - pool]) &&
			    (RB_RIGHT(e, D_FIELD) == NULL ||
			    seen[RB_RIGHT(e, D_FIELD) - pool]),
			    "a parent before its children");
			seen[j] = 1;
			i++;
		}
		D_CHECK(i == m.n, "foreach_postorder visited %lu of %lu",
		    (unsigned long)i, (unsigned long)m.n);
		D_INIT(&head);
	} else {
		opname = "foreach_safe";
		i = 0;
		D_X(RB_FOREACH_SAFE, e, D_NAME, &head, x) {
			D_CHECK(i < m.n && m.v[i].elm == e, "foreach_safe order");
			D_CHECK(D_REMOVE(&head, e) == e, "foreach_safe remove");
			i++;
			if ((i & 63) == 0) {
				why = D_X(RB_VALIDATE, D_NAME, &head);
				D_CHECK(why == NULL, "%s", why);
			}
		}
		D_CHECK(i == m.n, "foreach_safe visited %lu of %lu",
		    (unsigned long)i, (unsigned long)m.n);
	}
#else
	opname = "teardown";
	while ((e = D_MIN(&head)) != NULL)
		D_CHECK(D_REMOVE(&head, e) == e, "remove min");
#endif
	D_CHECK(D_EMPTY(&head), "not empty after teardown");
	failed = 0;
out:
	return (failed);
}

#undef D_INSERT
#undef D_REMOVE
#undef D_FIND
#undef D_NEXT
#undef D_MIN
#undef D_MAX
#undef D_INIT
#undef D_EMPTY
#undef D_FOREACH
#undef D_CHECK
#undef D_X
#undef D_FN
#undef D_FUNC
#undef D_INST
#undef D_NAME
#undef D_TYPE
#undef D_HEAD
#undef D_FIELD
#undef D_SETKEY
#undef D_KEY
#undef D_SPLAY
#undef D_FULL
#undef D_CACHED
#undef D_AUG_CHECK
#undef D_AUG_TOUCH
