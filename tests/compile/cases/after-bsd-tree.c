/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * tree.h included after a BSD <sys/tree.h>: libbsd's <bsd/sys/tree.h>, or
 * (without LIBBSD) a stand-in with FreeBSD's, OpenBSD's and NetBSD's
 * include guard from tests/compile/fake: one clear #error, not a wall of
 * redefinitions.
 *
 * @must: fail
 * @flags: -Itests/compile/fake
 * @variants: -DLIBBSD |
 * @expect: tree\.h: included after
 * @reject: redefined|redefinition
 * @max-errors: 1
 */
#ifdef LIBBSD
#include <stddef.h>
#include <bsd/sys/tree.h>
#else
#include <sys/tree.h>
#endif
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
