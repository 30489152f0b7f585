/* SPDX-License-Identifier: BSD-2-Clause */
/* Tests: define one tree with every RB_PROTOTYPE_<OP> and RB_GENERATE_<OP>. */
/*
 * Include after tree.h.  Nothing but tree.h's macros, no headers, no test
 * framework: it is used by the Criterion tests, the compile matrix (C99 to
 * C++20), the lint units and the cross driver (-m32, qemu targets).
 *
 *   PER_OP_PROTOTYPES(name, type, attr)
 *   PER_OP_GENERATE(name, type, field, cmp, attr)
 *
 * Each expands to every per-operation macro, in the order of
 * RB_PROTOTYPE_INTERNAL, with cmp passed to the ones that take it; like
 * RB_PROTOTYPE_INTERNAL, neither is followed by a semicolon.  Tests that
 * deliberately instantiate a subset (FreeBSD's dependency rules: a few
 * operations must be enough) write it out instead.
 */
#ifndef TESTS_PER_OP_H
#define TESTS_PER_OP_H

#ifndef RB_GENERATE_INSERT_COLOR
#error "per_op.h: include tree.h first"
#endif

/*
 * Generated from gen/'s list of operations (rb_ops.OPERATIONS, which
 * also makes RB_PROTOTYPE_INTERNAL): "make gen" rewrites the lines
 * between the cog markers, "make check-gen" fails if they are stale.
 */
/* [[[cog
from cfmt import define, emit
from rb_ops import OPERATIONS
emit(define("PER_OP_PROTOTYPES(name, type, attr)",
            [f"RB_PROTOTYPE_{o.op}(name, type, attr);" for o in OPERATIONS]))
print()
emit(define("PER_OP_GENERATE(name, type, field, cmp, attr)",
            [f"RB_GENERATE_{o.op}({', '.join(o.generate_args())})"
             for o in OPERATIONS]))
]]] */
#define PER_OP_PROTOTYPES(name, type, attr)				\
	RB_PROTOTYPE_INSERT_COLOR(name, type, attr);			\
	RB_PROTOTYPE_REMOVE_COLOR(name, type, attr);			\
	RB_PROTOTYPE_INSERT_FINISH(name, type, attr);			\
	RB_PROTOTYPE_INSERT(name, type, attr);				\
	RB_PROTOTYPE_INSERT_NEXT(name, type, attr);			\
	RB_PROTOTYPE_INSERT_PREV(name, type, attr);			\
	RB_PROTOTYPE_REMOVE(name, type, attr);				\
	RB_PROTOTYPE_FIND(name, type, attr);				\
	RB_PROTOTYPE_NFIND(name, type, attr);				\
	RB_PROTOTYPE_PFIND(name, type, attr);				\
	RB_PROTOTYPE_NEXT(name, type, attr);				\
	RB_PROTOTYPE_PREV(name, type, attr);				\
	RB_PROTOTYPE_MINMAX(name, type, attr);				\
	RB_PROTOTYPE_REINSERT(name, type, attr);			\
	RB_PROTOTYPE_POP_MIN(name, type, attr);				\
	RB_PROTOTYPE_SPLIT(name, type, attr);				\
	RB_PROTOTYPE_JOIN(name, type, attr);				\
	RB_PROTOTYPE_BUILD(name, type, attr);				\
	RB_PROTOTYPE_REMOVE_RANGE(name, type, attr);			\
	RB_PROTOTYPE_REPLACE(name, type, attr);				\
	RB_PROTOTYPE_POSTORDER(name, type, attr);			\
	RB_PROTOTYPE_UPDATE_AUGMENT(name, type, attr);			\
	RB_PROTOTYPE_VALIDATE(name, type, attr);

#define PER_OP_GENERATE(name, type, field, cmp, attr)			\
	RB_GENERATE_INSERT_COLOR(name, type, field, attr)		\
	RB_GENERATE_REMOVE_COLOR(name, type, field, attr)		\
	RB_GENERATE_INSERT_FINISH(name, type, field, attr)		\
	RB_GENERATE_INSERT(name, type, field, cmp, attr)		\
	RB_GENERATE_INSERT_NEXT(name, type, field, cmp, attr)		\
	RB_GENERATE_INSERT_PREV(name, type, field, cmp, attr)		\
	RB_GENERATE_REMOVE(name, type, field, attr)			\
	RB_GENERATE_FIND(name, type, field, cmp, attr)			\
	RB_GENERATE_NFIND(name, type, field, cmp, attr)			\
	RB_GENERATE_PFIND(name, type, field, cmp, attr)			\
	RB_GENERATE_NEXT(name, type, field, attr)			\
	RB_GENERATE_PREV(name, type, field, attr)			\
	RB_GENERATE_MINMAX(name, type, field, attr)			\
	RB_GENERATE_REINSERT(name, type, field, cmp, attr)		\
	RB_GENERATE_POP_MIN(name, type, field, attr)			\
	RB_GENERATE_SPLIT(name, type, field, cmp, attr)			\
	RB_GENERATE_JOIN(name, type, field, cmp, attr)			\
	RB_GENERATE_BUILD(name, type, field, cmp, attr)			\
	RB_GENERATE_REMOVE_RANGE(name, type, field, cmp, attr)		\
	RB_GENERATE_REPLACE(name, type, field, cmp, attr)		\
	RB_GENERATE_POSTORDER(name, type, field, attr)			\
	RB_GENERATE_UPDATE_AUGMENT(name, type, field, attr)		\
	RB_GENERATE_VALIDATE(name, type, field, cmp, attr)
/* [[[end]]] */

#endif /* !TESTS_PER_OP_H */
