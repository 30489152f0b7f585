/*
 * The global FreeBSD hook RB_AUGMENT_CHECK (the subtree maximum of val),
 * defined before the #include (the FreeBSD way), on a plain and a cached
 * tree, on the test engine; and FreeBSD's RB_UPDATE_AUGMENT(elm, field)
 * after an in-place change: the hook runs from elm up to the first node
 * that reports no change (or the root), exactly those calls, in order.
 * The engine checks every summary, the hook calls per operation and at
 * most depth + 1 calls per update (the random programs of the global
 * hook on every kind of head are also the variant matrix's,
 * tests/variants); at each of its full checks gcheck makes exact updates.
 */
#include <criterion/criterion.h>
#include <limits.h>

#define ENG_UPDATE_FREEBSD(e, field)	RB_UPDATE_AUGMENT(e, field)
#include "augment_runs.h"
#include "eng_test.h"

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

/* The subtree maximum of val below and at x, from its children's. */
static long long
gmax(const struct gnode *x)
{
	long long m = x->val;
	const struct gnode *c;

	if ((c = RB_LEFT(x, link)) != NULL && c->smax > m)
		m = c->smax;
	if ((c = RB_RIGHT(x, link)) != NULL && c->smax > m)
		m = c->smax;
	return m;
}

/* The hook: nonzero iff the summary changed. */
static int
gaug(struct gnode *x)
{
	long long m = gmax(x);

	eng_hooked(x);
	if (glog_n < 128)
		glog[glog_n] = x;
	glog_n++;
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

static void
gpayload(void *e, long long v, int fresh)
{
	struct gnode *x = e;

	x->val = v;
	if (fresh)
		x->smax = LLONG_MIN;	/* any value will do (tree.3) */
}

static const char *
gaugcheck(void *e)
{
	struct gnode *x = e;

	return x->smax == gmax(x) ? NULL : "the subtree maximum is stale";
}

/*
 * RB_UPDATE_AUGMENT on a few random elements, with a new overall
 * maximum or a small value: exactly the calls up to and including the
 * first unchanged summary, on the path up, in order.
 */
static void
gcheck(struct eng_run *r)
{
	struct gnode *e, *path[130];
	long long before[130];
	unsigned k, len, run, expect, i;

	r->op = "RB_UPDATE_AUGMENT at a full check";
	for (k = 0; k < 8 && r->n > 0; k++) {
		e = r->v[rng_below(&r->rng, r->n)].elm;
		for (len = 0, path[0] = e; path[len] != NULL; len++) {
			before[len] = path[len]->smax;
			path[len + 1] = RB_PARENT(path[len], link);
		}
		e->val = (long long)rng_below(&r->rng, rng_below(&r->rng, 2) ?
		    2000000 : 1000);
		glog_n = 0;
		RB_UPDATE_AUGMENT(e, link);
		for (run = 0; run < len && path[run]->smax != before[run];
		    run++)
			;
		expect = run + 1 < len ? run + 1 : len;
		ENG_REQUIRE(r, glog_n == expect, "RB_UPDATE_AUGMENT made %u "
		    "calls, expected %u", glog_n, expect);
		for (i = 0; i < expect; i++)
			ENG_REQUIRE(r, glog[i] == path[i], "RB_UPDATE_AUGMENT: "
			    "call %u is not on the path up", i);
	}
}

ENG_RB(gplain, struct gnode, link, ENG_SETKEY_LL, ENG_KEY_LL)
ENG_RB_FULL(gplain, struct gnode, link)
ENG_RB(gcached, struct gnode, link, ENG_SETKEY_LL, ENG_KEY_LL)
ENG_RB_FULL(gcached, struct gnode, link)
ENG_RB_CACHED(gcached)
#define GLOBAL_OPS	.hook = ENG_GLOBAL_HOOK, .payload = gpayload,	\
	.augcheck = gaugcheck, .check = gcheck
const struct eng_tree augment_global_plain = {
    .name = "global RB_AUGMENT_CHECK, plain head",
    ENG_RB_OPS(gplain, struct gnode), ENG_RB_FULL_OPS(gplain), GLOBAL_OPS };
const struct eng_tree augment_global_cached = {
    .name = "global RB_AUGMENT_CHECK, cached head",
    ENG_RB_OPS(gcached, struct gnode), ENG_RB_FULL_OPS(gcached),
    ENG_RB_CACHED_OPS(gcached), GLOBAL_OPS };

/* A new maximum deep down, then the same value again, then its removal. */
void
augment_early_stop(void)
{
	struct gplain head = RB_INITIALIZER(&head);
	struct gnode v[100], *x, *deep = NULL;
	int i, depth, maxdepth = -1;

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
	cr_assert(RB_ROOT(&head)->smax == (deep->key == 99 ? 98 : 99));
}
