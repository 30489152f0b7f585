/*
 * A subtree-size augmentation through FreeBSD's RB_AUGMENT hook, and a
 * seeded random program that checks every size after the operations that
 * change the tree (and uses the sizes to select the k-th element, compared
 * with the model).  Included by augment_early.c (hook defined before
 * tree.h) and augment_late.c (hook defined after tree.h, with #undef);
 * the includer defines RB_AUGMENT(x) as size_augment(x) and AUG_RUN, the
 * name of the function to define:
 *     void AUG_RUN(unsigned long long seed, long ops)
 */
#include "check.h"

struct znode {
	int key;
	size_t size;		/* elements in the subtree rooted here */
	RB_ENTRY(znode) link;
};

static int
znode_cmp(struct znode *a, struct znode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

static size_t
zsize(const struct znode *x)
{
	return x != NULL ? x->size : 0;
}

static void
size_augment(struct znode *x)
{
	x->size = 1 + zsize(RB_LEFT(x, link)) + zsize(RB_RIGHT(x, link));
}

RB_HEAD(ztree, znode);
RB_GENERATE_STATIC(ztree, znode, link, znode_cmp)

#define CHK_FUNC	check_ztree
#define CHK_NAME	ztree
#define CHK_TYPE	struct znode
#define CHK_HEAD	struct ztree
#define CHK_FIELD	link
#define CHK_KEY(e)	((long long)(e)->key)
#define CHK_HAS_PREV
#define CHK_HAS_VALIDATE
#include "rb_check.h"

/* Every stored size equals the recomputed one; returns the subtree size. */
static size_t
check_sizes(const struct tctx *c, const struct znode *x)
{
	size_t l, r;

	if (x == NULL)
		return 0;
	l = check_sizes(c, RB_LEFT(x, link));
	r = check_sizes(c, RB_RIGHT(x, link));
	TCHECK(c, x->size == 1 + l + r, "the element with key %d has size "
	    "%zu, its subtree has %zu elements", x->key, x->size, 1 + l + r);
	return 1 + l + r;
}

/* The k-th smallest element (0-based), found through the sizes. */
static struct znode *
zselect(struct ztree *h, size_t k)
{
	struct znode *x = RB_ROOT(h);

	while (x != NULL) {
		size_t l = zsize(RB_LEFT(x, link));
		if (k < l)
			x = RB_LEFT(x, link);
		else if (k == l)
			return x;
		else {
			k -= l + 1;
			x = RB_RIGHT(x, link);
		}
	}
	return NULL;
}

#define AUG_POOL	4096

void
AUG_RUN(unsigned long long seed, long ops)
{
	struct ztree head = RB_INITIALIZER(&head);
	struct znode *el, *e, *got;
	struct model m;
	struct pool pool;
	struct rng rng;
	struct tctx ctx, *c = &ctx;
	size_t target = 0, i, slot;
	long step;
	long long k, lo, hi;
	unsigned r;

	ctx.inst = "size augmentation";
	ctx.seed = seed;
	ctx.step = -1;
	ctx.op = "setup";
	rng_seed(&rng, seed);
	el = tt_keep(calloc(AUG_POOL, sizeof(*el)));
	model_init(&m, AUG_POOL);
	pool_init(&pool, AUG_POOL);
	TCHECK(c, el != NULL && m.v != NULL && pool.free != NULL,
	    "out of memory");
	for (step = 0; step < ops; step++) {
		ctx.step = step;
		if (step % 2048 == 0)
			target = (size_t)rng_range(&rng, 0, 3) *
			    (size_t)rng_range(&rng, 0, 1000);
		r = (unsigned)rng_below(&rng, 100);
		if (m.n == 0 && !(m.n < target && pool.nfree > 0))
			continue;	/* empty, and should stay empty */
		if (m.n == 0)
			r = 0;
		if (r < 50 && m.n < target && pool.nfree > 0) {
			slot = pool_get(&pool);
			e = &el[slot];
			if (r < 30 || m.n == 0) {
				ctx.op = "insert";
				k = (long long)rng_below(&rng,
				    2 * (uint64_t)target + 16) * 64;
				e->key = (int)k;
				got = RB_INSERT(ztree, &head, e);
				TCHECK(c, got == model_get(&m, k), "insert");
				if (got == NULL)
					TCHECK(c, model_insert(&m, k, e), "full");
				else
					pool_put(&pool, slot);
			} else {
				/* Positional, after or before an element. */
				i = (size_t)rng_below(&rng, m.n);
				if (r < 40) {
					ctx.op = "insert_next";
					lo = m.v[i].key;
					hi = i + 1 < m.n ? m.v[i + 1].key :
					    lo + 128;
				} else {
					ctx.op = "insert_prev";
					hi = m.v[i].key;
					lo = i > 0 ? m.v[i - 1].key : hi - 128;
				}
				if (hi - lo < 2) {
					pool_put(&pool, slot);
					continue;
				}
				k = rng_range(&rng, lo + 1, hi - 1);
				e->key = (int)k;
				if (r < 40)
					got = RB_INSERT_NEXT(ztree, &head,
					    (struct znode *)m.v[i].elm, e);
				else
					got = RB_INSERT_PREV(ztree, &head,
					    (struct znode *)m.v[i].elm, e);
				TCHECK(c, got == NULL, "positional insert");
				TCHECK(c, model_insert(&m, k, e), "full");
			}
		} else if (r < 80) {
			ctx.op = "remove";
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			TCHECK(c, RB_REMOVE(ztree, &head, e) == e, "remove");
			model_remove_at(&m, i);
			pool_put(&pool, (size_t)(e - el));
		} else {
			/* Reinsert under a new random key (absent from the
			 * tree, so it stays in the tree). */
			ctx.op = "reinsert";
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			k = rng_range(&rng, 0, (2 * (long long)target + 16) * 64);
			if (model_find(&m, k) >= 0)
				continue;
			e->key = (int)k;
			TCHECK(c, RB_REINSERT(ztree, &head, e) == NULL,
			    "reinsert");
			model_remove_at(&m, i);
			TCHECK(c, model_insert(&m, k, e), "full");
		}
		/* Sizes: all of them while small, else now and then; the
		 * root's size and one selection every time. */
		TCHECK(c, zsize(RB_ROOT(&head)) == m.n, "the root's size is "
		    "%zu, the tree has %zu elements", zsize(RB_ROOT(&head)),
		    m.n);
		if (m.n > 0) {
			i = (size_t)rng_below(&rng, m.n);
			got = zselect(&head, i);
			TCHECK(c, got == m.v[i].elm, "select(%zu) found key %d, "
			    "expected %lld", i, got ? got->key : -1,
			    m.v[i].key);
		}
		if (m.n < 64 || step % 64 == 0) {
			(void)check_sizes(c, RB_ROOT(&head));
			if (step % 512 == 0)
				(void)check_ztree(c, &head, &m);
		}
	}
	ctx.op = "final check";
	(void)check_sizes(c, RB_ROOT(&head));
	(void)check_ztree(c, &head, &m);
	pool_free(&pool);
	model_free(&m);
	free(el);
}
