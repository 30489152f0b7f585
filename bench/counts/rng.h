/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * rng.h: the key generator of the callgrind count programs (counts.c,
 * hooks.c, pop.c): splitmix64 from a fixed seed, so that every build and
 * every run sees the same key sequence and the counts repeat exactly.
 */
#ifndef BENCH_COUNTS_RNG_H
#define BENCH_COUNTS_RNG_H

#include <stdint.h>

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t
rng(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

#endif
