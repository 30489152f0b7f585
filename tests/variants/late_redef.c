/*
 * Global hooks defined AFTER #include "tree.h" WITHOUT #undef: the
 * compiler warns that the macro is redefined (this file is built with
 * -Wno-error for that reason; mk/variants.mk shows the warning), and
 * the hooks must still be used: never silently ignored.
 */
#include <criterion/criterion.h>

#include "tree.h"

struct rnode {
	RB_ENTRY(rnode) link;
	int key;
	int size;
};

static unsigned long rcalls, rcalls_check;

static void
raug(struct rnode *x)
{
	x->size = 1 + (RB_LEFT(x, link) ? RB_LEFT(x, link)->size : 0) +
	    (RB_RIGHT(x, link) ? RB_RIGHT(x, link)->size : 0);
	rcalls++;
}

static int
raug_check(struct rnode *x)
{
	int old = x->size;

	rcalls_check++;
	raug(x);
	return old != x->size;
}

static int
rcmp(struct rnode *a, struct rnode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

/* Tree 1: RB_AUGMENT redefined (warning expected here). */
#define RB_AUGMENT(x)	raug(x)
RB_HEAD(rt1, rnode);
RB_GENERATE_STATIC(rt1, rnode, link, rcmp)

/* Tree 2: RB_AUGMENT_CHECK redefined (warning expected here). */
#define RB_AUGMENT_CHECK(x)	raug_check(x)
RB_HEAD(rt2, rnode);
RB_GENERATE_STATIC(rt2, rnode, link, rcmp)

static int
rsize_ok(struct rnode *x)
{
	int l, r;

	if (x == NULL)
		return 1;
	l = RB_LEFT(x, link) ? RB_LEFT(x, link)->size : 0;
	r = RB_RIGHT(x, link) ? RB_RIGHT(x, link)->size : 0;
	return x->size == 1 + l + r && rsize_ok(RB_LEFT(x, link)) &&
	    rsize_ok(RB_RIGHT(x, link));
}

#define RTEST(HEADT, COUNTER)						\
static void								\
rtest_##HEADT(void)							\
{									\
	enum { N = 300 };						\
	struct HEADT head = RB_INITIALIZER(&head);			\
	struct rnode pool[N];						\
	int i;								\
									\
	COUNTER = 0;							\
	for (i = 0; i < N; i++) {					\
		pool[i].key = (i * 37) % N;				\
		pool[i].size = -1;					\
		cr_assert(RB_INSERT(HEADT, &head, &pool[i]) == NULL);	\
		cr_assert(rsize_ok(RB_ROOT(&head)),			\
		    "sizes wrong after insert %d: the late hook was "	\
		    "ignored", i);					\
	}								\
	cr_assert(COUNTER > 0, "the late hook was never called");	\
	for (i = 0; i < N; i += 2) {					\
		RB_REMOVE(HEADT, &head, &pool[i]);			\
		cr_assert(rsize_ok(RB_ROOT(&head)),			\
		    "sizes wrong after a remove");			\
	}								\
	cr_assert(RB_ROOT(&head)->size == N / 2);			\
	cr_assert(RB_VALIDATE(HEADT, &head) == NULL);			\
}

RTEST(rt1, rcalls)
RTEST(rt2, rcalls_check)

Test(late_hook, redefine_augment_without_undef)
{
	rtest_rt1();
}

Test(late_hook, redefine_augment_check_without_undef)
{
	rtest_rt2();
}
