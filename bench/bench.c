/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * bench.c: ns per operation of tree.h against its peers (see
 * docs/performance.md for what is measured and how to read it).
 *
 *   bench [-q | -f] [-n SIZES] [-s SAMPLES] [-c hot,dirty] [-O OPS]
 *         [-I IMPLS] [-o DIR] [-D MIB] [-M OPS] [-r SEED] [-a]
 *
 *   -q        quick mode (default): fewer sizes, 10 samples, hot cache
 *   -f        full mode: every size, 30 samples, hot and dirty cache
 *   -n        sizes, comma separated (1,2,3,5,13,34,89,233,4096,65536,1048576)
 *   -s        samples per cell
 *   -c        cache modes: hot, dirty or hot,dirty
 *   -O        operations (min,next,replace,popmin,remove,insert,ascend,find)
 *   -I        implementations by name (default: all linked in)
 *   -o        output directory for the CSV files, plot data and report
 *   -D        MiB of other memory touched before each timed batch (dirty)
 *   -M        at least this many operations per sample (dirty cache: half)
 *   -T        hot cache: about this many microseconds of timed work per
 *             sample (quick 300, full 1000)
 *   -r        random seed
 *   -a        A/B report (bench-ab): geometric mean of B/A over the sizes
 *
 * Method: for each size n the program builds, for every implementation, a
 * workspace of T trees of n nodes side by side (T * n from 512 to about
 * 9200 nodes below 4096 nodes per tree, one tree from 4096 up) from the
 * same keys in the same order, and a second one whose trees were built
 * from ascending keys (for the ascending insert).  A batch does k
 * operations on each tree (k = 1 below 16 nodes, n / 16 up to 4096
 * above), all between two reads of CLOCK_MONOTONIC; the untimed prep and
 * restore around it keep every tree at n nodes (insert: the node was taken
 * out in prep; remove and pop-min: put back in restore).  A sample is one
 * or more batches (at least -M operations; hot cache: about -T us of
 * timed work); its value is ns per operation.  A batch during which the
 * thread was preempted is run again.  Within a sample round every
 * implementation runs the same batches, one after the other, in an order
 * that rotates from round to round (A B C, B C A, ...), so drift of a
 * shared machine hits them all.  Hot cache: one untimed batch first (up to
 * 256 Ki nodes in the workspace); dirty cache: -D MiB of other memory
 * written between prep and the timed batch.  Every batch returns a
 * checksum (sum of the keys found, removed, ...); implementations must
 * agree, or the run stops.
 */

#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <unistd.h>

#include "bench.h"
#include "common.h"

extern const struct bench_impl *const bench_impls[];	/* NULL-terminated */

static const char *const op_names[NOPS] = {
	"min", "next", "replace", "popmin", "remove", "insert", "ascend", "find"
};
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

#define MAXSIZES	16
#define MAXIMPLS	16

static size_t sizes[MAXSIZES];
static int nsizes;
static int nsamples;
static int caches[2];		/* 0 hot, 1 dirty */
static int ncaches;
static int ops_on[NOPS];
static const struct bench_impl *impls[MAXIMPLS];
static int nimpls;
static const char *outdir = "build/bench";
static size_t dirty_bytes = 12u << 20;
static size_t min_ops;
static double sample_ns;
static uint64_t seed = 0x5eed1234abcdULL;
static int ab_mode;
static int full_mode;

/* samples[cache][size][op][impl] -> nsamples doubles (ns per op) */
static double *samples[2][MAXSIZES][NOPS][MAXIMPLS];
static int nfilled[2][MAXSIZES][NOPS][MAXIMPLS];

static unsigned char *dirty_buf;
static double t_start;

static void
touch_dirty(void)
{
	size_t i;

	for (i = 0; i < dirty_bytes; i += 64)
		dirty_buf[i]++;
}

static struct stats
cell(int c, int si, int op, int im)
{
	return (stats_of(samples[c][si][op][im], nfilled[c][si][op][im]));
}

/* --- the measurement ---------------------------------------------------- */

static void
geometry(size_t n, size_t *T, size_t *k)
{
	*k = n < 16 ? 1 : n / 16;
	if (*k > 4096)
		*k = 4096;
	*T = n >= 4096 ? 1 : (512 + *k - 1) / *k;
}

struct round {
	size_t reps;		/* timed batches; batch[0] is the warm-up */
	uint32_t *sel;		/* (reps + 1) * T * k */
	uint64_t *qkeys;
	uint64_t *sums;		/* expected checksums, one per batch */
	unsigned char *have;
};

static void
alloc_round(struct round *r, size_t reps, size_t m)
{
	free(r->sel);
	free(r->qkeys);
	free(r->sums);
	free(r->have);
	r->reps = reps;
	r->sel = xcalloc((reps + 1) * m, sizeof(*r->sel));
	r->qkeys = xcalloc((reps + 1) * m, sizeof(*r->qkeys));
	r->sums = xcalloc(reps + 1, sizeof(*r->sums));
	r->have = xcalloc(reps + 1, 1);
}

static void
make_round(struct round *r, uint64_t *rng, uint32_t *perm, const uint64_t *keys,
    size_t T, size_t n, size_t k)
{
	size_t b, t, j, m = T * k;

	for (b = 0; b <= r->reps; b++) {
		for (t = 0; t < T; t++) {
			uint32_t *p = perm + t * n;

			for (j = 0; j < k; j++) {
				size_t x = j + mix(rng) % (n - j);
				uint32_t tmp = p[j];

				p[j] = p[x];
				p[x] = tmp;
				r->sel[b * m + t * k + j] = (uint32_t)(t * n + p[j]);
				r->qkeys[b * m + t * k + j] = keys[t * n + p[j]];
			}
		}
		r->have[b] = 0;
	}
}

static void
check_sum(struct round *r, size_t b, uint64_t sum, const struct bench_impl *im,
    int op, size_t n)
{
	if (!r->have[b]) {
		r->have[b] = 1;
		r->sums[b] = sum;
	} else if (r->sums[b] != sum) {
		die("%s %s n=%zu: checksum %llu, another implementation got %llu",
		    im->name, op_names[op], n, (unsigned long long)sum,
		    (unsigned long long)r->sums[b]);
	}
}

#define MAXTRIES	8
static unsigned long nbatches, nretries, npreempted;

/* One sample of one implementation: ns per operation. */
static double
sample(const struct bench_impl *im, void *ws, int op, int dirty, struct round *r,
    size_t T, size_t n, size_t k)
{
	size_t b, m = T * k;
	uint64_t total = 0;

	/*
	 * Batch 0 warms the cache up (hot cache only; not for trees far
	 * larger than the caches, where it would only cost time).
	 */
	for (b = dirty || T * n > 262144 ? 1 : 0; b <= r->reps; b++) {
		struct batch bt = { r->sel + b * m, r->qkeys + b * m };
		uint64_t t0, t1, sum;
		long csw;
		int tries = 0;

		/*
		 * A batch during which the scheduler took the CPU away is run
		 * again (restore has put the trees back, so the same batch
		 * gives the same checksum): on a shared machine one time slice
		 * of another process would otherwise swamp a sample.
		 */
		do {
			if (im->prep[op] != NULL)
				im->prep[op](ws, &bt);
			if (dirty)
				touch_dirty();
			csw = preemptions();
			t0 = now_ns();
			sum = im->run[op](ws, &bt);
			t1 = now_ns();
			csw = preemptions() - csw;
			if (im->restore[op] != NULL)
				im->restore[op](ws, &bt);
			check_sum(r, b, sum, im, op, n);
			if (csw == 0 || b == 0)
				break;
			nretries++;
		} while (++tries < MAXTRIES);
		if (csw != 0 && b > 0)
			npreempted++;
		if (b > 0)
			total += t1 - t0;
	}
	nbatches += r->reps;
	return ((double)total / (double)(r->reps * m));
}

static void
check_ws(const struct bench_impl *im, void *ws, size_t n, const char *when)
{
	const char *msg = im->check(ws);

	if (msg != NULL)
		die("%s n=%zu %s: %s", im->name, n, when, msg);
}

static void
measure_size(int si)
{
	size_t n = sizes[si], T, k, s, m;
	uint64_t *keys, *akeys, rng;
	uint32_t *perm;
	void *ws[MAXIMPLS], *aws[MAXIMPLS];
	struct round r;
	int c, op, i, smp;
	double t0 = now_s();

	geometry(n, &T, &k);
	m = T * k;
	keys = xcalloc(T * n, sizeof(*keys));
	akeys = xcalloc(T * n, sizeof(*akeys));
	perm = xcalloc(T * n, sizeof(*perm));
	rng = seed ^ (n * 0x9e3779b97f4a7c15ULL);
	for (s = 0; s < T * n; s++) {
		keys[s] = (mix(&rng) & ~SLOT_MASK) | s;
		akeys[s] = ((uint64_t)(s % n) << SLOT_BITS) | s;
		perm[s] = (uint32_t)(s % n);
	}
	fprintf(stderr, "bench: n=%zu: %zu tree%s x %zu op%s per batch; building",
	    n, T, T == 1 ? "" : "s", k, k == 1 ? "" : "s");
	for (i = 0; i < nimpls; i++) {
		struct ws_params p = { T, n, k, keys, 0 };
		struct ws_params ap = { T, n, k, akeys, 1 };

		ws[i] = impls[i]->create(&p);
		aws[i] = ops_on[OP_ASCEND] && impls[i]->run[OP_ASCEND] ?
		    impls[i]->create(&ap) : NULL;
		check_ws(impls[i], ws[i], n, "after building");
	}
	fprintf(stderr, " (%.1f s)\n", now_s() - t0);

	memset(&r, 0, sizeof(r));
	for (c = 0; c < ncaches; c++) {
		int dirty = caches[c];

		fprintf(stderr, "bench: n=%zu %s:", n, dirty ? "dirty" : "hot");
		for (op = 0; op < NOPS; op++) {
			double top = now_s();
			size_t reps;

			if (!ops_on[op])
				continue;
			/*
			 * Batches per sample: at least min_ops operations; in
			 * the hot cache also about sample_ns of timed work,
			 * estimated by a pilot round (median over the
			 * implementations), so that the cheap operations are not
			 * timed over a few microseconds only.  In the dirty cache
			 * every batch costs a sweep of the other memory, so the
			 * batches there are fewer.
			 */
			reps = ((dirty ? min_ops / 2 : min_ops) + m - 1) / m;
			if (!dirty) {
				double est[MAXIMPLS];
				int ne = 0;

				alloc_round(&r, 1, m);
				make_round(&r, &rng, perm, keys, T, n, k);
				for (i = 0; i < nimpls; i++) {
					void *w = op == OP_ASCEND ? aws[i] : ws[i];

					if (impls[i]->run[op] != NULL && w != NULL)
						est[ne++] = sample(impls[i], w, op, 0, &r, T, n, k);
				}
				if (ne > 0) {
					struct stats st = stats_of(est, ne);
					double want = sample_ns / (st.median * m + 1);

					if (want > 1024)
						want = 1024;
					if (want > reps)
						reps = (size_t)want + 1;
				}
			}
			alloc_round(&r, reps, m);
			for (smp = 0; smp < nsamples; smp++) {
				/* the keys of the ascending trees change */
				make_round(&r, &rng, perm, keys, T, n, k);
				for (i = 0; i < nimpls; i++) {
					int ii = (i + smp) % nimpls;
					const struct bench_impl *im = impls[ii];
					void *w = op == OP_ASCEND ? aws[ii] : ws[ii];

					if (im->run[op] == NULL || w == NULL)
						continue;
					samples[c][si][op][ii][nfilled[c][si][op][ii]++] =
					    sample(im, w, op, dirty, &r, T, n, k);
				}
			}
			fprintf(stderr, " %s(%.1fs)", op_names[op], now_s() - top);
		}
		fprintf(stderr, " [%.0f s so far]\n", now_s() - t_start);
		for (i = 0; i < nimpls; i++) {
			check_ws(impls[i], ws[i], n, "after the samples");
			if (aws[i] != NULL)
				check_ws(impls[i], aws[i], n, "after the samples");
		}
	}
	for (i = 0; i < nimpls; i++) {
		impls[i]->destroy(ws[i]);
		if (aws[i] != NULL)
			impls[i]->destroy(aws[i]);
	}
	free(r.sel);
	free(r.qkeys);
	free(r.sums);
	free(r.have);
	free(keys);
	free(akeys);
	free(perm);
}

/* --- the report --------------------------------------------------------- */

static int
find_role(int role)
{
	int i;

	for (i = 0; i < nimpls; i++)
		if (impls[i]->role == role)
			return (i);
	return (-1);
}

/* tree.h's representative for op: cached head for min and pop-min. */
static int
ref_impl(int op)
{
	int i = -1;

	if (op == OP_MIN || op == OP_POPMIN)
		i = find_role(ROLE_TREEH_CACHED);
	return (i >= 0 ? i : find_role(ROLE_TREEH));
}

static int
has_cell(int c, int si, int op, int im)
{
	return (im >= 0 && nfilled[c][si][op][im] > 0);
}

/* The fastest peer by mean for a cell, -1 if none. */
static int
fastest_peer(int c, int si, int op)
{
	int i, best = -1;
	double bm = 0;

	for (i = 0; i < nimpls; i++) {
		struct stats s;

		if (impls[i]->role != ROLE_PEER || !has_cell(c, si, op, i))
			continue;
		s = cell(c, si, op, i);
		if (best < 0 || s.mean < bm) {
			best = i;
			bm = s.mean;
		}
	}
	return (best);
}

static void
write_csv(void)
{
	char path[4096];
	FILE *f, *g, *h;
	int c, si, op, i, j;

	snprintf(path, sizeof(path), "%s/samples.csv", outdir);
	if ((f = fopen(path, "w")) == NULL)
		die("%s: %s", path, strerror(errno));
	snprintf(path, sizeof(path), "%s/cells.csv", outdir);
	if ((g = fopen(path, "w")) == NULL)
		die("%s: %s", path, strerror(errno));
	snprintf(path, sizeof(path), "%s/compare.csv", outdir);
	if ((h = fopen(path, "w")) == NULL)
		die("%s: %s", path, strerror(errno));
	fprintf(f, "cache,size,op,impl,sample,ns_per_op\n");
	fprintf(g, "cache,size,op,impl,samples,min,median,mean,stddev\n");
	fprintf(h, "cache,size,op,a,b,mean_a,mean_b,ratio,diff,ci95_half,verdict\n");
	for (c = 0; c < ncaches; c++)
		for (si = 0; si < nsizes; si++)
			for (op = 0; op < NOPS; op++) {
				const char *cn = caches[c] ? "dirty" : "hot";
				int ref = ab_mode ? find_role(ROLE_AB_A) : ref_impl(op);

				for (i = 0; i < nimpls; i++) {
					struct stats s;

					if (!has_cell(c, si, op, i))
						continue;
					for (j = 0; j < nfilled[c][si][op][i]; j++)
						fprintf(f, "%s,%zu,%s,%s,%d,%.4f\n", cn,
						    sizes[si], op_names[op], impls[i]->name,
						    j, samples[c][si][op][i][j]);
					s = cell(c, si, op, i);
					fprintf(g, "%s,%zu,%s,%s,%d,%.4f,%.4f,%.4f,%.4f\n",
					    cn, sizes[si], op_names[op], impls[i]->name,
					    s.n, s.min, s.median, s.mean, s.sd);
				}
				if (!has_cell(c, si, op, ref))
					continue;
				for (i = 0; i < nimpls; i++) {
					struct cmp k;

					if (i == ref || !has_cell(c, si, op, i))
						continue;
					k = compare(cell(c, si, op, ref), cell(c, si, op, i));
					fprintf(h, "%s,%zu,%s,%s,%s,%.4f,%.4f,%.4f,%.4f,%.4f,%s\n",
					    cn, sizes[si], op_names[op], impls[ref]->name,
					    impls[i]->name, cell(c, si, op, ref).mean,
					    cell(c, si, op, i).mean, k.ratio, k.diff, k.half,
					    k.verdict < 0 ? "faster" : k.verdict > 0 ?
					    "slower" : "no difference proven");
				}
			}
	fclose(f);
	fclose(g);
	fclose(h);
}

static const char *
short_name(const char *name)
{
	if (strcmp(name, "boost-rb") == 0)
		return ("b-rb");
	if (strcmp(name, "boost-avl") == 0)
		return ("b-avl");
	if (strcmp(name, "libbsd") == 0)
		return ("bsd");
	if (strcmp(name, "std-set") == 0)
		return ("std");
	if (strcmp(name, "linux-cached") == 0)
		return ("linux-c");
	return (name);
}

static void
report_peers(void)
{
	char path[4096];
	int c, si, op, i, a, a2;

	for (c = 0; c < ncaches; c++) {
		const char *cn = caches[c] ? "dirty" : "hot";
		FILE *dat;

		snprintf(path, sizeof(path), "%s/ratio-%s.dat", outdir, cn);
		if ((dat = fopen(path, "w")) == NULL)
			die("%s: %s", path, strerror(errno));
		fprintf(dat, "size");
		for (op = 0; op < NOPS; op++)
			if (ops_on[op])
				fprintf(dat, " %s", op_names[op]);
		fprintf(dat, "\n");
		for (si = 0; si < nsizes; si++) {
			fprintf(dat, "%zu", sizes[si]);
			for (op = 0; op < NOPS; op++) {
				int ref = ref_impl(op), p = fastest_peer(c, si, op);

				if (!ops_on[op])
					continue;
				if (has_cell(c, si, op, ref) && p >= 0)
					fprintf(dat, " %.4f", cell(c, si, op, ref).mean /
					    cell(c, si, op, p).mean);
				else
					fprintf(dat, " NaN");
			}
			fprintf(dat, "\n");
		}
		fclose(dat);

		out("\n### Ratio tree.h / fastest peer, %s cache (mean ns/op)\n\n", cn);
		out("tree.h plain; tree.h cached for min and popmin. `~`: no "
		    "difference proven (95 %% CI of the difference of the means "
		    "crosses 0). Below 1.00: tree.h is faster.\n\n");
		size_header("op \\ nodes", sizes, nsizes);
		for (op = 0; op < NOPS; op++) {
			if (!ops_on[op])
				continue;
			out("| %s |", op_names[op]);
			for (si = 0; si < nsizes; si++) {
				int ref = ref_impl(op), p = fastest_peer(c, si, op);
				struct cmp k;

				if (!has_cell(c, si, op, ref) || p < 0) {
					out(" n/a |");
					continue;
				}
				k = compare(cell(c, si, op, ref), cell(c, si, op, p));
				out(" %.2f%s |", k.ratio, k.ok && k.verdict == 0 ? "~" : "");
			}
			out("\n");
		}
		out("\nFastest peer per cell:\n\n");
		size_header("op \\ nodes", sizes, nsizes);
		for (op = 0; op < NOPS; op++) {
			if (!ops_on[op])
				continue;
			out("| %s |", op_names[op]);
			for (si = 0; si < nsizes; si++) {
				int p = fastest_peer(c, si, op);

				out(" %s |", p < 0 ? "-" : short_name(impls[p]->name));
			}
			out("\n");
		}

		/* noise floor */
		a = find_role(ROLE_TREEH);
		a2 = find_role(ROLE_TREEH_A2);
		if (a >= 0 && a2 >= 0) {
			double worst = 1, lsum = 0;
			int nc = 0, nproven = 0;

			out("\nNoise floor: treeh-a2 / treeh (two identical copies "
			    "of tree.h plain in separate objects):\n\n");
			size_header("op \\ nodes", sizes, nsizes);
			for (op = 0; op < NOPS; op++) {
				if (!ops_on[op])
					continue;
				out("| %s |", op_names[op]);
				for (si = 0; si < nsizes; si++) {
					struct cmp k;

					if (!has_cell(c, si, op, a) || !has_cell(c, si, op, a2)) {
						out(" n/a |");
						continue;
					}
					k = compare(cell(c, si, op, a2), cell(c, si, op, a));
					out(" %.2f%s |", k.ratio, k.verdict == 0 ? "~" : "");
					if (fabs(log(k.ratio)) > fabs(log(worst)))
						worst = k.ratio;
					lsum += fabs(log(k.ratio));
					nproven += k.verdict != 0;
					nc++;
				}
				out("\n");
			}
			if (nc > 0)
				out("\nA2/A: mean |log ratio| = %.1f %%, worst %.2f; %d of "
				    "%d cells show a \"proven\" difference between two "
				    "identical copies.\n", 100 * (exp(lsum / nc) - 1),
				    worst, nproven, nc);
		}

		/* all means, to the report file */
		rep("\n### ns per operation, %s cache (mean; median in the CSV)\n", cn);
		for (op = 0; op < NOPS; op++) {
			if (!ops_on[op])
				continue;
			rep("\n%s: %s\n\n| impl \\ nodes |", op_names[op], op_desc[op]);
			for (si = 0; si < nsizes; si++)
				rep(" %zu |", sizes[si]);
			rep("\n|---|");
			for (si = 0; si < nsizes; si++)
				rep("---:|");
			rep("\n");
			for (i = 0; i < nimpls; i++) {
				rep("| %s |", impls[i]->name);
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
}

/* The time targets (1 and 4) as far as this run can tell. */
static void
report_targets(void)
{
	int c, si, op;

	for (c = 0; c < ncaches; c++) {
		const char *cn = caches[c] ? "dirty" : "hot";
		int cached = find_role(ROLE_TREEH_CACHED), plain = find_role(ROLE_TREEH);

		out("\n### Targets, %s cache\n\n", cn);
		out("Target 1 (n >= 13: ratio <= 1.00 or no difference proven):\n\n");
		for (op = 0; op < NOPS; op++) {
			int ncell = 0, nmet = 0, nnoise = 0;
			int a = find_role(ROLE_TREEH), a2 = find_role(ROLE_TREEH_A2);
			double worst = 0;
			size_t worst_n = 0;

			if (!ops_on[op])
				continue;
			for (si = 0; si < nsizes; si++) {
				int ref = ref_impl(op), p = fastest_peer(c, si, op);
				struct cmp k;

				if (sizes[si] < 13 || !has_cell(c, si, op, ref) || p < 0)
					continue;
				k = compare(cell(c, si, op, ref), cell(c, si, op, p));
				ncell++;
				if (k.ratio <= 1.0 || k.verdict <= 0) {
					nmet++;
					continue;
				}
				/* a miss no larger than two identical copies differ */
				if (has_cell(c, si, op, a) && has_cell(c, si, op, a2)) {
					double nr = compare(cell(c, si, op, a2),
					    cell(c, si, op, a)).ratio;

					if (fabs(log(k.ratio)) <= fabs(log(nr)))
						nnoise++;
				}
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

static void
report_ab(void)
{
	int c, si, op;
	int a = find_role(ROLE_AB_A), a2 = find_role(ROLE_AB_A2), b = find_role(ROLE_AB_B);

	if (a < 0 || b < 0)
		die("A/B report needs implementations A and B");
	for (c = 0; c < ncaches; c++) {
		const char *cn = caches[c] ? "dirty" : "hot";

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

/* --- options ------------------------------------------------------------ */

static void
parse_sizes(const char *s)
{
	char *dup = strdup(s), *tok, *save = NULL;

	nsizes = 0;
	for (tok = strtok_r(dup, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
		unsigned long v = strtoul(tok, NULL, 10);

		if (v == 0 || v > (1u << 22) || nsizes == MAXSIZES)
			die("bad size list '%s'", s);
		sizes[nsizes++] = v;
	}
	free(dup);
}

static void
parse_ops(const char *s)
{
	parse_names(s, op_names, NOPS, ops_on, "operation");
}

static void
parse_caches(const char *s)
{
	static const char *const names[2] = { "hot", "dirty" };

	ncaches = parse_indices(s, names, 2, caches, "cache mode (hot, dirty)");
}

static void
select_impls(const char *s)
{
	const struct bench_impl *const *p;

	nimpls = 0;
	for (p = bench_impls; *p != NULL; p++) {
		if (s != NULL && !in_list(s, (*p)->name))
			continue;
		if (nimpls == MAXIMPLS)
			die("too many implementations");
		impls[nimpls++] = *p;
	}
	if (nimpls == 0)
		die("no implementation selected");
}

int
main(int argc, char **argv)
{
	const char *size_arg = NULL, *cache_arg = NULL, *impl_arg = NULL, *ops_arg = NULL;
	int opt, si, c, op, i;
	char path[4096], cpu[256];
	double load0[3] = { 0, 0, 0 }, load1[3] = { 0, 0, 0 };
	time_t tnow;

	nsamples = 0;
	min_ops = 0;
	while ((opt = getopt(argc, argv, "qfn:s:c:O:I:o:D:M:T:r:ah")) != -1) {
		switch (opt) {
		case 'q': full_mode = 0; break;
		case 'f': full_mode = 1; break;
		case 'n': size_arg = optarg; break;
		case 's': nsamples = atoi(optarg); break;
		case 'c': cache_arg = optarg; break;
		case 'O': ops_arg = optarg; break;
		case 'I': impl_arg = optarg; break;
		case 'o': outdir = optarg; break;
		case 'D': dirty_bytes = (size_t)atoi(optarg) << 20; break;
		case 'M': min_ops = strtoul(optarg, NULL, 10); break;
		case 'T': sample_ns = atof(optarg) * 1e3; break;
		case 'r': seed = strtoull(optarg, NULL, 0); break;
		case 'a': ab_mode = 1; break;
		case 'h':
		default:
			fprintf(opt == 'h' ? stdout : stderr, "usage: bench [-q|-f] "
			    "[-n SIZES] [-s SAMPLES] [-c hot,dirty] [-O OPS] [-I IMPLS] "
			    "[-o DIR] [-D MIB] [-M OPS] [-T USEC] [-r SEED] [-a]\n"
			    "  -q quick (default), -f full; SIZES, OPS, IMPLS: comma "
			    "lists\n  ops: min,next,replace,popmin,remove,insert,"
			    "ascend,find\n  the comment at the top of bench/bench.c "
			    "explains every option\n");
			return (opt == 'h' ? 0 : 2);
		}
	}
	parse_sizes(size_arg != NULL ? size_arg : full_mode ?
	    "1,2,3,5,13,34,89,233,4096,65536,1048576" :
	    "1,2,3,5,13,34,89,233,4096,65536");
	parse_caches(cache_arg != NULL ? cache_arg : full_mode ? "hot,dirty" : "hot");
	parse_ops(ops_arg != NULL ? ops_arg :
	    "min,next,replace,popmin,remove,insert,ascend,find");
	select_impls(impl_arg);
	if (nsamples <= 0)
		nsamples = full_mode ? 30 : 10;
	if (min_ops == 0)
		min_ops = full_mode ? 4096 : 2048;
	if (sample_ns <= 0)
		sample_ns = full_mode ? 1e6 : 3e5;
	if (nsamples < 2)
		die("at least 2 samples per cell");
	for (c = 0; c < ncaches; c++)
		for (si = 0; si < nsizes; si++)
			for (op = 0; op < NOPS; op++)
				for (i = 0; i < nimpls; i++)
					samples[c][si][op][i] = xcalloc(nsamples, sizeof(double));
	if (caches[ncaches - 1]) {
		dirty_buf = xcalloc(dirty_bytes, 1);
		memset(dirty_buf, 1, dirty_bytes);
	}

	getloadavg(load0, 3);
	t_start = now_s();
	fprintf(stderr, "bench: %s mode, %d samples per cell, %d implementations, "
	    "%d sizes, %s; load average %.2f\n", full_mode ? "full" : "quick",
	    nsamples, nimpls, nsizes, ncaches == 2 ? "hot and dirty cache" :
	    caches[0] ? "dirty cache" : "hot cache", load0[0]);
	for (si = 0; si < nsizes; si++)
		measure_size(si);
	getloadavg(load1, 3);

	snprintf(path, sizeof(path), "%s/report.md", outdir);
	report = fopen(path, "w");
	if (report == NULL)
		die("%s: %s", path, strerror(errno));
	write_csv();

	tnow = time(NULL);
	cpu_model(cpu, sizeof(cpu));
	out("\n## Benchmark: %s mode\n\n", ab_mode ? "A/B" : full_mode ? "full" : "quick");
	{
		char date[64];

		strftime(date, sizeof(date), "%Y-%m-%d %H:%M UTC", gmtime(&tnow));
		out("- date: %s; %.0f s; load average %.2f at the start, %.2f at "
		    "the end\n", date, now_s() - t_start, load0[0], load1[0]);
	}
	out("- machine: %ld CPUs, %s\n", sysconf(_SC_NPROCESSORS_ONLN), cpu);
	out("- compiler: gcc %s (flags in the Makefile fragment mk/bench.mk)\n",
	    __VERSION__);
	out("- %d samples per cell; a sample: at least %zu operations (dirty: "
	    "%zu) and, hot, about %.0f us of timed batches; dirty cache: %zu MiB "
	    "written before each timed batch\n", nsamples, min_ops, min_ops / 2,
	    sample_ns / 1e3, dirty_bytes >> 20);
	out("- timed batches: %lu; %lu re-run because the thread was preempted "
	    "during the batch, %lu still preempted after %d tries (kept)\n",
	    nbatches, nretries, npreempted, MAXTRIES);
	out("- implementations:\n");
	for (i = 0; i < nimpls; i++)
		out("  - %s: %s; node %zu bytes, of which link %zu\n", impls[i]->name,
		    impls[i]->desc, impls[i]->node_bytes, impls[i]->link_bytes);
	out("- raw samples: %s/samples.csv; per cell min, median, mean, "
	    "stddev: %s/cells.csv; differences with 95 %% CIs: %s/compare.csv\n",
	    outdir, outdir, outdir);
	if (ab_mode)
		report_ab();
	else {
		report_peers();
		report_targets();
	}
	fclose(report);
	fprintf(stderr, "bench: done in %.0f s; report %s\n", now_s() - t_start, path);
	return (0);
}
