/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * bench.h: the interface between the benchmark driver (bench.c) and the
 * implementations under test (the report's is bench_report.h).  Each implementation lives in its own
 * translation unit (tree.h and libbsd's <bsd/sys/tree.h> define the same
 * macro names; Boost and std::set need C++) and exports one
 * struct bench_impl.  The driver calls one function per batch of
 * operations, never one per operation.
 *
 * Workspace: `ntrees` trees of `n` nodes each, side by side.  Slot s
 * (0 <= s < ntrees * n) is a node of tree s / n; its key is keys[s] when
 * the workspace is built.  Keys carry the slot in their low SLOT_BITS bits
 * (key & SLOT_MASK == slot), so an implementation can map a key back to its
 * slot (std::set, which owns its nodes, needs that).  A batch names `k`
 * slots per tree, tree-major: sel[t * k + j] is a slot of tree t.
 */
#ifndef BENCH_H
#define BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "../common/driver.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SLOT_BITS	24
#define SLOT_MASK	((UINT64_C(1) << SLOT_BITS) - 1)

enum bench_op {
	OP_MIN,		/* RB_MIN of each tree */
	OP_NEXT,	/* RB_NEXT of a random node */
	OP_REPLACE,	/* replace a random node by a spare with an equal key */
	OP_POPMIN,	/* remove and return the minimum */
	OP_REMOVE,	/* remove a random node (the node is at hand) */
	OP_INSERT,	/* insert a random key (a node taken out before) */
	OP_ASCEND,	/* insert a key above every key (time-ordered queue) */
	OP_FIND,	/* look up a random key present in the tree */
	NOPS
};

struct ws_params {
	size_t ntrees;		/* trees side by side */
	size_t n;		/* nodes per tree */
	size_t k;		/* operations per tree per batch */
	const uint64_t *keys;	/* ntrees * n keys, in insertion order */
	int ascending;		/* keys ascend within each tree (OP_ASCEND) */
};

struct batch {
	const uint32_t *sel;	/* ntrees * k slots, tree-major */
	const uint64_t *qkeys;	/* their keys (OP_FIND) */
};

/*
 * After every timed operation: the compiler must not keep anything of one
 * operation in registers for the next (nor hoist the load of a head out
 * of a loop of RB_MIN calls): between real operations other code runs.
 * Every implementation's loops use it the same way.
 */
#define OP_BARRIER()	__asm__ __volatile__("" ::: "memory")

typedef uint64_t batch_fn(void *ws, const struct batch *b);

/* What an implementation stands for in the report. */
enum bench_role {
	ROLE_TREEH,		/* tree.h plain: the reference */
	ROLE_TREEH_A2,		/* a second copy of it: the noise floor */
	ROLE_TREEH_CACHED,	/* tree.h cached head */
	ROLE_TREEH_AUG,		/* tree.h augmented (subtree max) */
	ROLE_TREEH_RB,		/* tree.h plain, TREE_BALANCE=TREE_RED_BLACK */
	ROLE_TREEH_RB_CACHED,	/* its cached head */
	ROLE_PEER,		/* a library a user would otherwise pick */
	ROLE_AB_A,		/* bench-ab: version A, its copy, version B */
	ROLE_AB_A2,
	ROLE_AB_B
};

struct bench_impl {
	struct impl_id id;	/* name, role (enum bench_role), description */
	size_t node_bytes;	/* sizeof one node as the user sees it */
	size_t link_bytes;	/* of which linkage */
	void *(*create)(const struct ws_params *p);
	void (*destroy)(void *ws);
	/* NULL if the workspace is consistent, else a message */
	const char *(*check)(void *ws);
	/*
	 * Per operation: prep (untimed, before), run (timed), restore
	 * (untimed, after).  run == NULL: operation not offered.  Each returns
	 * a checksum that must agree between implementations.
	 */
	batch_fn *prep[NOPS];
	batch_fn *run[NOPS];
	batch_fn *restore[NOPS];
};

#ifdef __cplusplus
}
#endif

#endif /* BENCH_H */
