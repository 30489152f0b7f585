/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The test engine: one differential driver for every instantiation of
 * tree.h, plain C with no test framework (engine.c).  A run decodes a
 * program of tree operations from a seeded PRNG or from a fuzzer's bytes,
 * applies each to the tree and to a reference model (a sorted array of
 * (key, element) pairs, and for splay trees a reference top-down splay of
 * the same elements), compares every result, and checks the structure:
 * order, parent links, weak-AVL ranks, height, RB_VALIDATE, the FOREACH
 * walks, the cached minimum and count, the augmentation summaries and the
 * hook calls, the splay tree's exact shape.
 *
 * An instantiation reaches the engine through a struct eng_tree, a table
 * of small functions that ENG_RB, ENG_RB_FULL, ENG_RB_CACHED and ENG_SPLAY
 * define and ENG_RB_OPS, ENG_RB_FULL_OPS, ENG_RB_CACHED_OPS and
 * ENG_SPLAY_OPS list (designated initialisers), for example:
 *
 *	RB_HEAD(itree, inode);
 *	RB_GENERATE_STATIC(itree, inode, link, inode_cmp)
 *	ENG_RB(itree, struct inode, link, ENG_SETKEY_INT, ENG_KEY_INT)
 *	ENG_RB_FULL(itree, struct inode, link)
 *	const struct eng_tree itree_eng = { .name = "static int tree",
 *	    ENG_RB_OPS(itree, struct inode), ENG_RB_FULL_OPS(itree) };
 *
 * A front-end (Criterion, libFuzzer, the cross and -m32 runs, the
 * coverage and mutation build) fills a struct eng_cfg and calls eng_run,
 * which returns 0, or -1 with the failure (instantiation, seed, step,
 * operation, what) in the run's msg.  A failure outside eng_run (the
 * scripted calls of eng_begin ... eng_end) prints it and exits 1.
 */
#ifndef TESTS_ENGINE_H
#define TESTS_ENGINE_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "prng_env.h"		/* the PRNG, TREE_TEST_OPS, TREE_TEST_SEED */

/* The hook of an instantiation (eng_tree.hook). */
#define ENG_HOOK	1	/* a hook that calls eng_hooked() */
#define ENG_GLOBAL_HOOK	2	/* ... defined as RB_AUGMENT(_CHECK): FreeBSD's
				   RB_UPDATE_AUGMENT(elm, field) works too */

/* The walks of eng_tree.walk. */
enum eng_walk {
	ENG_FOREACH,		/* RB_FOREACH / SPLAY_FOREACH */
	ENG_SAFE,		/* RB_FOREACH_SAFE, removing each element */
	ENG_REVERSE,		/* the rest: eng_tree.walk_full */
	ENG_REVERSE_SAFE,
	ENG_POSTORDER,		/* RB_FOREACH_POSTORDER, scribbling each */
	ENG_FROM,		/* RB_FOREACH_FROM(x, name, elm), max steps */
	ENG_REVERSE_FROM
};

struct eng_run;

/* An instantiation: element and head, and a function per operation. */
struct eng_tree {
	const char *name;
	size_t size, head_size;
	int hook;			/* 0, ENG_HOOK or ENG_GLOBAL_HOOK */
	void (*init)(void *h);
	int (*empty)(void *h);
	void *(*root)(void *h);
	void *(*left)(void *e);
	void *(*right)(void *e);
	void *(*parent)(void *e);	/* RB only */
	unsigned (*ranks)(void *e);	/* RB: 1 left, 2 right rank diff. 2
					   (TREE_RED_BLACK: 1 black);
					   NULL (libbsd): not checked */
	void (*scribble)(void *e);	/* garbage in e's links */
	void (*setkey)(void *e, long long k);
	long long (*key)(void *e);
	void *(*insert)(void *h, void *e);
	void *(*remove)(void *h, void *e);
	void *(*find)(void *h, void *probe);
	void *(*next)(void *h, void *e);
	void *(*min)(void *h);
	void *(*max)(void *h);
	size_t (*walk)(void *h, void *from, int how, void **out, size_t max);
	void (*splay)(void *h, void *probe);	/* splay trees: name_SPLAY */
	const char *(*validate)(void *h);	/* each NULL if not there: */
	void *(*nfind)(void *h, void *probe);	/* ENG_RB_FULL */
	void *(*pfind)(void *h, void *probe);
	void *(*prev)(void *h, void *e);
	void *(*insert_next)(void *h, void *at, void *e);
	void *(*insert_prev)(void *h, void *at, void *e);
	void *(*reinsert)(void *h, void *e);
	void *(*replace)(void *h, void *old, void *e);
	void *(*pop_min)(void *h);
	int (*linked)(void *h, void *e);	/* RB_LINKED */
	void (*update)(void *e, int freebsd);
	size_t (*walk_full)(void *h, void *from, int how, void **out,
	    size_t max);
	void (*split)(void *h, void *probe, void *right);	/* the range */
	void (*join)(void *left, void *right);		/* operations */
	void (*build)(void *h, void **elms, size_t n);
	void (*remove_range)(void *h, void *lo, void *hi, void *out);
	size_t (*count)(void *h, int lockless);	/* ENG_RB_CACHED */
	void *(*min_lockless)(void *h);
	/*
	 * The front-end's, all optional: the payload an augmented tree
	 * summarises (fresh: e is new; its stale summary may stay), the
	 * check of e's summary against its children's, and hooks to keep
	 * and check a second structure over the same elements.
	 */
	void (*payload)(void *e, long long v, int fresh);
	const char *(*augcheck)(void *e);
	void (*added)(struct eng_run *r, void *e);
	void (*removing)(struct eng_run *r, void *e);
	void (*check)(struct eng_run *r);
};

/* A run's parameters; zero means the default. */
struct eng_cfg {
	uint64_t seed;
	long ops;		/* steps (default 200000) */
	size_t maxn;		/* most elements at once (default 2048) */
	long long vals;		/* payloads are below this (1000000) */
	long check_every;	/* full check period (256); 1 after each */
	size_t small;		/* ... and after each up to this size (16) */
	int sums;		/* every summary after every step, not only
				   at full checks and on small trees */
	long phase;		/* steps between target sizes (4096) */
	const uint8_t *in;	/* fuzzer bytes instead of the PRNG, */
	size_t len;		/* the run ends with them */
	void *user;		/* for the front-end's hooks */
};

struct eng_ent {
	long long key;
	void *elm;
};

enum eng_op {
	ENG_INSERT, ENG_DUP, ENG_REMOVE, ENG_REMOVE_KEY, ENG_POP_MIN,
	ENG_FIND, ENG_NFIND, ENG_NEXT, ENG_PREV, ENG_MINMAX, ENG_INSERT_NEXT,
	ENG_INSERT_PREV, ENG_INSERT_RUN, ENG_REINSERT_STAY, ENG_REINSERT_MOVE,
	ENG_REINSERT_COLLIDE, ENG_REPLACE, ENG_UPDATE, ENG_WALK_FROM,
	ENG_SPLAY_KEY, ENG_SPLIT_JOIN, ENG_REMOVE_RANGE, ENG_BUILD, ENG_CLEAR,
	ENG_NOPS
};

struct eng_ref;

struct eng_run {
	const struct eng_tree *t;
	struct eng_cfg cfg;
	long step;
	const char *op;
	char msg[600];
	void *head;
	void *head2;		/* the other head of a split, a range's out */
	char *pool;		/* cap elements of t->size bytes */
	size_t cap, *freel, nfree;
	struct eng_ent *v;	/* the model, sorted by key */
	size_t n;
	void *probe;		/* an element for lookups by key */
	void **buf;		/* cap + 1 pointers, for walks */
	void **post;		/* cap pointers: a postorder */
	struct eng_ref *ref;	/* splay: the reference, one per slot, */
	struct eng_ref *ref_root, **rstack;	/* its root, a stack */
	const uint8_t *in, *end;
	struct rng rng;
	size_t target;
	long long dom;
	long counts[ENG_NOPS];
	int height;		/* of the tree at the last check */
	jmp_buf env;
	int armed;		/* inside eng_run: a failure longjmps */
};

/* A run of cfg->ops steps; 0, or -1 with the failure in r->msg. */
int eng_run(struct eng_run *r, const struct eng_tree *t,
    const struct eng_cfg *cfg);

/*
 * A scripted run: fn(r) from an empty tree, then eng_end; 0, or -1 with
 * the failure in r->msg (fn fails with eng_fail or ENG_REQUIRE).
 */
int eng_script(struct eng_run *r, const struct eng_tree *t,
    const struct eng_cfg *cfg, void (*fn)(struct eng_run *));

/*
 * Scripted runs: a failure prints r->msg and exits 1.  eng_new takes a
 * free element with key k (garbage links, a fresh payload), eng_put
 * gives one back, eng_add enters one in the model.
 */
void eng_begin(struct eng_run *r, const struct eng_tree *t,
    const struct eng_cfg *cfg);
void eng_end(struct eng_run *r);
void *eng_new(struct eng_run *r, long long k);
void eng_put(struct eng_run *r, void *e);
void eng_add(struct eng_run *r, void *e);
void *eng_insert(struct eng_run *r, long long key);
void eng_remove_at(struct eng_run *r, size_t i);
void eng_check(struct eng_run *r);
void eng_clear(struct eng_run *r);
size_t eng_lower(const struct eng_run *r, long long key);

/*
 * The check of a tree against a sorted list (the run's own tree, or an RB
 * tree beside it, as a second tree over the same elements), in a run;
 * or once, outside a run: the height, or -1 with the failure in r->msg.
 */
void eng_check_tree(struct eng_run *r, const struct eng_tree *t, void *h,
    const struct eng_ent *v, size_t n);
int eng_check_once(struct eng_run *r, const struct eng_tree *t, void *h,
    const struct eng_ent *v, size_t n);

#if defined(__GNUC__)
__attribute__((__format__(__printf__, 2, 3), __noreturn__))
#endif
void eng_fail(struct eng_run *r, const char *fmt, ...);

#define ENG_REQUIRE(r, cond, ...) do {					\
	if (!(cond))							\
		eng_fail((r), __VA_ARGS__);				\
} while (0)

/* An augmentation hook calls this with its node. */
void eng_hooked(const void *x);

/* ---- adapters ------------------------------------------------------- */

/* Keys of an int or long long member named key. */
#define ENG_SETKEY_INT(e, k)	((e)->key = (int)(k))
#define ENG_KEY_INT(e)		((long long)(e)->key)
#define ENG_SETKEY_LL(e, k)	((e)->key = (k))
#define ENG_KEY_LL(e)		((e)->key)

#define ENG_H(name, h)		((struct name *)(h))

/*
 * A new element's links: garbage (what malloc gives), but in the strict
 * debug mode (TREE_DEBUG 2), where a new RB element must be in no tree,
 * garbage marked unlinked.
 */
#if defined(TREE_DEBUG) && TREE_DEBUG + 0 >= 2 && defined(RB_ENTRY_INIT)
#define ENG_RB_FRESH(e, field)		RB_ENTRY_INIT(e, field)
#else
#define ENG_RB_FRESH(e, field)		((void)(e))
#endif
#define ENG_SPLAY_FRESH(e, field)	((void)(e))

/*
 * The operations both families have, through fam = RB or SPLAY
 * (RB_INSERT, SPLAY_INSERT, ...).
 */
#define ENG_COMMON(fam, name, type, field, setkey, getkey)		\
static void name##_eng_init(void *h) { fam##_INIT(ENG_H(name, h)); }	\
static int name##_eng_empty(void *h) { return fam##_EMPTY(ENG_H(name, h)); } \
static void *name##_eng_root(void *h) { return fam##_ROOT(ENG_H(name, h)); } \
static void *name##_eng_left(void *e) { return fam##_LEFT((type *)e, field); } \
static void *name##_eng_right(void *e)					\
{ return fam##_RIGHT((type *)e, field); }				\
static void name##_eng_scribble(void *e)				\
{									\
	memset(&((type *)e)->field, 0xa5, sizeof(((type *)e)->field));	\
	ENG_##fam##_FRESH((type *)e, field);				\
}									\
static void name##_eng_setkey(void *e, long long k) { setkey((type *)e, k); } \
static long long name##_eng_key(void *e) { return getkey((type *)e); }	\
static void *name##_eng_insert(void *h, void *e)			\
{ return fam##_INSERT(name, ENG_H(name, h), (type *)e); }		\
static void *name##_eng_remove(void *h, void *e)			\
{ return fam##_REMOVE(name, ENG_H(name, h), (type *)e); }		\
static void *name##_eng_find(void *h, void *e)				\
{ return fam##_FIND(name, ENG_H(name, h), (type *)e); }			\
static void *name##_eng_next(void *h, void *e)				\
{ (void)h; return fam##_NEXT(name, ENG_H(name, h), (type *)e); }	\
static void *name##_eng_min(void *h) { return fam##_MIN(name, ENG_H(name, h)); } \
static void *name##_eng_max(void *h) { return fam##_MAX(name, ENG_H(name, h)); }

#define ENG_COMMON_OPS(name, type)					\
	.size = sizeof(type), .head_size = sizeof(struct name),		\
	.init = name##_eng_init, .empty = name##_eng_empty,		\
	.root = name##_eng_root, .left = name##_eng_left,		\
	.right = name##_eng_right, .scribble = name##_eng_scribble,	\
	.setkey = name##_eng_setkey, .key = name##_eng_key,		\
	.insert = name##_eng_insert, .remove = name##_eng_remove,	\
	.find = name##_eng_find, .next = name##_eng_next,		\
	.min = name##_eng_min, .max = name##_eng_max,			\
	.walk = name##_eng_walk

/* The operations every RB instantiation has, and its rank bits. */
#define ENG_RB(name, type, field, setkey, getkey)			\
ENG_RB_BASE(name, type, field, setkey, getkey)				\
static unsigned name##_eng_ranks(void *e)				\
{ return (unsigned)(((type *)e)->field.rbe_up & 3); }

/* ... but the ranks: what libbsd's RB trees have too. */
#define ENG_RB_BASE(name, type, field, setkey, getkey)			\
ENG_COMMON(RB, name, type, field, setkey, getkey)			\
static void *name##_eng_parent(void *e) { return RB_PARENT((type *)e, field); } \
static size_t name##_eng_walk(void *h, void *from, int how, void **out,	\
    size_t max)								\
{									\
	type *x, *y;							\
	size_t n = 0;							\
	(void)from;							\
	if (how == ENG_FOREACH)						\
		RB_FOREACH(x, name, ENG_H(name, h))			\
			if ((out[n++] = x), n > max)			\
				break;					\
	if (how == ENG_SAFE)						\
		RB_FOREACH_SAFE(x, name, ENG_H(name, h), y)		\
			if ((out[n++] = RB_REMOVE(name, ENG_H(name, h), x)), \
			    n > max)					\
				break;					\
	return n;							\
}

#define ENG_RB_VALIDATE(name)						\
static const char *name##_eng_validate(void *h)				\
{ return RB_VALIDATE(name, ENG_H(name, h)); }

/* The operations of a full instantiation (RB_GENERATE and the like). */
#define ENG_RB_FULL(name, type, field)					\
ENG_RB_VALIDATE(name)							\
ENG_RB_WALKS(name, type)						\
static void *name##_eng_pfind(void *h, void *e)				\
{ return RB_PFIND(name, ENG_H(name, h), (type *)e); }			\
static void *name##_eng_insert_next(void *h, void *at, void *e)		\
{ return RB_INSERT_NEXT(name, ENG_H(name, h), (type *)at, (type *)e); }	\
static void *name##_eng_insert_prev(void *h, void *at, void *e)		\
{ return RB_INSERT_PREV(name, ENG_H(name, h), (type *)at, (type *)e); }	\
static void *name##_eng_reinsert(void *h, void *e)			\
{ return RB_REINSERT(name, ENG_H(name, h), (type *)e); }		\
static void *name##_eng_replace(void *h, void *old, void *e)		\
{ return RB_REPLACE(name, ENG_H(name, h), (type *)old, (type *)e); }	\
static void *name##_eng_pop_min(void *h)				\
{ return RB_POP_MIN(name, ENG_H(name, h)); }				\
static int name##_eng_linked(void *h, void *e)				\
{ return RB_LINKED(ENG_H(name, h), (type *)e, field); }			\
static void name##_eng_split(void *h, void *e, void *right)		\
{ RB_SPLIT(name, ENG_H(name, h), (type *)e, ENG_H(name, right)); }	\
static void name##_eng_join(void *left, void *right)			\
{ RB_JOIN(name, ENG_H(name, left), ENG_H(name, right)); }		\
static void name##_eng_build(void *h, void **elms, size_t n)		\
{ RB_BUILD(name, ENG_H(name, h), (type **)(void *)elms, n); }		\
static void name##_eng_remove_range(void *h, void *lo, void *hi,	\
    void *out)								\
{ RB_REMOVE_RANGE(name, ENG_H(name, h), (type *)lo, (type *)hi,		\
    ENG_H(name, out)); }						\
static void name##_eng_update(void *e, int freebsd)			\
{									\
	if (freebsd)							\
		ENG_UPDATE_FREEBSD((type *)e, field);			\
	else								\
		RB_UPDATE_AUGMENT_TREE(name, (type *)e);		\
}

/* RB_NFIND, RB_PREV and the walks of eng_tree.walk_full (libbsd's too). */
#define ENG_RB_WALKS(name, type)					\
static void *name##_eng_nfind(void *h, void *e)				\
{ return RB_NFIND(name, ENG_H(name, h), (type *)e); }			\
static void *name##_eng_prev(void *h, void *e)				\
{ (void)h; return RB_PREV(name, ENG_H(name, h), (type *)e); }		\
static size_t name##_eng_walk_full(void *h, void *from, int how,	\
    void **out, size_t max)						\
{									\
	type *x, *y = from;						\
	size_t n = 0;							\
	if (how == ENG_REVERSE)						\
		RB_FOREACH_REVERSE(x, name, ENG_H(name, h))		\
			if ((out[n++] = x), n > max)			\
				break;					\
	if (how == ENG_REVERSE_SAFE)					\
		RB_FOREACH_REVERSE_SAFE(x, name, ENG_H(name, h), y)	\
			if ((out[n++] = RB_REMOVE(name, ENG_H(name, h), x)), \
			    n > max)					\
				break;					\
	if (how == ENG_POSTORDER)					\
		ENG_POSTORDER_FOREACH(x, name, ENG_H(name, h), y)	\
			if ((out[n++] = x), name##_eng_scribble(x), n > max) \
				break;					\
	if (how == ENG_FROM)						\
		RB_FOREACH_FROM(x, name, y)				\
			if ((out[n++] = x), n >= max)			\
				break;					\
	if (how == ENG_REVERSE_FROM)					\
		RB_FOREACH_REVERSE_FROM(x, name, y)			\
			if ((out[n++] = x), n >= max)			\
				break;					\
	return n;							\
}

/* libbsd has no RB_FOREACH_POSTORDER (nor RB_POP_MIN: never asked). */
#ifndef ENG_POSTORDER_FOREACH
#define ENG_POSTORDER_FOREACH(x, name, h, y)				\
	RB_FOREACH_POSTORDER(x, name, h, y)
#endif

/* FreeBSD's RB_UPDATE_AUGMENT: only with a global hook. */
#ifndef ENG_UPDATE_FREEBSD
#define ENG_UPDATE_FREEBSD(e, field)	((void)(e))
#endif

#define ENG_RB_CACHED(name)						\
static size_t name##_eng_count(void *h, int lockless)			\
{ return lockless ? RB_COUNT_LOCKLESS(name, ENG_H(name, h)) :		\
    RB_COUNT(name, ENG_H(name, h)); }					\
static void *name##_eng_min_lockless(void *h)				\
{ return RB_MIN_LOCKLESS(name, ENG_H(name, h)); }

#define ENG_RB_BASE_OPS(name, type)					\
	ENG_COMMON_OPS(name, type), .parent = name##_eng_parent
#define ENG_RB_OPS(name, type)						\
	ENG_RB_BASE_OPS(name, type), .ranks = name##_eng_ranks
#define ENG_RB_WALKS_OPS(name)						\
	.nfind = name##_eng_nfind, .prev = name##_eng_prev,		\
	.walk_full = name##_eng_walk_full
#define ENG_RB_FULL_OPS(name)						\
	ENG_RB_WALKS_OPS(name), .validate = name##_eng_validate,	\
	.pfind = name##_eng_pfind,					\
	.insert_next = name##_eng_insert_next,				\
	.insert_prev = name##_eng_insert_prev,				\
	.reinsert = name##_eng_reinsert, .replace = name##_eng_replace,	\
	.pop_min = name##_eng_pop_min, .update = name##_eng_update,	\
	.linked = name##_eng_linked, .split = name##_eng_split,		\
	.join = name##_eng_join, .build = name##_eng_build,		\
	.remove_range = name##_eng_remove_range
#define ENG_RB_CACHED_OPS(name)						\
	.count = name##_eng_count, .min_lockless = name##_eng_min_lockless

#define ENG_SPLAY(name, type, field, setkey, getkey)			\
ENG_COMMON(SPLAY, name, type, field, setkey, getkey)			\
static size_t name##_eng_walk(void *h, void *from, int how, void **out,	\
    size_t max)								\
{									\
	type *x;							\
	size_t n = 0;							\
	(void)from;							\
	(void)how;							\
	SPLAY_FOREACH(x, name, ENG_H(name, h))				\
		if ((out[n++] = x), n > max)				\
			break;						\
	return n;							\
}									\
static void name##_eng_splay(void *h, void *e)				\
{ name##_SPLAY(ENG_H(name, h), (type *)e); }

#define ENG_SPLAY_OPS(name, type)					\
	ENG_COMMON_OPS(name, type), .splay = name##_eng_splay

#endif /* TESTS_ENGINE_H */
