/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The same two files of two schemes (balance-static.h), both with
 * TREE_MIXED_BALANCE, which says the program mixes schemes on purpose:
 * they link, and each tree is valid.
 *
 * @must: link
 * @second: -DSECOND_FILE
 */
#define TREE_MIXED_BALANCE
#include "balance-static.h"
