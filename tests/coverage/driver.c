/*
 * Coverage and mutation driver: drives the trees of inst.c through every
 * operation and every rebalancing case, in both mirror directions, and
 * checks each result against a sorted-array model, the balanced tree's
 * structure with a checker of its own (independent of RB_VALIDATE), and the
 * splay tree's exact shape against a reference top-down splay written here
 * (the BSD algorithm, which tree.h promises to reproduce).
 *
 *   driver [OPS [SEED [PARTS]]]
 *
 * OPS random steps per tree (default 200000), SEED (default 1), PARTS a
 * subset of "rsvdx" (default all): r = balanced tree (scripted and random
 * runs), s = splay tree (scripted and random runs), v = RB_VALIDATE on
 * corrupted trees, d = debug-mode checks (only when built with COV_DEBUG),
 * x = the exhaustive small-tree runs.
 *
 * Built two ways: "make coverage" compiles it with -DCOV_EXPANDED=<file>,
 * the preprocessed and formatted inst.c; "make mutate" compiles it with
 * inst.c itself and -I pointing at a mutated copy of tree.h.  Exit status
 * 0 when every check passed, 1 at the first failure (with a message).
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef COV_EXPANDED
#include COV_EXPANDED
#else
#include "inst.c"
#endif
/* The public macros (a no-op when inst.c above already included it). */
#include "tree.h"

#define NPOOL		6000	/* most elements alive at once */
#define CHAIN		(2 * 8 * (int)sizeof(void *) + 1)

static const char *where = "start";
static long step;

static void
fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

#include <stdarg.h>
static void
fail(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "driver: FAIL in %s at step %ld: ", where, step);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

#define EXPECT(c, ...)	do { if (!(c)) fail(__VA_ARGS__); } while (0)

/* splitmix64 */
static uint64_t rng_state = 1;

static uint64_t
rnd(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static long
below(long n)
{
	return n <= 0 ? 0 : (long)(rnd() % (uint64_t)n);
}

/*
 * The model: the keys in the tree, sorted, with the element of each.
 */
static int mkey[NPOOL];
static void *melm[NPOOL];
static long mn;

/* Index of the first key >= k. */
static long
mlower(int k)
{
	long lo = 0, hi = mn;

	while (lo < hi) {
		long mid = (lo + hi) / 2;
		if (mkey[mid] < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void *
mfind(int k)
{
	long i = mlower(k);

	return i < mn && mkey[i] == k ? melm[i] : NULL;
}

static void
madd(int k, void *e)
{
	long i = mlower(k);

	if (i < mn && mkey[i] == k)
		fail("model: key %d added twice", k);
	memmove(mkey + i + 1, mkey + i, (size_t)(mn - i) * sizeof(mkey[0]));
	memmove(melm + i + 1, melm + i, (size_t)(mn - i) * sizeof(melm[0]));
	mkey[i] = k;
	melm[i] = e;
	mn++;
}

static void
mdel(long i)
{
	memmove(mkey + i, mkey + i + 1, (size_t)(mn - i - 1) * sizeof(mkey[0]));
	memmove(melm + i, melm + i + 1, (size_t)(mn - i - 1) * sizeof(melm[0]));
	mn--;
}

/* Phases: the tree grows toward a target size, then shrinks to another. */
static long
pick_target(void)
{
	switch (below(10)) {
	case 0:
		return 0;
	case 1: case 2:
		return 1 + below(8);
	case 3: case 4: case 5:
		return 9 + below(56);
	case 6: case 7: case 8:
		return 65 + below(500);
	default:
		return 600 + below(3000);
	}
}

static int
key_space(long target)
{
	return (int)(4 * (target < 8 ? 8 : target));
}

/* ------------------------------------------------------------------ */
/* The balanced tree.                                                 */

static struct node rpool[NPOOL + 1];
static struct node *rfree[NPOOL + 1];
static long rnfree;
static struct itree rhead = RB_INITIALIZER(&rhead);

static void
rpool_init(void)
{
	long i;

	for (i = 0; i < NPOOL; i++)
		rfree[i] = &rpool[NPOOL - 1 - i];
	rnfree = NPOOL;
}

static struct node *
ralloc(int key)
{
	struct node *e;

	if (rnfree == 0)
		fail("pool empty");
	e = rfree[--rnfree];
	memset(e, 0xa5, sizeof(*e));
	e->key = key;
#ifdef COV_AUG
	e->val = below(2) ? 0 : (int)below(1000);
#endif
	return e;
}

static void
rrelease(struct node *e)
{
	rfree[rnfree++] = e;
}

#define UPW(e)		((e)->entry.rbe_up)
#define UPPTR(e)	((struct node *)(UPW(e) & ~(uintptr_t)3))

static long ck_n;

/*
 * Independent structural check of the subtree at e: parent links, strict
 * key order within (lo, hi), the weak-AVL rank rule (differences 1 or 2,
 * leaves of rank 0) and the in-order sequence against the model.  Returns
 * the rank.
 */
static int
rcheck_sub(struct node *e, struct node *parent, long lo, long hi, int depth)
{
	int lr, rr;

	if (e == NULL)
		return -1;
	EXPECT(depth < 64, "check: deeper than 64");
	EXPECT(UPPTR(e) == parent, "check: parent link of key %d is wrong",
	    e->key);
	EXPECT(e->key > lo && e->key < hi, "check: key %d out of order", e->key);
	lr = rcheck_sub(e->entry.rbe_left, e, lo, e->key, depth + 1);
	EXPECT(ck_n < mn && melm[ck_n] == e,
	    "check: in-order element %ld (key %d) differs from the model",
	    ck_n, e->key);
	ck_n++;
	rr = rcheck_sub(e->entry.rbe_right, e, e->key, hi, depth + 1);
	lr += (UPW(e) & 1) ? 2 : 1;
	rr += (UPW(e) & 2) ? 2 : 1;
	EXPECT(lr == rr, "check: rank rule broken at key %d (%d vs %d)",
	    e->key, lr, rr);
	if (e->entry.rbe_left == NULL && e->entry.rbe_right == NULL)
		EXPECT(lr == 0, "check: leaf %d has rank %d", e->key, lr);
	return lr;
}

#ifdef COV_AUG
/* The summaries, recomputed from scratch. */
static long
aug_check(struct node *e, int *maxval)
{
	long sum;
	int lm, rm;

	if (e == NULL) {
		*maxval = -1;
		return 0;
	}
	sum = e->val + aug_check(e->entry.rbe_left, &lm) +
	    aug_check(e->entry.rbe_right, &rm);
	*maxval = e->val;
	if (lm > *maxval)
		*maxval = lm;
	if (rm > *maxval)
		*maxval = rm;
	EXPECT(e->sum == sum, "augment: sum of key %d is %ld, not %ld",
	    e->key, e->sum, sum);
	EXPECT(e->maxval == *maxval, "augment: maxval of key %d is %d, not %d",
	    e->key, e->maxval, *maxval);
	return sum;
}
#endif

static void
rcheck(void)
{
	struct node *e;
	const char *msg;
	long i;

	ck_n = 0;
	rcheck_sub(RB_ROOT(&rhead), NULL, -2147483648L - 1, 2147483647L + 1, 0);
	EXPECT(ck_n == mn, "check: %ld elements, model has %ld", ck_n, mn);
	EXPECT(RB_EMPTY(&rhead) == (mn == 0), "check: RB_EMPTY wrong");
#ifdef COV_AUG
	{
		int m;
		aug_check(RB_ROOT(&rhead), &m);
	}
	EXPECT(RB_COUNT(itree, &rhead) == (size_t)mn, "RB_COUNT is %zu, not %ld",
	    (size_t)RB_COUNT(itree, &rhead), mn);
	EXPECT(RB_MIN_LOCKLESS(itree, &rhead) == (mn ? melm[0] : NULL),
	    "RB_MIN_LOCKLESS");
#endif
	msg = RB_VALIDATE(itree, &rhead);
	EXPECT(msg == NULL, "RB_VALIDATE on a valid tree: %s", msg);
	i = 0;
	RB_FOREACH(e, itree, &rhead) {
		EXPECT(i < mn && melm[i] == e, "RB_FOREACH: element %ld", i);
		i++;
	}
	EXPECT(i == mn, "RB_FOREACH: %ld elements", i);
	i = mn;
	RB_FOREACH_REVERSE(e, itree, &rhead) {
		i--;
		EXPECT(i >= 0 && melm[i] == e, "RB_FOREACH_REVERSE: element %ld", i);
	}
	EXPECT(i == 0, "RB_FOREACH_REVERSE: %ld left", i);
}

static void
rclear(void)
{
	struct node *e, *tmp;
	long i = 0;
	int how = (int)below(3);

#ifdef RB_FOREACH_POSTORDER
	if (how == 2) {
		/*
		 * A teardown that frees each element without unlinking it:
		 * each is visited after its children, then scribbled over.
		 */
		RB_FOREACH_POSTORDER(e, itree, &rhead, tmp) {
			EXPECT(e->key != INT32_MIN, "RB_FOREACH_POSTORDER: visited twice");
			EXPECT(e->entry.rbe_left == NULL ||
			    e->entry.rbe_left->key == INT32_MIN,
			    "RB_FOREACH_POSTORDER: left child not visited yet");
			EXPECT(e->entry.rbe_right == NULL ||
			    e->entry.rbe_right->key == INT32_MIN,
			    "RB_FOREACH_POSTORDER: right child not visited yet");
			memset(&e->entry, 0xa5, sizeof(e->entry));
			e->key = INT32_MIN;
			i++;
		}
		EXPECT(i == mn, "RB_FOREACH_POSTORDER: %ld of %ld", i, mn);
		for (i = 0; i < mn; i++)
			rrelease((struct node *)melm[i]);
		RB_INIT(&rhead);
		mn = 0;
		rcheck();
		return;
	}
#endif
	if (how == 0) {
		RB_FOREACH_SAFE(e, itree, &rhead, tmp) {
			EXPECT(i < mn && melm[i] == e, "RB_FOREACH_SAFE order");
			EXPECT(RB_REMOVE(itree, &rhead, e) == e, "RB_REMOVE");
			rrelease(e);
			i++;
		}
	} else {
		i = mn;
		RB_FOREACH_REVERSE_SAFE(e, itree, &rhead, tmp) {
			i--;
			EXPECT(i >= 0 && melm[i] == e,
			    "RB_FOREACH_REVERSE_SAFE order");
			EXPECT(RB_REMOVE(itree, &rhead, e) == e, "RB_REMOVE");
			rrelease(e);
		}
		i = mn - i;
	}
	EXPECT(i == mn, "teardown: %ld elements, model %ld", i, mn);
	mn = 0;
	EXPECT(RB_EMPTY(&rhead), "tree not empty after the teardown");
	rcheck();
}

static void
r_insert(int k)
{
	struct node *e = ralloc(k), *res, *old = mfind(k);

	res = RB_INSERT(itree, &rhead, e);
	if (old != NULL) {
		EXPECT(res == old, "RB_INSERT of present key %d", k);
		rrelease(e);
	} else {
		EXPECT(res == NULL, "RB_INSERT of new key %d returned non-NULL", k);
		madd(k, e);
	}
}

static void
r_remove_at(long i)
{
	struct node *e = melm[i];

	EXPECT(RB_REMOVE(itree, &rhead, e) == e, "RB_REMOVE result");
	mdel(i);
	rrelease(e);
}

/* Key of a new element strictly between lo and hi, if there is one. */
static int
between(long lo, long hi, int *k)
{
	if (hi - lo < 2)
		return 0;
	*k = (int)(lo + 1 + below(hi - lo - 1));
	return 1;
}

static void
r_step(int space)
{
	struct node *e, *res, key;
	long i, j, lo, hi;
	int k, op;

	op = (int)below(18);
	if (mn == 0 && op >= 2 && op != 16)
		op = 0;
	switch (op) {
	case 0: case 1:
		r_insert((int)below(space));
		break;
	case 2:		/* remove */
	case 3:
		r_remove_at(below(mn));
		break;
	case 4:		/* find, hit or miss */
		key.key = (int)below(space + 2) - 1;
		EXPECT(RB_FIND(itree, &rhead, &key) == mfind(key.key),
		    "RB_FIND %d", key.key);
		break;
	case 5:		/* nfind, pfind */
		key.key = (int)below(space + 2) - 1;
		i = mlower(key.key);
		EXPECT(RB_NFIND(itree, &rhead, &key) == (i < mn ? melm[i] : NULL),
		    "RB_NFIND %d", key.key);
		if (mfind(key.key) == NULL)
			i--;	/* the greatest key below; -1: none */
		EXPECT(RB_PFIND(itree, &rhead, &key) == (i >= 0 ? melm[i] : NULL),
		    "RB_PFIND %d", key.key);
		break;
	case 6:		/* next, prev */
		i = below(mn);
		EXPECT(RB_NEXT(itree, &rhead, (struct node *)melm[i]) ==
		    (i + 1 < mn ? melm[i + 1] : NULL), "RB_NEXT of index %ld", i);
		EXPECT(RB_PREV(itree, &rhead, (struct node *)melm[i]) ==
		    (i > 0 ? melm[i - 1] : NULL), "RB_PREV of index %ld", i);
		break;
	case 7:		/* min, max, and removing them */
		EXPECT(RB_MIN(itree, &rhead) == melm[0], "RB_MIN");
		EXPECT(RB_MAX(itree, &rhead) == melm[mn - 1], "RB_MAX");
		if (below(4) == 0)
			r_remove_at(below(2) ? 0 : mn - 1);
		break;
	case 8:		/* insert_next */
		i = below(mn);
		lo = mkey[i];
		hi = i + 1 < mn ? mkey[i + 1] : lo + 64;
		if (!between(lo, hi, &k))
			break;
		e = ralloc(k);
		res = RB_INSERT_NEXT(itree, &rhead, (struct node *)melm[i], e);
		EXPECT(res == NULL, "RB_INSERT_NEXT result");
		madd(k, e);
		break;
	case 9:		/* insert_prev */
		i = below(mn);
		hi = mkey[i];
		lo = i > 0 ? mkey[i - 1] : hi - 64;
		if (!between(lo, hi, &k))
			break;
		e = ralloc(k);
		res = RB_INSERT_PREV(itree, &rhead, (struct node *)melm[i], e);
		EXPECT(res == NULL, "RB_INSERT_PREV result");
		madd(k, e);
		break;
	case 10:	/* reinsert, the key stays between its neighbours */
		i = below(mn);
		e = melm[i];
		lo = i > 0 ? mkey[i - 1] : (long)mkey[i] - 64;
		hi = i + 1 < mn ? mkey[i + 1] : (long)mkey[i] + 64;
		if (!between(lo, hi, &k))
			k = e->key;
		e->key = k;
		EXPECT(RB_REINSERT(itree, &rhead, e) == NULL, "RB_REINSERT stay");
		mkey[i] = k;
		break;
	case 11:	/* reinsert, the key moves anywhere not taken */
	case 12:
		i = below(mn);
		e = melm[i];
		k = (int)below(space);
		if (mfind(k) != NULL && mfind(k) != e)
			break;
		mdel(i);
		e->key = k;
		EXPECT(RB_REINSERT(itree, &rhead, e) == NULL, "RB_REINSERT move");
		madd(k, e);
		break;
	case 13:	/* reinsert onto another element's key */
		if (mn < 2)
			break;
		i = below(mn);
		j = below(mn - 1);
		if (j >= i)
			j++;
		e = melm[i];
		e->key = mkey[j];
		res = RB_REINSERT(itree, &rhead, e);
		EXPECT(res == melm[j], "RB_REINSERT collide");
		mdel(i);
		rrelease(e);
		break;
	case 14:	/* foreach from an element, both ways */
		i = below(mn);
		e = melm[i];
		j = 0;
		RB_FOREACH_FROM(res, itree, e) {
			EXPECT(res == melm[i + j], "RB_FOREACH_FROM");
			j++;
		}
		EXPECT(j == mn - i, "RB_FOREACH_FROM count");
		e = melm[i];
		j = 0;
		RB_FOREACH_REVERSE_FROM(res, itree, e) {
			EXPECT(res == melm[i - j], "RB_FOREACH_REVERSE_FROM");
			j++;
		}
		EXPECT(j == i + 1, "RB_FOREACH_REVERSE_FROM count");
		break;
	case 16:	/* pop the minimum (also of an empty tree) */
#ifdef RB_POP_MIN
		res = RB_POP_MIN(itree, &rhead);
		EXPECT(res == (mn > 0 ? melm[0] : NULL), "RB_POP_MIN");
		if (res != NULL) {
			mdel(0);
			rrelease(res);
		}
#endif
		break;
	case 17:	/* replace an element by another with the same key */
#ifdef RB_REPLACE
		i = below(mn);
		e = ralloc(mkey[i]);
		res = RB_REPLACE(itree, &rhead, (struct node *)melm[i], e);
		EXPECT(res == melm[i], "RB_REPLACE result");
		rrelease(res);
		melm[i] = e;
#endif
#ifdef RB_UPDATE_AUGMENT_TREE
		/* user data changed: fix the summaries up the tree */
		e = melm[below(mn)];
#ifdef COV_AUG
		e->val = below(3) == 0 ? e->val : below(2) ? 0 : (int)below(1000);
#endif
		RB_UPDATE_AUGMENT_TREE(itree, e);
#endif
		break;
	default:	/* duplicate insert of a present key */
		i = below(mn);
		r_insert(mkey[i]);
		break;
	}
}

/* Scripted runs: monotone insertions and removals (both mirror images). */
static void
r_scripted(void)
{
	long n, i;

	where = "rb scripted";
#ifdef RB_FOREACH_POSTORDER
	{
		struct node *e, *tmp;
		RB_FOREACH_POSTORDER(e, itree, &rhead, tmp)
			fail("RB_FOREACH_POSTORDER of an empty tree");
	}
#endif
#ifdef RB_POP_MIN
	EXPECT(RB_POP_MIN(itree, &rhead) == NULL, "RB_POP_MIN of an empty tree");
#endif
	for (n = 1; n <= 300; n = n < 20 ? n + 1 : n * 2) {
		/* ascending and descending inserts */
		for (i = 0; i < n; i++) {
			r_insert((int)i);
			rcheck();
		}
		while (mn > 0) {	/* remove from the low end */
			r_remove_at(0);
			rcheck();
		}
		for (i = n; i > 0; i--) {
			r_insert((int)i);
			rcheck();
		}
		while (mn > 0) {	/* remove from the high end */
			r_remove_at(mn - 1);
			rcheck();
		}
		for (i = 0; i < n; i++) {	/* outside-in, then root first */
			r_insert((int)(i & 1 ? i : 2 * n - i));
			rcheck();
		}
		while (mn > 0) {
			struct node *root = RB_ROOT(&rhead);
			r_remove_at(mlower(root->key));
			rcheck();
		}
		/* ascending by positional insert, both ways */
		r_insert(1000000);
		for (i = 0; i < n; i++) {
			struct node *e = ralloc(1000000 + (int)i + 1);
			EXPECT(RB_INSERT_NEXT(itree, &rhead,
			    (struct node *)melm[mn - 1], e) == NULL, "INSERT_NEXT");
			madd(e->key, e);
			e = ralloc(1000000 - (int)i - 1);
			EXPECT(RB_INSERT_PREV(itree, &rhead,
			    (struct node *)melm[0], e) == NULL, "INSERT_PREV");
			madd(e->key, e);
			rcheck();
		}
		rclear();
	}
}

/* Every insertion order of n keys, each followed by a removal order. */
static void
r_exhaustive(void)
{
	int perm[8], c[8], n, i, k;
	long count = 0;

	where = "rb exhaustive";
	for (n = 1; n <= 7; n++) {
		for (i = 0; i < n; i++) {
			perm[i] = i;
			c[i] = 0;
		}
		i = 0;
		for (;;) {	/* Heap's algorithm */
			for (k = 0; k < n; k++)
				r_insert(perm[k]);
			rcheck();
			/* remove in the same order, rotated by count */
			for (k = 0; k < n; k++) {
				int key = perm[(k + count) % n];
				r_remove_at(mlower(key));
				rcheck();
			}
			count++;
			while (i < n && c[i] >= i) {
				c[i] = 0;
				i++;
			}
			if (i >= n)
				break;
			if (i % 2 == 0) {
				k = perm[0]; perm[0] = perm[i]; perm[i] = k;
			} else {
				k = perm[c[i]]; perm[c[i]] = perm[i]; perm[i] = k;
			}
			c[i]++;
			i = 0;
		}
	}
}

static void
r_random(long ops)
{
	long target = 0;
	int space = key_space(0);

	where = "rb random";
	for (step = 0; step < ops; step++) {
		if (step % 2000 == 0) {
			target = pick_target();
			space = key_space(target);
			if (below(8) == 0 && mn > 0)
				rclear();
		}
		if (mn < target ? below(10) < 7 : below(10) < 3) {
			r_insert((int)below(space));
		} else if (mn > target && below(3) == 0) {
			r_remove_at(below(mn));
		} else {
			r_step(space);
		}
		if (mn <= 64 || step % 97 == 0)
			rcheck();
	}
	rcheck();
	rclear();
}

/* ------------------------------------------------------------------ */
/* RB_VALIDATE against corrupted trees.                               */

static void
expect_invalid(const char *prefix)
{
	const char *msg = RB_VALIDATE(itree, &rhead);

	EXPECT(msg != NULL && strncmp(msg, prefix, strlen(prefix)) == 0,
	    "RB_VALIDATE: wanted \"%s...\", got \"%s\"", prefix,
	    msg ? msg : "(valid)");
}

static void
v_corrupt(void)
{
	struct node *root, *e, *leaf, *inner, chain[CHAIN], right[CHAIN];
	uintptr_t save;
	int i, k;

	where = "validate";
	EXPECT(RB_VALIDATE(itree, &rhead) == NULL, "empty tree");
	for (i = 0; i < 40; i++)
		r_insert(i * 2);
	rcheck();
	root = RB_ROOT(&rhead);

	/* the root with a parent */
	save = UPW(root);
	UPW(root) = (save & 3) | (uintptr_t)melm[0];
	expect_invalid("links:");
	UPW(root) = save;

	/* a child with a wrong parent, left and right */
	e = root->entry.rbe_left;
	save = UPW(e);
	UPW(e) = (save & 3) | (uintptr_t)melm[mn - 1];
	expect_invalid("links:");
	UPW(e) = save;
	e = root->entry.rbe_right;
	save = UPW(e);
	UPW(e) = (save & 3) | (uintptr_t)melm[0];
	expect_invalid("links:");
	UPW(e) = save;

	/* rank bits that disagree, on either side */
	inner = root->entry.rbe_left;
	save = UPW(inner);
	UPW(inner) = save ^ 1;
	expect_invalid("rank:");
	UPW(inner) = save ^ 2;
	expect_invalid("rank:");
	UPW(inner) = save;

	/* keys out of order, at the ends and inside */
	for (i = 0; i < (int)mn - 1; i += 7) {
		e = melm[i];
		k = e->key;
		e->key = mkey[i + 1];
		expect_invalid("order:");
		e->key = mkey[i + 1] + 1;
		expect_invalid("order:");
		e->key = k;
	}
	e = melm[mn - 1];
	k = e->key;
	e->key = mkey[mn - 2];
	expect_invalid("order:");
	e->key = k;
	EXPECT(RB_VALIDATE(itree, &rhead) == NULL, "restored tree");
#ifdef COV_AUG
	rhead.rbh_min = melm[1];
	expect_invalid("cache:");
	rhead.rbh_min = NULL;
	expect_invalid("cache:");
	rhead.rbh_min = melm[0];
	rhead.rbh_count = mn + 1;
	expect_invalid("cache:");
	rhead.rbh_count = mn;
#endif
	EXPECT(RB_VALIDATE(itree, &rhead) == NULL, "restored tree");
	rclear();

	/* a leaf on 2-edges */
	r_insert(1);
	leaf = RB_ROOT(&rhead);
	UPW(leaf) |= 3;
	expect_invalid("rank:");
	UPW(leaf) &= ~(uintptr_t)3;
	rclear();

	/*
	 * Deeper than any valid tree: a left spine of CHAIN elements, each
	 * with a right child whose leftmost path gives the rank that the
	 * validator expects, so that only the depth limit stops it.
	 */
	memset(chain, 0, sizeof(chain));
	memset(right, 0, sizeof(right));
	for (i = 0; i < CHAIN; i++) {
		chain[i].key = 2 * (CHAIN - i);
		right[i].key = 2 * (CHAIN - i) + 1;
		UPW(&chain[i]) = i == 0 ? 0 : (uintptr_t)&chain[i - 1];
		chain[i].entry.rbe_left = i + 1 < CHAIN ? &chain[i + 1] : NULL;
		if (i + 1 < CHAIN) {
			chain[i].entry.rbe_right = &right[i];
			UPW(&right[i]) = (uintptr_t)&chain[i];
			right[i].entry.rbe_left =
			    i + 2 < CHAIN ? &chain[i + 2] : NULL;
		}
	}
	RB_ROOT(&rhead) = &chain[0];
	expect_invalid("height:");
	RB_INIT(&rhead);
	EXPECT(RB_VALIDATE(itree, &rhead) == NULL, "empty tree");
}

/* ------------------------------------------------------------------ */
/* Debug mode: every misuse reported, by tree, operation and message.  */

#ifdef COV_DEBUG
static jmp_buf report_jmp;
static int report_armed;
static const char *rep_tree, *rep_op, *rep_msg;
static const void *rep_elm;

_Noreturn void
cov_report(const char *tree, const char *op, const void *elm, const char *msg)
{
	if (!report_armed)
		fail("unexpected debug report: %s %s: %p: %s", tree, op, elm,
		    msg);
	report_armed = 0;
	rep_tree = tree;
	rep_op = op;
	rep_elm = elm;
	rep_msg = msg;
	longjmp(report_jmp, 1);
}

#define EXPECT_REPORT_THEN(call, op, elm, msg, cleanup)		\
	do {								\
		if (setjmp(report_jmp) == 0) {				\
			report_armed = 1;				\
			(void)(call);					\
			report_armed = 0;				\
			fail("no report from %s", #call);		\
		}							\
		EXPECT(strcmp(rep_tree, "itree") == 0 &&		\
		    strcmp(rep_op, (op)) == 0 && rep_elm == (elm) &&	\
		    strcmp(rep_msg, (msg)) == 0,			\
		    "%s: got \"%s %s %p %s\"", #call, rep_tree, rep_op,	\
		    rep_elm, rep_msg);					\
		cleanup;						\
		rcheck();						\
	} while (0)
#define EXPECT_REPORT(call, op, elm, msg)				\
	EXPECT_REPORT_THEN(call, op, elm, msg, (void)0)

/*
 * The order checks run after the element is linked (so that both of its
 * neighbours can be seen): after such a report, unlink it again.
 */
static void
unlink_if_linked(struct node *e)
{
	struct node *x;

	RB_FOREACH(x, itree, &rhead) {
		if (x == e) {
			cov_lie = 0;
			EXPECT(RB_REMOVE(itree, &rhead, e) == e, "unlink");
			return;
		}
	}
	cov_lie = 0;
}

static void
d_misuse(void)
{
	static const char notin[] = "element is not in this tree";
	static const char gone[] = "element is not in a tree";
	static const char order[] = "positional insert breaks the order";
	static const char total[] = "comparator is not a total order";
	struct itree other = RB_INITIALIZER(&other);
	struct node *a, *x, *y, *removed, *fresh;
	static union { struct node n[2]; char c[2 * sizeof(struct node)]; } raw;
	struct node *odd = (struct node *)(void *)(raw.c + 1);
	volatile int i, k;

	where = "debug";
	for (i = 0; i < 30; i++)
		r_insert(i * 10);
	rcheck();

	/* an element already in this tree */
	for (i = 0; i < (int)mn; i += 5)
		EXPECT_REPORT(RB_INSERT(itree, &rhead, (struct node *)melm[i]),
		    "RB_INSERT", melm[i], "element is already in this tree");

	/* an element of another tree */
	x = ralloc(5);
	y = ralloc(6);
	EXPECT(RB_INSERT(itree, &other, x) == NULL, "other tree");
	EXPECT(RB_INSERT(itree, &other, y) == NULL, "other tree");
	EXPECT_REPORT(RB_REMOVE(itree, &rhead, y), "RB_REMOVE", y, notin);
	EXPECT_REPORT(RB_REINSERT(itree, &rhead, y), "RB_REINSERT", y, notin);
	fresh = ralloc(7);
	EXPECT_REPORT(RB_INSERT_NEXT(itree, &rhead, x, fresh), "RB_INSERT_NEXT",
	    x, notin);
	EXPECT_REPORT(RB_INSERT_PREV(itree, &rhead, y, fresh), "RB_INSERT_PREV",
	    y, notin);

#ifdef RB_REPLACE
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, y, fresh), "RB_REPLACE", y,
	    notin);
	fresh->key = mkey[4] + 1;
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, (struct node *)melm[4], fresh),
	    "RB_REPLACE", fresh,
	    "replacement key differs from the replaced element's");
#endif

	/* a removed (poisoned) element */
	removed = melm[3];
	r_remove_at(3);
	rcheck();
	EXPECT_REPORT(RB_REMOVE(itree, &rhead, removed), "RB_REMOVE", removed,
	    gone);
	EXPECT_REPORT(RB_NEXT(itree, &rhead, removed), "RB_NEXT", removed, gone);
	EXPECT_REPORT(RB_PREV(itree, &rhead, removed), "RB_PREV", removed, gone);
	EXPECT_REPORT(RB_REINSERT(itree, &rhead, removed), "RB_REINSERT",
	    removed, gone);
	EXPECT_REPORT(RB_INSERT_NEXT(itree, &rhead, removed, fresh),
	    "RB_INSERT_NEXT", removed, gone);
	EXPECT_REPORT(RB_INSERT_PREV(itree, &rhead, removed, fresh),
	    "RB_INSERT_PREV", removed, gone);
#ifdef RB_REPLACE
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, removed, fresh), "RB_REPLACE",
	    removed, gone);
#endif

	/*
	 * Positional inserts out of order: equal to the anchor, equal to the
	 * neighbour, beyond the neighbour; the neighbour in the anchor's
	 * subtree or up the tree.
	 */
	for (i = 0; i < (int)mn; i++) {
		a = melm[i];
		for (k = 0; k < 3; k++) {
			if (k == 0)
				fresh->key = a->key;
			else if (i + 1 < (int)mn)
				fresh->key = mkey[i + 1] + k - 1;
			else
				continue;
			EXPECT_REPORT_THEN(RB_INSERT_NEXT(itree, &rhead, a, fresh),
			    "RB_INSERT_NEXT", fresh, order,
			    unlink_if_linked(fresh));
		}
		for (k = 0; k < 3; k++) {
			if (k == 0)
				fresh->key = a->key;
			else if (i > 0)
				fresh->key = mkey[i - 1] - k + 1;
			else
				continue;
			EXPECT_REPORT_THEN(RB_INSERT_PREV(itree, &rhead, a, fresh),
			    "RB_INSERT_PREV", fresh, order,
			    unlink_if_linked(fresh));
		}
	}

	/* a comparator that is not an order: RB_INSERT lands at an end */
	for (k = -1; k <= 1; k += 2) {
		fresh->key = 1000;
		cov_calls = cov_truth = 0;
		cov_lie = k;
		EXPECT_REPORT_THEN(RB_INSERT(itree, &rhead, fresh), "RB_INSERT",
		    fresh, total, unlink_if_linked(fresh));
	}

	/*
	 * A comparator that lies only from its n-th call on, so that the
	 * descent goes right and the order checks see the lie at each of their
	 * comparisons in turn: whether that is reported depends on how the
	 * checks compare, so only the report's wording and the tree are
	 * checked here.
	 */
	for (i = 0; i < (int)mn + 1; i++) {
		for (k = 0; k < 12; k++) {
			volatile int lie = k & 1 ? 1 : -1;
			volatile int n = k / 2;
			volatile int kind = i % 3;
			volatile int reported = 0;
			long desc;

			a = i < (int)mn ? melm[i] : NULL;
			if (kind == 0 || a == NULL) {	/* RB_INSERT */
				kind = 0;
				fresh->key = a ? a->key - 1 : mkey[mn - 1] + 1;
				cov_calls = 0;
				EXPECT(RB_FIND(itree, &rhead, fresh) == NULL, "find");
				desc = cov_calls;
			} else if (kind == 1) {
				fresh->key = a->key + 1;	/* RB_INSERT_NEXT */
				desc = 0;
			} else {
				fresh->key = a->key - 1;	/* RB_INSERT_PREV */
				desc = 0;
			}
			if (setjmp(report_jmp) == 0) {
				report_armed = 1;
				cov_calls = 0;
				cov_truth = desc + n;
				cov_lie = lie;
				if (kind == 0)
					(void)RB_INSERT(itree, &rhead, fresh);
				else if (kind == 1)
					(void)RB_INSERT_NEXT(itree, &rhead, a, fresh);
				else
					(void)RB_INSERT_PREV(itree, &rhead, a, fresh);
				report_armed = 0;
			} else {
				reported = 1;
			}
			cov_lie = 0;
			if (reported)
				EXPECT(rep_elm == fresh && strcmp(rep_msg,
				    kind == 0 ? total : order) == 0,
				    "lying comparator: got \"%s %s\"", rep_op,
				    rep_msg);
			unlink_if_linked(fresh);
			rcheck();
		}
	}

#ifdef RB_REPLACE
	/* a replaced element is out of the tree like a removed one */
	fresh->key = mkey[5];
	removed = melm[5];
	EXPECT(RB_REPLACE(itree, &rhead, removed, fresh) == removed, "RB_REPLACE");
	melm[5] = fresh;
	rcheck();
	EXPECT_REPORT(RB_REMOVE(itree, &rhead, removed), "RB_REMOVE", removed,
	    gone);
	EXPECT_REPORT(RB_NEXT(itree, &rhead, removed), "RB_NEXT", removed, gone);
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, removed, fresh), "RB_REPLACE",
	    removed, gone);
	fresh = removed;
#endif

	/* correct uses still pass the checks */
	fresh->key = mkey[0] - 1;
	EXPECT(RB_INSERT_PREV(itree, &rhead, (struct node *)melm[0], fresh) ==
	    NULL, "INSERT_PREV");
	madd(fresh->key, fresh);
	rcheck();
	EXPECT(RB_REMOVE(itree, &other, x) == x, "other tree");
	EXPECT(RB_REMOVE(itree, &other, y) == y, "other tree");
	EXPECT(RB_EMPTY(&other), "other tree");
	rrelease(x);
	rrelease(y);
	rclear();

	/* a misaligned element, by every way in */
	memset(&raw, 0, sizeof(raw));
	EXPECT_REPORT(RB_INSERT(itree, &rhead, odd), "RB_INSERT", odd,
	    "element is not 4-byte aligned");
	for (i = 0; i < 3; i++)
		r_insert(i * 10);
	k = 5;
	memcpy(raw.c + 1, (const void *)&k, sizeof(k));
	EXPECT_REPORT(RB_INSERT_NEXT(itree, &rhead, (struct node *)melm[0], odd),
	    "RB_INSERT_NEXT", odd, "element is not 4-byte aligned");
	EXPECT_REPORT(RB_INSERT_PREV(itree, &rhead, (struct node *)melm[1], odd),
	    "RB_INSERT_PREV", odd, "element is not 4-byte aligned");
#ifdef RB_REPLACE
	k = 10;
	memcpy(raw.c + 1, (const void *)&k, sizeof(k));
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, (struct node *)melm[1], odd),
	    "RB_REPLACE", odd, "element is not 4-byte aligned");
#endif
	rclear();
}
#endif

/* ------------------------------------------------------------------ */
/* The splay tree, with a reference top-down splay beside it.          */

struct ref {
	int key;
	struct ref *l, *r;
};

static struct ref *ref_root;

/* BSD's top-down splay of the key k (SPLAY_MINMAX with k = INT_MIN/MAX). */
static void
ref_splay(int k)
{
	struct ref node, *l, *r, *t, *y;

	if (ref_root == NULL)
		return;
	node.l = node.r = NULL;
	l = r = &node;
	t = ref_root;
	for (;;) {
		if (k < t->key) {
			if (t->l == NULL)
				break;
			if (k < t->l->key) {
				y = t->l;		/* rotate right */
				t->l = y->r;
				y->r = t;
				t = y;
				if (t->l == NULL)
					break;
			}
			r->l = t;			/* link right */
			r = t;
			t = t->l;
		} else if (k > t->key) {
			if (t->r == NULL)
				break;
			if (k > t->r->key) {
				y = t->r;		/* rotate left */
				t->r = y->l;
				y->l = t;
				t = y;
				if (t->r == NULL)
					break;
			}
			l->r = t;			/* link left */
			l = t;
			t = t->r;
		} else {
			break;
		}
	}
	l->r = t->l;					/* assemble */
	r->l = t->r;
	t->l = node.r;
	t->r = node.l;
	ref_root = t;
}

static struct ref *
ref_insert(struct ref *e)
{
	if (ref_root == NULL) {
		e->l = e->r = NULL;
	} else {
		ref_splay(e->key);
		if (e->key < ref_root->key) {
			e->l = ref_root->l;
			e->r = ref_root;
			ref_root->l = NULL;
		} else if (e->key > ref_root->key) {
			e->r = ref_root->r;
			e->l = ref_root;
			ref_root->r = NULL;
		} else {
			return ref_root;
		}
	}
	ref_root = e;
	return NULL;
}

static struct ref *
ref_remove(int k)
{
	struct ref *t, *rest;

	if (ref_root == NULL)
		return NULL;
	ref_splay(k);
	if (ref_root->key != k)
		return NULL;
	t = ref_root;
	rest = t->r;
	if (t->l == NULL) {
		ref_root = rest;
	} else {
		ref_root = t->l;
		ref_splay(k);
		ref_root->r = rest;
	}
	return t;
}

static struct snode spool[NPOOL + 1];
static struct ref rpoolref[NPOOL + 1];
static long sfree_[NPOOL + 1], snfree;
static struct stree shead = SPLAY_INITIALIZER(&shead);

#define SIDX(e)		((long)((e) - spool))

static void
spool_init(void)
{
	long i;

	for (i = 0; i < NPOOL; i++)
		sfree_[i] = NPOOL - 1 - i;
	snfree = NPOOL;
}

static long
salloc(int key)
{
	long i;

	if (snfree == 0)
		fail("splay pool empty");
	i = sfree_[--snfree];
	memset(&spool[i], 0x5a, sizeof(spool[i]));
	spool[i].key = key;
	rpoolref[i].key = key;
	return i;
}

/* Same shape, node for node. */
static void
scompare(struct snode *s, struct ref *r)
{
	for (;;) {
		if (s == NULL || r == NULL) {
			EXPECT(s == NULL && r == NULL,
			    "splay shape differs from the reference");
			return;
		}
		EXPECT(SIDX(s) == r - rpoolref && s->key == r->key,
		    "splay shape differs from the reference at key %d", r->key);
		scompare(SPLAY_LEFT(s, entry), r->l);
		s = SPLAY_RIGHT(s, entry);
		r = r->r;
	}
}

static void
scheck(void)
{
	struct snode *e;
	long i = 0;

	scompare(SPLAY_ROOT(&shead), ref_root);
	EXPECT(SPLAY_EMPTY(&shead) == (mn == 0), "SPLAY_EMPTY");
	SPLAY_FOREACH(e, stree, &shead) {
		EXPECT(i < mn && melm[i] == e, "SPLAY_FOREACH element %ld", i);
		i++;
	}
	EXPECT(i == mn, "SPLAY_FOREACH: %ld elements, model %ld", i, mn);
	/* SPLAY_FOREACH splays (SPLAY_MIN, then SPLAY_NEXT of each) */
	if (mn > 0)
		ref_splay(INT32_MIN);
	for (i = 0; i < mn; i++)
		ref_splay(mkey[i]);
	scompare(SPLAY_ROOT(&shead), ref_root);
}

static void
s_insert(int k)
{
	long i = salloc(k);
	struct snode *res, *old = mfind(k);
	struct ref *rres;

	res = SPLAY_INSERT(stree, &shead, &spool[i]);
	rres = ref_insert(&rpoolref[i]);
	if (old != NULL) {
		EXPECT(res == old && rres == &rpoolref[SIDX(old)],
		    "SPLAY_INSERT of present key %d", k);
		sfree_[snfree++] = i;
	} else {
		EXPECT(res == NULL && rres == NULL, "SPLAY_INSERT of new key %d", k);
		madd(k, &spool[i]);
	}
}

static void
s_remove_key(int k)
{
	struct snode key, *res, *old = mfind(k);
	struct ref *rres;
	long i;

	key.key = k;
	/* by the element itself when present, else by a key */
	res = SPLAY_REMOVE(stree, &shead, old != NULL ? old : &key);
	rres = ref_remove(k);
	if (old == NULL) {
		EXPECT(res == NULL && rres == NULL, "SPLAY_REMOVE absent %d", k);
		return;
	}
	EXPECT(res == old && rres == &rpoolref[SIDX(old)],
	    "SPLAY_REMOVE present %d", k);
	i = mlower(k);
	mdel(i);
	sfree_[snfree++] = SIDX(old);
}

static void
s_step(int space)
{
	struct snode key, *res;
	long i;
	int op = (int)below(8);

	if (mn == 0 && op >= 3)
		op = below(2) ? 0 : 2;
	switch (op) {
	case 0:
		s_insert((int)below(space));
		break;
	case 1:		/* duplicate */
		s_insert(mkey[below(mn)]);
		break;
	case 2:		/* remove, present or absent */
		s_remove_key((int)below(space));
		break;
	case 3:
		s_remove_key(mkey[below(mn)]);
		break;
	case 4:		/* find, hit or miss */
		key.key = (int)below(space + 2) - 1;
		res = SPLAY_FIND(stree, &shead, &key);
		ref_splay(key.key);
		EXPECT(res == mfind(key.key), "SPLAY_FIND %d", key.key);
		break;
	case 5:		/* next */
		i = below(mn);
		res = SPLAY_NEXT(stree, &shead, (struct snode *)melm[i]);
		ref_splay(mkey[i]);
		EXPECT(res == (i + 1 < mn ? melm[i + 1] : NULL),
		    "SPLAY_NEXT of index %ld", i);
		break;
	case 6:		/* min, max */
		res = SPLAY_MIN(stree, &shead);
		ref_splay(INT32_MIN);
		EXPECT(res == melm[0], "SPLAY_MIN");
		scompare(SPLAY_ROOT(&shead), ref_root);
		res = SPLAY_MAX(stree, &shead);
		ref_splay(INT32_MAX);
		EXPECT(res == melm[mn - 1], "SPLAY_MAX");
		break;
	default:	/* a splay for a key that may be absent */
		key.key = (int)below(space + 2) - 1;
		stree_SPLAY(&shead, &key);
		ref_splay(key.key);
		break;
	}
}

static void
s_clear(void)
{
	while (mn > 0)
		s_remove_key(below(2) ? mkey[0] : mkey[mn - 1]);
	EXPECT(SPLAY_EMPTY(&shead) && ref_root == NULL, "splay teardown");
}

static void
s_run(long ops)
{
	struct snode key;
	long n, i, target = 0;
	int space = key_space(0);

	where = "splay edge";
	key.key = 1;
	EXPECT(SPLAY_MIN(stree, &shead) == NULL && SPLAY_MAX(stree, &shead) ==
	    NULL, "SPLAY_MIN/MAX of an empty tree");
	EXPECT(SPLAY_FIND(stree, &shead, &key) == NULL, "SPLAY_FIND empty");
	EXPECT(SPLAY_REMOVE(stree, &shead, &key) == NULL, "SPLAY_REMOVE empty");
	stree_SPLAY(&shead, &key);		/* the internal functions too */
	stree_SPLAY_MINMAX(&shead, SPLAY_INF);
	EXPECT(SPLAY_EMPTY(&shead), "splaying an empty tree");
	for (i = 0; i < 5; i++)
		s_insert((int)i);
	stree_SPLAY_MINMAX(&shead, 0);		/* a no-op */
	scheck();
	s_clear();

	where = "splay scripted";
	for (n = 1; n <= 300; n = n < 20 ? n + 1 : n * 2) {
		for (i = 0; i < n; i++) {
			s_insert((int)i);
			scheck();
		}
		s_clear();
		for (i = n; i > 0; i--) {
			s_insert((int)i);
			scheck();
		}
		s_clear();
	}

	where = "splay random";
	for (step = 0; step < ops; step++) {
		if (step % 2000 == 0) {
			target = pick_target();
			space = key_space(target);
		}
		if (mn < target ? below(10) < 7 : below(10) < 3)
			s_insert((int)below(space));
		else if (mn > target && below(3) == 0)
			s_remove_key(mkey[below(mn)]);
		else
			s_step(space);
		if (mn <= 64 || step % 97 == 0)
			scompare(SPLAY_ROOT(&shead), ref_root);
		if (step % 997 == 0)
			scheck();
	}
	scheck();
	s_clear();
}

int
main(int argc, char **argv)
{
	long ops = argc > 1 ? atol(argv[1]) : 200000;
	const char *parts = argc > 3 ? argv[3] : "rsvdx";

	rng_state = argc > 2 ? strtoull(argv[2], NULL, 0) : 1;
	rpool_init();
	spool_init();
	if (strchr(parts, 'v'))
		v_corrupt();
#ifdef COV_DEBUG
	if (strchr(parts, 'd'))
		d_misuse();
#endif
	if (strchr(parts, 'r')) {
		r_scripted();
		r_random(ops);
	}
	if (strchr(parts, 'x'))
		r_exhaustive();
	if (strchr(parts, 's'))
		s_run(ops);
	printf("driver: all checks passed (%ld random steps per tree, parts %s%s%s)\n",
	    ops, parts,
#ifdef COV_DEBUG
	    ", debug mode",
#else
	    "",
#endif
#ifdef COV_AUG
	    ", cached augmented tree"
#else
	    ""
#endif
	    );
	return 0;
}
