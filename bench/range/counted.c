/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * counted.c: one implementation of the range benchmark (range.h) under
 * callgrind (make bench-range-counts, bench/range/counts.sh), on a tree
 * of the keys 0 ... 10^6 - 1:
 *
 *   counted NAME cut K R   R removals of K keys from random places, each
 *                          in op_cut and put back outside it
 *   counted NAME fill      the fill of an empty tree, in op_fill
 *   counted NAME           exits 0 if NAME is one of the benchmark's
 *
 * op_cut and op_fill are noinline, so that callgrind's --toggle-collect
 * counts them alone.  Exits 1 on a bad name or a wrong sum of keys.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "range.h"

#define N	1000000

static const struct range_impl *const all[] = { RANGE_ALL_IMPLS };
#define NALL	((int)(sizeof(all) / sizeof(all[0])))

__attribute__((__noinline__)) static uint64_t
op_cut(const struct range_impl *im, uint64_t lo, uint64_t k)
{
	return (im->cut(lo, k));
}

__attribute__((__noinline__)) static void
op_fill(const struct range_impl *im)
{
	im->fill(N);
}

int
main(int argc, char **argv)
{
	const struct range_impl *im = NULL;
	uint64_t k, lo, seed = 1, sum;
	long r, reps;
	int i;

	for (i = 0; argc > 1 && i < NALL; i++)
		if (strcmp(all[i]->name, argv[1]) == 0)
			im = all[i];
	if (im == NULL || argc == 2)
		return (im == NULL);
	im->setup(N);
	if (strcmp(argv[2], "fill") == 0) {
		op_fill(im);
		return (0);
	}
	if (argc < 5 || (k = strtoull(argv[3], NULL, 10)) < 1 || k > N)
		return (1);
	reps = atol(argv[4]);
	im->fill(N);
	for (r = 0; r < reps; r++) {
		seed = seed * 6364136223846793005u + 1442695040888963407u;
		lo = (seed >> 11) % (N - k + 1);
		sum = op_cut(im, lo, k);
		if (sum != k * lo + k * (k - 1) / 2)
			return (1);
		im->restore(lo, k);
	}
	return (0);
}
