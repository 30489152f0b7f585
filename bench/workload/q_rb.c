/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * q_rb.c: the timer queue (workload.h) on a red-black-style intrusive
 * tree: a BSD-style RB_* header or Linux's rbtree.  One source, compiled
 * once per queue into its own object:
 *
 *   -DQ_SYM=wl_treeh_cached -DQ_NAME='"treeh-cached"' -DQ_ROLE=WL_...
 *   -DQ_CACHED        RB_HEAD_CACHED + RB_GENERATE_CACHED_STATIC (tree.h)
 *   -DTREE_BALANCE=TREE_RED_BLACK or TREE_WEAK_AVL: tree.h's scheme
 *   -DQ_LIBBSD        <bsd/sys/tree.h> instead of "tree.h"
 *   -DQ_LINUX         Linux's rbtree with the cached leftmost (struct
 *                     rb_root_cached), the way kernel timer code uses it:
 *                     the caller's descent on (deadline, seq),
 *                     rb_link_node() and rb_insert_color_cached();
 *                     rb_first_cached() and rb_erase_cached() to fire and
 *                     to cancel.  rbtree.c is compiled on its own from
 *                     Debian's linux-source package (make bench-linux,
 *                     bench/linux/fetch.sh); nothing of Linux is in this
 *                     repository.  Built only where it could be had.
 *   -DQ_LIFO_TIES     equal deadlines fire newest first: a wrong queue,
 *                     for the self-test that the checksums catch it
 *
 * The queue uses the T_* verbs below, one definition per kind of tree.
 * Pop-min is RB_POP_MIN where the header has it, else RB_MIN + RB_REMOVE
 * (what a user of that header writes); cancelling is RB_REMOVE.
 */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "workload.h"

#ifdef Q_LINUX

#include <stdbool.h>

/* After the system headers: its compiler-gcc.h defines noinline. */
#include <linux/rbtree.h>

#define T_ENTRY			struct rb_node
#define T_HEAD			struct rb_root_cached
#define Q_DESC	"Linux rbtree, struct rb_root_cached (rbtree.c from " \
    "linux-source)"

#else /* a BSD-style RB_* header */

#ifdef Q_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#else
/* the benchmark links objects of both schemes */
#define TREE_MIXED_BALANCE
#include "tree.h"
#endif

#define T_ENTRY			RB_ENTRY(timer)
#define T_HEAD			struct tq

#endif /* Q_LINUX */

struct timer {
	uint64_t deadline;
	uint64_t seq;
	T_ENTRY link;
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

#ifdef Q_LINUX

/* The comparison kernel code writes for its descent. */
static inline bool
timer_less(const struct timer *a, const struct timer *b)
{
	return (a->deadline < b->deadline ||
	    (a->deadline == b->deadline && a->seq < b->seq));
}

static void
timer_add(struct rb_root_cached *root, struct timer *x)
{
	struct rb_node **link = &root->rb_root.rb_node, *parent = NULL;
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
	rb_insert_color_cached(&x->link, root, leftmost);
}

static inline struct timer *
timer_pop(struct rb_root_cached *root)
{
	struct timer *x = rb_entry(rb_first_cached(root), struct timer, link);

	rb_erase_cached(&x->link, root);
	return (x);
}

#define T_INIT(h)		(*(h) = RB_ROOT_CACHED)
#define T_INSERT(h, x)		timer_add(h, x)
#define T_REMOVE(h, x)		rb_erase_cached(&(x)->link, h)
#define T_POP_MIN(h)		timer_pop(h)
#define TIMER_OF(rb)		rb_entry_safe(rb, struct timer, link)
#define T_FIRST(h)		TIMER_OF(rb_first(&(h)->rb_root))
#define T_NEXT(x)		TIMER_OF(rb_next(&(x)->link))
#define T_VALIDATE(h)		(rb_first(&(h)->rb_root) != \
    rb_first_cached(h) ? "cached leftmost is wrong" : NULL)

#else /* a BSD-style RB_* header */

#ifdef Q_CACHED
RB_HEAD_CACHED(tq, timer);
RB_GENERATE_CACHED_STATIC(tq, timer, link, timer_cmp)
#else
RB_HEAD(tq, timer);
RB_GENERATE_STATIC(tq, timer, link, timer_cmp)
#endif

#ifdef RB_POP_MIN
#define T_POP_MIN(h)		RB_POP_MIN(tq, h)
#else
static inline struct timer *
pop_min(struct tq *head)
{
	struct timer *x = RB_MIN(tq, head);

	RB_REMOVE(tq, head, x);
	return (x);
}
#define T_POP_MIN(h)		pop_min(h)
#endif

#define T_INIT(h)		RB_INIT(h)
#define T_INSERT(h, x)		RB_INSERT(tq, h, x)
#define T_REMOVE(h, x)		RB_REMOVE(tq, h, x)
#define T_FIRST(h)		RB_MIN(tq, h)
#define T_NEXT(x)		RB_NEXT(tq, NULL, x)
#ifdef RB_VALIDATE
#define T_VALIDATE(h)		RB_VALIDATE(tq, h)
#endif

/* tree.h's balance scheme, as the header compiled it */
#if !defined(TREE_RED_BLACK)
#define Q_SCHEME	" (weak AVL: no TREE_BALANCE in this tree.h)"
#elif defined(TREE_BALANCE) && TREE_BALANCE == TREE_RED_BLACK
#define Q_SCHEME	" (red-black)"
#elif defined(TREE_BALANCE) && TREE_BALANCE == TREE_WEAK_AVL
#define Q_SCHEME	" (weak AVL)"
#else
#define Q_SCHEME	" (the default TREE_BALANCE)"
#endif

#ifndef Q_DESC
#if defined(Q_LIBBSD)
#define Q_DESC "libbsd <bsd/sys/tree.h> red-black, RB_MIN + RB_REMOVE"
#elif defined(Q_CACHED)
#define Q_DESC "tree.h RB_HEAD_CACHED, RB_POP_MIN" Q_SCHEME
#else
#define Q_DESC "tree.h RB_GENERATE_STATIC, RB_POP_MIN" Q_SCHEME
#endif
#endif

#endif /* Q_LINUX */

struct q {
	T_HEAD head;
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
	T_INIT(&q->head);
	q->n = n;
	q->seq = n;
	for (i = 0; i < n; i++) {
		q->t[i].deadline = deadline[i];
		q->t[i].seq = i;
		T_INSERT(&q->head, &q->t[i]);
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

	for (x = T_FIRST(&q->head); x != NULL; x = T_NEXT(x)) {
		if (prev != NULL && timer_cmp(prev, x) >= 0)
			return ("timers out of order");
		prev = x;
		cnt++;
	}
	if (cnt != q->n)
		return ("wrong number of timers");
#ifdef T_VALIDATE
	if (q->n <= 65536)
		return (T_VALIDATE(&q->head));
#endif
	return (NULL);
}

static uint64_t
q_run(void *arg, const struct wl_steps *s, size_t from, size_t to)
{
	struct q *q = arg;
	size_t j;

	for (j = from; j < to; j++) {
		struct timer *x = T_POP_MIN(&q->head);
		uint32_t c = s->cancel[j];

		q->now = x->deadline;
		q->sum = wl_fold(q->sum, (uint32_t)(x - q->t), x->deadline);
		x->deadline = q->now + s->delay[j];
		x->seq = q->seq++;
		T_INSERT(&q->head, x);
		if (c != WL_NONE) {
			x = &q->t[c];
			T_REMOVE(&q->head, x);
			x->deadline = q->now + s->cdelay[j];
			x->seq = q->seq++;
			T_INSERT(&q->head, x);
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
