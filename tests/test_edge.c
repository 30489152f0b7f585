/*
 * Edge cases and the rest of the public API: empty tree, one node, the
 * bounds (RB_NFIND, RB_PFIND) at both ends, removal of the root,
 * duplicates, ascending and descending inserts (height), removal while
 * iterating, positional inserts at both ends, RB_REINSERT, initialisers
 * and accessors, RB_NEGINF/RB_INF, and the SPLAY_* names.
 */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

#include "check.h"
#include "engine.h"

struct node {
	int key;
	RB_ENTRY(node) link;
};

static int
node_cmp(struct node *a, struct node *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(nt, node);
RB_GENERATE_STATIC(nt, node, link, node_cmp)

ENG_RB(nt, struct node, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(nt, struct node, link)
static const struct eng_tree nt_eng = { .name = "edge",
    ENG_RB_OPS(nt, struct node), ENG_RB_FULL_OPS(nt) };

/* The expected elements of a tree, sorted by key. */
struct model {
	struct eng_ent *v;
	size_t n, cap;
};

static void
model_init(struct model *m, size_t cap)
{
	m->v = tt_keep(malloc(cap * sizeof(*m->v)));
	cr_assert(m->v != NULL, "out of memory");
	m->n = 0;
	m->cap = cap;
}

static void
model_free(struct model *m)
{
	free(m->v);
}

/* The engine's check of h against m (tests/engine.h); the height. */
static int
check_nt(const struct tctx *c, struct nt *h, const struct model *m)
{
	struct eng_run r;
	int height = eng_check_once(&r, &nt_eng, h, m->v, m->n);

	TCHECK(c, height >= 0, "%s", r.msg);
	return height;
}

/* A head in a static initialiser. */
static struct nt static_head = RB_INITIALIZER(&static_head);

struct snode {
	int key;
	SPLAY_ENTRY(snode) link;
};

static int
snode_cmp(struct snode *a, struct snode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

SPLAY_HEAD(st, snode);
SPLAY_PROTOTYPE(st, snode, link, snode_cmp)
SPLAY_GENERATE(st, snode, link, snode_cmp)

static struct st static_splay_head = SPLAY_INITIALIZER(&static_splay_head);

static struct tctx ctx0 = { "edge", 0, -1, NULL };
#define C (&ctx0)

static struct node *
nodes(size_t n)
{
	struct node *v = tt_keep(calloc(n, sizeof(*v)));

	cr_assert(v != NULL, "out of memory");
	return v;
}

static int
ent_cmp(const void *a, const void *b)
{
	const struct eng_ent *x = a, *y = b;

	return (x->key > y->key) - (x->key < y->key);
}

/* Rebuild the model from the elements v[i] with in[i] set (all if NULL). */
static void
model_from(struct model *m, struct node *v, size_t n, const char *in)
{
	size_t i;

	m->n = 0;
	for (i = 0; i < n; i++)
		if (in == NULL || in[i]) {
			cr_assert(m->n < m->cap);
			m->v[m->n].key = v[i].key;
			m->v[m->n].elm = &v[i];
			m->n++;
		}
	if (m->n > 1)
		qsort(m->v, m->n, sizeof(*m->v), ent_cmp);
	for (i = 1; i < m->n; i++)
		cr_assert(m->v[i - 1].key < m->v[i].key,
		    "duplicate keys in a test set");
}

static int
avl_height_ok(int h, size_t n)
{
	return h <= 1.4405 * log2((double)n + 2) - 0.3277;
}

/* ---- empty tree, one node ------------------------------------------------ */

Test(edge, empty_tree)
{
	struct nt h;
	struct node key, *x, *y;
	int visits = 0;

	RB_INIT(&h);
	key.key = 5;
	cr_assert(RB_EMPTY(&h));
	cr_assert(RB_ROOT(&h) == NULL);
	cr_assert(RB_MIN(nt, &h) == NULL);
	cr_assert(RB_MAX(nt, &h) == NULL);
	cr_assert(RB_FIND(nt, &h, &key) == NULL);
	cr_assert(RB_NFIND(nt, &h, &key) == NULL);
	cr_assert(RB_PFIND(nt, &h, &key) == NULL);
	cr_assert(nt_RB_MINMAX(&h, RB_NEGINF) == NULL);
	cr_assert(nt_RB_MINMAX(&h, RB_INF) == NULL);
	RB_FOREACH(x, nt, &h)
		visits++;
	RB_FOREACH_REVERSE(x, nt, &h)
		visits++;
	RB_FOREACH_SAFE(x, nt, &h, y)
		visits++;
	RB_FOREACH_REVERSE_SAFE(x, nt, &h, y)
		visits++;
	y = NULL;
	RB_FOREACH_FROM(x, nt, y)
		visits++;
	y = NULL;
	RB_FOREACH_REVERSE_FROM(x, nt, y)
		visits++;
	cr_assert(visits == 0, "a loop over an empty tree ran %d times",
	    visits);
	cr_assert(RB_VALIDATE(nt, &h) == NULL);
	cr_assert(RB_EMPTY(&static_head));
	cr_assert(RB_ROOT(&static_head) == NULL);
	cr_assert(RB_VALIDATE(nt, &static_head) == NULL);
}

Test(edge, one_node)
{
	struct nt h = RB_INITIALIZER(&h);
	struct node a, b, key, *x;
	int visits = 0;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.key = 10;
	cr_assert(RB_INSERT(nt, &h, &a) == NULL);
	cr_assert(!RB_EMPTY(&h));
	cr_assert(RB_ROOT(&h) == &a);
	cr_assert(RB_PARENT(&a, link) == NULL);
	cr_assert(RB_LEFT(&a, link) == NULL);
	cr_assert(RB_RIGHT(&a, link) == NULL);
	cr_assert(RB_MIN(nt, &h) == &a);
	cr_assert(RB_MAX(nt, &h) == &a);
	cr_assert(RB_NEXT(nt, &h, &a) == NULL);
	cr_assert(RB_PREV(nt, &h, &a) == NULL);
	key.key = 10;
	cr_assert(RB_FIND(nt, &h, &key) == &a);
	key.key = 9;
	cr_assert(RB_FIND(nt, &h, &key) == NULL);
	cr_assert(RB_NFIND(nt, &h, &key) == &a);
	cr_assert(RB_PFIND(nt, &h, &key) == NULL);
	key.key = 11;
	cr_assert(RB_NFIND(nt, &h, &key) == NULL);
	cr_assert(RB_PFIND(nt, &h, &key) == &a);
	b.key = 10;
	cr_assert(RB_INSERT(nt, &h, &b) == &a, "duplicate must return the "
	    "resident");
	RB_FOREACH(x, nt, &h) {
		cr_assert(x == &a);
		visits++;
	}
	cr_assert(visits == 1);
	cr_assert(RB_VALIDATE(nt, &h) == NULL);
	cr_assert(RB_REMOVE(nt, &h, &a) == &a);
	cr_assert(RB_EMPTY(&h));
	cr_assert(RB_ROOT(&h) == NULL);
	/* Removed elements may be inserted again. */
	cr_assert(RB_INSERT(nt, &h, &a) == NULL);
	cr_assert(RB_ROOT(&h) == &a);
	cr_assert(RB_VALIDATE(nt, &h) == NULL);
}

/*
 * RB_PFIND and RB_NFIND, the two bounds, for keys below all, above all,
 * equal to each element and between each two, over every tree size up
 * to 40 (every shape of root and leaves the bounds can end on).
 */
Test(edge, pfind_nfind_bounds)
{
	struct nt h = RB_INITIALIZER(&h);
	struct node v[40], key;
	int i, n, k;

	memset(v, 0, sizeof(v));
	for (n = 0; n <= 40; n++) {
		/* Elements 10, 20, ..., 10 n; key k lies between elements. */
		for (k = 0; k <= 10 * n + 10; k += 5) {
			key.key = k;
			/* i: the number of elements with a key <= k. */
			i = k / 10 < n ? k / 10 : n;
			cr_assert(RB_PFIND(nt, &h, &key) ==
			    (i == 0 ? NULL : &v[i - 1]),
			    "RB_PFIND(%d) in 10..%d", k, 10 * n);
			/* i: the number of elements with a key < k. */
			i = (k + 9) / 10 - 1;
			if (i < 0)
				i = 0;
			cr_assert(RB_NFIND(nt, &h, &key) ==
			    (i >= n ? NULL : &v[i]),
			    "RB_NFIND(%d) in 10..%d", k, 10 * n);
		}
		if (n < 40) {
			v[n].key = 10 * (n + 1);
			cr_assert(RB_INSERT(nt, &h, &v[n]) == NULL);
		}
	}
}

/* RB_LEFT/RB_RIGHT/RB_PARENT on a known shape; RB_NEGINF/RB_INF. */
Test(edge, accessors_and_minmax)
{
	struct nt h;
	struct node v[3];
	int i;

	RB_INIT(&h);
	memset(v, 0, sizeof(v));
	for (i = 0; i < 3; i++)
		v[i].key = i + 1;
	cr_assert(RB_INSERT(nt, &h, &v[1]) == NULL);
	cr_assert(RB_INSERT(nt, &h, &v[0]) == NULL);
	cr_assert(RB_INSERT(nt, &h, &v[2]) == NULL);
	cr_assert(RB_ROOT(&h) == &v[1]);
	cr_assert(RB_LEFT(&v[1], link) == &v[0]);
	cr_assert(RB_RIGHT(&v[1], link) == &v[2]);
	cr_assert(RB_PARENT(&v[0], link) == &v[1]);
	cr_assert(RB_PARENT(&v[2], link) == &v[1]);
	cr_assert(RB_PARENT(&v[1], link) == NULL);
	cr_assert(RB_LEFT(&v[0], link) == NULL && RB_RIGHT(&v[0], link) == NULL);
	cr_assert(RB_NEGINF == -1 && RB_INF == 1);
	cr_assert(nt_RB_MINMAX(&h, RB_NEGINF) == &v[0]);
	cr_assert(nt_RB_MINMAX(&h, RB_INF) == &v[2]);
	cr_assert(RB_MIN(nt, &h) == &v[0] && RB_MAX(nt, &h) == &v[2]);
	cr_assert(RB_NEXT(nt, &h, &v[0]) == &v[1]);
	cr_assert(RB_PREV(nt, &h, &v[2]) == &v[1]);
}

Test(edge, static_initializer)
{
	struct node a, b;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.key = 1;
	b.key = 2;
	cr_assert(RB_EMPTY(&static_head));
	cr_assert(RB_INSERT(nt, &static_head, &a) == NULL);
	cr_assert(RB_INSERT(nt, &static_head, &b) == NULL);
	cr_assert(!RB_EMPTY(&static_head));
	cr_assert(RB_MIN(nt, &static_head) == &a);
	cr_assert(RB_MAX(nt, &static_head) == &b);
	cr_assert(RB_VALIDATE(nt, &static_head) == NULL);
	cr_assert(RB_REMOVE(nt, &static_head, &a) == &a);
	cr_assert(RB_REMOVE(nt, &static_head, &b) == &b);
	cr_assert(RB_EMPTY(&static_head));
	cr_assert(SPLAY_EMPTY(&static_splay_head));
}

/* ---- removal of the root ----------------------------------------------------- */

Test(edge, remove_root_until_empty)
{
	size_t n, i;
	struct model m;

	model_init(&m, 600);
	for (n = 1; n <= 600; n += (n < 40 ? 1 : 97)) {
		struct nt h = RB_INITIALIZER(&h);
		struct node *v = nodes(n);
		char *in = tt_keep(calloc(n, 1));
		struct rng r;

		cr_assert(in != NULL);
		rng_seed(&r, n);
		for (i = 0; i < n; i++) {
			v[i].key = (int)rng_below(&r, 1000000);
			in[i] = RB_INSERT(nt, &h, &v[i]) == NULL;
		}
		model_from(&m, v, n, in);
		check_nt(C, &h, &m);
		while (!RB_EMPTY(&h)) {
			struct node *root = RB_ROOT(&h);
			cr_assert(RB_PARENT(root, link) == NULL);
			cr_assert(RB_REMOVE(nt, &h, root) == root);
			in[root - v] = 0;
			model_from(&m, v, n, in);
			check_nt(C, &h, &m);
		}
		cr_assert(m.n == 0);
		free(in);
		free(v);
	}
	model_free(&m);
}

/* ---- duplicates ------------------------------------------------------------------- */

Test(edge, duplicates)
{
	struct nt h = RB_INITIALIZER(&h);
	struct node *v = nodes(300), key, *x;
	struct model m;
	int i, visits = 0;

	model_init(&m, 300);
	/* 100 distinct keys, each inserted three times. */
	for (i = 0; i < 300; i++) {
		v[i].key = (i * 37) % 100;
		x = RB_INSERT(nt, &h, &v[i]);
		if (i < 100)
			cr_assert(x == NULL);
		else
			cr_assert(x == &v[i % 100], "duplicate of key %d "
			    "returned %p, expected the resident %p",
			    v[i].key, (void *)x, (void *)&v[i % 100]);
	}
	model_from(&m, v, 100, NULL);
	check_nt(C, &h, &m);
	RB_FOREACH(x, nt, &h)
		visits++;
	cr_assert(visits == 100);
	key.key = 42;
	x = RB_FIND(nt, &h, &key);
	cr_assert(x != NULL && x->key == 42 && x < v + 100);
	free(v);
	model_free(&m);
}

/* ---- ascending / descending inserts: height ------------------------------ */

/*
 * Size of the ascending/descending runs: 100000 by default, scaled down
 * with TREE_TEST_OPS (a tenth of it) for the slow valgrind run.
 */
static size_t
seq_n(size_t extra)
{
	long n = test_ops(1000000L) / 10;

	if (n > 100000)
		n = 100000;
	if (n < 1000)
		n = 1000;
	return (size_t)n + extra;
}

/* Insert n keys in the given order, checking heights along the way. */
static void
insert_sequence(const char *what, int (*keyf)(size_t i, size_t n), size_t n)
{
	struct nt h = RB_INITIALIZER(&h);
	struct node *v = nodes(n);
	struct model m;
	size_t i;
	int height = 0;

	model_init(&m, n);
	for (i = 0; i < n; i++) {
		v[i].key = keyf(i, n);
		cr_assert(RB_INSERT(nt, &h, &v[i]) == NULL);
		if (((i + 1) & i) == 0 || i + 1 == n) {
			model_from(&m, v, i + 1, NULL);
			height = check_nt(C, &h, &m);
			cr_assert(avl_height_ok(height, i + 1), "%s: height %d "
			    "after %zu inserts exceeds the AVL bound "
			    "1.4405*log2(n+2)-0.3277 = %.2f", what, height,
			    i + 1, 1.4405 * log2((double)i + 3) - 0.3277);
		}
	}
	cr_log_info("%s: n=%zu height=%d", what, n, height);
	/* Remove in the same order: still valid and within 2*log2(n+1). */
	for (i = 0; i < n; i++) {
		cr_assert(RB_REMOVE(nt, &h, &v[i]) == &v[i]);
		if (i % 16411 == 0 || i + 1 == n) {
			model_from(&m, v + i + 1, n - i - 1, NULL);
			check_nt(C, &h, &m);
		}
	}
	cr_assert(RB_EMPTY(&h));
	free(v);
	model_free(&m);
}

static int
key_ascending(size_t i, size_t n)
{
	(void)n;
	return (int)i;
}

static int
key_descending(size_t i, size_t n)
{
	return (int)(n - 1 - i);
}

static int
key_zigzag(size_t i, size_t n)
{
	return (i % 2) ? (int)(n - 1 - i / 2) : (int)(i / 2);
}

static int
key_inward_outward(size_t i, size_t n)
{
	/* From the middle outwards: n/2, n/2-1, n/2+1, ... */
	size_t mid = n / 2;

	return (i % 2) ? (int)(mid + (i + 1) / 2) : (int)(mid - i / 2);
}

Test(edge, ascending_inserts_height)
{
	insert_sequence("ascending", key_ascending, seq_n(0));
}

Test(edge, descending_inserts_height)
{
	insert_sequence("descending", key_descending, seq_n(0));
}

Test(edge, zigzag_inserts_height)
{
	insert_sequence("zigzag", key_zigzag, seq_n(1));
	insert_sequence("middle-out", key_inward_outward, seq_n(0));
}

/* ---- removal while iterating ------------------------------------------------- */

/* A tree of keys 0..n-1 (in a scrambled insertion order). */
static void
fill(struct nt *h, struct node *v, size_t n)
{
	size_t i;

	RB_INIT(h);
	for (i = 0; i < n; i++) {
		v[i].key = (int)i;
		memset(&v[i].link, 0, sizeof(v[i].link));
	}
	for (i = 0; i < n; i++) {
		size_t j = (i * 7919) % n;	/* n is not a multiple of 7919 */
		cr_assert(RB_INSERT(nt, h, &v[j]) == NULL);
	}
}

Test(edge, foreach_safe_remove_and_free)
{
	struct nt h = RB_INITIALIZER(&h);
	struct node *x, *y;
	int i, expect = 0;

	for (i = 0; i < 500; i++) {
		x = tt_keep(malloc(sizeof(*x)));
		cr_assert(x != NULL);
		x->key = (i * 263) % 500;
		cr_assert(RB_INSERT(nt, &h, x) == NULL);
	}
	/* Remove and free every element from inside the loop. */
	RB_FOREACH_SAFE(x, nt, &h, y) {
		cr_assert(x->key == expect, "RB_FOREACH_SAFE visited key %d, "
		    "expected %d", x->key, expect);
		expect++;
		cr_assert(RB_REMOVE(nt, &h, x) == x);
		free(x);
	}
	cr_assert(expect == 500);
	cr_assert(x == NULL);
	cr_assert(RB_EMPTY(&h));
}

Test(edge, foreach_safe_remove_some)
{
	const size_t n = 1001;
	struct nt h;
	struct node *v = nodes(n), *x, *y;
	struct model m;
	char *in = tt_keep(malloc(n));
	int expect;

	cr_assert(in != NULL);
	model_init(&m, n);
	/* Forward: remove the even keys. */
	fill(&h, v, n);
	memset(in, 1, n);
	expect = 0;
	RB_FOREACH_SAFE(x, nt, &h, y) {
		cr_assert(x->key == expect);
		if (x->key % 2 == 0) {
			cr_assert(RB_REMOVE(nt, &h, x) == x);
			in[x - v] = 0;
		}
		expect++;
	}
	cr_assert(expect == (int)n);
	model_from(&m, v, n, in);
	check_nt(C, &h, &m);
	/* Reverse: remove the keys that are 1 mod 4. */
	expect = (int)n - 1;
	RB_FOREACH_REVERSE_SAFE(x, nt, &h, y) {
		while (expect >= 0 && !in[expect])
			expect--;
		cr_assert(x->key == expect, "RB_FOREACH_REVERSE_SAFE visited "
		    "key %d, expected %d", x->key, expect);
		if (x->key % 4 == 1) {
			cr_assert(RB_REMOVE(nt, &h, x) == x);
			in[x - v] = 0;
		}
		expect--;
	}
	cr_assert(x == NULL);
	model_from(&m, v, n, in);
	check_nt(C, &h, &m);
	/* Reverse, removing everything. */
	RB_FOREACH_REVERSE_SAFE(x, nt, &h, y)
		cr_assert(RB_REMOVE(nt, &h, x) == x);
	cr_assert(RB_EMPTY(&h));
	free(in);
	free(v);
	model_free(&m);
}

Test(edge, foreach_from_remove)
{
	const size_t n = 100;
	struct nt h;
	struct node *v = nodes(n), *x, *y;
	struct model m;
	char *in = tt_keep(malloc(n));
	int expect;

	cr_assert(in != NULL);
	model_init(&m, n);

	/* Forward from key 50, removing every visited element. */
	fill(&h, v, n);
	memset(in, 1, n);
	y = &v[50];
	expect = 50;
	RB_FOREACH_FROM(x, nt, y) {
		cr_assert(x->key == expect, "RB_FOREACH_FROM visited key %d, "
		    "expected %d", x->key, expect);
		cr_assert(RB_REMOVE(nt, &h, x) == x);
		in[x - v] = 0;
		expect++;
	}
	cr_assert(expect == (int)n);
	cr_assert(x == NULL);
	model_from(&m, v, n, in);
	check_nt(C, &h, &m);

	/* Reverse from key 49, removing every visited element. */
	fill(&h, v, n);
	memset(in, 1, n);
	y = &v[49];
	expect = 49;
	RB_FOREACH_REVERSE_FROM(x, nt, y) {
		cr_assert(x->key == expect, "RB_FOREACH_REVERSE_FROM visited "
		    "key %d, expected %d", x->key, expect);
		cr_assert(RB_REMOVE(nt, &h, x) == x);
		in[x - v] = 0;
		expect--;
	}
	cr_assert(expect == -1);
	cr_assert(x == NULL);
	model_from(&m, v, n, in);
	check_nt(C, &h, &m);

	/* Without removal, from the maximum and the minimum: one visit. */
	fill(&h, v, n);
	y = RB_MAX(nt, &h);
	expect = 0;
	RB_FOREACH_FROM(x, nt, y)
		expect++;
	cr_assert(expect == 1);
	y = RB_MIN(nt, &h);
	expect = 0;
	RB_FOREACH_REVERSE_FROM(x, nt, y)
		expect++;
	cr_assert(expect == 1);
	free(in);
	free(v);
	model_free(&m);
}

/* ---- positional inserts -------------------------------------------------- */

Test(edge, positional_inserts_at_both_ends)
{
	struct nt h = RB_INITIALIZER(&h);
	struct node v[6], *x;
	struct model m;
	int keys[6] = { 10, 20, 30, 5, 35, 25 };
	int i, prev;

	memset(v, 0, sizeof(v));
	for (i = 0; i < 6; i++)
		v[i].key = keys[i];
	model_init(&m, 6);
	/* Into a one-node tree, on both sides. */
	cr_assert(RB_INSERT(nt, &h, &v[1]) == NULL);
	cr_assert(RB_INSERT_PREV(nt, &h, &v[1], &v[0]) == NULL);
	cr_assert(RB_INSERT_NEXT(nt, &h, &v[1], &v[2]) == NULL);
	/* Before the minimum, after the maximum, in the middle. */
	cr_assert(RB_INSERT_PREV(nt, &h, RB_MIN(nt, &h), &v[3]) == NULL);
	cr_assert(RB_MIN(nt, &h) == &v[3]);
	cr_assert(RB_INSERT_NEXT(nt, &h, RB_MAX(nt, &h), &v[4]) == NULL);
	cr_assert(RB_MAX(nt, &h) == &v[4]);
	cr_assert(RB_INSERT_NEXT(nt, &h, &v[1], &v[5]) == NULL);
	model_from(&m, v, 6, NULL);
	check_nt(C, &h, &m);
	prev = 0;
	RB_FOREACH(x, nt, &h) {
		cr_assert(x->key > prev);
		prev = x->key;
	}
	model_free(&m);
}

/* Trees built only by appending / prepending: still AVL-shaped. */
static void
positional_build(int prepend)
{
	const size_t n = seq_n(0) / 2;
	struct nt h = RB_INITIALIZER(&h);
	struct node *v = nodes(n);
	struct model m;
	size_t i;
	int height;

	model_init(&m, n);
	for (i = 0; i < n; i++) {
		v[i].key = prepend ? (int)(n - i) : (int)i;
		if (i == 0)
			cr_assert(RB_INSERT(nt, &h, &v[i]) == NULL);
		else if (prepend)
			cr_assert(RB_INSERT_PREV(nt, &h, RB_MIN(nt, &h),
			    &v[i]) == NULL);
		else
			cr_assert(RB_INSERT_NEXT(nt, &h, &v[i - 1], &v[i])
			    == NULL);
		if (((i + 1) & i) == 0 || i + 1 == n) {
			model_from(&m, v, i + 1, NULL);
			height = check_nt(C, &h, &m);
			cr_assert(avl_height_ok(height, i + 1), "%s: height %d "
			    "with n = %zu exceeds the AVL bound",
			    prepend ? "RB_INSERT_PREV" : "RB_INSERT_NEXT",
			    height, i + 1);
		}
	}
	free(v);
	model_free(&m);
}

Test(edge, positional_build_append_prepend)
{
	positional_build(0);
	positional_build(1);
}

/* ---- RB_REINSERT ------------------------------------------------------------- */

Test(edge, reinsert)
{
	struct nt h;
	struct node v[10], *l, *r, *p, *x;
	struct model m;
	char in[10];
	int i;

	model_init(&m, 10);
	RB_INIT(&h);
	memset(v, 0, sizeof(v));
	for (i = 0; i < 10; i++) {
		v[i].key = 10 * i;
		cr_assert(RB_INSERT(nt, &h, &v[i]) == NULL);
	}
	memset(in, 1, sizeof(in));

	/* Key changed without an order change: nothing moves. */
	l = RB_LEFT(&v[5], link);
	r = RB_RIGHT(&v[5], link);
	p = RB_PARENT(&v[5], link);
	v[5].key = 55;
	cr_assert(RB_REINSERT(nt, &h, &v[5]) == NULL);
	cr_assert(RB_LEFT(&v[5], link) == l && RB_RIGHT(&v[5], link) == r &&
	    RB_PARENT(&v[5], link) == p, "RB_REINSERT moved an element "
	    "that was still in order");
	model_from(&m, v, 10, in);
	check_nt(C, &h, &m);

	/* At both ends, still in order. */
	v[0].key = -5;
	cr_assert(RB_REINSERT(nt, &h, &v[0]) == NULL);
	v[9].key = 1000;
	cr_assert(RB_REINSERT(nt, &h, &v[9]) == NULL);
	cr_assert(RB_MIN(nt, &h) == &v[0] && RB_MAX(nt, &h) == &v[9]);
	model_from(&m, v, 10, in);
	check_nt(C, &h, &m);

	/* With an order change: the middle to the end, the min to the middle. */
	v[4].key = 2000;
	cr_assert(RB_REINSERT(nt, &h, &v[4]) == NULL);
	cr_assert(RB_MAX(nt, &h) == &v[4]);
	v[0].key = 62;
	cr_assert(RB_REINSERT(nt, &h, &v[0]) == NULL);
	cr_assert(RB_MIN(nt, &h) == &v[1]);
	cr_assert(RB_NEXT(nt, &h, &v[6]) == &v[0]);
	cr_assert(RB_PREV(nt, &h, &v[0]) == &v[6]);
	model_from(&m, v, 10, in);
	check_nt(C, &h, &m);

	/* Onto another element's key: the resident is returned, as by
	 * RB_INSERT, and the element has left the tree. */
	v[3].key = 20;
	x = RB_REINSERT(nt, &h, &v[3]);
	cr_assert(x == &v[2], "RB_REINSERT onto a present key returned %p, "
	    "expected the resident %p", (void *)x, (void *)&v[2]);
	in[3] = 0;
	model_from(&m, v, 10, in);
	check_nt(C, &h, &m);
	model_free(&m);
}

/* ---- structural corruption is reported by RB_VALIDATE ----------------------- */

#define C7_NAME	nt
#define C7_TYPE	struct node
#include "corrupt7.h"

Test(edge, validate_reports_corruption)
{
	validate_corruption_cases();
}

/* ---- extern instantiation in one file: RB_PROTOTYPE then RB_GENERATE -------- */

struct xnode {
	unsigned key;
	RB_ENTRY(xnode) entry;
};

static int
xnode_cmp(const struct xnode *a, const struct xnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(xt, xnode);
RB_PROTOTYPE(xt, xnode, entry, xnode_cmp)
RB_GENERATE(xt, xnode, entry, xnode_cmp)

Test(edge, prototype_then_generate)
{
	struct xt h = RB_INITIALIZER(&h);
	struct xnode v[64], key, *x;
	unsigned i;

	for (i = 0; i < 64; i++) {
		v[i].key = (i * 11) % 64;
		cr_assert(RB_INSERT(xt, &h, &v[i]) == NULL);
	}
	cr_assert(RB_VALIDATE(xt, &h) == NULL);
	key.key = 33;
	x = RB_FIND(xt, &h, &key);
	cr_assert(x != NULL && x->key == 33);
	i = 0;
	RB_FOREACH(x, xt, &h)
		cr_assert(x->key == i++);
	cr_assert(i == 64);
}

/* ---- SPLAY_* ----------------------------------------------------------------- */

Test(edge, splay_api)
{
	struct st h;
	struct snode v[40], key, dup, *x;
	int i, prev;

	/* Empty. */
	SPLAY_INIT(&h);
	cr_assert(SPLAY_EMPTY(&h));
	cr_assert(SPLAY_ROOT(&h) == NULL);
	cr_assert(SPLAY_EMPTY(&static_splay_head));
	key.key = 3;
	cr_assert(SPLAY_FIND(st, &h, &key) == NULL);
	cr_assert(SPLAY_REMOVE(st, &h, &key) == NULL);
	cr_assert(SPLAY_MIN(st, &h) == NULL);
	cr_assert(SPLAY_MAX(st, &h) == NULL);
	i = 0;
	SPLAY_FOREACH(x, st, &h)
		i++;
	cr_assert(i == 0);

	/* 40 keys 0, 5, ..., 195 in a scrambled order. */
	memset(v, 0, sizeof(v));
	for (i = 0; i < 40; i++) {
		v[i].key = 5 * ((i * 17) % 40);
		cr_assert(SPLAY_INSERT(st, &h, &v[i]) == NULL);
		/* The inserted element becomes the root. */
		cr_assert(SPLAY_ROOT(&h) == &v[i]);
	}
	cr_assert(!SPLAY_EMPTY(&h));
	dup.key = 100;
	x = SPLAY_INSERT(st, &h, &dup);
	cr_assert(x != NULL && x != &dup && x->key == 100,
	    "duplicate SPLAY_INSERT must return the resident");

	/* SPLAY_FIND splays the found element to the root. */
	key.key = 65;
	x = SPLAY_FIND(st, &h, &key);
	cr_assert(x != NULL && x->key == 65 && SPLAY_ROOT(&h) == x);
	for (prev = -1, x = SPLAY_LEFT(SPLAY_ROOT(&h), link); x != NULL;
	    x = SPLAY_RIGHT(x, link)) {
		cr_assert(x->key < 65 && x->key > prev);
		prev = x->key;
	}
	cr_assert(prev == 60, "the root's predecessor is the rightmost of "
	    "its left subtree");
	for (prev = 1000, x = SPLAY_RIGHT(SPLAY_ROOT(&h), link); x != NULL;
	    x = SPLAY_LEFT(x, link)) {
		cr_assert(x->key > 65 && x->key < prev);
		prev = x->key;
	}
	cr_assert(prev == 70);
	key.key = 66;
	cr_assert(SPLAY_FIND(st, &h, &key) == NULL);

	/* MIN/MAX, also through name_SPLAY_MIN_MAX and SPLAY_NEGINF/INF. */
	cr_assert(SPLAY_NEGINF == -1 && SPLAY_INF == 1);
	x = SPLAY_MIN(st, &h);
	cr_assert(x != NULL && x->key == 0);
	cr_assert(st_SPLAY_MIN_MAX(&h, SPLAY_NEGINF) == x);
	x = SPLAY_MAX(st, &h);
	cr_assert(x != NULL && x->key == 195);
	cr_assert(st_SPLAY_MIN_MAX(&h, SPLAY_INF) == x);
	cr_assert(SPLAY_NEXT(st, &h, x) == NULL);

	/* In order by SPLAY_NEXT and by SPLAY_FOREACH. */
	prev = -5;
	for (x = SPLAY_MIN(st, &h); x != NULL; x = SPLAY_NEXT(st, &h, x)) {
		cr_assert(x->key == prev + 5);
		prev = x->key;
	}
	cr_assert(prev == 195);
	prev = -5;
	SPLAY_FOREACH(x, st, &h) {
		cr_assert(x->key == prev + 5);
		prev = x->key;
	}
	cr_assert(prev == 195);

	/* SPLAY_REMOVE: by the element, and by an equal key (returns the
	 * argument, as in BSD), absent keys give NULL. */
	key.key = 65;
	x = SPLAY_FIND(st, &h, &key);
	cr_assert(SPLAY_REMOVE(st, &h, x) == x);
	cr_assert(SPLAY_FIND(st, &h, &key) == NULL);
	key.key = 70;
	cr_assert(SPLAY_REMOVE(st, &h, &key) == &key);
	cr_assert(SPLAY_FIND(st, &h, &key) == NULL);
	cr_assert(SPLAY_REMOVE(st, &h, &key) == NULL);
	i = 0;
	SPLAY_FOREACH(x, st, &h)
		i++;
	cr_assert(i == 38);
	while ((x = SPLAY_ROOT(&h)) != NULL)
		cr_assert(SPLAY_REMOVE(st, &h, x) == x);
	cr_assert(SPLAY_EMPTY(&h));
}

/* ---- one comparison per level ---------------------------------------------- */

static long ccount;

struct cnode {
	int key;
	RB_ENTRY(cnode) link;
};

static int
cnode_cmp(struct cnode *a, struct cnode *b)
{
	ccount++;
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(ct, cnode);
RB_GENERATE_STATIC(ct, cnode, link, cnode_cmp)

static int
ct_height(struct cnode *x)
{
	int l, r;

	if (x == NULL)
		return 0;
	l = ct_height(RB_LEFT(x, link));
	r = ct_height(RB_RIGHT(x, link));
	return 1 + (l > r ? l : r);
}

static int
ct_depth(struct cnode *x)
{
	int d = 1;

	while ((x = RB_PARENT(x, link)) != NULL)
		d++;
	return d;
}

Test(edge, one_comparison_per_level)
{
	struct ct h = RB_INITIALIZER(&h);
	struct cnode *v = tt_keep(calloc(2000, sizeof(*v))), key, *x;
	struct rng r;
	int i, height;

	cr_assert(v != NULL);
	rng_seed(&r, 0xc0c0);
	for (i = 0; i < 2000; i++) {
		v[i].key = 2 * (int)rng_below(&r, 100000);
		height = ct_height(RB_ROOT(&h));
		ccount = 0;
		x = RB_INSERT(ct, &h, &v[i]);
		cr_assert(ccount <= height, "RB_INSERT made %ld comparisons in "
		    "a tree of height %d", ccount, height);
		if (x != NULL)
			v[i].key = -1;	/* a duplicate: not in the tree */
	}
	height = ct_height(RB_ROOT(&h));
	for (i = 0; i < 2000; i++) {
		if (v[i].key < 0)
			continue;
		/* A hit costs at most the depth of the element found. */
		key.key = v[i].key;
		ccount = 0;
		x = RB_FIND(ct, &h, &key);
		cr_assert(x == &v[i]);
		cr_assert(ccount <= ct_depth(x), "RB_FIND made %ld comparisons "
		    "for an element at depth %d", ccount, ct_depth(x));
		/* A miss or an NFIND: at most the height. */
		key.key = v[i].key + 1;
		ccount = 0;
		(void)RB_FIND(ct, &h, &key);
		cr_assert(ccount <= height, "RB_FIND (miss) made %ld "
		    "comparisons, height %d", ccount, height);
		ccount = 0;
		x = RB_NFIND(ct, &h, &key);
		cr_assert(x == NULL || x->key > key.key);
		cr_assert(ccount <= height, "RB_NFIND made %ld comparisons, "
		    "height %d", ccount, height);
		ccount = 0;
		x = RB_PFIND(ct, &h, &key);
		cr_assert(x == &v[i], "RB_PFIND(%d) missed %d", key.key,
		    v[i].key);
		cr_assert(ccount <= height, "RB_PFIND made %ld comparisons, "
		    "height %d", ccount, height);
	}
	/* Walking and removing compare nothing. */
	ccount = 0;
	RB_FOREACH(x, ct, &h)
		(void)x;
	while ((x = RB_MIN(ct, &h)) != NULL)
		(void)RB_REMOVE(ct, &h, x);
	cr_assert(ccount == 0, "walking and removing made %ld comparisons",
	    ccount);
	free(v);
}
