/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The trees of tests/cases/inst.h for the test engine: itree_eng and
 * stree_eng (with COV_AUG, the cached augmented itree, its payload and
 * its summary check).  inst.h itself cannot say this: "make coverage"
 * expands it, and it must include no header but tree.h.  Include it after
 * inst.h (or its expanded copy), tree.h and engine.h.
 */
#ifndef TESTS_INST_ENG_H
#define TESTS_INST_ENG_H

#ifdef COV_AUG
/* Half the vals are 0 (v < 1000 of cfg.vals = 2000), so that the
 * summaries often stay the same. */
static void
node_payload(void *x, long long v, int fresh)
{
	struct node *e = x;

	e->val = v < 1000 ? 0 : (int)(v - 1000);
	if (fresh) {
		e->sum = -1;
		e->maxval = -7;
	}
}

SUMS_CHECK(node, struct node)
#endif

ENG_RB(itree, struct node, entry, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(itree, struct node, entry)
#ifdef COV_AUG
ENG_RB_CACHED(itree)
#endif
ENG_SPLAY(stree, struct snode, entry, ENG_SETKEY_INT, ENG_KEY_INT)

static const struct eng_tree itree_eng = {
    .name = "itree (RB_GENERATE_STATIC)",
    ENG_RB_OPS(itree, struct node), ENG_RB_FULL_OPS(itree),
#ifdef COV_AUG
    ENG_RB_CACHED_OPS(itree), .hook = ENG_HOOK,
    .payload = node_payload, .augcheck = node_augcheck,
#endif
};
static const struct eng_tree stree_eng = { .name = "stree (SPLAY_GENERATE)",
    ENG_SPLAY_OPS(stree, struct snode) };

#endif /* TESTS_INST_ENG_H */
