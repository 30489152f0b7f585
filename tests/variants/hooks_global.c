/*
 * The global FreeBSD hook RB_AUGMENT_CHECK, defined before the #include
 * (the FreeBSD way), on a plain and a cached tree; and FreeBSD's
 * RB_UPDATE_AUGMENT(elm, field) after an in-place change: the hook runs
 * from elm up to the first node that reports no change (or the root),
 * exactly those calls, in order.
 */
#include <criterion/criterion.h>
#include <limits.h>

#include "vcommon.h"

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
	struct vctx ctx = { "global hook " #HEADT, 3, -1, "-" };	\
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
		VCHECK(&ctx, glog_n == expect, "RB_UPDATE_AUGMENT made %u " \
		    "calls, expected %u", glog_n, expect);		\
		for (i = 0; i < expect && i < glog_n; i++)		\
			VCHECK(&ctx, glog[i] == path[i],		\
			    "call %u is not on the path up", i);	\
		gscratch(RB_ROOT(&head), &bad);				\
		VCHECK(&ctx, bad == 0, "summaries wrong after update");	\
		/* And some removals and reinsertions. */		\
		if (step % 4 == 0) {					\
			RB_REMOVE(HEADT, &head, e);			\
			e->smax = LLONG_MIN;				\
			cr_assert(RB_INSERT(HEADT, &head, e) == NULL);	\
			gscratch(RB_ROOT(&head), &bad);			\
			VCHECK(&ctx, bad == 0, "summaries wrong after "	\
			    "remove + insert");				\
		}							\
	}								\
	cr_assert(RB_VALIDATE(HEADT, &head) == NULL);			\
	free(pool);							\
}

GTEST(gplain)
GTEST(gcached)

Test(global_hook, check_form_plain)
{
	gtest_gplain();
}

Test(global_hook, check_form_cached)
{
	gtest_gcached();
}
