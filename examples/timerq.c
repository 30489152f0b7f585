/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * timerq: a timer queue on a cached head.  RB_MIN and RB_COUNT are field
 * reads there, and RB_POP_MIN takes the first timer out.  Timers with the
 * same expiry time fire in the order they were armed.
 */

#include <stdio.h>
#include "tree.h"

struct timer {
	RB_ENTRY(timer)	 link;
	unsigned long	 when;		/* expiry time */
	unsigned long	 seq;		/* arming order: breaks ties */
	const char	*what;
};

static int
timercmp(const struct timer *a, const struct timer *b)
{
	if (a->when != b->when)
		return (a->when < b->when ? -1 : 1);
	return ((a->seq > b->seq) - (a->seq < b->seq));
}

RB_HEAD_CACHED(timerq, timer);
RB_GENERATE_CACHED_STATIC(timerq, timer, link, timercmp)

static struct timerq queue = RB_INITIALIZER(&queue);
static unsigned long armed;

static void
arm(struct timer *t, unsigned long when, const char *what)
{
	t->when = when;
	t->seq = armed++;
	t->what = what;
	RB_INSERT(timerq, &queue, t);
}

int
main(void)
{
	static struct timer t[5];
	struct timer *x;

	arm(&t[0], 30, "flush");
	arm(&t[1], 10, "poll");
	arm(&t[2], 50, "sync");
	arm(&t[3], 10, "retry");
	arm(&t[4], 20, "ping");
	printf("%zu timers, first at %lu\n", RB_COUNT(timerq, &queue),
	    RB_MIN(timerq, &queue)->when);

	/* Fire what is due by time 20: RB_MIN is a field read here. */
	while ((x = RB_MIN(timerq, &queue)) != NULL && x->when <= 20) {
		RB_REMOVE(timerq, &queue, x);
		printf("%lu %s\n", x->when, x->what);
	}
	printf("%zu left\n", RB_COUNT(timerq, &queue));

	/* Drain the rest in order. */
	while ((x = RB_POP_MIN(timerq, &queue)) != NULL)
		printf("%lu %s (drained)\n", x->when, x->what);
	printf("%zu left\n", RB_COUNT(timerq, &queue));
	return (0);
}
