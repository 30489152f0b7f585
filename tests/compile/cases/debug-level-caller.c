/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Debug mode at the strict level (2) in the file that calls, at the
 * default level in the file that generates (generate.h, its own
 * translation unit, built with the variant's -DTREE_DEBUG): the strict
 * checks would not run, so the link must fail, naming the fix.
 *
 * @must: fail
 * @with: generate.h
 * @variants: -DTREE_DEBUG | -DTREE_DEBUG -DPER_OP
 * @expect: tree_RB_INSERT_needs_TREE_DEBUG_2_where_generated
 */
#undef TREE_DEBUG
#define TREE_DEBUG	2
#define OWN_CMP		/* the generator's file compares */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_PROTOTYPE(tree, node, link, cmp)

#include "main.h"
