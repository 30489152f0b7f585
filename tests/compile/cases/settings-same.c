/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The same settings in both files of settings.h: links and runs, with
 * one generator or (STATIC) one per file, in either balance scheme, with
 * RB_NO_LINK_STATE or RB_CACHE_LINE in both.
 *
 * @must: link
 * @second: -DSECOND_FILE -DSECOND_SETTING=0
 * @variants: | -DSTATIC | -DTREE_BALANCE=TREE_RED_BLACK | -DSTATIC -DTREE_BALANCE=TREE_RED_BLACK | -DRB_NO_LINK_STATE | -DRB_CACHE_LINE=64
 */
#include "settings.h"
