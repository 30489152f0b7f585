/*
 * The differential driver of the variant matrix: a seeded random program
 * of tree operations, every result compared with a sorted-array model.
 * mk/variants.mk compiles this one source 12 times (vtree.h explains the
 * HEAD_KIND, HOOK_KIND and LINKAGE switches).
 *
 * After every operation: the count, RB_EMPTY and the minimum (RB_MIN, and
 * RB_COUNT, RB_COUNT_LOCKLESS, RB_MIN_LOCKLESS on a cached head); with a
 * hook, every summary recomputed (vsum_check), no node hooked twice in
 * one operation, and no hook call from a read-only operation; without a
 * hook, no hook call at all.  Every DRV_CHECK_EVERY operations and at
 * the end: RB_VALIDATE, the parent links, and RB_FOREACH,
 * RB_FOREACH_REVERSE and RB_MAX against the model.  At the end the tree
 * is torn down with RB_FOREACH_POSTORDER + RB_INIT (odd seeds) or
 * RB_POP_MIN (even seeds).
 *
 * Three tests: random_program (subtree size and max summary),
 * random_program_coarse_summary (max only, few values, recycled elements
 * keep stale summaries) and tiny_trees (many short runs on tiny trees).
 * TREE_TEST_OPS=N sets the length of the long program (default 200000;
 * the coarse one runs N/2), TREE_TEST_SEED=S its seed; a failure prints
 * the variant, the seed and the step.
 */
#include <criterion/criterion.h>
#include <limits.h>

#include "vcommon.h"
#define VT_DRIVER
#include "vtree.h"

#if LINKAGE == 0
VT_GENERATE
#endif

#define DRV_POOL	8192		/* most elements alive at once */
#define DRV_KEYSTEP	1024LL		/* random keys are multiples of this */
#define DRV_KEYSPACE	12000		/* ... below DRV_KEYSTEP * this */
#define DRV_PHASE	4096		/* steps between target size changes */
#define DRV_CHECK_EVERY	256		/* steps between full checks */
#define DRV_OPS		200000L		/* default length of the long run */

enum vop {
	OP_INSERT, OP_DUP, OP_REMOVE, OP_POP_MIN, OP_FIND, OP_NFIND,
	OP_NEXT, OP_PREV, OP_MINMAX, OP_INSERT_NEXT, OP_INSERT_PREV,
	OP_REINSERT_STAY, OP_REINSERT_MOVE, OP_REPLACE, OP_UPDATE, OP_N
};

static const char *const vop_names[OP_N] = {
	"insert", "dup_insert", "remove", "pop_min", "find", "nfind", "next",
	"prev", "minmax", "insert_next", "insert_prev", "reinsert_stay",
	"reinsert_move", "replace", "update_augment",
};

#if HOOK_KIND != 0
/* Operations that do not change the tree: they must call no hook. */
static const int vop_readonly[OP_N] = {
	[OP_FIND] = 1, [OP_NFIND] = 1, [OP_NEXT] = 1, [OP_PREV] = 1,
	[OP_MINMAX] = 1,
};
#endif

struct vrun {
	struct vctx ctx;
	struct vt head;
	struct model m;
	struct vnode *pool;
	unsigned *freel;
	size_t nfree;
	struct rng rng;
	size_t maxtarget;
	size_t target;
	int coarse;		/* vhook_coarse: max-only summary */
};

/* ---- elements ------------------------------------------------------------ */

static struct vnode *
vnew(struct vrun *r, long long key)
{
	struct vnode *e;

	VCHECK(&r->ctx, r->nfree > 0, "element pool exhausted");
	e = &r->pool[r->freel[--r->nfree]];
	/* Garbage links: tree.h must set them itself. */
	memset(&e->link, 0xa5, sizeof(e->link));
	e->key = key;
	e->in_tree = 0;
	if (r->coarse) {
		/*
		 * Few values, and the summary left from the element's last
		 * time in the tree: the hook's first call on it may well
		 * report "unchanged".
		 */
		e->val = (long long)rng_below(&r->rng, 8);
	} else {
		e->val = (long long)rng_below(&r->rng, 1000000);
		e->smax = LLONG_MIN + 7;
		e->size = 424242;
	}
	return e;
}

static void
vput(struct vrun *r, struct vnode *e)
{
	e->in_tree = 0;
	r->freel[r->nfree++] = e->id;
}

static long long
vrandkey(struct vrun *r)
{
	return (long long)rng_below(&r->rng, DRV_KEYSPACE) * DRV_KEYSTEP;
}

static struct vnode *
vat(struct vrun *r, size_t i)
{
	return r->m.v[i].elm;
}

/* ---- checks ---------------------------------------------------------------- */

#if HOOK_KIND != 0
/*
 * Check every summary after every operation.  Each node's size and max
 * are recomputed from its own val and its children's (checked) values;
 * as every node of the tree is checked, by induction from the leaves
 * every stored summary equals the one computed from scratch over its
 * subtree.  (Done over the model's array, not by recursion: this runs
 * after each of the 200,000 operations.)  The root's size must be n.
 */
static void
vsum_check(struct vrun *r)
{
	struct vnode *x, *c, *root = RB_ROOT(&r->head);
	long long m;
	size_t i, s;

	for (i = 0; i < r->m.n; i++) {
		x = r->m.v[i].elm;
		s = 1;
		m = x->val;
		if ((c = RB_LEFT(x, link)) != NULL) {
			s += c->size;
			m = c->smax > m ? c->smax : m;
		}
		if ((c = RB_RIGHT(x, link)) != NULL) {
			s += c->size;
			m = c->smax > m ? c->smax : m;
		}
		if (r->coarse)
			s = x->size;	/* not kept */
		if (x->size != s || x->smax != m)
			VCHECK(&r->ctx, 0, "summary of key %lld is size %zu "
			    "max %lld, recomputed size %zu max %lld", x->key,
			    x->size, x->smax, s, m);
	}
	VCHECK(&r->ctx, r->coarse ||
	    (root == NULL ? r->m.n == 0 : root->size == r->m.n),
	    "the root's subtree size is %zu, model %zu",
	    root != NULL ? root->size : 0, r->m.n);
}
#endif

/* After every operation. */
static void
vquick_check(struct vrun *r)
{
	size_t n = r->m.n;
	struct vnode *min = n > 0 ? vat(r, 0) : NULL;
	struct vnode *got = RB_MIN(vt, &r->head);

	VCHECK(&r->ctx, RB_EMPTY(&r->head) == (n == 0),
	    "RB_EMPTY is %d with %zu elements", RB_EMPTY(&r->head), n);
	VCHECK(&r->ctx, got == min, "RB_MIN gives key %lld, model %lld",
	    got != NULL ? got->key : -1LL, min != NULL ? min->key : -1LL);
#if HEAD_KIND == 1
	VCHECK(&r->ctx, RB_COUNT(vt, &r->head) == n,
	    "RB_COUNT is %zu, model %zu", (size_t)RB_COUNT(vt, &r->head), n);
	VCHECK(&r->ctx, RB_COUNT_LOCKLESS(vt, &r->head) == n,
	    "RB_COUNT_LOCKLESS is %zu, model %zu",
	    (size_t)RB_COUNT_LOCKLESS(vt, &r->head), n);
	VCHECK(&r->ctx, RB_MIN_LOCKLESS(vt, &r->head) == min,
	    "RB_MIN_LOCKLESS is not the leftmost element");
#endif
#if HOOK_KIND != 0
	vsum_check(r);
#endif
}

/* Every DRV_CHECK_EVERY operations and at the end. */
static void
vfull_check(struct vrun *r)
{
	const char *why = RB_VALIDATE(vt, &r->head);
	struct vnode *x, *max = r->m.n > 0 ? vat(r, r->m.n - 1) : NULL;
	size_t i;

	VCHECK(&r->ctx, why == NULL, "RB_VALIDATE: %s", why);
	VCHECK(&r->ctx, RB_MAX(vt, &r->head) == max, "RB_MAX is wrong");
	x = RB_ROOT(&r->head);
	VCHECK(&r->ctx, x == NULL || RB_PARENT(x, link) == NULL,
	    "the root has a parent");
	i = 0;
	RB_FOREACH(x, vt, &r->head) {
		VCHECK(&r->ctx, i < r->m.n && x == vat(r, i),
		    "RB_FOREACH: position %zu holds key %lld", i, x->key);
		VCHECK(&r->ctx, x->in_tree, "a removed element is in the tree");
		VCHECK(&r->ctx, RB_LEFT(x, link) == NULL ||
		    RB_PARENT(RB_LEFT(x, link), link) == x,
		    "bad parent link below key %lld", x->key);
		VCHECK(&r->ctx, RB_RIGHT(x, link) == NULL ||
		    RB_PARENT(RB_RIGHT(x, link), link) == x,
		    "bad parent link below key %lld", x->key);
		i++;
	}
	VCHECK(&r->ctx, i == r->m.n, "RB_FOREACH visits %zu of %zu", i,
	    r->m.n);
	RB_FOREACH_REVERSE(x, vt, &r->head) {
		VCHECK(&r->ctx, i > 0 && x == vat(r, i - 1),
		    "RB_FOREACH_REVERSE: wrong element at position %zu", i);
		i--;
	}
	VCHECK(&r->ctx, i == 0, "RB_FOREACH_REVERSE missed %zu elements", i);
}

/* ---- the random program ----------------------------------------------------- */

static size_t
vnew_target(struct vrun *r)
{
	unsigned w = (unsigned)rng_below(&r->rng, 16);
	size_t t;

	if (w == 0)
		t = 0;
	else if (w <= 2)
		t = 1 + rng_below(&r->rng, 8);
	else if (w <= 6)
		t = 32 + rng_below(&r->rng, 225);
	else if (w <= 12)
		t = 512 + rng_below(&r->rng, 1537);
	else
		t = 2048 + rng_below(&r->rng, 2049);
	return t < r->maxtarget ? t : r->maxtarget;
}

static enum vop
vpick(struct vrun *r)
{
	unsigned roll = (unsigned)rng_below(&r->rng, 100);
	int grow = r->m.n < r->target;

	if (roll < 30)
		return grow ? OP_INSERT : OP_REMOVE;
	if (roll < 34)
		return OP_DUP;
	if (roll < 38)
		return grow ? OP_INSERT_NEXT : OP_POP_MIN;
	if (roll < 42)
		return grow ? OP_INSERT_PREV : OP_REMOVE;
	if (roll < 45)
		return OP_POP_MIN;
	if (roll < 53)
		return OP_FIND;
	if (roll < 58)
		return OP_NFIND;
	if (roll < 62)
		return OP_NEXT;
	if (roll < 66)
		return OP_PREV;
	if (roll < 69)
		return OP_MINMAX;
	if (roll < 75)
		return OP_REINSERT_STAY;
	if (roll < 81)
		return OP_REINSERT_MOVE;
	if (roll < 89)
		return OP_REPLACE;
	return OP_UPDATE;
}

/* A key strictly between lo and hi, or 0 and *ok = 0 if there is none. */
static long long
vbetween(struct vrun *r, long long lo, long long hi, int *ok)
{
	*ok = hi - lo >= 2;
	return *ok ? lo + 1 + (long long)rng_below(&r->rng,
	    (uint64_t)(hi - lo - 1)) : 0;
}

static int
vdepth(struct vnode *x)
{
	int d = 0;

	while ((x = RB_PARENT(x, link)) != NULL)
		d++;
	return d;
}

static void
vstep(struct vrun *r, enum vop op)
{
	struct model *m = &r->m;
	struct vnode probe, *e, *ret, *want;
	size_t n = m->n, i = 0;
	long idx;
	long long key;
	int ok;

	if (n == 0 && op != OP_INSERT && op != OP_POP_MIN &&
	    op != OP_FIND && op != OP_NFIND && op != OP_MINMAX)
		op = OP_INSERT;
	if (n > 0)
		i = (size_t)rng_below(&r->rng, n);
	r->ctx.op = vop_names[op];
	memset(&probe, 0, sizeof(probe));
	vhook_reset();

	switch (op) {
	case OP_INSERT:
	case OP_DUP:
		key = op == OP_DUP ? m->v[i].key : vrandkey(r);
		e = vnew(r, key);
		ret = RB_INSERT(vt, &r->head, e);
		idx = model_find(m, key);
		if (idx >= 0) {
			VCHECK(&r->ctx, ret == m->v[idx].elm,
			    "RB_INSERT of present key %lld returned %p, not "
			    "the element in the tree", key, (void *)ret);
			VCHECK(&r->ctx, vhook_nlog == 0,
			    "RB_INSERT of a duplicate called the hook");
			vput(r, e);
		} else {
			VCHECK(&r->ctx, ret == NULL,
			    "RB_INSERT of new key %lld returned non-NULL", key);
			model_insert_at(m, model_lower(m, key), key, e);
			e->in_tree = 1;
		}
		break;
	case OP_REMOVE:
		e = vat(r, i);
		ret = RB_REMOVE(vt, &r->head, e);
		VCHECK(&r->ctx, ret == e, "RB_REMOVE returned %p, not %p",
		    (void *)ret, (void *)e);
		model_remove_at(m, i);
		vput(r, e);
		break;
	case OP_POP_MIN:
		want = n > 0 ? vat(r, 0) : NULL;
		ret = RB_POP_MIN(vt, &r->head);
		VCHECK(&r->ctx, ret == want, "RB_POP_MIN returned key %lld, "
		    "model %lld", ret != NULL ? ret->key : -1LL,
		    want != NULL ? want->key : -1LL);
		if (want != NULL) {
			model_remove_at(m, 0);
			vput(r, want);
		}
		break;
	case OP_FIND:
		probe.key = n > 0 && rng_below(&r->rng, 2) ? m->v[i].key :
		    vrandkey(r) + (long long)rng_below(&r->rng, 2);
		idx = model_find(m, probe.key);
		ret = RB_FIND(vt, &r->head, &probe);
		VCHECK(&r->ctx, ret == (idx >= 0 ? m->v[idx].elm : NULL),
		    "RB_FIND(%lld) is wrong", probe.key);
		break;
	case OP_NFIND:
		probe.key = vrandkey(r) + (long long)rng_below(&r->rng, 3) - 1;
		i = model_lower(m, probe.key);
		ret = RB_NFIND(vt, &r->head, &probe);
		VCHECK(&r->ctx, ret == (i < n ? vat(r, i) : NULL),
		    "RB_NFIND(%lld) is wrong", probe.key);
		break;
	case OP_NEXT:
		ret = RB_NEXT(vt, &r->head, vat(r, i));
		VCHECK(&r->ctx, ret == (i + 1 < n ? vat(r, i + 1) : NULL),
		    "RB_NEXT of key %lld is wrong", m->v[i].key);
		break;
	case OP_PREV:
		ret = RB_PREV(vt, &r->head, vat(r, i));
		VCHECK(&r->ctx, ret == (i > 0 ? vat(r, i - 1) : NULL),
		    "RB_PREV of key %lld is wrong", m->v[i].key);
		break;
	case OP_MINMAX:
		VCHECK(&r->ctx, RB_MIN(vt, &r->head) == (n ? vat(r, 0) : NULL),
		    "RB_MIN is wrong");
		VCHECK(&r->ctx, RB_MAX(vt, &r->head) ==
		    (n ? vat(r, n - 1) : NULL), "RB_MAX is wrong");
		break;
	case OP_INSERT_NEXT:
		key = vbetween(r, m->v[i].key, i + 1 < n ? m->v[i + 1].key :
		    m->v[i].key + 2 * DRV_KEYSTEP, &ok);
		if (!ok)
			break;
		e = vnew(r, key);
		RB_INSERT_NEXT(vt, &r->head, vat(r, i), e);
		model_insert_at(m, i + 1, key, e);
		e->in_tree = 1;
		break;
	case OP_INSERT_PREV:
		key = vbetween(r, i > 0 ? m->v[i - 1].key :
		    m->v[i].key - 2 * DRV_KEYSTEP, m->v[i].key, &ok);
		if (!ok)
			break;
		e = vnew(r, key);
		RB_INSERT_PREV(vt, &r->head, vat(r, i), e);
		model_insert_at(m, i, key, e);
		e->in_tree = 1;
		break;
	case OP_REINSERT_STAY:
		key = vbetween(r,
		    i > 0 ? m->v[i - 1].key : m->v[i].key - 2 * DRV_KEYSTEP,
		    i + 1 < n ? m->v[i + 1].key : m->v[i].key + 2 * DRV_KEYSTEP,
		    &ok);
		if (!ok)
			break;
		e = vat(r, i);
		e->key = key;
		m->v[i].key = key;
		ret = RB_REINSERT(vt, &r->head, e);
		VCHECK(&r->ctx, ret == NULL, "RB_REINSERT in place returned "
		    "non-NULL");
		break;
	case OP_REINSERT_MOVE:
		e = vat(r, i);
		key = vrandkey(r);
		e->key = key;
		idx = model_find(m, key);
		want = idx >= 0 && (size_t)idx != i ? m->v[idx].elm : NULL;
		ret = RB_REINSERT(vt, &r->head, e);
		VCHECK(&r->ctx, ret == want, "RB_REINSERT to key %lld returned "
		    "%p, want %p", key, (void *)ret, (void *)want);
		model_remove_at(m, i);
		if (want != NULL) {
			/* Collision: e is out of the tree. */
			vput(r, e);
		} else {
			model_insert_at(m, model_lower(m, key), key, e);
		}
		break;
	case OP_REPLACE:
		want = vat(r, i);
		e = vnew(r, want->key);
		ret = RB_REPLACE(vt, &r->head, want, e);
		VCHECK(&r->ctx, ret == want, "RB_REPLACE returned %p, not "
		    "the old element %p", (void *)ret, (void *)want);
		m->v[i].elm = e;
		e->in_tree = 1;
		vput(r, want);
		break;
	case OP_UPDATE:
		e = vat(r, i);
		e->val = (long long)rng_below(&r->rng,
		    r->coarse ? 8 : 1000000);
#if HOOK_KIND != 2
		/* FreeBSD's form: the global hook (a no-op without one). */
		if (rng_below(&r->rng, 2))
			RB_UPDATE_AUGMENT(e, link);
		else
#endif
			RB_UPDATE_AUGMENT_TREE(vt, e);
		VCHECK(&r->ctx, vhook_nlog <= (unsigned)vdepth(e) + 1,
		    "%u hook calls to update a node at depth %d", vhook_nlog,
		    vdepth(e));
#if HOOK_KIND != 0
		VCHECK(&r->ctx, vhook_nlog >= 1,
		    "RB_UPDATE_AUGMENT_TREE did not call the hook");
#endif
		break;
	case OP_N:
		break;
	}

#if HOOK_KIND == 0
	VCHECK(&r->ctx, vhook_calls == 0, "a tree without a hook called it");
#else
	if (vop_readonly[op])
		VCHECK(&r->ctx, vhook_nlog == 0,
		    "read-only %s called the hook %u times", vop_names[op],
		    vhook_nlog);
	/* RB_REINSERT is a remove and an insert: two walks. */
	if (op != OP_REINSERT_MOVE && op != OP_REINSERT_STAY)
		VCHECK(&r->ctx, vhook_dups() == 0,
		    "%u node(s) hooked twice in one %s (%u calls)",
		    vhook_dups(), vop_names[op], vhook_nlog);
#endif
	vquick_check(r);
}

static void
vrun(const char *variant, unsigned long long seed, long ops,
    size_t maxtarget, int coarse)
{
	struct vrun r;
	struct vnode *e;
	unsigned j;

	memset(&r, 0, sizeof(r));
	r.ctx.variant = variant;
	r.ctx.seed = seed;
	r.ctx.step = -1;
	r.rng.s = seed;
	r.maxtarget = maxtarget;
	r.coarse = coarse;
	vhook_coarse = coarse;
	r.pool = calloc(DRV_POOL, sizeof(*r.pool));
	r.freel = malloc(DRV_POOL * sizeof(*r.freel));
	model_init(&r.m, DRV_POOL);
	VCHECK(&r.ctx, r.pool != NULL && r.freel != NULL && r.m.v != NULL,
	    "out of memory");
	for (j = 0; j < DRV_POOL; j++) {
		r.pool[j].id = j;
		r.freel[r.nfree++] = DRV_POOL - 1 - j;
	}
	vhook_calls = 0;
	RB_INIT(&r.head);
	vquick_check(&r);

	for (r.ctx.step = 0; r.ctx.step < ops; r.ctx.step++) {
		if (r.ctx.step % DRV_PHASE == 0)
			r.target = vnew_target(&r);
		vstep(&r, vpick(&r));
		if (r.ctx.step % DRV_CHECK_EVERY == DRV_CHECK_EVERY - 1)
			vfull_check(&r);
	}
	r.ctx.op = "end";
	vfull_check(&r);
	if (seed & 1) {
		/*
		 * Tear down with RB_FOREACH_POSTORDER: each element once,
		 * after its children (in_tree counts the visited children
		 * down to 0), then RB_INIT.
		 */
		struct vnode *y, *p;
		size_t seen = 0;

		r.ctx.op = "postorder";
		for (j = 0; j < r.m.n; j++) {
			e = vat(&r, j);
			e->in_tree = 1 + (RB_LEFT(e, link) != NULL) +
			    (RB_RIGHT(e, link) != NULL);
		}
		RB_FOREACH_POSTORDER(e, vt, &r.head, y) {
			VCHECK(&r.ctx, e->in_tree == 1, "postorder visits key "
			    "%lld (state %d) before its children, or twice",
			    e->key, e->in_tree);
			e->in_tree = 0;
			if ((p = RB_PARENT(e, link)) != NULL)
				p->in_tree--;
			seen++;
		}
		VCHECK(&r.ctx, seen == r.m.n, "postorder visits %zu of %zu",
		    seen, r.m.n);
		RB_INIT(&r.head);
		r.m.n = 0;
		vquick_check(&r);
	} else {
		/* Empty it with RB_POP_MIN. */
		r.ctx.op = "pop_all";
		while ((e = RB_POP_MIN(vt, &r.head)) != NULL) {
			VCHECK(&r.ctx, r.m.n > 0 && e == vat(&r, 0),
			    "RB_POP_MIN out of order while emptying");
			model_remove_at(&r.m, 0);
			e->in_tree = 0;
			vquick_check(&r);
		}
		VCHECK(&r.ctx, r.m.n == 0, "RB_POP_MIN stopped with %zu left",
		    r.m.n);
	}
	vfull_check(&r);
	free(r.pool);
	free(r.freel);
	model_free(&r.m);
}

Test(variant, random_program, .timeout = 600)
{
	unsigned long long seed = test_seed(0x7a11ed5eedULL);
	long ops = test_ops(DRV_OPS);

	cr_log_info("[%s] seed=%#llx ops=%ld", VT_VARIANT_NAME, seed, ops);
	vrun(VT_VARIANT_NAME, seed, ops, DRV_POOL / 2, 0);
}

/*
 * The same with the max-only summary over few values (vhook.c): a walk
 * that stops too early (judging a node that took another's place by its
 * own stale summary) shows here.
 */
Test(variant, random_program_coarse_summary, .timeout = 600)
{
	unsigned long long seed = test_seed(0xc0a45eULL);
	long ops = test_ops(DRV_OPS) / 2;

	vrun(VT_VARIANT_NAME " coarse", seed, ops > 0 ? ops : 1,
	    DRV_POOL / 2, 1);
}

/*
 * Many short programs on tiny trees: the edge cases of small shapes.
 * Run k uses seed TREE_TEST_SEED + k (default 0x5ca1ab1e + k), odd runs
 * the coarse summary; a failure prints the seed of its run.
 */
Test(variant, tiny_trees, .timeout = 600)
{
	unsigned long long base = test_seed(0x5ca1ab1eULL);
	long runs = test_ops(DRV_OPS) / 100, k;

	if (runs < 20)
		runs = 20;
	for (k = 0; k < runs; k++)
		vrun(VT_VARIANT_NAME " tiny", base + (unsigned long long)k,
		    100, 1 + (size_t)(k % 12), (int)(k & 1));
}
