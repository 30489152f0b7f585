/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * report.c: the output of the benchmark programs (report.h).
 */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "driver.h"
#include "report.h"

const char *outdir = "build/bench";
static FILE *report;
static char report_path[4096];

/* A file of the output directory, for writing. */
FILE *
open_out(const char *name)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", outdir, name);
	if ((f = fopen(path, "w")) == NULL)
		die("%s: %s", path, strerror(errno));
	return (f);
}

void
report_open(void)
{
	if (mkdir(outdir, 0777) != 0 && errno != EEXIST)
		die("%s: %s", outdir, strerror(errno));
	snprintf(report_path, sizeof(report_path), "%s/report.md", outdir);
	report = open_out("report.md");
}

void
report_close(void)
{
	fclose(report);
	report = NULL;
	fprintf(stderr, "%s: done in %.0f s; report %s\n", prog,
	    now_s() - t_start, report_path);
}

/* Print to stdout and to the report file. */
void
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
void
rep(const char *fmt, ...)
{
	va_list ap;

	if (report == NULL)
		return;
	va_start(ap, fmt);
	vfprintf(report, fmt, ap);
	va_end(ap);
}

static void
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

/* The report's title and its date, machine and compiler lines. */
void
report_head(const char *title, const char *flags)
{
	char cpu[256], date[64];
	time_t tnow = time(NULL);

	strftime(date, sizeof(date), "%Y-%m-%d %H:%M UTC", gmtime(&tnow));
	cpu_model(cpu, sizeof(cpu));
	out("\n## %s\n\n", title);
	out("- date: %s; %.0f s; load average %.2f at the start, %.2f at the "
	    "end\n", date, now_s() - t_start, load_start, load_end);
	out("- machine: %ld CPUs, %s\n", sysconf(_SC_NPROCESSORS_ONLN), cpu);
	out("- compiler: gcc %s (flags in %s)\n", __VERSION__, flags);
}

/* The head of a table with a column per size, through print (out, rep). */
void
size_header(void (*print)(const char *, ...), const char *first,
    const size_t *sizes, int nsizes)
{
	int si;

	print("| %s |", first);
	for (si = 0; si < nsizes; si++)
		print(" %zu |", sizes[si]);
	print("\n|---|");
	for (si = 0; si < nsizes; si++)
		print("---:|");
	print("\n");
}

/*
 * The fastest implementation by mean in the cell among those whose role
 * is in the mask (bit 1 << role), -1 if none has samples.
 */
int
fastest(const struct grid *g, int cell, unsigned roles)
{
	int i, best = -1;
	double bm = 0;

	for (i = 0; i < nimpls; i++) {
		struct stats s;

		if (!(roles >> lineup[i]->role & 1) || !grid_has(g, cell, i))
			continue;
		s = grid_stats(g, cell, i);
		if (best < 0 || s.mean < bm) {
			best = i;
			bm = s.mean;
		}
	}
	return (best);
}

void
write_csv(const struct grid *g, const struct csv *cs)
{
	FILE *f = open_out("samples.csv"), *c = open_out("cells.csv");
	FILE *h = open_out("compare.csv");
	int cell, i, j, p = cs->prec;

	fprintf(f, "%s,impl,sample,%s\n", cs->cols, cs->unit);
	fprintf(c, "%s,impl,samples,min,median,mean,stddev%s\n", cs->cols,
	    cs->rate ? ",ci95_half,events_per_s" : "");
	fprintf(h, "%s,a,b,mean_a,mean_b,ratio,diff,ci95_half,verdict\n",
	    cs->cols);
	for (cell = 0; cell < g->ncells; cell++) {
		const char *key = cs->key(cell);
		int ref = cs->ref(cell), n;

		for (i = 0; i < nimpls; i++) {
			const double *v;
			struct stats s;

			if (!grid_has(g, cell, i))
				continue;
			v = grid_samples(g, cell, i, &n);
			for (j = 0; j < n; j++)
				fprintf(f, "%s,%s,%d,%.*f\n", key,
				    lineup[i]->name, j, p, v[j]);
			s = grid_stats(g, cell, i);
			fprintf(c, "%s,%s,%d,%.*f,%.*f,%.*f,%.*f", key,
			    lineup[i]->name, s.n, p, s.min, p, s.median, p,
			    s.mean, p, s.sd);
			if (cs->rate)
				fprintf(c, ",%.*f,%.0f", p, ci_half(s),
				    s.mean > 0 ? 1e9 / s.mean : 0);
			fprintf(c, "\n");
		}
		if (!grid_has(g, cell, ref))
			continue;
		for (i = 0; i < nimpls; i++) {
			struct stats a, b;
			struct cmp k;

			if (i == ref || !grid_has(g, cell, i))
				continue;
			a = grid_stats(g, cell, ref);
			b = grid_stats(g, cell, i);
			k = compare(a, b);
			fprintf(h, "%s,%s,%s,%.*f,%.*f,%.4f,%.*f,%.*f,%s\n",
			    key, lineup[ref]->name, lineup[i]->name, p, a.mean,
			    p, b.mean, k.ratio, p, k.diff, p, k.half,
			    k.verdict < 0 ? "faster" : k.verdict > 0 ?
			    "slower" : "no difference proven");
		}
	}
	fclose(f);
	fclose(c);
	fclose(h);
}
