/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A plain head with the cached generator has no cache to keep: rejected
 * at compile time with a message naming the fix, in strict C99 too.
 *
 * @must: fail
 * @compilers: gcc:-std=c11 clang:-std=c11 g++:-std=c++11 clang++:-std=c++11 gcc:-std=c99 clang:-std=c99
 * @expect: tree\.h: RB_GENERATE_CACHED\* needs an RB_HEAD_CACHED head
 * @expect-c99: tree_h_RB_GENERATE_CACHED_needs_an_RB_HEAD_CACHED_head
 * @reject: __error_if_negative
 */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_CACHED_STATIC(tree, node, link, cmp)

#include "main.h"
