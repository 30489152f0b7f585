/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Debug mode on in the file that calls, off in the file that generates
 * (generate.h, its own translation unit): the checks would not run, so
 * the link must fail, naming the fix.  PER_OP: FreeBSD's per-operation
 * generators instead of RB_GENERATE.
 *
 * @must: fail
 * @with: generate.h
 * @variants: | -DPER_OP
 * @expect: tree_RB_INSERT_needs_TREE_DEBUG_where_generated
 */
#define TREE_DEBUG
#define OWN_CMP		/* the generator's file compares */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_PROTOTYPE(tree, node, link, cmp)

#include "main.h"
