/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * TREE_BALANCE is one per program, static trees included: two files of
 * two schemes, each with a static tree of its own (balance-static.h),
 * must not link, and the linker names the setting.  C with GNU ld
 * (tree.3).
 *
 * @must: link-fail
 * @second: -DSECOND_FILE
 * @compilers: gcc:-std=c11 clang:-std=c11 gcc:-std=c99
 * @expect: tree_h_one_TREE_BALANCE_per_program
 */
#include "balance-static.h"
