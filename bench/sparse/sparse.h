/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * sparse.h: the sparse-matrix workload (make bench-sparse): the interface
 * between its driver (main.c) and the matrices under test (matrix.c,
 * compiled once per header).
 */
#ifndef BENCH_SPARSE_H
#define BENCH_SPARSE_H

#include <stddef.h>
#include <stdint.h>

/* One round: put, get and delete `items` random cells of an x by y
 * matrix, the cells drawn from `seed`. */
struct sparse_job {
	uint32_t x, y;
	size_t items;
	uint64_t seed;
};

struct sparse_impl {
	const char *name, *desc;
	/* a checksum of the round (the same for every implementation) */
	uint64_t (*round)(const struct sparse_job *job);
};

extern const struct sparse_impl sparse_treeh, sparse_treeh_a2, sparse_libbsd;

#endif /* BENCH_SPARSE_H */
