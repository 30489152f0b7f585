/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Compile-matrix program: one translation unit, valid C99..C17 and
 * C++11..C++20, that instantiates every generator of tree.h and uses every
 * public macro.  tests/compile/matrix.sh builds it with gcc, clang, g++ and
 * clang++ at -O0..-O3 under -Wall -Wextra -Wpedantic -Werror and runs it:
 * it exits 0 only if every tree behaved.
 *
 * Instantiations:
 *   itree   RB_PROTOTYPE + RB_GENERATE (extern), int comparator
 *   stree   RB_PROTOTYPE_STATIC + RB_GENERATE_STATIC, comparator returns
 *           long; some functions deliberately unused (must not warn)
 *   xtree   RB_PROTOTYPE_INTERNAL + RB_GENERATE_INTERNAL, attr "static",
 *           const-qualified comparator; every function used
 *   ptree   every RB_PROTOTYPE_<OP> / RB_GENERATE_<OP> (tests/per_op.h),
 *           attr "static"
 *   qtree   a split instantiation: only INSERT, REMOVE, FIND, MINMAX,
 *           NEXT and their dependencies
 *   ctree   RB_HEAD_CACHED + RB_GENERATE_CACHED_AUGMENT_STATIC with a
 *           subtree-size hook; RB_COUNT, RB_POP_MIN, RB_REPLACE,
 *           RB_FOREACH_POSTORDER and the lockless reads
 *   sptree  SPLAY_PROTOTYPE + SPLAY_GENERATE
 * All of them link the same node type through different fields.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"
#include "../per_op.h"

#define NNODES	300

struct node {
	RB_ENTRY(node)		ilink;
	RB_ENTRY(node)		slink;
	RB_ENTRY(node)		xlink;
	RB_ENTRY(node)		plink;
	RB_ENTRY(node)		qlink;
	RB_ENTRY(node)		clink;
	SPLAY_ENTRY(node)	splink;
	int			key;
	int			csize;	/* ctree: size of the subtree */
};

static int
icmp(struct node *a, struct node *b)
{
	return (a->key < b->key ? -1 : a->key > b->key);
}

static long
lcmp(struct node *a, struct node *b)
{
	return ((long)a->key - (long)b->key);
}

static int
ccmp(const struct node *a, const struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(itree, node);
RB_HEAD(stree, node);
RB_HEAD(xtree, node);
RB_HEAD(ptree, node);
RB_HEAD(qtree, node);
RB_HEAD_CACHED(ctree, node);
SPLAY_HEAD(sptree, node);

RB_PROTOTYPE(itree, node, ilink, icmp)
RB_GENERATE(itree, node, ilink, icmp)

RB_PROTOTYPE_STATIC(stree, node, slink, lcmp)
RB_GENERATE_STATIC(stree, node, slink, lcmp)

RB_PROTOTYPE_INTERNAL(xtree, node, xlink, ccmp, static)
RB_GENERATE_INTERNAL(xtree, node, xlink, ccmp, static)

PER_OP_PROTOTYPES(ptree, node, static)
PER_OP_GENERATE(ptree, node, plink, icmp, static)

/*
 * A subset on purpose, so written out rather than PER_OP_GENERATE: it
 * checks FreeBSD's dependency rules, that INSERT, REMOVE, FIND, MINMAX and
 * NEXT build with only the generators they depend on (and no prototypes).
 */
RB_GENERATE_INSERT_COLOR(qtree, node, qlink, static)
RB_GENERATE_INSERT_FINISH(qtree, node, qlink, static)
RB_GENERATE_INSERT(qtree, node, qlink, lcmp, static)
RB_GENERATE_REMOVE_COLOR(qtree, node, qlink, static)
RB_GENERATE_REMOVE(qtree, node, qlink, static)
RB_GENERATE_FIND(qtree, node, qlink, lcmp, static)
RB_GENERATE_MINMAX(qtree, node, qlink, static)
RB_GENERATE_NEXT(qtree, node, qlink, static)

/* ctree's hook: recompute the subtree size; nonzero iff it changed. */
static int
csize_update(struct node *n)
{
	int size = 1;

	if (RB_LEFT(n, clink) != NULL)
		size += RB_LEFT(n, clink)->csize;
	if (RB_RIGHT(n, clink) != NULL)
		size += RB_RIGHT(n, clink)->csize;
	if (size == n->csize)
		return (0);
	n->csize = size;
	return (1);
}

RB_PROTOTYPE_CACHED_AUGMENT_STATIC(ctree, node, clink, icmp, csize_update)
RB_GENERATE_CACHED_AUGMENT_STATIC(ctree, node, clink, icmp, csize_update)

SPLAY_PROTOTYPE(sptree, node, splink, icmp)
SPLAY_GENERATE(sptree, node, splink, icmp)

static struct itree ihead = RB_INITIALIZER(&ihead);
static struct sptree sphead = SPLAY_INITIALIZER(&sphead);

static int failures;

#define CHECK(cond) do {						\
	if (!(cond)) {							\
		fprintf(stderr, "matrix.c:%d: check failed: %s\n",	\
		    __LINE__, #cond);					\
		failures++;						\
	}								\
} while (0)

/* Walk a tree through the child links and verify the parent links. */
#define CHECK_LINKS(name, field, head) do {				\
	struct node *n_, *l_, *r_;					\
	CHECK(RB_ROOT(head) == NULL ||					\
	    RB_PARENT(RB_ROOT(head), field) == NULL);			\
	RB_FOREACH(n_, name, head) {					\
		l_ = RB_LEFT(n_, field);				\
		r_ = RB_RIGHT(n_, field);				\
		CHECK(l_ == NULL || RB_PARENT(l_, field) == n_);	\
		CHECK(r_ == NULL || RB_PARENT(r_, field) == n_);	\
	}								\
} while (0)

/* Count the elements and check the in-order keys ascend strictly. */
#define CHECK_ORDER(name, head, expect) do {				\
	struct node *n_;						\
	int count_ = 0, last_ = -1, back_ = 0;				\
	RB_FOREACH(n_, name, head) {					\
		CHECK(n_->key > last_);					\
		last_ = n_->key;					\
		count_++;						\
	}								\
	CHECK(count_ == (expect));					\
	RB_FOREACH_REVERSE(n_, name, head)				\
		back_++;						\
	CHECK(back_ == (expect));					\
	CHECK(RB_VALIDATE(name, head) == NULL);				\
} while (0)

static void
test_itree(struct node *nodes)
{
	struct node key, *n, *t, *from;
	int i, count;

	CHECK(RB_EMPTY(&ihead));
	CHECK(RB_MIN(itree, &ihead) == NULL);
	CHECK(RB_MAX(itree, &ihead) == NULL);
	for (i = 0; i < NNODES; i++)
		CHECK(RB_INSERT(itree, &ihead, &nodes[i]) == NULL);
	CHECK(!RB_EMPTY(&ihead));
	CHECK_ORDER(itree, &ihead, NNODES);
	CHECK_LINKS(itree, ilink, &ihead);

	/* A duplicate key returns the resident element. */
	key.key = nodes[7].key;
	CHECK(RB_INSERT(itree, &ihead, &key) == &nodes[7]);
	CHECK(RB_FIND(itree, &ihead, &key) == &nodes[7]);
	key.key = 1;				/* all keys are even */
	CHECK(RB_FIND(itree, &ihead, &key) == NULL);
	n = RB_NFIND(itree, &ihead, &key);
	CHECK(n != NULL && n->key == 2);
	n = RB_PFIND(itree, &ihead, &key);
	CHECK(n != NULL && n->key == 0);
	key.key = 2 * NNODES;
	CHECK(RB_NFIND(itree, &ihead, &key) == NULL);
	CHECK(RB_PFIND(itree, &ihead, &key) == RB_MAX(itree, &ihead));

	n = RB_MIN(itree, &ihead);
	CHECK(n != NULL && n->key == 0);
	CHECK(n == itree_RB_MINMAX(&ihead, RB_NEGINF));
	t = RB_MAX(itree, &ihead);
	CHECK(t != NULL && t->key == 2 * (NNODES - 1));
	CHECK(t == itree_RB_MINMAX(&ihead, RB_INF));
	CHECK(RB_NEXT(itree, &ihead, n)->key == 2);
	CHECK(RB_PREV(itree, &ihead, t)->key == 2 * (NNODES - 2));
	CHECK(RB_PREV(itree, &ihead, n) == NULL);
	CHECK(RB_NEXT(itree, &ihead, t) == NULL);

	/* FOREACH_FROM from the middle, removing every other element. */
	key.key = NNODES;			/* even: present */
	from = RB_FIND(itree, &ihead, &key);
	count = 0;
	RB_FOREACH_FROM(n, itree, from) {
		if (count++ % 2 == 0)
			RB_REMOVE(itree, &ihead, n);
	}
	CHECK(count == NNODES / 2);
	CHECK_ORDER(itree, &ihead, NNODES - NNODES / 4);
	CHECK_LINKS(itree, ilink, &ihead);

	/* REVERSE_FROM from the middle, removing everything below. */
	key.key = NNODES - 2;
	from = RB_FIND(itree, &ihead, &key);
	count = 0;
	RB_FOREACH_REVERSE_FROM(n, itree, from) {
		CHECK(RB_REMOVE(itree, &ihead, n) == n);
		count++;
	}
	CHECK(count == NNODES / 2);
	CHECK(RB_MIN(itree, &ihead)->key == NNODES + 2);

	/* SAFE loops empty the tree. */
	count = 0;
	RB_FOREACH_SAFE(n, itree, &ihead, t) {
		if (count++ % 2)
			RB_REMOVE(itree, &ihead, n);
	}
	RB_FOREACH_REVERSE_SAFE(n, itree, &ihead, t)
		RB_REMOVE(itree, &ihead, n);
	CHECK(RB_EMPTY(&ihead));
	CHECK(RB_ROOT(&ihead) == NULL);
	CHECK(RB_VALIDATE(itree, &ihead) == NULL);
}

static void
test_stree(struct node *nodes)
{
	struct stree head;
	struct node key, *n, *t;
	int i;

	/* Uses INSERT, FIND, REMOVE, MINMAX, NEXT, PREV and VALIDATE only:
	 * the unused static functions must not cause warnings. */
	RB_INIT(&head);
	CHECK(RB_EMPTY(&head));
	for (i = NNODES - 1; i >= 0; i--)
		CHECK(RB_INSERT(stree, &head, &nodes[i]) == NULL);
	CHECK_ORDER(stree, &head, NNODES);
	CHECK_LINKS(stree, slink, &head);
	key.key = 40;
	CHECK(RB_FIND(stree, &head, &key) == &nodes[20]);
	RB_FOREACH_SAFE(n, stree, &head, t)
		if (n->key % 4 == 0)
			CHECK(RB_REMOVE(stree, &head, n) == n);
	CHECK_ORDER(stree, &head, NNODES / 2);
	CHECK(RB_FIND(stree, &head, &key) == NULL);
	RB_FOREACH_REVERSE_SAFE(n, stree, &head, t)
		RB_REMOVE(stree, &head, n);
	CHECK(RB_EMPTY(&head));
}

/* A test that uses every generated function of a complete instantiation. */
#define DEFINE_FULL_TEST(name, field)					\
static void								\
test_##name(struct node *nodes)						\
{									\
	struct name head = RB_INITIALIZER(&head);			\
	struct node key, copy, *n, *t, *odd = nodes + NNODES;		\
	int i, count;							\
									\
	for (i = 0; i < NNODES; i++)					\
		CHECK(RB_INSERT(name, &head, &nodes[(i * 7) % NNODES])	\
		    == NULL);						\
	CHECK_ORDER(name, &head, NNODES);				\
	CHECK_LINKS(name, field, &head);				\
	/* Positional inserts: key 2i+1 goes right after 2i (even i)	\
	 * or right before 2i+2 (odd i). */				\
	for (i = 0; i < NNODES - 1; i++) {				\
		if (i % 2 == 0)						\
			(void)RB_INSERT_NEXT(name, &head, &nodes[i],	\
			    &odd[i]);					\
		else							\
			(void)RB_INSERT_PREV(name, &head, &nodes[i + 1],\
			    &odd[i]);					\
	}								\
	CHECK_ORDER(name, &head, 2 * NNODES - 1);			\
	CHECK_LINKS(name, field, &head);				\
	key.key = 21;							\
	CHECK(RB_FIND(name, &head, &key) == &odd[10]);			\
	key.key = -1;							\
	CHECK(RB_NFIND(name, &head, &key) == &nodes[0]);		\
	CHECK(RB_PFIND(name, &head, &key) == NULL);			\
	key.key = 2 * NNODES - 1;					\
	CHECK(RB_NFIND(name, &head, &key) == NULL);			\
	/* REINSERT: key unchanged, moved to the end, moved back. */	\
	n = &nodes[10];							\
	CHECK(RB_REINSERT(name, &head, n) == NULL);			\
	n->key = 4 * NNODES;						\
	CHECK(RB_REINSERT(name, &head, n) == NULL);			\
	CHECK(RB_MAX(name, &head) == n);				\
	CHECK(RB_PREV(name, &head, n) == &nodes[NNODES - 1]);		\
	n->key = 20;							\
	CHECK(RB_REINSERT(name, &head, n) == NULL);			\
	CHECK(RB_NEXT(name, &head, n) == &odd[10]);			\
	CHECK_ORDER(name, &head, 2 * NNODES - 1);			\
	CHECK_LINKS(name, field, &head);				\
	/* Remove the odd keys while iterating, then everything. */	\
	RB_FOREACH_SAFE(n, name, &head, t)				\
		if (n->key % 2 != 0)					\
			CHECK(RB_REMOVE(name, &head, n) == n);		\
	CHECK_ORDER(name, &head, NNODES);				\
	/* REPLACE by a copy and back; the augment walk (no hook). */	\
	copy.key = nodes[5].key;					\
	CHECK(RB_REPLACE(name, &head, &nodes[5], &copy) == &nodes[5]);	\
	CHECK(RB_FIND(name, &head, &nodes[5]) == &copy);		\
	CHECK(RB_REPLACE(name, &head, &copy, &nodes[5]) == &copy);	\
	RB_UPDATE_AUGMENT_TREE(name, &nodes[5]);			\
	CHECK(RB_POP_MIN(name, &head) == &nodes[0]);			\
	CHECK(RB_MIN(name, &head) == &nodes[1]);			\
	CHECK_ORDER(name, &head, NNODES - 1);				\
	RB_FOREACH_REVERSE_SAFE(n, name, &head, t)			\
		CHECK(RB_REMOVE(name, &head, n) == n);			\
	CHECK(RB_EMPTY(&head));						\
	CHECK(RB_MIN(name, &head) == NULL);				\
	CHECK(RB_POP_MIN(name, &head) == NULL);				\
	/* POSTORDER visits children before parents. */			\
	for (i = 0; i < NNODES / 2; i++)				\
		CHECK(RB_INSERT(name, &head, &nodes[i]) == NULL);	\
	count = 0;							\
	RB_FOREACH_POSTORDER(n, name, &head, t) {			\
		CHECK(RB_LEFT(n, field) == NULL ||			\
		    RB_LEFT(n, field)->key == -1);			\
		CHECK(RB_RIGHT(n, field) == NULL ||			\
		    RB_RIGHT(n, field)->key == -1);			\
		n->key = -1;						\
		count++;						\
	}								\
	CHECK(count == NNODES / 2);					\
	RB_INIT(&head);							\
	for (i = 0; i < NNODES / 2; i++)				\
		nodes[i].key = 2 * i;					\
}

DEFINE_FULL_TEST(xtree, xlink)
DEFINE_FULL_TEST(ptree, plink)

static void
test_qtree(struct node *nodes)
{
	struct qtree head = RB_INITIALIZER(&head);
	struct node key, *n;
	int i, count, last;

	for (i = 0; i < NNODES; i++)
		CHECK(RB_INSERT(qtree, &head, &nodes[(i * 11) % NNODES]) ==
		    NULL);
	key.key = 100;
	CHECK(RB_INSERT(qtree, &head, &key) == &nodes[50]);
	CHECK(RB_FIND(qtree, &head, &key) == &nodes[50]);
	CHECK(RB_REMOVE(qtree, &head, &nodes[50]) == &nodes[50]);
	CHECK(RB_FIND(qtree, &head, &key) == NULL);
	count = 0;
	last = -1;
	RB_FOREACH(n, qtree, &head) {
		CHECK(n->key > last);
		last = n->key;
		count++;
	}
	CHECK(count == NNODES - 1);
	CHECK(RB_MAX(qtree, &head) == &nodes[NNODES - 1]);
	while ((n = RB_MIN(qtree, &head)) != NULL)
		RB_REMOVE(qtree, &head, n);
	CHECK(RB_EMPTY(&head));
}

static void
test_ctree(struct node *nodes)
{
	struct ctree head = RB_INITIALIZER(&head);
	struct node copy, *n, *t;
	int i, count;

	for (i = 0; i < NNODES; i++)
		CHECK(RB_INSERT(ctree, &head, &nodes[(i * 17) % NNODES]) ==
		    NULL);
	CHECK(RB_COUNT(ctree, &head) == NNODES);
	CHECK(RB_COUNT_LOCKLESS(ctree, &head) == NNODES);
	CHECK(RB_MIN(ctree, &head) == &nodes[0]);
	CHECK(RB_MIN_LOCKLESS(ctree, &head) == &nodes[0]);
	CHECK(RB_ROOT(&head)->csize == NNODES);
	CHECK_ORDER(ctree, &head, NNODES);
	CHECK_LINKS(ctree, clink, &head);

	/* REPLACE an element by a copy with the same key, and back. */
	copy.key = nodes[5].key;
	CHECK(RB_REPLACE(ctree, &head, &nodes[5], &copy) == &nodes[5]);
	CHECK(RB_FIND(ctree, &head, &nodes[5]) == &copy);
	CHECK(RB_REPLACE(ctree, &head, &copy, &nodes[5]) == &copy);
	CHECK(RB_FIND(ctree, &head, &copy) == &nodes[5]);
	RB_UPDATE_AUGMENT_TREE(ctree, &nodes[5]);
	CHECK(RB_ROOT(&head)->csize == NNODES);

	/* POP_MIN the lower half; the cached minimum follows. */
	for (i = 0; i < NNODES / 2; i++)
		CHECK(RB_POP_MIN(ctree, &head) == &nodes[i]);
	CHECK(RB_MIN(ctree, &head) == &nodes[NNODES / 2]);
	CHECK(RB_COUNT(ctree, &head) == NNODES - NNODES / 2);
	CHECK(RB_ROOT(&head)->csize == NNODES - NNODES / 2);
	CHECK_ORDER(ctree, &head, NNODES - NNODES / 2);

	/* POSTORDER visits children before parents and allows freeing. */
	count = 0;
	RB_FOREACH_POSTORDER(n, ctree, &head, t) {
		CHECK(RB_LEFT(n, clink) == NULL ||
		    RB_LEFT(n, clink)->key == -1);
		CHECK(RB_RIGHT(n, clink) == NULL ||
		    RB_RIGHT(n, clink)->key == -1);
		n->key = -1;			/* "freed" */
		count++;
	}
	CHECK(count == NNODES - NNODES / 2);
	RB_INIT(&head);
	CHECK(RB_EMPTY(&head));
	CHECK(RB_COUNT(ctree, &head) == 0);
	CHECK(RB_POP_MIN(ctree, &head) == NULL);
	for (i = NNODES / 2; i < NNODES; i++)
		nodes[i].key = 2 * i;
}

static void
test_splay(struct node *nodes)
{
	struct node key, *n;
	int i, count, last;

	CHECK(SPLAY_EMPTY(&sphead));
	CHECK(SPLAY_MIN(sptree, &sphead) == NULL);
	for (i = 0; i < NNODES; i++)
		CHECK(SPLAY_INSERT(sptree, &sphead,
		    &nodes[(i * 13) % NNODES]) == NULL);
	CHECK(!SPLAY_EMPTY(&sphead));
	key.key = 30;
	CHECK(SPLAY_INSERT(sptree, &sphead, &key) == &nodes[15]);
	CHECK(SPLAY_FIND(sptree, &sphead, &key) == &nodes[15]);
	CHECK(SPLAY_NEXT(sptree, &sphead, &nodes[15]) == &nodes[16]);
	CHECK(SPLAY_MIN(sptree, &sphead) == &nodes[0]);
	CHECK(SPLAY_MAX(sptree, &sphead) == &nodes[NNODES - 1]);
	CHECK(sptree_SPLAY_MIN_MAX(&sphead, SPLAY_NEGINF) == &nodes[0]);
	CHECK(sptree_SPLAY_MIN_MAX(&sphead, SPLAY_INF) == &nodes[NNODES - 1]);
	count = 0;
	last = -1;
	SPLAY_FOREACH(n, sptree, &sphead) {
		CHECK(n->key > last);
		last = n->key;
		count++;
	}
	CHECK(count == NNODES);
	n = SPLAY_ROOT(&sphead);
	CHECK(n != NULL);
	CHECK(SPLAY_LEFT(n, splink) == NULL ||
	    SPLAY_LEFT(n, splink)->key < n->key);
	CHECK(SPLAY_RIGHT(n, splink) == NULL ||
	    SPLAY_RIGHT(n, splink)->key > n->key);
	/* As in BSD, SPLAY_REMOVE returns its argument when it removed the
	 * element with an equal key, NULL when there was none. */
	CHECK(SPLAY_REMOVE(sptree, &sphead, &key) == &key);
	CHECK(SPLAY_FIND(sptree, &sphead, &key) == NULL);
	CHECK(SPLAY_REMOVE(sptree, &sphead, &key) == NULL);
	CHECK(SPLAY_INSERT(sptree, &sphead, &nodes[15]) == NULL);
	while ((n = SPLAY_MIN(sptree, &sphead)) != NULL)
		CHECK(SPLAY_REMOVE(sptree, &sphead, n) == n);
	CHECK(SPLAY_EMPTY(&sphead));
	SPLAY_INIT(&sphead);
	CHECK(SPLAY_ROOT(&sphead) == NULL);
}

int
main(void)
{
	struct node *nodes;
	int i;

	nodes = (struct node *)calloc(2 * NNODES, sizeof(*nodes));
	if (nodes == NULL) {
		perror("calloc");
		return (2);
	}
	for (i = 0; i < NNODES; i++) {
		nodes[i].key = 2 * i;
		nodes[NNODES + i].key = 2 * i + 1;
	}
	test_itree(nodes);
	test_stree(nodes);
	test_xtree(nodes);
	test_ptree(nodes);
	test_qtree(nodes);
	test_ctree(nodes);
	test_splay(nodes);
	free(nodes);
	if (failures != 0) {
		fprintf(stderr, "matrix: %d checks failed\n", failures);
		return (1);
	}
	return (0);
}
