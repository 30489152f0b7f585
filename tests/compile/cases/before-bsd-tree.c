/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A BSD <sys/tree.h> included after tree.h, libbsd's <bsd/sys/tree.h> or
 * (without LIBBSD) the stand-in from tests/compile/fake, is skipped
 * cleanly: no warning, and the macros in force are still tree.h's (3-word
 * nodes).
 *
 * @must: compile
 * @flags: -Itests/compile/fake
 * @variants: -DLIBBSD |
 * @compilers: gcc:-std=c99 clang:-std=c11 gcc:-std=gnu17 g++:-std=c++11 clang++:-std=c++17
 */
#include "tree.h"
#ifdef LIBBSD
#include <stddef.h>
#include <bsd/sys/tree.h>
#else
#include <sys/tree.h>
#endif

#include "node.h"

typedef char node_link_is_3_words[
    sizeof(((struct node *)0)->link) == 3 * sizeof(void *) ? 1 : -1];

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
