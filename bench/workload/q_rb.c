/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * q_rb.c: the timer queue (workload.h) on a BSD-style RB_* header.  One
 * source, compiled once per queue into its own object:
 *
 *   -DQ_SYM=wl_treeh_cached -DQ_NAME='"treeh-cached"' -DQ_ROLE=WL_...
 *   -DQ_CACHED        RB_HEAD_CACHED + RB_GENERATE_CACHED_STATIC (tree.h)
 *   -DQ_LIBBSD        <bsd/sys/tree.h> instead of "tree.h"
 *   -DQ_LIFO_TIES     equal deadlines fire newest first: a wrong queue,
 *                     for the self-test that the checksums catch it
 *
 * Pop-min is RB_POP_MIN where the header has it, else RB_MIN + RB_REMOVE
 * (what a user of that header writes); cancelling is RB_REMOVE.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "workload.h"

#ifdef Q_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#else
#include "tree.h"
#endif

struct timer {
	uint64_t deadline;
	uint64_t seq;
	RB_ENTRY(timer) link;
};

static inline int
timer_cmp(const struct timer *a, const struct timer *b)
{
	if (a->deadline != b->deadline)
		return (a->deadline < b->deadline ? -1 : 1);
#ifdef Q_LIFO_TIES
	return ((a->seq < b->seq) - (a->seq > b->seq));
#else
	return ((a->seq > b->seq) - (a->seq < b->seq));
#endif
}

#ifdef Q_CACHED
RB_HEAD_CACHED(tq, timer);
RB_GENERATE_CACHED_STATIC(tq, timer, link, timer_cmp)
#else
RB_HEAD(tq, timer);
RB_GENERATE_STATIC(tq, timer, link, timer_cmp)
#endif

#ifdef RB_POP_MIN
#define POP_MIN(head)	RB_POP_MIN(tq, head)
#else
static inline struct timer *
pop_min(struct tq *head)
{
	struct timer *x = RB_MIN(tq, head);

	RB_REMOVE(tq, head, x);
	return (x);
}
#define POP_MIN(head)	pop_min(head)
#endif

#ifndef Q_DESC
#if defined(Q_LIBBSD)
#define Q_DESC "libbsd <bsd/sys/tree.h> red-black, RB_MIN + RB_REMOVE"
#elif defined(Q_CACHED)
#define Q_DESC "tree.h RB_HEAD_CACHED, RB_POP_MIN"
#else
#define Q_DESC "tree.h RB_GENERATE_STATIC, RB_POP_MIN"
#endif
#endif

struct q {
	struct tq head;
	struct timer *t;	/* the n timers, by id */
	size_t n;
	uint64_t now, seq, sum;
};

static void *
q_create(size_t n, const uint64_t *deadline)
{
	struct q *q = xcalloc(1, sizeof(*q));
	size_t i;

	q->t = xcalloc(n, sizeof(*q->t));
	RB_INIT(&q->head);
	q->n = n;
	q->now = q->sum = 0;
	q->seq = n;
	for (i = 0; i < n; i++) {
		q->t[i].deadline = deadline[i];
		q->t[i].seq = i;
		RB_INSERT(tq, &q->head, &q->t[i]);
	}
	return (q);
}

static void
q_destroy(void *arg)
{
	struct q *q = arg;

	free(q->t);
	free(q);
}

static const char *
q_check(void *arg)
{
	struct q *q = arg;
	struct timer *x, *prev = NULL;
	size_t cnt = 0;

	RB_FOREACH(x, tq, &q->head) {
		if (prev != NULL && timer_cmp(prev, x) >= 0)
			return ("timers out of order");
		prev = x;
		cnt++;
	}
	if (cnt != q->n)
		return ("wrong number of timers");
#ifdef RB_VALIDATE
	if (q->n <= 65536)
		return (RB_VALIDATE(tq, &q->head));
#endif
	return (NULL);
}

static uint64_t
q_run(void *arg, const struct wl_steps *s, size_t from, size_t to)
{
	struct q *q = arg;
	size_t j;

	for (j = from; j < to; j++) {
		struct timer *x = POP_MIN(&q->head);
		uint32_t c = s->cancel[j];

		q->now = x->deadline;
		q->sum = wl_fold(q->sum, (uint32_t)(x - q->t), x->deadline);
		x->deadline = q->now + s->delay[j];
		x->seq = q->seq++;
		RB_INSERT(tq, &q->head, x);
		if (c != WL_NONE) {
			x = &q->t[c];
			RB_REMOVE(tq, &q->head, x);
			x->deadline = q->now + s->cdelay[j];
			x->seq = q->seq++;
			RB_INSERT(tq, &q->head, x);
		}
	}
	return (q->sum);
}

const struct wl_impl Q_SYM = {
	.id = { Q_NAME, Q_ROLE, Q_DESC },
	.create = q_create,
	.destroy = q_destroy,
	.check = q_check,
	.run = q_run,
};
