/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Rare cases: uses of the balanced tree that the random differential runs
 * do not make, each a self-checking function that returns NULL when tree.h
 * behaved and a message when not.  Free of any test framework, so that the
 * coverage and mutation front-end (tests/coverage/rare.c) and the Criterion
 * suite (tests/unit/test_rare.c) run the same code.
 *
 * Include it after tests/cases/inst.h (or its expanded copy) and
 * tree.h: it uses that instantiation (itree of struct node, keyed by key;
 * with COV_AUG a cached head and summaries).
 *
 *   search_empty    RB_FIND, RB_NFIND, RB_PFIND on an empty tree, then on
 *                   one element from both sides
 *   insert_finish   FreeBSD's RB_INSERT_FINISH after the caller's own
 *                   descent, the first element at the root (parent NULL)
 *   insert_color    FreeBSD's RB_INSERT_COLOR after the caller linked each
 *                   new element as a leaf itself
 *   remove_color    FreeBSD's RB_REMOVE_COLOR after the caller unlinked an
 *                   element with at most one child itself, until the tree
 *                   is empty
 *   hook_calls      (COV_AUG) tree.3's promises on the augmentation
 *                   hook, which counts its calls here: after an insert
 *                   that needs no rebalancing, on the new element and its
 *                   parent only, and after removing a leaf that leaves
 *                   its parent balanced, on that parent only, when the
 *                   hook reports no change there
 *   postorder_poison  every element RB_FOREACH_POSTORDER visited is in
 *                   no tree (RB_LINKED) afterwards
 *   pop_min_poison  (COV_DEBUG) an element RB_POP_MIN took out is
 *                   reported as "element is not in a tree" by RB_NEXT,
 *                   RB_PREV, RB_REPLACE and RB_INSERT_NEXT, RB_REMOVE
 *                   leaves it alone with no report, and the tree is
 *                   left as it was
 *
 * With COV_DEBUG it defines the report hook inst.h declares, cov_report:
 * a report a case expects returns to it (longjmp), any other is a failure
 * (message on stderr, abort).
 */
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RARE_N		120	/* elements per tree */
#define RARE_ROUNDS	24	/* trees (seeds) per case */

static struct node rare_pool[2 * RARE_N + 1];

#ifdef COV_AUG
/*
 * inst.h's hook reports each call to the test engine (tests/engine/engine.c),
 * which these cases do not use: here it counts the calls and keeps the
 * first two (hook_calls).
 */
static long rare_hook_calls;
static const void *rare_hooked[2];

void eng_hooked(const void *x);

void
eng_hooked(const void *x)
{
	if (rare_hook_calls < 2)
		rare_hooked[rare_hook_calls] = x;
	rare_hook_calls++;
}
#endif
static char rare_msg[200];

static unsigned long rare_state;

static unsigned long
rare_rand(void)
{
	rare_state ^= rare_state << 13;
	rare_state ^= rare_state >> 7;
	rare_state ^= rare_state << 17;
	return rare_state;
}

/* keys 0, 2, 4, ... of the pool's first n elements in a random order */
static void
rare_shuffle(int n, unsigned long seed)
{
	int i, j, t;

	rare_state = seed * 2654435761UL + 88172645463325252UL;
	for (i = 0; i < n; i++)
		rare_pool[i].key = 2 * i;
	for (i = n - 1; i > 0; i--) {
		j = (int)(rare_rand() % (unsigned long)(i + 1));
		t = rare_pool[i].key;
		rare_pool[i].key = rare_pool[j].key;
		rare_pool[j].key = t;
	}
}

/* A tree of the pool's first n elements (rare_shuffle), all alive. */
static void
rare_fill(struct itree *head, char *alive, int n, unsigned long seed)
{
	int i;

	RB_INIT(head);
	rare_shuffle(n, seed);
	memset(alive, 0, RARE_N);
	for (i = 0; i < n; i++) {
#ifdef COV_AUG
		rare_pool[i].val = i % 3;
#endif
		/* maybe still linked in the last tree: in none now */
		RB_ENTRY_INIT(&rare_pool[i], entry);
		(void)RB_INSERT(itree, head, &rare_pool[i]);
		alive[rare_pool[i].key / 2] = 1;
	}
}

#ifdef COV_AUG
/*
 * Each summary of elm's subtree against its children's (inst.h's
 * node_sums), so each is its subtree's; 0 when one is stale.
 */
static int
rare_summaries_ok(const struct node *elm)
{
	long sum;
	int maxval;

	if (elm == NULL)
		return 1;
	node_sums(elm, &sum, &maxval);
	return elm->sum == sum && elm->maxval == maxval &&
	    rare_summaries_ok(RB_LEFT(elm, entry)) &&
	    rare_summaries_ok(RB_RIGHT(elm, entry));
}
#endif

/*
 * The tree against the model: RB_VALIDATE, then the in-order walk must
 * give the keys 2k with alive[k] set (k < n), in order; on
 * the cached head also RB_MIN and RB_COUNT; with summaries, when sums is
 * set, every summary recomputed.
 */
static const char *
rare_check(struct itree *head, const char *alive, int n, int sums)
{
	struct node *elm;
	const char *err;
	int k = 0, seen = 0;

	if ((err = RB_VALIDATE(itree, head)) != NULL) {
		(void)snprintf(rare_msg, sizeof(rare_msg), "RB_VALIDATE: %s",
		    err);
		return rare_msg;
	}
	RB_FOREACH(elm, itree, head) {
		while (k < n && !alive[k])
			k++;
		if (k == n || elm->key != 2 * k) {
			(void)snprintf(rare_msg, sizeof(rare_msg),
			    "in-order walk: key %d where %d belongs", elm->key,
			    k < n ? 2 * k : -1);
			return rare_msg;
		}
		k++;
		seen++;
	}
	while (k < n && !alive[k])
		k++;
	if (k != n)
		return "in-order walk: an element is missing";
	if (RB_EMPTY(head) != (seen == 0))
		return "RB_EMPTY disagrees with the walk";
#ifdef COV_AUG
	if (RB_COUNT(itree, head) != (size_t)seen)
		return "RB_COUNT disagrees with the walk";
	if (RB_MIN(itree, head) != RB_MIN_LOCKLESS(itree, head))
		return "RB_MIN_LOCKLESS disagrees with RB_MIN";
	if (sums && !rare_summaries_ok(RB_ROOT(head)))
		return "a summary is stale";
#else
	(void)sums;
#endif
	return NULL;
}

static const char *
rare_search_empty(void)
{
	struct itree head = RB_INITIALIZER(&head);
	struct node probe, one = { 0 }, two = { 0 };

	probe.key = 10;
	if (RB_FIND(itree, &head, &probe) != NULL ||
	    RB_NFIND(itree, &head, &probe) != NULL ||
	    RB_PFIND(itree, &head, &probe) != NULL)
		return "a search of the empty tree found something";
	one.key = 10;
#ifdef COV_AUG
	one.val = 1;
	one.sum = one.maxval = -1;
#endif
	if (RB_INSERT(itree, &head, &one) != NULL)
		return "RB_INSERT into the empty tree refused";
	if (RB_FIND(itree, &head, &probe) != &one)
		return "RB_FIND missed the only element";
	/* a zeroed element in no tree, with no parent like the root */
	if (RB_REMOVE(itree, &head, &two) != NULL || RB_ROOT(&head) != &one)
		return "RB_REMOVE of a zeroed element in no tree";
	probe.key = 9;
	if (RB_FIND(itree, &head, &probe) != NULL ||
	    RB_NFIND(itree, &head, &probe) != &one ||
	    RB_PFIND(itree, &head, &probe) != NULL)
		return "a search below the only element is wrong";
	probe.key = 11;
	if (RB_FIND(itree, &head, &probe) != NULL ||
	    RB_NFIND(itree, &head, &probe) != NULL ||
	    RB_PFIND(itree, &head, &probe) != &one)
		return "a search above the only element is wrong";
	if (RB_REMOVE(itree, &head, &one) != &one || !RB_EMPTY(&head))
		return "RB_REMOVE of the only element";
	return NULL;
}

/*
 * RARE_ROUNDS trees (seeds seed, seed + 1, ...) grown to RARE_N elements
 * with the caller's own descent, as FreeBSD's RB_INSERT, then FreeBSD's
 * RB_INSERT_FINISH, or with color set the caller's own leaf link and
 * RB_INSERT_COLOR; checked after each of the first 40 and now and then.
 */
static const char *
rare_grow(unsigned long seed, int color)
{
	char alive[RARE_N];
	struct itree head;
	struct node *elm, *parent, **link;
	const char *err;
	int i, r;

	for (r = 0; r < RARE_ROUNDS; r++) {
		RB_INIT(&head);
		memset(alive, 0, sizeof(alive));
		rare_shuffle(RARE_N, (unsigned long)r + seed);
		for (i = 0; i < RARE_N; i++) {
			elm = &rare_pool[i];
#ifdef COV_AUG
			elm->val = color ? 0 : (int)(rare_rand() % 4);
			elm->sum = elm->maxval = -1;	/* stale */
#endif
			parent = NULL;
			for (link = &RB_ROOT(&head); *link != NULL;
			    link = elm->key < parent->key ?
			    &RB_LEFT(parent, entry) : &RB_RIGHT(parent, entry))
				parent = *link;
			if (!color && itree_RB_INSERT_FINISH(&head, parent,
			    link, elm) != NULL)
				return "RB_INSERT_FINISH returned non-NULL";
			if (color) {
				RB_LEFT(elm, entry) = RB_RIGHT(elm, entry) =
				    NULL;
				_RB_UP(elm, entry) = (uintptr_t)parent;
				*link = elm;
#ifdef COV_AUG
				/* the cached head is the caller's business */
				if (parent == NULL || (head.rbh_min == parent &&
				    link == &RB_LEFT(parent, entry)))
					head.rbh_min = elm;
				head.rbh_count = head.rbh_count + 1;
#endif
				if (parent != NULL)
					(void)itree_RB_INSERT_COLOR(&head,
					    parent, elm);
			}
			alive[elm->key / 2] = 1;
			if ((i < 40 || i % 37 == 0 || i == RARE_N - 1) &&
			    (err = rare_check(&head, alive, RARE_N, !color)))
				return err;
		}
	}
	return NULL;
}

static const char *
rare_insert_finish(void)
{
	return rare_grow(1, 0);
}

static const char *
rare_insert_color(void)
{
	return rare_grow(2000, 1);
}

static const char *
rare_remove_color(void)
{
	char alive[RARE_N];
	struct itree head;
	struct node *elm, *parent, *child, *next;
	const char *err;
	int r, k, left;

	for (r = 0; r < RARE_ROUNDS; r++) {
		rare_fill(&head, alive, RARE_N, (unsigned long)r + 1000);
		for (left = RARE_N; left > 0; left--) {
			/* a random element with at most one child */
			k = (int)(rare_rand() % (unsigned long)left);
			elm = NULL;
			while (elm == NULL) {
				RB_FOREACH(next, itree, &head) {
					if ((RB_LEFT(next, entry) == NULL ||
					    RB_RIGHT(next, entry) == NULL) &&
					    k-- == 0) {
						elm = next;
						break;
					}
				}
			}
			/* unlink it, as FreeBSD's RB_REMOVE does */
			next = RB_NEXT(itree, &head, elm);
			parent = RB_PARENT(elm, entry);
			child = RB_LEFT(elm, entry) != NULL ?
			    RB_LEFT(elm, entry) : RB_RIGHT(elm, entry);
			_RB_SWAP_CHILD(&head, parent, elm, child, entry);
			if (child != NULL)
				_RB_SET_PARENT(child, parent, entry);
#ifdef COV_AUG
			/* the cached head is the caller's business here too */
			if (head.rbh_min == elm)
				head.rbh_min = next;
			head.rbh_count = head.rbh_count - 1;
#else
			(void)next;
#endif
			if (parent != NULL)
				(void)itree_RB_REMOVE_COLOR(&head, parent,
				    child);
			alive[elm->key / 2] = 0;
			if ((err = rare_check(&head, alive, RARE_N, 0)))
				return err;
		}
	}
	return NULL;
}

#ifdef COV_AUG
/* One operation's hook calls: on a, then b unless NULL, or the failure. */
static const char *
rare_hook_after(struct itree *head, const char *op, const struct node *a,
    const struct node *b)
{
	long want = b != NULL ? 2 : 1;

	if (rare_hook_calls != want || rare_hooked[0] != a ||
	    rare_hooked[want - 1] != (b != NULL ? b : a)) {
		(void)snprintf(rare_msg, sizeof(rare_msg), "%s: %ld hook calls "
		    "where %ld are due (the first on key %d)", op,
		    rare_hook_calls, want, a->key);
		return rare_msg;
	}
	if (!rare_summaries_ok(RB_ROOT(head)))
		return "a summary is stale";
	return RB_VALIDATE(itree, head);
}

/*
 * No more hook calls than due (at most once per element and operation
 * is the test engine's check, tests/engine/engine.c): even keys at val 0 (no
 * summary changes), in a scattered order, then each odd key whose
 * parent-to-be has a child already: an insert that changes no rank calls
 * the hook on the new element and its parent only, and the removal of
 * that leaf on the parent only.
 */
static const char *
rare_hook_calls_case(void)
{
	struct itree head;
	struct node *elm, *p;
	const char *err;
	int i, k, n = 2 * RARE_N + 1;

	RB_INIT(&head);
	for (i = 0; i < n; i++) {
		rare_pool[i].key = i;
		rare_pool[i].val = rare_pool[i].maxval = 0;
		rare_pool[i].sum = 0;
		RB_ENTRY_INIT(&rare_pool[i], entry);
	}
	for (i = 0; i <= RARE_N; i++)	/* the even keys, scattered */
		(void)RB_INSERT(itree, &head,
		    &rare_pool[(size_t)2 * (size_t)(i * 37 % (RARE_N + 1))]);
	for (k = 1; k < n; k += 2) {
		for (elm = RB_ROOT(&head), p = NULL; elm != NULL;
		    elm = k < elm->key ? RB_LEFT(elm, entry) :
		    RB_RIGHT(elm, entry))
			p = elm;
		if (RB_LEFT(p, entry) == NULL && RB_RIGHT(p, entry) == NULL)
			continue;
		rare_hook_calls = 0;
		(void)RB_INSERT(itree, &head, &rare_pool[k]);
		if ((err = rare_hook_after(&head, "RB_INSERT under a node "
		    "with a child", &rare_pool[k], p)) != NULL)
			return err;
		rare_hook_calls = 0;
		(void)RB_REMOVE(itree, &head, &rare_pool[k]);
		if ((err = rare_hook_after(&head, "RB_REMOVE of that leaf",
		    p, NULL)) != NULL)
			return err;
	}
	return NULL;
}
#endif

#ifdef COV_DEBUG
static jmp_buf rare_jmp;
static int rare_expect;		/* a report is expected: longjmp back */
static const char *rare_reported;

void
cov_report(const char *tree, const char *op, const void *elm,
    const char *msg)
{
	if (!rare_expect) {
		(void)fprintf(stderr, "rare: unexpected report: %s %s: "
		    "element %p: %s\n", tree, op, elm, msg);
		abort();
	}
	rare_expect = 0;
	rare_reported = msg;
	longjmp(rare_jmp, 1);
}

/* The operation rare_report_of makes, as statics: nothing to clobber. */
static int rare_op;
static struct itree *rare_head;
static struct node *rare_elm, *rare_other;

static void
rare_do_op(void)
{
	switch (rare_op) {
	case 0:
		(void)RB_REMOVE(itree, rare_head, rare_elm);
		break;
	case 1:
		(void)RB_NEXT(itree, rare_head, rare_elm);
		break;
	case 2:
		(void)RB_PREV(itree, rare_head, rare_elm);
		break;
	case 3:
		(void)RB_REPLACE(itree, rare_head, rare_elm, rare_other);
		break;
	case 4:
		(void)RB_INSERT_NEXT(itree, rare_head, rare_elm, rare_other);
		break;
	default:
		(void)RB_REINSERT(itree, rare_head, rare_elm);
		break;
	}
}

/* called through a volatile pointer, so never inlined next to setjmp */
static void (*volatile rare_do)(void) = rare_do_op;

/*
 * The report of op (0: RB_REMOVE ... 4: RB_INSERT_NEXT, 5: RB_REINSERT)
 * on elm, or NULL.
 */
static const char *
rare_report_of(int op, struct itree *head, struct node *elm,
    struct node *other)
{
	rare_op = op;
	rare_head = head;
	rare_elm = elm;
	rare_other = other;
	rare_reported = NULL;
	if (setjmp(rare_jmp) == 0) {
		rare_expect = 1;
		rare_do();
		rare_expect = 0;
	}
	return rare_reported;
}

/*
 * Links that loop (two elements each the other's parent and left child)
 * do not hang the debug check's walk up from the element: it stops
 * after as many steps as a tree can be high, and RB_REINSERT reports the
 * element as in no tree of head.
 */
static const char *
rare_reinsert_cycle(void)
{
	char alive[RARE_N];
	struct itree head;
	struct node a, b;
	const char *msg;

	rare_fill(&head, alive, 10, 13);
	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.entry.rbe_up = (uintptr_t)&b;
	a.entry.rbe_left = &b;
	b.entry.rbe_up = (uintptr_t)&a;
	b.entry.rbe_left = &a;
	msg = rare_report_of(5, &head, &a, NULL);
	if (msg == NULL || strncmp(msg, "element is not in this tree", 27) != 0)
		return "RB_REINSERT of an element whose links loop: no report";
	return rare_check(&head, alive, 10, 1);
}

static const char *
rare_pop_min_poison(void)
{
	static const char *const ops[] = { "RB_REMOVE", "RB_NEXT", "RB_PREV",
	    "RB_REPLACE", "RB_INSERT_NEXT" };
	char alive[RARE_N];
	struct itree head;
	struct node *popped, other;
	const char *msg;
	int i, op, n = 20;

	rare_fill(&head, alive, n, 7);
	for (i = 0; i < n / 2; i++) {
		popped = RB_POP_MIN(itree, &head);
		if (popped == NULL || popped->key != 2 * i)
			return "RB_POP_MIN did not return the smallest";
		alive[i] = 0;
		for (op = 0; op < 5; op++) {
			other.key = op == 3 ? popped->key : popped->key + 1;
			msg = rare_report_of(op, &head, popped, &other);
			if (op == 0 ? msg != NULL : msg == NULL ||
			    strcmp(msg, "element is not in a tree; it was "
			    "removed: pass one that is in the tree") != 0) {
				(void)snprintf(rare_msg, sizeof(rare_msg),
				    "%s of a popped element: %s", ops[op],
				    msg != NULL ? msg : "no report");
				return rare_msg;
			}
			if ((msg = rare_check(&head, alive, n, 1)) != NULL)
				return msg;
		}
	}
	return NULL;
}
#endif

/*
 * A cached head without a hook (RB_GENERATE_CACHED): its RB_REMOVE and
 * RB_POP_MIN share tree.h's _rb_remove_cached and _rb_pop_min_cached.
 */
RB_HEAD_CACHED(rare_ctree, node);
RB_GENERATE_CACHED_STATIC(rare_ctree, node, entry, node_cmp)

/* The cached tree against its count, its leftmost and RB_VALIDATE. */
static const char *
rare_ctree_check(struct rare_ctree *head, size_t count, int min)
{
	const char *err;

	if ((err = RB_VALIDATE(rare_ctree, head)) != NULL) {
		(void)snprintf(rare_msg, sizeof(rare_msg), "RB_VALIDATE: %s",
		    err);
		return rare_msg;
	}
	if (RB_COUNT(rare_ctree, head) != count)
		return "RB_COUNT of the cached head is wrong";
	if (count != 0 && RB_MIN(rare_ctree, head)->key != min)
		return "RB_MIN of the cached head is wrong";
	return NULL;
}

/*
 * On a cached head without a hook: RB_REMOVE of every element whose key
 * is 2 mod 4, again (NULL, the tree left alone), then RB_POP_MIN of the
 * rest in order, the count and the leftmost checked at each step.
 */
static const char *
rare_cached_remove(void)
{
	struct rare_ctree head = RB_INITIALIZER(&head);
	struct node *elm;
	const char *err;
	size_t count = 0;
	int i, k, n = 40;

	rare_shuffle(n, 3);
	for (i = 0; i < n; i++) {
		RB_ENTRY_INIT(&rare_pool[i], entry);
		if (RB_INSERT(rare_ctree, &head, &rare_pool[i]) != NULL)
			return "RB_INSERT into the cached head failed";
		count++;
	}
	for (i = 0; i < n; i++) {
		if (rare_pool[i].key % 4 != 2)
			continue;
		if (RB_REMOVE(rare_ctree, &head, &rare_pool[i]) !=
		    &rare_pool[i])
			return "RB_REMOVE on the cached head failed";
		if (RB_REMOVE(rare_ctree, &head, &rare_pool[i]) != NULL)
			return "RB_REMOVE of a removed element did not "
			    "return NULL";
		if ((err = rare_ctree_check(&head, --count, 0)) != NULL)
			return err;
	}
	for (k = 0; k < 2 * n; k += 4) {
		elm = RB_POP_MIN(rare_ctree, &head);
		if (elm == NULL || elm->key != k)
			return "RB_POP_MIN on the cached head did not return "
			    "the smallest";
		if ((err = rare_ctree_check(&head, --count, k + 4)) != NULL)
			return err;
	}
	if (RB_POP_MIN(rare_ctree, &head) != NULL || !RB_EMPTY(&head))
		return "the cached head is not empty at the end";
	return NULL;
}

#ifndef COV_DEBUG
/*
 * RB_REPLACE of an element in no tree, one RB_POP_MIN took out or one
 * never inserted (zeroed), returns NULL and leaves the tree as it was.
 * (Debug mode reports both instead: pop_min_poison.)
 */
static const char *
rare_replace_unlinked(void)
{
	char alive[RARE_N];
	struct itree head;
	struct node *popped, lone, other;
	int n = 20;

	rare_fill(&head, alive, n, 5);
	popped = RB_POP_MIN(itree, &head);
	if (popped == NULL || popped->key != 0)
		return "RB_POP_MIN did not return the smallest";
	alive[0] = 0;
	memset(&other, 0, sizeof(other));
	other.key = popped->key;
	if (RB_REPLACE(itree, &head, popped, &other) != NULL)
		return "RB_REPLACE of a popped element did not return NULL";
	memset(&lone, 0, sizeof(lone));
	lone.key = other.key = 2;
	if (RB_REPLACE(itree, &head, &lone, &other) != NULL)
		return "RB_REPLACE of an element never inserted did not "
		    "return NULL";
	return rare_check(&head, alive, n, 1);
}
#endif

/*
 * RB_FOREACH_POSTORDER marks each element it visits as in no tree (the
 * engine's teardowns scribble over them, so only this case sees it).
 */
static const char *
rare_postorder_poison(void)
{
	char alive[RARE_N];
	struct itree head;
	struct node *x, *tmp;
	int i, n = 20, seen = 0;

	rare_fill(&head, alive, n, 11);
	RB_FOREACH_POSTORDER(x, itree, &head, tmp)
		seen++;
	RB_INIT(&head);
	if (seen != n)
		return "RB_FOREACH_POSTORDER missed an element";
	for (i = 0; i < n; i++)
		if (RB_LINKED(&head, &rare_pool[i], entry))
			return "an element RB_FOREACH_POSTORDER visited is "
			    "still linked";
	return NULL;
}

#ifdef COV_AUG
/*
 * The range operations on trees whose vals are all 0: no summary
 * changes, so each walk of the hook goes no higher than two levels above
 * the node it starts from, unless the join rotated higher up: then it
 * skips the levels in between (the stop test of the walk, with a top
 * still to come).  That takes a chain of promotions, which the random
 * trees of the engine rarely give RB_JOIN and RB_REMOVE_RANGE: here
 * each of 24 seeds gives 64 trees, each has a range of 65 keys or more
 * removed at varied bounds (the joins of its two splits and the one that
 * puts the two ends together), then is split at each of 58 keys near
 * either end and joined back.
 */
static const char *
rare_range_still(void)
{
	char alive[RARE_N], gone[RARE_N];
	struct itree head, right, out;
	struct node key;
	const char *err;
	unsigned long seed;
	int i, j, k, n = RARE_N, lo, hi;

	memset(&key, 0, sizeof(key));
	for (seed = 1; seed <= RARE_ROUNDS; seed++) {
		for (j = 0; j < 64; j++) {
			RB_INIT(&head);
			RB_INIT(&out);
			rare_shuffle(n, seed * 64 + (unsigned long)j);
			for (i = 0; i < n; i++) {
				rare_pool[i].val = rare_pool[i].maxval = 0;
				rare_pool[i].sum = 0;
				RB_ENTRY_INIT(&rare_pool[i], entry);
				(void)RB_INSERT(itree, &head, &rare_pool[i]);
			}
			memset(alive, 1, sizeof(alive));
			memset(gone, 0, sizeof(gone));
			lo = 1 + j * 5 % 41;
			hi = lo + 65 + j * 11 % (n - lo - 66);
			key.key = 2 * lo;
			rare_pool[2 * RARE_N].key = 2 * hi;
			RB_REMOVE_RANGE(itree, &head, &key,
			    &rare_pool[2 * RARE_N], &out);
			memset(alive + lo, 0, (size_t)(hi - lo));
			memset(gone + lo, 1, (size_t)(hi - lo));
			if ((err = rare_check(&head, alive, n, 1)) != NULL ||
			    (err = rare_check(&out, gone, n, 1)) != NULL)
				return err;
			for (k = 2; k < 60; k++) {
				RB_INIT(&right);
				key.key = 2 * (k & 1 ? n - k : k);
				RB_SPLIT(itree, &head, &key, &right);
				RB_JOIN(itree, &head, &right);
				if (!RB_EMPTY(&right))
					return "RB_JOIN left the right head "
					    "not empty";
				if ((err = rare_check(&head, alive, n, 1)) !=
				    NULL)
					return err;
			}
		}
	}
	return NULL;
}
#endif

struct rare_case {
	const char *name;
	const char *(*fn)(void);
};

static const struct rare_case rare_cases[] = {
	{ "search_empty", rare_search_empty },
	{ "insert_finish", rare_insert_finish },
	{ "insert_color", rare_insert_color },
	{ "remove_color", rare_remove_color },
	{ "postorder_poison", rare_postorder_poison },
	{ "cached_remove", rare_cached_remove },
#ifndef COV_DEBUG
	{ "replace_unlinked", rare_replace_unlinked },
#endif
#ifdef COV_AUG
	{ "hook_calls", rare_hook_calls_case },
	{ "range_still", rare_range_still },
#endif
#ifdef COV_DEBUG
	{ "pop_min_poison", rare_pop_min_poison },
	{ "reinsert_cycle", rare_reinsert_cycle },
#endif
};
