/*
 * Augmentation (FreeBSD): RB_AUGMENT (subtree sizes, the hook defined
 * before and after tree.h, seeded random programs), RB_AUGMENT_CHECK
 * (subtree maxima) and RB_UPDATE_AUGMENT: the exact calls, the early
 * stop.  Every summary is checked against a recomputation.
 */
#include <criterion/criterion.h>

#include "augment_runs.h"

#define AUG_OPS	200000L

static void
aug_run(const struct eng_tree *t, uint64_t seed)
{
	struct eng_cfg cfg = { .seed = eng_env_seed(seed),
	    .ops = eng_env_ops(AUG_OPS) };
	struct eng_run r;

	if (eng_run(&r, t, &cfg) != 0)
		cr_assert_fail("%s", r.msg);
}

Test(augment, sizes_hook_before_include)
{
	aug_run(&augment_early_tree, 0xa0a0001ULL);
}

Test(augment, sizes_hook_after_include)
{
	aug_run(&augment_late_tree, 0xa0a0002ULL);
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
