/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_VALIDATE against deliberate corruption: each way a tree can be
 * broken gets the prefix of RB_VALIDATE's answer ("order:", "links:",
 * "rank:", "height:", with C7_CACHED "cache:"), and the tree restored
 * gets NULL.  Free of any test framework: c7_cases() returns NULL, or
 * what went wrong.  The coverage and mutation driver runs it on
 * tests/coverage/inst.c's tree, test_debug.c in debug mode, test_edge.c
 * (through validate_corruption_cases, a Criterion assertion) on a plain
 * tree.
 *
 * Define C7_NAME (the tree), C7_TYPE (its element type, with an int key
 * named key), C7_FIELD (its link field, default link) and, for an
 * RB_HEAD_CACHED head, C7_CACHED before including, after tree.h and the
 * tree's RB_GENERATE.
 */
#ifndef TESTS_CORRUPT7_H
#define TESTS_CORRUPT7_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifndef C7_FIELD
#define C7_FIELD	link
#endif

/*
 * The balance bits' failures: weak AVL's rank rule, or the red-black
 * rules (TREE_BALANCE == TREE_RED_BLACK), where bit 0 is black and bit
 * 1 must stay clear.
 */
#if TREE_BALANCE == TREE_RED_BLACK
#define C7_RANK		"colour:"
#define C7_BLACK	1
#else
#define C7_RANK		"rank:"
#define C7_BLACK	0
#endif

/* One more level, so that C7_NAME is expanded before RB_* pastes it. */
#define C7_CALL(op, name, ...)	op(name, __VA_ARGS__)
#define C7_UP(e)		((e)->C7_FIELD.rbe_up)
#define C7_LEFT(e)		((e)->C7_FIELD.rbe_left)
#define C7_RIGHT(e)		((e)->C7_FIELD.rbe_right)
/* The validator's depth limit, plus one. */
#define C7_CHAIN		(2 * 8 * (int)sizeof(void *) + 1)
#define C7_N			40

static C7_TYPE c7_v[2 * C7_CHAIN];
static char c7_msg[200];
static const char *c7_err;	/* the first failure */

/* RB_VALIDATE's answer must start with prefix (NULL: be NULL). */
static void
c7_expect(struct C7_NAME *h, const char *prefix, const char *what)
{
	const char *msg = C7_CALL(RB_VALIDATE, C7_NAME, h);

	if (c7_err != NULL || (prefix == NULL ? msg == NULL : msg != NULL &&
	    strncmp(msg, prefix, strlen(prefix)) == 0))
		return;
	(void)snprintf(c7_msg, sizeof(c7_msg), "%s: RB_VALIDATE said "
	    "\"%s\", expected \"%s...\"", what, msg != NULL ? msg : "(valid)",
	    prefix != NULL ? prefix : "(valid)");
	c7_err = c7_msg;
}

/* c7_v[0 .. n - 1] with keys 0, 2, 4, ... inserted in the order given. */
static void
c7_build(struct C7_NAME *h, int n, const int *order)
{
	int i;

	RB_INIT(h);
	memset(c7_v, 0, sizeof(c7_v));
	for (i = 0; i < n; i++)
		c7_v[i].key = 2 * i;
	for (i = 0; i < n; i++)
		if (C7_CALL(RB_INSERT, C7_NAME, h, &c7_v[order != NULL ?
		    order[i] : i]) != NULL)
			c7_err = "RB_INSERT of a new key refused";
	c7_expect(h, NULL, "the tree as built");
}

/* The parent word of e points at p (its rank bits kept): "links:". */
static void
c7_bad_parent(struct C7_NAME *h, C7_TYPE *e, C7_TYPE *p, const char *what)
{
	uintptr_t save = C7_UP(e);

	C7_UP(e) = (save & 3) | (uintptr_t)p;
	c7_expect(h, "links:", what);
	C7_UP(e) = save;
}

/* Key i moved to k in place: "order:", then back. */
static void
c7_bad_key(struct C7_NAME *h, int i, int k)
{
	c7_v[i].key = k;
	c7_expect(h, "order:", "a key out of order");
	c7_v[i].key = 2 * i;
}

/* C7_N elements, ascending: links, rank bits, keys, the cached head. */
static void
c7_forty(void)
{
	struct C7_NAME h;
	C7_TYPE *root, *inner;
	uintptr_t save;
	int i;

	c7_build(&h, C7_N, NULL);
	root = RB_ROOT(&h);
	inner = C7_LEFT(root);
	c7_bad_parent(&h, root, &c7_v[0], "the root with a parent");
	c7_bad_parent(&h, inner, &c7_v[C7_N - 1], "a left child with a "
	    "wrong parent");
	c7_bad_parent(&h, C7_RIGHT(root), &c7_v[0], "a right child with a "
	    "wrong parent");
	/* rank bits that disagree, on either side */
	save = C7_UP(inner);
	C7_UP(inner) = save ^ 1;
	c7_expect(&h, C7_RANK, "a left rank bit flipped");
	C7_UP(inner) = save ^ 2;
	c7_expect(&h, C7_RANK, "a right rank bit flipped");
	C7_UP(inner) = save;
	/* keys out of order, at the ends and inside */
	for (i = 0; i < C7_N - 1; i += 7) {
		c7_bad_key(&h, i, 2 * i + 2);
		c7_bad_key(&h, i, 2 * i + 3);
	}
	c7_bad_key(&h, C7_N - 1, 2 * C7_N - 4);
	c7_expect(&h, NULL, "the tree restored");
#ifdef C7_CACHED
	h.rbh_min = &c7_v[1];
	c7_expect(&h, "cache:", "a wrong cached minimum");
	h.rbh_min = NULL;
	c7_expect(&h, "cache:", "no cached minimum");
	h.rbh_min = &c7_v[0];
	h.rbh_count = C7_N + 1;
	c7_expect(&h, "cache:", "a wrong cached count");
	h.rbh_count = C7_N;
	c7_expect(&h, NULL, "the cached head restored");
#endif
}

/*
 * A leaf on 2-edges; a root's bit flipped; a perfect tree of 7 with keys
 * or leaves exchanged.
 */
static void
c7_small(void)
{
	/* 0..6 inserted as 3 1 5 0 2 4 6: all rank differences 1 */
	static const int perfect[7] = { 3, 1, 5, 0, 2, 4, 6 };
	static const int three[3] = { 1, 0, 2 };
	struct C7_NAME h;

	c7_build(&h, 1, NULL);
	C7_UP(&c7_v[0]) |= 3;
	c7_expect(&h, C7_RANK, "a leaf on 2-edges");
	/*
	 * The root's bit 0 flipped above a right leaf, then above two: a
	 * rank fault, or in red-black a red root with a red child, the black
	 * heights equal.
	 */
	c7_build(&h, 2, NULL);
	C7_UP(RB_ROOT(&h)) ^= 1;
	c7_expect(&h, C7_RANK, "the root's bit 0 flipped above a right leaf");
	c7_build(&h, 3, three);
	C7_UP(RB_ROOT(&h)) ^= 1;
	c7_expect(&h, C7_RANK, "the root's bit 0 flipped above two leaves");
	c7_build(&h, 7, perfect);
	if (RB_ROOT(&h) != &c7_v[3] || C7_LEFT(&c7_v[1]) != &c7_v[0] ||
	    C7_RIGHT(&c7_v[5]) != &c7_v[6])
		c7_err = "not a perfect tree of 7";
	c7_v[3].key = 0;	/* the root's and a leaf's keys swapped */
	c7_v[0].key = 6;
	c7_expect(&h, "order:", "the root's and a leaf's keys swapped");
	c7_build(&h, 7, perfect);
	c7_v[0].key = 12;	/* two leaves' keys swapped */
	c7_v[6].key = 0;
	c7_expect(&h, "order:", "two leaves' keys swapped");
	/*
	 * Leaves 2 and 4 exchanged between parents 1 and 5, keys fixed up so
	 * that the order still holds, ranks untouched: only the parent links
	 * are wrong.
	 */
	c7_build(&h, 7, perfect);
	C7_RIGHT(&c7_v[1]) = &c7_v[4];
	C7_LEFT(&c7_v[5]) = &c7_v[2];
	c7_v[4].key = 4;
	c7_v[2].key = 8;
	c7_expect(&h, "links:", "leaves exchanged between parents");
}

/*
 * Deeper than any valid tree: a left spine of C7_CHAIN elements, each
 * with a right child whose leftmost path gives the rank (red-black: all
 * black, the black height) that the validator expects, so that only the
 * depth limit stops it.
 */
static void
c7_deep(void)
{
	struct C7_NAME h;
	C7_TYPE *chain = c7_v, *right = c7_v + C7_CHAIN;
	int i;

	memset(c7_v, 0, sizeof(c7_v));
	for (i = 0; i < C7_CHAIN; i++) {
		chain[i].key = 2 * (C7_CHAIN - i);
		right[i].key = 2 * (C7_CHAIN - i) + 1;
		C7_UP(&chain[i]) = (i == 0 ? 0 : (uintptr_t)&chain[i - 1]) |
		    C7_BLACK;
		C7_LEFT(&chain[i]) = i + 1 < C7_CHAIN ? &chain[i + 1] : NULL;
		if (i + 1 < C7_CHAIN) {
			C7_RIGHT(&chain[i]) = &right[i];
			C7_UP(&right[i]) = (uintptr_t)&chain[i] | C7_BLACK;
			C7_LEFT(&right[i]) =
			    i + 2 < C7_CHAIN ? &chain[i + 2] : NULL;
		}
	}
	RB_INIT(&h);
	c7_expect(&h, NULL, "the empty tree");
	RB_ROOT(&h) = &chain[0];
	c7_expect(&h, "height:", "a tree deeper than the limit");
}

/* Every case (each goes on after a failure); NULL, or the first one. */
static const char *
c7_cases(void)
{
	c7_err = NULL;
	c7_forty();
	c7_small();
	c7_deep();
	return c7_err;
}

#ifdef CRITERION_H_
static void
validate_corruption_cases(void)
{
	const char *err = c7_cases();

	cr_assert(err == NULL, "%s", err);
}
#endif

#endif /* !TESTS_CORRUPT7_H */
