/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_CACHE_LINE is one per program, static trees included: two files,
 * each with a static tree of its own (settings-static.h), RB_CACHE_LINE
 * defined in the second only, must not link, and the linker names the
 * setting.  GNU ld (tree.3).
 *
 * @must: link-fail
 * @second: -DSECOND_FILE -DSECOND_SETTING=3
 * @expect: tree_h_one_RB_CACHE_LINE_per_program
 */
#include "settings-static.h"
