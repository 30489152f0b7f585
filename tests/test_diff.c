/*
 * Differential tests: the engine's random program (engine.h) on each
 * instantiation of diff_trees.h and on the two of tests/coverage/inst.c.
 * TREE_TEST_OPS overrides the number of operations, TREE_TEST_SEED the
 * seed.
 */
#include "check.h"
#include <criterion/parameterized.h>
/* itree and stree: RB_GENERATE_STATIC and SPLAY_GENERATE, int keys */
#include "coverage/inst.c" /* NOLINT(bugprone-suspicious-include) */
#include "tree.h"
#include "misuse.h"
#include "diff_trees.h"

#define DIFF_OPS	800000L

/* Test i's tree, the long runs'; also the tiny ones', in turn. */
static const struct eng_tree *const trees[] = { &itree_eng,
    &diff_extern_tree, &diff_two_tree, &diff_string_tree, &diff_long_tree,
    &diff_split_tree, &diff_split_full_tree, &stree_eng };

#define NTREES	((int)(sizeof(trees) / sizeof(trees[0])))

/*
 * The parameter is the tree's index: Criterion runs each test in a new
 * process of the program (exec'd, so at other addresses), and copies the
 * parameters there, so they must not hold pointers.
 */
ParameterizedTestParameters(diff, trees)
{
	static int index[NTREES];
	int i;

	for (i = 0; i < NTREES; i++)
		index[i] = i;
	return cr_make_param_array(int, index, NTREES);
}

/* A long program on each tree: seed TREE_TEST_SEED, or 0x5eed0001 + i. */
ParameterizedTest(int *i, diff, trees)
{
	eng_test(trees[*i], (struct eng_cfg){
	    .seed = test_seed(0x5eed0001ULL + (unsigned)*i),
	    .ops = test_ops(DIFF_OPS) });
}

/*
 * Many short programs on trees of at most 12 elements, on every
 * instantiation: the edge cases of small shapes.  Run k uses seed
 * TREE_TEST_SEED + k (default 0x5ca1ab1e + k).
 */
Test(diff, tiny_trees)
{
	uint64_t base = test_seed(0x5ca1ab1eULL);
	long runs = test_ops(DIFF_OPS) / 250, k;
	struct eng_cfg cfg = { .ops = 100 };
	struct eng_run r;

	for (k = 0; k < (runs > 20 ? runs : 20); k++) {
		cfg.seed = base + (uint64_t)k;
		cfg.maxn = 1 + (size_t)(k % 12);
		if (eng_run(&r, trees[k % NTREES], &cfg) != 0)
			cr_assert_fail("%s", r.msg);
	}
}
