/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_CACHE_LINE 64 in one file and 128 in the other: the heads differ,
 * so the program must not link, and the linker names a bit of the
 * value, C and C++ alike.  The two files of one tree (settings.h), two
 * files that each generate it and share a head (STATIC), and two
 * unrelated static trees (UNRELATED, settings-static.h).  GNU ld
 * (tree.3).
 *
 * @must: link-fail
 * @second: -DSECOND_FILE -DSECOND_SETTING=0
 * @variants: | -DSTATIC | -DUNRELATED
 * @expect: (tree_h_one|itree_RB_needs_one)_RB_CACHE_LINE_bit[67]
 */
#ifdef SECOND_FILE
#define RB_CACHE_LINE	128
#else
#define RB_CACHE_LINE	64
#endif
#ifdef UNRELATED
#include "settings-static.h"
#else
#include "settings.h"
#endif
