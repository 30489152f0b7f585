/*
 * The instantiation measured by "make coverage" and used by "make mutate":
 * an int-keyed balanced tree made the way the unit tests make theirs
 * (RB_GENERATE_STATIC) and an int-keyed splay tree (SPLAY_PROTOTYPE +
 * SPLAY_GENERATE).  With COV_DEBUG it is the debug mode (TREE_DEBUG) with a
 * report hook, cov_report, that returns to the front-end (tests/cases/misuse.h,
 * tests/cases/rare.h define it), so that every misuse check can be provoked and
 * its message checked.  With COV_AUG the balanced tree is the cached,
 * augmented kind (RB_HEAD_CACHED, RB_GENERATE_CACHED_AUGMENT_STATIC)
 * instead.  tests/cases/inst_eng.h adapts both trees to the engine;
 * test_debug.c, test_rare.c and the cross driver include this file too.
 *
 * "make coverage" preprocesses this file (gcc -E -P), formats the result
 * with clang-format and compiles that for coverage, so the generated
 * functions get one line per statement.  Keep it free of system headers
 * other than what tree.h includes itself: they would be expanded too.
 */
#ifdef COV_DEBUG
#ifndef TREE_DEBUG
#define TREE_DEBUG
#endif
#define TREE_DEBUG_REPORT(tree, op, elm, msg)				\
	cov_report((tree), (op), (const void *)(elm), (msg))
#ifdef __GNUC__
__attribute__((__noreturn__))
#endif
void cov_report(const char *, const char *, const void *, const char *);
#endif

#include "tree.h"

#if defined(COV_AUG) && !defined(RB_GENERATE_CACHED_AUGMENT_STATIC)
#error "COV_AUG: this tree.h has no RB_GENERATE_CACHED_AUGMENT_STATIC"
#endif

struct node {
	int key;
	RB_ENTRY(node) entry;
#ifdef COV_AUG
	int val;	/* user data, not part of the key */
	long sum;	/* summary: sum of the subtree's vals */
	int maxval;	/* summary: largest val in the subtree */
#endif
};

/*
 * A comparator that can be made to lie, to provoke the debug mode's order
 * checks (tests/cases/misuse.h): node_cmp counts its calls in cov_calls, and
 * once that count is above cov_truth it returns cov_lie, if that is
 * non-zero.  Otherwise the classic "a - b", whose result is not only -1,
 * 0 or 1 (the keys are small: no overflow).
 */
static int cov_lie;
static long cov_calls, cov_truth;

static int
node_cmp(struct node *a, struct node *b)
{
	if (++cov_calls > cov_truth && cov_lie)
		return cov_lie;
	return a->key - b->key;
}

#ifdef COV_AUG
#include "sums.h"

/*
 * The augmented, cached variant: each element keeps the sum and the
 * largest of its subtree's vals (node_aug).  Many vals are 0
 * (tests/cases/misuse.h), so both often stay the same and the walk toward the
 * root can stop early.
 */
SUMS_HOOK(node, struct node, entry)

RB_HEAD_CACHED(itree, node);
RB_GENERATE_CACHED_AUGMENT_STATIC(itree, node, entry, node_cmp, node_aug)
#else
RB_HEAD(itree, node);
RB_GENERATE_STATIC(itree, node, entry, node_cmp)
#endif

struct snode {
	int key;
	SPLAY_ENTRY(snode) entry;
};

static int
snode_cmp(struct snode *a, struct snode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

SPLAY_HEAD(stree, snode);
SPLAY_PROTOTYPE(stree, snode, entry, snode_cmp)
SPLAY_GENERATE(stree, snode, entry, snode_cmp)
