/*
 * RB_FOREACH_POSTORDER: every element exactly once, children before
 * parents (against RB_LEFT / RB_RIGHT recorded before the loop), no
 * comparator and no hook calls, freeing x in the body is safe (malloc'd
 * elements; mk/variants.mk also runs this under ASan), and after RB_INIT
 * the tree is empty (and a cached head's minimum and count are reset).
 */
#include <criterion/criterion.h>

#include "vcommon.h"

#include "tree.h"

struct onode {
	RB_ENTRY(onode) link;
	long key;
	size_t id;
	size_t size;
};

static unsigned long ocmp_calls, oaug_calls;

static int
ocmp(const struct onode *a, const struct onode *b)
{
	ocmp_calls++;
	return a->key < b->key ? -1 : a->key > b->key;
}

static int
oaug(struct onode *x)
{
	size_t s = 1 + (RB_LEFT(x, link) ? RB_LEFT(x, link)->size : 0) +
	    (RB_RIGHT(x, link) ? RB_RIGHT(x, link)->size : 0);
	int changed = s != x->size;

	oaug_calls++;
	x->size = s;
	return changed;
}

RB_HEAD(oplain, onode);
RB_HEAD_CACHED(ocached, onode);
RB_HEAD(oaugt, onode);
RB_GENERATE_STATIC(oplain, onode, link, ocmp)
RB_GENERATE_CACHED_STATIC(ocached, onode, link, ocmp)
RB_GENERATE_AUGMENT_STATIC(oaugt, onode, link, ocmp, oaug)

#define NONE ((size_t)-1)

#define POSTORDER_TEST(HEADT, CACHED)					\
static void								\
post_##HEADT(size_t n, unsigned long long seed, int do_free)		\
{									\
	struct HEADT h;							\
	struct onode **all = calloc(n + 1, sizeof(*all)), *x, *y;	\
	size_t *lid = calloc(n + 1, sizeof(size_t));			\
	size_t *rid = calloc(n + 1, sizeof(size_t));			\
	size_t *pos = calloc(n + 1, sizeof(size_t));			\
	size_t i, seen = 0, id, count = 0;				\
	struct rng rng = { seed };					\
									\
	cr_assert(all && lid && rid && pos);				\
	RB_INIT(&h);							\
	for (i = 0; i < n; i++) {					\
		x = malloc(sizeof(*x));					\
		cr_assert(x != NULL);					\
		x->key = (long)rng_below(&rng, 3 * n + 1);		\
		x->id = count;						\
		if (RB_INSERT(HEADT, &h, x) != NULL) {			\
			free(x);					\
			continue;					\
		}							\
		all[count++] = x;					\
	}								\
	/* Random removals too, so the shapes vary. */			\
	for (i = 0; i < count / 4; i++) {				\
		x = all[rng_below(&rng, count)];			\
		if (x != NULL && x->key >= 0) {				\
			RB_REMOVE(HEADT, &h, x);			\
			x->key = -1;					\
		}							\
	}								\
	for (i = 0; i < count; i++) {					\
		if (all[i]->key < 0) {					\
			free(all[i]);					\
			all[i] = NULL;					\
			continue;					\
		}							\
		x = RB_LEFT(all[i], link);				\
		lid[i] = x ? x->id : NONE;				\
		x = RB_RIGHT(all[i], link);				\
		rid[i] = x ? x->id : NONE;				\
		pos[i] = NONE;						\
	}								\
	ocmp_calls = 0;							\
	oaug_calls = 0;							\
	RB_FOREACH_POSTORDER(x, HEADT, &h, y) {				\
		id = x->id;						\
		cr_assert(id < count && all[id] == x,			\
		    "postorder visits a stranger");			\
		cr_assert(pos[id] == NONE, "element %zu visited twice", id); \
		cr_assert(lid[id] == NONE || pos[lid[id]] != NONE,	\
		    "element %zu visited before its left child", id);	\
		cr_assert(rid[id] == NONE || pos[rid[id]] != NONE,	\
		    "element %zu visited before its right child", id);	\
		pos[id] = seen++;					\
		if (do_free) {						\
			all[id] = NULL;					\
			memset(x, 0xdd, sizeof(*x));			\
			free(x);					\
		}							\
	}								\
	cr_assert(ocmp_calls == 0 && oaug_calls == 0,			\
	    "postorder compared or hooked");				\
	for (i = 0; i < count; i++)					\
		if (!do_free && all[i] != NULL)				\
			cr_assert(pos[i] != NONE, "element %zu missed", i); \
	if (do_free) {							\
		for (i = 0; i < count; i++)				\
			cr_assert(all[i] == NULL, "element %zu missed", i); \
	}								\
	RB_INIT(&h);							\
	cr_assert(RB_EMPTY(&h) && RB_MIN(HEADT, &h) == NULL);		\
	cr_assert(RB_VALIDATE(HEADT, &h) == NULL);			\
	if (CACHED)							\
		cr_assert(RB_VALIDATE(HEADT, &h) == NULL);		\
	i = 0;								\
	RB_FOREACH_POSTORDER(x, HEADT, &h, y)				\
		i++;							\
	cr_assert(i == 0, "postorder of an empty tree visits %zu", i);	\
	if (!do_free)							\
		for (i = 0; i < count; i++)				\
			free(all[i]);					\
	free(all);							\
	free(lid);							\
	free(rid);							\
	free(pos);							\
}

POSTORDER_TEST(oplain, 0)
POSTORDER_TEST(ocached, 1)
POSTORDER_TEST(oaugt, 0)

#define POST_SIZES(f) do {						\
	size_t n_;							\
	for (n_ = 0; n_ <= 70; n_++) {					\
		f(n_, n_, 1);						\
		f(n_, n_ + 1000, 0);					\
	}								\
	f(5000, 5, 1);							\
	f(5000, 6, 0);							\
} while (0)

Test(postorder, plain_free_in_body)
{
	POST_SIZES(post_oplain);
}

Test(postorder, cached_free_in_body)
{
	POST_SIZES(post_ocached);
}

Test(postorder, augmented_free_in_body)
{
	POST_SIZES(post_oaugt);
}

Test(postorder, cached_count_after_init)
{
	struct ocached h = RB_INITIALIZER(&h);
	struct onode *x, *y;
	int i;

	for (i = 0; i < 100; i++) {
		x = malloc(sizeof(*x));
		cr_assert(x != NULL);
		x->key = i;
		RB_INSERT(ocached, &h, x);
	}
	cr_assert(RB_COUNT(ocached, &h) == 100);
	i = 0;
	RB_FOREACH_POSTORDER(x, ocached, &h, y) {
		free(x);
		i++;
	}
	cr_assert(i == 100);
	RB_INIT(&h);
	cr_assert(RB_COUNT(ocached, &h) == 0 && RB_MIN(ocached, &h) == NULL &&
	    RB_MIN_LOCKLESS(ocached, &h) == NULL && RB_EMPTY(&h));
	cr_assert(RB_VALIDATE(ocached, &h) == NULL);
}
