/*
 * Coverage and mutation driver: the test engine (tests/engine.h) on the
 * trees of inst.c, with what only this build checks: scripted runs that
 * reach every rebalancing case in both mirror directions, every insertion
 * order of up to 7 keys, RB_VALIDATE on corrupted trees, and every
 * debug-mode check.  The engine brings the random runs, the model, its
 * own structural checker (independent of RB_VALIDATE) and, for the splay
 * tree, the exact shape against a reference top-down splay.
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
 * inst.c itself and -I pointing at a mutated copy of tree.h.  Both build
 * this one file, so the engine is included here.  Exit status 0 when
 * every check passed, 1 at the first failure (with a message).
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
#include "../engine.c"

#define CHAIN		(2 * 8 * (int)sizeof(void *) + 1)

#ifdef COV_AUG
/* Half the vals are 0 (v < 1000 of 2000), so that the summaries often
 * stay the same. */
static void
node_payload(void *x, long long v, int fresh)
{
	struct node *e = x;

	e->val = v < 1000 ? 0 : (int)(v - 1000);
	if (fresh) {
		e->sum = -1;
		e->maxval = -7;
	}
}

static const char *
node_augcheck(void *x)
{
	struct node *e = x, *c;
	long sum = e->val;
	int maxval = e->val;

	if ((c = RB_LEFT(e, entry)) != NULL) {
		sum += c->sum;
		maxval = c->maxval > maxval ? c->maxval : maxval;
	}
	if ((c = RB_RIGHT(e, entry)) != NULL) {
		sum += c->sum;
		maxval = c->maxval > maxval ? c->maxval : maxval;
	}
	if (e->sum != sum)
		return "the subtree sum is stale";
	return e->maxval != maxval ? "the subtree maximum is stale" : NULL;
}
#endif

ENG_RB(itree, struct node, entry, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(itree, struct node, entry)
#ifdef COV_AUG
ENG_RB_CACHED(itree)
#endif
ENG_SPLAY(stree, struct snode, entry, ENG_SETKEY_INT, ENG_KEY_INT)

static const struct eng_tree itree_eng = { .name = "itree",
    ENG_RB_OPS(itree, struct node), ENG_RB_FULL_OPS(itree),
#ifdef COV_AUG
    ENG_RB_CACHED_OPS(itree), .hook = ENG_HOOK,
    .payload = node_payload, .augcheck = node_augcheck,
#endif
};
static const struct eng_tree stree_eng = { .name = "stree",
    ENG_SPLAY_OPS(stree, struct snode) };

/* The scripted runs' engine: its tree, its model. */
static struct eng_run R;

#define rhead		(*(struct itree *)R.head)
#define MELM(i)		((struct node *)R.v[i].elm)
#define MKEY(i)		((int)R.v[i].key)
#define EXPECT(c, ...)	ENG_REQUIRE(&R, c, __VA_ARGS__)
#define fail(...)	eng_fail(&R, __VA_ARGS__)

#define UPW(e)		((e)->entry.rbe_up)

/* Scripted runs: monotone insertions and removals (both mirror images). */
static void
r_scripted(void)
{
	long n, i;

	R.op = "rb scripted";
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
			eng_insert(&R, (int)i);
			eng_check(&R);
		}
		while (R.n > 0) {	/* remove from the low end */
			eng_remove_at(&R, 0);
			eng_check(&R);
		}
		for (i = n; i > 0; i--) {
			eng_insert(&R, (int)i);
			eng_check(&R);
		}
		while (R.n > 0) {	/* remove from the high end */
			eng_remove_at(&R, R.n - 1);
			eng_check(&R);
		}
		for (i = 0; i < n; i++) {	/* outside-in, then root first */
			eng_insert(&R, (int)(i & 1 ? i : 2 * n - i));
			eng_check(&R);
		}
		while (R.n > 0) {
			struct node *root = RB_ROOT(&rhead);
			eng_remove_at(&R, eng_lower(&R, root->key));
			eng_check(&R);
		}
		/* ascending by positional insert, both ways */
		eng_insert(&R, 1000000);
		for (i = 0; i < n; i++) {
			struct node *e = eng_new(&R, 1000000 + (int)i + 1);
			EXPECT(RB_INSERT_NEXT(itree, &rhead,
			    MELM(R.n - 1), e) == NULL, "INSERT_NEXT");
			eng_add(&R, e);
			e = eng_new(&R, 1000000 - (int)i - 1);
			EXPECT(RB_INSERT_PREV(itree, &rhead,
			    MELM(0), e) == NULL, "INSERT_PREV");
			eng_add(&R, e);
			eng_check(&R);
		}
		eng_clear(&R);
	}
}

/* Every insertion order of n keys, each followed by a removal order. */
static void
r_exhaustive(void)
{
	int perm[8], c[8], n, i, k;
	long count = 0;

	R.op = "rb exhaustive";
	for (n = 1; n <= 7; n++) {
		for (i = 0; i < n; i++) {
			perm[i] = i;
			c[i] = 0;
		}
		i = 0;
		for (;;) {	/* Heap's algorithm */
			for (k = 0; k < n; k++)
				eng_insert(&R, perm[k]);
			eng_check(&R);
			/* remove in the same order, rotated by count */
			for (k = 0; k < n; k++) {
				int key = perm[(k + count) % n];
				eng_remove_at(&R, eng_lower(&R, key));
				eng_check(&R);
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

	R.op = "validate";
	EXPECT(RB_VALIDATE(itree, &rhead) == NULL, "empty tree");
	for (i = 0; i < 40; i++)
		eng_insert(&R, i * 2);
	eng_check(&R);
	root = RB_ROOT(&rhead);

	/* the root with a parent */
	save = UPW(root);
	UPW(root) = (save & 3) | (uintptr_t)MELM(0);
	expect_invalid("links:");
	UPW(root) = save;

	/* a child with a wrong parent, left and right */
	e = root->entry.rbe_left;
	save = UPW(e);
	UPW(e) = (save & 3) | (uintptr_t)MELM(R.n - 1);
	expect_invalid("links:");
	UPW(e) = save;
	e = root->entry.rbe_right;
	save = UPW(e);
	UPW(e) = (save & 3) | (uintptr_t)MELM(0);
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
	for (i = 0; i < (int)R.n - 1; i += 7) {
		e = MELM(i);
		k = e->key;
		e->key = MKEY(i + 1);
		expect_invalid("order:");
		e->key = MKEY(i + 1) + 1;
		expect_invalid("order:");
		e->key = k;
	}
	e = MELM(R.n - 1);
	k = e->key;
	e->key = MKEY(R.n - 2);
	expect_invalid("order:");
	e->key = k;
	EXPECT(RB_VALIDATE(itree, &rhead) == NULL, "restored tree");
#ifdef COV_AUG
	rhead.rbh_min = MELM(1);
	expect_invalid("cache:");
	rhead.rbh_min = NULL;
	expect_invalid("cache:");
	rhead.rbh_min = MELM(0);
	rhead.rbh_count = R.n + 1;
	expect_invalid("cache:");
	rhead.rbh_count = R.n;
#endif
	EXPECT(RB_VALIDATE(itree, &rhead) == NULL, "restored tree");
	eng_clear(&R);

	/* a leaf on 2-edges */
	eng_insert(&R, 1);
	leaf = RB_ROOT(&rhead);
	UPW(leaf) |= 3;
	expect_invalid("rank:");
	UPW(leaf) &= ~(uintptr_t)3;
	eng_clear(&R);

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
		eng_check(&R);						\
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

	R.op = "debug";
	for (i = 0; i < 30; i++)
		eng_insert(&R, i * 10);
	eng_check(&R);

	/* an element already in this tree */
	for (i = 0; i < (int)R.n; i += 5)
		EXPECT_REPORT(RB_INSERT(itree, &rhead, MELM(i)),
		    "RB_INSERT", MELM(i), "element is already in this tree");

	/* an element of another tree */
	x = eng_new(&R, 5);
	y = eng_new(&R, 6);
	EXPECT(RB_INSERT(itree, &other, x) == NULL, "other tree");
	EXPECT(RB_INSERT(itree, &other, y) == NULL, "other tree");
	EXPECT_REPORT(RB_REMOVE(itree, &rhead, y), "RB_REMOVE", y, notin);
	EXPECT_REPORT(RB_REINSERT(itree, &rhead, y), "RB_REINSERT", y, notin);
	fresh = eng_new(&R, 7);
	EXPECT_REPORT(RB_INSERT_NEXT(itree, &rhead, x, fresh), "RB_INSERT_NEXT",
	    x, notin);
	EXPECT_REPORT(RB_INSERT_PREV(itree, &rhead, y, fresh), "RB_INSERT_PREV",
	    y, notin);

#ifdef RB_REPLACE
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, y, fresh), "RB_REPLACE", y,
	    notin);
	fresh->key = MKEY(4) + 1;
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, MELM(4), fresh),
	    "RB_REPLACE", fresh,
	    "replacement key differs from the replaced element's");
#endif

	/* a removed (poisoned) element */
	removed = MELM(3);
	eng_remove_at(&R, 3);
	eng_check(&R);
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

#ifdef RB_POP_MIN
	/* a popped element is out of the tree like a removed one */
	removed = RB_POP_MIN(itree, &rhead);
	EXPECT(removed == MELM(0), "RB_POP_MIN");
	EXPECT_REPORT_THEN(RB_REMOVE(itree, &rhead, removed), "RB_REMOVE",
	    removed, gone, (void)RB_INSERT(itree, &rhead, removed));
#endif

	/*
	 * Positional inserts out of order: equal to the anchor, equal to the
	 * neighbour, beyond the neighbour; the neighbour in the anchor's
	 * subtree or up the tree.
	 */
	for (i = 0; i < (int)R.n; i++) {
		a = MELM(i);
		for (k = 0; k < 3; k++) {
			if (k == 0)
				fresh->key = a->key;
			else if (i + 1 < (int)R.n)
				fresh->key = MKEY(i + 1) + k - 1;
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
				fresh->key = MKEY(i - 1) - k + 1;
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
	for (i = 0; i < (int)R.n + 1; i++) {
		for (k = 0; k < 12; k++) {
			volatile int lie = k & 1 ? 1 : -1;
			volatile int n = k / 2;
			volatile int kind = i % 3;
			volatile int reported = 0;
			long desc;

			a = i < (int)R.n ? MELM(i) : NULL;
			if (kind == 0 || a == NULL) {	/* RB_INSERT */
				kind = 0;
				fresh->key = a ? a->key - 1 : MKEY(R.n - 1) + 1;
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
			eng_check(&R);
		}
	}

#ifdef RB_REPLACE
	/* a replaced element is out of the tree like a removed one */
	fresh->key = MKEY(5);
	removed = MELM(5);
	EXPECT(RB_REPLACE(itree, &rhead, removed, fresh) == removed, "RB_REPLACE");
	R.v[5].elm = fresh;
	eng_check(&R);
	EXPECT_REPORT(RB_REMOVE(itree, &rhead, removed), "RB_REMOVE", removed,
	    gone);
	EXPECT_REPORT(RB_NEXT(itree, &rhead, removed), "RB_NEXT", removed, gone);
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, removed, fresh), "RB_REPLACE",
	    removed, gone);
	fresh = removed;
#endif

	/* correct uses still pass the checks */
	fresh->key = MKEY(0) - 1;
	EXPECT(RB_INSERT_PREV(itree, &rhead, MELM(0), fresh) ==
	    NULL, "INSERT_PREV");
	eng_add(&R, fresh);
	eng_check(&R);
	EXPECT(RB_REMOVE(itree, &other, x) == x, "other tree");
	EXPECT(RB_REMOVE(itree, &other, y) == y, "other tree");
	EXPECT(RB_EMPTY(&other), "other tree");
	eng_put(&R, x);
	eng_put(&R, y);
	eng_clear(&R);

	/* a misaligned element, by every way in */
	memset(&raw, 0, sizeof(raw));
	EXPECT_REPORT(RB_INSERT(itree, &rhead, odd), "RB_INSERT", odd,
	    "element is not 4-byte aligned");
	for (i = 0; i < 3; i++)
		eng_insert(&R, i * 10);
	k = 5;
	memcpy(raw.c + 1, (const void *)&k, sizeof(k));
	EXPECT_REPORT(RB_INSERT_NEXT(itree, &rhead, MELM(0), odd),
	    "RB_INSERT_NEXT", odd, "element is not 4-byte aligned");
	EXPECT_REPORT(RB_INSERT_PREV(itree, &rhead, MELM(1), odd),
	    "RB_INSERT_PREV", odd, "element is not 4-byte aligned");
#ifdef RB_REPLACE
	k = 10;
	memcpy(raw.c + 1, (const void *)&k, sizeof(k));
	EXPECT_REPORT(RB_REPLACE(itree, &rhead, MELM(1), odd),
	    "RB_REPLACE", odd, "element is not 4-byte aligned");
#endif
	eng_clear(&R);
}
#endif

/* The splay tree: the edge cases, then ascending and descending runs. */
static void
s_scripted(void)
{
	struct stree *h = R.head;
	struct snode key;
	long n, i;

	R.op = "splay edge";
	key.key = 1;
	EXPECT(SPLAY_MIN(stree, h) == NULL && SPLAY_MAX(stree, h) == NULL,
	    "SPLAY_MIN/MAX of an empty tree");
	EXPECT(SPLAY_FIND(stree, h, &key) == NULL, "SPLAY_FIND empty");
	EXPECT(SPLAY_REMOVE(stree, h, &key) == NULL, "SPLAY_REMOVE empty");
	stree_SPLAY(h, &key);		/* the internal functions too */
	stree_SPLAY_MINMAX(h, SPLAY_INF);
	EXPECT(SPLAY_EMPTY(h), "splaying an empty tree");
	for (i = 0; i < 5; i++)
		(void)eng_insert(&R, i);
	stree_SPLAY_MINMAX(h, 0);	/* a no-op */
	eng_check(&R);
	eng_clear(&R);

	R.op = "splay scripted";
	for (n = 1; n <= 300; n = n < 20 ? n + 1 : n * 2) {
		for (i = 0; i < n; i++) {
			(void)eng_insert(&R, i);
			eng_check(&R);
		}
		eng_clear(&R);
		for (i = n; i > 0; i--) {
			(void)eng_insert(&R, i);
			eng_check(&R);
		}
		eng_clear(&R);
	}
}

/* A random run of the engine; a failure ends the program. */
static void
random_run(const struct eng_tree *t, uint64_t seed, long ops)
{
	struct eng_cfg cfg = { .seed = seed, .ops = ops, .maxn = 4096,
	    .vals = 2000, .phase = 2000, .check_every = 97, .small = 64 };

	if (eng_run(&R, t, &cfg) != 0) {
		fprintf(stderr, "driver: FAIL %s\n", R.msg);
		exit(1);
	}
}

int
main(int argc, char **argv)
{
	long ops = argc > 1 ? atol(argv[1]) : 200000;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : 1;
	const char *parts = argc > 3 ? argv[3] : "rsvdx";
	struct eng_cfg cfg = { .seed = seed, .vals = 2000 };

	if (strchr(parts, 'v')) {
		eng_begin(&R, &itree_eng, &cfg);
		v_corrupt();
		eng_end(&R);
	}
#ifdef COV_DEBUG
	if (strchr(parts, 'd')) {
		eng_begin(&R, &itree_eng, &cfg);
		d_misuse();
		eng_end(&R);
	}
#endif
	if (strchr(parts, 'r')) {
		eng_begin(&R, &itree_eng, &cfg);
		r_scripted();
		eng_end(&R);
		random_run(&itree_eng, seed, ops);
	}
	if (strchr(parts, 'x')) {
		eng_begin(&R, &itree_eng, &cfg);
		r_exhaustive();
		eng_end(&R);
	}
	if (strchr(parts, 's')) {
		eng_begin(&R, &stree_eng, &cfg);
		s_scripted();
		eng_end(&R);
		random_run(&stree_eng, seed + 1, ops);
	}
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
