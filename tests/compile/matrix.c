/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * One translation unit, valid C99..C17 and C++11..C++20, that instantiates
 * every generator of tree.h and uses every public macro; it exits 0 only if
 * every tree behaved.  Two stages build it:
 *
 * - compile-matrix (tests/compile/matrix.sh): gcc, clang, g++ and clang++
 *   at -O0..-O3 under -Wall -Wextra -Wpedantic -Werror, and under the
 *   warning flags of tmux, FreeBSD, OpenBSD and Linux (every function is
 *   static or declared); then it runs.
 * - lint (tests/lint/lint.py): cppcheck, clang-tidy and scan-build read it
 *   as is, with -DTREE_DEBUG (the default reporter), with -DLINT_HOOK (the
 *   global FreeBSD hook RB_AUGMENT defined before the include), and with
 *   -DLINT_SUBSET, which keeps only itree, ctree and sptree: the
 *   path-sensitive analyser costs about ten seconds of CPU per tree, and
 *   the other trees expand to the same code (RB_GENERATE_STATIC, _INTERNAL
 *   and the per-op generators differ only in linkage).
 *
 * Instantiations, all linking the same node type through different fields:
 *   itree   RB_PROTOTYPE + RB_GENERATE (extern), int comparator
 *   ctree   RB_HEAD_CACHED + RB_GENERATE_CACHED_AUGMENT_STATIC with a
 *           subtree-size hook
 *   sptree  SPLAY_PROTOTYPE + SPLAY_GENERATE
 *   stree   RB_PROTOTYPE_STATIC + RB_GENERATE_STATIC, comparator returns
 *           long; some functions deliberately unused (must not warn)
 *   xtree   RB_PROTOTYPE_INTERNAL + RB_GENERATE_INTERNAL, attr "static",
 *           const-qualified comparator
 *   ptree   every RB_PROTOTYPE_<OP> / RB_GENERATE_<OP> (tests/cases/per_op.h),
 *           attr empty: extern, so that the balance-scheme marks of the
 *           per-operation generators (tree.h) meet the flag sets too
 *   qtree   a split instantiation: only INSERT, REMOVE, FIND, MINMAX,
 *           NEXT and their dependencies
 *   atree   RB_PROTOTYPE_AUGMENT + RB_GENERATE_AUGMENT, subtree sizes
 *   btree   RB_PROTOTYPE_AUGMENT_STATIC + RB_GENERATE_AUGMENT_STATIC
 *   dtree   RB_PROTOTYPE_CACHED + RB_GENERATE_CACHED
 *   etree   RB_PROTOTYPE_CACHED_STATIC + RB_GENERATE_CACHED_STATIC
 *   ftree   RB_PROTOTYPE_CACHED_AUGMENT + RB_GENERATE_CACHED_AUGMENT
 *   gtree   RB_GENERATE_STATIC under FreeBSD's global hook RB_AUGMENT,
 *           with RB_UPDATE_AUGMENT (generated last: the hook is in force
 *           from its definition on)
 */
#include <stdio.h>

#ifdef LINT_HOOK
/* The global hook of FreeBSD, for every tree generated below. */
#define RB_AUGMENT(x)	lint_hook(x)
struct node;
static void lint_hook(struct node *);
#endif

#include "tree.h"
#include "../cases/per_op.h"

#define NNODES	300

struct node {
	RB_ENTRY(node)		ilink;
	RB_ENTRY(node)		clink;
	SPLAY_ENTRY(node)	splink;
	RB_ENTRY(node)		slink;
	RB_ENTRY(node)		xlink;
	RB_ENTRY(node)		plink;
	RB_ENTRY(node)		qlink;
	RB_ENTRY(node)		alink;
	RB_ENTRY(node)		blink;
	RB_ENTRY(node)		dlink;
	RB_ENTRY(node)		elink;
	RB_ENTRY(node)		flink;
	RB_ENTRY(node)		glink;
	int			key;
	int			csize;	/* ctree: size of the subtree */
	int			asize;	/* atree */
	int			bsize;	/* btree */
	int			fsize;	/* ftree */
	int			gsize;	/* gtree */
	unsigned		hooked;	/* LINT_HOOK: calls of the hook */
};

#ifdef LINT_HOOK
static void
lint_hook(struct node *x)
{
	x->hooked++;
}
#endif

/*
 * Keys 2i, then the odd keys 2i + 1 for the positional inserts; key and
 * copy are the probes (static: the analysers see their links zeroed).
 */
static struct node nodes[2 * NNODES], key, copy;
static int failures;

/* A function, not a block per check: the expanded unit stays small. */
static void
check(int ok, int line, const char *what)
{
	if (!ok) {
		(void)fprintf(stderr, "matrix.c:%d: check failed: %s\n",
		    line, what);
		failures++;
	}
}

#define CHECK(cond)	check(!!(cond), __LINE__, #cond)

static int
icmp(struct node *a, struct node *b)
{
	return (a->key < b->key ? -1 : a->key > b->key);
}

/* The hooks: recompute the subtree size; nonzero iff it changed. */
#define DEFINE_SIZE_HOOK(fn, field, size)				\
static int								\
fn(struct node *x)							\
{									\
	int size_ = 1;							\
									\
	if (RB_LEFT(x, field) != NULL)					\
		size_ += RB_LEFT(x, field)->size;			\
	if (RB_RIGHT(x, field) != NULL)					\
		size_ += RB_RIGHT(x, field)->size;			\
	if (size_ == x->size)						\
		return (0);						\
	x->size = size_;						\
	return (1);							\
}

DEFINE_SIZE_HOOK(csize_update, clink, csize)

RB_HEAD(itree, node);
RB_PROTOTYPE(itree, node, ilink, icmp)
RB_GENERATE(itree, node, ilink, icmp)

RB_HEAD_CACHED(ctree, node);
RB_PROTOTYPE_CACHED_AUGMENT_STATIC(ctree, node, clink, icmp, csize_update)
RB_GENERATE_CACHED_AUGMENT_STATIC(ctree, node, clink, icmp, csize_update)

SPLAY_HEAD(sptree, node);
SPLAY_PROTOTYPE(sptree, node, splink, icmp)
SPLAY_GENERATE(sptree, node, splink, icmp)

#ifndef LINT_SUBSET
static long
lcmp(struct node *a, struct node *b)
{
	long ka = a->key, kb = b->key;

	return (ka - kb);
}

static int
ccmp(const struct node *a, const struct node *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

DEFINE_SIZE_HOOK(asize_update, alink, asize)
DEFINE_SIZE_HOOK(bsize_update, blink, bsize)
DEFINE_SIZE_HOOK(fsize_update, flink, fsize)
DEFINE_SIZE_HOOK(gsize_update, glink, gsize)

RB_HEAD(stree, node);
RB_PROTOTYPE_STATIC(stree, node, slink, lcmp)
RB_GENERATE_STATIC(stree, node, slink, lcmp)

RB_HEAD(xtree, node);
RB_PROTOTYPE_INTERNAL(xtree, node, xlink, ccmp, static)
RB_GENERATE_INTERNAL(xtree, node, xlink, ccmp, static)

RB_HEAD(ptree, node);
PER_OP_PROTOTYPES(ptree, node, )
PER_OP_GENERATE(ptree, node, plink, icmp, )

/*
 * A subset on purpose, so written out rather than PER_OP_GENERATE: it
 * checks FreeBSD's dependency rules, that INSERT, REMOVE, FIND, MINMAX and
 * NEXT build with only the generators they depend on (and no prototypes).
 */
RB_HEAD(qtree, node);
RB_GENERATE_INSERT_COLOR(qtree, node, qlink, static)
RB_GENERATE_INSERT_FINISH(qtree, node, qlink, static)
RB_GENERATE_INSERT(qtree, node, qlink, lcmp, static)
RB_GENERATE_REMOVE_COLOR(qtree, node, qlink, static)
RB_GENERATE_REMOVE(qtree, node, qlink, static)
RB_GENERATE_FIND(qtree, node, qlink, lcmp, static)
RB_GENERATE_MINMAX(qtree, node, qlink, static)
RB_GENERATE_NEXT(qtree, node, qlink, static)

RB_HEAD(atree, node);
RB_PROTOTYPE_AUGMENT(atree, node, alink, icmp, asize_update)
RB_GENERATE_AUGMENT(atree, node, alink, icmp, asize_update)

RB_HEAD(btree, node);
RB_PROTOTYPE_AUGMENT_STATIC(btree, node, blink, lcmp, bsize_update)
RB_GENERATE_AUGMENT_STATIC(btree, node, blink, lcmp, bsize_update)

RB_HEAD_CACHED(dtree, node);
RB_PROTOTYPE_CACHED(dtree, node, dlink, icmp)
RB_GENERATE_CACHED(dtree, node, dlink, icmp)

RB_HEAD_CACHED(etree, node);
RB_PROTOTYPE_CACHED_STATIC(etree, node, elink, ccmp)
RB_GENERATE_CACHED_STATIC(etree, node, elink, ccmp)

RB_HEAD_CACHED(ftree, node);
RB_PROTOTYPE_CACHED_AUGMENT(ftree, node, flink, icmp, fsize_update)
RB_GENERATE_CACHED_AUGMENT(ftree, node, flink, icmp, fsize_update)

/* FreeBSD's global hook, in force for the trees generated from here on. */
#undef RB_AUGMENT
#define RB_AUGMENT(x)	((void)gsize_update(x))
RB_HEAD(gtree, node);
RB_PROTOTYPE_STATIC(gtree, node, glink, icmp)
RB_GENERATE_STATIC(gtree, node, glink, icmp)
#endif /* !LINT_SUBSET */

/* The walk foreach (RB_FOREACH, SPLAY_FOREACH) ascends over expect keys. */
#define CHECK_ASCENDS(foreach, name, head, expect) do {			\
	struct node *a_;						\
	int count_ = 0, last_ = -1;					\
	foreach(a_, name, head) {					\
		CHECK(a_->key > last_);					\
		last_ = a_->key;					\
		count_++;						\
	}								\
	CHECK(count_ == (expect));					\
} while (0)

/*
 * Walk a tree: the in-order keys ascend strictly, the parent links match
 * the child links, both directions count expect elements, and it is valid.
 */
#define CHECK_TREE(name, field, head, expect) do {			\
	struct node *n_;						\
	int back_ = 0;							\
	CHECK_ASCENDS(RB_FOREACH, name, head, expect);			\
	CHECK(RB_ROOT(head) == NULL ||					\
	    RB_PARENT(RB_ROOT(head), field) == NULL);			\
	RB_FOREACH_REVERSE(n_, name, head) {				\
		back_++;						\
		CHECK(RB_LEFT(n_, field) == NULL ||			\
		    RB_PARENT(RB_LEFT(n_, field), field) == n_);	\
		CHECK(RB_RIGHT(n_, field) == NULL ||			\
		    RB_PARENT(RB_RIGHT(n_, field), field) == n_);	\
	}								\
	CHECK(back_ == (expect));					\
	CHECK(RB_VALIDATE(name, head) == NULL);				\
} while (0)

/*
 * A test that uses every generated function of a complete instantiation,
 * on a head initialized at file scope (RB_INITIALIZER is a constant).
 */
#define DEFINE_FULL_TEST(name, field)					\
static struct name name##_head = RB_INITIALIZER(&name##_head);		\
static void								\
test_##name(void)							\
{									\
	struct name *head = &name##_head;				\
	struct node *n, *t, *from, *odd = nodes + NNODES;		\
	int i, count;							\
									\
	CHECK(RB_EMPTY(head));						\
	CHECK(RB_MIN(name, head) == NULL);				\
	CHECK(RB_MAX(name, head) == NULL);				\
	for (i = 0; i < NNODES; i++)					\
		CHECK(RB_INSERT(name, head, &nodes[(i * 7) % NNODES])	\
		    == NULL);						\
	CHECK(!RB_EMPTY(head));						\
	CHECK_TREE(name, field, head, NNODES);				\
	/* A duplicate key returns the resident element. */		\
	key.key = nodes[7].key;						\
	CHECK(RB_INSERT(name, head, &key) == &nodes[7]);		\
	CHECK(RB_FIND(name, head, &key) == &nodes[7]);			\
	key.key = 1;			/* all keys are even */		\
	CHECK(RB_FIND(name, head, &key) == NULL);			\
	CHECK(RB_NFIND(name, head, &key) == &nodes[1]);			\
	CHECK(RB_PFIND(name, head, &key) == &nodes[0]);			\
	key.key = -1;							\
	CHECK(RB_NFIND(name, head, &key) == &nodes[0]);			\
	CHECK(RB_PFIND(name, head, &key) == NULL);			\
	key.key = 2 * NNODES;						\
	CHECK(RB_NFIND(name, head, &key) == NULL);			\
	CHECK(RB_PFIND(name, head, &key) == &nodes[NNODES - 1]);	\
	n = &nodes[0];							\
	t = &nodes[NNODES - 1];						\
	CHECK(RB_MIN(name, head) == n);					\
	CHECK(name##_RB_MINMAX(head, RB_NEGINF) == n);			\
	CHECK(RB_MAX(name, head) == t);					\
	CHECK(name##_RB_MINMAX(head, RB_INF) == t);			\
	CHECK(RB_NEXT(name, head, n) == &nodes[1]);			\
	CHECK(RB_PREV(name, head, t) == &nodes[NNODES - 2]);		\
	CHECK(RB_PREV(name, head, n) == NULL);				\
	CHECK(RB_NEXT(name, head, t) == NULL);				\
	/* Positional inserts: key 2i+1 goes right after 2i (even i)	\
	 * or right before 2i+2 (odd i). */				\
	for (i = 0; i < NNODES - 1; i++) {				\
		if (i % 2 == 0)						\
			CHECK(RB_INSERT_NEXT(name, head, &nodes[i],	\
			    &odd[i]) == NULL);				\
		else							\
			CHECK(RB_INSERT_PREV(name, head, &nodes[i + 1],	\
			    &odd[i]) == NULL);				\
	}								\
	CHECK_TREE(name, field, head, 2 * NNODES - 1);			\
	key.key = 21;							\
	CHECK(RB_FIND(name, head, &key) == &odd[10]);			\
	/* REINSERT: key unchanged, moved to the end, moved back. */	\
	n = &nodes[10];							\
	CHECK(RB_REINSERT(name, head, n) == NULL);			\
	n->key = 4 * NNODES;						\
	CHECK(RB_REINSERT(name, head, n) == NULL);			\
	CHECK(RB_MAX(name, head) == n);					\
	CHECK(RB_PREV(name, head, n) == &nodes[NNODES - 1]);		\
	n->key = 20;							\
	CHECK(RB_REINSERT(name, head, n) == NULL);			\
	CHECK(RB_NEXT(name, head, n) == &odd[10]);			\
	CHECK_TREE(name, field, head, 2 * NNODES - 1);			\
	/* Remove the odd keys while iterating. */			\
	RB_FOREACH_SAFE(n, name, head, t)				\
		if (n->key % 2 != 0)					\
			CHECK(RB_REMOVE(name, head, n) == n);		\
	CHECK_TREE(name, field, head, NNODES);				\
	/* REPLACE by a copy and back; the augment walk (no hook). */	\
	copy.key = nodes[5].key;					\
	CHECK(RB_REPLACE(name, head, &nodes[5], &copy) == &nodes[5]);	\
	CHECK(RB_FIND(name, head, &nodes[5]) == &copy);			\
	CHECK(RB_REPLACE(name, head, &copy, &nodes[5]) == &copy);	\
	CHECK(RB_FIND(name, head, &copy) == &nodes[5]);			\
	RB_UPDATE_AUGMENT_TREE(name, &nodes[5]);			\
	CHECK(RB_POP_MIN(name, head) == &nodes[0]);			\
	CHECK(RB_MIN(name, head) == &nodes[1]);				\
	CHECK_TREE(name, field, head, NNODES - 1);			\
	/* FOREACH_FROM from the middle, removing every other element. */\
	from = &nodes[NNODES / 2];					\
	count = 0;							\
	RB_FOREACH_FROM(n, name, from) {				\
		if (count++ % 2 == 0)					\
			CHECK(RB_REMOVE(name, head, n) == n);		\
	}								\
	CHECK(count == NNODES / 2);					\
	CHECK_TREE(name, field, head, NNODES - 1 - NNODES / 4);	\
	/* REVERSE_FROM from the middle, removing everything below. */	\
	from = &nodes[NNODES / 2 - 1];					\
	count = 0;							\
	RB_FOREACH_REVERSE_FROM(n, name, from) {			\
		CHECK(RB_REMOVE(name, head, n) == n);			\
		count++;						\
	}								\
	CHECK(count == NNODES / 2 - 1);					\
	CHECK(RB_MIN(name, head) == &nodes[NNODES / 2 + 1]);		\
	/* SAFE loops empty the tree. */				\
	count = 0;							\
	RB_FOREACH_SAFE(n, name, head, t) {				\
		if (count++ % 2)					\
			CHECK(RB_REMOVE(name, head, n) == n);		\
	}								\
	RB_FOREACH_REVERSE_SAFE(n, name, head, t)			\
		CHECK(RB_REMOVE(name, head, n) == n);			\
	CHECK(RB_EMPTY(head));						\
	CHECK(RB_ROOT(head) == NULL);					\
	CHECK(RB_MIN(name, head) == NULL);				\
	CHECK(RB_POP_MIN(name, head) == NULL);				\
	CHECK(RB_VALIDATE(name, head) == NULL);				\
	/* POSTORDER visits children before parents. */			\
	for (i = 0; i < NNODES / 2; i++)				\
		CHECK(RB_INSERT(name, head, &nodes[i]) == NULL);	\
	count = 0;							\
	RB_FOREACH_POSTORDER(n, name, head, t) {			\
		CHECK(RB_LEFT(n, field) == NULL ||			\
		    RB_LEFT(n, field)->key == -1);			\
		CHECK(RB_RIGHT(n, field) == NULL ||			\
		    RB_RIGHT(n, field)->key == -1);			\
		n->key = -1;			/* "freed" */		\
		count++;						\
	}								\
	CHECK(count == NNODES / 2);					\
	RB_INIT(head);							\
	for (i = 0; i < NNODES / 2; i++)				\
		nodes[i].key = 2 * i;					\
}

/* Every subtree size is right: its hook finds nothing to change. */
#define CHECK_SIZES(name, size, head) do {				\
	struct node *n_;						\
	RB_FOREACH(n_, name, head)					\
		CHECK(size##_update(n_) == 0);				\
} while (0)

/*
 * The summaries of an augmented tree through inserts, removes, a
 * replacement and a repair.  update(n) is that tree's repair of n after a
 * change of n's summary: RB_UPDATE_AUGMENT_TREE, or for the global hook
 * FreeBSD's RB_UPDATE_AUGMENT.
 */
#define DEFINE_SIZE_TEST(name, field, size, update)			\
static void								\
size_##name(void)							\
{									\
	struct name head = RB_INITIALIZER(&head);			\
	struct node *n, *t;						\
	int i;								\
									\
	for (i = 0; i < NNODES; i++)					\
		nodes[i].size = -1;					\
	for (i = 0; i < NNODES; i++)					\
		CHECK(RB_INSERT(name, &head, &nodes[(i * 7) % NNODES])	\
		    == NULL);						\
	CHECK_SIZES(name, size, &head);					\
	CHECK(RB_ROOT(&head)->size == NNODES);				\
	RB_FOREACH_SAFE(n, name, &head, t)				\
		if (n->key % 3 == 0)					\
			CHECK(RB_REMOVE(name, &head, n) == n);		\
	CHECK_SIZES(name, size, &head);					\
	CHECK(RB_ROOT(&head)->size == NNODES - (NNODES + 2) / 3);	\
	copy = nodes[10];						\
	copy.size = -1;							\
	CHECK(RB_REPLACE(name, &head, &nodes[10], &copy) == &nodes[10]);\
	CHECK_SIZES(name, size, &head);					\
	CHECK(RB_REPLACE(name, &head, &copy, &nodes[10]) == &copy);	\
	/* Spoil a leaf's summary, then repair it. */			\
	n = RB_MAX(name, &head);					\
	while (RB_LEFT(n, field) != NULL)				\
		n = RB_LEFT(n, field);					\
	n->size = 0;							\
	update;								\
	CHECK_SIZES(name, size, &head);					\
	n = RB_MIN(name, &head);					\
	CHECK(RB_POP_MIN(name, &head) == n);				\
	CHECK_SIZES(name, size, &head);					\
	RB_FOREACH_SAFE(n, name, &head, t)				\
		CHECK(RB_REMOVE(name, &head, n) == n);			\
	CHECK(RB_EMPTY(&head));						\
}

/* The cache of a cached head: count and minimum follow every change. */
#define DEFINE_CACHED_TEST(name)					\
static void								\
cached_##name(void)							\
{									\
	struct name head = RB_INITIALIZER(&head);			\
	struct node *n, *t;						\
	size_t count = NNODES;						\
	int i;								\
									\
	CHECK(RB_COUNT(name, &head) == 0);				\
	CHECK(RB_COUNT_LOCKLESS(name, &head) == 0);			\
	CHECK(RB_MIN_LOCKLESS(name, &head) == NULL);			\
	for (i = 0; i < NNODES; i++)					\
		CHECK(RB_INSERT(name, &head, &nodes[(i * 17) % NNODES])	\
		    == NULL);						\
	/* POP_MIN the lower half. */					\
	for (i = 0; i < NNODES / 2; i++) {				\
		CHECK(RB_COUNT(name, &head) == count);			\
		CHECK(RB_COUNT_LOCKLESS(name, &head) == count);		\
		CHECK(RB_MIN_LOCKLESS(name, &head) == &nodes[i]);	\
		CHECK(RB_POP_MIN(name, &head) == &nodes[i]);		\
		count--;						\
	}								\
	RB_FOREACH_REVERSE_SAFE(n, name, &head, t)			\
		CHECK(RB_REMOVE(name, &head, n) == n);			\
	CHECK(RB_COUNT(name, &head) == 0);				\
	CHECK(RB_MIN_LOCKLESS(name, &head) == NULL);			\
}

DEFINE_FULL_TEST(itree, ilink)
DEFINE_FULL_TEST(ctree, clink)
DEFINE_SIZE_TEST(ctree, clink, csize, RB_UPDATE_AUGMENT_TREE(ctree, n))
DEFINE_CACHED_TEST(ctree)

static struct sptree sphead = SPLAY_INITIALIZER(&sphead);

static void
test_splay(void)
{
	struct node *n;
	int i;

	CHECK(SPLAY_EMPTY(&sphead));
	CHECK(SPLAY_MIN(sptree, &sphead) == NULL);
	for (i = 0; i < NNODES; i++)
		CHECK(SPLAY_INSERT(sptree, &sphead,
		    &nodes[(i * 13) % NNODES]) == NULL);
	CHECK(!SPLAY_EMPTY(&sphead));
	key.key = 30;
	CHECK(SPLAY_INSERT(sptree, &sphead, &key) == &nodes[15]);
	CHECK(SPLAY_FIND(sptree, &sphead, &key) == &nodes[15]);
	/* FIND splays the element found to the root. */
	n = &nodes[15];
	CHECK(SPLAY_ROOT(&sphead) == n);
	CHECK(SPLAY_LEFT(n, splink) == NULL ||
	    SPLAY_LEFT(n, splink)->key < n->key);
	CHECK(SPLAY_RIGHT(n, splink) == NULL ||
	    SPLAY_RIGHT(n, splink)->key > n->key);
	CHECK(SPLAY_NEXT(sptree, &sphead, &nodes[15]) == &nodes[16]);
	CHECK(SPLAY_MIN(sptree, &sphead) == &nodes[0]);
	CHECK(SPLAY_MAX(sptree, &sphead) == &nodes[NNODES - 1]);
	CHECK(SPLAY_NEXT(sptree, &sphead, &nodes[NNODES - 1]) == NULL);
	CHECK(sptree_SPLAY_MIN_MAX(&sphead, SPLAY_NEGINF) == &nodes[0]);
	CHECK(sptree_SPLAY_MIN_MAX(&sphead, SPLAY_INF) == &nodes[NNODES - 1]);
	CHECK_ASCENDS(SPLAY_FOREACH, sptree, &sphead, NNODES);
	/* As in BSD, SPLAY_REMOVE returns its argument when it removed the
	 * element with an equal key, NULL when there was none. */
	CHECK(SPLAY_REMOVE(sptree, &sphead, &key) == &key);
	CHECK(SPLAY_FIND(sptree, &sphead, &key) == NULL);
	CHECK(SPLAY_REMOVE(sptree, &sphead, &key) == NULL);
	CHECK(SPLAY_INSERT(sptree, &sphead, &nodes[15]) == NULL);
	while (!SPLAY_EMPTY(&sphead)) {
		n = SPLAY_MIN(sptree, &sphead);
		CHECK(SPLAY_REMOVE(sptree, &sphead, n) == n);
	}
	CHECK(SPLAY_EMPTY(&sphead));
	SPLAY_INIT(&sphead);
	CHECK(SPLAY_ROOT(&sphead) == NULL);
}

#ifndef LINT_SUBSET
static struct stree shead;

static void
test_stree(void)
{
	struct node *n, *t;
	int i;

	/* Uses INSERT, FIND, REMOVE, MINMAX, NEXT, PREV and VALIDATE only:
	 * the unused static functions must not cause warnings. */
	RB_INIT(&shead);
	CHECK(RB_EMPTY(&shead));
	for (i = NNODES - 1; i >= 0; i--)
		CHECK(RB_INSERT(stree, &shead, &nodes[i]) == NULL);
	CHECK_TREE(stree, slink, &shead, NNODES);
	key.key = 40;
	CHECK(RB_FIND(stree, &shead, &key) == &nodes[20]);
	RB_FOREACH_SAFE(n, stree, &shead, t)
		if (n->key % 4 == 0)
			CHECK(RB_REMOVE(stree, &shead, n) == n);
	CHECK_TREE(stree, slink, &shead, NNODES / 2);
	CHECK(RB_FIND(stree, &shead, &key) == NULL);
	RB_FOREACH_REVERSE_SAFE(n, stree, &shead, t)
		RB_REMOVE(stree, &shead, n);
	CHECK(RB_EMPTY(&shead));
}

static void
test_qtree(void)
{
	struct qtree head = RB_INITIALIZER(&head);
	struct node *n;
	int i;

	for (i = 0; i < NNODES; i++)
		CHECK(RB_INSERT(qtree, &head, &nodes[(i * 11) % NNODES]) ==
		    NULL);
	key.key = 100;
	CHECK(RB_INSERT(qtree, &head, &key) == &nodes[50]);
	CHECK(RB_FIND(qtree, &head, &key) == &nodes[50]);
	CHECK(RB_REMOVE(qtree, &head, &nodes[50]) == &nodes[50]);
	CHECK(RB_FIND(qtree, &head, &key) == NULL);
	CHECK_ASCENDS(RB_FOREACH, qtree, &head, NNODES - 1);
	CHECK(RB_MAX(qtree, &head) == &nodes[NNODES - 1]);
	while (!RB_EMPTY(&head)) {
		n = RB_MIN(qtree, &head);
		RB_REMOVE(qtree, &head, n);
	}
	CHECK(RB_EMPTY(&head));
}

DEFINE_FULL_TEST(xtree, xlink)
DEFINE_FULL_TEST(ptree, plink)
DEFINE_FULL_TEST(atree, alink)
DEFINE_FULL_TEST(btree, blink)
DEFINE_FULL_TEST(dtree, dlink)
DEFINE_FULL_TEST(etree, elink)
DEFINE_FULL_TEST(ftree, flink)
DEFINE_FULL_TEST(gtree, glink)
DEFINE_SIZE_TEST(atree, alink, asize, RB_UPDATE_AUGMENT_TREE(atree, n))
DEFINE_SIZE_TEST(btree, blink, bsize, RB_UPDATE_AUGMENT_TREE(btree, n))
DEFINE_SIZE_TEST(ftree, flink, fsize, RB_UPDATE_AUGMENT_TREE(ftree, n))
DEFINE_SIZE_TEST(gtree, glink, gsize, RB_UPDATE_AUGMENT(n, glink))
DEFINE_CACHED_TEST(dtree)
DEFINE_CACHED_TEST(etree)
DEFINE_CACHED_TEST(ftree)
#endif /* !LINT_SUBSET */

int
main(void)
{
	int i;

	for (i = 0; i < NNODES; i++) {
		nodes[i].key = 2 * i;
		nodes[NNODES + i].key = 2 * i + 1;
	}
	test_itree();
	test_ctree();
	size_ctree();
	cached_ctree();
	test_splay();
#ifndef LINT_SUBSET
	test_stree();
	test_qtree();
	test_xtree();
	test_ptree();
	test_atree();
	test_btree();
	test_dtree();
	test_etree();
	test_ftree();
	test_gtree();
	size_atree();
	size_btree();
	size_ftree();
	size_gtree();
	cached_dtree();
	cached_etree();
	cached_ftree();
#endif
	if (failures != 0)
		(void)fprintf(stderr, "matrix: %d checks failed\n", failures);
	return (failures == 0 ? 0 : 1);
}
