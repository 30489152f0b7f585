/*
 * The global FreeBSD hook RB_AUGMENT_CHECK (the subtree maximum of val),
 * defined before the #include (the FreeBSD way), on a plain and a cached
 * tree; and FreeBSD's RB_UPDATE_AUGMENT(elm, field) after an in-place
 * change: the hook runs from elm up to the first node that reports no
 * change (or the root), exactly those calls, in order.  (The random
 * programs of the global hook are the variant matrix's, tests/variants.)
 */
#include <criterion/criterion.h>
#include <limits.h>

#include "augment_runs.h"
#include "check.h"

struct gnode;
static int gaug(struct gnode *x);
#define RB_AUGMENT_CHECK(x)	gaug(x)

#include "tree.h"

struct gnode {
	RB_ENTRY(gnode) link;
	long long key, val, smax;
};

static unsigned glog_n;
static struct gnode *glog[128];

/* Subtree maximum of val; nonzero iff it changed. */
static int
gaug(struct gnode *x)
{
	long long m = x->val;
	struct gnode *c;

	if (glog_n < 128)
		glog[glog_n] = x;
	glog_n++;
	if ((c = RB_LEFT(x, link)) != NULL && c->smax > m)
		m = c->smax;
	if ((c = RB_RIGHT(x, link)) != NULL && c->smax > m)
		m = c->smax;
	if (m == x->smax)
		return 0;
	x->smax = m;
	return 1;
}

static int
gcmp(const struct gnode *a, const struct gnode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

RB_HEAD(gplain, gnode);
RB_HEAD_CACHED(gcached, gnode);
RB_GENERATE_STATIC(gplain, gnode, link, gcmp)
RB_GENERATE_CACHED_STATIC(gcached, gnode, link, gcmp)

static long long
gscratch(struct gnode *x, int *bad)
{
	long long m, c;

	if (x == NULL)
		return LLONG_MIN;
	m = x->val;
	if ((c = gscratch(RB_LEFT(x, link), bad)) > m)
		m = c;
	if ((c = gscratch(RB_RIGHT(x, link), bad)) > m)
		m = c;
	if (m != x->smax)
		(*bad)++;
	return m;
}

#define GTEST(HEADT)							\
static void								\
gtest_##HEADT(void)							\
{									\
	enum { N = 500 };						\
	struct tctx ctx = { "global hook " #HEADT, 3, -1, "-" };	\
	struct HEADT head = RB_INITIALIZER(&head);			\
	struct gnode *pool = calloc(N, sizeof(*pool)), *e, *path[64];	\
	long long before[64];						\
	struct rng rng = { 3 };					\
	unsigned i, len, run, expect;					\
	int bad = 0;							\
	long step;							\
									\
	cr_assert(pool != NULL);					\
	for (i = 0; i < N; i++) {					\
		pool[i].key = (long long)((i * 7919u) % N);		\
		pool[i].val = (long long)rng_below(&rng, 1000000);	\
		pool[i].smax = LLONG_MIN;				\
		glog_n = 0;						\
		cr_assert(RB_INSERT(HEADT, &head, &pool[i]) == NULL);	\
		cr_assert(glog_n >= 2 || i == 0,			\
		    "the global hook was not called on insert");	\
	}								\
	gscratch(RB_ROOT(&head), &bad);					\
	cr_assert(bad == 0, "%d summaries wrong after the inserts", bad);	\
	for (step = 0; step < 4000; step++) {				\
		ctx.step = step;					\
		e = &pool[rng_below(&rng, N)];				\
		for (len = 0, path[0] = e; path[len] != NULL; len++) {	\
			before[len] = path[len]->smax;			\
			path[len + 1] = RB_PARENT(path[len], link);	\
		}							\
		if (rng_below(&rng, 2))				\
			e->val = (long long)rng_below(&rng, 2000000);	\
		else							\
			e->val = (long long)rng_below(&rng, 1000);	\
		glog_n = 0;						\
		RB_UPDATE_AUGMENT(e, link);				\
		for (run = 0; run < len && path[run]->smax != before[run]; \
		    run++)						\
			;						\
		expect = run + 1 < len ? run + 1 : len;			\
		TCHECK(&ctx, glog_n == expect, "RB_UPDATE_AUGMENT made %u " \
		    "calls, expected %u", glog_n, expect);		\
		for (i = 0; i < expect && i < glog_n; i++)		\
			TCHECK(&ctx, glog[i] == path[i],		\
			    "call %u is not on the path up", i);	\
		gscratch(RB_ROOT(&head), &bad);				\
		TCHECK(&ctx, bad == 0, "summaries wrong after update");	\
		/* And some removals and reinsertions. */		\
		if (step % 4 == 0) {					\
			RB_REMOVE(HEADT, &head, e);			\
			e->smax = LLONG_MIN;				\
			cr_assert(RB_INSERT(HEADT, &head, e) == NULL);	\
			gscratch(RB_ROOT(&head), &bad);			\
			TCHECK(&ctx, bad == 0, "summaries wrong after "	\
			    "remove + insert");				\
		}							\
	}								\
	cr_assert(RB_VALIDATE(HEADT, &head) == NULL);			\
	free(pool);							\
}

GTEST(gplain)
GTEST(gcached)

void
augment_global_plain(void)
{
	gtest_gplain();
}

void
augment_global_cached(void)
{
	gtest_gcached();
}

/* A new maximum deep down, then the same value again, then its removal. */
void
augment_early_stop(void)
{
	struct gplain head = RB_INITIALIZER(&head);
	struct gnode v[100], *x, *deep = NULL;
	int i, depth, maxdepth = -1, bad = 0;

	for (i = 0; i < 100; i++) {
		v[i].key = (i * 37) % 100;
		v[i].val = v[i].key;
		v[i].smax = LLONG_MIN;
		cr_assert(RB_INSERT(gplain, &head, &v[i]) == NULL);
	}
	cr_assert(RB_ROOT(&head)->smax == 99);
	for (i = 0; i < 100; i++) {	/* the deepest element */
		depth = 0;
		for (x = &v[i]; RB_PARENT(x, link) != NULL;
		    x = RB_PARENT(x, link))
			depth++;
		if (depth > maxdepth) {
			maxdepth = depth;
			deep = &v[i];
		}
	}
	/* A new overall maximum: every ancestor changes. */
	deep->val = 1000;
	glog_n = 0;
	RB_UPDATE_AUGMENT(deep, link);
	cr_assert(glog_n == (unsigned)maxdepth + 1, "a new maximum at depth "
	    "%d took %u hook calls, expected %d", maxdepth, glog_n,
	    maxdepth + 1);
	cr_assert(RB_ROOT(&head)->smax == 1000);
	/* The same value again: nothing changes, one call. */
	glog_n = 0;
	RB_UPDATE_AUGMENT(deep, link);
	cr_assert(glog_n == 1, "an unchanged summary took %u hook calls",
	    glog_n);
	/* Removing the maximum brings the old one back at the root. */
	cr_assert(RB_REMOVE(gplain, &head, deep) == deep);
	gscratch(RB_ROOT(&head), &bad);
	cr_assert(bad == 0, "%d summaries wrong after the removal", bad);
	cr_assert(RB_ROOT(&head)->smax == (deep->key == 99 ? 98 : 99));
}
