/*
 * Differential tests: the engine's random program (engine.h) on each
 * instantiation of diff_trees.h, which the cross driver runs too.
 * TREE_TEST_OPS overrides the number of operations, TREE_TEST_SEED the
 * seed.
 */
#include "eng_test.h"
#include <criterion/parameterized.h>

/* mk/tests.mk links ext_tree.c: the extern tree across units */
#define DIFF_EXTERN_APART
#include "cases/diff_trees.h"

#define DIFF_OPS	800000L

#define NTREES	((int)DIFF_NTREES)

/* The tree's index, not a pointer: each test runs in a new process. */
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
	eng_test(diff_trees[*i], (struct eng_cfg){
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
		if (eng_run(&r, diff_trees[k % NTREES], &cfg) != 0)
			cr_assert_fail("%s", r.msg);
	}
}
