/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * An RB_CACHE_LINE that is not a sensible number of bytes (not above a
 * pointer's 8, or empty): an error that names it, first.
 *
 * @must: fail
 * @variants: -DRB_CACHE_LINE=8 | -DRB_CACHE_LINE=4 | -DRB_CACHE_LINE= | -DRB_CACHE_LINE=8192
 * @expect: RB_CACHE_LINE must be a number of bytes
 * @first-error: yes
 */
#include "tree.h"
#include "node.h"

RB_HEAD_CACHED(tree, node);
RB_GENERATE_CACHED_STATIC(tree, node, link, cmp)

#include "main.h"
