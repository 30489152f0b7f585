/*
 * A seeded random program over an RB tree and a splay tree that records
 * every observable result (keys, or -1 for NULL) in a trace.  Included by
 * trace_bsd.c (libbsd's header) and trace_ours.c (tree.h) after defining
 * TRACE_FUNC and TRACE_TAG (which names the extern splay functions); only names common to both headers are used.  The program's
 * own choices depend only on the seed and on the results it records, so
 * two correct headers give identical traces.
 */
#include "model.h"
#include "trace.h"

#define TP_PHASE	4096
#define TP_POOL		8192
#define TP_SPACING	16LL

struct tp_node {
	long long key;
	size_t live;		/* index in the live array */
	RB_ENTRY(tp_node) rb;
	SPLAY_ENTRY(tp_node) sp;
};

static int
tp_cmp(struct tp_node *a, struct tp_node *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(tp_rb, tp_node);
RB_GENERATE_STATIC(tp_rb, tp_node, rb, tp_cmp)
/* SPLAY_GENERATE defines extern functions: one name per header. */
#define TP_SP	TT_CAT(tp_sp_, TRACE_TAG)
TT_CALL(SPLAY_HEAD, TP_SP, tp_node);
TT_CALL(SPLAY_PROTOTYPE, TP_SP, tp_node, sp, tp_cmp)
TT_CALL(SPLAY_GENERATE, TP_SP, tp_node, sp, tp_cmp)

/* Elements that are in the tree, unordered, for picking one at random. */
struct tp_state {
	struct tp_node *el;
	struct pool pool;
	struct tp_node **live;
	size_t nlive;
	struct rng rng;
	struct trace *t;
	long step;
};

static struct tp_node *
tp_alloc(struct tp_state *s, long long key)
{
	size_t slot = pool_get(&s->pool);
	struct tp_node *e;

	if (slot == (size_t)-1)
		return NULL;
	e = &s->el[slot];
	memset(e, 0, sizeof(*e));
	e->key = key;
	return e;
}

static void
tp_release(struct tp_state *s, struct tp_node *e)
{
	pool_put(&s->pool, (size_t)(e - s->el));
}

static void
tp_live_add(struct tp_state *s, struct tp_node *e)
{
	e->live = s->nlive;
	s->live[s->nlive++] = e;
}

static void
tp_live_del(struct tp_state *s, struct tp_node *e)
{
	struct tp_node *last = s->live[--s->nlive];

	s->live[e->live] = last;
	last->live = e->live;
}

static void
tp_rec(struct tp_state *s, int op, const struct tp_node *e)
{
	trace_push(s->t, s->step, op, e != NULL ? e->key : -1);
}

static void
tp_recv(struct tp_state *s, int op, long long v)
{
	trace_push(s->t, s->step, op, v);
}

static long long
tp_randkey(struct tp_state *s, size_t target)
{
	uint64_t dom = 2 * (uint64_t)target + 16;

	return (long long)rng_below(&s->rng, dom) * TP_SPACING;
}

static long long
tp_anykey(struct tp_state *s, size_t target)
{
	uint64_t dom = 2 * (uint64_t)target + 16;

	return (long long)rng_below(&s->rng, (dom + 1) * TP_SPACING);
}

static size_t
tp_target(struct rng *r)
{
	unsigned w = (unsigned)rng_below(r, 8);

	if (w == 0)
		return 0;
	if (w <= 2)
		return (size_t)rng_range(r, 1, 16);
	if (w <= 5)
		return (size_t)rng_range(r, 64, 1024);
	return (size_t)rng_range(r, 1024, 4000);
}

static void
tp_rb_program(struct tp_state *s, long ops)
{
	struct tp_rb head = RB_INITIALIZER(&head);
	struct tp_node key, *e, *x, *y, *got;
	size_t target = 0;
	unsigned r;
	int n;

	memset(&key, 0, sizeof(key));
	for (s->step = 0; s->step < ops; s->step++) {
		if (s->step % TP_PHASE == 0)
			target = tp_target(&s->rng);
		if (s->step % TP_PHASE == TP_PHASE / 2) {
			RB_FOREACH(x, tp_rb, &head)
				tp_rec(s, T_RB_FOREACH, x);
			tp_recv(s, T_RB_FOREACH, -1);
			RB_FOREACH_REVERSE(x, tp_rb, &head)
				tp_rec(s, T_RB_FOREACH_REVERSE, x);
			tp_recv(s, T_RB_FOREACH_REVERSE, -1);
		}
		if (s->step % (4 * TP_PHASE) == TP_PHASE - 1) {
			/* Remove about a third while iterating, both ways. */
			long long mod = (long long)rng_range(&s->rng, 0, 2);
			RB_FOREACH_SAFE(x, tp_rb, &head, y) {
				int rm = (x->key / TP_SPACING) % 3 == mod;
				tp_rec(s, T_RB_FOREACH_SAFE, x);
				if (rm) {
					got = RB_REMOVE(tp_rb, &head, x);
					tp_rec(s, T_RB_FOREACH_SAFE, got);
					tp_live_del(s, x);
					tp_release(s, x);
				}
			}
			tp_recv(s, T_RB_FOREACH_SAFE, -1);
			mod = (mod + 1) % 3;
			RB_FOREACH_REVERSE_SAFE(x, tp_rb, &head, y) {
				int rm = (x->key / TP_SPACING) % 3 == mod;
				tp_rec(s, T_RB_FOREACH_REVERSE_SAFE, x);
				if (rm) {
					got = RB_REMOVE(tp_rb, &head, x);
					tp_rec(s, T_RB_FOREACH_REVERSE_SAFE, got);
					tp_live_del(s, x);
					tp_release(s, x);
				}
			}
			tp_recv(s, T_RB_FOREACH_REVERSE_SAFE, -1);
		}

		r = (unsigned)rng_below(&s->rng, 100);
		if (s->nlive == 0 && r >= 35 && r < 40)
			r = 0;
		if (s->nlive == 0 && r >= 58 && r < 92)
			r = 0;
		if (r < 35) {
			if (s->nlive < target) {
				e = tp_alloc(s, tp_randkey(s, target));
				if (e == NULL)
					continue;
				got = RB_INSERT(tp_rb, &head, e);
				tp_rec(s, T_RB_INSERT, got);
				if (got == NULL)
					tp_live_add(s, e);
				else
					tp_release(s, e);
			} else if (s->nlive > 0) {
				e = s->live[rng_below(&s->rng, s->nlive)];
				got = RB_REMOVE(tp_rb, &head, e);
				tp_rec(s, T_RB_REMOVE, got);
				tp_live_del(s, e);
				tp_release(s, e);
			}
		} else if (r < 40) {
			x = s->live[rng_below(&s->rng, s->nlive)];
			e = tp_alloc(s, x->key);
			if (e == NULL)
				continue;
			got = RB_INSERT(tp_rb, &head, e);
			tp_rec(s, T_RB_DUP, got);
			if (got == NULL)
				tp_live_add(s, e);
			else
				tp_release(s, e);
		} else if (r < 50) {
			if (s->nlive > 0 && rng_below(&s->rng, 2) == 0)
				key.key = s->live[rng_below(&s->rng,
				    s->nlive)]->key;
			else
				key.key = tp_anykey(s, target);
			tp_rec(s, T_RB_FIND, RB_FIND(tp_rb, &head, &key));
		} else if (r < 58) {
			key.key = tp_anykey(s, target);
			tp_rec(s, T_RB_NFIND, RB_NFIND(tp_rb, &head, &key));
		} else if (r < 68) {
			x = s->live[rng_below(&s->rng, s->nlive)];
			tp_rec(s, T_RB_NEXT, RB_NEXT(tp_rb, &head, x));
		} else if (r < 78) {
			x = s->live[rng_below(&s->rng, s->nlive)];
			tp_rec(s, T_RB_PREV, RB_PREV(tp_rb, &head, x));
		} else if (r < 81) {
			tp_rec(s, T_RB_MIN, RB_MIN(tp_rb, &head));
		} else if (r < 84) {
			tp_rec(s, T_RB_MAX, RB_MAX(tp_rb, &head));
		} else if (r < 88) {
			y = s->live[rng_below(&s->rng, s->nlive)];
			n = 0;
			RB_FOREACH_FROM(x, tp_rb, y) {
				tp_rec(s, T_RB_FOREACH_FROM, x);
				if (++n == 8)
					break;
			}
			tp_recv(s, T_RB_FOREACH_FROM, -1);
		} else if (r < 92) {
			y = s->live[rng_below(&s->rng, s->nlive)];
			n = 0;
			RB_FOREACH_REVERSE_FROM(x, tp_rb, y) {
				tp_rec(s, T_RB_FOREACH_REVERSE_FROM, x);
				if (++n == 8)
					break;
			}
			tp_recv(s, T_RB_FOREACH_REVERSE_FROM, -1);
		} else if (r < 94) {
			tp_recv(s, T_RB_EMPTY, RB_EMPTY(&head) ? 1 : 0);
		} else {
			key.key = tp_anykey(s, target);
			tp_rec(s, T_RB_FIND, RB_FIND(tp_rb, &head, &key));
		}
	}
	RB_FOREACH(x, tp_rb, &head)
		tp_rec(s, T_RB_FOREACH, x);
	tp_recv(s, T_RB_FOREACH, -1);
	RB_FOREACH_REVERSE_SAFE(x, tp_rb, &head, y) {
		tp_rec(s, T_RB_FOREACH_REVERSE_SAFE, x);
		got = RB_REMOVE(tp_rb, &head, x);
		tp_rec(s, T_RB_FOREACH_REVERSE_SAFE, got);
		tp_live_del(s, x);
		tp_release(s, x);
	}
	tp_recv(s, T_RB_EMPTY, RB_EMPTY(&head) ? 1 : 0);
}

static void
tp_splay_program(struct tp_state *s, long ops)
{
	struct TP_SP head = SPLAY_INITIALIZER(&head);
	struct tp_node key, *e, *x, *got;
	size_t target = 0;
	unsigned r;

	memset(&key, 0, sizeof(key));
	for (s->step = 0; s->step < ops; s->step++) {
		if (s->step % TP_PHASE == 0)
			target = tp_target(&s->rng);
		if (s->step % TP_PHASE == TP_PHASE / 2) {
			TT_CALL(SPLAY_FOREACH, x, TP_SP, &head)
				tp_rec(s, T_SP_FOREACH, x);
			tp_recv(s, T_SP_FOREACH, -1);
		}
		r = (unsigned)rng_below(&s->rng, 100);
		if (s->nlive == 0 && r >= 40 && r < 80)
			r = 0;
		if (r < 40) {
			if (s->nlive < target) {
				e = tp_alloc(s, tp_randkey(s, target));
				if (e == NULL)
					continue;
				got = TT_CALL(SPLAY_INSERT, TP_SP, &head, e);
				tp_rec(s, T_SP_INSERT, got);
				if (got == NULL)
					tp_live_add(s, e);
				else
					tp_release(s, e);
			} else if (s->nlive > 0) {
				e = s->live[rng_below(&s->rng, s->nlive)];
				got = TT_CALL(SPLAY_REMOVE, TP_SP, &head, e);
				tp_rec(s, T_SP_REMOVE, got);
				tp_live_del(s, e);
				tp_release(s, e);
			}
		} else if (r < 45) {
			x = s->live[rng_below(&s->rng, s->nlive)];
			e = tp_alloc(s, x->key);
			if (e == NULL)
				continue;
			got = TT_CALL(SPLAY_INSERT, TP_SP, &head, e);
			tp_rec(s, T_SP_DUP, got);
			if (got == NULL)
				tp_live_add(s, e);
			else
				tp_release(s, e);
		} else if (r < 60) {
			if (s->nlive > 0 && rng_below(&s->rng, 2) == 0)
				key.key = s->live[rng_below(&s->rng,
				    s->nlive)]->key;
			else
				key.key = tp_anykey(s, target);
			tp_rec(s, T_SP_FIND, TT_CALL(SPLAY_FIND, TP_SP, &head, &key));
		} else if (r < 75) {
			x = s->live[rng_below(&s->rng, s->nlive)];
			tp_rec(s, T_SP_NEXT, TT_CALL(SPLAY_NEXT, TP_SP, &head, x));
		} else if (r < 80) {
			/* By a key that may be absent: NULL, or the argument. */
			key.key = tp_anykey(s, target);
			x = TT_CALL(SPLAY_FIND, TP_SP, &head, &key);
			got = TT_CALL(SPLAY_REMOVE, TP_SP, &head, &key);
			tp_recv(s, T_SP_REMOVE_KEY, got == NULL ? -1 :
			    got == &key ? 1 : 2);
			if (got != NULL && x != NULL) {
				tp_live_del(s, x);
				tp_release(s, x);
			}
		} else if (r < 86) {
			tp_rec(s, T_SP_MIN, TT_CALL(SPLAY_MIN, TP_SP, &head));
		} else if (r < 92) {
			tp_rec(s, T_SP_MAX, TT_CALL(SPLAY_MAX, TP_SP, &head));
		} else if (r < 94) {
			tp_recv(s, T_SP_EMPTY, SPLAY_EMPTY(&head) ? 1 : 0);
		} else {
			key.key = tp_anykey(s, target);
			tp_rec(s, T_SP_FIND, TT_CALL(SPLAY_FIND, TP_SP, &head, &key));
		}
	}
	TT_CALL(SPLAY_FOREACH, x, TP_SP, &head)
		tp_rec(s, T_SP_FOREACH, x);
	tp_recv(s, T_SP_FOREACH, -1);
	while ((x = TT_CALL(SPLAY_MIN, TP_SP, &head)) != NULL) {
		got = TT_CALL(SPLAY_REMOVE, TP_SP, &head, x);
		tp_rec(s, T_SP_REMOVE, got);
		tp_live_del(s, x);
		tp_release(s, x);
	}
	tp_recv(s, T_SP_EMPTY, SPLAY_EMPTY(&head) ? 1 : 0);
}

void
TRACE_FUNC(unsigned long long seed, long ops, struct trace *t)
{
	struct tp_state st;

	st.el = tt_keep(calloc(TP_POOL, sizeof(*st.el)));
	st.live = tt_keep(calloc(TP_POOL, sizeof(*st.live)));
	pool_init(&st.pool, TP_POOL);
	if (st.el == NULL || st.live == NULL || st.pool.free == NULL) {
		t->oom = 1;
		goto out;
	}
	st.nlive = 0;
	st.t = t;
	rng_seed(&st.rng, seed);
	tp_rb_program(&st, ops);
	rng_seed(&st.rng, seed ^ 0xa5a5a5a5a5a5a5a5ULL);
	tp_splay_program(&st, ops);
out:
	pool_free(&st.pool);
	free(st.live);
	free(st.el);
}
