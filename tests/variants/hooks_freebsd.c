/*
 * FreeBSD's original hook form: only RB_AUGMENT(x), a void statement,
 * defined before the #include.  It means "(RB_AUGMENT(x), 1)": every
 * call reports a change, so the walk goes to the root; the summaries
 * (subtree sizes, as in order-statistic trees) must be right after every
 * operation, and RB_UPDATE_AUGMENT runs on the whole path up.
 */
#include <criterion/criterion.h>

#include "vcommon.h"

struct fnode;
static void faug(struct fnode *x);
#define RB_AUGMENT(x)	faug(x)

#include "tree.h"

struct fnode {
	RB_ENTRY(fnode) link;
	long key;
	size_t size;
	int in;
};

static unsigned long fcalls;

static void
faug(struct fnode *x)
{
	x->size = 1 + (RB_LEFT(x, link) ? RB_LEFT(x, link)->size : 0) +
	    (RB_RIGHT(x, link) ? RB_RIGHT(x, link)->size : 0);
	fcalls++;
}

static int
fcmp(struct fnode *a, struct fnode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

RB_HEAD(ftree, fnode);
RB_GENERATE_STATIC(ftree, fnode, link, fcmp)

static size_t
fcheck(struct fnode *x, int *bad)
{
	size_t s;

	if (x == NULL)
		return 0;
	s = 1 + fcheck(RB_LEFT(x, link), bad) + fcheck(RB_RIGHT(x, link), bad);
	if (s != x->size)
		(*bad)++;
	return s;
}

/* The k-th smallest (0-based) from the sizes: an order-statistic use. */
static struct fnode *
fselect(struct ftree *h, size_t k)
{
	struct fnode *x = RB_ROOT(h);

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
	struct vctx ctx = { "freebsd RB_AUGMENT", 11, -1, "-" };
	struct ftree head = RB_INITIALIZER(&head);
	struct fnode *pool = calloc(N, sizeof(*pool)), *e;
	struct rng rng = { 11 };
	size_t n = 0, k;
	int bad = 0, depth;
	long step;

	cr_assert(pool != NULL);
	for (step = 0; step < 20000; step++) {
		ctx.step = step;
		e = &pool[rng_below(&rng, N)];
		if (!e->in) {
			ctx.op = "insert";
			e->key = (long)(e - pool);
			e->size = 12345;
			cr_assert(RB_INSERT(ftree, &head, e) == NULL);
			e->in = 1;
			n++;
		} else {
			ctx.op = "remove";
			RB_REMOVE(ftree, &head, e);
			e->in = 0;
			n--;
		}
		VCHECK(&ctx, fcheck(RB_ROOT(&head), &bad) == n && bad == 0,
		    "%d subtree sizes wrong", bad);
		if (n > 0 && step % 50 == 0) {
			/* Rank queries agree with the in-order walk. */
			k = 0;
			RB_FOREACH(e, ftree, &head) {
				VCHECK(&ctx, fselect(&head, k) == e,
				    "select(%zu) is wrong", k);
				k++;
			}
		}
	}
	/* RB_UPDATE_AUGMENT: every call "changed": the whole path. */
	RB_FOREACH(e, ftree, &head) {
		struct fnode *p = e;

		for (depth = 0; (p = RB_PARENT(p, link)) != NULL; depth++)
			;
		fcalls = 0;
		RB_UPDATE_AUGMENT(e, link);
		cr_assert(fcalls == (unsigned long)depth + 1,
		    "RB_UPDATE_AUGMENT made %lu calls on a path of %d",
		    fcalls, depth + 1);
	}
	cr_assert(RB_VALIDATE(ftree, &head) == NULL);
	free(pool);
}
