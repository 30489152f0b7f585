/*
 * FreeBSD's original hook form: only RB_AUGMENT(x), a void statement,
 * defined before the #include.  It means "(RB_AUGMENT(x), 1)": every
 * call reports a change, so the walk goes to the root; the summaries
 * (subtree sizes, as in order-statistic trees, and maxima) must be right
 * after every operation, and RB_UPDATE_AUGMENT runs on the whole path up.
 */
#include <criterion/criterion.h>

struct velm;
static inline int velm_aug(struct velm *x);
#define RB_AUGMENT(x)	((void)velm_aug(x))

#include "vcommon.h"

RB_HEAD(ftree, velm);
RB_GENERATE_STATIC(ftree, velm, link, velm_cmp)

/* The k-th smallest (0-based) from the sizes: an order-statistic use. */
static struct velm *
fselect(struct ftree *h, size_t k)
{
	struct velm *x = RB_ROOT(h);

	while (x != NULL) {
		size_t ls = RB_LEFT(x, link) ? RB_LEFT(x, link)->size : 0;

		if (k < ls)
			x = RB_LEFT(x, link);
		else if (k == ls)
			return x;
		else {
			k -= ls + 1;
			x = RB_RIGHT(x, link);
		}
	}
	return NULL;
}

Test(freebsd_hook, augment_only)
{
	enum { N = 1000 };
	struct ftree head = RB_INITIALIZER(&head);
	struct velm *pool = calloc(N, sizeof(*pool)), *e, *p;
	char *in = calloc(N, 1);
	struct rng rng = { 11 };
	size_t n = 0, k;
	long long m;
	int bad = 0, depth;
	long step;

	cr_assert(pool != NULL && in != NULL, "out of memory");
	for (step = 0; step < 20000; step++) {
		k = (size_t)rng_below(&rng, N);
		e = &pool[k];
		if (!in[k]) {
			e->key = (long)k;
			e->val = (long long)rng_below(&rng, 1000);
			e->size = 12345;
			cr_assert(RB_INSERT(ftree, &head, e) == NULL);
			n++;
		} else {
			cr_assert(RB_REMOVE(ftree, &head, e) == e);
			n--;
		}
		in[k] = !in[k];
		cr_assert(velm_sums(RB_ROOT(&head), &m, &bad) == n &&
		    bad == 0, "step %ld: %d summaries wrong", step, bad);
		if (step % 50 != 0)
			continue;
		/* Rank queries agree with the in-order walk. */
		k = 0;
		RB_FOREACH(e, ftree, &head) {
			cr_assert(fselect(&head, k) == e,
			    "step %ld: select(%zu) is wrong", step, k);
			k++;
		}
	}
	/* RB_UPDATE_AUGMENT: every call "changed": the whole path. */
	RB_FOREACH(e, ftree, &head) {
		for (depth = 0, p = e; (p = RB_PARENT(p, link)) != NULL;
		    depth++)
			;
		velm_aug_calls = 0;
		RB_UPDATE_AUGMENT(e, link);
		cr_assert(velm_aug_calls == (unsigned long)depth + 1,
		    "RB_UPDATE_AUGMENT made %lu calls on a path of %d",
		    velm_aug_calls, depth + 1);
	}
	cr_assert(RB_VALIDATE(ftree, &head) == NULL);
	free(pool);
	free(in);
}
