/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * With COV_DEBUG, every misuse the debug mode reports,  on inst.h's tree
 * (tests/cases/inst_eng.h adapts it to the engine): each group a
 * scripted engine run (mis_cases, run by mis_run_case) that provokes the
 * report and checks the tree, the operation, the element and the
 * message, then the whole tree against the engine's model.  Free
 * of any test framework, so that the coverage and mutation driver
 * (tests/coverage/driver.c), the Criterion suite (tests/unit/test_debug.c)
 * and the cross and -m32 driver (tests/cross/diff.c) run the same code.
 *
 * Include it after inst.h (or its expanded copy), tree.h and engine.h.
 * With COV_DEBUG it defines inst.h's report hook, cov_report: a report a
 * case expects returns to it (longjmp); any other fails the run in
 * mis_run, or without one aborts.
 */
#ifndef TESTS_MISUSE_H
#define TESTS_MISUSE_H

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "inst_eng.h"

#ifdef COV_DEBUG
static const char mis_notin[] = "element is not in this tree; "
    "pass what RB_FIND returned, not a key element, a copy or one of "
    "another tree";
static const char mis_gone[] = "element is not in a tree; it was removed: "
    "pass one that is in the tree";
static const char mis_still[] = "element is still in a tree, or its links "
    "are garbage (zero them or RB_ENTRY_INIT it before inserting)";
static const char mis_order[] = "positional insert breaks the order; "
    "insert next to the true neighbour, or use RB_INSERT";
static const char mis_total[] = "comparator is not a total order; "
    "fix it, and change no key in a tree";
static const char mis_align[] = "element is not 4-byte aligned; "
    "align its type to 4 at least";
static const char mis_same[] = "replacement is the replaced element itself; "
    "pass a new element";

/* The strict level (TREE_DEBUG 2): new elements must be in no tree. */
#if TREE_DEBUG + 0 >= 2
#define MIS_STRICT	1
#else
#define MIS_STRICT	0
#endif

enum {
	MIS_INSERT, MIS_REMOVE, MIS_NEXT, MIS_PREV, MIS_REINSERT,
	MIS_INSERT_NEXT, MIS_INSERT_PREV, MIS_REPLACE, MIS_SPLIT, MIS_JOIN,
	MIS_BUILD, MIS_REMOVE_RANGE, MIS_OTREE_REMOVE
};

/*
 * otree: a second tree of struct node, by the per-operation generators,
 * whose RB_REMOVE has no comparator (RB_GENERATE_REMOVE): its debug
 * check cannot look the element up by its key.  Not in make coverage's
 * build, whose copy of inst.h includes tree.h before TREE_DEBUG
 * (tests/coverage/trees.h): a tree generated here would have no checks.
 */
#ifndef COV_EXPANDED
#define MIS_OTREE
RB_HEAD(otree, node);
RB_GENERATE_INSERT_COLOR(otree, node, entry, static)
RB_GENERATE_INSERT_FINISH(otree, node, entry, static)
RB_GENERATE_INSERT(otree, node, entry, node_cmp, static)
RB_GENERATE_REMOVE_COLOR(otree, node, entry, static)
RB_GENERATE_REMOVE(otree, node, entry, static)
RB_GENERATE_NEXT(otree, node, entry, static)
RB_GENERATE_VALIDATE(otree, node, entry, node_cmp, static)
#endif

#define MIS_HEAD(r)	((struct itree *)(r)->head)
#define MIS_ELM(r, i)	((struct node *)(r)->v[i].elm)
#define MIS_KEY(r, i)	((int)(r)->v[i].key)

static struct eng_run *mis_run;	/* the run an unexpected report fails */
static jmp_buf mis_jmp;
static volatile int mis_armed;	/* a report is expected: longjmp back */
static const char *mis_rtree, *mis_rop, *mis_rmsg;	/* the report */
static const void *mis_relm;

void
cov_report(const char *tree, const char *op, const void *elm,
    const char *msg)
{
	if (!mis_armed) {
		if (mis_run != NULL)
			eng_fail(mis_run, "unexpected debug report: %s %s: "
			    "element %p: %s", tree, op, elm, msg);
		(void)fprintf(stderr, "unexpected debug report: %s %s: "
		    "element %p: %s\n", tree, op, elm, msg);
		abort();
	}
	mis_armed = 0;
	mis_rtree = tree;
	mis_rop = op;
	mis_relm = elm;
	mis_rmsg = msg;
	longjmp(mis_jmp, 1);
}

/* The operation of mis_call, as statics: nothing to clobber. */
static struct itree *mis_head, *mis_other;	/* other: a second head */
static struct node *mis_a, *mis_b, **mis_elms;	/* elms: mis_n of them */
static size_t mis_n;

#define MIS_OP(fn, call)						\
static void								\
fn(void)								\
{									\
	(void)call;							\
}

MIS_OP(mis_insert, RB_INSERT(itree, mis_head, mis_a))
MIS_OP(mis_remove, RB_REMOVE(itree, mis_head, mis_a))
MIS_OP(mis_next, RB_NEXT(itree, mis_head, mis_a))
MIS_OP(mis_prev, RB_PREV(itree, mis_head, mis_a))
MIS_OP(mis_reinsert, RB_REINSERT(itree, mis_head, mis_a))
MIS_OP(mis_insert_next, RB_INSERT_NEXT(itree, mis_head, mis_a, mis_b))
MIS_OP(mis_insert_prev, RB_INSERT_PREV(itree, mis_head, mis_a, mis_b))
MIS_OP(mis_replace, RB_REPLACE(itree, mis_head, mis_a, mis_b))
MIS_OP(mis_split, (RB_SPLIT(itree, mis_head, mis_a, mis_other), 0))
MIS_OP(mis_join, (RB_JOIN(itree, mis_head, mis_other), 0))
MIS_OP(mis_build, (RB_BUILD(itree, mis_head, mis_elms, mis_n), 0))
MIS_OP(mis_remove_range, (RB_REMOVE_RANGE(itree, mis_head, mis_a, mis_b,
    mis_other), 0))
#ifdef MIS_OTREE
static struct otree mis_ohead;		/* MIS_OTREE_REMOVE's head */
MIS_OP(mis_otree_remove, RB_REMOVE(otree, &mis_ohead, mis_a))
#endif

/* By MIS_*: the names tree.h reports (operation, tree), the call. */
static const struct {
	const char *name, *tree;
	void (*fn)(void);
} mis_ops[] = {
	{ "RB_INSERT", "itree", mis_insert },
	{ "RB_REMOVE", "itree", mis_remove },
	{ "RB_NEXT", "itree", mis_next }, { "RB_PREV", "itree", mis_prev },
	{ "RB_REINSERT", "itree", mis_reinsert },
	{ "RB_INSERT_NEXT", "itree", mis_insert_next },
	{ "RB_INSERT_PREV", "itree", mis_insert_prev },
	{ "RB_REPLACE", "itree", mis_replace },
	{ "RB_SPLIT", "itree", mis_split }, { "RB_JOIN", "itree", mis_join },
	{ "RB_BUILD", "itree", mis_build },
	{ "RB_REMOVE_RANGE", "itree", mis_remove_range },
#ifdef MIS_OTREE
	{ "RB_REMOVE", "otree", mis_otree_remove },
#endif
};

/* called through a volatile pointer, so never inlined next to setjmp */
static void (*volatile mis_do)(void);

/* op(h, a[, b]): 1 if it reported (mis_r* hold the report), 0 if not. */
static int
mis_call(int op, struct itree *h, struct node *a, struct node *b)
{
	mis_do = mis_ops[op].fn;
	mis_head = h;
	mis_a = a;
	mis_b = b;
	mis_rtree = mis_rop = mis_rmsg = "-";
	mis_relm = NULL;
	if (setjmp(mis_jmp) != 0)
		return 1;
	mis_armed = 1;
	mis_do();
	mis_armed = 0;
	return 0;
}

/*
 * e out of the run's tree if it is linked there (an order check's).  It
 * may lie out of order, where RB_REMOVE's check cannot find it by its
 * key: for the removal it takes a key between its neighbours' (the run's
 * keys are 10 apart).
 */
static void
mis_unlink(struct eng_run *r, struct node *e)
{
	struct node *x;
	int key = e->key;

	cov_lie = 0;
	RB_FOREACH(x, itree, MIS_HEAD(r))
		if (x == e) {
			x = RB_PREV(itree, MIS_HEAD(r), e);
			e->key = x != NULL ? x->key + 1 :
			    RB_NEXT(itree, MIS_HEAD(r), e)->key - 1;
			ENG_REQUIRE(r, RB_REMOVE(itree, MIS_HEAD(r), e) == e,
			    "the unlink of an element an order check linked");
			e->key = key;
			return;
		}
}

/*
 * op(h, a[, b]) must report msg about elm, on op's tree by op's name
 * (h NULL: the run's tree; otree's operation takes mis_ohead).
 * The order checks run after the new element is linked (so that both of
 * its neighbours can be seen): after such a report, unlink it again.
 * Then the run's tree must be the model's.
 */
static void
mis_expect(struct eng_run *r, int op, struct itree *h, struct node *a,
    struct node *b, const void *elm, const char *msg)
{
	ENG_REQUIRE(r, mis_call(op, h != NULL ? h : MIS_HEAD(r), a, b),
	    "%s did not report \"%s\"", mis_ops[op].name, msg);
	ENG_REQUIRE(r, strcmp(mis_rtree, mis_ops[op].tree) == 0 &&
	    strcmp(mis_rop, mis_ops[op].name) == 0 && mis_relm == elm &&
	    strcmp(mis_rmsg, msg) == 0, "%s %s: reported \"%s %s %p: %s\", "
	    "not \"%s\" about %p", mis_ops[op].tree, mis_ops[op].name,
	    mis_rtree, mis_rop, mis_relm, mis_rmsg, msg, elm);
	if (msg == mis_order || msg == mis_total)
		mis_unlink(r, op == MIS_INSERT ? a : b);
	eng_check(r);
}

/* n elements with keys 0, 10, 20, ... */
static void
mis_fill(struct eng_run *r, int n)
{
	int i;

	for (i = 0; i < n; i++)
		(void)eng_insert(r, 10 * i);
	eng_check(r);
}

/* An element already in this tree: each, the root and the ends too. */
static void
mis_already_in(struct eng_run *r)
{
	struct node *x;
	size_t i;

	mis_fill(r, 30);
	for (i = 0; i < r->n; i++) {
		x = MIS_ELM(r, i);
		mis_expect(r, MIS_INSERT, NULL, x, NULL, x,
		    "element is already in this tree; "
		    "remove it before inserting it again");
	}
	/* Another element with a key already there is no misuse. */
	(void)eng_insert(r, MIS_KEY(r, 7));
}

/*
 * Elements of another tree, with keys this tree has too (x its root, y
 * its right child), and one with a key this tree lacks (z, a leaf).
 */
static void
mis_other_tree(struct eng_run *r)
{
	struct itree other = RB_INITIALIZER(&other);
	struct itree empty = RB_INITIALIZER(&empty);
	struct node *x, *y, *z, *fresh;

	mis_fill(r, 30);
	x = eng_new(r, MIS_KEY(r, 3));
	y = eng_new(r, MIS_KEY(r, 4));
	z = eng_new(r, MIS_KEY(r, 3) + 2);
	fresh = eng_new(r, MIS_KEY(r, 3) + 1);
	ENG_REQUIRE(r, RB_INSERT(itree, &other, x) == NULL &&
	    RB_INSERT(itree, &other, y) == NULL &&
	    RB_INSERT(itree, &other, z) == NULL && RB_ROOT(&other) == z,
	    "the other tree");
	mis_expect(r, MIS_REMOVE, NULL, y, NULL, y, mis_notin);
	mis_expect(r, MIS_REMOVE, NULL, z, NULL, z, mis_notin);
	mis_expect(r, MIS_REMOVE, &empty, x, NULL, x, mis_notin);
	mis_expect(r, MIS_REMOVE, &empty, z, NULL, z, mis_notin);
	/* inserted while still in the other tree: the strict level */
	if (MIS_STRICT) {
		mis_expect(r, MIS_INSERT, NULL, z, NULL, z, mis_still);
		mis_expect(r, MIS_INSERT, &empty, x, NULL, x, mis_still);
		mis_expect(r, MIS_INSERT_NEXT, NULL, MIS_ELM(r, 3), z, z,
		    mis_still);
		mis_expect(r, MIS_INSERT_PREV, NULL, MIS_ELM(r, 4), y, y,
		    mis_still);
		mis_expect(r, MIS_REPLACE, &other, z, x, x, mis_still);
	}
	mis_expect(r, MIS_REINSERT, NULL, y, NULL, y, mis_notin);
	mis_expect(r, MIS_INSERT_NEXT, NULL, x, fresh, x, mis_notin);
	mis_expect(r, MIS_INSERT_PREV, NULL, y, fresh, y, mis_notin);
	mis_expect(r, MIS_REPLACE, NULL, y, fresh, y, mis_notin);
	/* ... and correct uses of the other tree still pass */
	ENG_REQUIRE(r, RB_EMPTY(&empty) && RB_REMOVE(itree, &other, x) == x &&
	    RB_REMOVE(itree, &other, y) == y &&
	    RB_REMOVE(itree, &other, z) == z && RB_EMPTY(&other),
	    "the other tree after the reports");
	/* ... and removed from it, they may join this one */
	ENG_REQUIRE(r, RB_REMOVE(itree, &other, z) == NULL &&
	    RB_INSERT(itree, MIS_HEAD(r), z) == NULL, "z after its removal");
	eng_add(r, z);
	eng_check(r);
	eng_put(r, x);
	eng_put(r, y);
	eng_put(r, fresh);
}

/* An element in no tree: RB_REMOVE leaves the tree as it is. */
static void
mis_remove_none(struct eng_run *r, struct node *gone, const char *how)
{
	ENG_REQUIRE(r, RB_REMOVE(itree, MIS_HEAD(r), gone) == NULL,
	    "RB_REMOVE of a %s element did not return NULL", how);
	eng_check(r);
}

/*
 * The ways an element leaves a tree mark it (poison) as in none: removing
 * it again does nothing, the other uses report.
 */
static void
mis_removed(struct eng_run *r)
{
	static const int ops[] = { MIS_NEXT, MIS_PREV,
	    MIS_REINSERT, MIS_INSERT_NEXT, MIS_INSERT_PREV, MIS_REPLACE };
	struct node *gone, *fresh;
	size_t i;

	mis_fill(r, 30);
	fresh = eng_new(r, MIS_KEY(r, 3) + 1);	/* before a slot is free */
	gone = MIS_ELM(r, 3);
	eng_remove_at(r, 3);
	mis_remove_none(r, gone, "removed");
	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		mis_expect(r, ops[i], NULL, gone, fresh, gone, mis_gone);
	/* popped, then inserted again (no report) */
	gone = RB_POP_MIN(itree, MIS_HEAD(r));
	ENG_REQUIRE(r, gone == MIS_ELM(r, 0) &&
	    RB_REMOVE(itree, MIS_HEAD(r), gone) == NULL,
	    "RB_REMOVE of a popped element did not return NULL");
	ENG_REQUIRE(r, RB_INSERT(itree, MIS_HEAD(r), gone) == NULL,
	    "RB_INSERT of a popped element");
	eng_check(r);
	/* replaced */
	fresh->key = MIS_KEY(r, 5);
	gone = MIS_ELM(r, 5);
	ENG_REQUIRE(r, RB_REPLACE(itree, MIS_HEAD(r), gone, fresh) == gone,
	    "RB_REPLACE");
	r->v[5].elm = fresh;
	mis_remove_none(r, gone, "replaced");
	mis_expect(r, MIS_NEXT, NULL, gone, NULL, gone, mis_gone);
	mis_expect(r, MIS_REPLACE, NULL, gone, fresh, gone, mis_gone);
	/* every element as it is removed, the root first */
	while (r->n > 0) {
		gone = RB_ROOT(MIS_HEAD(r));
		eng_remove_at(r, eng_lower(r, gone->key));
		mis_expect(r, MIS_NEXT, NULL, gone, NULL, gone, mis_gone);
	}
}

/*
 * Positional inserts out of order, next to each element: equal to the
 * anchor, equal to the neighbour, beyond the neighbour, on the wrong side
 * of the anchor; the neighbour in the anchor's subtree or up the tree.
 */
static void
mis_positional(struct eng_run *r)
{
	struct node *a, *fresh;
	size_t i, n;
	int k;

	mis_fill(r, 30);
	n = r->n;
	fresh = eng_new(r, 0);
	for (i = 0; i < n; i++) {
		a = MIS_ELM(r, i);
		for (k = 0; k < 4; k++) {
			if (k == 1 || k == 2) {
				if (i + 1 == n)
					continue;
				fresh->key = MIS_KEY(r, i + 1) + k - 1;
			} else	/* the anchor's key, or just before it */
				fresh->key = k == 0 ? a->key : a->key - 1;
			mis_expect(r, MIS_INSERT_NEXT, NULL, a, fresh, fresh,
			    mis_order);
		}
		for (k = 0; k < 4; k++) {
			if (k == 1 || k == 2) {
				if (i == 0)
					continue;
				fresh->key = MIS_KEY(r, i - 1) - k + 1;
			} else	/* the anchor's key, or just after it */
				fresh->key = k == 0 ? a->key : a->key + 1;
			mis_expect(r, MIS_INSERT_PREV, NULL, a, fresh, fresh,
			    mis_order);
		}
	}
	/* in order: no report */
	fresh->key = MIS_KEY(r, 0) - 1;
	ENG_REQUIRE(r, RB_INSERT_PREV(itree, MIS_HEAD(r), MIS_ELM(r, 0),
	    fresh) == NULL, "RB_INSERT_PREV in order");
	eng_add(r, fresh);
}

/*
 * A comparator that is not an order: RB_INSERT lands at an end; then a
 * comparator that lies only from its n-th call on, so that the descent
 * goes right and the order checks see the lie at each of their
 * comparisons in turn (the positional inserts' check that the anchor is
 * in the tree finds it by its key: a lie there makes it "not in this
 * tree").  Whether that is reported depends on how the checks compare,
 * so only the report's wording and the tree are checked.
 */
static void
mis_comparator(struct eng_run *r)
{
	static const int kinds[] = { MIS_INSERT, MIS_INSERT_NEXT,
	    MIS_INSERT_PREV };
	struct node *a, *fresh;
	size_t i, n;
	long desc;
	int k, kind;

	mis_fill(r, 30);
	n = r->n;
	fresh = eng_new(r, 1000);
	for (k = -1; k <= 1; k += 2) {
		cov_calls = cov_truth = 0;
		cov_lie = k;
		mis_expect(r, MIS_INSERT, NULL, fresh, NULL, fresh, mis_total);
	}
	for (i = 0; i <= n; i++)
		for (k = 0; k < 12; k++) {
			a = i < n ? MIS_ELM(r, i) : NULL;
			kind = a != NULL ? kinds[i % 3] : MIS_INSERT;
			desc = 0;
			if (kind == MIS_INSERT) {
				fresh->key = a != NULL ? a->key - 1 :
				    MIS_KEY(r, n - 1) + 1;
				cov_calls = 0;
				ENG_REQUIRE(r, RB_FIND(itree, MIS_HEAD(r),
				    fresh) == NULL, "RB_FIND");
				desc = cov_calls;
			} else
				fresh->key = a->key + (kind ==
				    MIS_INSERT_NEXT ? 1 : -1);
			cov_calls = 0;
			cov_truth = desc + k / 2;
			cov_lie = k & 1 ? 1 : -1;
			if (mis_call(kind, MIS_HEAD(r), kind == MIS_INSERT ?
			    fresh : a, fresh))
				ENG_REQUIRE(r, (mis_relm == fresh &&
				    strcmp(mis_rmsg, kind == MIS_INSERT ?
				    mis_total : mis_order) == 0) ||
				    (mis_relm == a &&
				    strcmp(mis_rmsg, mis_notin) == 0),
				    "a lying comparator: \"%s %s\"", mis_rop,
				    mis_rmsg);
			mis_unlink(r, fresh);
			eng_check(r);
		}
}

static void
mis_replace_key(struct eng_run *r)
{
	struct node *fresh;

	mis_fill(r, 30);
	fresh = eng_new(r, MIS_KEY(r, 4) + 1);
	mis_expect(r, MIS_REPLACE, NULL, MIS_ELM(r, 4), fresh, fresh,
	    "replacement key differs from the replaced element's; "
	    "RB_REMOVE and RB_INSERT to change a key");
	eng_put(r, fresh);
}

/*
 * A misaligned element, by every way in, at each address that is not a
 * multiple of 4: reported before anything dereferences it (the sanitizer
 * runs would catch a misaligned access in the comparator).
 */
static void
mis_misaligned(struct eng_run *r)
{
	static union {
		struct node n[2];
		char c[2 * sizeof(struct node)];
	} raw;
	struct itree empty = RB_INITIALIZER(&empty);
	struct node *odd;
	int off, k;

	mis_fill(r, 3);
	for (off = 1; off < 4; off++) {
		odd = (struct node *)(void *)(raw.c + off);
		k = 5;
		memcpy(raw.c + off, &k, sizeof(k));
		mis_expect(r, MIS_INSERT, &empty, odd, NULL, odd, mis_align);
		mis_expect(r, MIS_INSERT, NULL, odd, NULL, odd, mis_align);
		mis_expect(r, MIS_INSERT_NEXT, NULL, MIS_ELM(r, 0), odd, odd,
		    mis_align);
		mis_expect(r, MIS_INSERT_PREV, NULL, MIS_ELM(r, 1), odd, odd,
		    mis_align);
		k = 10;
		memcpy(raw.c + off, &k, sizeof(k));
		mis_expect(r, MIS_REPLACE, NULL, MIS_ELM(r, 1), odd, odd,
		    mis_align);
		mis_elms = &odd;
		mis_n = 1;
		mis_expect(r, MIS_BUILD, &empty, NULL, NULL, odd, mis_align);
	}
	ENG_REQUIRE(r, RB_EMPTY(&empty), "a misaligned element was linked");
}

/*
 * A new element with one link word of garbage (a pointer, the other two
 * zero), by every way in: "still in a tree"; RB_REMOVE of one with no
 * parent but a child: "not in this tree".  Then what is no misuse: a
 * zeroed element by each way in, and RB_REPLACE by a struct copy of the
 * old element, links included.
 */
static void
mis_garbage(struct eng_run *r)
{
	static struct node other;
	struct node *fresh, *old;
	int w;

	mis_fill(r, 30);
	fresh = eng_new(r, MIS_KEY(r, 3) + 1);
	for (w = 0; w < 3; w++) {
		memset(&fresh->entry, 0, sizeof(fresh->entry));
		if (w == 0)
			fresh->entry.rbe_up = (uintptr_t)&other;
		else if (w == 1)
			fresh->entry.rbe_left = &other;
		else
			fresh->entry.rbe_right = &other;
		if (MIS_STRICT) {
			mis_expect(r, MIS_INSERT, NULL, fresh, NULL, fresh,
			    mis_still);
			mis_expect(r, MIS_INSERT_NEXT, NULL, MIS_ELM(r, 3),
			    fresh, fresh, mis_still);
			mis_expect(r, MIS_INSERT_PREV, NULL, MIS_ELM(r, 4),
			    fresh, fresh, mis_still);
			fresh->key = MIS_KEY(r, 3);
			mis_expect(r, MIS_REPLACE, NULL, MIS_ELM(r, 3), fresh,
			    fresh, mis_still);
			fresh->key = MIS_KEY(r, 3) + 1;
		}
		if (w > 0)
			mis_expect(r, MIS_REMOVE, NULL, fresh, NULL, fresh,
			    mis_notin);
	}
	/* all zero, as calloc gives it: no misuse, by every way in */
	memset(&fresh->entry, 0, sizeof(fresh->entry));
	ENG_REQUIRE(r, RB_INSERT_NEXT(itree, MIS_HEAD(r), MIS_ELM(r, 3),
	    fresh) == NULL && RB_REMOVE(itree, MIS_HEAD(r), fresh) == fresh,
	    "RB_INSERT_NEXT of a zeroed element");
	memset(&fresh->entry, 0, sizeof(fresh->entry));
	ENG_REQUIRE(r, RB_INSERT_PREV(itree, MIS_HEAD(r), MIS_ELM(r, 4),
	    fresh) == NULL && RB_REMOVE(itree, MIS_HEAD(r), fresh) == fresh,
	    "RB_INSERT_PREV of a zeroed element");
	memset(&fresh->entry, 0, sizeof(fresh->entry));
	old = MIS_ELM(r, 3);
	fresh->key = old->key;
	ENG_REQUIRE(r, RB_REPLACE(itree, MIS_HEAD(r), old, fresh) == old,
	    "RB_REPLACE by a zeroed element");
	r->v[3].elm = fresh;
	eng_check(r);
	/* the old element, poisoned, as a struct copy of another */
	fresh = old;
	old = MIS_ELM(r, 5);
	for (w = 1; w < 3; w++) {	/* ... all but one child link */
		*fresh = *old;
		if (w == 1)
			fresh->entry.rbe_left = &other;
		else
			fresh->entry.rbe_right = &other;
		if (MIS_STRICT)
			mis_expect(r, MIS_REPLACE, NULL, old, fresh, fresh,
			    mis_still);
	}
	*fresh = *old;
	ENG_REQUIRE(r, RB_REPLACE(itree, MIS_HEAD(r), old, fresh) == old,
	    "RB_REPLACE by a copy of the old element");
	r->v[5].elm = fresh;
	eng_check(r);
	eng_put(r, old);
}

/*
 * The default level takes a new element with garbage links, as the BSD
 * headers do (malloc'd, never zeroed), by every way in: each link word
 * a pointer to an element of the tree, or 0xa5 bytes.
 */
static void
mis_garbage_accepted(struct eng_run *r)
{
	struct node *fresh, *old;
	int w;

	mis_fill(r, 30);
	fresh = eng_new(r, MIS_KEY(r, 3) + 1);
	if (MIS_STRICT) {
		eng_put(r, fresh);
		return;
	}
	for (w = 0; w < 2; w++) {
		if (w == 0) {
			fresh->entry.rbe_up = (uintptr_t)MIS_ELM(r, 7);
			fresh->entry.rbe_left = MIS_ELM(r, 8);
			fresh->entry.rbe_right = MIS_ELM(r, 9);
		} else
			memset(&fresh->entry, 0xa5, sizeof(fresh->entry));
		ENG_REQUIRE(r, RB_INSERT(itree, MIS_HEAD(r), fresh) == NULL &&
		    RB_REMOVE(itree, MIS_HEAD(r), fresh) == fresh,
		    "RB_INSERT of an element with garbage links");
		eng_check(r);
		memset(&fresh->entry, 0xa5, sizeof(fresh->entry));
		ENG_REQUIRE(r, RB_INSERT_NEXT(itree, MIS_HEAD(r),
		    MIS_ELM(r, 3), fresh) == NULL &&
		    RB_REMOVE(itree, MIS_HEAD(r), fresh) == fresh,
		    "RB_INSERT_NEXT of an element with garbage links");
		memset(&fresh->entry, 0xa5, sizeof(fresh->entry));
		ENG_REQUIRE(r, RB_INSERT_PREV(itree, MIS_HEAD(r),
		    MIS_ELM(r, 4), fresh) == NULL &&
		    RB_REMOVE(itree, MIS_HEAD(r), fresh) == fresh,
		    "RB_INSERT_PREV of an element with garbage links");
		eng_check(r);
	}
	old = MIS_ELM(r, 3);
	fresh->key = old->key;
	memset(&fresh->entry, 0xa5, sizeof(fresh->entry));
	ENG_REQUIRE(r, RB_REPLACE(itree, MIS_HEAD(r), old, fresh) == old,
	    "RB_REPLACE by an element with garbage links");
	r->v[3].elm = fresh;
	eng_check(r);
	eng_put(r, old);
}

/*
 * An element whose links were never set (malloc'd, never inserted) given
 * where an element of the tree is expected: "not in this tree", without
 * a crash.  Its links point into the first page, which no system maps
 * (Linux keeps at least 4096 bytes from 0), or are 0xa5 or 0x5a bytes
 * (allocators' junk: not 4-byte aligned), or point to elements of the
 * tree (a reused block: all three links, or one child link alone); its
 * key is one the tree has (the element found by it is another) or one
 * it lacks.  The first four operations find the element by its key and
 * never read its links; RB_NEXT, RB_PREV and RB_REINSERT must read
 * them, and check them before they follow one, which links into the
 * first page would crash.
 */
static void
mis_never_set(struct eng_run *r)
{
	static const int ops[] = { MIS_REMOVE, MIS_INSERT_NEXT,
	    MIS_INSERT_PREV, MIS_REPLACE, MIS_NEXT, MIS_PREV, MIS_REINSERT };
	struct node *stray, *fresh;
	size_t k, nops;
	int w;

	mis_fill(r, 30);
	stray = eng_new(r, MIS_KEY(r, 3));
	fresh = eng_new(r, 1000);
	for (w = 0; w < 10; w++) {
		nops = sizeof(ops) / sizeof(ops[0]);
		memset(&stray->entry, 0, sizeof(stray->entry));
		if (w < 2) {
			stray->entry.rbe_up = 64;
			stray->entry.rbe_left = (struct node *)(uintptr_t)128;
			stray->entry.rbe_right = (struct node *)(uintptr_t)192;
			nops = 4;
		} else if (w < 6)
			memset(&stray->entry, w < 4 ? 0xa5 : 0x5a,
			    sizeof(stray->entry));
		else if (w < 8) {
			stray->entry.rbe_up = (uintptr_t)MIS_ELM(r, 7);
			stray->entry.rbe_left = MIS_ELM(r, 8);
			stray->entry.rbe_right = MIS_ELM(r, 9);
		} else if (w == 8)	/* one link: no other check sees it */
			stray->entry.rbe_left = MIS_ELM(r, 8);
		else
			stray->entry.rbe_right = MIS_ELM(r, 9);
		stray->key = w % 2 == 0 ? MIS_KEY(r, 3) : MIS_KEY(r, 3) + 1;
		for (k = 0; k < nops; k++) {
			fresh->key = ops[k] == MIS_REPLACE ? stray->key :
			    ops[k] == MIS_INSERT_NEXT ? stray->key + 1 :
			    stray->key - 1;
			mis_expect(r, ops[k], NULL, stray, fresh, stray,
			    mis_notin);
		}
	}
	eng_put(r, stray);
	eng_put(r, fresh);
}

/*
 * A structure copy of each element (the root too) given where an element
 * of the tree is expected: its parent's child, its children's parent, or
 * the root, is the original.  And RB_REPLACE of an element by itself.
 */
static void
mis_copy(struct eng_run *r)
{
	static const int ops[] = { MIS_REMOVE, MIS_REINSERT, MIS_INSERT_NEXT,
	    MIS_INSERT_PREV, MIS_REPLACE, MIS_NEXT, MIS_PREV };
	static struct node copy;
	struct node *fresh, *x;
	size_t i, k;

	mis_fill(r, 31);
	fresh = eng_new(r, 1000);
	for (i = 0; i < r->n; i++) {
		x = MIS_ELM(r, i);
		copy = *x;
		for (k = 0; k < sizeof(ops) / sizeof(ops[0]); k++) {
			fresh->key = ops[k] == MIS_REPLACE ? x->key :
			    ops[k] == MIS_INSERT_NEXT ? x->key + 1 : x->key - 1;
			mis_expect(r, ops[k], NULL, &copy, fresh, &copy,
			    mis_notin);
		}
		mis_expect(r, MIS_REPLACE, NULL, x, x, x, mis_same);
	}
	eng_put(r, fresh);
}

#ifdef MIS_OTREE
/*
 * RB_REMOVE of otree, which has no comparator, so that its check walks
 * up from the element: a structure copy of each element, an element of
 * another tree (its root, a leaf), and links never set (0xa5 or 0x5a
 * bytes, pointers to elements of the tree) are reported, and the tree
 * is left whole; a zeroed element is in no tree (NULL, no report).
 */
static void
mis_no_comparator(struct eng_run *r)
{
	static struct node elms[33], copy, stray;
	struct otree other = RB_INITIALIZER(&other);
	struct node *x;
	size_t i;
	int w;

	RB_INIT(&mis_ohead);
	memset(elms, 0, sizeof(elms));
	for (i = 0; i < 33; i++) {
		elms[i].key = 10 * (int)i;
		ENG_REQUIRE(r, RB_INSERT(otree, i < 31 ? &mis_ohead : &other,
		    &elms[i]) == NULL, "otree: RB_INSERT");
	}
	for (i = 0; i < 31; i++) {
		copy = elms[i];
		mis_expect(r, MIS_OTREE_REMOVE, NULL, &copy, NULL, &copy,
		    mis_notin);
	}
	x = RB_ROOT(&other);
	mis_expect(r, MIS_OTREE_REMOVE, NULL, x, NULL, x, mis_notin);
	x = RB_RIGHT(x, entry);		/* the keys went in ascending */
	ENG_REQUIRE(r, x == &elms[32], "otree: the other tree's leaf");
	mis_expect(r, MIS_OTREE_REMOVE, NULL, x, NULL, x, mis_notin);
	for (w = 0; w < 3; w++) {
		if (w < 2)
			memset(&stray, w == 0 ? 0xa5 : 0x5a, sizeof(stray));
		else {
			stray.entry.rbe_up = (uintptr_t)&elms[7];
			stray.entry.rbe_left = &elms[8];
			stray.entry.rbe_right = &elms[9];
		}
		mis_expect(r, MIS_OTREE_REMOVE, NULL, &stray, NULL, &stray,
		    mis_notin);
	}
	memset(&stray, 0, sizeof(stray));
	ENG_REQUIRE(r, RB_REMOVE(otree, &mis_ohead, &stray) == NULL,
	    "otree: RB_REMOVE of a zeroed element");
	ENG_REQUIRE(r, RB_VALIDATE(otree, &mis_ohead) == NULL &&
	    RB_VALIDATE(otree, &other) == NULL, "otree: the trees after the "
	    "reports");
	for (i = 0; i < 33; i++) {
		x = &elms[(i * 7) % 33];	/* an order the inserts did not make */
		ENG_REQUIRE(r, RB_REMOVE(otree, x->key < 310 ? &mis_ohead :
		    &other, x) == x, "otree: RB_REMOVE of element %d", x->key);
	}
	ENG_REQUIRE(r, RB_EMPTY(&mis_ohead) && RB_EMPTY(&other),
	    "otree: the trees after the removals");
}
#endif

/*
 * The range operations: a second head that is not empty (split, range
 * removal), overlapping keys or one head twice (join), a head that is
 * not empty and input out of order, repeated or linked (build).  Each
 * report comes before any change; then correct uses pass.
 */
static void
mis_ranges(struct eng_run *r)
{
	struct itree other = RB_INITIALIZER(&other);
	struct node *x, *y, *hi, *elms[3];

	mis_fill(r, 30);
	mis_other = &other;
	x = eng_new(r, MIS_KEY(r, 3) + 1);
	hi = eng_new(r, MIS_KEY(r, 9));
	ENG_REQUIRE(r, RB_INSERT(itree, &other, x) == NULL, "the other tree");
	mis_expect(r, MIS_SPLIT, NULL, MIS_ELM(r, 5), NULL, x,
	    "the right head is not empty; "
	    "split into an empty head, then RB_JOIN");
	mis_expect(r, MIS_REMOVE_RANGE, NULL, MIS_ELM(r, 5), hi, x,
	    "the out head is not empty; remove into an empty head");
	mis_expect(r, MIS_JOIN, NULL, NULL, NULL, x,
	    "a key of the right tree is not above every key of the left one "
	    "(or the two heads are one); insert such elements one by one");
	mis_other = MIS_HEAD(r);
	mis_expect(r, MIS_JOIN, NULL, NULL, NULL, MIS_ELM(r, 0),
	    "a key of the right tree is not above every key of the left one "
	    "(or the two heads are one); insert such elements one by one");
	mis_other = &other;
	mis_elms = elms;
	mis_n = 1;
	elms[0] = MIS_ELM(r, 0);
	mis_expect(r, MIS_BUILD, &other, NULL, NULL, x,
	    "the head is not empty; build into an empty head, then RB_JOIN");
	ENG_REQUIRE(r, RB_REMOVE(itree, &other, x) == x, "x out");
	if (MIS_STRICT)
		mis_expect(r, MIS_BUILD, &other, NULL, NULL, elms[0],
		    mis_still);
	y = eng_new(r, MIS_KEY(r, 3) + 2);
	elms[0] = x;
	elms[1] = y;
	elms[2] = eng_new(r, MIS_KEY(r, 3) + 2);
	for (mis_n = 2; mis_n <= 3; mis_n++) {
		x->key = y->key + 3 - (int)mis_n;	/* above y, then equal */
		mis_expect(r, MIS_BUILD, &other, NULL, NULL, y,
		    "input is not in ascending order, or has equal keys; "
		    "sort it and leave out duplicates");
	}
	ENG_REQUIRE(r, RB_EMPTY(&other), "a report changed the other tree");
	/* and correct uses: keys above every key of the run's tree */
	x->key = MIS_KEY(r, 29) + 1;
	y->key = x->key + 1;
	elms[2]->key = y->key + 1;
	RB_BUILD(itree, &other, elms, 3);
	RB_JOIN(itree, MIS_HEAD(r), &other);
	eng_add(r, x);
	eng_add(r, y);
	eng_add(r, elms[2]);
	ENG_REQUIRE(r, RB_EMPTY(&other), "RB_JOIN left the right head");
	eng_check(r);
	eng_put(r, hi);
}

struct mis_case {
	const char *name;
	void (*fn)(struct eng_run *);
};

static const struct mis_case mis_cases[] = {
	{ "element already in this tree", mis_already_in },
	{ "element of another tree", mis_other_tree },
	{ "removed, popped or replaced element", mis_removed },
	{ "positional insert out of order", mis_positional },
	{ "comparator not a total order", mis_comparator },
	{ "replacement with another key", mis_replace_key },
	{ "misaligned element", mis_misaligned },
	{ "garbage links, a struct copy", mis_garbage },
	{ "garbage links taken (default level)", mis_garbage_accepted },
	{ "links never set", mis_never_set },
	{ "structure copy, replaced by itself", mis_copy },
#ifdef MIS_OTREE
	{ "no comparator: the walk up", mis_no_comparator },
#endif
	{ "range operations", mis_ranges },
};

#define MIS_NCASES	(sizeof(mis_cases) / sizeof(mis_cases[0]))

/* fn on a fresh run of itree_eng: NULL, or the failure (inline: a
 * fuzz target includes this file without running the cases). */
static inline const char *
mis_run_case(struct eng_run *r, void (*fn)(struct eng_run *), uint64_t seed)
{
	struct eng_cfg cfg = { .seed = seed, .vals = 2000 };
	int rc;

	mis_run = r;
	rc = eng_script(r, &itree_eng, &cfg, fn);
	mis_run = NULL;
	return rc == 0 ? NULL : r->msg;
}
#endif /* COV_DEBUG */

#endif /* !TESTS_MISUSE_H */
