/*
 * libFuzzer target of tree.h: the test engine (tests/engine.h) decodes
 * the input into a program of operations (each choice takes the bytes it
 * needs; the program ends with the input) and runs it on one tree and the
 * engine's model, with the full structural check after every step.  A
 * mismatch prints the engine's message and aborts.
 *
 * One build per variant (mk/fuzz.mk): the balanced tree (RB_HEAD,
 * RB_GENERATE), -DFZ_CACHED (RB_HEAD_CACHED), -DFZ_AUGMENT (a hook keeping
 * the sum and the largest of each subtree's vals, vals 0..3 so that
 * summaries often stay the same), both, each also with
 * -DTREE_DEBUG (a debug report on these valid programs traps), and
 * -DFZ_SPLAY (SPLAY_HEAD, SPLAY_GENERATE; the engine checks the exact
 * shape against its reference top-down splay).
 */
#include <stdio.h>
#include <stdlib.h>

#ifdef TREE_DEBUG
#define TREE_DEBUG_REPORT(tree, op, elm, msg)				\
	(fprintf(stderr, "TREE_DEBUG_REPORT: %s %s: element %p: %s\n",	\
	    (tree), (op), (const void *)(elm), (msg)), abort())
#endif

#include "tree.h"
#include "engine.h"
#include "coverage/sums.h"

/* The target's name (mk/fuzz.mk: -DFZ_NAME=\"fuzz_TARGET\"). */
#ifndef FZ_NAME
#define FZ_NAME "fuzz"
#endif

struct node {
#ifdef FZ_SPLAY
	SPLAY_ENTRY(node) link;
#else
	RB_ENTRY(node) link;
#endif
	int key;
	int val;	/* the augmented variants' payload, 0..3 */
	long sum;	/* the hook's summaries: the sum and the largest */
	int maxval;	/* val in the subtree (tests/coverage/sums.h) */
};

static int
node_cmp(const struct node *a, const struct node *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

#ifdef FZ_AUGMENT
SUMS_HOOK(node, struct node, link)
SUMS_CHECK(node, struct node)

/*
 * A new element keeps the summary it had when it was last in the tree
 * (as in a program that recycles elements): an insert must not trust it.
 */
static void
node_payload(void *e, long long v, int fresh)
{
	(void)fresh;
	((struct node *)e)->val = (int)v;
}
#endif

#if defined(FZ_SPLAY)
SPLAY_HEAD(ftree, node);
SPLAY_PROTOTYPE(ftree, node, link, node_cmp)
SPLAY_GENERATE(ftree, node, link, node_cmp)
ENG_SPLAY(ftree, struct node, link, ENG_SETKEY_INT, ENG_KEY_INT)
static const struct eng_tree fz_tree = { .name = FZ_NAME,
    ENG_SPLAY_OPS(ftree, struct node) };
#else
#ifdef FZ_CACHED
RB_HEAD_CACHED(ftree, node);
#else
RB_HEAD(ftree, node);
#endif
#if defined(FZ_CACHED) && defined(FZ_AUGMENT)
RB_GENERATE_CACHED_AUGMENT_STATIC(ftree, node, link, node_cmp, node_aug)
#elif defined(FZ_CACHED)
RB_GENERATE_CACHED_STATIC(ftree, node, link, node_cmp)
#elif defined(FZ_AUGMENT)
RB_GENERATE_AUGMENT_STATIC(ftree, node, link, node_cmp, node_aug)
#else
RB_GENERATE_STATIC(ftree, node, link, node_cmp)
#endif
ENG_RB(ftree, struct node, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(ftree, struct node, link)
#ifdef FZ_CACHED
ENG_RB_CACHED(ftree)
#endif
static const struct eng_tree fz_tree = { .name = FZ_NAME,
    ENG_RB_OPS(ftree, struct node), ENG_RB_FULL_OPS(ftree),
#ifdef FZ_CACHED
    ENG_RB_CACHED_OPS(ftree),
#endif
#ifdef FZ_AUGMENT
    .hook = ENG_HOOK, .augcheck = node_augcheck,
    .payload = node_payload,
#endif
};
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
	if (eng_run(&r, &fz_tree, &cfg) != 0) {
		fprintf(stderr, "%s: MISMATCH %s\n", FZ_NAME, r.msg);
		abort();
	}
	fz_steps += (unsigned long long)r.step;
	return 0;
}
