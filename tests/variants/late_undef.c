/*
 * Global hooks defined AFTER #include "tree.h" (the FreeBSD man page
 * example does this; FreeBSD then silently ignores the hook), with
 * #undef first: compiles warning-free under -Werror, and the hooks are
 * used by the trees generated after the definitions.
 */
#include <criterion/criterion.h>

#include "tree.h"

struct unode {
	RB_ENTRY(unode) link;
	int key;
	int size;
};

static unsigned long ucalls, ucalls_check;

static void
uaug(struct unode *x)
{
	x->size = 1 + (RB_LEFT(x, link) ? RB_LEFT(x, link)->size : 0) +
	    (RB_RIGHT(x, link) ? RB_RIGHT(x, link)->size : 0);
	ucalls++;
}

static int
uaug_check(struct unode *x)
{
	int old = x->size;

	ucalls_check++;
	uaug(x);
	return old != x->size;
}

static int
ucmp(struct unode *a, struct unode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

/* Tree 1: late RB_AUGMENT. */
#undef RB_AUGMENT
#define RB_AUGMENT(x)	uaug(x)
RB_HEAD(ut1, unode);
RB_GENERATE_STATIC(ut1, unode, link, ucmp)

/* Tree 2: late RB_AUGMENT_CHECK, on a cached head. */
#undef RB_AUGMENT_CHECK
#define RB_AUGMENT_CHECK(x)	uaug_check(x)
RB_HEAD_CACHED(ut2, unode);
RB_GENERATE_CACHED_STATIC(ut2, unode, link, ucmp)

static int
usize_ok(struct unode *x)
{
	int l, r;

	if (x == NULL)
		return 1;
	l = RB_LEFT(x, link) ? RB_LEFT(x, link)->size : 0;
	r = RB_RIGHT(x, link) ? RB_RIGHT(x, link)->size : 0;
	return x->size == 1 + l + r && usize_ok(RB_LEFT(x, link)) &&
	    usize_ok(RB_RIGHT(x, link));
}

#define UTEST(HEADT, COUNTER)						\
static void								\
utest_##HEADT(void)							\
{									\
	enum { N = 300 };						\
	struct HEADT head;						\
	struct unode pool[N];						\
	int i;								\
									\
	RB_INIT(&head);							\
	COUNTER = 0;							\
	for (i = 0; i < N; i++) {					\
		pool[i].key = (i * 37) % N;				\
		pool[i].size = -1;					\
		cr_assert(RB_INSERT(HEADT, &head, &pool[i]) == NULL);	\
		cr_assert(usize_ok(RB_ROOT(&head)),			\
		    "sizes wrong after insert %d", i);			\
	}								\
	cr_assert(COUNTER > 0, "the late hook was never called");	\
	for (i = 0; i < N; i += 2) {					\
		RB_REMOVE(HEADT, &head, &pool[i]);			\
		cr_assert(usize_ok(RB_ROOT(&head)),			\
		    "sizes wrong after a remove");			\
	}								\
	cr_assert(RB_ROOT(&head)->size == N / 2);			\
	cr_assert(RB_VALIDATE(HEADT, &head) == NULL);			\
}

UTEST(ut1, ucalls)
UTEST(ut2, ucalls_check)

Test(late_hook, undef_then_define_augment)
{
	utest_ut1();
}

Test(late_hook, undef_then_define_augment_check_cached)
{
	utest_ut2();
}
