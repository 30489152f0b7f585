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


#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../common/report.h"
#include "bench.h"
#include "bench_report.h"

extern const struct impl_id *const bench_impls[];	/* NULL-terminated */

static const struct bench_impl *impls[MAXIMPLS];
static int nsamples;
static size_t dirty_bytes = 12u << 20;
static size_t min_ops;
static double sample_ns;
static uint64_t seed = 0x5eed1234abcdULL;
static int ab_mode;
static int full_mode;
static unsigned char *dirty_buf;

static void
touch_dirty(void)
{
	size_t i;

	for (i = 0; i < dirty_bytes; i += 64)
		dirty_buf[i]++;
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
free_round(struct round *r)
{
	free(r->sel);
	free(r->qkeys);
	free(r->sums);
	free(r->have);
}

static void
alloc_round(struct round *r, size_t reps, size_t m)
{
	free_round(r);
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
		    im->id.name, op_names[op], n, (unsigned long long)sum,
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
		die("%s n=%zu %s: %s", im->id.name, n, when, msg);
}

/*
 * Batches per sample: at least min_ops operations; in the hot cache also
 * about sample_ns of timed work, estimated by a pilot round (median over
 * the implementations), so that the cheap operations are not timed over
 * a few microseconds only.  In the dirty cache every batch costs a sweep
 * of the other memory, so the batches there are fewer.
 */
static size_t
batches(int op, int dirty, struct round *r, uint64_t *rng, uint32_t *perm,
    const uint64_t *keys, void **ws, void **aws, size_t T, size_t n, size_t k)
{
	size_t m = T * k, reps = ((dirty ? min_ops / 2 : min_ops) + m - 1) / m;
	double est[MAXIMPLS];
	int i, ne = 0;

	if (dirty)
		return (reps);
	alloc_round(r, 1, m);
	make_round(r, rng, perm, keys, T, n, k);
	for (i = 0; i < nimpls; i++) {
		void *w = op == OP_ASCEND ? aws[i] : ws[i];

		if (impls[i]->run[op] != NULL && w != NULL)
			est[ne++] = sample(impls[i], w, op, 0, r, T, n, k);
	}
	if (ne > 0) {
		struct stats st = stats_of(est, ne);
		double want = sample_ns / (st.median * m + 1);

		if (want > 1024)
			want = 1024;
		if (want > reps)
			reps = (size_t)want + 1;
	}
	return (reps);
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
		akeys[s] = ((uint64_t)(s % n) << SLOT_BITS) | s;
		perm[s] = (uint32_t)(s % n);
	}
	/* Random keys: above the slot, a random rank among the n of the
	 * tree (small and unique: the "sub" comparator shape, cmp.h). */
	for (s = 0; s < T * n; s++) {
		size_t x = s + mix(&rng) % (n - s % n);
		uint32_t tmp = perm[s];

		perm[s] = perm[x];
		perm[x] = tmp;
		keys[s] = ((uint64_t)perm[s] << SLOT_BITS) | s;
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

			if (!ops_on[op])
				continue;
			alloc_round(&r, batches(op, dirty, &r, &rng, perm, keys, ws,
			    aws, T, n, k), m);
			for (smp = 0; smp < nsamples; smp++) {
				/* the keys of the ascending trees change */
				make_round(&r, &rng, perm, keys, T, n, k);
				for (i = 0; i < nimpls; i++) {
					int ii = rotation(i, smp);
					void *w = op == OP_ASCEND ? aws[ii] : ws[ii];

					if (impls[ii]->run[op] == NULL || w == NULL)
						continue;
					grid_add(&grid, CELL(c, si, op), ii,
					    sample(impls[ii], w, op, dirty, &r, T, n, k));
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
	free_round(&r);
	free(keys);
	free(akeys);
	free(perm);
}

/* --- options ------------------------------------------------------------ */

static void
parse_caches(const char *s)
{
	static const char *const names[2] = { "hot", "dirty" };

	ncaches = parse_indices(s, names, 2, caches, "cache mode (hot, dirty)");
}

int
main(int argc, char **argv)
{
	const char *size_arg = NULL, *cache_arg = NULL, *impl_arg = NULL, *ops_arg = NULL;
	int opt, si, i;

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
			    "ascend,find\n  the comment at the top of bench/ops/bench.c "
			    "explains every option\n");
			return (opt == 'h' ? 0 : 2);
		}
	}
	nsizes = parse_list(size_arg != NULL ? size_arg : full_mode ?
	    "1,2,3,5,13,34,89,233,4096,65536,1048576" :
	    "1,2,3,5,13,34,89,233,4096,65536", sizes, MAXSIZES, 1, 1u << 22,
	    "size");
	parse_caches(cache_arg != NULL ? cache_arg : full_mode ? "hot,dirty" : "hot");
	parse_names(ops_arg != NULL ? ops_arg :
	    "min,next,replace,popmin,remove,insert,ascend,find", op_names, NOPS,
	    ops_on, "operation");
	select_impls(bench_impls, impl_arg, "implementation");
	for (i = 0; i < nimpls; i++)
		impls[i] = (const struct bench_impl *)lineup[i];
	if (nsamples <= 0)
		nsamples = full_mode ? 30 : 10;
	if (min_ops == 0)
		min_ops = full_mode ? 4096 : 2048;
	if (sample_ns <= 0)
		sample_ns = full_mode ? 1e6 : 3e5;
	if (nsamples < 2)
		die("at least 2 samples per cell");
	grid_init(&grid, ncaches * nsizes * NOPS, nimpls, nsamples);
	if (caches[ncaches - 1]) {
		dirty_buf = xcalloc(dirty_bytes, 1);
		memset(dirty_buf, 1, dirty_bytes);
	}

	run_start();
	fprintf(stderr, "bench: %s mode, %d samples per cell, %d implementations, "
	    "%d sizes, %s; load average %.2f\n", full_mode ? "full" : "quick",
	    nsamples, nimpls, nsizes, ncaches == 2 ? "hot and dirty cache" :
	    caches[0] ? "dirty cache" : "hot cache", load_start);
	for (si = 0; si < nsizes; si++)
		measure_size(si);
	run_end();

	report_open();
	write_ops_csv(ab_mode);
	report_head(ab_mode ? "Benchmark: A/B mode" : full_mode ?
	    "Benchmark: full mode" : "Benchmark: quick mode",
	    "the Makefile fragment mk/bench.mk");
	out("- %d samples per cell; a sample: at least %zu operations (dirty: "
	    "%zu) and, hot, about %.0f us of timed batches; dirty cache: %zu MiB "
	    "written before each timed batch\n", nsamples, min_ops, min_ops / 2,
	    sample_ns / 1e3, dirty_bytes >> 20);
	out("- timed batches: %lu; %lu re-run because the thread was preempted "
	    "during the batch, %lu still preempted after %d tries (kept)\n",
	    nbatches, nretries, npreempted, MAXTRIES);
	out("- implementations:\n");
	for (i = 0; i < nimpls; i++)
		out("  - %s: %s; node %zu bytes, of which link %zu\n",
		    impls[i]->id.name, impls[i]->id.desc, impls[i]->node_bytes,
		    impls[i]->link_bytes);
	out("- raw samples: %s/samples.csv; per cell min, median, mean, "
	    "stddev: %s/cells.csv; differences with 95 %% CIs: %s/compare.csv\n",
	    outdir, outdir, outdir);
	if (ab_mode)
		report_ab();
	else {
		report_peers();
		report_targets();
	}
	report_close();
	return (0);
}
