/*
 * The variant matrix on the test engine (tests/engine/engine.h): mk/variants.mk
 * compiles this one source 12 times (vtree.h explains the HEAD_KIND,
 * HOOK_KIND and LINKAGE switches).  Besides the engine's own checks
 * (the model, the structure every 256 operations, the cached minimum and
 * count after every operation), with a hook: every summary after every
 * operation, no node hooked twice in one operation, no hook call from a
 * read-only operation, at most depth + 1 calls for an update, children
 * before parents (vhook.c); without one, no hook call at all.
 *
 * Random programs: random_program (subtree size and max summary),
 * random_program_coarse_summary (max only, few values, recycled elements
 * keep stale summaries) and tiny_trees (many short runs on tiny trees).
 * Scripted runs the engine checks after each step: replace_in_place,
 * replace_stale_summary and update_augment_path (RB_REPLACE and
 * RB_UPDATE_AUGMENT_TREE, below).
 * TREE_TEST_OPS=N sets the length of the long program (default 200000;
 * the coarse one runs N/2), TREE_TEST_SEED=S its seed; a failure prints
 * the variant, the seed and the step.
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <string.h>

#define VT_DRIVER
#include "vtree.h"

#if HOOK_KIND == 1
/* FreeBSD's form of an update: the global hook (without one, or with a
 * hook of the tree's own, RB_UPDATE_AUGMENT does not compile). */
#define ENG_UPDATE_FREEBSD(e, field)	RB_UPDATE_AUGMENT(e, field)
#endif
#include "engine/engine.h"

#if LINKAGE == 0
VT_GENERATE
#endif

#define DRV_OPS	200000L		/* default length of the long run */

/*
 * RB_REPLACE's comparator calls in a tree of n: none; with TREE_DEBUG,
 * the descent that finds old, at most the height (below 2 log2(n+1)),
 * and the check of the keys.
 */
static unsigned long
drv_replace_cmps(size_t n)
{
	unsigned long most = 1;

#ifdef TREE_DEBUG
	for (; n > 0; n >>= 1)
		most += 2;
#else
	(void)n;
	most = 0;
#endif
	return (most);
}

/*
 * A new element's payload; unless coarse, its summary is garbage, as
 * tree.h must compute it.  Coarse: few values, and the summary left from
 * the element's last time in the tree, so that the hook's first call on
 * it may well report "unchanged".
 */
static void
vpayload(void *x, long long v, int fresh)
{
	struct vnode *e = x;

	e->val = v;
	if (fresh && !vhook_coarse) {
		e->smax = LLONG_MIN + 7;
		e->size = 424242;
	}
}

#define VKEY(e)		((e)->key)
#define VSETKEY(e, k)	((e)->key = (k))

ENG_RB(vt, struct vnode, link, VSETKEY, VKEY)
ENG_RB_FULL(vt, struct vnode, link)
#if HEAD_KIND == 1
ENG_RB_CACHED(vt)
#endif

static const struct eng_tree vt_eng = { .name = VT_VARIANT_NAME,
    ENG_RB_OPS(vt, struct vnode), ENG_RB_FULL_OPS(vt),
#if HEAD_KIND == 1
    ENG_RB_CACHED_OPS(vt),
#endif
    .augcheck = vaugcheck,
    .hook = HOOK_KIND == 1 ? ENG_GLOBAL_HOOK : HOOK_KIND == 2 ? ENG_HOOK : 0,
    .payload = vpayload };

static void
vrun(uint64_t seed, long ops, size_t maxn, int coarse)
{
	struct eng_cfg cfg = { .seed = seed, .ops = ops, .maxn = maxn,
	    .vals = coarse ? 8 : 1000000, .sums = 1 };
	struct eng_run r;

	vhook_coarse = coarse;
	vhook_run = &r;
	if (eng_run(&r, &vt_eng, &cfg) != 0)
		cr_assert_fail("%s%s", coarse ? "coarse: " : "", r.msg);
	vhook_run = NULL;
}

Test(variant, random_program, .timeout = 600)
{
	uint64_t seed = test_seed(0x7a11ed5eedULL);
	long ops = test_ops(DRV_OPS);

	cr_log_info("[%s] seed=%#llx ops=%ld", VT_VARIANT_NAME,
	    (unsigned long long)seed, ops);
	vrun(seed, ops, 4096, 0);
}

/*
 * The same with the max-only summary over few values (vhook.c): a walk
 * that stops too early (judging a node that took another's place by its
 * own stale summary) shows here.
 */
Test(variant, random_program_coarse_summary, .timeout = 600)
{
	long ops = test_ops(DRV_OPS) / 2;

	vrun(test_seed(0xc0a45eULL), ops > 0 ? ops : 1, 4096, 1);
}

/*
 * Many short programs on tiny trees: the edge cases of small shapes.
 * Run k uses seed TREE_TEST_SEED + k (default 0x5ca1ab1e + k), odd runs
 * the coarse summary; a failure prints the seed of its run.
 */
Test(variant, tiny_trees, .timeout = 600)
{
	uint64_t base = test_seed(0x5ca1ab1eULL);
	long runs = test_ops(DRV_OPS) / 100, k;

	if (runs < 20)
		runs = 20;
	vhook_deep = 1;
	for (k = 0; k < runs; k++)
		vrun(base + (uint64_t)k, 100, 1 + (size_t)(k % 12),
		    (int)(k & 1));
	vhook_deep = 0;
}

/*
 * A scripted run (a failure in the engine exits 1): a tree of n
 * elements, keys in a scattered order, payloads below vals.
 */
static void
vbuild(struct eng_run *r, uint64_t seed, size_t n, long long vals)
{
	struct eng_cfg cfg = { .seed = seed, .maxn = n + 2, .vals = vals,
	    .sums = 1 };
	size_t i;

	vhook_coarse = 0;
	vhook_run = r;
	eng_begin(r, &vt_eng, &cfg);
	for (i = 0; i < n; i++)
		(void)eng_insert(r, 16 * (long long)(1 + i * 7919 % n));
	eng_check(r);
}

/* The summary e will have in old's place, computed in advance. */
static int
vpresum(struct vnode *e, const struct vnode *old)
{
	struct vnode *c;
	long long m = e->val;

	if ((c = RB_LEFT(old, link)) != NULL && c->smax > m)
		m = c->smax;
	if ((c = RB_RIGHT(old, link)) != NULL && c->smax > m)
		m = c->smax;
	e->smax = m;
	e->size = old->size;
	return m != old->smax;
}

/*
 * RB_REPLACE of `steps` random elements of a tree of n by new ones with
 * the same keys.  It is an O(1) swap: the new element gets the old one's
 * links as they were (parent, children, rank bits) and no comparator
 * runs; the engine checks the rest after each (order, parent links,
 * ranks, every summary, the cached minimum and count).  Stale: the new
 * element arrives with exactly the summary of its new place (left from
 * an earlier life) while the old one's differed, so the hook on it says
 * "unchanged": the walk must go on up anyway.  Returns how often the
 * summaries differed.
 */
static size_t
vreplace(uint64_t seed, size_t n, size_t steps, int stale)
{
	struct eng_run r;
	struct vnode *old, *e, *got;
	unsigned char was[sizeof(old->link)];
	size_t i, k, tried = 0;

	vbuild(&r, seed, n, stale ? 6 : 1000000);
	for (k = 0; k < steps; k++) {
		r.step = (long)k;
		r.op = "RB_REPLACE";
		i = (size_t)rng_below(&r.rng, n);
		old = r.v[i].elm;
		e = eng_new(&r, r.v[i].key);
		if (stale)
			tried += (size_t)vpresum(e, old);
		memcpy(was, &old->link, sizeof(was));
		vcmp_calls = 0;
		got = RB_REPLACE(vt, (struct vt *)r.head, old, e);
		cr_assert(got == old, "n=%zu step %zu: RB_REPLACE returned %p",
		    n, k, (void *)got);
		cr_assert(vcmp_calls <= drv_replace_cmps(n) &&
		    (vcmp_calls > 0) == (drv_replace_cmps(n) > 0),
		    "n=%zu step %zu: RB_REPLACE compared %lu times", n, k,
		    vcmp_calls);
		cr_assert(memcmp(&e->link, was, sizeof(was)) == 0,
		    "n=%zu step %zu: the new element is not in the old one's "
		    "place", n, k);
		r.v[i].elm = e;
		eng_put(&r, old);
		eng_check(&r);
	}
	eng_end(&r);
	vhook_run = NULL;
	return tried;
}

Test(variant, replace_in_place)
{
	static const size_t sizes[] = { 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 100,
	    1000 };
	uint64_t seed = test_seed(0x5e9ace);
	size_t i;

	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		(void)vreplace(seed + i, sizes[i], 2 * sizes[i], 0);
}

Test(variant, replace_stale_summary)
{
	size_t tried = vreplace(test_seed(0xad5e5a), 200, 800, 1);

	cr_assert(HOOK_KIND == 0 || tried > 50, "the stale case came up %zu "
	    "times", tried);
}

/*
 * RB_UPDATE_AUGMENT_TREE after an in-place change of val: the hook runs
 * on elm, then up while it reports a change: its calls are exactly the
 * path from elm up to the first node whose summary did not change, or to
 * the root (none without a hook).
 */
Test(variant, update_augment_path)
{
	struct eng_run r;
	struct vnode *e, *path[64];
	long long before[64];
	unsigned i, len, run, want;
	long step;

	vbuild(&r, test_seed(0x0bda7e), 300, 100000);
	r.op = "RB_UPDATE_AUGMENT_TREE";
	for (step = 0; step < 3000; step++) {
		r.step = step;
		e = r.v[rng_below(&r.rng, r.n)].elm;
		for (len = 0, path[0] = e; path[len] != NULL; len++) {
			before[len] = path[len]->smax;
			path[len + 1] = RB_PARENT(path[len], link);
		}
		/* Raise, lower, or keep the value. */
		if (rng_below(&r.rng, 3) == 0)
			e->val = (long long)rng_below(&r.rng, 200000);
		else if (rng_below(&r.rng, 2) == 0)
			e->val = (long long)rng_below(&r.rng, 100);
		vhook_n = 0;
		RB_UPDATE_AUGMENT_TREE(vt, e);
		for (run = 0; run < len && path[run]->smax != before[run];
		    run++)
			;
		want = HOOK_KIND == 0 ? 0 : run + 1 < len ? run + 1 : len;
		cr_assert(vhook_n == want, "step %ld: %u hook calls, not %u "
		    "(a path of %u, %u changed)", step, vhook_n, want, len,
		    run);
		for (i = 0; i < want; i++)
			cr_assert(vhook_log[i] == path[i], "step %ld: hook "
			    "call %u is not on the path", step, i);
		eng_check(&r);
	}
	eng_end(&r);
	vhook_run = NULL;
}
