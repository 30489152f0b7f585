/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Cross-target differential driver: plain C99 and the C library only, so
 * it builds for i386 (gcc -m32), armhf and s390x (cross, static, run
 * under qemu-user) without a test framework.
 *
 *   diff [OPS [SEED]]
 *
 * Runs the test engine's seeded random program (tests/engine.h) of OPS
 * operations (default 200000) on each instantiation below; checks the
 * node sizes (RB_ENTRY is three pointers, SPLAY_ENTRY
 * two, RB_HEAD one; -DEXPECT_RB_ENTRY_SIZE=N also asserts N bytes at
 * compile time); built with -DTREE_DEBUG, also provokes each misuse the
 * debug mode reports and checks the report (tests/misuse.h's cases,
 * which test_debug.c and the coverage driver run too).  Prints one line
 * per check and "N passed, N failed"; exits 1 if any check failed.
 *
 * Instantiations:
 *   itree   RB_GENERATE_STATIC, int key, classic "a - b" comparator
 *           (tests/coverage/inst.c's)
 *   wtree   RB_PROTOTYPE + RB_GENERATE (extern), a char before the entry,
 *           64-bit keys whose high words differ (32-bit targets compare
 *           them in two halves), comparator returning long
 *   qtree   every RB_PROTOTYPE_<OP> / RB_GENERATE_<OP> separately
 *           (tests/per_op.h), attr static, const comparator
 *   ptree   only INSERT, REMOVE, FIND, NEXT, MINMAX, VALIDATE and their
 *           dependencies, no prototypes (both tests/diff_split.c's)
 *   ctree   RB_HEAD_CACHED + RB_GENERATE_CACHED_STATIC (RB_COUNT checked)
 *   atree   RB_PROTOTYPE_AUGMENT + RB_GENERATE_AUGMENT: each node keeps
 *           the sum and the largest of its subtree's vals, checked after
 *           each step
 *   catree  RB_GENERATE_CACHED_AUGMENT_STATIC, the same summaries
 *   stree   SPLAY_PROTOTYPE + SPLAY_GENERATE (inst.c's)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef TREE_DEBUG
#define COV_DEBUG	/* inst.c's report hook, misuse.h's cases */
#endif
/* itree and stree, shared with make coverage and make mutate */
#include "coverage/inst.c" /* NOLINT(bugprone-suspicious-include) */
#include "tree.h"
#include "engine.h"
#include "misuse.h"
#include "coverage/sums.h"
/* ptree and qtree, shared with test_diff.c */
#include "../diff_split.c" /* NOLINT(bugprone-suspicious-include) */

/* ---- instantiations ------------------------------------------------- */

struct wnode {
	char		tag;
	RB_ENTRY(wnode)	link;
	uint64_t	key;
};

static long
wnode_cmp(struct wnode *a, struct wnode *b)
{
	return ((long)(a->key > b->key) - (long)(a->key < b->key));
}

RB_HEAD(wtree, wnode);
RB_PROTOTYPE(wtree, wnode, link, wnode_cmp)
RB_GENERATE(wtree, wnode, link, wnode_cmp)

/* Order-preserving: the low word is constant, the high word differs. */
#define W_SETKEY(e, k)	((e)->key = ((uint64_t)(k) << 32) | UINT64_C(0x89abcdef))
#define W_KEY(e)	((int64_t)((e)->key >> 32))

/*
 * Cached, and augmented: every node keeps the sum and the largest of the
 * vals of its subtree (tests/coverage/sums.h).
 */
struct anode {
	RB_ENTRY(anode)	link;
	int		key;
	int		val;
	long		sum;
	int		maxval;
};

static int
anode_cmp(struct anode *a, struct anode *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

SUMS_HOOK(anode, struct anode, link)
SUMS_CHECK(anode, struct anode)

/* A new element keeps its old summaries: an insert must not trust them. */
static void
anode_payload(void *e, long long v, int fresh)
{
	(void)fresh;
	((struct anode *)e)->val = (int)(v % 4);
}

RB_HEAD_CACHED(ctree, anode);
RB_GENERATE_CACHED_STATIC(ctree, anode, link, anode_cmp)

RB_HEAD(atree, anode);
RB_PROTOTYPE_AUGMENT(atree, anode, link, anode_cmp, anode_aug)
RB_GENERATE_AUGMENT(atree, anode, link, anode_cmp, anode_aug)

RB_HEAD_CACHED(catree, anode);
RB_GENERATE_CACHED_AUGMENT_STATIC(catree, anode, link, anode_cmp, anode_aug)

/* ---- the engine's adapters ------------------------------------------- */

ENG_RB(wtree, struct wnode, link, W_SETKEY, W_KEY)
ENG_RB_FULL(wtree, struct wnode, link)
ENG_RB(ctree, struct anode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(ctree, struct anode, link)
ENG_RB_CACHED(ctree)
ENG_RB(atree, struct anode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(atree, struct anode, link)
ENG_RB(catree, struct anode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(catree, struct anode, link)
ENG_RB_CACHED(catree)

static const struct eng_tree *const trees[] = {
	&itree_eng,	/* tests/misuse.h */
	&(const struct eng_tree){ .name = "wtree (RB_GENERATE, 64-bit keys)",
	    ENG_RB_OPS(wtree, struct wnode), ENG_RB_FULL_OPS(wtree) },
	&diff_split_full_tree,	/* tests/diff_split.c */
	&diff_split_tree,
	&(const struct eng_tree){ .name = "ctree (RB_GENERATE_CACHED_STATIC)",
	    ENG_RB_OPS(ctree, struct anode), ENG_RB_FULL_OPS(ctree),
	    ENG_RB_CACHED_OPS(ctree) },
	&(const struct eng_tree){ .name = "atree (RB_GENERATE_AUGMENT)",
	    ENG_RB_OPS(atree, struct anode), ENG_RB_FULL_OPS(atree),
	    .hook = ENG_HOOK, .augcheck = anode_augcheck,
	    .payload = anode_payload },
	&(const struct eng_tree){
	    .name = "catree (RB_GENERATE_CACHED_AUGMENT_STATIC)",
	    ENG_RB_OPS(catree, struct anode), ENG_RB_FULL_OPS(catree),
	    ENG_RB_CACHED_OPS(catree), .hook = ENG_HOOK,
	    .augcheck = anode_augcheck, .payload = anode_payload },
	&stree_eng,
};

/* ---- sizes ---------------------------------------------------------- */

#define ENTRY_SIZE	sizeof(((struct node *)0)->entry)
#define SPLAY_ENTRY_SIZE sizeof(((struct snode *)0)->entry)

#ifdef EXPECT_RB_ENTRY_SIZE
/* Compile-time: RB_ENTRY has exactly the size the build asks for. */
typedef char expect_rb_entry_size[ENTRY_SIZE == EXPECT_RB_ENTRY_SIZE ? 1 : -1];
#endif

static int n_passed, n_failed;

static void
result(int ok, const char *what)
{
	(void)printf("%s: %s\n", ok ? "ok" : "FAILED", what);
	if (ok)
		n_passed++;
	else
		n_failed++;
}

static void
check_sizes(void)
{
	union {
		uint32_t	word;
		unsigned char	byte[4];
	} probe;
	char buf[160];

	probe.word = 0x01020304;
	(void)printf("target: %u-bit pointers, %s-endian\n",
	    (unsigned)(8 * sizeof(void *)),
	    probe.byte[0] == 1 ? "big" : probe.byte[0] == 4 ? "little" : "mixed");
	(void)snprintf(buf, sizeof(buf), "sizeof RB_ENTRY = %u (3 pointers = %u)",
	    (unsigned)ENTRY_SIZE, (unsigned)(3 * sizeof(void *)));
	result(ENTRY_SIZE == 3 * sizeof(void *), buf);
#ifdef EXPECT_RB_ENTRY_SIZE
	(void)snprintf(buf, sizeof(buf), "sizeof RB_ENTRY = %u, expected %u",
	    (unsigned)ENTRY_SIZE, (unsigned)EXPECT_RB_ENTRY_SIZE);
	result(ENTRY_SIZE == EXPECT_RB_ENTRY_SIZE, buf);
#endif
	(void)snprintf(buf, sizeof(buf), "sizeof SPLAY_ENTRY = %u (2 pointers)",
	    (unsigned)SPLAY_ENTRY_SIZE);
	result(SPLAY_ENTRY_SIZE == 2 * sizeof(void *), buf);
	(void)snprintf(buf, sizeof(buf), "sizeof RB_HEAD = %u (1 pointer)",
	    (unsigned)sizeof(struct itree));
	result(sizeof(struct itree) == sizeof(void *), buf);
	(void)snprintf(buf, sizeof(buf), "sizeof(struct wnode) = %u, alignment of "
	    "its entry's pointers leaves the 2 low bits free",
	    (unsigned)sizeof(struct wnode));
	result(offsetof(struct wnode, link) % 4 == 0 && sizeof(struct wnode) % 4 == 0,
	    buf);
}

int
main(int argc, char **argv)
{
	long ops = argc > 1 ? strtol(argv[1], NULL, 0) : 200000L;
	uint64_t seed = argc > 2 ? (uint64_t)strtoull(argv[2], NULL, 0) :
	    UINT64_C(0x7e57c0ffee);
	struct eng_cfg cfg = { .ops = ops };
	struct eng_run r;
	char buf[160];
	size_t i;
	int ok;

	(void)setvbuf(stdout, NULL, _IOLBF, 0);
	check_sizes();
	for (i = 0; i < sizeof(trees) / sizeof(trees[0]); i++) {
		cfg.seed = seed + i;
		(void)snprintf(buf, sizeof(buf), "%s: %ld random operations, "
		    "seed %#llx", trees[i]->name, ops,
		    (unsigned long long)cfg.seed);
#ifdef TREE_DEBUG
		mis_run = &r;	/* a debug report fails the run */
#endif
		ok = eng_run(&r, trees[i], &cfg) == 0;
		if (!ok)
			(void)printf("  %s\n", r.msg);
		result(ok, buf);
	}
#ifdef TREE_DEBUG
	/* Each misuse reported by name, the tree intact (tests/misuse.h). */
	for (i = 0; i < MIS_NCASES; i++) {
		const char *err = mis_run_case(&r, mis_cases[i].fn, seed);

		if (err != NULL)
			(void)printf("  %s\n", err);
		(void)snprintf(buf, sizeof(buf), "debug: %s", mis_cases[i].name);
		result(err == NULL, buf);
	}
#endif
	(void)printf("cross-diff: %d passed, %d failed\n", n_passed, n_failed);
	return (n_failed == 0 ? 0 : 1);
}
