/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Lint instantiations: one translation unit, valid C99..C17 and C++11 and
 * later, that instantiates every generator of tree.h and uses every
 * public macro, for the static analysers of "make lint" (cppcheck,
 * clang-tidy, scan-build).  Built once as is and once with -DTREE_DEBUG
 * (the default reporter: prints and aborts); -DLINT_HOOK also defines
 * the global FreeBSD hook RB_AUGMENT before the include.
 *
 *   etree   RB_PROTOTYPE + RB_GENERATE (extern)
 *   stree   RB_PROTOTYPE_STATIC + RB_GENERATE_STATIC, comparator returns long
 *   xtree   RB_PROTOTYPE_INTERNAL + RB_GENERATE_INTERNAL, const comparator
 *   ptree   every RB_PROTOTYPE_<OP> / RB_GENERATE_<OP> (tests/per_op.h),
 *           attr static
 *   ctree   RB_HEAD_CACHED + RB_GENERATE_CACHED
 *   atree   RB_GENERATE_AUGMENT_STATIC (subtree sizes)
 *   catree  RB_GENERATE_CACHED_AUGMENT_STATIC
 *   sptree  SPLAY_PROTOTYPE + SPLAY_GENERATE
 * It runs: exit status 0 when every tree behaved.
 *
 * -DLINT_SUBSET keeps only etree, catree and sptree: the path-sensitive
 * analyser (scan-build, clang-tidy's clang-analyzer-*) costs about ten
 * seconds of CPU per tree, and the other trees expand to the same code
 * (RB_GENERATE_STATIC, _INTERNAL and the per-op generators differ only in
 * linkage; ctree and atree are halves of catree).
 */
#include <stdio.h>
#include <string.h>

#ifdef LINT_HOOK
/* The global hook of FreeBSD: recompute a node's subtree size. */
#define RB_AUGMENT(x)	lint_hook(x)
struct node;
static void lint_hook(struct node *);
#endif

#include "tree.h"
#include "../per_op.h"

#define NNODES	64

struct node {
	RB_ENTRY(node)		elink, slink, xlink, plink, clink, alink, calink;
	SPLAY_ENTRY(node)	splink;
	int			key;
	unsigned		size;	/* atree / catree: subtree size */
	unsigned		hooked;	/* LINT_HOOK: calls of the hook */
};

#ifdef LINT_HOOK
static void
lint_hook(struct node *x)
{
	x->hooked++;
}
#endif

static int
icmp(struct node *a, struct node *b)
{
	return (a->key < b->key ? -1 : a->key > b->key);
}

#ifndef LINT_SUBSET
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
#endif


#define SIZE_OF(x, f)	((x) == NULL ? 0U : (x)->size)
#define AUG_BODY(x, f) do {						\
	unsigned s_ = 1U + SIZE_OF(RB_LEFT(x, f), f) +			\
	    SIZE_OF(RB_RIGHT(x, f), f);					\
	if (s_ == (x)->size)						\
		return (0);						\
	(x)->size = s_;							\
	return (1);							\
} while (0)

#ifndef LINT_SUBSET
static int
aug_a(struct node *x)
{
	AUG_BODY(x, alink);
}
#endif


static int
aug_ca(struct node *x)
{
	AUG_BODY(x, calink);
}

RB_HEAD(etree, node);
RB_HEAD(stree, node);
RB_HEAD(xtree, node);
RB_HEAD(ptree, node);
RB_HEAD_CACHED(ctree, node);
RB_HEAD(atree, node);
RB_HEAD_CACHED(catree, node);
SPLAY_HEAD(sptree, node);

RB_PROTOTYPE(etree, node, elink, icmp)
RB_GENERATE(etree, node, elink, icmp)

#ifndef LINT_SUBSET
RB_PROTOTYPE_STATIC(stree, node, slink, lcmp)
RB_GENERATE_STATIC(stree, node, slink, lcmp)

RB_PROTOTYPE_INTERNAL(xtree, node, xlink, ccmp, static)
RB_GENERATE_INTERNAL(xtree, node, xlink, ccmp, static)

PER_OP_PROTOTYPES(ptree, node, static)
PER_OP_GENERATE(ptree, node, plink, icmp, static)

RB_PROTOTYPE_CACHED(ctree, node, clink, icmp)
RB_GENERATE_CACHED(ctree, node, clink, icmp)
#endif


#ifndef LINT_SUBSET
RB_PROTOTYPE_AUGMENT_STATIC(atree, node, alink, icmp, aug_a)
RB_GENERATE_AUGMENT_STATIC(atree, node, alink, icmp, aug_a)
#endif


RB_PROTOTYPE_CACHED_AUGMENT_STATIC(catree, node, calink, icmp, aug_ca)
RB_GENERATE_CACHED_AUGMENT_STATIC(catree, node, calink, icmp, aug_ca)

SPLAY_PROTOTYPE(sptree, node, splink, icmp)
SPLAY_GENERATE(sptree, node, splink, icmp)

static struct node nodes[NNODES], extra[4];
static int failures;

#define CHECK(cond) do {						\
	if (!(cond)) {							\
		(void)fprintf(stderr, "inst.c:%d: check failed: %s\n", \
		    __LINE__, #cond);					\
		failures++;						\
	}								\
} while (0)

/*
 * One body for every RB instantiation: insert all (odd keys, scrambled),
 * look up, walk every way, positional inserts, reinsert, replace,
 * pop-min, remove, postorder teardown.
 */
#define EXERCISE(name, field, head) do {				\
	struct node key_, *n_, *t_, *y_;				\
	int i_, c_;							\
									\
	memset(&key_, 0, sizeof(key_));					\
	RB_INIT(head);							\
	CHECK(RB_EMPTY(head));						\
	CHECK(RB_MIN(name, head) == NULL && RB_MAX(name, head) == NULL); \
	for (i_ = 0; i_ < NNODES; i_++) {				\
		nodes[i_].key = 2 * ((i_ * 37) % NNODES) + 1;		\
		CHECK(RB_INSERT(name, head, &nodes[i_]) == NULL);	\
	}								\
	CHECK(RB_VALIDATE(name, head) == NULL);				\
	/* An in-place change, then the hook up from the node. */	\
	RB_UPDATE_AUGMENT_TREE(name, &nodes[7]);			\
	key_.key = nodes[5].key;					\
	CHECK(RB_INSERT(name, head, &key_) == &nodes[5]);		\
	CHECK(RB_FIND(name, head, &key_) == &nodes[5]);			\
	key_.key = 2;							\
	n_ = RB_NFIND(name, head, &key_);				\
	CHECK(n_ != NULL && n_->key == 3);				\
	n_ = RB_PFIND(name, head, &key_);				\
	CHECK(n_ != NULL && n_->key == 1);				\
	n_ = RB_MIN(name, head);					\
	t_ = RB_MAX(name, head);					\
	CHECK(n_ != NULL && n_->key == 1);				\
	CHECK(t_ != NULL && t_->key == 2 * NNODES - 1);			\
	CHECK(n_ != NULL && RB_PREV(name, head, n_) == NULL);		\
	CHECK(t_ != NULL && RB_NEXT(name, head, t_) == NULL);		\
	CHECK(RB_ROOT(head) != NULL &&					\
	    RB_PARENT(RB_ROOT(head), field) == NULL);			\
	c_ = 0;								\
	RB_FOREACH(n_, name, head)					\
		c_++;							\
	RB_FOREACH_REVERSE(n_, name, head)				\
		c_++;							\
	RB_FOREACH_SAFE(n_, name, head, y_)				\
		c_++;							\
	RB_FOREACH_REVERSE_SAFE(n_, name, head, y_)			\
		c_++;							\
	CHECK(c_ == 4 * NNODES);					\
	key_.key = NNODES + 1;						\
	y_ = RB_FIND(name, head, &key_);				\
	c_ = 0;								\
	RB_FOREACH_FROM(n_, name, y_)					\
		c_++;							\
	y_ = RB_FIND(name, head, &key_);				\
	RB_FOREACH_REVERSE_FROM(n_, name, y_)				\
		c_++;							\
	CHECK(c_ == NNODES + 1);					\
	/* Positional inserts next to key 1 (even keys are free). */	\
	n_ = RB_MIN(name, head);					\
	extra[0].key = 2;						\
	extra[1].key = 0;						\
	if (n_ != NULL) {						\
		CHECK(RB_INSERT_NEXT(name, head, n_, &extra[0]) == NULL); \
		CHECK(RB_INSERT_PREV(name, head, n_, &extra[1]) == NULL); \
	}								\
	/* Reinsert after a key change; replace with an equal key. */	\
	extra[0].key = 2 * NNODES + 2;					\
	CHECK(RB_REINSERT(name, head, &extra[0]) == NULL);		\
	CHECK(RB_MAX(name, head) == &extra[0]);				\
	extra[2].key = extra[1].key;					\
	CHECK(RB_REPLACE(name, head, &extra[1], &extra[2]) == &extra[1]); \
	CHECK(RB_POP_MIN(name, head) == &extra[2]);			\
	CHECK(RB_REMOVE(name, head, &extra[0]) == &extra[0]);		\
	CHECK(RB_VALIDATE(name, head) == NULL);				\
	for (i_ = 0; i_ < NNODES; i_ += 3)				\
		CHECK(RB_REMOVE(name, head, &nodes[i_]) == &nodes[i_]);	\
	CHECK(RB_VALIDATE(name, head) == NULL);				\
	c_ = 0;								\
	RB_FOREACH_POSTORDER(n_, name, head, y_)			\
		c_++;							\
	CHECK(c_ == NNODES - (NNODES + 2) / 3);				\
	RB_INIT(head);							\
} while (0)

static struct etree ehead = RB_INITIALIZER(&ehead);
#ifndef LINT_SUBSET
static struct stree shead = RB_INITIALIZER(&shead);
static struct xtree xhead;
static struct ptree phead;
static struct ctree chead = RB_INITIALIZER(&chead);
static struct atree ahead;
#endif

static struct catree cahead;
static struct sptree sphead = SPLAY_INITIALIZER(&sphead);

static void
exercise_splay(void)
{
	struct node key, *n, *y;
	int i, c = 0;

	SPLAY_INIT(&sphead);
	CHECK(SPLAY_EMPTY(&sphead));
	CHECK(SPLAY_MIN(sptree, &sphead) == NULL);
	for (i = 0; i < NNODES; i++) {
		nodes[i].key = 2 * ((i * 37) % NNODES) + 1;
		CHECK(SPLAY_INSERT(sptree, &sphead, &nodes[i]) == NULL);
	}
	memset(&key, 0, sizeof(key));
	key.key = nodes[3].key;
	CHECK(SPLAY_INSERT(sptree, &sphead, &key) == &nodes[3]);
	CHECK(SPLAY_FIND(sptree, &sphead, &key) == &nodes[3]);
	CHECK(SPLAY_ROOT(&sphead) == &nodes[3]);
	CHECK(SPLAY_LEFT(&nodes[3], splink) != NULL ||
	    SPLAY_RIGHT(&nodes[3], splink) != NULL);
	n = SPLAY_MIN(sptree, &sphead);
	y = SPLAY_MAX(sptree, &sphead);
	CHECK(n != NULL && n->key == 1 && y != NULL &&
	    y->key == 2 * NNODES - 1);
	SPLAY_FOREACH(n, sptree, &sphead)
		c++;
	CHECK(c == NNODES);
	CHECK(SPLAY_NEXT(sptree, &sphead, y) == NULL);
	(void)sptree_SPLAY_MIN_MAX(&sphead, SPLAY_NEGINF);
	(void)sptree_SPLAY_MIN_MAX(&sphead, SPLAY_INF);
	for (i = 0; i < NNODES; i++)
		CHECK(SPLAY_REMOVE(sptree, &sphead, &nodes[i]) == &nodes[i]);
	CHECK(SPLAY_EMPTY(&sphead));
}

int
main(void)
{
	EXERCISE(etree, elink, &ehead);
#ifndef LINT_SUBSET
	EXERCISE(stree, slink, &shead);
	EXERCISE(xtree, xlink, &xhead);
	EXERCISE(ptree, plink, &phead);
	EXERCISE(ctree, clink, &chead);
	CHECK(RB_COUNT(ctree, &chead) == 0);
	CHECK(RB_COUNT_LOCKLESS(ctree, &chead) == 0);
	CHECK(RB_MIN_LOCKLESS(ctree, &chead) == NULL);
	EXERCISE(atree, alink, &ahead);
#endif

	EXERCISE(catree, calink, &cahead);
	exercise_splay();
	if (failures != 0)
		(void)fprintf(stderr, "inst.c: %d checks failed\n", failures);
	return (failures == 0 ? 0 : 1);
}
