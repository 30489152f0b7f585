/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The other translation unit of the two-file cases (@with: generate.h),
 * compiled on its own: it generates the tree of node.h, without
 * TREE_DEBUG; with PER_OP, through FreeBSD's per-operation generators.
 */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_PROTOTYPE(tree, node, link, cmp)
#ifdef PER_OP
#include "../../cases/per_op.h"
PER_OP_GENERATE(tree, node, link, cmp, )
#else
RB_GENERATE(tree, node, link, cmp)
#endif
