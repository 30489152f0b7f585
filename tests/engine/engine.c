/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The test engine (engine.h): the decoder of a program of operations, the
 * reference model, the structural checker and the operations themselves.
 * Plain C and the C library only.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "tree.h"		/* TREE_BALANCE: ranks or colours */

#define ENG_GAP		16	/* keys are GAP * (1 + [0, dom)): room between */
#define ENG_LOG		256	/* hook calls remembered per operation */

static const char *const eng_names[ENG_NOPS] = {
	"insert", "dup_insert", "remove", "remove_key", "pop_min", "find",
	"nfind", "next", "prev", "minmax", "insert_next", "insert_prev",
	"insert_run", "reinsert_stay", "reinsert_move", "reinsert_collide",
	"replace", "update_augment", "walk_from", "splay", "split_join",
	"remove_range", "build", "clear",
};

/* Operations that change nothing, so call no hook. */
static const unsigned char eng_readonly[ENG_NOPS] = {
	[ENG_FIND] = 1, [ENG_NFIND] = 1, [ENG_NEXT] = 1, [ENG_PREV] = 1,
	[ENG_MINMAX] = 1, [ENG_WALK_FROM] = 1, [ENG_SPLAY_KEY] = 1,
};

/* A splay tree's reference: BSD's top-down splay over the same keys. */
struct eng_ref {
	long long key;
	struct eng_ref *c[2];	/* left, right */
};

/* ---- hook calls ----------------------------------------------------- */

static unsigned long eng_hook_calls;	/* in this run */
static unsigned eng_hook_n;		/* in this operation */
static const void *eng_hook_log[ENG_LOG];

void
eng_hooked(const void *x)
{
	eng_hook_calls++;
	if (eng_hook_n < ENG_LOG)
		eng_hook_log[eng_hook_n] = x;
	eng_hook_n++;
}

/* Nodes hooked more than once in this operation. */
static unsigned
eng_hook_dups(void)
{
	unsigned i, j, dups = 0;
	unsigned n = eng_hook_n < ENG_LOG ? eng_hook_n : ENG_LOG;

	for (i = 0; i < n; i++)
		for (j = 0; j < i; j++)
			if (eng_hook_log[i] == eng_hook_log[j]) {
				dups++;
				break;
			}
	return dups;
}

/* ---- failures ---------------------------------------------------------- */

void
eng_fail(struct eng_run *r, const char *fmt, ...)
{
	char what[400];
	va_list ap;

	va_start(ap, fmt);
	(void)vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	(void)snprintf(r->msg, sizeof(r->msg), "[%s] seed=%#llx step=%ld "
	    "op=%s: %s", r->t->name, (unsigned long long)r->cfg.seed, r->step,
	    r->op, what);
	if (r->armed)
		longjmp(r->env, 1);
	(void)fprintf(stderr, "FAIL %s\n", r->msg);
	exit(1);
}

/* ---- the decoder ----------------------------------------------------- */

/*
 * An integer in [0, n): from the PRNG (prng_env.h's splitmix64), or from the
 * fuzzer's bytes, as many as n needs (0 past their end).
 */
static uint64_t
eng_below(struct eng_run *r, uint64_t n)
{
	uint64_t z, span = 1;

	if (n <= 1)
		return 0;
	if (r->cfg.in == NULL)
		return rng_below(&r->rng, n);
	for (z = 0; span < n; span <<= 8)
		z = z << 8 | (r->in < r->end ? *r->in++ : 0);
	return z % n;
}

/* A key on the grid of the current phase. */
static long long
eng_key(struct eng_run *r)
{
	return ENG_GAP * (1 + (long long)eng_below(r, (uint64_t)r->dom));
}

/* A key strictly between lo and hi, or -1 if there is none. */
static long long
eng_between(struct eng_run *r, long long lo, long long hi)
{
	if (lo < -1)
		lo = -1;
	if (hi - lo < 2)
		return -1;
	return lo + 1 + (long long)eng_below(r, (uint64_t)(hi - lo - 1));
}

/* The target size of a phase: empty, tiny, small, medium or large. */
static size_t
eng_target(struct eng_run *r)
{
	unsigned w = (unsigned)eng_below(r, 16);
	size_t t;

	if (w == 0)
		t = 0;
	else if (w <= 2)
		t = 1 + (size_t)eng_below(r, 8);
	else if (w <= 6)
		t = 32 + (size_t)eng_below(r, 225);
	else if (w <= 12)
		t = 512 + (size_t)eng_below(r, 1537);
	else
		t = 2048 + (size_t)eng_below(r, 3953);
	return t < r->cfg.maxn ? t : r->cfg.maxn;
}

/* The next operation, by weight; inserts while below the target size. */
static int
eng_pick(struct eng_run *r)
{
	static const struct {
		unsigned char below, grow, shrink;
	} w[] = {
		{ 30, ENG_INSERT, ENG_REMOVE }, { 34, ENG_DUP, ENG_DUP },
		{ 37, ENG_INSERT_NEXT, ENG_POP_MIN },
		{ 40, ENG_INSERT_PREV, ENG_REMOVE_KEY },
		{ 42, ENG_INSERT_RUN, ENG_POP_MIN },
		{ 49, ENG_FIND, ENG_FIND }, { 54, ENG_NFIND, ENG_NFIND },
		{ 59, ENG_NEXT, ENG_NEXT }, { 64, ENG_PREV, ENG_PREV },
		{ 67, ENG_MINMAX, ENG_MINMAX },
		{ 69, ENG_WALK_FROM, ENG_WALK_FROM },
		{ 75, ENG_REINSERT_STAY, ENG_REINSERT_STAY },
		{ 80, ENG_REINSERT_MOVE, ENG_REINSERT_MOVE },
		{ 83, ENG_REINSERT_COLLIDE, ENG_REINSERT_COLLIDE },
		{ 87, ENG_REPLACE, ENG_REPLACE }, { 92, ENG_UPDATE, ENG_UPDATE },
		{ 94, ENG_SPLIT_JOIN, ENG_REMOVE_RANGE },
		{ 95, ENG_REMOVE_RANGE, ENG_BUILD },
		{ 96, ENG_BUILD, ENG_SPLIT_JOIN },
		{ 98, ENG_SPLAY_KEY, ENG_SPLAY_KEY },
		{ 100, ENG_REMOVE_KEY, ENG_REMOVE_KEY },
	};
	unsigned roll = (unsigned)eng_below(r, 100), i = 0;

	while (roll >= w[i].below)
		i++;
	return r->n < r->target ? w[i].grow : w[i].shrink;
}

/* What an operation becomes where the tree lacks what it needs. */
static int
eng_lacks(const struct eng_tree *t, int op)
{
	switch (op) {
	case ENG_SPLAY_KEY:
		return t->splay != NULL ? op : ENG_FIND;
	case ENG_POP_MIN:
		return t->pop_min != NULL ? op : ENG_REMOVE;
	case ENG_PREV:
		return t->prev != NULL ? op : ENG_NEXT;
	case ENG_WALK_FROM:
		return t->walk_full != NULL ? op : ENG_NEXT;
	case ENG_INSERT_NEXT:
	case ENG_INSERT_PREV:
		return t->insert_next != NULL ? op : ENG_INSERT;
	case ENG_NFIND:
		return t->nfind != NULL ? op : ENG_FIND;
	case ENG_REINSERT_STAY:
	case ENG_REINSERT_MOVE:
	case ENG_REINSERT_COLLIDE:
		return t->reinsert != NULL ? op : ENG_FIND;
	case ENG_REPLACE:
		return t->replace != NULL ? op : ENG_FIND;
	case ENG_UPDATE:
		return t->update != NULL ? op : ENG_FIND;
	case ENG_SPLIT_JOIN:
	case ENG_REMOVE_RANGE:
	case ENG_BUILD:
		return t->split != NULL ? op : ENG_FIND;
	}
	return op;
}

/* ... or where the tree is empty, or the pool. */
static int
eng_fallback(const struct eng_run *r, int op)
{
	op = eng_lacks(r->t, op);
	if (r->n == 0 && op != ENG_REMOVE_KEY && op != ENG_POP_MIN &&
	    op != ENG_FIND && op != ENG_NFIND && op != ENG_MINMAX &&
	    op != ENG_SPLAY_KEY && op != ENG_INSERT_RUN &&
	    op != ENG_SPLIT_JOIN && op != ENG_REMOVE_RANGE && op != ENG_BUILD)
		op = ENG_INSERT;
	if (op == ENG_REINSERT_COLLIDE && r->n < 2)
		op = ENG_REINSERT_MOVE;
	if (r->nfree < 2 && (op == ENG_INSERT || op == ENG_DUP ||
	    op == ENG_INSERT_NEXT || op == ENG_INSERT_PREV ||
	    op == ENG_INSERT_RUN || op == ENG_REPLACE ||
	    op == ENG_REMOVE_RANGE))
		op = ENG_FIND;
	return op;
}

/* ---- elements, the model --------------------------------------------- */

static void *
eng_elm(const struct eng_run *r, size_t slot)
{
	return r->pool + slot * r->t->size;
}

static size_t
eng_slot(const struct eng_run *r, const void *e)
{
	return (size_t)((const char *)e - r->pool) / r->t->size;
}

void *
eng_new(struct eng_run *r, long long k)
{
	void *e;

	ENG_REQUIRE(r, r->nfree > 0, "out of elements");
	e = eng_elm(r, r->freel[--r->nfree]);
	r->t->scribble(e);
	r->t->setkey(e, k);
	if (r->t->payload != NULL)
		r->t->payload(e, (long long)eng_below(r,
		    (uint64_t)r->cfg.vals), 1);
	if (r->ref != NULL)
		r->ref[eng_slot(r, e)].key = k;
	return e;
}

void
eng_put(struct eng_run *r, void *e)
{
	r->freel[r->nfree++] = eng_slot(r, e);
}

size_t
eng_lower(const struct eng_run *r, long long key)
{
	size_t lo = 0, hi = r->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (r->v[mid].key < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The model's element with key, or NULL. */
static void *
eng_get(const struct eng_run *r, long long key)
{
	size_t i = eng_lower(r, key);

	return i < r->n && r->v[i].key == key ? r->v[i].elm : NULL;
}

static void
eng_added(struct eng_run *r, void *e)
{
	if (r->t->added != NULL)
		r->t->added(r, e);
}

static void
eng_add_at(struct eng_run *r, size_t i, long long key, void *e)
{
	memmove(&r->v[i + 1], &r->v[i], (r->n - i) * sizeof(r->v[0]));
	r->v[i].key = key;
	r->v[i].elm = e;
	r->n++;
	eng_added(r, e);
}

static void
eng_del_at(struct eng_run *r, size_t i)
{
	r->n--;
	memmove(&r->v[i], &r->v[i + 1], (r->n - i) * sizeof(r->v[0]));
}

void
eng_add(struct eng_run *r, void *e)
{
	long long k = r->t->key(e);

	eng_add_at(r, eng_lower(r, k), k, e);
}

static void
eng_removing(struct eng_run *r, void *e)
{
	if (r->t->removing != NULL)
		r->t->removing(r, e);
}

/* ---- the splay reference ---------------------------------------------- */

/*
 * Splay key k to the root (SPLAY_MIN/MAX: k = LLONG_MIN/MAX).  Going to
 * side d, a zig-zig rotates first; then the root goes to the other side's
 * tree (side[!d]), and t to its child.
 */
static void
ref_splay(struct eng_run *r, long long k)
{
	struct eng_ref node, *side[2], *t, *y;
	int d;

	if ((t = r->ref_root) == NULL)
		return;
	node.c[0] = node.c[1] = NULL;
	side[0] = side[1] = &node;
	while (k != t->key) {
		d = k > t->key;
		y = t->c[d];
		if (y != NULL && (d ? k > y->key : k < y->key)) {
			t->c[d] = y->c[!d];	/* rotate */
			y->c[!d] = t;
			t = y;
		}
		if (t->c[d] == NULL)
			break;
		side[!d]->c[d] = t;		/* link */
		side[!d] = t;
		t = t->c[d];
	}
	side[0]->c[1] = t->c[0];		/* assemble */
	side[1]->c[0] = t->c[1];
	t->c[0] = node.c[1];
	t->c[1] = node.c[0];
	r->ref_root = t;
}

static void
ref_insert(struct eng_run *r, void *e)
{
	struct eng_ref *x = &r->ref[eng_slot(r, e)], *t;
	int d;

	x->c[0] = x->c[1] = NULL;
	if ((t = r->ref_root) != NULL) {
		ref_splay(r, x->key);
		t = r->ref_root;
		if (x->key == t->key)
			return;
		d = x->key > t->key;	/* x goes above t, t on x's side !d */
		x->c[d] = t->c[d];
		x->c[!d] = t;
		t->c[d] = NULL;
	}
	r->ref_root = x;
}

static void
ref_remove(struct eng_run *r, long long k)
{
	struct eng_ref *t, *rest;

	ref_splay(r, k);
	if ((t = r->ref_root) == NULL || t->key != k)
		return;
	rest = t->c[1];
	if (t->c[0] == NULL)
		r->ref_root = rest;
	else {
		r->ref_root = t->c[0];
		ref_splay(r, k);
		r->ref_root->c[1] = rest;
	}
}

/* The splay tree has the reference's shape, node for node. */
static void
ref_compare(struct eng_run *r)
{
	const struct eng_tree *t = r->t;
	struct eng_ref *q;
	void *x;
	size_t sp = 0;

	r->buf[0] = t->root(r->head);
	r->rstack[sp++] = r->ref_root;
	while (sp > 0) {
		x = r->buf[--sp];
		q = r->rstack[sp];
		if (x == NULL || q == NULL) {
			ENG_REQUIRE(r, x == NULL && q == NULL, "the splay "
			    "tree's shape differs from the reference's");
			continue;
		}
		ENG_REQUIRE(r, eng_slot(r, x) == (size_t)(q - r->ref) &&
		    sp + 2 <= r->cap, "the splay tree's shape differs from "
		    "the reference's at key %lld", q->key);
		r->buf[sp] = t->left(x);
		r->rstack[sp++] = q->c[0];
		r->buf[sp] = t->right(x);
		r->rstack[sp++] = q->c[1];
	}
}

/* ---- tree calls that splay, mirrored on the reference ----------------- */

static void *
eng_find(struct eng_run *r, long long k)
{
	r->t->setkey(r->probe, k);
	if (r->ref != NULL)
		ref_splay(r, k);
	return r->t->find(r->head, r->probe);
}

static void *
eng_min(struct eng_run *r)
{
	if (r->ref != NULL)
		ref_splay(r, LLONG_MIN);
	return r->t->min(r->head);
}

static void *
eng_max(struct eng_run *r)
{
	if (r->ref != NULL)
		ref_splay(r, LLONG_MAX);
	return r->t->max(r->head);
}

static void *
eng_next(struct eng_run *r, size_t i)
{
	if (r->ref != NULL)
		ref_splay(r, r->v[i].key);
	return r->t->next(r->head, r->v[i].elm);
}

/* ---- the checker --------------------------------------------------------- */

/*
 * The subtree at x against v[*idx ...]: parent links, order, and where
 * the tree has balance bits (libbsd's red-black trees have none to read;
 * the height bound of eng_check_tree holds for all) the rules of the
 * scheme tree.h was built with: weak AVL, rank differences 1 or 2 and
 * leaves of rank 0; red-black (TREE_BALANCE == TREE_RED_BLACK), no red
 * node with a red child and the same number of black nodes on every
 * path down.
 * Returns the rank (red-black: the black height); *height is x's depth
 * on entry, its height on return.
 */
#if TREE_BALANCE == TREE_RED_BLACK
#define ENG_NULL_RANK	0
#else
#define ENG_NULL_RANK	(-1)
#endif
static int
eng_check_sub(struct eng_run *r, const struct eng_tree *t, void *x,
    void *parent, const struct eng_ent *v, size_t n, size_t *idx,
    int *height)
{
	int lr, rr, lh, rh;
	unsigned bits;

	if (x == NULL) {
		*height = 0;
		return ENG_NULL_RANK;
	}
	ENG_REQUIRE(r, *height < 128, "the tree is deeper than 128 (a "
	    "cycle?)");
	ENG_REQUIRE(r, t->parent(x) == parent, "the parent link of key %lld "
	    "is wrong", t->key(x));
	lh = rh = *height + 1;	/* the depth on the way down */
	lr = eng_check_sub(r, t, t->left(x), x, v, n, idx, &lh);
	ENG_REQUIRE(r, *idx < n && v[*idx].elm == x && v[*idx].key ==
	    t->key(x), "in-order position %zu holds key %lld, the model %lld",
	    *idx, t->key(x), *idx < n ? v[*idx].key : -1LL);
	(*idx)++;
	rr = eng_check_sub(r, t, t->right(x), x, v, n, idx, &rh);
	*height = 1 + (lh > rh ? lh : rh);
	if (t->ranks == NULL)
		return 0;	/* a red-black tree (libbsd's): no ranks */
	bits = t->ranks(x);
#if TREE_BALANCE == TREE_RED_BLACK
	ENG_REQUIRE(r, bits <= 1, "key %lld has bit 1 of its parent word set",
	    t->key(x));
	ENG_REQUIRE(r, lr == rr, "the black heights below key %lld differ "
	    "(%d on the left, %d on the right)", t->key(x), lr, rr);
	ENG_REQUIRE(r, bits == 1 || ((t->left(x) == NULL ||
	    t->ranks(t->left(x)) == 1) && (t->right(x) == NULL ||
	    t->ranks(t->right(x)) == 1)), "red key %lld has a red child",
	    t->key(x));
	return lr + (int)bits;
#else
	lr += bits & 1 ? 2 : 1;
	rr += bits & 2 ? 2 : 1;
	ENG_REQUIRE(r, lr == rr, "the rank rule is broken at key %lld "
	    "(%d on the left, %d on the right)", t->key(x), lr, rr);
	ENG_REQUIRE(r, lr == 0 || t->left(x) != NULL || t->right(x) != NULL,
	    "leaf %lld has rank %d", t->key(x), lr);
	return lr;
#endif
}

/* A splay tree's in-order walk (an explicit stack) against the model. */
static void
eng_check_splay(struct eng_run *r)
{
	void *x = r->t->root(r->head);
	size_t sp = 0, idx = 0;

	while (x != NULL || sp > 0) {
		for (; x != NULL; x = r->t->left(x)) {
			ENG_REQUIRE(r, sp < r->cap, "the splay tree is deeper "
			    "than its size (a cycle?)");
			r->buf[sp++] = x;
		}
		x = r->buf[--sp];
		ENG_REQUIRE(r, idx < r->n && r->v[idx].elm == x &&
		    r->t->key(x) == r->v[idx].key, "in-order position %zu "
		    "holds key %lld", idx, r->t->key(x));
		idx++;
		x = r->t->right(x);
	}
	ENG_REQUIRE(r, idx == r->n, "the tree has %zu elements, the model "
	    "%zu", idx, r->n);
	ref_compare(r);
}

/* A walk's sequence against v, forward or backward. */
static void
eng_check_walk(struct eng_run *r, const char *what, size_t got,
    const struct eng_ent *v, size_t n, int backward)
{
	size_t i;

	ENG_REQUIRE(r, got == n, "%s visits %zu of %zu elements", what, got,
	    n);
	for (i = 0; i < n; i++)
		ENG_REQUIRE(r, r->buf[i] == v[backward ? n - 1 - i : i].elm,
		    "%s visits the wrong element at position %zu", what, i);
}

void
eng_check_tree(struct eng_run *r, const struct eng_tree *t, void *h,
    const struct eng_ent *v, size_t n)
{
	const char *why;
	size_t idx = 0;
	unsigned long long np1 = (unsigned long long)n + 1;
	int height = 0;

	ENG_REQUIRE(r, !t->empty(h) == (n > 0), "EMPTY is wrong with %zu "
	    "elements", n);
	if (t->splay != NULL)
		eng_check_splay(r);
	else {
		(void)eng_check_sub(r, t, t->root(h), NULL, v, n, &idx,
		    &height);
		ENG_REQUIRE(r, idx == n, "the tree has %zu elements, the "
		    "model %zu", idx, n);
		ENG_REQUIRE(r, height < 63 && (1ULL << height) <= np1 * np1,
		    "height %d exceeds 2 log2(n + 1) with n = %zu", height,
		    n);
		r->height = height;
	}
	if (t->validate != NULL) {
		why = t->validate(h);
		ENG_REQUIRE(r, why == NULL, "RB_VALIDATE: %s", why);
	}
	if (t->walk_full != NULL)
		eng_check_walk(r, "RB_FOREACH_REVERSE", t->walk_full(h, NULL,
		    ENG_REVERSE, r->buf, r->cap), v, n, 1);
	eng_check_walk(r, "FOREACH", t->walk(h, NULL, ENG_FOREACH, r->buf,
	    r->cap), v, n, 0);
	if (r->ref != NULL && n > 0) {
		/* SPLAY_FOREACH splays: SPLAY_MIN, SPLAY_NEXT of each. */
		ref_splay(r, LLONG_MIN);
		for (idx = 0; idx < n; idx++)
			ref_splay(r, v[idx].key);
		ref_compare(r);
	}
	ENG_REQUIRE(r, (h == r->head ? eng_min(r) : t->min(h)) ==
	    (n > 0 ? v[0].elm : NULL), "MIN is wrong");
	ENG_REQUIRE(r, (h == r->head ? eng_max(r) : t->max(h)) ==
	    (n > 0 ? v[n - 1].elm : NULL), "MAX is wrong");
}

/*
 * Each node's summary from its own payload and its children's: as every
 * node is checked, each summary is the one of its whole subtree, by
 * induction from the leaves.
 */
static void
eng_check_sums(struct eng_run *r)
{
	const char *why;
	size_t i;

	if (r->t->hook == 0 || r->t->augcheck == NULL)
		return;
	for (i = 0; i < r->n; i++) {
		why = r->t->augcheck(r->v[i].elm);
		ENG_REQUIRE(r, why == NULL, "key %lld: %s", r->v[i].key, why);
	}
}

/* After every operation: the cached head (and the summaries). */
static void
eng_quick_check(struct eng_run *r)
{
	const struct eng_tree *t = r->t;
	void *min = r->n > 0 ? r->v[0].elm : NULL;

	ENG_REQUIRE(r, !t->empty(r->head) == (r->n > 0), "EMPTY is wrong "
	    "with %zu elements", r->n);
	if (t->splay == NULL)
		ENG_REQUIRE(r, t->min(r->head) == min, "RB_MIN is wrong");
	if (t->count != NULL) {
		ENG_REQUIRE(r, t->count(r->head, 0) == r->n &&
		    t->count(r->head, 1) == r->n, "RB_COUNT is %zu, "
		    "RB_COUNT_LOCKLESS %zu, the model %zu",
		    t->count(r->head, 0), t->count(r->head, 1), r->n);
		ENG_REQUIRE(r, t->min_lockless(r->head) == min,
		    "RB_MIN_LOCKLESS is not the least element");
	}
	if (r->cfg.sums || r->n <= r->cfg.small)
		eng_check_sums(r);
}

void
eng_check(struct eng_run *r)
{
	eng_check_tree(r, r->t, r->head, r->v, r->n);
	eng_quick_check(r);
	if (!r->cfg.sums && r->n > r->cfg.small)
		eng_check_sums(r);
	if (r->t->check != NULL)
		r->t->check(r);
}

/* ---- the operations ------------------------------------------------------- */

void *
eng_insert(struct eng_run *r, long long key)
{
	void *e = eng_new(r, key), *got, *want = eng_get(r, key);

	got = r->t->insert(r->head, e);
	if (r->ref != NULL)
		ref_insert(r, e);
	ENG_REQUIRE(r, got == want, "insert of key %lld returned %p, not %p",
	    key, got, want);
	if (want != NULL)
		eng_put(r, e);
	else {
		ENG_REQUIRE(r, r->t->linked == NULL ||
		    r->t->linked(r->head, e), "RB_LINKED of the element "
		    "inserted with key %lld is 0", key);
		eng_add_at(r, eng_lower(r, key), key, e);
	}
	return got;
}

/*
 * e just left the tree: it must be marked as in no tree, and removing it
 * again must change nothing (eng_check compares the tree next).
 */
static void
eng_removed(struct eng_run *r, void *e, const char *how)
{
	if (r->t->linked == NULL)
		return;
	ENG_REQUIRE(r, !r->t->linked(r->head, e), "RB_LINKED of the element "
	    "%s is not 0", how);
	ENG_REQUIRE(r, r->t->remove(r->head, e) == NULL, "RB_REMOVE of the "
	    "element %s did not return NULL", how);
}

void
eng_remove_at(struct eng_run *r, size_t i)
{
	void *e = r->v[i].elm, *got;

	eng_removing(r, e);
	if (r->ref != NULL)
		ref_remove(r, r->v[i].key);
	got = r->t->remove(r->head, e);
	ENG_REQUIRE(r, got == e, "remove of key %lld returned %p, not %p",
	    r->v[i].key, got, e);
	eng_removed(r, e, "removed");
	eng_del_at(r, i);
	eng_put(r, e);
}

/* Remove by a key that may be absent. */
static void
eng_remove_key(struct eng_run *r, long long k)
{
	void *want = eng_get(r, k), *got;

	if (r->ref == NULL) {
		got = eng_find(r, k);
		ENG_REQUIRE(r, got == want, "find of key %lld is wrong", k);
		if (got != NULL)
			eng_remove_at(r, eng_lower(r, k));
		return;
	}
	/* SPLAY_REMOVE by a key: as in BSD, returns its argument. */
	if (want != NULL)
		eng_removing(r, want);
	r->t->setkey(r->probe, k);
	got = r->t->remove(r->head, r->probe);
	ref_remove(r, k);
	ENG_REQUIRE(r, got == (want != NULL ? r->probe : NULL), "SPLAY_REMOVE "
	    "by key %lld returned %p (resident %p)", k, got, want);
	if (want != NULL) {
		eng_del_at(r, eng_lower(r, k));
		eng_put(r, want);
	}
}

static void
eng_insert_at(struct eng_run *r, size_t i, int after)
{
	long long lo, hi, k;
	void *e, *got;

	if (after) {
		lo = r->v[i].key;
		hi = i + 1 < r->n ? r->v[i + 1].key : lo + 2 * ENG_GAP;
	} else {
		hi = r->v[i].key;
		lo = i > 0 ? r->v[i - 1].key : hi - 2 * ENG_GAP;
	}
	if ((k = eng_between(r, lo, hi)) < 0)
		return;
	e = eng_new(r, k);
	got = (after ? r->t->insert_next : r->t->insert_prev)(r->head,
	    r->v[i].elm, e);
	ENG_REQUIRE(r, got == NULL, "positional insert of key %lld returned "
	    "%p", k, got);
	eng_add_at(r, i + (after ? 1 : 0), k, e);
}

/* Element i's key becomes k in place, then RB_REINSERT (FreeBSD's). */
static void
eng_reinsert(struct eng_run *r, size_t i, long long k)
{
	void *e = r->v[i].elm, *got, *want;
	int stays = (i == 0 || r->v[i - 1].key < k) &&
	    (i + 1 == r->n || k < r->v[i + 1].key);

	want = stays ? NULL : eng_get(r, k);
	eng_removing(r, e);
	r->t->setkey(e, k);
	got = r->t->reinsert(r->head, e);
	ENG_REQUIRE(r, got == want, "RB_REINSERT of key %lld to %lld returned "
	    "%p, not %p", r->v[i].key, k, got, want);
	if (stays) {
		/* In place: a summary of the keys needs an update. */
		if (r->t->hook != 0)
			r->t->update(e, 0);
		r->v[i].key = k;
		eng_added(r, e);
		return;
	}
	eng_del_at(r, i);
	if (want != NULL)
		eng_put(r, e);	/* a collision: e is out of the tree */
	else
		eng_add_at(r, eng_lower(r, k), k, e);
}

static void
eng_update(struct eng_run *r, size_t i)
{
	void *e = r->v[i].elm, *x;
	unsigned depth = 0;

	if (r->t->payload != NULL)
		r->t->payload(e, (long long)eng_below(r,
		    (uint64_t)r->cfg.vals), 0);
	r->t->update(e, r->t->hook != ENG_HOOK && eng_below(r, 2));
	for (x = r->t->parent(e); x != NULL; x = r->t->parent(x))
		depth++;
	ENG_REQUIRE(r, eng_hook_n <= depth + 1, "%u hook calls to update a "
	    "node at depth %u", eng_hook_n, depth);
	ENG_REQUIRE(r, eng_hook_n >= 1 || r->t->hook == 0, "the update "
	    "called no hook");
}

static void
eng_walk_from(struct eng_run *r, size_t i)
{
	size_t max = 1 + (size_t)eng_below(r, 16), got, n;
	int back = (int)eng_below(r, 2);

	got = r->t->walk_full(r->head, r->v[i].elm, back ? ENG_REVERSE_FROM :
	    ENG_FROM, r->buf, max);
	n = back ? i + 1 : r->n - i;
	n = n < max ? n : max;
	/* v[i], v[i + 1] ... or v[i], v[i - 1] ... down to v[i + 1 - n] */
	eng_check_walk(r, "FOREACH_FROM", got, r->v + (back ? i + 1 - n : i),
	    n, back);
}

/* The postorder of the subtree at x, into r->post from *k on. */
static void
eng_postorder(struct eng_run *r, void *x, size_t *k)
{
	if (x == NULL)
		return;
	eng_postorder(r, r->t->left(x), k);
	eng_postorder(r, r->t->right(x), k);
	r->post[(*k)++] = x;
}

/* Empty the tree, one of the ways there are, and check it. */
void
eng_clear(struct eng_run *r)
{
	const struct eng_tree *t = r->t;
	/* Postorder and pop-min need tree.h; the SAFE walks libbsd has. */
	int how = (int)eng_below(r, t->pop_min != NULL ? 4 :
	    t->walk_full != NULL ? 2 : 1);
	void *x;
	size_t i, n = r->n, got;

	for (i = 0; i < n; i++)
		eng_removing(r, r->v[i].elm);
	if (t->splay != NULL) {
		for (i = 0; i < n; i++) {
			x = eng_min(r);
			ENG_REQUIRE(r, x == r->v[i].elm, "SPLAY_MIN while "
			    "emptying");
			ref_remove(r, r->v[i].key);
			ENG_REQUIRE(r, t->remove(r->head, x) == x,
			    "SPLAY_REMOVE while emptying");
		}
	} else if (how == 0 || how == 1)
		eng_check_walk(r, how ? "RB_FOREACH_REVERSE_SAFE" :
		    "RB_FOREACH_SAFE", (how ? t->walk_full : t->walk)(r->head,
		    NULL, how ? ENG_REVERSE_SAFE : ENG_SAFE, r->buf, r->cap),
		    r->v, n, how);
	else if (how == 2) {
		/*
		 * RB_FOREACH_POSTORDER scribbles over each element it visits
		 * (a free()): children before parents, in the order of the
		 * tree's shape; then RB_INIT.
		 */
		got = 0;
		eng_postorder(r, t->root(r->head), &got);
		got = t->walk_full(r->head, NULL, ENG_POSTORDER, r->buf,
		    r->cap);
		ENG_REQUIRE(r, got == n, "RB_FOREACH_POSTORDER visits %zu of "
		    "%zu", got, n);
		for (i = 0; i < n; i++)
			ENG_REQUIRE(r, r->buf[i] == r->post[i],
			    "RB_FOREACH_POSTORDER visits the wrong element at "
			    "position %zu", i);
		t->init(r->head);
	} else
		for (i = 0; i < n; i++) {
			x = t->pop_min(r->head);
			ENG_REQUIRE(r, x == r->v[i].elm, "RB_POP_MIN while "
			    "emptying");
		}
	for (i = 0; i < n; i++)
		eng_put(r, r->v[i].elm);
	r->n = 0;
	eng_check(r);
}

/*
 * After a range operation, the run's head or the one beside it (a
 * split's right part, a range removed): its tree against v[0 .. n) on
 * small trees and every 16th step, its least element, a cached count,
 * and every summary.
 */
static void
eng_check_part(struct eng_run *r, void *h, const struct eng_ent *v,
    size_t n)
{
	const struct eng_tree *t = r->t;

	if (n <= r->cfg.small || r->step % 16 == 0)
		eng_check_tree(r, t, h, v, n);
	eng_check_sums(r);
	ENG_REQUIRE(r, t->min(h) == (n > 0 ? v[0].elm : NULL),
	    "RB_MIN of a part is wrong");
	ENG_REQUIRE(r, t->count == NULL || (t->count(h, 0) == n &&
	    t->min_lockless(h) == (n > 0 ? v[0].elm : NULL)),
	    "the cache of a part is wrong (count %zu, the model %zu)",
	    t->count != NULL ? t->count(h, 0) : 0, n);
}

/*
 * RB_SPLIT at a key that may be absent (at times below or above every
 * key: an empty part), each part checked against the model, then RB_JOIN
 * back.
 */
static void
eng_split_join(struct eng_run *r)
{
	const struct eng_tree *t = r->t;
	long long k = eng_key(r) + (long long)eng_below(r, 3) - 1;
	size_t i;

	if (eng_below(r, 8) == 0)
		k = eng_below(r, 2) ? 0 : ENG_GAP * (r->dom + 2);
	i = eng_lower(r, k);
	t->setkey(r->probe, k);
	t->split(r->head, r->probe, r->head2);
	eng_check_part(r, r->head, r->v, i);
	eng_check_part(r, r->head2, r->v + i, r->n - i);
	t->join(r->head, r->head2);
	ENG_REQUIRE(r, t->empty(r->head2) && (t->count == NULL ||
	    t->count(r->head2, 0) == 0), "RB_JOIN left the right head "
	    "not empty");
	eng_check_part(r, r->head, r->v, r->n);
}

/*
 * RB_REMOVE_RANGE of [lo, hi), from a key or an element's (at times from
 * below every key; a third of the ranges span a random part of the
 * domain, past the one-by-one removal of short ranges), into the other
 * head, checked against the model; then RB_FOREACH_POSTORDER frees them
 * (scribbling), in the order of the shape.
 */
static void
eng_remove_range(struct eng_run *r)
{
	const struct eng_tree *t = r->t;
	long long lo = eng_below(r, 8) == 0 ? 0 :
	    eng_key(r) + (long long)eng_below(r, 3) - 1;
	long long hi = lo + ENG_GAP * (long long)eng_below(r,
	    eng_below(r, 3) == 0 ? (uint64_t)r->dom : 8);
	size_t i = eng_lower(r, lo), j = eng_lower(r, hi), k = 0, got;
	void *lk = eng_new(r, lo), *hk = eng_new(r, hi);

	for (got = i; got < j; got++)
		eng_removing(r, r->v[got].elm);
	t->remove_range(r->head, lk, hk, r->head2);
	eng_put(r, hk);
	eng_put(r, lk);
	/* the range in full: it is freed next */
	eng_check_tree(r, t, r->head2, r->v + i, j - i);
	eng_check_part(r, r->head2, r->v + i, j - i);
	eng_postorder(r, t->root(r->head2), &k);
	got = t->walk_full(r->head2, NULL, ENG_POSTORDER, r->buf, r->cap);
	t->init(r->head2);
	ENG_REQUIRE(r, got == j - i && k == got, "RB_FOREACH_POSTORDER of "
	    "the range visits %zu of %zu", got, j - i);
	for (k = 0; k < got; k++) {
		ENG_REQUIRE(r, r->buf[k] == r->post[k], "RB_FOREACH_POSTORDER "
		    "of the range visits the wrong element at %zu", k);
		eng_put(r, r->buf[k]);
	}
	memmove(&r->v[i], &r->v[j], (r->n - j) * sizeof(r->v[0]));
	r->n -= j - i;
	eng_check_part(r, r->head, r->v, r->n);
}

/*
 * RB_BUILD: every element taken out (scribbled), then built back, into
 * a tree of the least height n elements can have (as many levels as n
 * has bits).
 */
static void
eng_build(struct eng_run *r)
{
	size_t i;
	int least = 0;

	for (i = 0; i < r->n; i++) {
		r->buf[i] = r->v[i].elm;
		r->t->scribble(r->buf[i]);
	}
	r->t->init(r->head);
	r->t->build(r->head, r->buf, r->n);
	eng_check_tree(r, r->t, r->head, r->v, r->n);
	for (i = r->n; i > 0; i >>= 1)
		least++;
	ENG_REQUIRE(r, r->height == least, "RB_BUILD of %zu elements: height "
	    "%d, not the least (%d)", r->n, r->height, least);
	eng_check_part(r, r->head, r->v, r->n);
}

static void
eng_step(struct eng_run *r, int op)
{
	const struct eng_tree *t = r->t;
	void *e, *got, *want;
	size_t n = r->n, i = n > 0 ? (size_t)eng_below(r, n) : 0, j;
	long long k, s;

	op = eng_fallback(r, op);
	r->op = eng_names[op];
	r->counts[op]++;
	eng_hook_n = 0;
	switch (op) {
	case ENG_INSERT:
		(void)eng_insert(r, eng_key(r));
		break;
	case ENG_DUP:
		(void)eng_insert(r, r->v[i].key);
		break;
	case ENG_INSERT_RUN:
		/* Ascending or descending keys: rotations one way. */
		k = eng_key(r);
		s = ENG_GAP * ((long long)eng_below(r, 8) + 1) *
		    (eng_below(r, 2) ? 1 : -1);
		for (j = (size_t)eng_below(r, 8); j > 0 && r->nfree > 1 &&
		    k > 0; j--, k += s)
			(void)eng_insert(r, k);
		break;
	case ENG_REMOVE:
		eng_remove_at(r, i);
		break;
	case ENG_REMOVE_KEY:
		eng_remove_key(r, eng_key(r) + (long long)eng_below(r, 2));
		break;
	case ENG_POP_MIN:
		want = n > 0 ? r->v[0].elm : NULL;
		if (want != NULL)
			eng_removing(r, want);
		got = t->pop_min(r->head);
		ENG_REQUIRE(r, got == want, "RB_POP_MIN returned %p, not %p",
		    got, want);
		if (want != NULL) {
			eng_removed(r, want, "popped");
			eng_del_at(r, 0);
			eng_put(r, want);
		}
		break;
	case ENG_FIND:
		k = n > 0 && eng_below(r, 2) ? r->v[i].key :
		    eng_key(r) + (long long)eng_below(r, 2);
		ENG_REQUIRE(r, eng_find(r, k) == eng_get(r, k), "find of key "
		    "%lld is wrong", k);
		break;
	case ENG_NFIND:
		k = eng_key(r) + (long long)eng_below(r, 3) - 1;
		i = eng_lower(r, k);
		t->setkey(r->probe, k);
		ENG_REQUIRE(r, t->nfind(r->head, r->probe) == (i < n ?
		    r->v[i].elm : NULL), "RB_NFIND of key %lld is wrong", k);
		if (i == n || r->v[i].key != k)
			i--;	/* the greatest key below k; -1: none */
		ENG_REQUIRE(r, t->pfind == NULL || t->pfind(r->head,
		    r->probe) == (i < n ? r->v[i].elm : NULL),
		    "RB_PFIND of key %lld is wrong", k);
		break;
	case ENG_NEXT:
		ENG_REQUIRE(r, eng_next(r, i) == (i + 1 < n ? r->v[i + 1].elm :
		    NULL), "NEXT of key %lld is wrong", r->v[i].key);
		break;
	case ENG_PREV:
		ENG_REQUIRE(r, t->prev(r->head, r->v[i].elm) == (i > 0 ?
		    r->v[i - 1].elm : NULL), "RB_PREV of key %lld is wrong",
		    r->v[i].key);
		break;
	case ENG_MINMAX:
		ENG_REQUIRE(r, eng_min(r) == (n > 0 ? r->v[0].elm : NULL),
		    "MIN is wrong");
		ENG_REQUIRE(r, eng_max(r) == (n > 0 ? r->v[n - 1].elm : NULL),
		    "MAX is wrong");
		break;
	case ENG_INSERT_NEXT:
	case ENG_INSERT_PREV:
		eng_insert_at(r, i, op == ENG_INSERT_NEXT);
		break;
	case ENG_REINSERT_STAY:
		k = eng_between(r, i > 0 ? r->v[i - 1].key : r->v[i].key -
		    ENG_GAP, i + 1 < n ? r->v[i + 1].key : r->v[i].key +
		    ENG_GAP);
		eng_reinsert(r, i, k < 0 ? r->v[i].key : k);
		break;
	case ENG_REINSERT_MOVE:
		eng_reinsert(r, i, eng_key(r));
		break;
	case ENG_REINSERT_COLLIDE:
		j = (size_t)eng_below(r, n - 1);
		eng_reinsert(r, i, r->v[j < i ? j : j + 1].key);
		break;
	case ENG_REPLACE:
		want = r->v[i].elm;
		e = eng_new(r, r->v[i].key);
		eng_removing(r, want);
		got = t->replace(r->head, want, e);
		ENG_REQUIRE(r, got == want, "RB_REPLACE returned %p, not %p",
		    got, want);
		r->v[i].elm = e;
		eng_added(r, e);
		eng_removed(r, want, "replaced");
		eng_put(r, want);
		break;
	case ENG_UPDATE:
		eng_update(r, i);
		break;
	case ENG_WALK_FROM:
		eng_walk_from(r, i);
		break;
	case ENG_SPLAY_KEY:
		k = eng_key(r) + (long long)eng_below(r, 2);
		t->setkey(r->probe, k);
		ref_splay(r, k);
		t->splay(r->head, r->probe);
		break;
	case ENG_SPLIT_JOIN:
		eng_split_join(r);
		break;
	case ENG_REMOVE_RANGE:
		eng_remove_range(r);
		break;
	case ENG_BUILD:
		eng_build(r);
		break;
	case ENG_CLEAR:
		eng_clear(r);
		break;
	}
	if (t->hook == 0)
		ENG_REQUIRE(r, eng_hook_calls == 0, "a tree without a hook "
		    "called one");
	else if (eng_readonly[op])
		ENG_REQUIRE(r, eng_hook_n == 0, "a read-only operation called "
		    "the hook %u times", eng_hook_n);
	else if (op != ENG_REINSERT_STAY && op != ENG_REINSERT_MOVE &&
	    op != ENG_REINSERT_COLLIDE && op != ENG_INSERT_RUN &&
	    op != ENG_SPLIT_JOIN && op != ENG_REMOVE_RANGE && op != ENG_CLEAR)
		/* RB_REINSERT is a removal and an insertion: two walks. */
		ENG_REQUIRE(r, eng_hook_dups() == 0, "%u node(s) hooked twice "
		    "(%u calls)", eng_hook_dups(), eng_hook_n);
	eng_quick_check(r);
}

/* ---- runs --------------------------------------------------------------- */

void
eng_begin(struct eng_run *r, const struct eng_tree *t,
    const struct eng_cfg *cfg)
{
	size_t i;

	memset(r, 0, sizeof(*r));
	r->t = t;
	r->cfg = *cfg;
	r->op = "setup";
	r->step = -1;
	if (r->cfg.ops == 0)
		r->cfg.ops = 200000;
	if (r->cfg.maxn == 0)
		r->cfg.maxn = 2048;
	if (r->cfg.vals == 0)
		r->cfg.vals = 1000000;
	if (r->cfg.check_every == 0)
		r->cfg.check_every = 256;
	if (r->cfg.phase == 0)
		r->cfg.phase = 4096;
	if (r->cfg.small == 0)
		r->cfg.small = 16;
	rng_seed(&r->rng, r->cfg.seed);
	r->in = r->end = r->cfg.in;
	if (r->in != NULL)
		r->end += r->cfg.len;
	r->cap = r->cfg.maxn + 16;
	r->head = malloc(t->head_size);
	r->head2 = malloc(t->head_size);
	r->pool = calloc(r->cap, t->size);
	r->probe = calloc(1, t->size);
	r->freel = malloc(r->cap * sizeof(*r->freel));
	r->v = malloc(r->cap * sizeof(*r->v));
	r->buf = malloc((r->cap + 1) * sizeof(*r->buf));
	r->post = malloc(r->cap * sizeof(*r->post));
	if (t->splay != NULL) {
		r->ref = calloc(r->cap, sizeof(*r->ref));
		r->rstack = malloc(r->cap * sizeof(*r->rstack));
	}
	ENG_REQUIRE(r, r->head != NULL && r->head2 != NULL && r->pool != NULL && r->probe !=
	    NULL && r->freel != NULL && r->v != NULL && r->buf != NULL &&
	    r->post != NULL && (t->splay == NULL || (r->ref != NULL &&
	    r->rstack != NULL)), "out of memory");
	for (i = 0; i < r->cap; i++)
		r->freel[r->nfree++] = r->cap - 1 - i;
	eng_hook_calls = 0;
	t->init(r->head);
	t->init(r->head2);
	r->target = 0;
	r->dom = 16;
}

static void
eng_free(struct eng_run *r)
{
	free(r->head);
	free(r->head2);
	free(r->pool);
	free(r->probe);
	free(r->freel);
	free(r->v);
	free(r->buf);
	free(r->post);
	free(r->ref);
	free(r->rstack);
}

/* The final check and the teardown. */
void
eng_end(struct eng_run *r)
{

	r->op = "end";
	eng_check(r);
	eng_clear(r);
	eng_free(r);
}

int
eng_script(struct eng_run *r, const struct eng_tree *t,
    const struct eng_cfg *cfg, void (*fn)(struct eng_run *))
{
	eng_begin(r, t, cfg);
	if (setjmp(r->env) != 0) {
		r->armed = 0;
		eng_free(r);
		return -1;
	}
	r->armed = 1;
	r->op = "script";
	fn(r);
	eng_end(r);
	r->armed = 0;
	return 0;
}

/* The random program of eng_run. */
static void
eng_program(struct eng_run *r)
{
	int op;

	eng_check(r);
	for (r->step = 0; r->step < r->cfg.ops; r->step++) {
		if (r->cfg.in != NULL && r->in >= r->end)
			break;
		if (r->step % r->cfg.phase == 0) {
			r->target = eng_target(r);
			r->dom = 2 * (long long)r->target + 16;
			if (r->step > 0 && eng_below(r, 8) == 0)
				eng_step(r, ENG_CLEAR);
		}
		eng_step(r, eng_pick(r));
		if (r->step % r->cfg.check_every == r->cfg.check_every - 1 ||
		    r->n <= r->cfg.small)
			eng_check(r);
	}
	r->op = "coverage";
	for (op = 0; op < ENG_NOPS && r->cfg.in == NULL &&
	    r->cfg.ops >= 20000; op++)
		ENG_REQUIRE(r, op == ENG_CLEAR || eng_lacks(r->t, op) != op ||
		    r->counts[op] > 0, "operation %s never ran",
		    eng_names[op]);
}

int
eng_run(struct eng_run *r, const struct eng_tree *t,
    const struct eng_cfg *cfg)
{
	return eng_script(r, t, cfg, eng_program);
}

int
eng_check_once(struct eng_run *r, const struct eng_tree *t, void *h,
    const struct eng_ent *v, size_t n)
{
	struct eng_cfg cfg = { .maxn = n + 1 };

	eng_begin(r, t, &cfg);
	r->op = "check";
	if (setjmp(r->env) != 0) {
		r->armed = 0;
		eng_free(r);
		return -1;
	}
	r->armed = 1;
	eng_check_tree(r, t, h, v, n);
	r->armed = 0;
	eng_free(r);
	return r->height;
}
