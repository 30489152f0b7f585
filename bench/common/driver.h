/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * driver.h: what the benchmark programs (bench, workload) share to drive
 * a run: errors and memory, the clock and the preemption count, the
 * parsing of the comma-separated lists of their options, and the lineup:
 * the implementations under test selected from the program's registry,
 * each identified by a struct impl_id at the start of its own interface
 * (struct bench_impl, struct wl_impl).  report.h writes what a run
 * measured, stats.h holds the samples.
 */
#ifndef BENCH_DRIVER_H
#define BENCH_DRIVER_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

#ifdef __cplusplus
extern "C" {
#endif

#define MAXIMPLS	16

/* The first member of every implementation's interface. */
struct impl_id {
	const char *name;	/* short, for tables and CSV */
	int role;		/* what it stands for: the program's enum */
	const char *desc;	/* one line for the report */
};

extern const char *prog;	/* the name errors start with */

void die(const char *fmt, ...)
    __attribute__((__noreturn__, __format__(__printf__, 1, 2)));
void *xcalloc(size_t n, size_t size);
void *xalign(size_t bytes);	/* 64-byte aligned, not cleared */

static inline uint64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec);
}

double now_s(void);
long preemptions(void);

int in_list(const char *list, const char *name);
void parse_names(const char *list, const char *const *names, int n, int *on,
    const char *what);
int parse_indices(const char *list, const char *const *names, int n,
    int *idx, const char *what);
int parse_list(const char *s, size_t *v, int max, unsigned long lo,
    unsigned long hi, const char *what);

/*
 * The lineup: the implementations of the run, in the order of the first
 * sample round.  Round r runs lineup[rotation(i, r)] for i = 0, 1, ...:
 * the order rotates (A B C, B C A, ...), so drift of a shared machine hits
 * them all.
 */
extern const struct impl_id *lineup[MAXIMPLS];
extern int nimpls;

void select_impls(const struct impl_id *const *registry, const char *list,
    const char *what);
int find_role(int role);

static inline int
rotation(int i, int round)
{
	return ((i + round) % nimpls);
}

/* The run's start and end: wall clock and load average. */
extern double t_start, load_start, load_end;
void run_start(void);
void run_end(void);

#ifdef __cplusplus
}
#endif

#endif /* BENCH_DRIVER_H */
