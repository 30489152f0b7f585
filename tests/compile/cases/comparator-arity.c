/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A comparator that takes one argument instead of two: must not compile.
 *
 * @must: fail
 * @expect: too many arguments
 * @expect-c++: too many arguments|no matching function for call to 'cmp'
 */
#include "tree.h"

#define OWN_CMP
#include "node.h"

static int
cmp(struct node *a)
{
	return (a->key);
}

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
