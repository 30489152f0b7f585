/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_VALIDATE against deliberate corruption of a perfect tree of seven
 * elements; test_edge.c runs it on a plain tree, test_debug.c in debug
 * mode.  Define C7_NAME (the tree) and C7_TYPE (its element type, with an
 * int key and a link field named link) before including, after tree.h
 * and the tree's RB_GENERATE.
 */
#ifndef TESTS_CORRUPT7_H
#define TESTS_CORRUPT7_H

#include <string.h>

/* One more level, so that C7_NAME is expanded before RB_* pastes it. */
#define C7_CALL(op, name, ...)	op(name, __VA_ARGS__)

/* 1..7 inserted as 4 2 6 1 3 5 7: a perfect tree, all rank differences 1. */
static void
perfect7(struct C7_NAME *h, C7_TYPE *v)
{
	static const int order[7] = { 4, 2, 6, 1, 3, 5, 7 };
	int i;

	RB_INIT(h);
	memset(v, 0, 8 * sizeof(*v));
	for (i = 1; i <= 7; i++)
		v[i].key = i;
	for (i = 0; i < 7; i++)
		cr_assert(C7_CALL(RB_INSERT, C7_NAME, h, &v[order[i]]) == NULL);
	cr_assert(RB_ROOT(h) == &v[4]);
	cr_assert(RB_LEFT(&v[4], link) == &v[2] &&
	    RB_RIGHT(&v[4], link) == &v[6]);
	cr_assert(RB_LEFT(&v[2], link) == &v[1] &&
	    RB_RIGHT(&v[2], link) == &v[3]);
	cr_assert(RB_LEFT(&v[6], link) == &v[5] &&
	    RB_RIGHT(&v[6], link) == &v[7]);
	cr_assert(C7_CALL(RB_VALIDATE, C7_NAME, h) == NULL);
}

static void
expect_invalid(struct C7_NAME *h, const char *prefix, const char *what)
{
	const char *msg = C7_CALL(RB_VALIDATE, C7_NAME, h);

	cr_assert(msg != NULL, "RB_VALIDATE missed %s", what);
	cr_assert(strncmp(msg, prefix, strlen(prefix)) == 0,
	    "%s: RB_VALIDATE said \"%s\", expected \"%s ...\"", what, msg,
	    prefix);
}

static void
validate_corruption_cases(void)
{
	struct C7_NAME h;
	C7_TYPE v[8];

	/* Keys swapped in place, root and a leaf: "order:". */
	perfect7(&h, v);
	v[4].key = 1;
	v[1].key = 4;
	expect_invalid(&h, "order:", "the root's and a leaf's keys swapped");

	/* Keys swapped in place, two leaves: "order:". */
	perfect7(&h, v);
	v[1].key = 7;
	v[7].key = 1;
	expect_invalid(&h, "order:", "two leaves' keys swapped");

	/* Leaves 3 and 5 exchanged between parents 2 and 6 (keys fixed up so
	 * that the order still holds, ranks untouched): the parent links no
	 * longer match, "links:". */
	perfect7(&h, v);
	RB_RIGHT(&v[2], link) = &v[5];
	RB_LEFT(&v[6], link) = &v[3];
	v[5].key = 3;
	v[3].key = 5;
	expect_invalid(&h, "links:", "broken parent links");
}

#endif /* !TESTS_CORRUPT7_H */
