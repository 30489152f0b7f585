/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The same two files of settings-static.h, with the opt-out of the
 * setting they differ in (TREE_MIXED_BALANCE, RB_MIXED_LINK_STATE,
 * RB_MIXED_CACHE_LINE) defined in both, which says the program mixes
 * it on purpose: they link, and each tree is valid.
 *
 * @must: link
 * @second: -DSECOND_FILE
 * @variants: -DSECOND_SETTING=1 | -DSECOND_SETTING=2 | -DSECOND_SETTING=3
 */
#if SECOND_SETTING == 1
#define TREE_MIXED_BALANCE
#elif SECOND_SETTING == 2
#define RB_MIXED_LINK_STATE
#else
#define RB_MIXED_CACHE_LINE
#endif
#include "settings-static.h"
