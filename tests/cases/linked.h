/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_LINKED, RB_ENTRY_INIT and what RB_REMOVE does with an element in no
 * tree, on the four instantiations (plain, cached, augmented, cached and
 * augmented) at once: each element of struct lnode has a link field per
 * tree.  After each step every tree is checked whole (RB_VALIDATE, the
 * elements it holds, the count of a cached head, the summary of an
 * augmented root).  Included by tests/test_edge.c.
 */
#ifndef TESTS_LINKED_H
#define TESTS_LINKED_H

#include <criterion/criterion.h>
#include <string.h>

#include "tree.h"

#define LN_N	10

struct lnode {
	int key;
	long sum_a, sum_ca;	/* the keys of the subtree, per augmented tree */
	RB_ENTRY(lnode) lp, lc, la, lca;
};

static int
lnode_cmp(const struct lnode *a, const struct lnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

/* The summary through link field f into member s; nonzero if it changed. */
#define LN_HOOK(fn, f, s)						\
static int								\
fn(struct lnode *x)							\
{									\
	long sum = x->key;						\
									\
	if (RB_LEFT(x, f) != NULL)					\
		sum += RB_LEFT(x, f)->s;				\
	if (RB_RIGHT(x, f) != NULL)					\
		sum += RB_RIGHT(x, f)->s;				\
	if (sum == x->s)						\
		return (0);						\
	x->s = sum;							\
	return (1);							\
}
LN_HOOK(ln_aug_a, la, sum_a)
LN_HOOK(ln_aug_ca, lca, sum_ca)

RB_HEAD(ln_p, lnode);
RB_HEAD_CACHED(ln_c, lnode);
RB_HEAD(ln_a, lnode);
RB_HEAD_CACHED(ln_ca, lnode);
RB_GENERATE_STATIC(ln_p, lnode, lp, lnode_cmp)
RB_GENERATE_CACHED_STATIC(ln_c, lnode, lc, lnode_cmp)
RB_GENERATE_AUGMENT_STATIC(ln_a, lnode, la, lnode_cmp, ln_aug_a)
RB_GENERATE_CACHED_AUGMENT_STATIC(ln_ca, lnode, lca, lnode_cmp, ln_aug_ca)

static struct ln_p ln_hp;
static struct ln_c ln_hc;
static struct ln_a ln_ha;
static struct ln_ca ln_hca;

/* An operation (op(name, head, ...)) on all four trees: each must
 * return what.  LN_POP_ALL: RB_POP_MIN, which takes no element. */
#define LN_ALL(what, op, ...)						\
	do {								\
		cr_assert(op(ln_p, &ln_hp, __VA_ARGS__) == (what) &&	\
		    op(ln_c, &ln_hc, __VA_ARGS__) == (what) &&	\
		    op(ln_a, &ln_ha, __VA_ARGS__) == (what) &&	\
		    op(ln_ca, &ln_hca, __VA_ARGS__) == (what),	\
		    "%s did not return %p in every tree", #op,		\
		    (void *)(what));					\
	} while (0)
#define LN_POP_ALL(what)						\
	cr_assert(RB_POP_MIN(ln_p, &ln_hp) == (what) &&			\
	    RB_POP_MIN(ln_c, &ln_hc) == (what) &&			\
	    RB_POP_MIN(ln_a, &ln_ha) == (what) &&			\
	    RB_POP_MIN(ln_ca, &ln_hca) == (what),			\
	    "RB_POP_MIN did not return %p in every tree", (void *)(what))

/* RB_LINKED in all four trees must be want. */
static void
ln_linked(struct lnode *e, int want)
{
	cr_assert(!RB_LINKED(&ln_hp, e, lp) == !want &&
	    !RB_LINKED(&ln_hc, e, lc) == !want &&
	    !RB_LINKED(&ln_ha, e, la) == !want &&
	    !RB_LINKED(&ln_hca, e, lca) == !want,
	    "RB_LINKED of the element with key %d is not %d", e->key, want);
}

/* One tree against in[]: the elements in it, in order, and nothing else. */
#define LN_CHECK_TREE(name, head, f, in)				\
	do {								\
		struct lnode *x_;					\
		const char *err_ = RB_VALIDATE(name, head);		\
		int i_ = 0;						\
									\
		cr_assert(err_ == NULL, "%s: %s", #name, err_);		\
		RB_FOREACH(x_, name, head) {				\
			while (i_ < LN_N && !in[i_])			\
				i_++;					\
			cr_assert(i_ < LN_N && x_ == &ln_e[i_],		\
			    "%s: element %d is in the tree", #name,	\
			    x_->key);					\
			i_++;						\
		}							\
		while (i_ < LN_N && !in[i_])				\
			i_++;						\
		cr_assert(i_ == LN_N, "%s: element %d was lost", #name, i_); \
	} while (0)

static struct lnode ln_e[LN_N];	/* static: zeroed, never inserted */
static int ln_in[LN_N];		/* ln_e[i] is in the trees */

static void
ln_check(void)
{
	size_t count = 0;
	long sum = 0;
	int i;

	for (i = 0; i < LN_N; i++) {
		ln_linked(&ln_e[i], ln_in[i]);
		count += ln_in[i] != 0;
		sum += ln_in[i] ? ln_e[i].key : 0;
	}
	LN_CHECK_TREE(ln_p, &ln_hp, lp, ln_in);
	LN_CHECK_TREE(ln_c, &ln_hc, lc, ln_in);
	LN_CHECK_TREE(ln_a, &ln_ha, la, ln_in);
	LN_CHECK_TREE(ln_ca, &ln_hca, lca, ln_in);
	cr_assert(RB_COUNT(ln_c, &ln_hc) == count &&
	    RB_COUNT(ln_ca, &ln_hca) == count, "a cached count is wrong");
	cr_assert(RB_EMPTY(&ln_ha) ? sum == 0 :
	    RB_ROOT(&ln_ha)->sum_a == sum && RB_ROOT(&ln_hca)->sum_ca == sum,
	    "an augmented root's summary is wrong");
}

static void
ln_setup(int insert)
{
	int i;

	RB_INIT(&ln_hp);
	RB_INIT(&ln_hc);
	RB_INIT(&ln_ha);
	RB_INIT(&ln_hca);
	memset(ln_e, 0, sizeof(ln_e));
	for (i = 0; i < LN_N; i++) {
		ln_e[i].key = 10 * i;
		ln_in[i] = 0;
	}
	ln_check();	/* zeroed elements are in no tree */
	for (i = 0; i < insert; i++) {
		LN_ALL(NULL, RB_INSERT, &ln_e[i]);
		ln_in[i] = 1;
		ln_check();
	}
}

/* Remove e (in the trees), then again: the second changes nothing. */
static void
ln_remove_twice(int i)
{
	LN_ALL(&ln_e[i], RB_REMOVE, &ln_e[i]);
	ln_in[i] = 0;
	ln_check();
	LN_ALL(NULL, RB_REMOVE, &ln_e[i]);
	ln_check();
}

/* Every element removed twice, in an order that removes roots, leaves and
 * inner nodes; then inserted again and removed twice again. */
Test(linked, remove_twice)
{
	static const int order[LN_N] = { 3, 0, 9, 5, 4, 8, 1, 7, 2, 6 };
	int i;

	ln_setup(LN_N);
	for (i = 0; i < LN_N; i++)
		ln_remove_twice(order[i]);
	for (i = 0; i < LN_N; i++) {
		LN_ALL(NULL, RB_INSERT, &ln_e[order[i]]);
		ln_in[order[i]] = 1;
	}
	ln_check();
	for (i = LN_N - 1; i >= 0; i--)
		ln_remove_twice(i);
}

/* The root of a one-element tree looks like a zeroed element: the head
 * tells them apart. */
Test(linked, one_element)
{
	ln_setup(1);
	cr_assert(RB_ROOT(&ln_hp) == &ln_e[0] &&
	    RB_LEFT(&ln_e[0], lp) == NULL && RB_RIGHT(&ln_e[0], lp) == NULL &&
	    RB_PARENT(&ln_e[0], lp) == NULL);
	LN_ALL(NULL, RB_REMOVE, &ln_e[1]);	/* zeroed */
	ln_check();
	ln_remove_twice(0);
}

/* Never inserted, zeroed: each element's key is in the trees. */
Test(linked, never_inserted)
{
	struct lnode *spare = calloc(1, sizeof(*spare));
	int i;

	cr_assert(spare != NULL);
	ln_setup(LN_N - 1);
	for (i = 0; i < LN_N - 1; i++) {
		spare->key = ln_e[i].key;
		ln_linked(spare, 0);
		LN_ALL(NULL, RB_REMOVE, spare);
		ln_check();
	}
	LN_ALL(NULL, RB_REMOVE, &ln_e[LN_N - 1]);
	ln_check();
	free(spare);
}

/* A copy on the stack with an equal key and zeroed links. */
Test(linked, stack_copy)
{
	int i;

	ln_setup(LN_N);
	for (i = 0; i < LN_N; i++) {
		struct lnode copy = { 0 };

		copy.key = ln_e[i].key;
		ln_linked(&copy, 0);
		LN_ALL(NULL, RB_REMOVE, &copy);
		ln_check();
	}
}

/* RB_ENTRY_INIT over garbage links; RB_POP_MIN, RB_REPLACE (old) and
 * RB_FOREACH_POSTORDER leave their elements in no tree. */
Test(linked, entry_init_pop_replace_postorder)
{
	struct lnode *x, *y;
	int i;

	ln_setup(LN_N - 1);
	x = &ln_e[LN_N - 1];
	memset(&x->lp, 0xa5, sizeof(x->lp));
	memset(&x->lc, 0xa5, sizeof(x->lc));
	memset(&x->la, 0xa5, sizeof(x->la));
	memset(&x->lca, 0xa5, sizeof(x->lca));
	RB_ENTRY_INIT(x, lp);
	RB_ENTRY_INIT(x, lc);
	RB_ENTRY_INIT(x, la);
	RB_ENTRY_INIT(x, lca);
	ln_check();
	LN_ALL(NULL, RB_REMOVE, x);
	ln_check();
	for (i = 0; i < 3; i++) {
		LN_POP_ALL(&ln_e[i]);
		ln_in[i] = 0;
		ln_check();
		LN_ALL(NULL, RB_REMOVE, &ln_e[i]);
		ln_check();
	}
	/* e[4] gives way to e[9] (with e[4]'s key) */
	x->key = ln_e[4].key;
	LN_ALL(&ln_e[4], RB_REPLACE, &ln_e[4], x);
	ln_linked(&ln_e[4], 0);
	ln_linked(x, 1);
	LN_ALL(NULL, RB_REMOVE, &ln_e[4]);
	LN_ALL(x, RB_REMOVE, x);
	ln_linked(x, 0);
	ln_in[4] = 0;
	ln_check();
	/* the rest, each tree emptied in postorder */
	RB_FOREACH_POSTORDER(x, ln_p, &ln_hp, y)
		;
	RB_FOREACH_POSTORDER(x, ln_c, &ln_hc, y)
		;
	RB_FOREACH_POSTORDER(x, ln_a, &ln_ha, y)
		;
	RB_FOREACH_POSTORDER(x, ln_ca, &ln_hca, y)
		;
	RB_INIT(&ln_hp);
	RB_INIT(&ln_hc);
	RB_INIT(&ln_ha);
	RB_INIT(&ln_hca);
	for (i = 0; i < LN_N; i++)
		ln_in[i] = 0;
	ln_check();
	for (i = 0; i < LN_N - 1; i++)
		LN_ALL(NULL, RB_REMOVE, &ln_e[i]);
	ln_check();
}

/* RB_REPLACE of an old element in no tree, zeroed (never inserted) or
 * removed: NULL, and the trees as they were. */
Test(linked, replace_in_no_tree)
{
	struct lnode *x;
	int i;

	ln_setup(LN_N - 2);
	x = &ln_e[LN_N - 1];
	for (i = 0; i < 2; i++) {
		x->key = ln_e[LN_N - 2].key;
		LN_ALL(NULL, RB_REPLACE, &ln_e[LN_N - 2], x);	/* zeroed */
		ln_check();
		ln_linked(x, 0);
		x->key = ln_e[3].key;
		LN_ALL(&ln_e[3], RB_REMOVE, &ln_e[3]);
		ln_in[3] = 0;
		ln_check();
		LN_ALL(NULL, RB_REPLACE, &ln_e[3], x);	/* removed */
		ln_check();
		ln_linked(x, 0);
		LN_ALL(NULL, RB_INSERT, &ln_e[3]);
		ln_in[3] = 1;
		ln_check();
	}
}

/* A head emptied by RB_INIT with its elements still linked to each other:
 * removing one of them later must not take the count below 0. */
Test(linked, init_then_remove_former_element)
{
	int i;

	for (i = 0; i < LN_N; i++) {
		ln_setup(LN_N);
		RB_INIT(&ln_hc);
		RB_INIT(&ln_hca);
		(void)RB_REMOVE(ln_c, &ln_hc, &ln_e[i]);
		(void)RB_REMOVE(ln_ca, &ln_hca, &ln_e[i]);
		cr_assert(RB_COUNT(ln_c, &ln_hc) == 0 &&
		    RB_COUNT(ln_ca, &ln_hca) == 0,
		    "the count of a re-initialised head wrapped: %zu, %zu",
		    RB_COUNT(ln_c, &ln_hc), RB_COUNT(ln_ca, &ln_hca));
	}
}

#endif /* !TESTS_LINKED_H */
