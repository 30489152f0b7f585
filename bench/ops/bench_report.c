/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * bench_report.c: the report of bench (bench.c): the CSV files, the
 * ratio tables tree.h / fastest peer with their plot data (tree.h's two
 * balance schemes side by side, each against the fastest peer: neither
 * is a peer of the other), the fastest peer per cell, the noise floor (treeh-a2 / treeh), every mean, the
 * issue's time targets, and the A/B report of bench-ab.
 */

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../common/report.h"
#include "bench.h"
#include "bench_report.h"

/* The run's grid and its axes: bench.c fills them, this file reads them. */
const char *const op_names[NOPS] = {
	"min", "next", "replace", "popmin", "remove", "insert", "ascend", "find"
};

size_t sizes[MAXSIZES];
int nsizes;
int caches[2];			/* 0 hot, 1 dirty */
int ncaches;
int ops_on[NOPS];
struct grid grid;

static const char *const op_desc[NOPS] = {
	"minimum (RB_MIN)",
	"successor of a random node (RB_NEXT)",
	"replace a random node by one with an equal key",
	"extract the minimum (pop-min)",
	"extract a random node (RB_REMOVE)",
	"insert a random key (RB_INSERT)",
	"insert a key above all others (time-ordered queue)",
	"look up a random present key (RB_FIND)",
};

#define PEERS	(1u << ROLE_PEER)

static struct stats
cell(int c, int si, int op, int im)
{
	return (grid_stats(&grid, CELL(c, si, op), im));
}

static int
has_cell(int c, int si, int op, int im)
{
	return (grid_has(&grid, CELL(c, si, op), im));
}

static const char *
cache_name(int c)
{
	return (caches[c] ? "dirty" : "hot");
}

/* The balance schemes of tree.h: weak AVL, red-black. */
#define NSCHEMES	2
static const char *const scheme_names[NSCHEMES] = { "weak AVL", "red-black" };

/*
 * tree.h's representative for op in scheme rb (0 weak AVL, 1 red-black):
 * cached head for min and pop-min.  -1 if the run has none.
 */
static int
ref_impl(int op, int rb)
{
	int i = -1;

	if (op == OP_MIN || op == OP_POPMIN)
		i = find_role(rb ? ROLE_TREEH_RB_CACHED : ROLE_TREEH_CACHED);
	return (i >= 0 ? i : find_role(rb ? ROLE_TREEH_RB : ROLE_TREEH));
}

/* The schemes of this run: 1, or 2 with treeh-rb. */
static int
nschemes(void)
{
	return (find_role(ROLE_TREEH_RB) >= 0 ? NSCHEMES : 1);
}

/* The ratio of scheme rb to the fastest peer in a cell; ok = 0 if none. */
static struct cmp
vs_peers(int c, int si, int op, int rb)
{
	struct cmp none = { 0, 0, 0, 0, 0 };
	int ref = ref_impl(op, rb), p = fastest(&grid, CELL(c, si, op), PEERS);

	if (ref < 0 || !has_cell(c, si, op, ref) || p < 0)
		return (none);
	return (compare(cell(c, si, op, ref), cell(c, si, op, p)));
}

/* treeh-a2 / treeh in a cell (the noise floor); ok = 0 if none. */
static struct cmp
vs_copy(int c, int si, int op)
{
	struct cmp none = { 0, 0, 0, 0, 0 };
	int a = find_role(ROLE_TREEH), a2 = find_role(ROLE_TREEH_A2);

	if (!has_cell(c, si, op, a) || !has_cell(c, si, op, a2))
		return (none);
	return (compare(cell(c, si, op, a2), cell(c, si, op, a)));
}

static const char *
csv_key(int x)
{
	static char buf[64];
	int op = x % NOPS, si = x / NOPS % nsizes, c = x / NOPS / nsizes;

	snprintf(buf, sizeof(buf), "%s,%zu,%s", cache_name(c), sizes[si],
	    op_names[op]);
	return (buf);
}

static int
csv_ref(int x)
{
	return (ref_impl(x % NOPS, 0));
}

static int
csv_ref_ab(int x)
{
	(void)x;
	return (find_role(ROLE_AB_A));
}

void
write_ops_csv(int ab)
{
	struct csv cs = { "cache,size,op", "ns_per_op", 4, 0, csv_key,
	    ab ? csv_ref_ab : csv_ref };

	write_csv(&grid, &cs);
}

static const char *
short_name(const char *name)
{
	static const char *const abbr[][2] = {
		{ "boost-rb", "b-rb" }, { "boost-avl", "b-avl" },
		{ "libbsd", "bsd" }, { "std-set", "std" },
		{ "linux-cached", "linux-c" },
	};
	size_t i;

	for (i = 0; i < sizeof(abbr) / sizeof(abbr[0]); i++)
		if (strcmp(name, abbr[i][0]) == 0)
			return (abbr[i][1]);
	return (name);
}

/*
 * A table of cache mode c: a row per operation of the run, a column per
 * size, text(c, si, op, nz) in each cell.
 */
static void
op_table(int c, const char *(*text)(int, int, int, struct noise *),
    struct noise *nz)
{
	int si, op;

	size_header(out, "op \\ nodes", sizes, nsizes);
	for (op = 0; op < NOPS; op++) {
		if (!ops_on[op])
			continue;
		out("| %s |", op_names[op]);
		for (si = 0; si < nsizes; si++)
			out(" %s |", text(c, si, op, nz));
		out("\n");
	}
}

/* A ratio, "~" when no difference is proven; with nz, added to it. */
static const char *
ratio_text(struct cmp k, struct noise *nz)
{
	static char buf[32];

	if (!k.ok)
		return ("n/a");
	if (nz != NULL)
		noise_add(nz, k);
	snprintf(buf, sizeof(buf), "%.2f%s", k.ratio, k.verdict == 0 ? "~" : "");
	return (buf);
}

/* Both schemes: "weak AVL · red-black". */
static const char *
peer_text(int c, int si, int op, struct noise *nz)
{
	static char buf[64];

	snprintf(buf, sizeof(buf), "%s", ratio_text(vs_peers(c, si, op, 0), nz));
	if (nschemes() > 1)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), " · %s",
		    ratio_text(vs_peers(c, si, op, 1), nz));
	return (buf);
}

static const char *
copy_text(int c, int si, int op, struct noise *nz)
{
	return (ratio_text(vs_copy(c, si, op), nz));
}

static const char *
fastest_text(int c, int si, int op, struct noise *nz)
{
	int p = fastest(&grid, CELL(c, si, op), PEERS);

	(void)nz;
	return (p < 0 ? "-" : short_name(lineup[p]->name));
}

/*
 * The plot data of cache mode c: per size, tree.h / fastest peer per op
 * (op-rb: the red-black scheme).
 */
static void
write_ratio_dat(int c)
{
	char name[64];
	FILE *dat;
	int si, op, rb;

	snprintf(name, sizeof(name), "ratio-%s.dat", cache_name(c));
	dat = open_out(name);
	fprintf(dat, "size");
	for (rb = 0; rb < nschemes(); rb++)
		for (op = 0; op < NOPS; op++)
			if (ops_on[op])
				fprintf(dat, " %s%s", op_names[op], rb ? "-rb" : "");
	fprintf(dat, "\n");
	for (si = 0; si < nsizes; si++) {
		fprintf(dat, "%zu", sizes[si]);
		for (rb = 0; rb < nschemes(); rb++)
			for (op = 0; op < NOPS; op++) {
				struct cmp k;

				if (!ops_on[op])
					continue;
				k = vs_peers(c, si, op, rb);
				if (k.ok)
					fprintf(dat, " %.4f", k.ratio);
				else
					fprintf(dat, " NaN");
			}
		fprintf(dat, "\n");
	}
	fclose(dat);
}

/* Two identical copies of tree.h plain: a table and its summary. */
static void
report_noise(int c)
{
	struct noise nz = { 0, 0, 0, 0 };

	if (find_role(ROLE_TREEH) < 0 || find_role(ROLE_TREEH_A2) < 0)
		return;
	out("\nNoise floor: treeh-a2 / treeh (two identical copies "
	    "of tree.h plain in separate objects):\n\n");
	op_table(c, copy_text, &nz);
	if (nz.n > 0)
		out("\nA2/A: mean |log ratio| = %.1f %%, worst %.2f; %d of "
		    "%d cells show a \"proven\" difference between two "
		    "identical copies.\n", noise_pct(&nz), nz.worst, nz.nproven,
		    nz.n);
}

/* Every mean, to the report file. */
static void
report_means(int c)
{
	int si, op, i;

	rep("\n### ns per operation, %s cache (mean; median in the CSV)\n",
	    cache_name(c));
	for (op = 0; op < NOPS; op++) {
		if (!ops_on[op])
			continue;
		rep("\n%s: %s\n\n", op_names[op], op_desc[op]);
		size_header(rep, "impl \\ nodes", sizes, nsizes);
		for (i = 0; i < nimpls; i++) {
			rep("| %s |", lineup[i]->name);
			for (si = 0; si < nsizes; si++) {
				if (has_cell(c, si, op, i)) {
					struct stats s = cell(c, si, op, i);

					rep(s.mean < 10 ? " %.2f |" : " %.1f |", s.mean);
				} else
					rep(" n/a |");
			}
			rep("\n");
		}
	}
}

void
report_peers(void)
{
	int c;

	for (c = 0; c < ncaches; c++) {
		write_ratio_dat(c);
		out("\n### Ratio tree.h / fastest peer, %s cache (mean ns/op)\n\n",
		    cache_name(c));
		out("tree.h plain; tree.h cached for min and popmin%s. `~`: no "
		    "difference proven (95 %% CI of the difference of the means "
		    "crosses 0). Below 1.00: tree.h is faster.\n\n",
		    nschemes() > 1 ? "; each cell weak AVL · red-black "
		    "(treeh · treeh-rb), each against the fastest peer" : "");
		op_table(c, peer_text, NULL);
		out("\nFastest peer per cell:\n\n");
		op_table(c, fastest_text, NULL);
		report_noise(c);
		report_means(c);
	}
}

/* Target 1 in cache mode c for scheme rb: every op from 13 nodes up. */
static void
report_target1(int c, int rb)
{
	int si, op;

	out("Target 1 (n >= 13: ratio <= 1.00 or no difference proven), "
	    "%s:\n\n", scheme_names[rb]);
	for (op = 0; op < NOPS; op++) {
		int ncell = 0, nmet = 0, nnoise = 0;
		double worst = 0;
		size_t worst_n = 0;

		if (!ops_on[op])
			continue;
		for (si = 0; si < nsizes; si++) {
			struct cmp k = vs_peers(c, si, op, rb), nk;

			if (sizes[si] < 13 || !k.ok)
				continue;
			ncell++;
			if (k.ratio <= 1.0 || k.verdict <= 0) {
				nmet++;
				continue;
			}
			/* a miss no larger than two identical copies differ */
			nk = vs_copy(c, si, op);
			if (nk.ok && fabs(log(k.ratio)) <= fabs(log(nk.ratio)))
				nnoise++;
			if (k.ratio > worst) {
				worst = k.ratio;
				worst_n = sizes[si];
			}
		}
		if (ncell == 0)
			continue;
		if (nmet == ncell)
			out("- %s: met at all %d sizes\n", op_names[op], ncell);
		else
			out("- %s: missed at %d of %d sizes (worst %.2f at %zu)%s\n",
			    op_names[op], ncell - nmet, ncell, worst, worst_n,
			    nnoise == 0 ? "" : nnoise == ncell - nmet ?
			    "; every miss is within the A2/A noise of its cell" :
			    "; some misses are within the A2/A noise of their cell");
	}
	out("\n");
}

/* The time targets (1 and 4) as far as this run can tell. */
void
report_targets(void)
{
	int c, si, rb;

	for (c = 0; c < ncaches; c++) {
		const char *cn = cache_name(c);
		int cached = find_role(ROLE_TREEH_CACHED), plain = find_role(ROLE_TREEH);

		out("\n### Targets, %s cache\n\n", cn);
		for (rb = 0; rb < nschemes(); rb++)
			report_target1(c, rb);
		if (cached < 0 || plain < 0)
			continue;
		out("\nTarget 4 (cached head):\n\n");
		{
			int s13 = -1, sbig = -1;

			for (si = 0; si < nsizes; si++) {
				if (sizes[si] == 13)
					s13 = si;
				if (sizes[si] >= 4096)
					sbig = si;
			}
			if (s13 >= 0 && sbig >= 0 && has_cell(c, s13, OP_MIN, cached) &&
			    has_cell(c, sbig, OP_MIN, cached)) {
				struct cmp k = compare(cell(c, sbig, OP_MIN, cached),
				    cell(c, s13, OP_MIN, cached));

				out("- cached RB_MIN at %zu vs 13 nodes: %.2f (%s)\n",
				    sizes[sbig], k.ratio, k.verdict == 0 ?
				    "no difference proven: met" : k.verdict < 0 ?
				    "faster at the large size: met" : "slower: missed");
			}
		}
		for (si = 0; si < nsizes; si++) {
			struct cmp k;

			if (sizes[si] < 4096 || !has_cell(c, si, OP_POPMIN, cached) ||
			    !has_cell(c, si, OP_POPMIN, plain))
				continue;
			k = compare(cell(c, si, OP_POPMIN, cached), cell(c, si, OP_POPMIN, plain));
			out("- pop-min cached / plain at %zu: %.3f, %.1f %% faster "
			    "(target >= 30 %%: %s)\n", sizes[si], k.ratio,
			    100 * (1 - k.ratio), k.ratio <= 0.70 ? "met" : "missed");
		}
	}
}

void
report_ab(void)
{
	int c, si, op;
	int a = find_role(ROLE_AB_A), a2 = find_role(ROLE_AB_A2), b = find_role(ROLE_AB_B);

	if (a < 0 || b < 0)
		die("A/B report needs implementations A and B");
	for (c = 0; c < ncaches; c++) {
		const char *cn = cache_name(c);

		out("\n### bench-ab, %s cache: B / A per size (mean ns/op of A)\n\n", cn);
		out("`~`: no difference proven at 95 %%; A2 is a second copy of A "
		    "(the noise floor).\n\n");
		out("| op | nodes | A ns/op | B/A | 95 %% CI of B-A, ns | A2/A |\n");
		out("|---|---:|---:|---:|---|---:|\n");
		for (op = 0; op < NOPS; op++) {
			if (!ops_on[op])
				continue;
			for (si = 0; si < nsizes; si++) {
				struct cmp kb, ka2 = { 0, 0, 0, 0, 0 };

				if (!has_cell(c, si, op, a) || !has_cell(c, si, op, b))
					continue;
				kb = compare(cell(c, si, op, b), cell(c, si, op, a));
				if (has_cell(c, si, op, a2))
					ka2 = compare(cell(c, si, op, a2), cell(c, si, op, a));
				out("| %s | %zu | %.2f | %.3f%s | %+.2f +- %.2f | %.3f%s |\n",
				    op_names[op], sizes[si], cell(c, si, op, a).mean,
				    kb.ratio, kb.verdict == 0 ? "~" : "", kb.diff, kb.half,
				    ka2.ratio, ka2.ok && ka2.verdict == 0 ? "~" : "");
			}
		}
		out("\n### bench-ab, %s cache: geometric mean over the sizes\n\n", cn);
		out("noise: mean |A2/A - 1| over the sizes (two identical copies). "
		    "A change counts when |B/A - 1| exceeds it and at least one "
		    "size shows it at 95 %%.\n\n");
		out("| op | B/A | A2/A | noise | verdict |\n"
		    "|---|---:|---:|---:|---|\n");
		for (op = 0; op < NOPS; op++) {
			double lb = 0, la2 = 0, dev2 = 0;
			int nb = 0, na2 = 0, faster = 0, slower = 0;

			if (!ops_on[op])
				continue;
			for (si = 0; si < nsizes; si++) {
				struct cmp k;

				if (!has_cell(c, si, op, a) || !has_cell(c, si, op, b))
					continue;
				k = compare(cell(c, si, op, b), cell(c, si, op, a));
				lb += log(k.ratio);
				nb++;
				faster += k.verdict < 0;
				slower += k.verdict > 0;
				if (has_cell(c, si, op, a2)) {
					double l = log(compare(cell(c, si, op, a2),
					    cell(c, si, op, a)).ratio);

					la2 += l;
					dev2 += fabs(l);
					na2++;
				}
			}
			if (nb == 0) {
				out("| %s | n/a | | | not offered by A or B |\n",
				    op_names[op]);
				continue;
			}
			{
				double gb = exp(lb / nb), ga2 = na2 ? exp(la2 / na2) : 1;
				double noise = na2 ? dev2 / na2 : 0;

				out("| %s | %.3f | %.3f | %.1f %% | %s; sizes where B is "
				    "faster / slower at 95 %%: %d / %d |\n",
				    op_names[op], gb, ga2, 100 * (exp(noise) - 1),
				    fabs(log(gb)) <= noise ? "within noise" :
				    gb < 1 && faster == 0 ? "not proven" :
				    gb > 1 && slower == 0 ? "not proven" :
				    gb < 1 ? "B faster" : "B slower", faster, slower);
			}
		}
	}
}
