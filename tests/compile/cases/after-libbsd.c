/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * tree.h included after libbsd's <bsd/sys/tree.h>: one clear #error, not a
 * wall of redefinitions.
 *
 * @must: fail
 * @expect: tree\.h: included after
 * @reject: redefined|redefinition
 * @max-errors: 1
 */
#include <stddef.h>
#include <bsd/sys/tree.h>
#include "tree.h"

struct node {
	RB_ENTRY(node)	link;
	int		key;
};

int
main(void)
{
	return (0);
}
