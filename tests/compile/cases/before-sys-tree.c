/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A BSD <sys/tree.h> (stand-in from tests/compile/fake) included after
 * tree.h is skipped cleanly, and tree.h's macros stay in force.
 *
 * @must: compile
 * @flags: -Itests/compile/fake
 * @compilers: gcc:-std=c99 clang:-std=c11 g++:-std=c++11 clang++:-std=c++17
 */
#include "tree.h"
#include <sys/tree.h>

#include "node.h"

typedef char node_link_is_3_words[
    sizeof(((struct node *)0)->link) == 3 * sizeof(void *) ? 1 : -1];

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
