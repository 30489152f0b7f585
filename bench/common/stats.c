/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * stats.c: the statistics of the benchmark programs (stats.h).
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "stats.h"

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return ((x > y) - (x < y));
}

struct stats
stats_of(const double *x, int n)
{
	struct stats s = { n, 0, 0, 0, 0 };
	double *v, sum = 0, ss = 0;
	int i;

	if (n == 0)
		return (s);
	v = xcalloc(n, sizeof(*v));
	memcpy(v, x, n * sizeof(*v));
	qsort(v, n, sizeof(*v), cmp_double);
	s.min = v[0];
	s.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
	for (i = 0; i < n; i++)
		sum += v[i];
	s.mean = sum / n;
	for (i = 0; i < n; i++)
		ss += (v[i] - s.mean) * (v[i] - s.mean);
	s.sd = n > 1 ? sqrt(ss / (n - 1)) : 0;
	free(v);
	return (s);
}

/*
 * Two-sided 95 % quantile of Student's t (t_0.975) by degrees of freedom;
 * between the entries linear in 1/df, which is how the quantile behaves.
 */
double
t975(double df)
{
	static const struct { double df, t; } tab[] = {
		{ 1, 12.706 }, { 2, 4.303 }, { 3, 3.182 }, { 4, 2.776 },
		{ 5, 2.571 }, { 6, 2.447 }, { 7, 2.365 }, { 8, 2.306 },
		{ 9, 2.262 }, { 10, 2.228 }, { 11, 2.201 }, { 12, 2.179 },
		{ 13, 2.160 }, { 14, 2.145 }, { 15, 2.131 }, { 16, 2.120 },
		{ 17, 2.110 }, { 18, 2.101 }, { 19, 2.093 }, { 20, 2.086 },
		{ 21, 2.080 }, { 22, 2.074 }, { 23, 2.069 }, { 24, 2.064 },
		{ 25, 2.060 }, { 26, 2.056 }, { 27, 2.052 }, { 28, 2.048 },
		{ 29, 2.045 }, { 30, 2.042 }, { 40, 2.021 }, { 50, 2.009 },
		{ 60, 2.000 }, { 80, 1.990 }, { 100, 1.984 }, { 120, 1.980 },
		{ 1e300, 1.960 },
	};
	size_t i;

	if (df <= 1)
		return (tab[0].t);
	for (i = 1; i < sizeof(tab) / sizeof(tab[0]); i++)
		if (df <= tab[i].df) {
			double a = 1 / tab[i - 1].df, b = 1 / tab[i].df;
			double f = (a - 1 / df) / (a - b);

			return (tab[i - 1].t + f * (tab[i].t - tab[i - 1].t));
		}
	return (1.960);
}

/* Half width of the 95 % interval of the mean. */
double
ci_half(struct stats s)
{
	return (s.n > 1 ? t975(s.n - 1) * s.sd / sqrt(s.n) : 0);
}

/* Welch's t interval of mean(a) - mean(b). */
struct cmp
compare(struct stats a, struct stats b)
{
	struct cmp c = { 0, 0, 0, 0, 0 };
	double va, vb, se2, df;

	if (a.n < 2 || b.n < 2 || b.mean <= 0)
		return (c);
	va = a.sd * a.sd / a.n;
	vb = b.sd * b.sd / b.n;
	se2 = va + vb;
	df = se2 > 0 ?
	    se2 * se2 / (va * va / (a.n - 1) + vb * vb / (b.n - 1)) : 1e300;
	c.ok = 1;
	c.diff = a.mean - b.mean;
	c.half = t975(df) * sqrt(se2);
	c.verdict = c.diff - c.half > 0 ? 1 : c.diff + c.half < 0 ? -1 : 0;
	c.ratio = a.mean / b.mean;
	return (c);
}

/* Add a cell of copy / original to the noise floor. */
void
noise_add(struct noise *nz, struct cmp c)
{
	if (nz->n == 0)
		nz->worst = 1;
	if (fabs(log(c.ratio)) > fabs(log(nz->worst)))
		nz->worst = c.ratio;
	nz->lsum += fabs(log(c.ratio));
	nz->nproven += c.verdict != 0;
	nz->n++;
}

/* The mean |log ratio| as a percentage. */
double
noise_pct(const struct noise *nz)
{
	return (100 * (exp(nz->lsum / nz->n) - 1));
}

void
grid_init(struct grid *g, int ncells, int nimpls, int cap)
{
	g->ncells = ncells;
	g->nimpls = nimpls;
	g->cap = cap;
	g->v = xcalloc((size_t)ncells * nimpls * cap, sizeof(*g->v));
	g->nv = xcalloc((size_t)ncells * nimpls, sizeof(*g->nv));
}

void
grid_add(struct grid *g, int cell, int im, double x)
{
	int *n = &g->nv[cell * g->nimpls + im];

	if (*n == g->cap)
		die("more than %d samples in a cell", g->cap);
	g->v[(size_t)(cell * g->nimpls + im) * g->cap + (*n)++] = x;
}

/* Whether implementation im (-1: none) has samples in the cell. */
int
grid_has(const struct grid *g, int cell, int im)
{
	return (im >= 0 && g->nv[cell * g->nimpls + im] > 0);
}

const double *
grid_samples(const struct grid *g, int cell, int im, int *n)
{
	*n = g->nv[cell * g->nimpls + im];
	return (g->v + (size_t)(cell * g->nimpls + im) * g->cap);
}

struct stats
grid_stats(const struct grid *g, int cell, int im)
{
	int n;
	const double *v = grid_samples(g, cell, im, &n);

	return (stats_of(v, n));
}
