/*
 * Augmentation (FreeBSD) on the test engine: RB_AUGMENT (subtree sizes,
 * the hook defined before and after tree.h), RB_AUGMENT_CHECK (subtree
 * maxima, plain and cached heads) and RB_UPDATE_AUGMENT: the exact calls,
 * the early stop.  Every summary is checked against a recomputation.
 */
#include "augment_runs.h"
#include "eng_test.h"

#define AUG_OPS	200000L

#define AUG_RUN(tree, s)						\
	eng_test((tree), (struct eng_cfg){ .seed = test_seed(s),	\
	    .ops = test_ops(AUG_OPS) })

Test(augment, sizes_hook_before_include)
{
	AUG_RUN(&augment_early_tree, 0xa0a0001ULL);
}

Test(augment, sizes_hook_after_include)
{
	AUG_RUN(&augment_late_tree, 0xa0a0002ULL);
}

Test(augment, global_check_hook_plain)
{
	AUG_RUN(&augment_global_plain, 0xa0a0003ULL);
}

Test(augment, global_check_hook_cached)
{
	AUG_RUN(&augment_global_cached, 0xa0a0004ULL);
}

Test(augment, update_augment_stops_early)
{
	augment_early_stop();
}
