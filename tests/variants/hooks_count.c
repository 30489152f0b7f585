/*
 * Counting augmentation hook calls (per-instantiation hooks,
 * RB_GENERATE_AUGMENT_STATIC and RB_GENERATE_CACHED_AUGMENT_STATIC).
 *
 * - A hook whose summary depends on the node alone reports "unchanged"
 *   above the node that changed: an insert or a remove then makes at most
 *   HOOK_BOUND calls whatever the size of the tree (measured at 10 and at
 *   100,000 nodes, plain and cached heads), and no node gets the hook
 *   twice in one operation.
 * - A subtree summary (size and maximum): when the hook runs on a node,
 *   that node's children already have their final summaries (children
 *   before parents), checked from scratch at every call on small trees.
 * - RB_UPDATE_AUGMENT_TREE after an in-place change calls the hook on
 *   the path from the node up to and including the first node whose
 *   summary did not change (or the root): exactly, in order.
 * - Two augmented trees with different summaries over the same elements
 *   in one file: each calls only its own hook.
 */
#include <criterion/criterion.h>
#include <limits.h>

#include "vcommon.h"

#include "tree.h"

#define HOOK_BOUND	8	/* calls per insert or remove */
#define HLOG		512

struct hnode {
	RB_ENTRY(hnode) la;	/* htL: plain head, node-local hook */
	RB_ENTRY(hnode) lc;	/* htLC: cached head, node-local hook */
	RB_ENTRY(hnode) sa;	/* htS: plain head, subtree hook */
	RB_ENTRY(hnode) sc;	/* htSC: cached head, subtree hook */
	long long key;
	long long val;
	long long loc;		/* node-local summary (htL, htLC) */
	long long smax;		/* subtree max of val (htS, htSC) */
	size_t size;		/* subtree size (htS, htSC) */
	long long smax2;	/* the same for htSC, so that an element */
	size_t size2;		/* can be in htS and htSC at once */
	int tag;		/* test bookkeeping */
};

static int
hcmp(const struct hnode *a, const struct hnode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

/* ---- call log ----------------------------------------------------------- */

static unsigned hlog_n;
static struct hnode *hlog[HLOG];
static unsigned long hcalls_local, hcalls_sub;

static void
hlog_add(struct hnode *x)
{
	if (hlog_n < HLOG)
		hlog[hlog_n] = x;
	hlog_n++;
}

static int
hlog_has(const struct hnode *x)
{
	unsigned i;

	for (i = 0; i < hlog_n && i < HLOG; i++)
		if (hlog[i] == x)
			return 1;
	return 0;
}

static unsigned
hlog_dups(void)
{
	unsigned i, j, n = hlog_n < HLOG ? hlog_n : HLOG, d = 0;

	for (i = 0; i < n; i++)
		for (j = 0; j < i; j++)
			if (hlog[i] == hlog[j]) {
				d++;
				break;
			}
	return d;
}

/* ---- hooks ---------------------------------------------------------------- */

/* A summary of the node alone: changes only where the node changed. */
static int
hook_local(struct hnode *x)
{
	long long v = x->key * 3 + x->val;

	hcalls_local++;
	hlog_add(x);
	if (x->loc == v)
		return 0;
	x->loc = v;
	return 1;
}

/*
 * In strict mode the subtree hooks check, at each call, that the node's
 * children already carry their final summaries (from scratch).
 */
static int strict_mode;
static unsigned strict_errors;

#define SUBTREE_FUNCS(F, SMAX, SIZE)					\
static size_t								\
scratch_##F(struct hnode *x, long long *maxp)				\
{									\
	long long lm, rm;						\
	size_t s;							\
									\
	if (x == NULL) {						\
		*maxp = LLONG_MIN;					\
		return 0;						\
	}								\
	s = 1 + scratch_##F(RB_LEFT(x, F), &lm) +			\
	    scratch_##F(RB_RIGHT(x, F), &rm);				\
	*maxp = x->val;							\
	if (lm > *maxp)							\
		*maxp = lm;						\
	if (rm > *maxp)							\
		*maxp = rm;						\
	return s;							\
}									\
									\
/* Every summary of the subtree right?  (0 if not) */			\
static int								\
all_ok_##F(struct hnode *x)						\
{									\
	long long m;							\
									\
	if (x == NULL)							\
		return 1;						\
	return all_ok_##F(RB_LEFT(x, F)) && all_ok_##F(RB_RIGHT(x, F)) && \
	    x->SIZE == scratch_##F(x, &m) && x->SMAX == m;		\
}									\
									\
static int								\
child_ok_##F(struct hnode *c)						\
{									\
	long long m;							\
	size_t s;							\
									\
	if (c == NULL)							\
		return 1;						\
	s = scratch_##F(c, &m);						\
	return c->SIZE == s && c->SMAX == m;				\
}									\
									\
static int								\
hook_##F(struct hnode *x)						\
{									\
	struct hnode *l = RB_LEFT(x, F), *r = RB_RIGHT(x, F);		\
	long long m = x->val;						\
	size_t s = 1;							\
	int changed;							\
									\
	hcalls_sub++;							\
	hlog_add(x);							\
	if (strict_mode && (!child_ok_##F(l) || !child_ok_##F(r)))	\
		strict_errors++;					\
	if (l != NULL) {						\
		s += l->SIZE;						\
		if (l->SMAX > m)					\
			m = l->SMAX;					\
	}								\
	if (r != NULL) {						\
		s += r->SIZE;						\
		if (r->SMAX > m)					\
			m = r->SMAX;					\
	}								\
	changed = m != x->SMAX || s != x->SIZE;				\
	x->SMAX = m;							\
	x->SIZE = s;							\
	return changed;							\
}

SUBTREE_FUNCS(sa, smax, size)
SUBTREE_FUNCS(sc, smax2, size2)

RB_HEAD(htL, hnode);
RB_HEAD_CACHED(htLC, hnode);
RB_HEAD(htS, hnode);
RB_HEAD_CACHED(htSC, hnode);
RB_GENERATE_AUGMENT_STATIC(htL, hnode, la, hcmp, hook_local)
RB_GENERATE_CACHED_AUGMENT_STATIC(htLC, hnode, lc, hcmp, hook_local)
RB_GENERATE_AUGMENT_STATIC(htS, hnode, sa, hcmp, hook_sa)
RB_GENERATE_CACHED_AUGMENT_STATIC(htSC, hnode, sc, hcmp, hook_sc)

/* ---- helpers ------------------------------------------------------------------ */

static struct hnode *
hpool(size_t n)
{
	struct hnode *p = calloc(n, sizeof(*p));

	cr_assert(p != NULL, "out of memory");
	return p;
}

/* A fresh element: garbage summaries, so the hook must set them. */
static void
hfresh(struct hnode *e, long long key, long long val)
{
	e->key = key;
	e->val = val;
	e->loc = LLONG_MIN;
	e->smax = e->smax2 = LLONG_MIN + 1;
	e->size = e->size2 = 987654;
}

struct hstats {
	unsigned long ops, calls;
	unsigned max;
};

static void
hstats_add(struct hstats *s, unsigned calls)
{
	s->ops++;
	s->calls += calls;
	if (calls > s->max)
		s->max = calls;
}

static double
hmean(const struct hstats *s)
{
	return s->ops ? (double)s->calls / (double)s->ops : 0.0;
}

/*
 * Measure hook calls per insert and per remove on a tree kept at about
 * `size` elements (node-local hook).  Keys are distinct: key i of the
 * pool is 2 * perm(i), so every insert adds an element.
 */
#define MEASURE(NAME, HEADT, F)						\
static void								\
measure_##NAME(size_t size, unsigned long ops, struct hstats *ins,	\
    struct hstats *rem, unsigned long long seed)				\
{									\
	struct vctx ctx = { #NAME, seed, -1, "build" };			\
	struct HEADT head = RB_INITIALIZER(&head);			\
	size_t cap = size + ops + 1, n = 0, i;				\
	struct hnode *pool = hpool(cap), **live;			\
	struct rng rng = { seed };					\
	unsigned long k;						\
									\
	live = malloc(cap * sizeof(*live));				\
	cr_assert(live != NULL);					\
	/* Distinct random keys: a random odd multiplier mod 2^40. */	\
	for (i = 0; i < cap; i++)					\
		hfresh(&pool[i], (long long)((i * 0x9e3779b97f4bULL) &	\
		    ((1ULL << 40) - 1)), 0);				\
	for (i = 0; i < size; i++) {					\
		cr_assert(RB_INSERT(HEADT, &head, &pool[i]) == NULL);	\
		live[n++] = &pool[i];					\
	}								\
	memset(ins, 0, sizeof(*ins));					\
	memset(rem, 0, sizeof(*rem));					\
	for (k = 0; k < ops; k++) {					\
		struct hnode *e;					\
		size_t j;						\
									\
		ctx.step = (long)k;					\
		ctx.op = "insert";					\
		e = &pool[size + k];					\
		hlog_n = 0;						\
		VCHECK(&ctx, RB_INSERT(HEADT, &head, e) == NULL,	\
		    "insert failed");					\
		VCHECK(&ctx, hlog_has(e),				\
		    "the new element did not get the hook");		\
		VCHECK(&ctx, hlog_dups() == 0, "a node hooked twice");	\
		hstats_add(ins, hlog_n);				\
		live[n++] = e;						\
		ctx.op = "remove";					\
		j = (size_t)rng_below(&rng, n);			\
		e = live[j];						\
		live[j] = live[--n];					\
		hlog_n = 0;						\
		VCHECK(&ctx, RB_REMOVE(HEADT, &head, e) == e,		\
		    "remove failed");					\
		VCHECK(&ctx, hlog_dups() == 0, "a node hooked twice");	\
		hstats_add(rem, hlog_n);				\
	}								\
	ctx.op = "end";							\
	VCHECK(&ctx, RB_VALIDATE(HEADT, &head) == NULL, "RB_VALIDATE: %s",	\
	    RB_VALIDATE(HEADT, &head));					\
	for (i = 0; i < n; i++)						\
		VCHECK(&ctx, live[i]->loc == live[i]->key * 3 +		\
		    live[i]->val, "a node-local summary is wrong");	\
	free(live);							\
	free(pool);							\
}

MEASURE(plain, htL, la)
MEASURE(cached, htLC, lc)

static void
bound_test(const char *kind,
    void (*measure)(size_t, unsigned long, struct hstats *, struct hstats *,
	unsigned long long))
{
	struct hstats i10, r10, ibig, rbig;

	measure(10, 20000, &i10, &r10, 0x10);
	measure(100000, 20000, &ibig, &rbig, 0x100000);
	fprintf(stderr, "hook calls (%s head, node-local hook): "
	    "insert mean %.2f max %u at 10 nodes, mean %.2f max %u at "
	    "100000; remove mean %.2f max %u at 10, mean %.2f max %u at "
	    "100000\n", kind, hmean(&i10), i10.max, hmean(&ibig), ibig.max,
	    hmean(&r10), r10.max, hmean(&rbig), rbig.max);
	cr_expect(i10.max <= HOOK_BOUND && ibig.max <= HOOK_BOUND,
	    "%s: insert makes up to %u calls at 10 nodes, %u at 100000 "
	    "(bound %d)", kind, i10.max, ibig.max, HOOK_BOUND);
	cr_expect(r10.max <= HOOK_BOUND && rbig.max <= HOOK_BOUND,
	    "%s: remove makes up to %u calls at 10 nodes, %u at 100000 "
	    "(bound %d)", kind, r10.max, rbig.max, HOOK_BOUND);
	/* The mean must not grow with the size either (no log n term). */
	cr_expect(hmean(&ibig) < hmean(&i10) + 1.0 &&
	    hmean(&rbig) < hmean(&r10) + 1.0,
	    "%s: mean calls grow with the size", kind);
}

Test(hook_count, bounded_plain, .timeout = 120)
{
	bound_test("plain", measure_plain);
}

Test(hook_count, bounded_cached, .timeout = 120)
{
	bound_test("cached", measure_cached);
}

/*
 * Subtree summaries on small trees, random inserts, removes, pops,
 * replaces and reinserts: children before parents at every call, each
 * node at most once per operation (but RB_REINSERT, which is a remove
 * then an insert), every summary right after every operation.
 */
#define ORDER_TEST(NAME, HEADT, F)					\
static void								\
order_##NAME(unsigned long long seed)					\
{									\
	enum { N = 64 };						\
	struct vctx ctx = { "order " #NAME, seed, -1, "-" };		\
	struct HEADT head;						\
	struct hnode pool[N + 1], *spare = &pool[N], *e, *o;		\
	struct rng rng = { seed };					\
	long step;							\
									\
	RB_INIT(&head);							\
	memset(pool, 0, sizeof(pool));					\
	strict_mode = 1;						\
	strict_errors = 0;						\
	for (step = 0; step < 4000; step++) {				\
		int twice_ok = 0;					\
									\
		ctx.step = step;					\
		e = &pool[rng_below(&rng, N + 1)];			\
		if (e == spare)						\
			e = &pool[(e - pool + 1) % (N + 1)];		\
		hlog_n = 0;						\
		if (!e->tag) {						\
			ctx.op = "insert";				\
			hfresh(e, (long long)rng_below(&rng, 4 * N),	\
			    (long long)rng_below(&rng, 1000));		\
			e->tag = RB_INSERT(HEADT, &head, e) == NULL;	\
		} else switch (rng_below(&rng, 5)) {			\
		case 0:							\
			ctx.op = "remove";				\
			VCHECK(&ctx, RB_REMOVE(HEADT, &head, e) == e,	\
			    "remove failed");				\
			e->tag = 0;					\
			break;						\
		case 1:							\
			ctx.op = "pop_min";				\
			e = RB_POP_MIN(HEADT, &head);			\
			VCHECK(&ctx, e != NULL && e->tag,		\
			    "pop_min returned a non-member");		\
			e->tag = 0;					\
			break;						\
		case 2:							\
			ctx.op = "replace";				\
			o = spare;					\
			hfresh(o, e->key,				\
			    (long long)rng_below(&rng, 1000));		\
			VCHECK(&ctx, RB_REPLACE(HEADT, &head, e, o) == e, \
			    "replace did not return the old element");	\
			o->tag = 1;					\
			e->tag = 0;					\
			spare = e;					\
			break;						\
		case 3:							\
			ctx.op = "reinsert";				\
			twice_ok = 1;					\
			e->key = (long long)rng_below(&rng, 4 * N);	\
			if (RB_REINSERT(HEADT, &head, e) != NULL)	\
				e->tag = 0;	/* collided: out */	\
			break;						\
		default:						\
			ctx.op = "update";				\
			e->val = (long long)rng_below(&rng, 1000);	\
			RB_UPDATE_AUGMENT_TREE(HEADT, e);		\
			break;						\
		}							\
		VCHECK(&ctx, strict_errors == 0, "the hook ran on a node "	\
		    "before its children had their final summaries");	\
		VCHECK(&ctx, twice_ok || hlog_dups() == 0,		\
		    "a node hooked twice in one operation");		\
		VCHECK(&ctx, RB_VALIDATE(HEADT, &head) == NULL,		\
		    "RB_VALIDATE: %s", RB_VALIDATE(HEADT, &head));	\
		VCHECK(&ctx, all_ok_##F(RB_ROOT(&head)),		\
		    "a summary is wrong after the operation");		\
	}								\
	strict_mode = 0;						\
}

ORDER_TEST(plain, htS, sa)
ORDER_TEST(cached, htSC, sc)

Test(hook_count, children_before_parents_plain, .timeout = 120)
{
	unsigned long long s;

	for (s = 1; s <= 20; s++)
		order_plain(s);
}

Test(hook_count, children_before_parents_cached, .timeout = 120)
{
	unsigned long long s;

	for (s = 1; s <= 20; s++)
		order_cached(s);
}

/*
 * RB_UPDATE_AUGMENT_TREE(name, elm) after an in-place change: the hook
 * runs on elm, then up while it reports a change: the calls are exactly
 * the path from elm up to the first unchanged node (or the root).
 */
#define UPDATE_TEST(NAME, HEADT, F, SMAX)				\
static void								\
update_##NAME(void)							\
{									\
	enum { N = 300 };						\
	struct vctx ctx = { "update " #NAME, 0, -1, "update" };		\
	struct HEADT head = RB_INITIALIZER(&head);			\
	struct hnode *pool = hpool(N), *e, *path[64];			\
	long long before[64];						\
	struct rng rng = { 42 };					\
	unsigned i, len, expect, changed_run;				\
	long step;							\
									\
	for (i = 0; i < N; i++) {					\
		hfresh(&pool[i], (long long)i,				\
		    (long long)rng_below(&rng, 100000));		\
		cr_assert(RB_INSERT(HEADT, &head, &pool[i]) == NULL);	\
	}								\
	for (step = 0; step < 3000; step++) {				\
		ctx.step = step;					\
		e = &pool[rng_below(&rng, N)];				\
		len = 0;						\
		for (path[0] = e; path[len] != NULL; len++) {		\
			before[len] = path[len]->SMAX;			\
			path[len + 1] = RB_PARENT(path[len], F);	\
		}							\
		/* Raise, lower, or keep the value. */			\
		switch (rng_below(&rng, 3)) {				\
		case 0:							\
			e->val = (long long)rng_below(&rng, 200000);	\
			break;						\
		case 1:							\
			e->val = (long long)rng_below(&rng, 100);	\
			break;						\
		default:						\
			break;						\
		}							\
		hlog_n = 0;						\
		RB_UPDATE_AUGMENT_TREE(HEADT, e);			\
		for (changed_run = 0; changed_run < len &&		\
		    path[changed_run]->SMAX != before[changed_run];	\
		    changed_run++)					\
			;						\
		expect = changed_run + 1 < len ? changed_run + 1 : len;	\
		VCHECK(&ctx, hlog_n == expect, "%u hook calls, expected %u "	\
		    "(path of %u, %u changed at the bottom)", hlog_n,	\
		    expect, len, changed_run);				\
		for (i = 0; i < hlog_n && i < expect; i++)		\
			VCHECK(&ctx, hlog[i] == path[i],		\
			    "hook call %u is not on the path", i);	\
		VCHECK(&ctx, all_ok_##F(RB_ROOT(&head)),		\
		    "a summary is wrong after the update");		\
	}								\
	free(pool);							\
}

UPDATE_TEST(plain, htS, sa, smax)
UPDATE_TEST(cached, htSC, sc, smax2)

Test(hook_count, update_augment_tree_plain)
{
	update_plain();
}

Test(hook_count, update_augment_tree_cached)
{
	update_cached();
}

/*
 * Two augmented trees with different summaries over the same elements in
 * one file (impossible with one global RB_AUGMENT): each tree calls its
 * own hook only, and both summaries stay right.
 */
Test(hook_count, two_trees_two_hooks)
{
	enum { N = 2000 };
	struct htL tl = RB_INITIALIZER(&tl);
	struct htS ts = RB_INITIALIZER(&ts);
	struct hnode *pool = hpool(N), *e;
	struct rng rng = { 7 };
	unsigned long before_local, before_sub;
	unsigned i;
	long long m;

	for (i = 0; i < N; i++) {
		hfresh(&pool[i], (long long)((i * 7919u) % N),
		    (long long)rng_below(&rng, 1000));
		before_sub = hcalls_sub;
		cr_assert(RB_INSERT(htL, &tl, &pool[i]) == NULL);
		cr_assert(hcalls_sub == before_sub,
		    "htL's insert called htS's hook");
		before_local = hcalls_local;
		cr_assert(RB_INSERT(htS, &ts, &pool[i]) == NULL);
		cr_assert(hcalls_local == before_local,
		    "htS's insert called htL's hook");
	}
	for (i = 0; i < N; i += 3) {
		before_sub = hcalls_sub;
		RB_REMOVE(htL, &tl, &pool[i]);
		cr_assert(hcalls_sub == before_sub);
		before_local = hcalls_local;
		RB_REMOVE(htS, &ts, &pool[i]);
		cr_assert(hcalls_local == before_local);
	}
	cr_assert(RB_VALIDATE(htL, &tl) == NULL);
	cr_assert(RB_VALIDATE(htS, &ts) == NULL);
	cr_assert(scratch_sa(RB_ROOT(&ts), &m) == N - (N + 2) / 3);
	cr_assert(RB_ROOT(&ts)->size == N - (N + 2) / 3);
	cr_assert(all_ok_sa(RB_ROOT(&ts)));
	RB_FOREACH(e, htL, &tl)
		cr_assert(e->loc == e->key * 3 + e->val);
	free(pool);
}
