/*
 * tree.h against Debian's libbsd <bsd/sys/tree.h> (libbsd_trees.c): the
 * engine's random program (engine.h) on libbsd's RB and splay trees and
 * on tree.h's, with the same seed and the same operations (tree.h's RB
 * tree without what libbsd lacks), so with the same program.  Each agrees
 * with the model at every result (a key, or NULL) and every in-order
 * walk, so the two agree with each other; the splay trees also have the
 * reference splay's shape after every operation.  TREE_TEST_OPS overrides
 * the number of steps, TREE_TEST_SEED the seed.
 */
#include "eng_test.h"
/* tree.h's itree and stree, adapted to the engine by inst_eng.h */
#include "cases/inst.h"
#include "tree.h"
#include "cases/inst_eng.h"
#include "libbsd_trees.h"

#define LIBBSD_OPS	1000000L

/*
 * Each pair runs the same seed: libbsd's tree, then tree.h's, which must
 * have made as many operations of each kind.
 */
static void
same_as_libbsd(struct eng_cfg cfg)
{
	struct eng_tree rb = itree_eng;
	const struct eng_tree *pairs[] = { &libbsd_rb_tree, &rb,
	    &libbsd_splay_tree, &stree_eng };
	struct eng_run r;
	long counts[ENG_NOPS];
	size_t i;

	rb.name = "tree.h RB tree, libbsd's operations";
	rb.pfind = NULL;
	rb.insert_next = NULL;
	rb.insert_prev = NULL;
	rb.reinsert = NULL;
	rb.replace = NULL;
	rb.pop_min = NULL;
	rb.update = NULL;
	rb.split = NULL;
	for (i = 0; i < 4; i++) {
		if (eng_run(&r, pairs[i], &cfg) != 0)
			cr_assert_fail("%s", r.msg);
		if (i % 2 == 0)
			memcpy(counts, r.counts, sizeof(counts));
		else
			cr_assert(memcmp(counts, r.counts, sizeof(counts)) == 0,
			    "[%s] seed=%#llx: not libbsd's program",
			    pairs[i]->name, (unsigned long long)cfg.seed);
	}
}

Test(libbsd, same_results_as_libbsd)
{
	same_as_libbsd((struct eng_cfg){ .seed = test_seed(0x11b5d001ULL),
	    .ops = test_ops(LIBBSD_OPS) });
}

Test(libbsd, same_results_as_libbsd_small_trees)
{
	/* Short programs: many phases start from tiny or empty trees. */
	unsigned long long seed;
	long ops = test_ops(LIBBSD_OPS) / 100;

	for (seed = 1; seed <= 20; seed++)
		same_as_libbsd((struct eng_cfg){ .seed =
		    test_seed(0x11b5d100ULL) + seed, .ops = ops < 200 ? 200 :
		    ops, .maxn = (size_t)seed });
}
