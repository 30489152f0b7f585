/*
 * Augmentation (FreeBSD): RB_AUGMENT (subtree sizes, the hook defined
 * before and after tree.h, seeded random programs), RB_AUGMENT_CHECK
 * (subtree maxima) and RB_UPDATE_AUGMENT: the exact calls, the early
 * stop.  Every summary is checked against a recomputation.
 */
#include <criterion/criterion.h>

#include "augment_runs.h"
#include "model.h"

#define AUG_OPS	200000L

Test(augment, sizes_hook_before_include)
{
	augment_run_early(test_seed(0xa0a0001ULL), test_ops(AUG_OPS));
}

Test(augment, sizes_hook_after_include)
{
	augment_run_late(test_seed(0xa0a0002ULL), test_ops(AUG_OPS));
}

Test(augment, global_check_hook_plain)
{
	augment_global_plain();
}

Test(augment, global_check_hook_cached)
{
	augment_global_cached();
}

Test(augment, update_augment_stops_early)
{
	augment_early_stop();
}
