/*
 * RB_FOREACH_POSTORDER with free() in the body, on malloc'd elements
 * (mk/variants.mk also runs this under ASan): every element once, and no
 * comparator or hook call.  The order (children first, as the tree's
 * shape has it), the walk of an empty tree and RB_INIT after it, on
 * every head and hook kind, are the engine's (vdriver.c, which scribbles
 * over each element in the body instead of freeing it).
 */
#include <criterion/criterion.h>

#include "vcommon.h"

RB_HEAD(oplain, velm);
RB_HEAD_CACHED(ocached, velm);
RB_HEAD(oaugt, velm);
RB_GENERATE_STATIC(oplain, velm, link, velm_cmp)
RB_GENERATE_CACHED_STATIC(ocached, velm, link, velm_cmp)
RB_GENERATE_AUGMENT_STATIC(oaugt, velm, link, velm_cmp, velm_aug)

#define POSTORDER_TEST(HEADT)						\
static void								\
post_##HEADT(size_t n, unsigned long long seed)				\
{									\
	struct HEADT h = RB_INITIALIZER(&h);				\
	struct velm *x, *y;						\
	struct rng rng = { seed };					\
	size_t i, in = 0, seen = 0;					\
									\
	for (i = 0; i < n; i++) {					\
		x = malloc(sizeof(*x));					\
		cr_assert(x != NULL, "out of memory");			\
		x->key = (long)rng_below(&rng, 3 * n + 1);		\
		x->val = 0;						\
		if (RB_INSERT(HEADT, &h, x) != NULL)			\
			free(x);					\
		else							\
			in++;						\
	}								\
	velm_cmp_calls = 0;						\
	velm_aug_calls = 0;						\
	RB_FOREACH_POSTORDER(x, HEADT, &h, y) {				\
		memset(x, 0xdd, sizeof(*x));				\
		free(x);						\
		seen++;							\
	}								\
	cr_assert(seen == in, "n=%zu: %zu of %zu seen", n, seen, in);	\
	cr_assert(velm_cmp_calls == 0 && velm_aug_calls == 0,		\
	    "n=%zu: postorder compared or hooked", n);			\
}

POSTORDER_TEST(oplain)
POSTORDER_TEST(ocached)
POSTORDER_TEST(oaugt)

#define POST_SIZES(f) do {						\
	size_t n_;							\
	for (n_ = 0; n_ <= 70; n_++)					\
		f(n_, n_);						\
	f(5000, 5);							\
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
