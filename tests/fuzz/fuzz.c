/*
 * libFuzzer target of tree.h: the test engine (tests/engine/engine.h) decodes
 * the input into a program of operations (each choice takes the bytes it
 * needs; the program ends with the input) and runs it on one tree of
 * tests/cases/diff_trees.h and the engine's model, with the full structural
 * check after every step.  A mismatch prints the engine's message and
 * aborts.
 *
 * One build per variant, -DFZ_TREE naming the tree (mk/fuzz.mk lists
 * them); with -DCOV_DEBUG in debug mode, where a report on these valid
 * programs aborts (tests/cases/misuse.h).  The payloads are 0..3, so that
 * summaries often stay the same.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cases/diff_trees.h"

#ifndef FZ_TREE
#define FZ_TREE		itree_eng
#endif
/* The target's name (mk/fuzz.mk: -DFZ_NAME=\"fuzz_TARGET\"). */
#ifndef FZ_NAME
#define FZ_NAME		"fuzz"
#endif

/* Printed at exit, after libFuzzer's own "Done N runs" line. */
static unsigned long long fz_inputs, fz_steps;

__attribute__((destructor)) static void
fz_report(void)
{
	if (fz_inputs > 0)
		fprintf(stderr, "%s: inputs: %llu steps: %llu\n", FZ_NAME,
		    fz_inputs, fz_steps);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct eng_cfg cfg = { .in = data, .len = size, .ops = (long)size,
	    .maxn = 512, .vals = 4, .check_every = 1, .phase = 64 };
	struct eng_run r;

	fz_inputs++;
	if (eng_run(&r, &FZ_TREE, &cfg) != 0) {
		fprintf(stderr, "%s: MISMATCH %s\n", FZ_NAME, r.msg);
		abort();
	}
	fz_steps += (unsigned long long)r.step;
	return 0;
}
