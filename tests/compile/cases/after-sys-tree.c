/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * tree.h included after a BSD system <sys/tree.h> (here a stand-in with
 * FreeBSD's, OpenBSD's and NetBSD's include guard, from tests/compile/fake):
 * one clear #error, not a wall of redefinitions.
 *
 * @must: fail
 * @flags: -Itests/compile/fake
 * @expect: tree\.h: included after
 * @reject: redefined|redefinition
 * @max-errors: 1
 */
#include <sys/tree.h>
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
