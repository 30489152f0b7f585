/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * workload.c: the timer-queue benchmark, the "hold model" of the
 * event-set literature (Jones, CACM 1986; Ronngren and Ayani, ACM TOMACS
 * 1997), tree.h against the trees and heaps a user would otherwise pick
 * (make bench-workload; docs/performance.md shows the results).
 *
 *   workload [-q | -f] [-n SIZES] [-d DISTS] [-p PERCENTS] [-c hot,task]
 *            [-s SAMPLES] [-S STEPS] [-t STEPS] [-W KIB] [-I IMPLS]
 *            [-o DIR] [-r SEED] [-m TICKS]
 *
 *   -q   quick mode (default): n up to 65536, 10 samples per cell
 *   -f   full mode: n up to 1,048,576, 30 samples per cell
 *   -n   queue sizes, comma separated (13,233,4096,65536,1048576)
 *   -d   delay distributions: exp, uniform, bimodal, const
 *   -p   percent of steps that also cancel and re-arm a timer (0,10,50)
 *   -c   cache modes: hot (nothing else runs), task (a "task" writes -W
 *        KiB of other memory before every step)
 *   -s   samples per cell
 *   -S   steps per sample, hot cache (quick 8192, full 16384)
 *   -t   steps per sample, task mode (quick 24, full 32: each costs the
 *        task's stores, about 100-500 us)
 *   -W   KiB the task writes, one store per cache line (default: twice
 *        the L2 cache, sysconf(_SC_LEVEL2_CACHE_SIZE), or 4096)
 *   -I   queues by name (default: all linked in)
 *   -o   output directory (CSV files, plot data, report.md)
 *   -r   random seed
 *   -m   mean delay in ticks (1000; 1000000 makes equal deadlines rare)
 *
 * A queue holds n timers (workload.h).  One step fires the earliest timer,
 * sets the clock to its deadline and arms it again at now + delay; with
 * probability p it also cancels a random pending timer and arms that one
 * again at now + another delay.  Delays, in ticks, of mean m (-m, 1000):
 * exp (exponential), uniform (on 0 .. 2m - 1), bimodal (90 % uniform on
 * 0 .. m/5 - 1, 10 % on 0 .. 91m/5 - 1) and const (m: every new timer is
 * the latest, the ascending case).  Deadlines are integers: with m = 1000
 * ticks (a 1 s timeout at 1 ms ticks) equal deadlines are common, the
 * more so the larger n; they fire in arming order.
 *
 * Method: for each n and distribution every queue starts from the same n
 * timers (deadlines drawn from the distribution) and runs max(n, 4096)
 * untimed steps to reach the model's steady state.  Then for each p and
 * cache mode, sample rounds: the driver draws the steps of a sample once,
 * and every queue runs them, one after the other, in an order that
 * rotates from round to round.  Hot cache: the steps are timed in chunks
 * of 1024 between two reads of CLOCK_MONOTONIC.  Task mode: each step is
 * timed alone after the task's stores, and the cost of an empty pair of
 * clock reads (measured at the start, median) is subtracted.  A chunk or
 * step during which the thread was preempted is left out of the sample's
 * time (it cannot be run again: the queues have moved on).  The value of a
 * sample is ns per step.  After every sample the queues' checksums of the
 * fired timers (ids and deadlines, in order) must agree, or the run stops.
 */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "workload.h"
#include "../common/report.h"

extern const struct wl_impl wl_treeh_cached, wl_treeh_a2, wl_treeh,
    wl_treeh_rb_cached, wl_treeh_rb, wl_libbsd, wl_boost_rb, wl_boost_avl, wl_std_set, wl_std_pq, wl_pairing,
    wl_dary4;
#ifdef WL_LINUX
extern const struct wl_impl wl_linux_cached;
#endif
#ifdef WL_SELFTEST
extern const struct wl_impl wl_lifo;
#endif

/* The order of the first sample round; later rounds rotate it. */
static const struct impl_id *const all_impls[] = {
	&wl_treeh_cached.id, &wl_libbsd.id, &wl_treeh_rb_cached.id,
	&wl_boost_rb.id, &wl_treeh_a2.id, &wl_boost_avl.id, &wl_std_set.id,
	&wl_treeh.id, &wl_std_pq.id, &wl_treeh_rb.id, &wl_pairing.id,
	&wl_dary4.id,
#ifdef WL_LINUX
	&wl_linux_cached.id,
#endif
#ifdef WL_SELFTEST
	&wl_lifo.id,
#endif
	NULL
};

enum { D_EXP, D_UNIFORM, D_BIMODAL, D_CONST, NDISTS };
static const char *const dist_names[NDISTS] = {
	"exp", "uniform", "bimodal", "const"
};
static const char *const dist_desc[NDISTS] = {
	"exponential, mean m",
	"uniform on 0 .. 2m - 1",
	"bimodal: 90 % uniform on 0 .. m/5 - 1, 10 % on 0 .. 91m/5 - 1",
	"constant m (every new timer is the latest)",
};
static const char *const cache_names[2] = { "hot", "task" };

#define MAXSIZES	8
#define MAXPROBS	4
#define CHUNK		1024	/* hot cache: steps per pair of clock reads */

static size_t sizes[MAXSIZES];
static int nsizes;
static int dists_on[NDISTS];
static int probs[MAXPROBS];	/* percent */
static int nprobs;
static int caches[2];
static int ncaches;
static int nsamples;
static size_t steps_hot, steps_task;
static size_t task_bytes;
static const struct wl_impl *impls[MAXIMPLS];
static uint64_t seed = 0x7133e5eedULL;
static uint32_t mean = 1000;	/* ticks */
static int full_mode;

/* The grid's cells: (cache mode, size, distribution, cancel percent). */
static struct grid grid;
#define CELL(c, si, d, pi)	((((c) * nsizes + (si)) * NDISTS + (d)) * nprobs + (pi))
static uint64_t final_sum[MAXSIZES][NDISTS];
static unsigned long nsums, nchunks, npreempted, nkept;
static double clock_ns;		/* an empty pair of clock reads */
static unsigned char *task_buf;

/* A delay in ticks from distribution d. */
static uint32_t
draw(int d, uint64_t *rng)
{
	uint64_t r = mix(rng);

	switch (d) {
	case D_EXP:
		return ((uint32_t)(-(double)mean * log1p(-(r >> 11) * 0x1p-53)));
	case D_UNIFORM:
		return ((uint32_t)(r % (2 * mean)));
	case D_BIMODAL:
		return ((uint32_t)((r >> 8) % (r % 10 != 0 ? mean / 5 : mean / 5 * 91)));
	default:
		return (mean);
	}
}

struct steps {
	size_t len;
	uint32_t *delay, *cancel, *cdelay;
};

static void
draw_steps(struct steps *st, size_t len, int d, int pct, size_t n, uint64_t *rng)
{
	size_t j;

	if (len > st->len) {
		free(st->delay);
		free(st->cancel);
		free(st->cdelay);
		st->delay = xcalloc(len, sizeof(*st->delay));
		st->cancel = xcalloc(len, sizeof(*st->cancel));
		st->cdelay = xcalloc(len, sizeof(*st->cdelay));
		st->len = len;
	}
	for (j = 0; j < len; j++) {
		st->delay[j] = draw(d, rng);
		st->cancel[j] = WL_NONE;
		st->cdelay[j] = 0;
		if (pct > 0 && mix(rng) % 100 < (uint64_t)pct) {
			st->cancel[j] = (uint32_t)(mix(rng) % n);
			st->cdelay[j] = draw(d, rng);
		}
	}
}

static void
agree(uint64_t *want, int *have, uint64_t sum, const struct wl_impl *im,
    size_t n, int d, int pct)
{
	if (!*have) {
		*have = 1;
		*want = sum;
	} else if (*want != sum)
		die("%s n=%zu %s p=%d%%: checksum %016llx, another queue got "
		    "%016llx: they fired different timers or in another order",
		    im->id.name, n, dist_names[d], pct, (unsigned long long)sum,
		    (unsigned long long)*want);
	nsums++;
}

static void
check_queue(const struct wl_impl *im, void *q, size_t n, const char *when)
{
	const char *msg = im->check(q);

	if (msg != NULL)
		die("%s n=%zu %s: %s", im->id.name, n, when, msg);
}

static void
task(void)
{
	size_t i;

	for (i = 0; i < task_bytes; i += 64)
		task_buf[i]++;
}

/* One sample of one queue: ns per step of the len steps in st. */
static double
sample(const struct wl_impl *im, void *q, const struct wl_steps *s, size_t len,
    int taskmode, uint64_t *sum)
{
	uint64_t total = 0, all = 0;
	size_t j, step = taskmode ? 1 : CHUNK, timed = 0;

	for (j = 0; j < len; j += step) {
		size_t to = j + step < len ? j + step : len;
		uint64_t t0, t1;
		long csw;

		if (taskmode)
			task();
		csw = preemptions();
		t0 = now_ns();
		*sum = im->run(q, s, j, to);
		t1 = now_ns();
		csw = preemptions() - csw;
		all += t1 - t0;
		nchunks++;
		if (csw == 0) {
			total += t1 - t0;
			timed += to - j;
		} else
			npreempted++;
	}
	if (timed == 0) {	/* preempted throughout: keep it all */
		nkept++;
		total = all;
		timed = len;
	}
	if (taskmode) {
		double v = (double)total / timed - clock_ns;

		return (v > 0 ? v : 0);
	}
	return ((double)total / timed);
}

static void
measure(int si, int d)
{
	size_t n = sizes[si], i, warm = n > 4096 ? n : 4096;
	uint64_t rng = seed ^ (n * 0x9e3779b97f4a7c15ULL) ^ ((uint64_t)d << 56);
	uint64_t *deadline = xcalloc(n, sizeof(*deadline)), want = 0;
	struct steps st = { 0, NULL, NULL, NULL };
	void *q[MAXIMPLS];
	int pi, c, smp, k, have;
	double t0 = now_s();

	for (i = 0; i < n; i++)
		deadline[i] = draw(d, &rng);
	for (k = 0; k < nimpls; k++) {
		q[k] = impls[k]->create(n, deadline);
		check_queue(impls[k], q[k], n, "after building");
	}
	/* warm up to the steady state, 4096 steps at a time */
	for (i = 0; i < warm; i += 4096) {
		struct wl_steps s;

		draw_steps(&st, 4096, d, 0, n, &rng);
		s = (struct wl_steps){ st.delay, st.cancel, st.cdelay };
		have = 0;
		for (k = 0; k < nimpls; k++)
			agree(&want, &have, impls[k]->run(q[k], &s, 0, 4096),
			    impls[k], n, d, 0);
	}
	fprintf(stderr, "workload: n=%zu %s: built and warmed up (%.1f s);",
	    n, dist_names[d], now_s() - t0);
	for (pi = 0; pi < nprobs; pi++)
		for (c = 0; c < ncaches; c++) {
			int taskmode = caches[c];
			size_t len = taskmode ? steps_task : steps_hot;
			double tc = now_s();

			for (smp = 0; smp < nsamples; smp++) {
				struct wl_steps s;

				draw_steps(&st, len, d, probs[pi], n, &rng);
				s = (struct wl_steps){ st.delay, st.cancel, st.cdelay };
				have = 0;
				for (k = 0; k < nimpls; k++) {
					int ii = rotation(k, smp);
					uint64_t sum = 0;

					grid_add(&grid, CELL(c, si, d, pi), ii, sample(impls[ii],
					    q[ii], &s, len, taskmode, &sum));
					agree(&want, &have, sum, impls[ii], n, d,
					    probs[pi]);
				}
			}
			fprintf(stderr, " p=%d%% %s %.1fs", probs[pi],
			    cache_names[taskmode], now_s() - tc);
		}
	fprintf(stderr, " [%.0f s so far]\n", now_s() - t_start);
	final_sum[si][d] = want;
	for (k = 0; k < nimpls; k++) {
		check_queue(impls[k], q[k], n, "after the samples");
		impls[k]->destroy(q[k]);
	}
	free(st.delay);
	free(st.cancel);
	free(st.cdelay);
	free(deadline);
}

/* The median cost of two back-to-back clock reads. */
static double
clock_cost(void)
{
	double v[201];
	int i, j;

	for (i = 0; i < 201; i++) {
		uint64_t t0 = now_ns(), t1 = t0;

		for (j = 0; j < 100; j++) {
			t0 = now_ns();
			t1 = now_ns();
		}
		v[i] = (double)(t1 - t0);
	}
	return (stats_of(v, 201).median);
}

/* --- the report --------------------------------------------------------- */

static struct stats
cell(int c, int si, int d, int pi, int k)
{
	return (grid_stats(&grid, CELL(c, si, d, pi), k));
}

/*
 * The fastest queue by mean of a cell other than tree.h's (either scheme,
 * cached or plain, and the copy); trees only if trees_only.  -1 if none.
 */
static int
best_other(int c, int si, int d, int pi, int trees_only)
{
	return (fastest(&grid, CELL(c, si, d, pi), 1u << WL_TREE |
	    (trees_only ? 0 : 1u << WL_HEAP)));
}

static const char *
csv_key(int x)
{
	static char buf[128];
	int pi = x % nprobs, d = x / nprobs % NDISTS;
	int si = x / nprobs / NDISTS % nsizes, c = x / nprobs / NDISTS / nsizes;

	snprintf(buf, sizeof(buf), "%s,%zu,%s,%d", cache_names[caches[c]],
	    sizes[si], dist_names[d], probs[pi]);
	return (buf);
}

static int
csv_ref(int x)
{
	(void)x;
	return (find_role(WL_TREEH_CACHED));
}

static const struct csv csv = { "cache,size,dist,cancel_pct", "ns_per_step", 3,
	1, csv_key, csv_ref };

/* Plot data: per cache, distribution and p, each queue / tree.h cached. */
static void
write_plot_data(void)
{
	int c, si, d, pi, k, ref = find_role(WL_TREEH_CACHED);
	char name[256];

	if (ref < 0)
		return;
	for (c = 0; c < ncaches; c++)
		for (d = 0; d < NDISTS; d++)
			for (pi = 0; pi < nprobs && dists_on[d]; pi++) {
				FILE *f;

				snprintf(name, sizeof(name), "plot-%s-%s-p%d.dat",
				    cache_names[caches[c]], dist_names[d], probs[pi]);
				f = open_out(name);
				fprintf(f, "size");
				for (k = 0; k < nimpls; k++)
					if (k != ref)
						fprintf(f, " %s", lineup[k]->name);
				fprintf(f, "\n");
				for (si = 0; si < nsizes; si++) {
					double r = cell(c, si, d, pi, ref).mean;

					fprintf(f, "%zu", sizes[si]);
					for (k = 0; k < nimpls; k++)
						if (k != ref)
							fprintf(f, " %.4f",
							    cell(c, si, d, pi, k).mean / r);
					fprintf(f, "\n");
				}
				fclose(f);
			}
}

static const char *const scheme_names[2] = { "weak AVL", "red-black" };

/* tree.h's cached head in scheme rb (0 weak AVL, 1 red-black); -1: none */
static int
ref_queue(int rb)
{
	return (find_role(rb ? WL_TREEH_RB_CACHED : WL_TREEH_CACHED));
}

/* The cells where a tree is proven faster than tree.h cached, scheme rb. */
static void
report_misses(int c, int rb)
{
	int si, d, pi, ref = ref_queue(rb), a2 = find_role(WL_TREEH_A2);

	for (si = 0; si < nsizes; si++)
		for (d = 0; d < NDISTS; d++)
			for (pi = 0; pi < nprobs && dists_on[d]; pi++) {
				int b = best_other(c, si, d, pi, 1);
				struct cmp x;

				if (b < 0)
					continue;
				x = compare(cell(c, si, d, pi, ref), cell(c, si, d, pi, b));
				if (x.verdict <= 0)
					continue;
				out("\n- missed, %s: n=%zu, %s, %d %%: %.3f against %s "
				    "(%+.1f +- %.1f ns a step)", scheme_names[rb],
				    sizes[si], dist_names[d], probs[pi], x.ratio,
				    lineup[b]->name, x.diff, x.half);
				if (a2 >= 0)
					out("; A2/A in this cell %.3f", compare(cell(c, si,
					    d, pi, a2), cell(c, si, d, pi, ref)).ratio);
			}
	out("\n");
}

/*
 * A ratio table: tree.h cached / the fastest other tree (trees_only) or
 * the fastest other queue, per (distribution, p) and n, each cell for
 * both schemes (weak AVL · red-black) where the run has the red-black
 * queue; "~" where the 95 % interval of the difference crosses 0.
 * Counts the target's cells per scheme.
 */
static void
ratio_table(int c, int trees_only, int ncell[2], int nmet[2])
{
	int si, d, pi, rb;

	size_header(out, "delays, cancel", sizes, nsizes);
	for (d = 0; d < NDISTS; d++)
		for (pi = 0; pi < nprobs && dists_on[d]; pi++) {
			out("| %s, %d %% |", dist_names[d], probs[pi]);
			for (si = 0; si < nsizes; si++) {
				int b = best_other(c, si, d, pi, trees_only);
				struct cmp x;

				if (b < 0) {
					out(" n/a |");
					continue;
				}
				for (rb = 0; rb < 2; rb++) {
					int ref = ref_queue(rb);

					if (ref < 0)
						continue;
					x = compare(cell(c, si, d, pi, ref),
					    cell(c, si, d, pi, b));
					out("%s%.2f%s", rb ? " · " : " ", x.ratio,
					    x.verdict == 0 ? "~" : "");
					ncell[rb]++;
					nmet[rb] += x.verdict <= 0;
				}
				out(" %s |", lineup[b]->name);
			}
			out("\n");
		}
	if (trees_only)
		for (rb = 0; rb < 2; rb++)
			if (ref_queue(rb) >= 0)
				report_misses(c, rb);
}

static void
report_tables(void)
{
	int c, si, d, pi, k, ref = find_role(WL_TREEH_CACHED);
	int a2 = find_role(WL_TREEH_A2);

	if (ref < 0)
		die("the report needs tree.h cached (treeh-cached)");
	for (c = 0; c < ncaches; c++) {
		const char *cn = cache_names[caches[c]];
		int ncell[2] = { 0, 0 }, nmet[2] = { 0, 0 };
		int hcell[2] = { 0, 0 }, hmet[2] = { 0, 0 }, rb;

		out("\n### %s: tree.h cached / fastest other tree (mean ns per "
		    "step)\n\n", caches[c] ? "Task ran" : "Hot cache");
		out("Below 1.00 tree.h cached is faster; `~`: no difference "
		    "proven (95 %% interval of the difference of the means "
		    "crosses 0); the name is the fastest other tree (tree.h "
		    "plain is not one of them)%s.\n\n", ref_queue(1) < 0 ? "" :
		    "; each cell weak AVL · red-black (treeh-cached · "
		    "treeh-rb-cached), each against that tree");
		ratio_table(c, 1, ncell, nmet);
		for (rb = 0; rb < 2; rb++)
			if (ref_queue(rb) >= 0)
				out("\nTarget (tree.h cached is the fastest tree), "
				    "%s, %s: met in %d of %d cells (faster, or no "
				    "difference proven).\n", scheme_names[rb], cn,
				    nmet[rb], ncell[rb]);
		out("\n### %s: tree.h cached / fastest other queue, heaps "
		    "included\n\n", caches[c] ? "Task ran" : "Hot cache");
		ratio_table(c, 0, hcell, hmet);
		for (rb = 0; rb < 2; rb++)
			if (ref_queue(rb) >= 0)
				out("\ntree.h cached, %s, is the fastest queue, or no "
				    "difference proven, in %d of %d cells.\n",
				    scheme_names[rb], hmet[rb], hcell[rb]);
		if (a2 >= 0) {
			struct noise nz = { 0, 0, 0, 0 };

			for (si = 0; si < nsizes; si++)
				for (d = 0; d < NDISTS; d++)
					for (pi = 0; pi < nprobs && dists_on[d]; pi++)
						noise_add(&nz, compare(cell(c, si, d, pi, a2),
						    cell(c, si, d, pi, ref)));
			out("\nNoise floor, %s: %s / %s (two identical copies): mean "
			    "|log ratio| %.1f %%, worst %.2f; %d of %d cells show a "
			    "\"proven\" difference.\n", cn, lineup[a2]->name,
			    lineup[ref]->name, noise_pct(&nz), nz.worst, nz.nproven,
			    nz.n);
		}

		rep("\n### ns per step, %s (mean +- 95 %% half interval; million "
		    "events per second)\n", cn);
		for (d = 0; d < NDISTS; d++)
			for (pi = 0; pi < nprobs && dists_on[d]; pi++) {
				rep("\n%s delays (%s), cancel %d %%\n\n",
				    dist_names[d], dist_desc[d], probs[pi]);
				size_header(rep, "queue \\ n", sizes, nsizes);
				for (k = 0; k < nimpls; k++) {
					rep("| %s |", lineup[k]->name);
					for (si = 0; si < nsizes; si++) {
						struct stats s = cell(c, si, d, pi, k);

						rep(" %.1f +-%.1f (%.2f) |", s.mean, ci_half(s),
						    s.mean > 0 ? 1e3 / s.mean : 0);
					}
					rep("\n");
				}
			}
	}
}

static void
report_sums(void)
{
	int si, d;

	out("\n### Checksums\n\nEvery queue fired the same timers in the same "
	    "order: %lu checksums compared (after every sample and warm-up "
	    "chunk), all equal. The last one per cell:\n\n", nsums);
	size_header(out, "delays \\ n", sizes, nsizes);
	for (d = 0; d < NDISTS; d++) {
		if (!dists_on[d])
			continue;
		out("| %s |", dist_names[d]);
		for (si = 0; si < nsizes; si++)
			out(" %016llx |", (unsigned long long)final_sum[si][d]);
		out("\n");
	}
}

/* --- options ------------------------------------------------------------ */

static void
parse_dists(const char *s)
{
	parse_names(s, dist_names, NDISTS, dists_on, "distribution");
}

static void
parse_caches(const char *s)
{
	ncaches = parse_indices(s, cache_names, 2, caches, "cache mode (hot, task)");
}

int
main(int argc, char **argv)
{
	const char *size_arg = NULL, *dist_arg = "exp,uniform,bimodal,const";
	const char *prob_arg = "0,10,50", *cache_arg = "hot,task", *impl_arg = NULL;
	size_t v[MAXPROBS];
	int opt, si, d, pi, k;

	prog = "workload";
	outdir = "build/bench/workload";
	while ((opt = getopt(argc, argv, "qfn:d:p:c:s:S:t:W:I:o:r:m:h")) != -1) {
		switch (opt) {
		case 'q': full_mode = 0; break;
		case 'f': full_mode = 1; break;
		case 'n': size_arg = optarg; break;
		case 'd': dist_arg = optarg; break;
		case 'p': prob_arg = optarg; break;
		case 'c': cache_arg = optarg; break;
		case 's': nsamples = atoi(optarg); break;
		case 'S': steps_hot = strtoul(optarg, NULL, 10); break;
		case 't': steps_task = strtoul(optarg, NULL, 10); break;
		case 'W': task_bytes = strtoul(optarg, NULL, 10) << 10; break;
		case 'I': impl_arg = optarg; break;
		case 'o': outdir = optarg; break;
		case 'r': seed = strtoull(optarg, NULL, 0); break;
		case 'm': mean = (uint32_t)strtoul(optarg, NULL, 10); break;
		case 'h':
		default:
			fprintf(opt == 'h' ? stdout : stderr, "usage: workload [-q|-f] "
			    "[-n SIZES] [-d DISTS] [-p PERCENTS] [-c hot,task] "
			    "[-s SAMPLES]\n    [-S STEPS] [-t STEPS] [-W KIB] [-I "
			    "QUEUES] [-o DIR] [-r SEED] [-m TICKS]\n  the comment at the top of "
			    "bench/workload/workload.c explains every option\n");
			return (opt == 'h' ? 0 : 2);
		}
	}
	nsizes = parse_list(size_arg != NULL ? size_arg : full_mode ?
	    "13,233,4096,65536,1048576" : "13,233,4096,65536", sizes, MAXSIZES,
	    2, 1u << 22, "size");
	nprobs = parse_list(prob_arg, v, MAXPROBS, 0, 100, "cancel percent");
	for (pi = 0; pi < nprobs; pi++)
		probs[pi] = (int)v[pi];
	parse_dists(dist_arg);
	parse_caches(cache_arg);
	select_impls(all_impls, impl_arg, "queue");
	for (k = 0; k < nimpls; k++)
		impls[k] = (const struct wl_impl *)lineup[k];
	if (nsamples <= 0)
		nsamples = full_mode ? 30 : 10;
	if (nsamples < 2)
		die("at least 2 samples per cell");
	if (steps_hot == 0)
		steps_hot = full_mode ? 16384 : 8192;
	if (steps_task == 0)
		steps_task = full_mode ? 32 : 24;
	if (mean < 5 || mean > 100000000)
		die("mean delay: 5 to 100000000 ticks");
	if (task_bytes == 0) {
		long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);

		task_bytes = l2 > 0 ? 2 * (size_t)l2 : 4096 << 10;
	}
	if (task_bytes < 1024)
		die("the task writes at least 1 KiB");
	grid_init(&grid, ncaches * nsizes * NDISTS * nprobs, nimpls, nsamples);
	task_buf = xcalloc(task_bytes, 1);
	memset(task_buf, 1, task_bytes);
	clock_ns = clock_cost();

	run_start();
	fprintf(stderr, "workload: %s mode, %d queues, %d sizes, %d samples per "
	    "cell; load average %.2f\n", full_mode ? "full" : "quick", nimpls,
	    nsizes, nsamples, load_start);
	for (si = 0; si < nsizes; si++)
		for (d = 0; d < NDISTS; d++)
			if (dists_on[d])
				measure(si, d);
	run_end();

	report_open();
	write_csv(&grid, &csv);
	write_plot_data();
	report_head(full_mode ? "Timer queue, hold model: full mode" :
	    "Timer queue, hold model: quick mode", "mk/workload.mk");
	out("- %d samples per cell; a sample: %zu steps hot (timed %d at a "
	    "time), %zu steps with the task (each timed alone, minus %.1f ns "
	    "for the clock reads); the task writes %zu KiB (L2 cache: %ld "
	    "KiB)\n", nsamples, steps_hot, CHUNK, steps_task, clock_ns,
	    task_bytes >> 10, sysconf(_SC_LEVEL2_CACHE_SIZE) >> 10);
	out("- timed chunks and steps: %lu, %lu left out (preempted), %lu "
	    "samples kept although preempted throughout\n", nchunks,
	    npreempted, nkept);
	out("- delays, m = %u ticks:", mean);
	for (d = 0; d < NDISTS; d++)
		if (dists_on[d])
			out(" %s (%s);", dist_names[d], dist_desc[d]);
	out("\n- queues:\n");
	for (k = 0; k < nimpls; k++)
		out("  - %s: %s\n", lineup[k]->name, lineup[k]->desc);
	out("- raw samples: %s/samples.csv; per cell: %s/cells.csv; tree.h "
	    "cached against each queue with 95 %% intervals: %s/compare.csv\n",
	    outdir, outdir, outdir);
	report_tables();
	report_sums();
	report_close();
	return (0);
}
