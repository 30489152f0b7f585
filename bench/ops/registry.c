/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * registry.c: the implementations linked into one benchmark binary.
 * Default: tree.h (plain, a second plain copy, cached, augmented; plain
 * and cached again in the red-black scheme) and the peers; -DBENCH_LINUX adds Linux's rbtree (make bench-linux fetched
 * it).  -DBENCH_AB: versions A, A2 (a second copy of A) and B of tree.h
 * (bench-ab).  The order here is the order of the first sample round;
 * later rounds rotate it.
 */

#include <stddef.h>

#include "bench.h"

#ifdef BENCH_AB
extern const struct bench_impl impl_A, impl_A2, impl_B;

const struct impl_id *const bench_impls[] = {
	&impl_A.id, &impl_B.id, &impl_A2.id, NULL
};
#else
extern const struct bench_impl impl_treeh, impl_treeh_a2, impl_treeh_cached,
    impl_treeh_aug, impl_treeh_rb, impl_treeh_rb_cached, impl_libbsd, impl_boost_rb, impl_boost_avl, impl_std_set;
#ifdef BENCH_LINUX
extern const struct bench_impl impl_linux, impl_linux_cached;
#endif

const struct impl_id *const bench_impls[] = {
	&impl_treeh.id, &impl_libbsd.id, &impl_treeh_rb.id,
	&impl_treeh_cached.id, &impl_boost_rb.id, &impl_treeh_rb_cached.id,
#ifdef BENCH_LINUX
	&impl_linux.id,
#endif
	&impl_treeh_a2.id, &impl_boost_avl.id, &impl_treeh_aug.id,
	&impl_std_set.id,
#ifdef BENCH_LINUX
	&impl_linux_cached.id,
#endif
	NULL
};
#endif
