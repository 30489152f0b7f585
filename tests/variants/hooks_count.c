/*
 * Counting augmentation hook calls (per-instantiation hooks,
 * RB_GENERATE_AUGMENT_STATIC and RB_GENERATE_CACHED_AUGMENT_STATIC),
 * where the variant matrix (vdriver.c) cannot: it checks every summary,
 * children before parents at every call, no node hooked twice in one
 * operation and the exact path of RB_UPDATE_AUGMENT_TREE.
 *
 * - A hook whose summary depends on the node alone reports "unchanged"
 *   above the node that changed: an insert or a remove then makes at most
 *   HOOK_BOUND calls whatever the size of the tree (measured at 10 and at
 *   100,000 nodes, plain and cached heads), and the mean does not grow.
 * - Two augmented trees with different summaries over the same elements
 *   in one file: each calls only its own hook.
 */
#include <criterion/criterion.h>

#include "vcommon.h"

#define HOOK_BOUND	8	/* calls per insert or remove */

struct hnode {
	RB_ENTRY(hnode) la;	/* htL, htLC: node-local hook */
	RB_ENTRY(hnode) sa;	/* htS: subtree size */
	long long key;
	long long loc;		/* node-local summary (htL, htLC) */
	size_t size;		/* subtree size (htS) */
};

static unsigned long hcalls_local, hcalls_sub;

static int
hcmp(const struct hnode *a, const struct hnode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

/* A summary of the node alone: changes only where the node changed. */
static int
hook_local(struct hnode *x)
{
	hcalls_local++;
	if (x->loc == x->key * 3)
		return 0;
	x->loc = x->key * 3;
	return 1;
}

static int
hook_sub(struct hnode *x)
{
	struct hnode *l = RB_LEFT(x, sa), *r = RB_RIGHT(x, sa);
	size_t s = 1 + (l != NULL ? l->size : 0) + (r != NULL ? r->size : 0);
	int changed = s != x->size;

	hcalls_sub++;
	x->size = s;
	return changed;
}

RB_HEAD(htL, hnode);
RB_HEAD_CACHED(htLC, hnode);
RB_HEAD(htS, hnode);
RB_GENERATE_AUGMENT_STATIC(htL, hnode, la, hcmp, hook_local)
RB_GENERATE_CACHED_AUGMENT_STATIC(htLC, hnode, la, hcmp, hook_local)
RB_GENERATE_AUGMENT_STATIC(htS, hnode, sa, hcmp, hook_sub)

struct hstats {
	unsigned long ops, calls;
	unsigned long max;
};

static void
hstats_add(struct hstats *s, unsigned long calls)
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
 * Hook calls per insert and per remove on a tree kept at `size`
 * elements.  Keys are distinct (an odd multiplier mod 2^40), so every
 * insert adds an element; each remove takes a random one.
 */
#define MEASURE(HEADT)							\
static void								\
measure_##HEADT(size_t size, unsigned long ops, struct hstats *ins,	\
    struct hstats *rem)							\
{									\
	struct HEADT head = RB_INITIALIZER(&head);			\
	size_t cap = size + ops, n = 0, i;				\
	struct hnode *pool = calloc(cap, sizeof(*pool)), **live;	\
	struct rng rng = { size };					\
	unsigned long k, c;						\
									\
	live = malloc(cap * sizeof(*live));				\
	cr_assert(pool != NULL && live != NULL, "out of memory");	\
	memset(ins, 0, sizeof(*ins));					\
	memset(rem, 0, sizeof(*rem));					\
	for (i = 0; i < cap; i++) {					\
		pool[i].key = (long long)((i * 0x9e3779b97f4bULL) &	\
		    ((1ULL << 40) - 1));				\
		pool[i].loc = -1;					\
	}								\
	for (i = 0; i < size; i++) {					\
		cr_assert(RB_INSERT(HEADT, &head, &pool[i]) == NULL);	\
		live[n++] = &pool[i];					\
	}								\
	for (k = 0; k < ops; k++) {					\
		c = hcalls_local;					\
		cr_assert(RB_INSERT(HEADT, &head, &pool[size + k]) == NULL); \
		hstats_add(ins, hcalls_local - c);			\
		live[n++] = &pool[size + k];				\
		i = (size_t)rng_below(&rng, n);				\
		c = hcalls_local;					\
		cr_assert(RB_REMOVE(HEADT, &head, live[i]) == live[i]);	\
		hstats_add(rem, hcalls_local - c);			\
		live[i] = live[--n];					\
	}								\
	free(live);							\
	free(pool);							\
}

MEASURE(htL)
MEASURE(htLC)

static void
bound_test(const char *kind, void (*measure)(size_t, unsigned long,
    struct hstats *, struct hstats *))
{
	struct hstats i10, r10, ibig, rbig;

	measure(10, 20000, &i10, &r10);
	measure(100000, 20000, &ibig, &rbig);
	fprintf(stderr, "hook calls (%s head, node-local hook): "
	    "insert mean %.2f max %lu at 10 nodes, mean %.2f max %lu at "
	    "100000; remove mean %.2f max %lu at 10, mean %.2f max %lu at "
	    "100000\n", kind, hmean(&i10), i10.max, hmean(&ibig), ibig.max,
	    hmean(&r10), r10.max, hmean(&rbig), rbig.max);
	cr_expect(i10.max <= HOOK_BOUND && ibig.max <= HOOK_BOUND,
	    "%s: insert makes up to %lu calls at 10 nodes, %lu at 100000 "
	    "(bound %d)", kind, i10.max, ibig.max, HOOK_BOUND);
	cr_expect(r10.max <= HOOK_BOUND && rbig.max <= HOOK_BOUND,
	    "%s: remove makes up to %lu calls at 10 nodes, %lu at 100000 "
	    "(bound %d)", kind, r10.max, rbig.max, HOOK_BOUND);
	/* The mean must not grow with the size either (no log n term). */
	cr_expect(hmean(&ibig) < hmean(&i10) + 1.0 &&
	    hmean(&rbig) < hmean(&r10) + 1.0,
	    "%s: mean calls grow with the size", kind);
}

Test(hook_count, bounded_plain, .timeout = 120)
{
	bound_test("plain", measure_htL);
}

Test(hook_count, bounded_cached, .timeout = 120)
{
	bound_test("cached", measure_htLC);
}

/* The size of the subtree at x; *bad counts wrong summaries in it. */
static size_t
hsize(struct hnode *x, int *bad)
{
	size_t s;

	if (x == NULL)
		return 0;
	s = 1 + hsize(RB_LEFT(x, sa), bad) + hsize(RB_RIGHT(x, sa), bad);
	*bad += s != x->size;
	return s;
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
	struct hnode *pool = calloc(N, sizeof(*pool)), *e;
	unsigned long local, sub;
	int bad = 0;
	unsigned i;

	cr_assert(pool != NULL, "out of memory");
	for (i = 0; i < N; i++) {
		pool[i].key = (long long)((i * 7919u) % N);
		pool[i].loc = -1;
		sub = hcalls_sub;
		cr_assert(RB_INSERT(htL, &tl, &pool[i]) == NULL);
		cr_assert(hcalls_sub == sub, "htL's insert called htS's hook");
		local = hcalls_local;
		cr_assert(RB_INSERT(htS, &ts, &pool[i]) == NULL);
		cr_assert(hcalls_local == local,
		    "htS's insert called htL's hook");
	}
	for (i = 0; i < N; i += 3) {
		sub = hcalls_sub;
		RB_REMOVE(htL, &tl, &pool[i]);
		cr_assert(hcalls_sub == sub, "htL's remove called htS's hook");
		local = hcalls_local;
		RB_REMOVE(htS, &ts, &pool[i]);
		cr_assert(hcalls_local == local,
		    "htS's remove called htL's hook");
	}
	cr_assert(RB_VALIDATE(htL, &tl) == NULL);
	cr_assert(RB_VALIDATE(htS, &ts) == NULL);
	cr_assert(hsize(RB_ROOT(&ts), &bad) == N - (N + 2) / 3 && bad == 0,
	    "%d subtree sizes are wrong", bad);
	RB_FOREACH(e, htL, &tl)
		cr_assert(e->loc == e->key * 3);
	free(pool);
}
