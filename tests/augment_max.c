/*
 * A subtree-maximum augmentation through RB_AUGMENT_CHECK (returns nonzero
 * only if the summary changed, so walks may stop early), and
 * RB_UPDATE_AUGMENT after changing a value that is not the key.
 */
#include <limits.h>
#include <stddef.h>

struct mnode;
static int max_augment_check(struct mnode *);
#define RB_AUGMENT_CHECK(x)	max_augment_check(x)

#include "tree.h"

#include "augment_runs.h"
#include "check.h"

struct mnode {
	int key;
	int val;		/* not the key */
	int maxval;		/* largest val in the subtree */
	RB_ENTRY(mnode) link;
};

static long aug_calls;

static int
max_augment_check(struct mnode *x)
{
	struct mnode *c;
	int m = x->val;

	aug_calls++;
	if ((c = RB_LEFT(x, link)) != NULL && c->maxval > m)
		m = c->maxval;
	if ((c = RB_RIGHT(x, link)) != NULL && c->maxval > m)
		m = c->maxval;
	if (m == x->maxval)
		return 0;
	x->maxval = m;
	return 1;
}

static int
mnode_cmp(struct mnode *a, struct mnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(mtree, mnode);
RB_GENERATE_STATIC(mtree, mnode, link, mnode_cmp)

/* Every stored maximum is right; returns the subtree's maximum. */
static int
check_max(const struct tctx *c, const struct mnode *x)
{
	int m, l, r;

	if (x == NULL)
		return INT_MIN;
	l = check_max(c, RB_LEFT(x, link));
	r = check_max(c, RB_RIGHT(x, link));
	m = x->val;
	if (l > m)
		m = l;
	if (r > m)
		m = r;
	TCHECK(c, x->maxval == m, "the element with key %d has maxval %d, "
	    "its subtree's maximum is %d", x->key, x->maxval, m);
	return m;
}

#define MAX_POOL	2048

void
augment_run_check(unsigned long long seed, long ops)
{
	struct mtree head = RB_INITIALIZER(&head);
	struct mnode *el, *e, *got;
	struct model m;
	struct pool pool;
	struct rng rng;
	struct tctx ctx, *c = &ctx;
	size_t target = 0, i, slot;
	long step;
	long long k;
	unsigned r;

	ctx.inst = "max augmentation (RB_AUGMENT_CHECK)";
	ctx.seed = seed;
	ctx.step = -1;
	ctx.op = "setup";
	rng_seed(&rng, seed);
	el = tt_keep(calloc(MAX_POOL, sizeof(*el)));
	model_init(&m, MAX_POOL);
	pool_init(&pool, MAX_POOL);
	TCHECK(c, el != NULL && m.v != NULL && pool.free != NULL,
	    "out of memory");
	for (step = 0; step < ops; step++) {
		ctx.step = step;
		if (step % 2048 == 0)
			target = (size_t)rng_range(&rng, 0, 1000);
		r = (unsigned)rng_below(&rng, 100);
		if (m.n == 0 && !(m.n < target && pool.nfree > 0))
			continue;	/* empty, and should stay empty */
		if (m.n == 0)
			r = 0;
		if (r < 40 && m.n < target && pool.nfree > 0) {
			ctx.op = "insert";
			slot = pool_get(&pool);
			e = &el[slot];
			k = (long long)rng_below(&rng, 2 * (uint64_t)target + 16);
			e->key = (int)k;
			e->val = (int)rng_below(&rng, 1000000);
			e->maxval = INT_MIN;	/* stale: the hook must run */
			got = RB_INSERT(mtree, &head, e);
			TCHECK(c, got == model_get(&m, k), "insert");
			if (got == NULL)
				TCHECK(c, model_insert(&m, k, e), "full");
			else
				pool_put(&pool, slot);
		} else if (r < 70) {
			ctx.op = "remove";
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			TCHECK(c, RB_REMOVE(mtree, &head, e) == e, "remove");
			model_remove_at(&m, i);
			pool_put(&pool, (size_t)(e - el));
		} else if (r < 80) {
			ctx.op = "reinsert";
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			k = (long long)rng_below(&rng, 2 * (uint64_t)target + 16);
			if (model_find(&m, k) >= 0)
				continue;
			e->key = (int)k;
			TCHECK(c, RB_REINSERT(mtree, &head, e) == NULL,
			    "reinsert");
			model_remove_at(&m, i);
			TCHECK(c, model_insert(&m, k, e), "full");
		} else {
			/* A new value, then RB_UPDATE_AUGMENT. */
			ctx.op = "update_augment";
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			e->val = (int)rng_below(&rng, 1000000);
			RB_UPDATE_AUGMENT(e, link);
		}
		if (m.n < 64 || step % 64 == 0)
			(void)check_max(c, RB_ROOT(&head));
	}
	ctx.op = "final check";
	(void)check_max(c, RB_ROOT(&head));
	TCHECK(c, RB_VALIDATE(mtree, &head) == NULL, "RB_VALIDATE");
	pool_free(&pool);
	model_free(&m);
	free(el);
}

/* RB_UPDATE_AUGMENT walks up only while the check reports a change. */
void augment_early_stop(void);

void
augment_early_stop(void)
{
	struct mtree head = RB_INITIALIZER(&head);
	struct mnode v[100], *x, *deep = NULL;
	struct tctx ctx = { "RB_UPDATE_AUGMENT early stop", 0, -1, "setup" };
	int i, depth, maxdepth = -1;

	for (i = 0; i < 100; i++) {
		v[i].key = (i * 37) % 100;
		v[i].val = v[i].key;
		v[i].maxval = INT_MIN;
		cr_assert(RB_INSERT(mtree, &head, &v[i]) == NULL);
	}
	(void)check_max(&ctx, RB_ROOT(&head));
	cr_assert(RB_ROOT(&head)->maxval == 99);
	/* The deepest element. */
	for (i = 0; i < 100; i++) {
		depth = 0;
		for (x = &v[i]; RB_PARENT(x, link) != NULL; x = RB_PARENT(x, link))
			depth++;
		if (depth > maxdepth) {
			maxdepth = depth;
			deep = &v[i];
		}
	}
	/* A new overall maximum: every ancestor changes. */
	deep->val = 1000;
	aug_calls = 0;
	RB_UPDATE_AUGMENT(deep, link);
	cr_assert(aug_calls == maxdepth + 1, "a new maximum at depth %d took "
	    "%ld hook calls, expected %d", maxdepth, aug_calls, maxdepth + 1);
	cr_assert(RB_ROOT(&head)->maxval == 1000);
	(void)check_max(&ctx, RB_ROOT(&head));
	/* The same value again: nothing changes, one call. */
	aug_calls = 0;
	RB_UPDATE_AUGMENT(deep, link);
	cr_assert(aug_calls == 1, "an unchanged summary took %ld hook calls",
	    aug_calls);
	/* Removing the maximum brings the old one back at the root. */
	cr_assert(RB_REMOVE(mtree, &head, deep) == deep);
	(void)check_max(&ctx, RB_ROOT(&head));
	cr_assert(RB_ROOT(&head)->maxval == (deep->key == 99 ? 98 : 99));
}
