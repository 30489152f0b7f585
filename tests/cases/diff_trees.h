/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The instantiations of the differential runs and their table,
 * diff_trees[], for the Criterion tests (test_diff.c) and the cross and
 * -m32 driver (cross/diff.c), and the fuzz targets (fuzz/fuzz.c, one
 * tree each), plain C: each includes this file once.
 * inst.h's itree and stree (adapted in inst_eng.h), the trees
 * of diff_trees_keys.h and diff_trees_per_op.h (each file says what its
 * trees test), and below a cached and two augmented trees.  With
 * DIFF_EXTERN_APART the program links ext_tree.c itself (test_diff: the
 * extern instantiation used across translation units).  For the debug
 * mode define COV_DEBUG first.
 */
#ifndef TESTS_DIFF_TREES_H
#define TESTS_DIFF_TREES_H

/* itree and stree, shared with make coverage and make mutate */
#include "inst.h"
#include "tree.h"
#include "../engine/engine.h"
#include "misuse.h"		/* inst_eng.h, and cov_report for COV_DEBUG */
#include "sums.h"
#include "diff_trees_per_op.h"
#include "diff_trees_keys.h"
#ifndef DIFF_EXTERN_APART
#include "ext_tree.c" /* NOLINT(bugprone-suspicious-include) */
#endif

/* ---- instantiations ------------------------------------------------- */

/*
 * Cached, and augmented: every node keeps the sum and the largest of the
 * vals of its subtree (sums.h).
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

/* ---- the engine's adapters, the table ---------------------------------- */

ENG_RB(ctree, struct anode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(ctree, struct anode, link)
ENG_RB_CACHED(ctree)
ENG_RB(atree, struct anode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(atree, struct anode, link)
ENG_RB(catree, struct anode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(catree, struct anode, link)
ENG_RB_CACHED(catree)

static const struct eng_tree ctree_eng = {
    .name = "ctree (RB_GENERATE_CACHED_STATIC)",
    ENG_RB_OPS(ctree, struct anode), ENG_RB_FULL_OPS(ctree),
    ENG_RB_CACHED_OPS(ctree) };
static const struct eng_tree atree_eng = {
    .name = "atree (RB_GENERATE_AUGMENT)",
    ENG_RB_OPS(atree, struct anode), ENG_RB_FULL_OPS(atree),
    .hook = ENG_HOOK, .augcheck = anode_augcheck,
    .payload = anode_payload };
static const struct eng_tree catree_eng = {
    .name = "catree (RB_GENERATE_CACHED_AUGMENT_STATIC)",
    ENG_RB_OPS(catree, struct anode), ENG_RB_FULL_OPS(catree),
    ENG_RB_CACHED_OPS(catree), .hook = ENG_HOOK,
    .augcheck = anode_augcheck, .payload = anode_payload };

static const struct eng_tree *const diff_trees[] = {
	&itree_eng,	/* inst_eng.h */
	&diff_extern_tree,	/* diff_trees_keys.h */
	&diff_string_tree,
	&diff_long_tree,
	&diff_two_tree,
	&diff_split_full_tree,	/* diff_trees_per_op.h */
	&diff_split_tree,
	&ctree_eng,
	&atree_eng,
	&catree_eng,
	&stree_eng,
};

#define DIFF_NTREES	(sizeof(diff_trees) / sizeof(diff_trees[0]))

#endif /* !TESTS_DIFF_TREES_H */
