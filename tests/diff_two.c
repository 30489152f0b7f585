/*
 * Differential run: two trees over one node type.  Every element is in
 * both trees at once: tree 1 by key (through the engine), tree 2 by key2,
 * a permutation of key (the hooks keep tree 2 in step, and the engine's
 * checker checks it).
 */
#include <stdlib.h>

#include "tree.h"

#include "diff_trees.h"

/* key2 = key ^ KEY2_MASK: a bijection on [0, 2^40) that scrambles order. */
#define KEY2_MASK	0x2B5A3C1E97LL
#define TNODE_KEY2(e)	((e)->key2)

struct tnode {
	long long key;
	RB_ENTRY(tnode) by_key;
	long long key2;
	RB_ENTRY(tnode) by_key2;
};

static int
tnode_cmp1(struct tnode *a, struct tnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

static int
tnode_cmp2(struct tnode *a, struct tnode *b)
{
	return (a->key2 > b->key2) - (a->key2 < b->key2);
}

RB_HEAD(ttree1, tnode);
RB_HEAD(ttree2, tnode);
RB_GENERATE_STATIC(ttree1, tnode, by_key, tnode_cmp1)
RB_GENERATE_STATIC(ttree2, tnode, by_key2, tnode_cmp2)

static struct ttree2 head2;

ENG_RB(ttree2, struct tnode, by_key2, ENG_SETKEY_LL, TNODE_KEY2)
ENG_RB_FULL(ttree2, struct tnode, by_key2)
static const struct eng_tree tree2 = { .name = "tree 2 (by key2)",
    ENG_RB_OPS(ttree2, struct tnode), ENG_RB_FULL_OPS(ttree2) };

static void
two_added(struct eng_run *r, void *e)
{
	struct tnode *x = e;

	ENG_REQUIRE(r, RB_INSERT(ttree2, &head2, x) == NULL, "tree 2: "
	    "insert of key2 %lld failed", x->key2);
	ENG_REQUIRE(r, RB_FIND(ttree2, &head2, x) == x, "tree 2: find of "
	    "key2 %lld failed", x->key2);
}

static void
two_removing(struct eng_run *r, void *e)
{
	struct tnode *x = e;

	ENG_REQUIRE(r, RB_REMOVE(ttree2, &head2, x) == x, "tree 2: remove "
	    "of key2 %lld failed", x->key2);
	ENG_REQUIRE(r, RB_FIND(ttree2, &head2, x) == NULL, "tree 2: key2 "
	    "%lld still found after its removal", x->key2);
}

static int
ent_cmp(const void *a, const void *b)
{
	const struct eng_ent *x = a, *y = b;

	return (x->key > y->key) - (x->key < y->key);
}

/* Tree 2 must hold exactly the model's elements, ordered by key2. */
static void
two_check(struct eng_run *r)
{
	static struct eng_ent *v2;
	static size_t cap2;
	const struct tnode *e;
	size_t i;

	if (cap2 < r->cap) {
		free(v2);
		v2 = malloc(r->cap * sizeof(*v2));
		cap2 = v2 != NULL ? r->cap : 0;
		ENG_REQUIRE(r, v2 != NULL, "out of memory");
	}
	for (i = 0; i < r->n; i++) {
		e = r->v[i].elm;
		ENG_REQUIRE(r, e->key2 == (e->key ^ KEY2_MASK), "key2 of key "
		    "%lld is stale", e->key);
		v2[i].key = e->key2;
		v2[i].elm = r->v[i].elm;
	}
	qsort(v2, r->n, sizeof(*v2), ent_cmp);
	eng_check_tree(r, &tree2, &head2, v2, r->n);
}

#define TNODE_SETKEY(e, k)	((e)->key = (k), (e)->key2 = (k) ^ KEY2_MASK)

ENG_RB(ttree1, struct tnode, by_key, TNODE_SETKEY, ENG_KEY_LL)
ENG_RB_FULL(ttree1, struct tnode, by_key)
const struct eng_tree diff_two_tree = {
    .name = "two trees over one node type",
    ENG_RB_OPS(ttree1, struct tnode), ENG_RB_FULL_OPS(ttree1),
    .added = two_added, .removing = two_removing, .check = two_check };
