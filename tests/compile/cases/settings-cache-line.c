/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_CACHE_LINE defined in one of the two files of one tree (settings.h)
 * only: the file that calls and not the one that generates the tree,
 * or (STATIC) the second of two files that each generate it and share
 * a head.  Must not link, and the linker names the setting, C and C++
 * alike.  GNU ld (tree.3).
 *
 * @must: link-fail
 * @second: -DSECOND_FILE -DSECOND_SETTING=3
 * @variants: | -DSTATIC
 * @expect: itree_RB_needs_one_RB_CACHE_LINE|tree_h_one_RB_CACHE_LINE_per_program
 */
#include "settings.h"
