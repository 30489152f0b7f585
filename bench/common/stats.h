/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * stats.h: the statistics of the benchmark programs (bench, workload):
 * the random numbers, the summary of a cell's samples (min, median, mean,
 * standard deviation), Welch's 95 % interval of the difference of two
 * means, the noise floor of two identical copies, and the sample grid
 * that holds every sample of a run by cell and implementation.
 */
#ifndef BENCH_STATS_H
#define BENCH_STATS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* splitmix64 */
static inline uint64_t
mix(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (z ^ (z >> 31));
}

struct stats {
	int n;
	double min, median, mean, sd;
};

struct cmp {
	int ok;			/* both cells have samples */
	double diff;		/* mean(a) - mean(b) */
	double half;		/* half width of the 95 % interval */
	int verdict;		/* -1 a faster, +1 a slower, 0 not proven */
	double ratio;		/* mean(a) / mean(b) */
};

/* How far two identical copies differ, over the cells added. */
struct noise {
	int n;			/* cells */
	int nproven;		/* of which with a "proven" difference */
	double lsum;		/* sum of |log ratio| */
	double worst;		/* the ratio farthest from 1 */
};

struct stats stats_of(const double *x, int n);
double t975(double df);
double ci_half(struct stats s);
struct cmp compare(struct stats a, struct stats b);
void noise_add(struct noise *nz, struct cmp c);
double noise_pct(const struct noise *nz);

/*
 * Every sample of a run: for each cell (a flat index the program makes of
 * its dimensions: cache mode, size, operation, ...) and implementation,
 * up to cap samples.
 */
struct grid {
	int ncells, nimpls, cap;
	double *v;		/* [cell][impl][cap] */
	int *nv;		/* [cell][impl]: samples so far */
};

void grid_init(struct grid *g, int ncells, int nimpls, int cap);
void grid_add(struct grid *g, int cell, int im, double x);
int grid_has(const struct grid *g, int cell, int im);
const double *grid_samples(const struct grid *g, int cell, int im, int *n);
struct stats grid_stats(const struct grid *g, int cell, int im);

#ifdef __cplusplus
}
#endif

#endif /* BENCH_STATS_H */
