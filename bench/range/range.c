/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * range.c: the range benchmark (make bench-range): removing a range of
 * keys and filling a tree from sorted input, tree.h's RB_REMOVE_RANGE and
 * RB_BUILD against the loops a program writes without them, with tree.h
 * and with each peer (range.h).
 *
 *   range [-n N] [-k K,...] [-s SAMPLES] [-c hot|dirty] [-i NAME,...]
 *
 * A tree of the keys 0 ... N - 1 (default 10^6).  For each K (default
 * 16, 1000, 100000): SAMPLES samples (default 10), each the mean time of
 * removing K consecutive keys from a random place, visiting each removed
 * node, over 1 + 20000 / K removals (dirty: 1 + 1000 / K); the keys are
 * put back untimed after each.  Then the fill: N nodes with sorted keys
 * (made untimed, with tree.h's array of pointers to them) into an empty
 * tree, each implementation's best way, and tree.h's with N ascending
 * RB_INSERTs, SAMPLES times.  The rows "no visit" time tree.h's
 * RB_REMOVE_RANGE without the visit of the removed nodes (done untimed):
 * the difference to their scheme's first row is the visit's cost.  The
 * rows "stack visit" visit them with a stack instead of
 * RB_FOREACH_POSTORDER.
 * dirty: a buffer larger than the last-level cache is written before
 * each timed step.  Every implementation must return the same sum of
 * removed keys.  Prints Markdown tables of the median times and of
 * tree.h's over each other's.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../common/driver.h"
#include "../common/stats.h"
#include "range.h"

#define MAXK	8
#define MAXS	100
#define FLUSH	(64u << 20)

static const struct range_impl *const all[] = { RANGE_ALL_IMPLS };
#define NALL	((int)(sizeof(all) / sizeof(all[0])))

static unsigned char *flushbuf;

static void
flush(void)
{
	static unsigned char v;
	size_t i;

	if (flushbuf == NULL)
		return;
	for (i = 0; i < FLUSH; i += 64)
		flushbuf[i] = ++v;
}

static int
cmpd(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return ((x > y) - (x < y));
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(*v), cmpd);
	return (n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
}

/* ns per removal of k keys: the mean over reps removals. */
static double
sample_cut(const struct range_impl *im, uint64_t n, uint64_t k, int reps,
    uint64_t *seed, uint64_t *sum)
{
	uint64_t t = 0, lo, t0;
	int r;

	for (r = 0; r < reps; r++) {
		lo = mix(seed) % (n - k + 1);
		flush();
		t0 = now_ns();
		*sum += im->cut(lo, k);
		t += now_ns() - t0;
		im->restore(lo, k);
	}
	return ((double)t / reps);
}

int
main(int argc, char **argv)
{
	size_t ks[MAXK] = { 16, 1000, 100000 }, n = 1000000;
	static double t[MAXK + 2][NALL][MAXS], med[MAXK + 2][NALL];
	unsigned long samples = 10;
	const char *list = NULL, *cache = "hot";
	int nk = 3, opt, i, j, s, reps, on[NALL];
	uint64_t sum[NALL], seed, t0;

	prog = "range";
	while ((opt = getopt(argc, argv, "n:k:s:c:i:")) != -1) {
		switch (opt) {
		case 'n':
			n = strtoul(optarg, NULL, 10);
			break;
		case 'k':
			nk = parse_list(optarg, ks, MAXK, 1, 100000000, "-k");
			break;
		case 's':
			samples = strtoul(optarg, NULL, 10);
			break;
		case 'c':
			cache = optarg;
			break;
		case 'i':
			list = optarg;
			break;
		default:
			die("usage: range [-n N] [-k K,...] [-s SAMPLES] "
			    "[-c hot|dirty] [-i NAME,...]");
		}
	}
	if (samples < 1 || samples > MAXS || n < 2)
		die("-s is 1 to %d, -n at least 2", MAXS);
	if (strcmp(cache, "dirty") == 0)
		flushbuf = xalign(FLUSH);
	else if (strcmp(cache, "hot") != 0)
		die("-c is hot or dirty");
	for (i = 0; i < NALL; i++)
		on[i] = list == NULL || in_list(list, all[i]->name);
	for (j = 0; j < nk; j++)
		if (ks[j] > n)
			die("-k %zu is above -n %zu", ks[j], n);

	printf("### Range removal and sorted fill, n = %zu, %s cache\n\n", n,
	    cache);
	for (i = 0; i < NALL; i++)
		if (on[i])
			printf("- %s: %s\n", all[i]->name, all[i]->desc);
	for (j = 0; j < nk; j++) {
		/* dirty: each removal pays a flush of FLUSH bytes, untimed */
		reps = (int)(1 + (flushbuf != NULL ? 1000 : 20000) / ks[j]);
		memset(sum, 0, sizeof(sum));
		for (i = 0; i < NALL; i++) {
			if (!on[i])
				continue;
			all[i]->setup(n);
			all[i]->fill(n);
			seed = 1 + j;
			for (s = 0; s < (int)samples; s++)
				t[j][i][s] = sample_cut(all[i], n, ks[j], reps,
				    &seed, &sum[i]);
			med[j][i] = median(t[j][i], (int)samples);
			all[i]->clear();
		}
		for (i = 1; i < NALL; i++)
			if (on[i] && on[0] && sum[i] != sum[0])
				die("%s and %s removed different keys",
				    all[0]->name, all[i]->name);
	}
	for (i = 0; i < NALL; i++) {
		if (!on[i])
			continue;
		for (s = 0; s < (int)samples; s++) {
			all[i]->setup(n);
			flush();
			t0 = now_ns();
			all[i]->fill(n);
			t[nk][i][s] = (double)(now_ns() - t0);
			all[i]->clear();
			if (all[i]->insert == NULL)
				continue;
			all[i]->setup(n);
			flush();
			t0 = now_ns();
			all[i]->insert(n);
			t[nk + 1][i][s] = (double)(now_ns() - t0);
			all[i]->clear();
		}
		med[nk][i] = median(t[nk][i], (int)samples);
		if (all[i]->insert != NULL)
			med[nk + 1][i] = median(t[nk + 1][i], (int)samples);
	}

	printf("\nMedian of %lu samples, microseconds per removal of k "
	    "keys (with the visit of each) and per fill of n keys.\n\n"
	    "| implementation |", samples);
	for (j = 0; j < nk; j++)
		printf(" k = %zu |", ks[j]);
	printf(" fill | ascending RB_INSERT |\n|---|");
	for (j = 0; j < nk + 2; j++)
		printf("---:|");
	printf("\n");
	for (i = 0; i < NALL; i++) {
		if (!on[i])
			continue;
		printf("| %s |", all[i]->name);
		for (j = 0; j < nk + 1; j++)
			printf(" %.2f |", med[j][i] / 1000);
		if (all[i]->insert != NULL)
			printf(" %.2f |\n", med[nk + 1][i] / 1000);
		else
			printf(" |\n");
	}
	if (!on[0])
		return (0);
	printf("\nEach over tree.h's (%s), RB_REMOVE_RANGE and RB_BUILD: "
	    "above 1, tree.h is faster by that factor.\n\n| implementation |",
	    all[0]->name);
	for (j = 0; j < nk; j++)
		printf(" k = %zu |", ks[j]);
	printf(" fill |\n|---|");
	for (j = 0; j < nk + 1; j++)
		printf("---:|");
	printf("\n");
	for (i = 1; i < NALL; i++) {
		if (!on[i])
			continue;
		printf("| %s |", all[i]->name);
		for (j = 0; j < nk + 1; j++)
			printf(" %.2f |", med[j][i] / med[j][0]);
		printf("\n");
	}
	printf("| tree.h, ascending RB_INSERT |");
	for (j = 0; j < nk; j++)
		printf(" |");
	printf(" %.2f |\n", med[nk + 1][0] / med[nk][0]);
	return (0);
}
