/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * C89 (no inline, no <stdint.h>): an error that names C99 first, at every
 * optimisation level.
 *
 * @must: fail
 * @variants: | -O2
 * @compilers: gcc:-std=c89 clang:-std=c89 gcc:-std=gnu89
 * @expect: tree.h: needs C99 or later
 * @first-error: yes
 */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
