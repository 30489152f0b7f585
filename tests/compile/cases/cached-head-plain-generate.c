/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A cached head with the plain generator would never maintain rbh_min
 * and rbh_count: rejected at compile time with a message naming the fix,
 * in strict C99 too.
 *
 * @must: fail
 * @compilers: gcc:-std=c11 clang:-std=c11 g++:-std=c++11 clang++:-std=c++11 gcc:-std=c99 clang:-std=c99
 * @expect: tree\.h: an RB_HEAD_CACHED head needs RB_GENERATE_CACHED
 * @expect-c99: tree_h_an_RB_HEAD_CACHED_head_needs_RB_GENERATE_CACHED
 * @reject: __error_if_negative
 */
#include "tree.h"
#include "node.h"

RB_HEAD_CACHED(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
