/*
 * RB_REPLACE on plain, cached and augmented trees: O(1) swap of an
 * element for another with an equal key.  It returns the old element,
 * the new one takes the old one's place (same neighbours, same parent,
 * same children, same shape), the cached leftmost follows when the old
 * element was the minimum, the count does not change, it calls no
 * comparator in the normal build, and on an augmented tree the new
 * element gets its position's summary (the hook runs on it and up).
 */
#include <criterion/criterion.h>
#include <limits.h>

#include "vcommon.h"

#include "tree.h"

struct pnode {
	RB_ENTRY(pnode) link;
	long key;
	long long val, smax;
	size_t size;
};

static unsigned long pcmp_calls, paug_calls;

static int
pcmp(const struct pnode *a, const struct pnode *b)
{
	pcmp_calls++;
	return a->key < b->key ? -1 : a->key > b->key;
}

static int
paug(struct pnode *x)
{
	struct pnode *l = RB_LEFT(x, link), *r = RB_RIGHT(x, link);
	long long m = x->val;
	size_t s = 1;
	int changed;

	paug_calls++;
	if (l != NULL) {
		s += l->size;
		m = l->smax > m ? l->smax : m;
	}
	if (r != NULL) {
		s += r->size;
		m = r->smax > m ? r->smax : m;
	}
	changed = s != x->size || m != x->smax;
	x->size = s;
	x->smax = m;
	return changed;
}

/* A max-only hook, for the adversarial case below. */
static int
paug_max(struct pnode *x)
{
	struct pnode *l = RB_LEFT(x, link), *r = RB_RIGHT(x, link);
	long long m = x->val;

	paug_calls++;
	if (l != NULL && l->smax > m)
		m = l->smax;
	if (r != NULL && r->smax > m)
		m = r->smax;
	if (m == x->smax)
		return 0;
	x->smax = m;
	return 1;
}

RB_HEAD(rplain, pnode);
RB_HEAD_CACHED(rcached, pnode);
RB_HEAD(raug, pnode);
RB_HEAD_CACHED(rcaug, pnode);
RB_GENERATE_STATIC(rplain, pnode, link, pcmp)
RB_GENERATE_CACHED_STATIC(rcached, pnode, link, pcmp)
RB_GENERATE_AUGMENT_STATIC(raug, pnode, link, pcmp, paug)
RB_GENERATE_CACHED_AUGMENT_STATIC(rcaug, pnode, link, pcmp, paug)
RB_HEAD(rmax, pnode);
RB_HEAD_CACHED(rcmax, pnode);
RB_GENERATE_AUGMENT_STATIC(rmax, pnode, link, pcmp, paug_max)
RB_GENERATE_CACHED_AUGMENT_STATIC(rcmax, pnode, link, pcmp, paug_max)

static long long
pmax_scratch(struct pnode *x, int *bad)
{
	long long m, c;

	if (x == NULL)
		return LLONG_MIN;
	m = x->val;
	if ((c = pmax_scratch(RB_LEFT(x, link), bad)) > m)
		m = c;
	if ((c = pmax_scratch(RB_RIGHT(x, link), bad)) > m)
		m = c;
	if (m != x->smax)
		(*bad)++;
	return m;
}

/*
 * The adversarial replacement: the new element arrives carrying exactly
 * the summary it will have in its new place (left over from an earlier
 * life), while the old element's summary was different.  The hook on
 * the new element then reports "unchanged", yet the ancestors hold
 * summaries built from the old element's: the walk must go on to the
 * parent anyway (the node took another's place).
 */
#define ADVERSARIAL_TEST(HEADT)						\
static void								\
adversarial_##HEADT(unsigned long long seed)				\
{									\
	enum { N = 200 };						\
	struct vctx ctx = { "adversarial replace " #HEADT, seed, -1,	\
	    "replace" };						\
	struct HEADT h = RB_INITIALIZER(&h);				\
	struct pnode *a = calloc(N, sizeof(*a)), *b = calloc(N, sizeof(*b)); \
	struct pnode *old, *nw, *t, *c;					\
	struct rng rng = { seed };					\
	long long m;							\
	int i, bad = 0, tried = 0;					\
									\
	cr_assert(a != NULL && b != NULL);				\
	for (i = 0; i < N; i++) {					\
		a[i].key = i;						\
		a[i].val = (long long)rng_below(&rng, 6);		\
		a[i].smax = LLONG_MIN;					\
		RB_INSERT(HEADT, &h, &a[i]);				\
	}								\
	for (i = 0; i < 4 * N; i++) {					\
		ctx.step = i;						\
		old = RB_FIND(HEADT, &h, &a[rng_below(&rng, N)]);	\
		nw = old >= a && old < a + N ? &b[old - a] : &a[old - b]; \
		nw->key = old->key;					\
		nw->val = (long long)rng_below(&rng, 6);		\
		/* Its summary in old's place, computed in advance. */	\
		m = nw->val;						\
		if ((c = RB_LEFT(old, link)) != NULL && c->smax > m)	\
			m = c->smax;					\
		if ((c = RB_RIGHT(old, link)) != NULL && c->smax > m)	\
			m = c->smax;					\
		nw->smax = m;						\
		tried += m != old->smax;				\
		t = RB_REPLACE(HEADT, &h, old, nw);			\
		VCHECK(&ctx, t == old, "RB_REPLACE returned %p", (void *)t); \
		pmax_scratch(RB_ROOT(&h), &bad);			\
		VCHECK(&ctx, bad == 0, "%d summaries wrong after replacing " \
		    "key %ld (old summary %lld, new %lld)", bad, old->key, \
		    old->smax, nw->smax);				\
	}								\
	cr_assert(tried > N / 4, "the adversarial case came up %d times", \
	    tried);							\
	cr_assert(RB_VALIDATE(HEADT, &h) == NULL);			\
	free(a);							\
	free(b);							\
}

ADVERSARIAL_TEST(rmax)
ADVERSARIAL_TEST(rcmax)

Test(replace, adversarial_stale_summary_plain)
{
	adversarial_rmax(1);
}

Test(replace, adversarial_stale_summary_cached)
{
	adversarial_rcmax(2);
}

static int
pall_ok(struct pnode *x, size_t *sizep, long long *maxp)
{
	size_t ls, rs;
	long long lm, rm;
	int ok;

	if (x == NULL) {
		*sizep = 0;
		*maxp = LLONG_MIN;
		return 1;
	}
	ok = pall_ok(RB_LEFT(x, link), &ls, &lm) &
	    pall_ok(RB_RIGHT(x, link), &rs, &rm);
	*sizep = 1 + ls + rs;
	*maxp = x->val;
	if (lm > *maxp)
		*maxp = lm;
	if (rm > *maxp)
		*maxp = rm;
	return ok && x->size == *sizep && x->smax == *maxp;
}

/*
 * Replace every element of a tree of n elements, in a random order, by a
 * copy with the same key and another val; check everything after each.
 */
#define REPLACE_TEST(HEADT, CACHED, AUG)					\
static void								\
replace_##HEADT(size_t n, unsigned long long seed)			\
{									\
	struct vctx ctx = { "replace " #HEADT, seed, -1, "replace" };	\
	struct HEADT h = RB_INITIALIZER(&h);				\
	struct pnode *a = calloc(n, sizeof(*a));			\
	struct pnode *b = calloc(n, sizeof(*b));			\
	struct pnode *old, *nw, *parent, *left, *right, *prev, *next;	\
	struct pnode *min;						\
	size_t *order = malloc(n * sizeof(*order)), i, j, s;		\
	struct rng rng = { seed };					\
	long long m;							\
	int was_root, was_left;						\
									\
	cr_assert(a != NULL && b != NULL && order != NULL);		\
	for (i = 0; i < n; i++) {					\
		a[i].key = (long)((i * 7919) % n) * 2;			\
		a[i].val = (long long)rng_below(&rng, 1000);		\
		cr_assert(RB_INSERT(HEADT, &h, &a[i]) == NULL);		\
		order[i] = i;						\
	}								\
	for (i = n; i > 1; i--) {					\
		j = (size_t)rng_below(&rng, i);			\
		s = order[i - 1];					\
		order[i - 1] = order[j];				\
		order[j] = s;						\
	}								\
	for (i = 0; i < n; i++) {					\
		ctx.step = (long)i;					\
		old = &a[order[i]];					\
		nw = &b[order[i]];					\
		nw->key = old->key;					\
		/* Big or small: the summary up the path may change. */	\
		nw->val = (long long)rng_below(&rng, 2) ?		\
		    (long long)rng_below(&rng, 100000) : -1;		\
		nw->size = 77777;					\
		nw->smax = LLONG_MIN;					\
		memset(&nw->link, 0x5a, sizeof(nw->link));		\
		parent = RB_PARENT(old, link);				\
		left = RB_LEFT(old, link);				\
		right = RB_RIGHT(old, link);				\
		was_root = RB_ROOT(&h) == old;				\
		was_left = parent != NULL && RB_LEFT(parent, link) == old; \
		prev = RB_PREV(HEADT, &h, old);				\
		next = RB_NEXT(HEADT, &h, old);				\
		min = RB_MIN(HEADT, &h);				\
		pcmp_calls = 0;						\
		paug_calls = 0;						\
		VCHECK(&ctx, RB_REPLACE(HEADT, &h, old, nw) == old,	\
		    "RB_REPLACE did not return the old element");	\
		VCHECK(&ctx, pcmp_calls == 0, "RB_REPLACE compared %lu "	\
		    "times", pcmp_calls);				\
		VCHECK(&ctx, RB_PARENT(nw, link) == parent &&		\
		    RB_LEFT(nw, link) == left && RB_RIGHT(nw, link) == right, \
		    "the new element is not in the old one's place");	\
		VCHECK(&ctx, was_root ? RB_ROOT(&h) == nw :		\
		    (was_left ? RB_LEFT(parent, link) :			\
		    RB_RIGHT(parent, link)) == nw,			\
		    "the parent does not point to the new element");	\
		VCHECK(&ctx, (left == NULL ||				\
		    RB_PARENT(left, link) == nw) && (right == NULL ||	\
		    RB_PARENT(right, link) == nw),			\
		    "the children do not point to the new element");	\
		VCHECK(&ctx, RB_PREV(HEADT, &h, nw) == prev &&		\
		    RB_NEXT(HEADT, &h, nw) == next, "neighbours changed");	\
		VCHECK(&ctx, RB_FIND(HEADT, &h, old) == nw,		\
		    "RB_FIND does not find the new element");		\
		VCHECK(&ctx, RB_MIN(HEADT, &h) == (min == old ? nw : min), \
		    "RB_MIN did not follow the replacement");		\
		if (CACHED)						\
			VCHECK(&ctx, RB_VALIDATE(HEADT, &h) == NULL,	\
			    "RB_VALIDATE: %s", RB_VALIDATE(HEADT, &h));	\
		if (AUG) {						\
			VCHECK(&ctx, paug_calls >= 1,			\
			    "the hook did not run on the new element");	\
			VCHECK(&ctx, pall_ok(RB_ROOT(&h), &s, &m),	\
			    "a summary is wrong after RB_REPLACE");	\
			VCHECK(&ctx, s == n, "size %zu", s);		\
		} else {						\
			VCHECK(&ctx, paug_calls == 0,			\
			    "a tree without a hook called one");	\
		}							\
	}								\
	ctx.op = "end";							\
	VCHECK(&ctx, RB_VALIDATE(HEADT, &h) == NULL, "RB_VALIDATE: %s",	\
	    RB_VALIDATE(HEADT, &h));					\
	i = 0;								\
	RB_FOREACH(nw, HEADT, &h) {					\
		VCHECK(&ctx, nw >= b && nw < b + n,			\
		    "an old element is still in the tree");		\
		i++;							\
	}								\
	VCHECK(&ctx, i == n, "%zu elements after replacing %zu", i, n);	\
	free(a);							\
	free(b);							\
	free(order);							\
}

REPLACE_TEST(rplain, 0, 0)
REPLACE_TEST(rcached, 1, 0)
REPLACE_TEST(raug, 0, 1)
REPLACE_TEST(rcaug, 1, 1)

static const size_t sizes[] = { 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 100, 1000 };

Test(replace, plain)
{
	size_t i;

	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		replace_rplain(sizes[i], i + 1);
}

Test(replace, cached)
{
	size_t i;

	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		replace_rcached(sizes[i], i + 1);
}

Test(replace, augmented_plain)
{
	size_t i;

	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		replace_raug(sizes[i], i + 1);
}

Test(replace, augmented_cached)
{
	size_t i;

	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		replace_rcaug(sizes[i], i + 1);
}

/* The cached leftmost and count across replacements of the minimum. */
Test(replace, cached_min_and_count)
{
	struct rcached h = RB_INITIALIZER(&h);
	struct pnode n[10], c[10];
	int i;

	for (i = 0; i < 10; i++) {
		n[i].key = i;
		RB_INSERT(rcached, &h, &n[i]);
	}
	for (i = 0; i < 10; i++) {
		c[i] = n[i];
		cr_assert(RB_REPLACE(rcached, &h, &n[i], &c[i]) == &n[i]);
		cr_assert(RB_MIN(rcached, &h) == &c[0]);
		cr_assert(RB_MIN_LOCKLESS(rcached, &h) == &c[0]);
		cr_assert(RB_COUNT(rcached, &h) == 10);
		/* Remove the min and put it back: min follows. */
		RB_REMOVE(rcached, &h, &c[0]);
		cr_assert(RB_MIN(rcached, &h) == (i >= 1 ? &c[1] : &n[1]));
		RB_INSERT(rcached, &h, &c[0]);
		cr_assert(RB_MIN(rcached, &h) == &c[0]);
	}
	cr_assert(RB_VALIDATE(rcached, &h) == NULL);
}
