/*
 * Global hooks defined AFTER #include "tree.h" without #undef (the
 * FreeBSD man page example does this; FreeBSD then silently ignores the
 * hook): the compiler warns that the macro is redefined (mk/variants.mk
 * builds this file with -Wno-error and shows the warning), and the hooks
 * must be used by the trees generated after the definitions, never
 * silently ignored.  The same with #undef first, as tree.3 says, is
 * tests/unit/augment_late.c (on the test engine) and
 * tests/compile/cases/augment-after-include-undef.c (warning-free).
 */
#include <criterion/criterion.h>

#include "vcommon.h"

static unsigned long late_check_calls;

static int
late_check(struct velm *x)
{
	late_check_calls++;
	return velm_aug(x);
}

/* Tree 1: late RB_AUGMENT. */
#define RB_AUGMENT(x)	((void)velm_aug(x))
RB_HEAD(lt1, velm);
RB_GENERATE_STATIC(lt1, velm, link, velm_cmp)

/* Trees 2 and 3: late RB_AUGMENT_CHECK, on either head. */
#define RB_AUGMENT_CHECK(x)	late_check(x)
RB_HEAD(lt2, velm);
RB_HEAD_CACHED(lt3, velm);
RB_GENERATE_STATIC(lt2, velm, link, velm_cmp)
RB_GENERATE_CACHED_STATIC(lt3, velm, link, velm_cmp)

#define LTEST(HEADT, COUNTER)						\
static void								\
ltest_##HEADT(void)							\
{									\
	enum { N = 300 };						\
	struct HEADT head = RB_INITIALIZER(&head);			\
	struct velm pool[N];						\
	long long m;							\
	int i, bad = 0;							\
									\
	COUNTER = 0;							\
	for (i = 0; i < N; i++) {					\
		pool[i].key = (i * 37) % N;				\
		pool[i].val = i;					\
		pool[i].size = 0;					\
		cr_assert(RB_INSERT(HEADT, &head, &pool[i]) == NULL);	\
		(void)velm_sums(RB_ROOT(&head), &m, &bad);		\
		cr_assert(bad == 0, "summaries wrong after insert %d: the " \
		    "late hook was ignored", i);			\
	}								\
	cr_assert(COUNTER > 0, "the late hook was never called");	\
	for (i = 0; i < N; i += 2) {					\
		RB_REMOVE(HEADT, &head, &pool[i]);			\
		(void)velm_sums(RB_ROOT(&head), &m, &bad);		\
		cr_assert(bad == 0, "summaries wrong after a remove");	\
	}								\
	cr_assert(RB_ROOT(&head)->size == N / 2);			\
	cr_assert(RB_VALIDATE(HEADT, &head) == NULL);			\
}

LTEST(lt1, velm_aug_calls)
LTEST(lt2, late_check_calls)
LTEST(lt3, late_check_calls)

Test(late_hook, late_redef_augment)
{
	ltest_lt1();
}

Test(late_hook, late_redef_augment_check)
{
	ltest_lt2();
}

Test(late_hook, late_redef_augment_check_cached)
{
	ltest_lt3();
}
