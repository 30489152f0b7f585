/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The files of settings.h with every file out of the program's check
 * (TREE_MIXED_BALANCE, RB_MIXED_LINK_STATE, RB_MIXED_CACHE_LINE), and
 * one setting defined in the file that calls only: the tree's own mark
 * still stops the link, naming the tree and the setting.  GNU ld
 * (tree.3).
 *
 * @must: link-fail
 * @flags: -DTREE_MIXED_BALANCE -DRB_MIXED_LINK_STATE -DRB_MIXED_CACHE_LINE
 * @second: -DSECOND_FILE
 * @variants: -DSECOND_SETTING=1 | -DSECOND_SETTING=2 | -DSECOND_SETTING=3
 * @expect: itree_RB_needs_one_(TREE_BALANCE|RB_NO_LINK_STATE|RB_CACHE_LINE)
 * @reject: tree_h_one_
 */
#include "settings.h"
