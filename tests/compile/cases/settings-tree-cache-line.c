/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The files of one tree (settings.h) out of the program's check of
 * RB_CACHE_LINE (RB_MIXED_CACHE_LINE), one with 64 and the other 128:
 * the tree's own marks still stop the link, naming the tree and a bit
 * of the value.  GNU ld (tree.3).
 *
 * @must: link-fail
 * @flags: -DRB_MIXED_CACHE_LINE
 * @second: -DSECOND_FILE -DSECOND_SETTING=0
 * @expect: itree_RB_needs_one_RB_CACHE_LINE_bit[67]
 * @reject: tree_h_one_
 */
#ifdef SECOND_FILE
#define RB_CACHE_LINE	128
#else
#define RB_CACHE_LINE	64
#endif
#include "settings.h"
