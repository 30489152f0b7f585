/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * TREE_BALANCE is one per program, static trees included: two files,
 * each with a static tree of its own (settings-static.h), TREE_BALANCE
 * defined in the second only, must not link, and the linker names the
 * setting.  GNU ld (tree.3).
 *
 * @must: link-fail
 * @second: -DSECOND_FILE -DSECOND_SETTING=1
 * @expect: tree_h_one_TREE_BALANCE_per_program
 */
#include "settings-static.h"
