/*
 * Differential runs of the instantiations that differ in their keys and
 * linkage (test_diff.c and the cross driver, which includes this file):
 *
 *   etree   extern: RB_PROTOTYPE in ext_tree.h, RB_GENERATE in ext_tree.c;
 *           a char before the entry, 64-bit keys whose high words differ
 *           (32-bit targets compare them in two halves), a comparator of
 *           const pointers returning long
 *   strtree string keys (strcmp on a char array), RB_PROTOTYPE_STATIC and
 *           RB_GENERATE_STATIC; keys written zero-padded so that string
 *           order is numeric order
 *   ltree   a comparator returning long, RB_PROTOTYPE_INTERNAL and
 *           RB_GENERATE_INTERNAL with attribute "static" (tree.h's own
 *           extra functions must not warn when unused); keys scaled so
 *           that every difference has its low 32 bits zero: a header that
 *           squeezed the result into an int would see "equal" everywhere
 *   ttree1  two trees over one node type: every element is in both at
 *           once, tree 1 by key (through the engine), tree 2 by key2, a
 *           permutation of key (the hooks keep tree 2 in step, and the
 *           engine's checker checks it)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ext_tree.h"

#include "../engine/engine.h"

ENG_RB(etree, struct enode, link, ENODE_SETKEY, ENODE_KEY)
ENG_RB_FULL(etree, struct enode, link)
static const struct eng_tree diff_extern_tree = {
    .name = "etree (extern, 64-bit keys)",
    ENG_RB_OPS(etree, struct enode), ENG_RB_FULL_OPS(etree) };

/* ---- string keys ---------------------------------------------------- */

struct strnode {
	char name[24];
	RB_ENTRY(strnode) link;
};

static int
strnode_cmp(struct strnode *a, struct strnode *b)
{
	return strcmp(a->name, b->name);
}

RB_HEAD(strtree, strnode);
RB_PROTOTYPE_STATIC(strtree, strnode, link, strnode_cmp)
RB_GENERATE_STATIC(strtree, strnode, link, strnode_cmp)

#define STRNODE_SETKEY(e, k)	snprintf((e)->name, sizeof((e)->name), \
				    "%012lld", (k))
#define STRNODE_KEY(e)		strtoll((e)->name, NULL, 10)

ENG_RB(strtree, struct strnode, link, STRNODE_SETKEY, STRNODE_KEY)
ENG_RB_FULL(strtree, struct strnode, link)
static const struct eng_tree diff_string_tree = { .name = "string tree",
    ENG_RB_OPS(strtree, struct strnode), ENG_RB_FULL_OPS(strtree) };

/* ---- a comparator returning long ------------------------------------ */

/* 2^32 where long has more than 32 bits */
#define LKEY_SCALE	((long)1 << (sizeof(long) > 4 ? 32 : 0))

struct lnode {
	long key;
	RB_ENTRY(lnode) link;
};

static long
lnode_cmp(struct lnode *a, struct lnode *b)
{
	return a->key - b->key;
}

RB_HEAD(ltree, lnode);
RB_PROTOTYPE_INTERNAL(ltree, lnode, link, lnode_cmp, static)
RB_GENERATE_INTERNAL(ltree, lnode, link, lnode_cmp, static)

#define LNODE_SETKEY(e, k)	((e)->key = (long)(k) * LKEY_SCALE)
#define LNODE_KEY(e)		((long long)((e)->key / LKEY_SCALE))

ENG_RB(ltree, struct lnode, link, LNODE_SETKEY, LNODE_KEY)
ENG_RB_FULL(ltree, struct lnode, link)
static const struct eng_tree diff_long_tree = { .name = "long comparator tree",
    ENG_RB_OPS(ltree, struct lnode), ENG_RB_FULL_OPS(ltree) };

/* ---- two trees over one node type ----------------------------------- */

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
static const struct eng_tree diff_two_tree = {
    .name = "two trees over one node type",
    ENG_RB_OPS(ttree1, struct tnode), ENG_RB_FULL_OPS(ttree1),
    .added = two_added, .removing = two_removing, .check = two_check };
