/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * hooks.c: mean augmentation-hook calls per insert and per remove, counted
 * by an instrumented hook (bench/counts/hooks.sh prints the table).
 *
 * Built twice: tree.h (default) and libbsd's <bsd/sys/tree.h>
 * (-DUSE_LIBBSD).  The hook keeps the greatest key of the subtree (the
 * benchmark's node_aug, bench/node.h, with a call counter):
 *   tree.h "max"     RB_GENERATE_AUGMENT_STATIC, the hook reports whether
 *                    the summary changed, so the walk stops early
 *   tree.h "always"  the same hook reporting "changed" every time (what a
 *                    FreeBSD-style RB_AUGMENT without a check means): the
 *                    walk goes to the root
 *   libbsd           RB_AUGMENT(x) (no way to stop the walk)
 * Workload per size N: N random keys, 4 N rounds of churn, then ROUNDS
 * counted rounds of "remove a random element, insert a new random key";
 * afterwards every stored maximum is checked ("valid").
 *
 *   hooks N ROUNDS    prints one line per hook kind
 */

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "rng.h"

static unsigned long hook_calls;

struct node;
static int aug_max(struct node *);

#ifdef USE_LIBBSD
#define __unused __attribute__((__unused__))
#define RB_AUGMENT(x)	((void)aug_max(x))
#include <bsd/sys/tree.h>
#define HEADER "libbsd"
#else
#include "tree.h"
#define HEADER "tree.h"
#endif

#define NODE_AUG
#include "../node.h"

/* The benchmark's hook (node_aug), counted. */
static int
aug_max(struct node *x)
{
	hook_calls++;
	return (node_aug(x));
}

#ifndef USE_LIBBSD
static int
aug_always(struct node *x)
{
	(void)aug_max(x);
	return (1);
}
#endif

/* Greatest key under x; *ok = 0 if a stored maximum is wrong. */
static uint64_t
check_max(struct node *x, int *ok)
{
	uint64_t m, c;

	if (x == NULL)
		return (0);
	m = x->key;
	c = check_max(RB_LEFT(x, link), ok);
	if (c > m)
		m = c;
	c = check_max(RB_RIGHT(x, link), ok);
	if (c > m)
		m = c;
	if (x->max != m)
		*ok = 0;
	return (m);
}

/*
 * One workload for one instantiation; NAME is the tree's name.  A new key
 * that is already present is redrawn (and not counted: the hook does not
 * run for a refused insert).
 */
#define WORKLOAD(NAME, LABEL)						\
static void								\
run_##NAME(size_t n, unsigned long rounds)				\
{									\
	struct NAME head = RB_INITIALIZER(&head);			\
	struct node *nodes = calloc(n, sizeof(*nodes)), *x;		\
	unsigned long r, ins = 0, rem = 0, churn = 4 * n;		\
	unsigned long c0, ins_calls = 0, rem_calls = 0;			\
	size_t i;							\
	int ok = 1;							\
									\
	for (i = 0; i < n; i++)						\
		do							\
			nodes[i].key = rng();				\
		while (RB_INSERT(NAME, &head, &nodes[i]) != NULL);	\
	for (r = 0; r < churn + rounds; r++) {				\
		x = &nodes[rng() % n];					\
		c0 = hook_calls;					\
		RB_REMOVE(NAME, &head, x);				\
		if (r >= churn) {					\
			rem_calls += hook_calls - c0;			\
			rem++;						\
		}							\
		for (;;) {						\
			x->key = rng();					\
			c0 = hook_calls;				\
			if (RB_INSERT(NAME, &head, x) == NULL)		\
				break;					\
		}							\
		if (r >= churn) {					\
			ins_calls += hook_calls - c0;			\
			ins++;						\
		}							\
	}								\
	check_max(RB_ROOT(&head), &ok);					\
	printf("%s %s n=%zu insert=%.3f remove=%.3f valid=%s\n",	\
	    HEADER, LABEL, n, (double)ins_calls / ins,			\
	    (double)rem_calls / rem, ok ? "yes" : "no");		\
	free(nodes);							\
}

#ifdef USE_LIBBSD
RB_HEAD(tmax, node);
RB_GENERATE_STATIC(tmax, node, link, node_cmp)
WORKLOAD(tmax, "RB_AUGMENT")
#else
RB_HEAD(tmax, node);
RB_GENERATE_AUGMENT_STATIC(tmax, node, link, node_cmp, aug_max)
WORKLOAD(tmax, "max")
RB_HEAD(talways, node);
RB_GENERATE_AUGMENT_STATIC(talways, node, link, node_cmp, aug_always)
WORKLOAD(talways, "always")
#endif

int
main(int argc, char **argv)
{
	size_t n;
	unsigned long rounds;

	if (argc != 3) {
		fprintf(stderr, "usage: hooks N ROUNDS\n");
		return (2);
	}
	n = strtoul(argv[1], NULL, 10);
	rounds = strtoul(argv[2], NULL, 10);
	if (n < 2 || rounds == 0)
		return (2);
	run_tmax(n, rounds);
#ifndef USE_LIBBSD
	run_talways(n, rounds);
#endif
	return (0);
}
