/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * bench_report.h: the report of bench (bench_report.c) and the run's
 * grid and axes it reads, which the driver (bench.c) fills before it
 * calls the report functions.  The grid's cells are (cache mode, size,
 * operation): CELL(c, si, op) for caches[c], sizes[si] and op.
 *
 * The includes go one way: the implementations see bench.h only, the
 * report this and bench.h, the driver both; bench_report.c uses no name
 * of bench.c.
 */
#ifndef BENCH_OPS_REPORT_H
#define BENCH_OPS_REPORT_H

#include <stddef.h>

#include "../common/stats.h"
#include "bench.h"

#define MAXSIZES	16
#define CELL(c, si, op)	(((c) * nsizes + (si)) * NOPS + (op))

extern const char *const op_names[NOPS];
extern size_t sizes[MAXSIZES];
extern int nsizes, caches[2], ncaches, ops_on[NOPS];
extern struct grid grid;

void write_ops_csv(int ab);
void report_peers(void);
void report_targets(void);
void report_ab(void);

#endif /* BENCH_OPS_REPORT_H */
