/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A comparator whose parameters have the wrong type: must not compile.
 *
 * @must: fail
 * @flags-c: -Werror=incompatible-pointer-types
 * @expect: incompatible pointer type
 * @expect-c++: cannot convert|cannot initialize a parameter|no matching function
 */
#include "tree.h"

#define OWN_CMP
#include "node.h"

struct other {
	int		key;
};

static int
cmp(struct other *a, struct other *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
