/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Stand-in for a BSD system <sys/tree.h>, for the include-order checks in
 * tests/compile/cases/ only: it has the include guard that FreeBSD, OpenBSD
 * and NetBSD use, and defines a few of the same macros the way they do, so
 * that including both headers without a guard check would show up as
 * macro redefinitions.
 */
#ifndef	_SYS_TREE_H_
#define	_SYS_TREE_H_

#define	RB_HEAD(name, type)						\
struct name {								\
	struct type *rbh_root;						\
}

#define	RB_ENTRY(type)							\
struct {								\
	struct type *rbe_left;						\
	struct type *rbe_right;						\
	struct type *rbe_parent;					\
	int rbe_color;							\
}

#define	RB_ROOT(head)		(head)->rbh_root
#define	RB_LEFT(elm, field)	(elm)->field.rbe_left
#define	RB_RIGHT(elm, field)	(elm)->field.rbe_right

#endif	/* !_SYS_TREE_H_ */
