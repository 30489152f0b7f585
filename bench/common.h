/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * common.h: what the benchmark programs (bench.c, workload/workload.c)
 * share: errors, the clock, the random numbers, the statistics of a cell
 * (min, median, mean, standard deviation), Welch's 95 % interval of the
 * difference of two means, the preemption count, the CPU's name, the
 * report (out: stdout and the report file; rep: the file only) and the
 * parsing of comma-separated name lists.  Static functions: each program
 * gets its own copy.  Define _GNU_SOURCE (RUSAGE_THREAD) and BENCH_PROG
 * (the name errors start with; default "bench") before including it.
 */
#ifndef BENCH_COMMON_H
#define BENCH_COMMON_H

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

#ifndef BENCH_PROG
#define BENCH_PROG	"bench"
#endif

static inline void
die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fprintf(stderr, "%s: ", BENCH_PROG);
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "\n");
	va_end(ap);
	exit(1);
}

static inline void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		die("out of memory");
	return (p);
}

static inline double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (ts.tv_sec + ts.tv_nsec * 1e-9);
}

static FILE *report;	/* the report file, if open */

/* Print to stdout and to the report file. */
static inline void
out(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	if (report != NULL) {
		va_start(ap, fmt);
		vfprintf(report, fmt, ap);
		va_end(ap);
	}
}

/* Only to the report file. */
static inline void
rep(const char *fmt, ...)
{
	va_list ap;

	if (report == NULL)
		return;
	va_start(ap, fmt);
	vfprintf(report, fmt, ap);
	va_end(ap);
}

static inline void
size_header(const char *first, const size_t *sizes, int nsizes)
{
	int si;

	out("| %s |", first);
	for (si = 0; si < nsizes; si++)
		out(" %zu |", sizes[si]);
	out("\n|---|");
	for (si = 0; si < nsizes; si++)
		out("---:|");
	out("\n");
}

/* Is name one of the comma-separated list? */
static inline int
in_list(const char *list, const char *name)
{
	size_t len = strlen(name);
	const char *p;

	for (p = list; (p = strstr(p, name)) != NULL; p += len)
		if ((p == list || p[-1] == ',') && (p[len] == ',' || p[len] == '\0'))
			return (1);
	return (0);
}

/*
 * on[i] = whether names[i] is in the comma-separated list; a name in the
 * list that is none of them is an error (what: the kind of name).
 */
static inline void
parse_names(const char *list, const char *const *names, int n, int *on,
    const char *what)
{
	char *dup = strdup(list), *tok, *save = NULL;
	int i;

	for (i = 0; i < n; i++)
		on[i] = in_list(list, names[i]);
	for (tok = strtok_r(dup, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < n && strcmp(tok, names[i]) != 0; i++)
			continue;
		if (i == n)
			die("unknown %s '%s'", what, tok);
	}
	free(dup);
}

/*
 * The indices of the names of the list among names[0 .. n - 1] (n <= 16),
 * in the order of names, into idx; their count, at least 1.
 */
static inline int
parse_indices(const char *list, const char *const *names, int n, int *idx,
    const char *what)
{
	int on[16], i, cnt = 0;

	parse_names(list, names, n, on, what);
	for (i = 0; i < n; i++)
		if (on[i])
			idx[cnt++] = i;
	if (cnt == 0)
		die("no %s in '%s'", what, list);
	return (cnt);
}

static inline uint64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec);
}

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

static inline int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return ((x > y) - (x < y));
}

static inline struct stats
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
static inline double
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

struct cmp {
	int ok;			/* both cells have samples */
	double diff;		/* mean(a) - mean(b) */
	double half;		/* half width of the 95 % interval */
	int verdict;		/* -1 a faster, +1 a slower, 0 no difference proven */
	double ratio;		/* mean(a) / mean(b) */
};

/* Welch's t interval of mean(a) - mean(b). */
static inline struct cmp
compare(struct stats a, struct stats b)
{
	struct cmp c = { 0, 0, 0, 0, 0 };
	double va, vb, se2, df;

	if (a.n < 2 || b.n < 2 || b.mean <= 0)
		return (c);
	va = a.sd * a.sd / a.n;
	vb = b.sd * b.sd / b.n;
	se2 = va + vb;
	df = se2 > 0 ? se2 * se2 / (va * va / (a.n - 1) + vb * vb / (b.n - 1)) : 1e300;
	c.ok = 1;
	c.diff = a.mean - b.mean;
	c.half = t975(df) * sqrt(se2);
	c.verdict = c.diff - c.half > 0 ? 1 : c.diff + c.half < 0 ? -1 : 0;
	c.ratio = a.mean / b.mean;
	return (c);
}

/* Involuntary context switches of this thread so far. */
static inline long
preemptions(void)
{
	struct rusage ru;

	if (getrusage(RUSAGE_THREAD, &ru) != 0)
		return (0);
	return (ru.ru_nivcsw);
}

static inline void
cpu_model(char *buf, size_t len)
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[512];

	snprintf(buf, len, "unknown CPU");
	if (f == NULL)
		return;
	while (fgets(line, sizeof(line), f) != NULL)
		if (strncmp(line, "model name", 10) == 0) {
			char *p = strchr(line, ':');

			if (p != NULL) {
				p += 2;
				p[strcspn(p, "\n")] = '\0';
				snprintf(buf, len, "%s", p);
			}
			break;
		}
	fclose(f);
}

#endif /* BENCH_COMMON_H */
