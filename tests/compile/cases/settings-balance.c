/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * TREE_BALANCE defined in the file that calls (settings.h) and not in the one
 * that generates the tree: must not link, and the linker names the
 * setting.  C with GNU ld (tree.3).
 *
 * @must: link-fail
 * @second: -DSECOND_FILE -DSECOND_SETTING=1
 * @compilers: gcc:-std=c11 clang:-std=c11 gcc:-std=c99
 * @expect: itree_RB_needs_one_TREE_BALANCE|tree_h_one_TREE_BALANCE_per_program
 */
#include "settings.h"
