/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * registry.c: the implementations linked into one benchmark binary.
 * Default: tree.h (plain, a second plain copy, cached, augmented) and the
 * peers; -DBENCH_LINUX adds Linux's rbtree (make bench-linux fetched it).  -DBENCH_AB: versions A, A2 (a second copy of A) and B of tree.h
 * (bench-ab).  The order here is the order of the first sample round;
 * later rounds rotate it.
 */

#include <stddef.h>

#include "bench.h"

#ifdef BENCH_AB
extern const struct bench_impl impl_A, impl_A2, impl_B;

const struct bench_impl *const bench_impls[] = {
	&impl_A, &impl_B, &impl_A2, NULL
};
#else
extern const struct bench_impl impl_treeh, impl_treeh_a2, impl_treeh_cached,
    impl_treeh_aug, impl_libbsd, impl_boost_rb, impl_boost_avl, impl_std_set;
#ifdef BENCH_LINUX
extern const struct bench_impl impl_linux, impl_linux_cached;
#endif

const struct bench_impl *const bench_impls[] = {
	&impl_treeh, &impl_libbsd, &impl_treeh_cached, &impl_boost_rb,
#ifdef BENCH_LINUX
	&impl_linux,
#endif
	&impl_treeh_a2, &impl_boost_avl, &impl_treeh_aug, &impl_std_set,
#ifdef BENCH_LINUX
	&impl_linux_cached,
#endif
	NULL
};
#endif
