/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A comparator that returns nothing: must not compile.
 *
 * @must: fail
 * @expect: void
 */
#include "tree.h"

#define OWN_CMP
#include "node.h"

static void
cmp(struct node *a, struct node *b)
{
	a->key = b->key;
}

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
