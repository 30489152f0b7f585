/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A global hook defined after the #include with an #undef of tree.h's
 * default first, as tree.3 says: no warning, and the hook is used (the
 * program, augment-after-include.c, checks the subtree sizes).
 *
 * @must: compile
 * @variants: | -DLATE_RB_AUGMENT
 */
#define UNDEF_FIRST
#include "augment-after-include.c"
