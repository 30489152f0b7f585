/*
 * The variant matrix on the test engine (tests/engine.h): mk/variants.mk
 * compiles this one source 12 times (vtree.h explains the HEAD_KIND,
 * HOOK_KIND and LINKAGE switches).  Besides the engine's own checks
 * (the model, the structure every 256 operations, the cached minimum and
 * count after every operation), with a hook: every summary after every
 * operation, no node hooked twice in one operation, no hook call from a
 * read-only operation, at most depth + 1 calls for an update; without
 * one, no hook call at all.
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

#define VT_DRIVER
#include "vtree.h"

#if HOOK_KIND != 2
/* FreeBSD's form of an update: the global hook (a no-op without one). */
#define ENG_UPDATE_FREEBSD(e, field)	RB_UPDATE_AUGMENT(e, field)
#endif
#include "engine.h"

#if LINKAGE == 0
VT_GENERATE
#endif

#define DRV_OPS		200000L		/* default length of the long run */

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

/* e's summary from its own val and its children's summaries. */
static const char *
vaugcheck(void *x)
{
	struct vnode *e = x, *c;
	long long m = e->val;
	size_t s = 1;

	if ((c = RB_LEFT(e, link)) != NULL) {
		s += c->size;
		m = c->smax > m ? c->smax : m;
	}
	if ((c = RB_RIGHT(e, link)) != NULL) {
		s += c->size;
		m = c->smax > m ? c->smax : m;
	}
	if (e->smax != m)
		return "the subtree maximum is stale";
	return vhook_coarse || e->size == s ? NULL : "the subtree size is stale";
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
	if (eng_run(&r, &vt_eng, &cfg) != 0)
		cr_assert_fail("%s%s", coarse ? "coarse: " : "", r.msg);
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
	for (k = 0; k < runs; k++)
		vrun(base + (uint64_t)k, 100, 1 + (size_t)(k % 12),
		    (int)(k & 1));
}
