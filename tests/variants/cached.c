/*
 * The cached head: RB_INITIALIZER and RB_INIT for both head kinds, the
 * head layout, RB_MIN / RB_COUNT / the lockless reads after every
 * operation of a scripted sequence that moves the minimum in every way,
 * RB_POP_MIN (NULL on empty, ascending order), and the two-line switch
 * (switch.c built both ways gives the same trace).
 */
#include <criterion/criterion.h>
#include <stddef.h>
#include <stdio.h>

#include "vcommon.h"

#include "tree.h"

struct cnode {
	RB_ENTRY(cnode) link;
	long key;
};

static int
ccmp(const struct cnode *a, const struct cnode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

RB_HEAD(cplain, cnode);
RB_HEAD_CACHED(ccached, cnode);
RB_GENERATE_STATIC(cplain, cnode, link, ccmp)
RB_GENERATE_CACHED_STATIC(ccached, cnode, link, ccmp)

static struct cplain static_plain = RB_INITIALIZER(&static_plain);
static struct ccached static_cached = RB_INITIALIZER(&static_cached);

Test(cached_head, initializer_and_init)
{
	struct cplain p = RB_INITIALIZER(&p);
	struct ccached c = RB_INITIALIZER(&c);
	struct cnode e = { .key = 1 };

	cr_assert(RB_EMPTY(&p) && RB_EMPTY(&c));
	cr_assert(RB_EMPTY(&static_plain) && RB_EMPTY(&static_cached));
	cr_assert(RB_MIN(cplain, &p) == NULL && RB_MIN(ccached, &c) == NULL);
	cr_assert(RB_COUNT(ccached, &c) == 0);
	cr_assert(RB_COUNT(ccached, &static_cached) == 0);
	cr_assert(RB_MIN_LOCKLESS(ccached, &static_cached) == NULL);
	cr_assert(RB_COUNT_LOCKLESS(ccached, &c) == 0);
	cr_assert(RB_MIN_LOCKLESS(ccached, &c) == NULL);
	cr_assert(RB_VALIDATE(cplain, &p) == NULL);
	cr_assert(RB_VALIDATE(ccached, &c) == NULL);
	cr_assert(RB_VALIDATE(ccached, &static_cached) == NULL);

	/* RB_INIT over garbage, both kinds. */
	memset(&p, 0xa5, sizeof(p));
	memset(&c, 0xa5, sizeof(c));
	RB_INIT(&p);
	RB_INIT(&c);
	cr_assert(RB_EMPTY(&p) && RB_EMPTY(&c));
	cr_assert(RB_MIN(ccached, &c) == NULL && RB_COUNT(ccached, &c) == 0);
	cr_assert(RB_MIN_LOCKLESS(ccached, &c) == NULL);
	cr_assert(RB_VALIDATE(ccached, &c) == NULL);
	/* Usable after RB_INIT, and RB_INIT empties a non-empty head. */
	cr_assert(RB_INSERT(ccached, &c, &e) == NULL);
	cr_assert(RB_INSERT(cplain, &p, &e) == NULL);
	cr_assert(RB_MIN(ccached, &c) == &e && RB_COUNT(ccached, &c) == 1);
	RB_INIT(&c);
	RB_INIT(&p);
	cr_assert(RB_EMPTY(&c) && RB_COUNT(ccached, &c) == 0 &&
	    RB_MIN(ccached, &c) == NULL && RB_EMPTY(&p));
}

Test(cached_head, layout)
{
	/* Root, leftmost, count: three words (cached_pad.c: RB_CACHE_LINE). */
	cr_assert(sizeof(struct ccached) == 3 * sizeof(void *));
	/* A plain head is still one pointer. */
	cr_assert(sizeof(struct cplain) == sizeof(void *));
}

/* Check the cache against a walk of the tree. */
static void
ccheck(struct ccached *h, const char *what)
{
	struct cnode *x, *leftmost = NULL;
	size_t n = 0;

	for (x = RB_ROOT(h); x != NULL; x = RB_LEFT(x, link))
		leftmost = x;
	RB_FOREACH(x, ccached, h)
		n++;
	cr_assert(RB_MIN(ccached, h) == leftmost, "%s: RB_MIN is not the "
	    "leftmost element", what);
	cr_assert(RB_MIN_LOCKLESS(ccached, h) == leftmost,
	    "%s: RB_MIN_LOCKLESS is not the leftmost element", what);
	cr_assert(RB_COUNT(ccached, h) == n, "%s: RB_COUNT %zu, walk %zu",
	    what, (size_t)RB_COUNT(ccached, h), n);
	cr_assert(RB_COUNT_LOCKLESS(ccached, h) == n, "%s: RB_COUNT_LOCKLESS",
	    what);
	cr_assert(RB_VALIDATE(ccached, h) == NULL, "%s: RB_VALIDATE: %s",
	    what, RB_VALIDATE(ccached, h));
}

Test(cached_head, minimum_moves)
{
	struct ccached h = RB_INITIALIZER(&h);
	struct cnode n[64], probe, *x;
	int i;

	for (i = 0; i < 64; i++)
		n[i].key = 1000 - 10 * i;	/* each insert is a new min */
	for (i = 0; i < 32; i++) {
		cr_assert(RB_INSERT(ccached, &h, &n[i]) == NULL);
		ccheck(&h, "descending insert");
		cr_assert(RB_MIN(ccached, &h) == &n[i]);
	}
	/* Ascending inserts never change the min. */
	n[40].key = 5000;
	RB_INSERT(ccached, &h, &n[40]);
	ccheck(&h, "insert above");
	/* Duplicate insert changes nothing. */
	probe.key = n[31].key;
	cr_assert(RB_INSERT(ccached, &h, &probe) == &n[31]);
	ccheck(&h, "duplicate insert");
	/* Positional inserts before and after the min. */
	n[41].key = n[31].key - 3;
	RB_INSERT_PREV(ccached, &h, &n[31], &n[41]);
	ccheck(&h, "insert_prev before the min");
	cr_assert(RB_MIN(ccached, &h) == &n[41]);
	n[42].key = n[41].key + 1;
	RB_INSERT_NEXT(ccached, &h, &n[41], &n[42]);
	ccheck(&h, "insert_next after the min");
	cr_assert(RB_MIN(ccached, &h) == &n[41]);
	/* Remove a non-min, then the min, then the min's successor. */
	RB_REMOVE(ccached, &h, &n[10]);
	ccheck(&h, "remove inside");
	RB_REMOVE(ccached, &h, &n[41]);
	ccheck(&h, "remove the min");
	cr_assert(RB_MIN(ccached, &h) == &n[42]);
	/* Reinsert the min far to the right, and another to the far left. */
	n[42].key = 9000;
	cr_assert(RB_REINSERT(ccached, &h, &n[42]) == NULL);
	ccheck(&h, "reinsert the min to the right");
	n[5].key = -100;
	cr_assert(RB_REINSERT(ccached, &h, &n[5]) == NULL);
	ccheck(&h, "reinsert to the far left");
	cr_assert(RB_MIN(ccached, &h) == &n[5]);
	/* Reinsert the min onto another element's key: it leaves. */
	n[5].key = n[20].key;
	cr_assert(RB_REINSERT(ccached, &h, &n[5]) == &n[20]);
	ccheck(&h, "colliding reinsert of the min");
	/* Replace the min, then pop everything. */
	x = RB_MIN(ccached, &h);
	n[43] = *x;
	cr_assert(RB_REPLACE(ccached, &h, x, &n[43]) == x);
	ccheck(&h, "replace the min");
	cr_assert(RB_MIN(ccached, &h) == &n[43]);
	while (!RB_EMPTY(&h)) {
		x = RB_MIN(ccached, &h);
		cr_assert(RB_POP_MIN(ccached, &h) == x);
		ccheck(&h, "pop_min");
	}
	cr_assert(RB_POP_MIN(ccached, &h) == NULL);
	ccheck(&h, "pop_min on empty");
}

#define POP_TEST(HEADT)							\
static void								\
pop_test_##HEADT(unsigned long long seed, size_t n)			\
{									\
	struct HEADT h;							\
	struct cnode *pool = calloc(n + 1, sizeof(*pool)), *x;		\
	struct rng rng = { seed };					\
	size_t i, got = 0, inserted = 0;				\
	long last = -1;							\
									\
	cr_assert(pool != NULL);					\
	RB_INIT(&h);							\
	cr_assert(RB_POP_MIN(HEADT, &h) == NULL, "pop on empty");	\
	for (i = 0; i < n; i++) {					\
		pool[i].key = (long)rng_below(&rng, 4 * n + 1);	\
		inserted += RB_INSERT(HEADT, &h, &pool[i]) == NULL;	\
	}								\
	while ((x = RB_POP_MIN(HEADT, &h)) != NULL) {			\
		cr_assert(x->key > last, "RB_POP_MIN not ascending: %ld " \
		    "after %ld", x->key, last);				\
		last = x->key;						\
		got++;							\
	}								\
	cr_assert(got == inserted, "popped %zu of %zu", got, inserted);	\
	cr_assert(RB_EMPTY(&h));					\
	cr_assert(RB_POP_MIN(HEADT, &h) == NULL, "pop on emptied tree");	\
	free(pool);							\
}

POP_TEST(cplain)
POP_TEST(ccached)

Test(cached_head, pop_min_ascending)
{
	size_t n;

	for (n = 0; n < 40; n++) {
		pop_test_cplain(n, n);
		pop_test_ccached(n, n);
	}
	pop_test_cplain(99, 20000);
	pop_test_ccached(99, 20000);
}

Test(cached_head, count_through_foreach_safe_removal)
{
	struct ccached h = RB_INITIALIZER(&h);
	struct cnode n[100], *x, *y;
	size_t left = 100;
	int i;

	for (i = 0; i < 100; i++) {
		n[i].key = (i * 61) % 100;
		RB_INSERT(ccached, &h, &n[i]);
	}
	cr_assert(RB_COUNT(ccached, &h) == 100);
	RB_FOREACH_SAFE(x, ccached, &h, y) {
		RB_REMOVE(ccached, &h, x);
		left--;
		cr_assert(RB_COUNT(ccached, &h) == left);
		cr_assert(RB_MIN(ccached, &h) == y);
	}
	cr_assert(RB_EMPTY(&h) && RB_MIN(ccached, &h) == NULL);
}

/*
 * A program with its own descent (as with Linux's rb_link_node) links
 * through NAME_RB_INSERT_FINISH: the cache must follow there too.  Keys
 * arrive in an order that makes new minima, left children of non-minima
 * and right children.
 */
Test(cached_head, insert_finish_keeps_the_cache)
{
	static const long keys[] = { 50, 30, 70, 20, 40, 10, 60, 5, 35, 80 };
	struct cnode n[sizeof(keys) / sizeof(keys[0])], *parent, **link;
	struct ccached h = RB_INITIALIZER(&h);
	char what[32];
	size_t i;

	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		n[i].key = keys[i];
		parent = NULL;
		link = &RB_ROOT(&h);
		while (*link != NULL) {
			parent = *link;
			link = n[i].key < parent->key ? &RB_LEFT(parent, link) :
			    &RB_RIGHT(parent, link);
		}
		cr_assert(ccached_RB_INSERT_FINISH(&h, parent, link, &n[i]) ==
		    NULL);
		snprintf(what, sizeof(what), "INSERT_FINISH of %ld", keys[i]);
		ccheck(&h, what);
	}
}

size_t switch_trace_plain(char *buf, size_t cap);
size_t switch_trace_cached(char *buf, size_t cap);

Test(cached_head, two_line_switch_same_behaviour)
{
	static char a[8192], b[8192];
	size_t la = switch_trace_plain(a, sizeof(a));
	size_t lb = switch_trace_cached(b, sizeof(b));

	cr_assert(la > 100 && la < sizeof(a), "trace length %zu", la);
	cr_assert(la == lb && strcmp(a, b) == 0,
	    "plain and cached builds differ:\n%s\n%s", a, b);
	cr_assert(strstr(a, "valid=1") != NULL, "trace: %s", a);
}
