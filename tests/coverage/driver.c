/*
 * Coverage and mutation driver: the test engine (tests/engine/engine.h) on the
 * trees of inst.h (adapted in tests/cases/misuse.h), with scripted runs that
 * reach every rebalancing case in both mirror directions, every insertion
 * order of up to 7 keys, RB_VALIDATE on corrupted trees (tests/cases/corruption.h)
 * and every debug-mode check (tests/cases/misuse.h).  The engine brings the
 * random runs, the model, its own structural checker (independent of
 * RB_VALIDATE) and, for the splay tree, the exact shape against a
 * reference top-down splay.
 *
 *   driver [OPS [SEED [PARTS]]]
 *
 * OPS random steps per tree (default 200000), SEED (default 1), PARTS a
 * subset of "rsvdx" (default all): r = balanced tree (scripted and random
 * runs), s = splay tree (scripted and random runs), v = RB_VALIDATE on
 * corrupted trees, d = debug-mode checks (only when built with COV_DEBUG),
 * x = the exhaustive small-tree runs.
 *
 * Built two ways: "make coverage" compiles it with -DCOV_EXPANDED=<file>,
 * the preprocessed and formatted inst.h; "make mutate" compiles it with
 * inst.h itself and -I pointing at a mutated copy of tree.h.  Both build
 * this one file, so the engine is included here.  Exit status 0 when
 * every check passed, 1 at the first failure (with a message).
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trees.h"
#include "../engine/engine.c"

#include "../cases/misuse.h"

#define C7_NAME		itree
#define C7_TYPE		struct node
#define C7_FIELD	entry
#ifdef COV_AUG
#define C7_CACHED
#endif
#include "../cases/corruption.h"

/* The engine's run: its tree, its model. */
static struct eng_run R;

#define RHEAD(r)	((struct itree *)(r)->head)
#define MELM(r, i)	((struct node *)(r)->v[i].elm)

/*
 * n ascending inserts, removals from the low end; n descending, removals
 * from the high end (both mirror images), a full check after each.
 */
static void
monotone(struct eng_run *r, long n)
{
	long i;

	for (i = 0; i < n; i++) {
		(void)eng_insert(r, i);
		eng_check(r);
	}
	while (r->n > 0) {
		eng_remove_at(r, 0);
		eng_check(r);
	}
	for (i = n; i > 0; i--) {
		(void)eng_insert(r, i);
		eng_check(r);
	}
	while (r->n > 0) {
		eng_remove_at(r, r->n - 1);
		eng_check(r);
	}
}

/* Scripted runs: monotone, outside-in, positional (both mirror images). */
static void
r_scripted(struct eng_run *r)
{
	long n, i;

	r->op = "rb scripted";
#ifdef RB_FOREACH_POSTORDER
	{
		struct node *e, *tmp;
		RB_FOREACH_POSTORDER(e, itree, RHEAD(r), tmp)
			eng_fail(r, "RB_FOREACH_POSTORDER of an empty tree");
	}
#endif
#ifdef RB_POP_MIN
	ENG_REQUIRE(r, RB_POP_MIN(itree, RHEAD(r)) == NULL, "RB_POP_MIN of "
	    "an empty tree");
#endif
	for (n = 1; n <= 300; n = n < 20 ? n + 1 : n * 2) {
		monotone(r, n);
		/* outside-in, then root first */
		for (i = 0; i < n; i++) {
			eng_insert(r, (int)(i & 1 ? i : 2 * n - i));
			eng_check(r);
		}
		while (r->n > 0) {
			struct node *root = RB_ROOT(RHEAD(r));
			eng_remove_at(r, eng_lower(r, root->key));
			eng_check(r);
		}
		/* ascending by positional insert, both ways */
		eng_insert(r, 1000000);
		for (i = 0; i < n; i++) {
			struct node *e = eng_new(r, 1000000 + (int)i + 1);
			ENG_REQUIRE(r, RB_INSERT_NEXT(itree, RHEAD(r),
			    MELM(r, r->n - 1), e) == NULL, "INSERT_NEXT");
			eng_add(r, e);
			e = eng_new(r, 1000000 - (int)i - 1);
			ENG_REQUIRE(r, RB_INSERT_PREV(itree, RHEAD(r),
			    MELM(r, 0), e) == NULL, "INSERT_PREV");
			eng_add(r, e);
			eng_check(r);
		}
		eng_clear(r);
	}
}

/* Every insertion order of n keys, each followed by a removal order. */
static void
r_exhaustive(struct eng_run *r)
{
	int perm[8], c[8], n, i, j, k;
	long count = 0;

	r->op = "rb exhaustive";
	for (n = 1; n <= 7; n++) {
		for (i = 0; i < n; i++) {
			perm[i] = i;
			c[i] = 0;
		}
		i = 0;
		for (;;) {	/* Heap's algorithm */
			for (k = 0; k < n; k++)
				eng_insert(r, perm[k]);
			eng_check(r);
			/* remove in the same order, rotated by count */
			for (k = 0; k < n; k++) {
				int key = perm[(k + count) % n];
				eng_remove_at(r, eng_lower(r, key));
				eng_check(r);
			}
			count++;
			while (i < n && c[i] >= i) {
				c[i] = 0;
				i++;
			}
			if (i >= n)
				break;
			j = i % 2 == 0 ? 0 : c[i];	/* swap j and i */
			k = perm[j];
			perm[j] = perm[i];
			perm[i] = k;
			c[i]++;
			i = 0;
		}
	}
}

/* The splay tree: the edge cases, then ascending and descending runs. */
static void
s_scripted(struct eng_run *r)
{
	struct stree *h = r->head;
	struct snode key;
	long n, i;

	r->op = "splay edge";
	key.key = 1;
	ENG_REQUIRE(r, SPLAY_MIN(stree, h) == NULL &&
	    SPLAY_MAX(stree, h) == NULL, "SPLAY_MIN/MAX of an empty tree");
	ENG_REQUIRE(r, SPLAY_FIND(stree, h, &key) == NULL, "SPLAY_FIND empty");
	ENG_REQUIRE(r, SPLAY_REMOVE(stree, h, &key) == NULL, "SPLAY_REMOVE "
	    "empty");
	stree_SPLAY(h, &key);		/* the internal functions too */
	stree_SPLAY_MINMAX(h, SPLAY_INF);
	ENG_REQUIRE(r, SPLAY_EMPTY(h), "splaying an empty tree");
	for (i = 0; i < 5; i++)
		(void)eng_insert(r, i);
	stree_SPLAY_MINMAX(h, 0);	/* a no-op */
	eng_check(r);
	eng_clear(r);

	r->op = "splay scripted";
	for (n = 1; n <= 300; n = n < 20 ? n + 1 : n * 2)
		monotone(r, n);
}

/* A run's result: a failure ends the program. */
static void
driver_result(const char *what, const char *err)
{
	if (err != NULL) {
		fprintf(stderr, "driver: FAIL %s: %s\n", what, err);
		exit(1);
	}
}

/* A scripted run of fn on t, then a random run of ops steps. */
static void
driver_runs(const struct eng_tree *t, void (*fn)(struct eng_run *),
    uint64_t seed, long ops)
{
	struct eng_cfg cfg = { .seed = seed, .ops = ops, .maxn = 4096,
	    .vals = 2000, .phase = 2000, .check_every = 97, .small = 64 };
	struct eng_cfg script = { .seed = seed, .vals = 2000 };

	driver_result("scripted run", eng_script(&R, t, &script, fn) ? R.msg :
	    NULL);
	if (ops > 0)
		driver_result("random run", eng_run(&R, t, &cfg) ? R.msg :
		    NULL);
}

int
main(int argc, char **argv)
{
	long ops = argc > 1 ? atol(argv[1]) : 200000;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : 1;
	const char *parts = argc > 3 ? argv[3] : "rsvdx";
#ifdef COV_DEBUG
	size_t i;
#endif

	if (strchr(parts, 'v'))
		driver_result("RB_VALIDATE", c7_cases());
#ifdef COV_DEBUG
	for (i = 0; strchr(parts, 'd') && i < MIS_NCASES; i++)
		driver_result(mis_cases[i].name, mis_run_case(&R,
		    mis_cases[i].fn, seed));
#endif
	if (strchr(parts, 'r'))
		driver_runs(&itree_eng, r_scripted, seed, ops);
	if (strchr(parts, 'x'))
		driver_runs(&itree_eng, r_exhaustive, seed, 0);
	if (strchr(parts, 's'))
		driver_runs(&stree_eng, s_scripted, seed + 1, ops);
	printf("driver: all checks passed (%ld random steps per tree, parts "
	    "%s%s%s)\n", ops, parts,
#ifdef COV_DEBUG
	    ", debug mode",
#else
	    "",
#endif
#ifdef COV_AUG
	    ", cached augmented tree"
#else
	    ""
#endif
	    );
	return 0;
}
