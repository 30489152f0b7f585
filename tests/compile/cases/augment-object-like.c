/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_AUGMENT defined after the #include (with the #undef tree.3 asks for)
 * as an object-like macro, "#define RB_AUGMENT node_size": tree.h cannot
 * call it with the element, and the error names the fix.
 *
 * @must: fail
 * @flags: -Werror
 * @expect: _RB_AUGMENT_must_be_function_like_not_node_size
 */
#define OBJECT_LIKE
#include "augment-after-include.c"
