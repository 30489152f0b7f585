/*
 * Edge cases and the rest of the public API: empty tree, one node, the
 * bounds (RB_NFIND, RB_PFIND) at both ends, removal of the root,
 * duplicates, ascending and descending inserts (height), removal while
 * iterating, positional inserts at both ends, RB_REINSERT, initialisers
 * and accessors, RB_NEGINF/RB_INF, and the SPLAY_* names; elements in no
 * tree (RB_LINKED, RB_ENTRY_INIT, removing twice: tests/cases/linked.h).
 *
 * Most are scripted runs of the test engine (engine.h): eng_insert and
 * eng_remove_at apply an operation to the tree and to the engine's model
 * and check its result; eng_check compares the whole tree with the model
 * (RB_EMPTY, RB_ROOT, order, links, ranks, height, RB_VALIDATE, the
 * walks, RB_MIN, RB_MAX).  A failure prints the step and fails the test.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"

#include "eng_test.h"
#include "engine/engine.h"

struct node {
	int key;
	RB_ENTRY(node) link;
};

static long ccount;	/* comparisons made, for one_comparison_per_level */

static int
node_cmp(const struct node *a, const struct node *b)
{
	ccount++;
	return (a->key > b->key) - (a->key < b->key);
}

/* Extern, declared and defined in one file (prototype_then_generate). */
RB_HEAD(nt, node);
RB_PROTOTYPE(nt, node, link, node_cmp)
RB_GENERATE(nt, node, link, node_cmp)

ENG_RB(nt, struct node, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(nt, struct node, link)
static const struct eng_tree nt_eng = { .name = "edge",
    ENG_RB_OPS(nt, struct node), ENG_RB_FULL_OPS(nt) };

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

/* A comparator of its own type: a double difference, below 1 apart. */
struct dnode {
	double key;
	SPLAY_ENTRY(dnode) link;
};

static double
dnode_cmp(struct dnode *a, struct dnode *b)
{
	return (a->key - b->key);
}

SPLAY_HEAD(dt, dnode);
SPLAY_PROTOTYPE(dt, dnode, link, dnode_cmp)
SPLAY_GENERATE(dt, dnode, link, dnode_cmp)

/* A comparator that is no order at all: whatever the lookups find, no
 * removal may lose an element. */
static int snode_lie;

static int
snode_random_cmp(struct snode *a, struct snode *b)
{
	if (a == b)
		return (0);
	snode_lie = (int)((snode_lie * 1103515245U + 12345U) & 0x7fffffff);
	return ((snode_lie >> 16) % 3 - 1);
}

SPLAY_HEAD(rt, snode);
SPLAY_PROTOTYPE(rt, snode, link, snode_random_cmp)
SPLAY_GENERATE(rt, snode, link, snode_random_cmp)

/* The elements below x, by their links (no comparison), up to limit. */
static int
snode_count(struct snode *x, int limit)
{
	if (x == NULL || limit <= 0)
		return (0);
	return (1 + snode_count(SPLAY_LEFT(x, link), limit - 1) +
	    snode_count(SPLAY_RIGHT(x, link), limit - 1));
}

/* The scripted run of a test (each test runs in a process of its own). */
static struct eng_run R;
#define H	((struct nt *)R.head)

static void
begin(size_t maxn)
{
	struct eng_cfg cfg = { .maxn = maxn };

	eng_begin(&R, &nt_eng, &cfg);
}

/* The model's element i, or NULL past either end (i = -1 included). */
static struct node *
at(size_t i)
{
	return i < R.n ? R.v[i].elm : NULL;
}

/* A node's depth: 1 at the root. */
static int
depth(struct node *x)
{
	int d = 1;

	while ((x = RB_PARENT(x, link)) != NULL)
		d++;
	return d;
}

/* call returns want after at most bound comparisons. */
#define LOOKUP(call, want, bound) do {					\
	ccount = 0;							\
	ENG_REQUIRE(&R, (call) == (want) && ccount <= (bound), "%s is "	\
	    "wrong at key %d (%ld comparisons)", #call, k, ccount);	\
} while (0)

/*
 * Every lookup at key k against the model: RB_FIND, the bounds RB_NFIND
 * (the least key >= k) and RB_PFIND (the greatest <= k), both ends through
 * RB_MINMAX, and RB_NEXT and RB_PREV of the element with key k.  One
 * comparison per level: a hit costs at most the depth of the element
 * found, a miss or a bound at most the height (of the last eng_check),
 * the rest none.
 */
static void
lookups(int k)
{
	struct node key, *x;
	size_t lo = eng_lower(&R, k), hi = lo;	/* keys < k; keys <= k */

	key.key = k;
	if (lo < R.n && R.v[lo].key == k)
		hi++;
	x = lo < hi ? at(lo) : NULL;
	LOOKUP(RB_FIND(nt, H, &key), x, x != NULL ? depth(x) : R.height);
	LOOKUP(RB_NFIND(nt, H, &key), at(lo), R.height);
	LOOKUP(RB_PFIND(nt, H, &key), at(hi - 1), R.height);
	LOOKUP(nt_RB_MINMAX(H, RB_NEGINF), at(0), 0);
	LOOKUP(nt_RB_MINMAX(H, RB_INF), at(R.n - 1), 0);
	if (x != NULL) {
		LOOKUP(RB_NEXT(nt, H, x), at(hi), 0);
		LOOKUP(RB_PREV(nt, H, x), at(lo - 1), 0);
	}
}

/* eng_check, then lookups() at each key and on either side of it. */
static void
lookups_all(void)
{
	size_t i;
	int d;

	eng_check(&R);
	for (i = 0; i < R.n; i++)
		for (d = -1; d <= 1; d++)
			lookups((int)R.v[i].key + d);
}

/* ---- empty tree, one node, initialisers, accessors ----------------------- */

/*
 * A visit of a walk: x must be the model's element *j (backward: *j - 1);
 * removed if its key is rem modulo m, and its links then scribbled over,
 * so that a walk that reads them after the visit fails.  *j moves to the
 * next one.
 */
static void
visit(struct node *x, size_t *j, int back, int m, int rem)
{
	size_t i = back ? *j - 1 : *j;

	ENG_REQUIRE(&R, x == at(i), "a walk visited key %d out of order",
	    x->key);
	if (x->key % m == rem) {
		eng_remove_at(&R, i);	/* checks RB_REMOVE's result */
		nt_eng.scribble(x);	/* garbage links, as after free() */
	} else if (!back)
		i++;
	*j = i;
}

/*
 * A removal-safe walk, how = ENG_SAFE, ENG_REVERSE_SAFE, ENG_FROM or
 * ENG_REVERSE_FROM (from `from`), removing the elements with key % m ==
 * rem (m = 1, rem = 0: all of them; rem = m: none).  It must visit the
 * model's elements from `from` (or the first) to the last one, in order.
 */
static void
walk(int how, struct node *from, int m, int rem)
{
	int back = how == ENG_REVERSE_SAFE || how == ENG_REVERSE_FROM;
	size_t j = back ? R.n : 0;
	struct node *x, *y = from;

	if (from != NULL)
		j = eng_lower(&R, from->key) + (size_t)back;
	if (how == ENG_SAFE)
		RB_FOREACH_SAFE(x, nt, H, y)
			visit(x, &j, back, m, rem);
	else if (how == ENG_REVERSE_SAFE)
		RB_FOREACH_REVERSE_SAFE(x, nt, H, y)
			visit(x, &j, back, m, rem);
	else if (how == ENG_FROM)
		RB_FOREACH_FROM(x, nt, y)
			visit(x, &j, back, m, rem);
	else
		RB_FOREACH_REVERSE_FROM(x, nt, y)
			visit(x, &j, back, m, rem);
	ENG_REQUIRE(&R, x == NULL && j == (back ? 0 : R.n), "walk %d ended "
	    "with %zu elements left to visit", how, back ? j : R.n - j);
}

Test(edge, empty_tree)
{
	begin(1);
	eng_check(&R);	/* after RB_INIT: RB_EMPTY, RB_ROOT, the walks, ... */
	lookups(5);
	walk(ENG_SAFE, NULL, 1, 0);
	walk(ENG_REVERSE_SAFE, NULL, 1, 0);
	walk(ENG_FROM, NULL, 1, 0);
	walk(ENG_REVERSE_FROM, NULL, 1, 0);
	eng_end(&R);
}

Test(edge, one_node)
{
	struct node *a;

	begin(2);
	(void)eng_insert(&R, 10);
	a = at(0);
	cr_assert(RB_ROOT(H) == a && RB_PARENT(a, link) == NULL);
	cr_assert(RB_LEFT(a, link) == NULL && RB_RIGHT(a, link) == NULL);
	lookups_all();
	/* A duplicate: the engine checks that the resident is returned. */
	(void)eng_insert(&R, 10);
	lookups_all();	/* RB_FOREACH visits a once */
	eng_remove_at(&R, 0);
	eng_check(&R);
	/* Removed elements may be inserted again (the engine reuses a). */
	(void)eng_insert(&R, 10);
	cr_assert(at(0) == a && RB_ROOT(H) == a);
	eng_end(&R);
}

/*
 * RB_PFIND and RB_NFIND, the two bounds, for keys below all, above all,
 * equal to each element and between each two, over every tree size up
 * to 40 (every shape of root and leaves the bounds can end on).
 */
Test(edge, pfind_nfind_bounds)
{
	int n;

	begin(40);
	for (n = 1; n <= 40; n++) {
		/* Elements 10, 20, ..., 10 n; the empty tree: empty_tree. */
		(void)eng_insert(&R, 10 * (long long)n);
		lookups_all();
	}
	eng_end(&R);
}

/* RB_LEFT/RB_RIGHT/RB_PARENT on a known shape; RB_NEGINF/RB_INF. */
Test(edge, accessors_and_minmax)
{
	/* A perfect tree, and the parent of each of its keys 1 .. 7. */
	static const int order[7] = { 4, 2, 6, 1, 3, 5, 7 };
	static const int parent[7] = { 2, 4, 2, 0, 6, 4, 6 };
	size_t i;

	begin(7);
	for (i = 0; i < 7; i++)
		(void)eng_insert(&R, order[i]);
	lookups_all();	/* RB_MINMAX both ways, RB_NEXT, RB_PREV, ... */
	/*
	 * Key k is the model's element k - 1 (key 0, none, is at(-1)).  As
	 * eng_check has matched each child's parent link, the parents give
	 * every RB_LEFT and RB_RIGHT too.
	 */
	for (i = 0; i < 7; i++)
		cr_assert(RB_PARENT(at(i), link) == at((size_t)parent[i] - 1),
		    "the parent of key %zu", i + 1);
	cr_assert(RB_ROOT(H) == at(3) && RB_LEFT(at(3), link) == at(1) &&
	    RB_RIGHT(at(3), link) == at(5));
	cr_assert(RB_LEFT(at(0), link) == NULL && RB_RIGHT(at(0), link) == NULL);
	cr_assert(RB_NEGINF == -1 && RB_INF == 1);
	eng_end(&R);
}

/*
 * The engine's check that h holds the elements of v[0 .. n) whose key is
 * not -1 (v is sorted by key) and nothing else; the height.
 */
static int
check_holds(struct nt *h, struct node *v, size_t n)
{
	struct eng_ent *m = tt_keep(malloc((n + 1) * sizeof(*m)));
	struct eng_run r;
	size_t i, c = 0;
	int height;

	cr_assert(m != NULL, "out of memory");
	for (i = 0; i < n; i++)
		if (v[i].key != -1) {
			m[c].key = v[i].key;
			m[c++].elm = &v[i];
		}
	height = eng_check_once(&r, &nt_eng, h, m, c);
	cr_assert(height >= 0, "%s", r.msg);
	free(m);
	return height;
}

Test(edge, static_initializer)
{
	struct node v[2] = { { .key = 1 }, { .key = 2 } };

	check_holds(&static_head, v, 0);	/* RB_EMPTY, RB_VALIDATE */
	cr_assert(RB_INSERT(nt, &static_head, &v[0]) == NULL);
	cr_assert(RB_INSERT(nt, &static_head, &v[1]) == NULL);
	check_holds(&static_head, v, 2);	/* RB_MIN, RB_MAX, ... */
	cr_assert(RB_REMOVE(nt, &static_head, &v[0]) == &v[0]);
	cr_assert(RB_REMOVE(nt, &static_head, &v[1]) == &v[1]);
	check_holds(&static_head, v, 0);
	cr_assert(SPLAY_EMPTY(&static_splay_head));
}

/* ---- removal of the root, duplicates ------------------------------------- */

Test(edge, remove_root_until_empty)
{
	struct node *root;
	struct rng rg;
	size_t n, i;

	for (n = 1; n <= 600; n += (n < 40 ? 1 : 97)) {
		begin(n);
		rng_seed(&rg, n);
		for (i = 0; i < n; i++)
			(void)eng_insert(&R, (long long)rng_below(&rg, 1000000));
		eng_check(&R);
		while (R.n > 0) {
			root = RB_ROOT(H);
			cr_assert(RB_PARENT(root, link) == NULL);
			eng_remove_at(&R, eng_lower(&R, root->key));
			eng_check(&R);
		}
		eng_end(&R);
	}
}

Test(edge, duplicates)
{
	int i;

	begin(100);
	/*
	 * 100 distinct keys, each inserted three times: the engine checks
	 * that a duplicate returns the resident, the first one inserted.
	 */
	for (i = 0; i < 300; i++)
		(void)eng_insert(&R, (i * 37) % 100);
	cr_assert(R.n == 100);
	lookups_all();	/* RB_FOREACH visits 100, RB_FIND the residents */
	eng_end(&R);
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

	n = n > 100000 ? 100000 : n < 1000 ? 1000 : n;
	return (size_t)n + extra;
}

/* The i-th of n keys of a run, in each order; all are in [0, n]. */
enum { UP, DOWN, ZIGZAG, MIDDLE_OUT };

static size_t
seq_key(int order, size_t i, size_t n)
{
	size_t mid = n / 2;

	switch (order) {
	case UP:
		return i;
	case DOWN:
		return n - 1 - i;
	case ZIGZAG:		/* from both ends inwards: 0, n-1, 1, ... */
		return i % 2 ? n - 1 - i / 2 : i / 2;
	default:		/* from the middle outwards: n/2, n/2+1, ... */
		return i % 2 ? mid + (i + 1) / 2 : mid - i / 2;
	}
}

/*
 * Insert n keys in the given order, checking heights along the way: by
 * RB_INSERT (side 0), or each by RB_INSERT_NEXT (side 1) or RB_INSERT_PREV
 * (side -1) at the element inserted before.  Key k is v[k], -1 out of
 * the tree.  The engine's check is too slow to run after every step of
 * 100000 (its model is an array), so the tree is checked at each power
 * of two.
 */
/*
 * The height of a tree built by insertions only: weak AVL's is an AVL
 * tree's, red-black's (TREE_BALANCE == TREE_RED_BLACK) the general bound.
 */
#if TREE_BALANCE == TREE_RED_BLACK
#define INSERT_BOUND(n)		(2 * log2((double)(n) + 1))
#define INSERT_BOUND_TEXT	"2*log2(n+1)"
#elif TREE_BALANCE == TREE_WEAK_AVL
#define INSERT_BOUND(n)		(1.4405 * log2((double)(n) + 2) - 0.3277)
#define INSERT_BOUND_TEXT	"1.4405*log2(n+2)-0.3277 (AVL)"
#else
#error "test_edge.c: a balance scheme without a height bound here"
#endif

static void
sequence(const char *what, int order, int side, size_t n)
{
	struct nt h = RB_INITIALIZER(&h);
	struct node *v = tt_keep(malloc((n + 1) * sizeof(*v))), *e, *x;
	size_t i;
	int height = 0;
	double bound;

	cr_assert(v != NULL, "out of memory");
	for (i = 0; i <= n; i++)
		v[i].key = -1;
	for (i = 0; i < n; i++) {
		e = &v[seq_key(order, i, n)];
		e->key = (int)(e - v);
		if (i == 0 || side == 0)
			x = RB_INSERT(nt, &h, e);
		else if (side > 0)
			x = RB_INSERT_NEXT(nt, &h, e - 1, e);
		else
			x = RB_INSERT_PREV(nt, &h, e + 1, e);
		cr_assert(x == NULL, "%s: insert %zu failed", what, i);
		if (((i + 1) & i) == 0 || i + 1 == n) {
			height = check_holds(&h, v, n + 1);
			cr_assert(height <= (bound = INSERT_BOUND(i + 1)),
			    "%s: height %d after %zu inserts exceeds the "
			    "bound %s = %.2f", what, height, i + 1,
			    INSERT_BOUND_TEXT, bound);
		}
	}
	cr_log_info("%s: n=%zu height=%d", what, n, height);
	/* Remove in the same order: still valid and within 2*log2(n+1). */
	for (i = 0; i < n; i++) {
		e = &v[seq_key(order, i, n)];
		cr_assert(RB_REMOVE(nt, &h, e) == e);
		e->key = -1;
		if (i % 16411 == 0 || i + 1 == n)
			check_holds(&h, v, n + 1);
	}
	free(v);
}

Test(edge, ascending_inserts_height)
{
	sequence("ascending", UP, 0, seq_n(0));
}

Test(edge, descending_inserts_height)
{
	sequence("descending", DOWN, 0, seq_n(0));
}

Test(edge, zigzag_inserts_height)
{
	sequence("zigzag", ZIGZAG, 0, seq_n(1));
	sequence("middle-out", MIDDLE_OUT, 0, seq_n(0));
}

/* Trees built only by appending / prepending: still AVL-shaped. */
Test(edge, positional_build_append_prepend)
{
	sequence("RB_INSERT_NEXT", UP, 1, seq_n(0) / 2);
	sequence("RB_INSERT_PREV", DOWN, -1, seq_n(0) / 2);
}

/* ---- removal while iterating --------------------------------------------- */

/* Keys 0 .. n-1 in a scrambled insertion order (present ones stay). */
static void
fill(size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		(void)eng_insert(&R, (long long)((i * 7919) % n));
}

/* Remove (and "free") every element from inside the loop. */
Test(edge, foreach_safe_remove_and_free)
{
	begin(500);
	fill(500);
	walk(ENG_SAFE, NULL, 1, 0);
	eng_end(&R);
}

Test(edge, foreach_safe_remove_some)
{
	begin(1001);
	fill(1001);
	walk(ENG_SAFE, NULL, 2, 0);		/* the even keys */
	eng_check(&R);
	walk(ENG_REVERSE_SAFE, NULL, 4, 1);	/* the keys 1 mod 4 */
	eng_check(&R);
	walk(ENG_REVERSE_SAFE, NULL, 1, 0);	/* all of them */
	eng_end(&R);
}

Test(edge, foreach_from_remove)
{
	begin(100);
	/* Forward from key 50, backward from 49: removing every visit. */
	fill(100);
	walk(ENG_FROM, at(50), 1, 0);
	eng_check(&R);
	fill(100);
	walk(ENG_REVERSE_FROM, at(49), 1, 0);
	eng_check(&R);
	/* Without removal, from the maximum and the minimum: one visit. */
	fill(100);
	walk(ENG_FROM, RB_MAX(nt, H), 1, 1);
	walk(ENG_REVERSE_FROM, RB_MIN(nt, H), 1, 1);
	eng_end(&R);
}

/* ---- positional inserts, RB_REINSERT ------------------------------------- */

/* RB_INSERT_NEXT (side > 0) or RB_INSERT_PREV of key k at key a's element. */
static void
insert_beside(int side, int a, int k)
{
	struct node *x = at(eng_lower(&R, a)), *e = eng_new(&R, k), *got;

	got = side > 0 ? RB_INSERT_NEXT(nt, H, x, e) :
	    RB_INSERT_PREV(nt, H, x, e);
	ENG_REQUIRE(&R, got == NULL, "inserting %d beside %d (side %d) "
	    "returned %p", k, a, side, (void *)got);
	eng_add(&R, e);
	eng_check(&R);
}

Test(edge, positional_inserts_at_both_ends)
{
	/* (side, at, key): into a one-node tree, before the minimum, after
	 * the maximum, in the middle. */
	static const int rows[][3] = { { -1, 20, 10 }, { 1, 20, 30 },
	    { -1, 10, 5 }, { 1, 30, 35 }, { 1, 20, 25 }, { -1, 20, 15 } };
	size_t i;
	int k;

	begin(200);
	(void)eng_insert(&R, 20);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		insert_beside(rows[i][0], rows[i][1], rows[i][2]);
	/* Beside each element of a larger tree: subtrees of every depth. */
	for (k = 40; k < 640; k += 10)
		(void)eng_insert(&R, k);
	for (k = 40; k < 640; k += 10) {
		insert_beside(1, k, k + 1);
		insert_beside(-1, k, k - 1);
	}
	eng_end(&R);
}

/*
 * Key a's element gets key k in place, then RB_REINSERT: it returns the
 * resident of key k if there is one (the element has left the tree, as
 * by RB_INSERT), else NULL; an element still in order does not move.
 * The model follows by hand: the engine has no such step to call.
 */
static void
reinsert(int a, int k)
{
	size_t i = eng_lower(&R, a), j = eng_lower(&R, k);
	struct node *e = at(i), old = *e, *want = NULL;
	int stays = (i == 0 || at(i - 1)->key < k) &&
	    (i + 1 == R.n || k < at(i + 1)->key);

	if (!stays && j < R.n && at(j)->key == k)
		want = at(j);
	e->key = k;
	ENG_REQUIRE(&R, RB_REINSERT(nt, H, e) == want, "RB_REINSERT of key "
	    "%d to %d", a, k);
	ENG_REQUIRE(&R, !stays || memcmp(&e->link, &old.link,
	    sizeof(old.link)) == 0, "RB_REINSERT moved an element that was "
	    "still in order");
	R.n--;
	memmove(&R.v[i], &R.v[i + 1], (R.n - i) * sizeof(R.v[0]));
	if (want == NULL)
		eng_add(&R, e);
	else
		eng_put(&R, e);
	lookups_all();
}

Test(edge, reinsert)
{
	/* (from, to): still in order in the middle and at both ends; then the
	 * middle to the end, the minimum to the middle; onto a present key. */
	static const int rows[][2] = { { 50, 55 }, { 0, -5 }, { 90, 1000 },
	    { 40, 2000 }, { -5, 62 }, { 30, 20 } };
	size_t i;
	int k;

	begin(10);
	for (i = 0; i < 10; i++)
		(void)eng_insert(&R, 10 * (long long)i);
	/* The root, there and back: a removal and insertion would move it. */
	k = RB_ROOT(H)->key;
	reinsert(k, k + 1);
	reinsert(k + 1, k);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		reinsert(rows[i][0], rows[i][1]);
	eng_end(&R);
}

/* ---- structural corruption is reported by RB_VALIDATE -------------------- */

#define C7_NAME	nt
#define C7_TYPE	struct node
#include "cases/corruption.h"
#include "cases/linked.h"

Test(edge, validate_reports_corruption)
{
	validate_corruption_cases();
}

/* nt is extern: RB_PROTOTYPE, then RB_GENERATE, in this one file. */
Test(edge, prototype_then_generate)
{
	unsigned i;

	begin(64);
	for (i = 0; i < 64; i++)
		(void)eng_insert(&R, (i * 11) % 64);
	lookups_all();	/* RB_VALIDATE, RB_FOREACH in order, RB_FIND, ... */
	eng_end(&R);
}

/* ---- SPLAY_* ------------------------------------------------------------- */

Test(edge, splay_api)
{
	struct st h;
	struct snode v[40], key, dup, *x;
	int i, k;

	/* Empty. */
	SPLAY_INIT(&h);
	cr_assert(SPLAY_EMPTY(&h) && SPLAY_ROOT(&h) == NULL);
	cr_assert(SPLAY_EMPTY(&static_splay_head));
	key.key = 3;
	cr_assert(SPLAY_FIND(st, &h, &key) == NULL);
	cr_assert(SPLAY_REMOVE(st, &h, &key) == NULL);
	cr_assert(SPLAY_MIN(st, &h) == NULL && SPLAY_MAX(st, &h) == NULL);
	SPLAY_FOREACH(x, st, &h)
		cr_assert_fail("SPLAY_FOREACH ran on an empty tree");

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

	/*
	 * SPLAY_FIND splays the element found to the root, between its
	 * neighbours (the in-order walks below check the rest of the order).
	 */
	key.key = 65;
	x = SPLAY_FIND(st, &h, &key);
	cr_assert(x != NULL && x->key == 65 && SPLAY_ROOT(&h) == x);
	cr_assert(SPLAY_LEFT(x, link)->key < 65 &&
	    SPLAY_RIGHT(x, link)->key > 65);
	key.key = 66;
	cr_assert(SPLAY_FIND(st, &h, &key) == NULL);

	/* MIN/MAX, also through name_SPLAY_MIN_MAX and SPLAY_NEGINF/INF. */
	cr_assert(SPLAY_NEGINF == -1 && SPLAY_INF == 1);
	x = SPLAY_MIN(st, &h);
	cr_assert(x != NULL && x->key == 0 &&
	    st_SPLAY_MIN_MAX(&h, SPLAY_NEGINF) == x);
	x = SPLAY_MAX(st, &h);
	cr_assert(x != NULL && x->key == 195 &&
	    st_SPLAY_MIN_MAX(&h, SPLAY_INF) == x);
	cr_assert(SPLAY_NEXT(st, &h, x) == NULL);
	/* In order by SPLAY_NEXT. */
	k = 0;
	for (x = SPLAY_MIN(st, &h); x != NULL; x = SPLAY_NEXT(st, &h, x)) {
		cr_assert(x->key == k);
		k += 5;
	}
	cr_assert(k == 200);

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
	/* In order by SPLAY_FOREACH: the 38 left, 65 and 70 skipped. */
	k = 0;
	SPLAY_FOREACH(x, st, &h) {
		cr_assert(x->key == k, "SPLAY_FOREACH visited %d", x->key);
		k += k == 60 ? 15 : 5;
	}
	cr_assert(k == 200);
	while ((x = SPLAY_ROOT(&h)) != NULL)
		cr_assert(SPLAY_REMOVE(st, &h, x) == x);
	cr_assert(SPLAY_EMPTY(&h));
}

/* ---- one comparison per level -------------------------------------------- */

Test(edge, splay_keeps_the_comparators_type)
{
	struct dt head = SPLAY_INITIALIZER(&head);
	struct dnode v[10], *x;
	int i, n = 0;

	for (i = 0; i < 10; i++) {
		v[i].key = i / 10.0;
		cr_assert(SPLAY_INSERT(dt, &head, &v[i]) == NULL,
		    "key %g was taken for a duplicate", v[i].key);
	}
	SPLAY_FOREACH(x, dt, &head)
		cr_assert(x == &v[n++]);
	cr_assert(n == 10, "%d of 10 keys in the tree", n);
}

Test(edge, splay_remove_loses_nothing_with_a_bad_comparator)
{
	struct rt head = SPLAY_INITIALIZER(&head);
	static struct snode v[64];
	int i, k, n, in = 0;

	for (i = 0; i < 64; i++)
		if (SPLAY_INSERT(rt, &head, &v[i]) == NULL)
			in++;
	cr_assert(snode_count(SPLAY_ROOT(&head), 64) == in);
	for (k = 0; k < 64; k++) {
		if (SPLAY_REMOVE(rt, &head, &v[k]) != NULL)
			in--;
		n = snode_count(SPLAY_ROOT(&head), 64);
		cr_assert(n == in, "after a removal, %d elements in the "
		    "tree, %d expected", n, in);
	}
}

Test(edge, one_comparison_per_level)
{
	struct node *x;
	struct rng rg;
	int i;

	begin(2000);
	rng_seed(&rg, 0xc0c0);
	for (i = 0; i < 2000; i++) {
		eng_check(&R);	/* R.height: the tree's */
		/* eng_insert compares nothing but in RB_INSERT. */
		ccount = 0;
		(void)eng_insert(&R, 2 * (long long)rng_below(&rg, 100000));
		cr_assert(ccount <= R.height, "RB_INSERT made %ld comparisons "
		    "in a tree of height %d", ccount, R.height);
	}
	lookups_all();	/* RB_FIND, RB_NFIND, RB_PFIND: see lookups() */
	/* Walking and removing compare nothing. */
	ccount = 0;
	RB_FOREACH(x, nt, H)
		(void)x;
	while ((x = RB_MIN(nt, H)) != NULL)
		eng_remove_at(&R, 0);
	cr_assert(ccount == 0, "walking and removing made %ld comparisons",
	    ccount);
	eng_end(&R);
}
