/*
 * The differential driver: a seeded random program of tree operations,
 * every result compared with a sorted-array model (model.h), and a full
 * structural check every DRV_CHECK_EVERY steps and at the end.
 *
 * Written once, included once per instantiation (no include guard for the
 * instantiation part) after defining:
 *
 *   DRV_FUNC        name of the function to define:
 *                   void DRV_FUNC(unsigned long long seed, long ops)
 *   DRV_INST        a string naming the instantiation in messages
 *   DRV_NAME        the tree's instantiation name (RB or SPLAY)
 *   DRV_TYPE        element type, e.g. struct inode
 *   DRV_HEAD        head type, e.g. struct itree
 *   DRV_FIELD       the RB_ENTRY / SPLAY_ENTRY field
 *   DRV_SETKEY(e, k)  give element e the key k (a long long >= 0)
 *   DRV_KEY(e)      the key of e as a long long
 * family and features (RB with only INSERT, REMOVE, FIND, NEXT, MIN, MAX
 * if none is defined):
 *   DRV_SPLAY       the SPLAY_* family (FIND, INSERT, REMOVE, NEXT,
 *                   MIN, MAX, FOREACH)
 *   DRV_HAS_NFIND, DRV_HAS_PFIND (checked with NFIND, on the same key),
 *   DRV_HAS_PREV, DRV_HAS_POSITIONAL (RB_INSERT_NEXT and RB_INSERT_PREV),
 *   DRV_HAS_REINSERT, DRV_HAS_VALIDATE
 *   DRV_FULL_RB     all of the above
 * optional hooks (e.g. to keep a second tree over the same elements):
 *   DRV_HOOK_INIT(c)          before the run
 *   DRV_HOOK_ADDED(c, e)      e has just entered the tree
 *   DRV_HOOK_REMOVING(c, e)   e is about to leave the tree or change key
 *   DRV_HOOK_CHECK(c, m)      at every structural check
 *   DRV_HOOK_FINI(c)          after the run (the tree is empty then)
 */
#include "check.h"

#ifndef TESTS_DIFF_DRIVER_COMMON
#define TESTS_DIFF_DRIVER_COMMON

enum drv_op {
	DO_INSERT,		/* random key, may be a duplicate */
	DO_INSERT_NEXT,		/* positional, new key right after an element */
	DO_INSERT_PREV,		/* positional, new key right before an element */
	DO_REMOVE,
	DO_REMOVE_ABSENT,	/* SPLAY_REMOVE by a key that may be absent */
	DO_DUP,			/* insert of a fresh element with a present key */
	DO_FIND_HIT,
	DO_FIND_ANY,
	DO_NFIND,
	DO_NEXT,
	DO_PREV,
	DO_MIN,
	DO_MAX,
	DO_REINSERT_STAY,	/* key changed, order unchanged */
	DO_REINSERT_MOVE,	/* key changed to a random key */
	DO_REINSERT_COLLIDE,	/* key changed to another element's key */
	DO_NOPS
};

static const char *const drv_op_names[DO_NOPS] = {
	"insert", "insert_next", "insert_prev", "remove", "remove_absent",
	"dup_insert", "find_hit", "find_any", "nfind", "next", "prev", "min",
	"max", "reinsert_stay", "reinsert_move", "reinsert_collide",
};

#define DRV_SPACING	1024LL	/* random keys are multiples of this */
#define DRV_POOL	12288	/* most elements alive at once */
#define DRV_PHASE	4096	/* steps between changes of the target size */
#define DRV_CHECK_EVERY	256	/* steps between structural checks */

/* Target size of the next phase: empty, tiny, small, medium, large. */
static inline size_t
drv_target(struct rng *r)
{
	unsigned w = (unsigned)rng_below(r, 16);

	if (w == 0)
		return 0;
	if (w <= 2)
		return (size_t)rng_range(r, 1, 8);
	if (w <= 6)
		return (size_t)rng_range(r, 32, 256);
	if (w <= 12)
		return (size_t)rng_range(r, 512, 2048);
	return (size_t)rng_range(r, 2048, 6000);
}

#endif /* TESTS_DIFF_DRIVER_COMMON */

#ifdef DRV_FULL_RB
#define DRV_HAS_NFIND
#define DRV_HAS_PFIND
#define DRV_HAS_PREV
#define DRV_HAS_POSITIONAL
#define DRV_HAS_REINSERT
#define DRV_HAS_VALIDATE
#endif

#ifndef DRV_HOOK_INIT
#define DRV_HOOK_INIT(c) ((void)0)
#endif
#ifndef DRV_HOOK_ADDED
#define DRV_HOOK_ADDED(c, e) ((void)0)
#endif
#ifndef DRV_HOOK_REMOVING
#define DRV_HOOK_REMOVING(c, e) ((void)0)
#endif
#ifndef DRV_HOOK_CHECK
#define DRV_HOOK_CHECK(c, m) ((void)0)
#endif
#ifndef DRV_HOOK_FINI
#define DRV_HOOK_FINI(c) ((void)0)
#endif

#define DRV_ID(x) TT_CAT(DRV_FUNC, TT_CAT(_, x))

#ifdef DRV_SPLAY
#define D_INSERT(h, e)	TT_CALL(SPLAY_INSERT, DRV_NAME, h, e)
#define D_REMOVE(h, e)	TT_CALL(SPLAY_REMOVE, DRV_NAME, h, e)
#define D_FIND(h, e)	TT_CALL(SPLAY_FIND, DRV_NAME, h, e)
#define D_NEXT(h, e)	TT_CALL(SPLAY_NEXT, DRV_NAME, h, e)
#define D_MIN(h)	TT_CALL(SPLAY_MIN, DRV_NAME, h)
#define D_MAX(h)	TT_CALL(SPLAY_MAX, DRV_NAME, h)
#define D_INIT(h)	SPLAY_INIT(h)
#else
#define D_INSERT(h, e)	TT_CALL(RB_INSERT, DRV_NAME, h, e)
#define D_REMOVE(h, e)	TT_CALL(RB_REMOVE, DRV_NAME, h, e)
#define D_FIND(h, e)	TT_CALL(RB_FIND, DRV_NAME, h, e)
#define D_NEXT(h, e)	TT_CALL(RB_NEXT, DRV_NAME, h, e)
#define D_MIN(h)	TT_CALL(RB_MIN, DRV_NAME, h)
#define D_MAX(h)	TT_CALL(RB_MAX, DRV_NAME, h)
#define D_INIT(h)	RB_INIT(h)
#endif

/* ---- structural check ------------------------------------------------------ */

#ifdef DRV_SPLAY

/* In-order walk (explicit stack: a splay tree can be a long path). */
static void
DRV_ID(check)(const struct tctx *c, DRV_HEAD *head, const struct model *m)
{
	DRV_TYPE **stack, *x;
	size_t sp = 0, idx = 0;

	TCHECK(c, (SPLAY_EMPTY(head) ? 1 : 0) == (m->n == 0 ? 1 : 0),
	    "SPLAY_EMPTY is wrong with %zu elements", m->n);
	stack = tt_keep(malloc((m->n + 2) * sizeof(*stack)));
	TCHECK(c, stack != NULL, "out of memory");
	x = SPLAY_ROOT(head);
	while (x != NULL || sp > 0) {
		while (x != NULL) {
			TCHECK(c, sp <= m->n, "the tree is deeper than its size");
			stack[sp++] = x;
			x = SPLAY_LEFT(x, DRV_FIELD);
		}
		x = stack[--sp];
		TCHECK(c, idx < m->n && m->v[idx].elm == (void *)x,
		    "in-order position %zu holds key %lld, model %lld", idx,
		    (long long)DRV_KEY(x), idx < m->n ? m->v[idx].key : -1LL);
		TCHECK(c, (long long)DRV_KEY(x) == m->v[idx].key,
		    "in-order position %zu: key %lld, model key %lld", idx,
		    (long long)DRV_KEY(x), m->v[idx].key);
		idx++;
		x = SPLAY_RIGHT(x, DRV_FIELD);
	}
	free(stack);
	TCHECK(c, idx == m->n, "the tree has %zu elements, the model %zu",
	    idx, m->n);
	idx = 0;
	TT_CALL(SPLAY_FOREACH, x, DRV_NAME, head) {
		TCHECK(c, idx < m->n && m->v[idx].elm == (void *)x,
		    "SPLAY_FOREACH visits the wrong element at position %zu",
		    idx);
		idx++;
	}
	TCHECK(c, idx == m->n, "SPLAY_FOREACH visited %zu of %zu elements",
	    idx, m->n);
}

#else /* RB */

#define CHK_FUNC	DRV_ID(rbcheck)
#define CHK_NAME	DRV_NAME
#define CHK_TYPE	DRV_TYPE
#define CHK_HEAD	DRV_HEAD
#define CHK_FIELD	DRV_FIELD
#define CHK_KEY(e)	DRV_KEY(e)
#ifdef DRV_HAS_PREV
#define CHK_HAS_PREV
#endif
#ifdef DRV_HAS_VALIDATE
#define CHK_HAS_VALIDATE
#endif
#include "rb_check.h"

static void
DRV_ID(check)(const struct tctx *c, DRV_HEAD *head, const struct model *m)
{
	(void)DRV_ID(rbcheck)(c, head, m);
}

#endif

/* ---- the random program ---------------------------------------------------- */

static void
DRV_FUNC(unsigned long long seed, long ops)
{
	DRV_HEAD head;
	DRV_TYPE *el, *e, *got, *exp, key;
	struct model m;
	struct pool pool;
	struct rng rng;
	struct tctx ctx, *c = &ctx;
	long counts[DO_NOPS];
	long step;
	size_t target = 0, i, slot;
	long long dom = 16, k, lo = 0, hi = 0;
	int op, stays = 0;

	memset(counts, 0, sizeof(counts));
	memset(&key, 0, sizeof(key));
	ctx.inst = DRV_INST;
	ctx.seed = seed;
	ctx.step = -1;
	ctx.op = "setup";
	rng_seed(&rng, seed);
	el = tt_keep(calloc(DRV_POOL, sizeof(*el)));
	TCHECK(c, el != NULL, "out of memory");
	model_init(&m, DRV_POOL);
	pool_init(&pool, DRV_POOL);
	TCHECK(c, m.v != NULL && pool.free != NULL, "out of memory");
	D_INIT(&head);
	DRV_HOOK_INIT(c);
	cr_log_info("[%s] seed=%#llx ops=%ld", DRV_INST, seed, ops);

#define D_ALLOC() (slot = pool_get(&pool), &el[slot])
/* A bound of key k (RB_NFIND, RB_PFIND) against the model's. */
#define D_CHECK_BOUND(op, model_op, what)				\
	do {								\
		exp = model_op(&m, k);					\
		got = TT_CALL(op, DRV_NAME, &head, &key);		\
		TCHECK(c, got == exp, what " of key %lld returned key "	\
		    "%lld, expected key %lld", k,			\
		    got ? (long long)DRV_KEY(got) : -1LL,		\
		    exp ? (long long)DRV_KEY(exp) : -1LL);		\
	} while (0)
#define D_FREE(x) pool_put(&pool, (size_t)((x) - el))

	for (step = 0; step < ops; step++) {
		ctx.step = step;
		if (step % DRV_PHASE == 0) {
			target = drv_target(&rng);
			dom = 2 * (long long)target + 16;
		}
		if (step % DRV_CHECK_EVERY == 0) {
			ctx.op = "check";
			DRV_ID(check)(c, &head, &m);
			DRV_HOOK_CHECK(c, &m);
		}

		/* Choose the operation. */
		k = (long long)rng_below(&rng, 100);
		if (k < 36) {
			if (m.n < target) {
				unsigned w = (unsigned)rng_below(&rng, 10);
				op = w < 6 ? DO_INSERT :
				    w < 8 ? DO_INSERT_NEXT : DO_INSERT_PREV;
			} else {
				op = DO_REMOVE;
#ifdef DRV_SPLAY
				if (rng_below(&rng, 8) == 0)
					op = DO_REMOVE_ABSENT;
#endif
			}
		} else if (k < 41)
			op = DO_DUP;
		else if (k < 48)
			op = DO_FIND_HIT;
		else if (k < 53)
			op = DO_FIND_ANY;
		else if (k < 60)
			op = DO_NFIND;
		else if (k < 68)
			op = DO_NEXT;
		else if (k < 76)
			op = DO_PREV;
		else if (k < 79)
			op = DO_MIN;
		else if (k < 82)
			op = DO_MAX;
		else if (k < 90)
			op = DO_REINSERT_STAY;
		else if (k < 96)
			op = DO_REINSERT_MOVE;
		else
			op = DO_REINSERT_COLLIDE;

		/* Fall back for what this instantiation does not have. */
#ifndef DRV_HAS_POSITIONAL
		if (op == DO_INSERT_NEXT || op == DO_INSERT_PREV)
			op = DO_INSERT;
#endif
#ifndef DRV_HAS_NFIND
		if (op == DO_NFIND)
			op = DO_FIND_ANY;
#endif
#ifndef DRV_HAS_PREV
		if (op == DO_PREV)
			op = DO_NEXT;
#endif
#ifndef DRV_HAS_REINSERT
		if (op >= DO_REINSERT_STAY)
			op = DO_FIND_HIT;
#endif
		if (m.n == 0 && op != DO_INSERT && op != DO_FIND_ANY &&
		    op != DO_NFIND && op != DO_MIN && op != DO_MAX &&
		    op != DO_REMOVE_ABSENT)
			op = DO_INSERT;
		if (op == DO_REINSERT_COLLIDE && m.n < 2)
			op = DO_REINSERT_MOVE;
		if (pool.nfree == 0 && (op == DO_INSERT || op == DO_DUP ||
		    op == DO_INSERT_NEXT || op == DO_INSERT_PREV))
			op = DO_FIND_ANY;
		ctx.op = drv_op_names[op];
		counts[op]++;

		switch (op) {
		case DO_INSERT:
			k = (long long)rng_below(&rng, (uint64_t)dom) *
			    DRV_SPACING;
			e = D_ALLOC();
			DRV_SETKEY(e, k);
			exp = model_get(&m, k);
			got = D_INSERT(&head, e);
			TCHECK(c, got == exp, "insert of key %lld returned %p, "
			    "expected %p", k, (void *)got, (void *)exp);
			if (got == NULL) {
				TCHECK(c, model_insert(&m, k, e), "model full");
				DRV_HOOK_ADDED(c, e);
			} else
				D_FREE(e);
			break;
		case DO_DUP:
			i = (size_t)rng_below(&rng, m.n);
			k = m.v[i].key;
			e = D_ALLOC();
			DRV_SETKEY(e, k);
			got = D_INSERT(&head, e);
			TCHECK(c, got == m.v[i].elm, "duplicate insert of key %lld "
			    "returned %p, expected the resident %p", k,
			    (void *)got, m.v[i].elm);
			D_FREE(e);
			break;
		case DO_REMOVE:
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			DRV_HOOK_REMOVING(c, e);
			got = D_REMOVE(&head, e);
			TCHECK(c, got == e, "remove of key %lld returned %p, "
			    "expected %p", m.v[i].key, (void *)got, (void *)e);
			model_remove_at(&m, i);
			D_FREE(e);
			break;
#ifdef DRV_SPLAY
		case DO_REMOVE_ABSENT:
			k = rng_range(&rng, 0, dom * DRV_SPACING);
			DRV_SETKEY(&key, k);
			exp = model_get(&m, k);
			if (exp != NULL)
				DRV_HOOK_REMOVING(c, exp);
			/* As in BSD: returns its argument if a match was removed. */
			got = D_REMOVE(&head, &key);
			TCHECK(c, got == (exp != NULL ? &key : NULL),
			    "SPLAY_REMOVE by key %lld returned %p, expected %p "
			    "(the key element) or NULL if absent (resident %p)",
			    k, (void *)got, (void *)&key, (void *)exp);
			if (exp != NULL) {
				model_remove_at(&m, (size_t)model_find(&m, k));
				D_FREE(exp);
			}
			break;
#endif
		case DO_FIND_HIT:
			i = (size_t)rng_below(&rng, m.n);
			DRV_SETKEY(&key, m.v[i].key);
			got = D_FIND(&head, &key);
			TCHECK(c, got == m.v[i].elm, "find of present key %lld "
			    "returned %p, expected %p", m.v[i].key, (void *)got,
			    m.v[i].elm);
			break;
		case DO_FIND_ANY:
			k = rng_range(&rng, 0, dom * DRV_SPACING + DRV_SPACING);
			if (rng_below(&rng, 2) == 0)
				k -= k % DRV_SPACING;
			DRV_SETKEY(&key, k);
			exp = model_get(&m, k);
			got = D_FIND(&head, &key);
			TCHECK(c, got == exp, "find of key %lld returned %p, "
			    "expected %p", k, (void *)got, (void *)exp);
			break;
#ifdef DRV_HAS_NFIND
		case DO_NFIND:
			k = rng_range(&rng, 0, dom * DRV_SPACING + DRV_SPACING);
			if (rng_below(&rng, 4) == 0)
				k -= k % DRV_SPACING;
			DRV_SETKEY(&key, k);
			D_CHECK_BOUND(RB_NFIND, model_nfind, "nfind");
#ifdef DRV_HAS_PFIND
			D_CHECK_BOUND(RB_PFIND, model_pfind, "pfind");
#endif
			break;
#endif
		case DO_NEXT:
			i = (size_t)rng_below(&rng, m.n);
			exp = i + 1 < m.n ? m.v[i + 1].elm : NULL;
			got = D_NEXT(&head, (DRV_TYPE *)m.v[i].elm);
			TCHECK(c, got == exp, "next of key %lld returned key "
			    "%lld, expected key %lld", m.v[i].key,
			    got ? (long long)DRV_KEY(got) : -1LL,
			    exp ? (long long)DRV_KEY(exp) : -1LL);
			break;
#ifdef DRV_HAS_PREV
		case DO_PREV:
			i = (size_t)rng_below(&rng, m.n);
			exp = i > 0 ? m.v[i - 1].elm : NULL;
			got = TT_CALL(RB_PREV, DRV_NAME, &head,
			    (DRV_TYPE *)m.v[i].elm);
			TCHECK(c, got == exp, "prev of key %lld returned key "
			    "%lld, expected key %lld", m.v[i].key,
			    got ? (long long)DRV_KEY(got) : -1LL,
			    exp ? (long long)DRV_KEY(exp) : -1LL);
			break;
#endif
		case DO_MIN:
			got = D_MIN(&head);
			TCHECK(c, got == (m.n ? m.v[0].elm : NULL),
			    "min is wrong");
			break;
		case DO_MAX:
			got = D_MAX(&head);
			TCHECK(c, got == (m.n ? m.v[m.n - 1].elm : NULL),
			    "max is wrong");
			break;
#ifdef DRV_HAS_POSITIONAL
		case DO_INSERT_NEXT:
			i = (size_t)rng_below(&rng, m.n);
			lo = m.v[i].key;
			hi = i + 1 < m.n ? m.v[i + 1].key : lo + 2 * DRV_SPACING;
			if (hi - lo < 2) {
				counts[op]--;
				break;
			}
			k = rng_range(&rng, lo + 1, hi - 1);
			e = D_ALLOC();
			DRV_SETKEY(e, k);
			got = TT_CALL(RB_INSERT_NEXT, DRV_NAME, &head,
			    (DRV_TYPE *)m.v[i].elm, e);
			TCHECK(c, got == NULL, "RB_INSERT_NEXT of key %lld after "
			    "key %lld returned %p", k, lo, (void *)got);
			TCHECK(c, model_insert_at(&m, i + 1, k, e), "model full");
			DRV_HOOK_ADDED(c, e);
			break;
		case DO_INSERT_PREV:
			i = (size_t)rng_below(&rng, m.n);
			hi = m.v[i].key;
			lo = i > 0 ? m.v[i - 1].key : hi - 2 * DRV_SPACING;
			if (lo < -1)
				lo = -1;
			if (hi - lo < 2) {
				counts[op]--;
				break;
			}
			k = rng_range(&rng, lo + 1, hi - 1);
			e = D_ALLOC();
			DRV_SETKEY(e, k);
			got = TT_CALL(RB_INSERT_PREV, DRV_NAME, &head,
			    (DRV_TYPE *)m.v[i].elm, e);
			TCHECK(c, got == NULL, "RB_INSERT_PREV of key %lld before "
			    "key %lld returned %p", k, hi, (void *)got);
			TCHECK(c, model_insert_at(&m, i, k, e), "model full");
			DRV_HOOK_ADDED(c, e);
			break;
#endif
#ifdef DRV_HAS_REINSERT
		case DO_REINSERT_STAY:
		case DO_REINSERT_MOVE:
		case DO_REINSERT_COLLIDE:
			i = (size_t)rng_below(&rng, m.n);
			e = m.v[i].elm;
			if (op == DO_REINSERT_STAY) {
				lo = i > 0 ? m.v[i - 1].key :
				    m.v[i].key - DRV_SPACING;
				hi = i + 1 < m.n ? m.v[i + 1].key :
				    m.v[i].key + DRV_SPACING;
				if (lo < -1)
					lo = -1;
				k = rng_range(&rng, lo + 1, hi - 1);
			} else if (op == DO_REINSERT_MOVE) {
				k = rng_range(&rng, 0, dom * DRV_SPACING);
			} else {
				size_t j = (size_t)rng_below(&rng, m.n - 1);
				k = m.v[j < i ? j : j + 1].key;
			}
			/* Expected outcome, as FreeBSD's RB_REINSERT. */
			if ((i == 0 || m.v[i - 1].key < k) &&
			    (i + 1 == m.n || k < m.v[i + 1].key)) {
				exp = NULL;	/* stays where it is */
				stays = 1;
			} else {
				exp = model_get(&m, k);	/* resident or NULL */
				stays = 0;
			}
			DRV_HOOK_REMOVING(c, e);
			DRV_SETKEY(e, k);
			got = TT_CALL(RB_REINSERT, DRV_NAME, &head, e);
			TCHECK(c, got == exp, "RB_REINSERT of key %lld -> %lld "
			    "returned %p, expected %p", m.v[i].key, k,
			    (void *)got, (void *)exp);
			if (stays) {
				m.v[i].key = k;
				DRV_HOOK_ADDED(c, e);
			} else if (exp == NULL) {
				model_remove_at(&m, i);
				TCHECK(c, model_insert(&m, k, e), "model full");
				DRV_HOOK_ADDED(c, e);
			} else {
				/* Collision: e is out of the tree now. */
				model_remove_at(&m, i);
				D_FREE(e);
			}
			break;
#endif
		default:
			TCHECK(c, 0, "internal error: unhandled op %d", op);
		}
	}

	(void)lo;
	(void)hi;
	(void)stays;

	/* Final check, then empty the tree through remove and check again. */
	ctx.step = ops;
	ctx.op = "final check";
	TCHECK(c, model_sorted(&m), "the model itself is out of order");
	DRV_ID(check)(c, &head, &m);
	DRV_HOOK_CHECK(c, &m);
	ctx.op = "drain";
	while (m.n > 0) {
		i = (size_t)rng_below(&rng, m.n);
		e = m.v[i].elm;
		DRV_HOOK_REMOVING(c, e);
		got = D_REMOVE(&head, e);
		TCHECK(c, got == e, "drain: remove of key %lld returned %p",
		    m.v[i].key, (void *)got);
		model_remove_at(&m, i);
		D_FREE(e);
		if (m.n % 1024 == 0) {
			DRV_ID(check)(c, &head, &m);
			DRV_HOOK_CHECK(c, &m);
		}
	}
	DRV_ID(check)(c, &head, &m);
	DRV_HOOK_FINI(c);

	/* The random program must have exercised every enabled operation. */
	if (ops >= 20000) {
		ctx.op = "coverage";
		for (op = 0; op < DO_NOPS; op++) {
			int enabled = 1;
#ifndef DRV_SPLAY
			if (op == DO_REMOVE_ABSENT)
				enabled = 0;
#endif
#ifndef DRV_HAS_POSITIONAL
			if (op == DO_INSERT_NEXT || op == DO_INSERT_PREV)
				enabled = 0;
#endif
#ifndef DRV_HAS_NFIND
			if (op == DO_NFIND)
				enabled = 0;
#endif
#ifndef DRV_HAS_PREV
			if (op == DO_PREV)
				enabled = 0;
#endif
#ifndef DRV_HAS_REINSERT
			if (op >= DO_REINSERT_STAY)
				enabled = 0;
#endif
			TCHECK(c, !enabled || counts[op] > 0,
			    "operation %s never ran", drv_op_names[op]);
		}
	}
	cr_log_info("[%s] seed=%#llx: %ld steps passed", DRV_INST, seed, ops);

#undef D_ALLOC
#undef D_CHECK_BOUND
#undef D_FREE
	pool_free(&pool);
	model_free(&m);
	free(el);
}

#undef D_INSERT
#undef D_REMOVE
#undef D_FIND
#undef D_NEXT
#undef D_MIN
#undef D_MAX
#undef D_INIT
#undef DRV_ID
#undef DRV_FUNC
#undef DRV_INST
#undef DRV_NAME
#undef DRV_TYPE
#undef DRV_HEAD
#undef DRV_FIELD
#undef DRV_SETKEY
#undef DRV_KEY
#undef DRV_SPLAY
#undef DRV_FULL_RB
#undef DRV_HAS_NFIND
#undef DRV_HAS_PFIND
#undef DRV_HAS_PREV
#undef DRV_HAS_POSITIONAL
#undef DRV_HAS_REINSERT
#undef DRV_HAS_VALIDATE
#undef DRV_HOOK_INIT
#undef DRV_HOOK_ADDED
#undef DRV_HOOK_REMOVING
#undef DRV_HOOK_CHECK
#undef DRV_HOOK_FINI
