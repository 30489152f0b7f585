/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * q_linux.c: the timer queue (workload.h) on Linux's rbtree with the
 * cached leftmost (struct rb_root_cached), the way kernel timer code uses
 * it: the caller's descent on (deadline, seq), rb_link_node() and
 * rb_insert_color_cached(); rb_first_cached() and rb_erase_cached() to
 * fire and to cancel.  rbtree.c is compiled on its own from Debian's
 * linux-source package (make bench-linux, bench/linux/fetch.sh); nothing
 * of Linux is in this repository.  Built only where it could be had.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "workload.h"

/* After the system headers: its compiler-gcc.h defines noinline. */
#include <linux/rbtree.h>

struct timer {
	uint64_t deadline;
	uint64_t seq;
	struct rb_node link;
};

struct q {
	struct rb_root_cached root;
	struct timer *t;	/* the n timers, by id */
	size_t n;
	uint64_t now, seq, sum;
};

static inline bool
timer_less(const struct timer *a, const struct timer *b)
{
	return (a->deadline < b->deadline ||
	    (a->deadline == b->deadline && a->seq < b->seq));
}

static void
timer_add(struct q *q, struct timer *x)
{
	struct rb_node **link = &q->root.rb_root.rb_node, *parent = NULL;
	bool leftmost = true;

	while (*link != NULL) {
		parent = *link;
		if (timer_less(x, rb_entry(parent, struct timer, link)))
			link = &parent->rb_left;
		else {
			link = &parent->rb_right;
			leftmost = false;
		}
	}
	rb_link_node(&x->link, parent, link);
	rb_insert_color_cached(&x->link, &q->root, leftmost);
}

static void *
q_create(size_t n, const uint64_t *deadline)
{
	struct q *q = xcalloc(1, sizeof(*q));
	size_t i;

	q->t = xcalloc(n, sizeof(*q->t));
	q->root = RB_ROOT_CACHED;
	q->n = n;
	q->now = q->sum = 0;
	q->seq = n;
	for (i = 0; i < n; i++) {
		q->t[i].deadline = deadline[i];
		q->t[i].seq = i;
		timer_add(q, &q->t[i]);
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
	struct rb_node *rb;
	struct timer *prev = NULL;
	size_t cnt = 0;

	if (rb_first(&q->root.rb_root) != rb_first_cached(&q->root))
		return ("cached leftmost is wrong");
	for (rb = rb_first(&q->root.rb_root); rb != NULL; rb = rb_next(rb)) {
		struct timer *x = rb_entry(rb, struct timer, link);

		if (prev != NULL && !timer_less(prev, x))
			return ("timers out of order");
		prev = x;
		cnt++;
	}
	return (cnt == q->n ? NULL : "wrong number of timers");
}

static uint64_t
q_run(void *arg, const struct wl_steps *s, size_t from, size_t to)
{
	struct q *q = arg;
	size_t j;

	for (j = from; j < to; j++) {
		struct timer *x = rb_entry(rb_first_cached(&q->root),
		    struct timer, link);
		uint32_t c = s->cancel[j];

		rb_erase_cached(&x->link, &q->root);
		q->now = x->deadline;
		q->sum = wl_fold(q->sum, (uint32_t)(x - q->t), x->deadline);
		x->deadline = q->now + s->delay[j];
		x->seq = q->seq++;
		timer_add(q, x);
		if (c != WL_NONE) {
			x = &q->t[c];
			rb_erase_cached(&x->link, &q->root);
			x->deadline = q->now + s->cdelay[j];
			x->seq = q->seq++;
			timer_add(q, x);
		}
	}
	return (q->sum);
}

const struct wl_impl wl_linux_cached = {
	.id = { "linux-cached", WL_TREE, "Linux rbtree, struct rb_root_cached (rbtree.c from linux-source)" },
	.create = q_create,
	.destroy = q_destroy,
	.check = q_check,
	.run = q_run,
};
