/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Debug mode at the default level in the file that calls, at the strict
 * level (2) in the file that generates (generate.h, built with the
 * variant's -DTREE_DEBUG=2): the checks would be stricter than the
 * caller's, so the link must fail, naming the level the caller has.
 *
 * @must: fail
 * @with: generate.h
 * @variants: -DTREE_DEBUG=2 | -DTREE_DEBUG=2 -DPER_OP
 * @expect: tree_RB_INSERT_needs_TREE_DEBUG_where_generated
 */
#undef TREE_DEBUG
#define TREE_DEBUG
#define OWN_CMP		/* the generator's file compares */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_PROTOTYPE(tree, node, link, cmp)

#include "main.h"
