/*
 * Augmentation (FreeBSD): RB_AUGMENT (subtree sizes, the hook defined
 * before and after tree.h), RB_AUGMENT_CHECK (subtree maxima, early stop)
 * and RB_UPDATE_AUGMENT.  Every summary is checked against a recomputation
 * along seeded random programs.
 */
#include <criterion/criterion.h>

#include "augment_runs.h"
#include "model.h"

#define AUG_OPS	200000L

void augment_early_stop(void);

Test(augment, sizes_hook_before_include)
{
	augment_run_early(test_seed(0xa0a0001ULL), test_ops(AUG_OPS));
}

Test(augment, sizes_hook_after_include)
{
	augment_run_late(test_seed(0xa0a0002ULL), test_ops(AUG_OPS));
}

Test(augment, maxima_augment_check)
{
	augment_run_check(test_seed(0xa0a0003ULL), test_ops(AUG_OPS));
}

Test(augment, update_augment_stops_early)
{
	augment_early_stop();
}
