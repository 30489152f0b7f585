/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * One tree's per-operation generators in two files of two balance
 * schemes (balance-split.h): must not link, and the linker names the
 * fix, TREE_BALANCE, and both schemes (in C with GNU ld, the mark of
 * settings.h's cases may come first, naming TREE_BALANCE).
 *
 * @must: link-fail
 * @second: -DSECOND_FILE
 * @variants: -DFIRST=TREE_WEAK_AVL -DSECOND=TREE_RED_BLACK | -DFIRST=TREE_RED_BLACK -DSECOND=TREE_WEAK_AVL
 * @expect: itree_RB_[A-Z_]+_TREE_(WEAK_AVL|RED_BLACK)_RB_[A-Z_]+_TREE_(RED_BLACK|WEAK_AVL)_need_one_TREE_BALANCE|itree_RB_needs_one_TREE_BALANCE|tree_h_one_TREE_BALANCE_per_program
 */
#include "balance-split.h"
