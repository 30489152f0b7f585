/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * One tree's per-operation generators in two files of one balance scheme
 * (balance-split.h): links and runs, in either scheme.
 *
 * @must: link
 * @second: -DSECOND_FILE
 * @variants: -DFIRST=TREE_WEAK_AVL -DSECOND=TREE_WEAK_AVL | -DFIRST=TREE_RED_BLACK -DSECOND=TREE_RED_BLACK
 */
#include "balance-split.h"
