/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_CACHE_LINE 64 in one file and the same value spelled otherwise
 * (LINE: 64u, 0x40, 0100) in the other: one layout, so the program
 * links and its tree is valid.  The files of one tree (settings.h),
 * two files that each generate it (STATIC), unrelated static trees
 * (UNRELATED, settings-static.h); and with RB_MIXED_CACHE_LINE in both,
 * unrelated static trees with 64 and 128 link too.
 *
 * @must: link
 * @second: -DSECOND_FILE -DSECOND_SETTING=0
 * @variants: -DLINE=64u | -DLINE=0x40 -DSTATIC | -DLINE=0100 -DUNRELATED | -DLINE=128 -DUNRELATED -DRB_MIXED_CACHE_LINE
 */
#ifdef SECOND_FILE
#define RB_CACHE_LINE	LINE
#else
#define RB_CACHE_LINE	64
#endif
#ifdef UNRELATED
#include "settings-static.h"
#else
#include "settings.h"
#endif
