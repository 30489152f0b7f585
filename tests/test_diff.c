/*
 * Differential tests: a seeded random program per instantiation, checked
 * against a sorted-array model after every operation and structurally every
 * few hundred operations (see diff_driver.h).  TREE_TEST_OPS overrides the
 * number of operations, TREE_TEST_SEED the seed.
 */
#include <criterion/criterion.h>

#include "diff_runs.h"
#include "model.h"

#define DIFF_OPS	1000000L

Test(diff, static_int_tree)
{
	diff_run_static(test_seed(0x5eed0001ULL), test_ops(DIFF_OPS));
}

Test(diff, extern_tree)
{
	diff_run_extern(test_seed(0x5eed0002ULL), test_ops(DIFF_OPS));
}

Test(diff, two_trees_one_node_type)
{
	diff_run_two(test_seed(0x5eed0003ULL), test_ops(DIFF_OPS));
}

Test(diff, string_tree)
{
	diff_run_string(test_seed(0x5eed0004ULL), test_ops(DIFF_OPS));
}

Test(diff, long_comparator_tree)
{
	diff_run_long(test_seed(0x5eed0005ULL), test_ops(DIFF_OPS));
}

Test(diff, split_some_operations)
{
	diff_run_split(test_seed(0x5eed0006ULL), test_ops(DIFF_OPS));
}

Test(diff, split_every_operation)
{
	diff_run_split_full(test_seed(0x5eed0007ULL), test_ops(DIFF_OPS));
}

Test(diff, splay_tree)
{
	diff_run_splay(test_seed(0x5eed0008ULL), test_ops(DIFF_OPS));
}
