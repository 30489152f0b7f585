/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * report.h: the output of the benchmark programs (bench, workload): the
 * report (report.md in the output directory; out() prints to it and to
 * stdout, rep() to it only), its header and tables, the CSV files of the
 * sample grid (samples.csv: every sample; cells.csv: per cell min,
 * median, mean, standard deviation; compare.csv: each implementation
 * against the cell's reference with the 95 % interval) and the plot data.
 */
#ifndef BENCH_REPORT_H
#define BENCH_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include "stats.h"

extern const char *outdir;	/* where the files go */

FILE *open_out(const char *name);
void report_open(void);
void report_close(void);
void out(const char *fmt, ...) __attribute__((__format__(__printf__, 1, 2)));
void rep(const char *fmt, ...) __attribute__((__format__(__printf__, 1, 2)));
void report_head(const char *title, const char *flags);
void size_header(void (*print)(const char *, ...), const char *first,
    const size_t *sizes, int nsizes);
int fastest(const struct grid *g, int cell, unsigned roles);

/* What the CSV files of a grid look like. */
struct csv {
	const char *cols;	/* the key columns: "cache,size,op" */
	const char *unit;	/* the sample's column: "ns_per_op" */
	int prec;		/* decimals of a time */
	int rate;		/* cells.csv adds ci95_half and events_per_s */
	const char *(*key)(int cell);	/* the key columns' values */
	int (*ref)(int cell);	/* whom compare.csv compares with, -1: none */
};

void write_csv(const struct grid *g, const struct csv *spec);

#endif /* BENCH_REPORT_H */
