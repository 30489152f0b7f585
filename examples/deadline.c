/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * deadline: a timer queue that loads a sorted schedule at start
 * (RB_BUILD), hands its later half to a second queue and takes it back
 * (RB_SPLIT, RB_JOIN), and on shutdown cancels every timer due at or
 * after a deadline at once (RB_REMOVE_RANGE), freeing them with
 * RB_FOREACH_POSTORDER.  Each takes O(log n), build O(n); a cached head
 * keeps RB_MIN and RB_COUNT exact throughout.
 */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include "tree.h"

struct timer {
	RB_ENTRY(timer)	 link;
	unsigned	 when;	/* expiry time */
	unsigned	 id;	/* tells apart timers of one time */
};

static int
timercmp(const struct timer *a, const struct timer *b)
{
	if (a->when != b->when)
		return ((a->when > b->when) - (a->when < b->when));
	return ((a->id > b->id) - (a->id < b->id));
}

RB_HEAD_CACHED(timerq, timer);
RB_GENERATE_CACHED_STATIC(timerq, timer, link, timercmp)

#define NTIMERS	12

int
main(void)
{
	struct timerq queue = RB_INITIALIZER(&queue);
	struct timerq other = RB_INITIALIZER(&other);
	struct timer *sorted[NTIMERS], *t, *tmp;
	struct timer key = { .id = 0 }, end = { .when = UINT_MAX };
	unsigned i, freed = 0;

	/* The schedule, already in order: every 15 ticks from 10. */
	for (i = 0; i < NTIMERS; i++) {
		if ((t = calloc(1, sizeof(*t))) == NULL)
			return (1);
		t->when = 10 + 15 * i;
		t->id = i;
		sorted[i] = t;
	}
	RB_BUILD(timerq, &queue, sorted, NTIMERS);
	printf("loaded %zu timers, first at %u\n", RB_COUNT(timerq, &queue),
	    RB_MIN(timerq, &queue)->when);

	/* Another worker takes the timers from 100 on, then gives them back. */
	key.when = 100;
	RB_SPLIT(timerq, &queue, &key, &other);
	printf("split at %u: %zu here, %zu there from %u\n", key.when,
	    RB_COUNT(timerq, &queue), RB_COUNT(timerq, &other),
	    RB_MIN(timerq, &other)->when);
	RB_JOIN(timerq, &queue, &other);
	printf("joined: %zu timers\n", RB_COUNT(timerq, &queue));

	/* Time 40: fire what is due. */
	while ((t = RB_MIN(timerq, &queue)) != NULL && t->when <= 40) {
		RB_POP_MIN(timerq, &queue);
		printf("fire timer %u at %u\n", t->id, t->when);
		free(t);
	}

	/* Shutdown at 130: cancel every timer due at or after it. */
	key.when = 130;
	RB_REMOVE_RANGE(timerq, &queue, &key, &end, &other);
	RB_FOREACH_POSTORDER(t, timerq, &other, tmp) {
		freed++;
		free(t);
	}
	RB_INIT(&other);
	printf("cancelled %u timers from %u on; %zu left, next at %u\n",
	    freed, key.when, RB_COUNT(timerq, &queue),
	    RB_MIN(timerq, &queue)->when);

	RB_FOREACH_SAFE(t, timerq, &queue, tmp) {
		RB_REMOVE(timerq, &queue, t);
		free(t);
	}
	return (RB_EMPTY(&queue) ? 0 : 1);
}
