/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * main.c: the sparse-matrix workload (make bench-sparse): a program's own
 * use of the tree, timed with tree.h and with libbsd's header.
 *
 *   sparse [-n ITEMS,...] [-x SIZE] [-s SAMPLES]
 *
 * For each item count, SAMPLES rounds of matrix.c's work on a SIZE by
 * SIZE matrix (put ITEMS random cells, get them, get as many random
 * cells, delete the first ones again), each round with its own cells;
 * within a round tree.h, libbsd and a second copy of tree.h (A2: the
 * noise floor) run the same cells one after the other, in an order that
 * rotates from round to round, after one untimed round for each.  A
 * sample is ns per operation (4 * ITEMS
 * operations, malloc and free included; a round during which the thread
 * was preempted runs again); every round's checksums must
 * agree.  Prints a Markdown table: mean ns per operation, tree.h / libbsd
 * with Welch's 95 % interval of the difference, A2 / tree.h.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "../common/driver.h"
#include "sparse.h"
#include "../common/stats.h"

#define NIMPL	3
#define MAXN	8
#define MAXS	200

static const struct sparse_impl *const impl[NIMPL] = {
	&sparse_treeh, &sparse_libbsd, &sparse_treeh_a2
};

static const char *
verdict(struct cmp c)
{
	return (c.verdict < 0 ? "faster" : c.verdict > 0 ? "slower" :
	    "no difference proven");
}

int
main(int argc, char **argv)
{
	size_t items[MAXN] = { 1000, 5000, 20000 }, size = 1000, ns;
	static double t[NIMPL][MAXS];
	unsigned long samples = 20;
	uint64_t seed = 1;
	int nn = 3, opt, k, i, s;

	prog = "sparse";
	while ((opt = getopt(argc, argv, "n:x:s:")) != -1) {
		switch (opt) {
		case 'n':
			nn = parse_list(optarg, items, MAXN, 1, 10000000, "-n");
			break;
		case 'x':
			size = strtoul(optarg, NULL, 10);
			break;
		case 's':
			samples = strtoul(optarg, NULL, 10);
			break;
		default:
			die("usage: sparse [-n ITEMS,...] [-x SIZE] [-s SAMPLES]");
		}
	}
	if (samples < 2 || samples > MAXS || size < 1 || size > 0xffffffffu)
		die("-s is 2 to %d, -x 1 to 2^32 - 1", MAXS);
	printf("### Sparse matrix (find-then-insert, find-then-remove, "
	    "malloc'd nodes), %zu x %zu, hot\n\n", size, size);
	for (i = 0; i < NIMPL; i++)
		printf("- %s: %s\n", impl[i]->name, impl[i]->desc);
	printf("\nMean ns per operation over %lu rounds; `~`: no difference "
	    "proven (Welch, 95 %%).\n\n", samples);
	printf("| items | tree.h | libbsd | tree.h / libbsd | 95 %% CI of "
	    "the difference, ns | A2 / tree.h | medians |\n"
	    "|---:|---:|---:|---:|---|---:|---|\n");
	for (k = 0; k < nn; k++) {
		struct sparse_job job = { (uint32_t)size, (uint32_t)size,
		    items[k], 0 };
		struct stats st[NIMPL];
		struct cmp c, noise;

		ns = 4 * items[k];
		/* untimed: the heap grows to the round's size once */
		job.seed = mix(&seed);
		for (i = 0; i < NIMPL; i++)
			(void)impl[i]->round(&job);
		for (s = 0; s < (int)samples; s++) {
			uint64_t sum[NIMPL];

			job.seed = mix(&seed);
			for (i = 0; i < NIMPL; i++) {
				int im = (i + s) % NIMPL, tries = 0;
				uint64_t t0;
				long p0;

				do {	/* again if the thread was preempted */
					p0 = preemptions();
					t0 = now_ns();
					sum[im] = impl[im]->round(&job);
					t0 = now_ns() - t0;
				} while (preemptions() != p0 && ++tries < 20);
				t[im][s] = (double)t0 / (double)ns;
			}
			for (i = 1; i < NIMPL; i++)
				if (sum[i] != sum[0])
					die("%s and %s disagree", impl[0]->name,
					    impl[i]->name);
		}
		for (i = 0; i < NIMPL; i++)
			st[i] = stats_of(t[i], (int)samples);
		c = compare(st[0], st[1]);
		noise = compare(st[2], st[0]);
		printf("| %zu | %.1f | %.1f | %.3f%s | %+.1f +- %.1f (%s) | "
		    "%.3f%s | %.1f / %.1f |\n", items[k], st[0].mean,
		    st[1].mean, c.ratio, c.verdict == 0 ? "~" : "", c.diff,
		    c.half, verdict(c), noise.ratio,
		    noise.verdict == 0 ? "~" : "", st[0].median, st[1].median);
	}
	return (0);
}
