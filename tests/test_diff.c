/*
 * Differential tests: the engine's random program (engine.h) on each
 * instantiation of diff_trees.h and on the two of tests/coverage/inst.c.
 * TREE_TEST_OPS overrides the number of operations, TREE_TEST_SEED the
 * seed.
 */
#include "check.h"
/* itree and stree: RB_GENERATE_STATIC and SPLAY_GENERATE, int keys */
#include "coverage/inst.c" /* NOLINT(bugprone-suspicious-include) */
#include "tree.h"
#include "misuse.h"
#include "diff_trees.h"

#define DIFF_OPS	800000L

#define DIFF_RUN(tree, s)						\
	eng_test((tree), (struct eng_cfg){ .seed = test_seed(s),	\
	    .ops = test_ops(DIFF_OPS) })

Test(diff, static_int_tree)
{
	DIFF_RUN(&itree_eng, 0x5eed0001ULL);
}

Test(diff, extern_tree)
{
	DIFF_RUN(&diff_extern_tree, 0x5eed0002ULL);
}

Test(diff, two_trees_one_node_type)
{
	DIFF_RUN(&diff_two_tree, 0x5eed0003ULL);
}

Test(diff, string_tree)
{
	DIFF_RUN(&diff_string_tree, 0x5eed0004ULL);
}

Test(diff, long_comparator_tree)
{
	DIFF_RUN(&diff_long_tree, 0x5eed0005ULL);
}

Test(diff, split_some_operations)
{
	DIFF_RUN(&diff_split_tree, 0x5eed0006ULL);
}

Test(diff, split_every_operation)
{
	DIFF_RUN(&diff_split_full_tree, 0x5eed0007ULL);
}

Test(diff, splay_tree)
{
	DIFF_RUN(&stree_eng, 0x5eed0008ULL);
}

/*
 * Many short programs on trees of at most 12 elements, on every
 * instantiation: the edge cases of small shapes.  Run k uses seed
 * TREE_TEST_SEED + k (default 0x5ca1ab1e + k).
 */
Test(diff, tiny_trees)
{
	static const struct eng_tree *const trees[] = { &itree_eng,
	    &diff_extern_tree, &diff_two_tree, &diff_string_tree,
	    &diff_long_tree, &diff_split_tree, &diff_split_full_tree,
	    &stree_eng };
	uint64_t base = test_seed(0x5ca1ab1eULL);
	long runs = test_ops(DIFF_OPS) / 250, k;
	struct eng_cfg cfg = { .ops = 100 };
	struct eng_run r;

	for (k = 0; k < (runs > 20 ? runs : 20); k++) {
		cfg.seed = base + (uint64_t)k;
		cfg.maxn = 1 + (size_t)(k % 12);
		if (eng_run(&r, trees[k % 8], &cfg) != 0)
			cr_assert_fail("%s", r.msg);
	}
}
