/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * Copyright (c) 2026 The tree.h authors
 */

/*
 * timerq: a timer queue on a cached head (RB_HEAD_CACHED,
 * RB_GENERATE_CACHED_STATIC), with a second thread that watches the next
 * deadline without taking the queue's lock (RB_MIN_LOCKLESS,
 * RB_COUNT_LOCKLESS).  The clock is simulated: it moves only when told
 * to.  It reads commands, one a line:
 *
 *	add NAME T	start a timer NAME that fires at time T; T must not
 *			be before the clock, and NAME must not be pending
 *	cancel NAME	stop the pending timer NAME
 *	advance T	move the clock to T and fire every timer due by
 *			then: earliest deadline first, equal deadlines in
 *			the order they were added
 *	peek		ask the watcher thread for the next timer and the
 *			number pending, which it reads without the lock
 *	list		print the pending timers in firing order
 *	random N SEED	N pseudo-random adds, cancels and advances on an
 *			empty queue, then advance until it is empty again;
 *			prints a summary
 *	# text		copied to the output as it is
 *
 *	timerq [-v] < tests/programs/timerq.in
 *
 * -v prints the watcher's statistics on stderr at the end (they depend on
 * the scheduling, so they are not part of the checked output).
 *
 * Timers are keyed by (deadline, sequence number): the sequence number
 * counts the adds, so two timers with the same deadline are distinct keys
 * and fire first in, first out.  The cached head keeps the leftmost timer,
 * so "is the earliest timer due?" (RB_MIN) is one field read, and
 * RB_POP_MIN takes it out.
 *
 * Threads.  Every change to the queue happens under tq_lock, held by
 * the main thread while it runs a command.  The watcher thread never takes
 * tq_lock: it polls the queue about every POLL_NSEC nanoseconds with the
 * lockless reads, and answers the main thread's "peek" requests the same
 * way.  During a "peek" the main thread keeps holding tq_lock while it
 * waits for the answer, so the answer shows that the watcher does not
 * need the lock (if it tried to take it, it would deadlock).  The two
 * threads talk through a mailbox with a lock of its own, mb_lock, which
 * the watcher takes only between peeks, never during one.
 *
 * What a lockless reader may do (tree.h, docs/design.md section 14):
 *
 * - RB_MIN_LOCKLESS is an acquire load of the cached minimum, stored by
 *   the writer with release ordering once the timer is fully linked.  So
 *   the fields the writer set before RB_INSERT are visible through the
 *   pointer; reading a field it changes later would be a data race.  The
 *   fields the watcher reads (deadline and name) are set before RB_INSERT
 *   and never change: a timer is never re-armed in place, not even after
 *   it has left the queue, since the watcher may still be reading it.
 * - RB_COUNT_LOCKLESS is a separate, relaxed load: the count and the
 *   minimum may come from different moments, so the watcher never checks
 *   one against the other.
 * - The timer the watcher sees may have fired or been cancelled a moment
 *   ago, and the pointer is only as good as the memory behind it.  So
 *   fired and cancelled timers are not freed at once: they are retired,
 *   and freed only after the watcher has passed a point where it holds no
 *   timer pointer (a quiescent state, as in RCU's QSBR flavour; see
 *   retire() and reclaim()).
 *
 * The watcher checks one invariant on every peek: the next deadline is
 * never before the clock it read just before the peek.  That holds
 * because "advance" fires everything due before it publishes the new
 * clock, and "add" refuses deadlines before the clock.  A violation makes
 * the program fail at the end.  The main thread also checks each "peek"
 * answer against RB_MIN and RB_COUNT, and the queue against RB_VALIDATE
 * after every command.
 */

#define	_POSIX_C_SOURCE	200809L

#include <err.h>
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tree.h"

#define	NAMELEN		32		/* longest name + 1 */
#define	POLL_NSEC	50000L		/* the watcher's polling period */

struct timer {
	RB_ENTRY(timer)	 link;
	/* Set before RB_INSERT, never changed: the watcher reads these. */
	long		 deadline;
	unsigned long	 seq;		/* adds before this one */
	char		 name[NAMELEN];
	/* The main thread's alone. */
	struct timer	*retired_next;	/* on the retired list */
	unsigned long	 retired_qs;	/* mb_qs when it was retired */
	size_t		 slot;		/* index in random's handles[] */
};

static int
timer_order(const struct timer *a, const struct timer *b)
{
	if (a->deadline != b->deadline)
		return (a->deadline < b->deadline ? -1 : 1);
	if (a->seq != b->seq)
		return (a->seq < b->seq ? -1 : 1);
	return (0);
}

RB_HEAD_CACHED(timerq, timer);
RB_GENERATE_CACHED_STATIC(timerq, timer, link, timer_order)

/* The queue and the main thread's state around it: under tq_lock. */
static pthread_mutex_t	 tq_lock = PTHREAD_MUTEX_INITIALIZER;
static struct timerq	 tq = RB_INITIALIZER(&tq);
static long		 tq_now;	/* the clock */
static unsigned long	 tq_seq;	/* adds so far */
static struct timer	*retired;	/* oldest first */
static struct timer	**retired_tail = &retired;
static unsigned long	 nreclaimed;	/* retired timers freed so far */

/* What a peek sees. */
struct peek {
	int		 have;		/* a timer was there */
	char		 name[NAMELEN];
	long		 deadline;
	size_t		 count;
};

enum request { REQ_NONE, REQ_PEEK, REQ_QUIT };

/* The watcher's mailbox: under mb_lock (not tq_lock). */
static pthread_mutex_t	 mb_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t	 mb_wake = PTHREAD_COND_INITIALIZER; /* a request */
static pthread_cond_t	 mb_done = PTHREAD_COND_INITIALIZER; /* answered */
static enum request	 mb_req = REQ_NONE;
static struct peek	 mb_answer;
static long		 mb_now;	/* the clock, once all due have fired */
static unsigned long	 mb_qs;		/* the watcher's quiescent states */
static unsigned long	 mb_polls;	/* peeks of its own */
static unsigned long	 mb_seen;	/* ... that saw a timer */
static unsigned long	 mb_early;	/* peeks that saw a deadline < mb_now */

/*
 * The lockless part: two atomic loads, and reads of the fields that never
 * change.  Nothing here takes a lock.
 */
static void
peek_lockless(struct peek *p)
{
	struct timer *t;

	t = RB_MIN_LOCKLESS(timerq, &tq);
	p->count = RB_COUNT_LOCKLESS(timerq, &tq);
	p->have = t != NULL;
	if (t != NULL) {
		p->deadline = t->deadline;
		memcpy(p->name, t->name, sizeof(p->name));
	}
}

static void *
watcher(void *arg)
{
	struct peek p;
	struct timespec ts;
	enum request req;
	long now;

	(void)arg;
	pthread_mutex_lock(&mb_lock);
	for (;;) {
		/*
		 * A quiescent state: the watcher holds no timer pointer
		 * here.  retire() says why counting them lets the main
		 * thread free timers.
		 */
		mb_qs++;
		if ((req = mb_req) == REQ_QUIT)
			break;
		now = mb_now;
		pthread_mutex_unlock(&mb_lock);

		peek_lockless(&p);

		pthread_mutex_lock(&mb_lock);
		if (p.have && p.deadline < now)
			mb_early++;
		if (req == REQ_PEEK) {
			mb_answer = p;
			mb_req = REQ_NONE;
			pthread_cond_signal(&mb_done);
			continue;
		}
		mb_polls++;
		if (p.have)
			mb_seen++;
		if (mb_req != REQ_NONE)
			continue;
		/* Look again after POLL_NSEC, or at once when asked. */
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += POLL_NSEC;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&mb_wake, &mb_lock, &ts);
	}
	pthread_mutex_unlock(&mb_lock);
	return (NULL);
}

/*
 * Take t, already out of the queue, out of use.  A peek that loaded t as
 * the minimum before RB_REMOVE (or RB_POP_MIN) replaced it there may still
 * be reading it; that peek ends before the watcher's next quiescent
 * state.  That state comes after this mb_lock section (which read a count
 * the watcher had not passed yet), and so after the unlink: every peek
 * that starts after it sees a later minimum, never t.  So t may be freed
 * once mb_qs exceeds the value read here (reclaim()).
 */
static void
retire(struct timer *t)
{
	pthread_mutex_lock(&mb_lock);
	t->retired_qs = mb_qs;
	pthread_mutex_unlock(&mb_lock);
	t->retired_next = NULL;
	*retired_tail = t;
	retired_tail = &t->retired_next;
}

/* Free the retired timers the watcher can no longer be looking at. */
static void
reclaim(void)
{
	struct timer *t;
	unsigned long qs;

	pthread_mutex_lock(&mb_lock);
	qs = mb_qs;
	pthread_mutex_unlock(&mb_lock);
	while ((t = retired) != NULL && t->retired_qs < qs) {
		if ((retired = t->retired_next) == NULL)
			retired_tail = &retired;
		free(t);
		nreclaimed++;
	}
}

static struct timer *
timer_new(const char *name, long deadline)
{
	struct timer *t;

	if ((t = calloc(1, sizeof(*t))) == NULL)
		err(1, "calloc");
	/* Every field the watcher reads is set before RB_INSERT. */
	t->deadline = deadline;
	t->seq = tq_seq++;
	snprintf(t->name, sizeof(t->name), "%s", name);
	if (RB_INSERT(timerq, &tq, t) != NULL)
		errx(1, "timer %s: duplicate key", name); /* seq is unique */
	return (t);
}

/*
 * Commands name timers, so cancel has to find one by name: an O(n) walk.
 * A real program hands out the timer pointer as the handle instead (as
 * "random" does), or keeps a second index (see tests/programs/twoindex.c).
 */
static struct timer *
timer_byname(const char *name)
{
	struct timer *t;

	RB_FOREACH(t, timerq, &tq)
		if (strcmp(t->name, name) == 0)
			return (t);
	return (NULL);
}

/*
 * Move the clock to now and fire every timer due by then, each through
 * fire(), which must retire it.  The clock is published to the watcher
 * only after the last due timer is out of the queue.
 */
static void
advance(long now, void (*fire)(struct timer *))
{
	struct timer *t;

	while ((t = RB_MIN(timerq, &tq)) != NULL && t->deadline <= now) {
		if (RB_POP_MIN(timerq, &tq) != t)
			errx(1, "RB_POP_MIN did not return RB_MIN");
		fire(t);
	}
	tq_now = now;
	pthread_mutex_lock(&mb_lock);
	mb_now = now;
	pthread_mutex_unlock(&mb_lock);
}

static void
fire_print(struct timer *t)
{
	printf("  fire %s (due %ld)\n", t->name, t->deadline);
	retire(t);
}

static void
cmd_add(const char *name, long deadline)
{
	if (strlen(name) >= NAMELEN) {
		printf("add %s %ld: name too long\n", name, deadline);
		return;
	}
	if (deadline < tq_now) {
		printf("add %s %ld: the clock is at %ld already\n", name,
		    deadline, tq_now);
		return;
	}
	if (timer_byname(name) != NULL) {
		printf("add %s %ld: %s is pending already\n", name, deadline,
		    name);
		return;
	}
	timer_new(name, deadline);
	printf("add %s at %ld\n", name, deadline);
}

static void
cmd_cancel(const char *name)
{
	struct timer *t;

	if ((t = timer_byname(name)) == NULL) {
		printf("cancel %s: not pending\n", name);
		return;
	}
	RB_REMOVE(timerq, &tq, t);
	printf("cancel %s (was due at %ld)\n", t->name, t->deadline);
	retire(t);
}

static void
cmd_advance(long now)
{
	if (now < tq_now) {
		printf("advance %ld: the clock is at %ld already\n", now,
		    tq_now);
		return;
	}
	printf("advance to %ld\n", now);
	advance(now, fire_print);
}

/*
 * Ask the watcher, and wait for the answer while holding tq_lock, as a
 * writer in the middle of an update would.  The queue cannot change while
 * we wait, so the answer must be exactly what RB_MIN and RB_COUNT say.
 */
static void
cmd_peek(void)
{
	struct timer *t;
	struct peek p;

	pthread_mutex_lock(&mb_lock);
	mb_req = REQ_PEEK;
	pthread_cond_signal(&mb_wake);
	while (mb_req == REQ_PEEK)
		pthread_cond_wait(&mb_done, &mb_lock);
	p = mb_answer;
	pthread_mutex_unlock(&mb_lock);

	t = RB_MIN(timerq, &tq);
	if (p.have != (t != NULL) || p.count != RB_COUNT(timerq, &tq) ||
	    (t != NULL && (p.deadline != t->deadline ||
	    strcmp(p.name, t->name) != 0)))
		errx(1, "peek: the watcher's answer differs from RB_MIN or "
		    "RB_COUNT");
	if (p.have)
		printf("peek: next %s at %ld, %zu pending\n", p.name,
		    p.deadline, p.count);
	else
		printf("peek: none pending\n");
}

static void
cmd_list(void)
{
	struct timer *t;

	printf("list (%zu):", (size_t)RB_COUNT(timerq, &tq));
	if (RB_EMPTY(&tq))
		fputs(" none", stdout);
	RB_FOREACH(t, timerq, &tq)
		printf(" %s@%ld", t->name, t->deadline);
	putchar('\n');
}

/* A fixed generator (64-bit LCG), so the output is the same everywhere. */
static uint64_t		 rng_state;

static long
rng(long bound)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return ((long)((rng_state >> 33) % (uint64_t)bound));
}

/* "random": the pending timers by handle, and the last one fired. */
static struct timer	**handles;
static size_t		 nhandles;
static struct timer	 last_fired;
static unsigned long	 nfired;

static void
handle_drop(struct timer *t)
{
	handles[t->slot] = handles[--nhandles];
	handles[t->slot]->slot = t->slot;
}

/* Timers must fire in strictly increasing (deadline, seq) order. */
static void
fire_check(struct timer *t)
{
	if (nfired > 0 && timer_order(&last_fired, t) >= 0)
		errx(1, "random: %s (due %ld, seq %lu) fired after %s (due "
		    "%ld, seq %lu)", t->name, t->deadline, t->seq,
		    last_fired.name, last_fired.deadline, last_fired.seq);
	last_fired.deadline = t->deadline;
	last_fired.seq = t->seq;
	memcpy(last_fired.name, t->name, sizeof(last_fired.name));
	nfired++;
	handle_drop(t);
	retire(t);
}

static void
check(void)
{
	const char *why;
	struct timer *t;

	/* On a cached head this also checks the cached minimum and count. */
	if ((why = RB_VALIDATE(timerq, &tq)) != NULL)
		errx(1, "RB_VALIDATE: %s", why);
	if ((t = RB_MIN(timerq, &tq)) != NULL && t->deadline < tq_now)
		errx(1, "%s, due at %ld, is pending at %ld", t->name,
		    t->deadline, tq_now);
}

/*
 * Deadlines up to 1000 ahead and small clock steps keep a hundred or so
 * timers pending, with ties; the minimum changes often, which is what the
 * watcher's concurrent peeks should see.
 */
static void
cmd_random(long n, long seed)
{
	struct timer *t;
	char name[NAMELEN];
	unsigned long added = 0, cancelled = 0;
	long i, roll;

	if (n < 0) {
		printf("random %ld %ld: bad count\n", n, seed);
		return;
	}
	if (!RB_EMPTY(&tq)) {
		printf("random %ld %ld: the queue is not empty\n", n, seed);
		return;
	}
	/* Each step moves the clock by less than 16. */
	if (n > (LONG_MAX - 1000 - tq_now) / 16) {
		printf("random %ld %ld: the clock would overflow\n", n, seed);
		return;
	}
	if ((handles = calloc((size_t)n + 1, sizeof(*handles))) == NULL)
		err(1, "calloc");
	nhandles = 0;
	nfired = 0;
	rng_state = (uint64_t)seed;
	for (i = 0; i < n; i++) {
		roll = rng(100);
		if (roll < 55) {
			snprintf(name, sizeof(name), "r%ld", i);
			t = timer_new(name, tq_now + rng(1000));
			t->slot = nhandles;
			handles[nhandles++] = t;
			added++;
		} else if (roll < 75 && nhandles > 0) {
			/* Cancel by handle: O(log n), no search. */
			t = handles[rng((long)nhandles)];
			RB_REMOVE(timerq, &tq, t);
			handle_drop(t);
			retire(t);
			cancelled++;
		} else if (roll >= 75)
			advance(tq_now + rng(16), fire_check);
		if (i % 64 == 0) {
			check();
			reclaim();
		}
	}
	if ((t = RB_MAX(timerq, &tq)) != NULL)
		advance(t->deadline, fire_check);
	if (nhandles != 0 || !RB_EMPTY(&tq))
		errx(1, "random: %zu timers left over", nhandles);
	free(handles);
	handles = NULL;
	printf("random %ld %ld: %lu added, %lu cancelled, %lu fired in "
	    "order; the clock is at %ld\n", n, seed, added, cancelled, nfired,
	    tq_now);
}

static long
number(const char *s, unsigned long lineno)
{
	char *end;
	long v;

	v = strtol(s, &end, 10);
	if (end == s || *end != '\0')
		errx(1, "line %lu: not a number: %s", lineno, s);
	return (v);
}

int
main(int argc, char *argv[])
{
	pthread_t w;
	struct timer *t, *tmp;
	char line[256], *word[4];
	unsigned long lineno = 0;
	int e, n, verbose;

	verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	if (argc > 1 + verbose)
		errx(2, "usage: timerq [-v] < commands");
	if ((e = pthread_create(&w, NULL, watcher, NULL)) != 0)
		errx(1, "pthread_create: %s", strerror(e));

	while (fgets(line, sizeof(line), stdin) != NULL) {
		lineno++;
		if (line[0] == '#') {
			fputs(line, stdout);
			continue;
		}
		for (n = 0; n < 4; n++)
			if ((word[n] = strtok(n == 0 ? line : NULL,
			    " \t\n")) == NULL)
				break;
		if (n == 0)
			continue;	/* blank line */
		pthread_mutex_lock(&tq_lock);
		if (strcmp(word[0], "add") == 0 && n == 3)
			cmd_add(word[1], number(word[2], lineno));
		else if (strcmp(word[0], "cancel") == 0 && n == 2)
			cmd_cancel(word[1]);
		else if (strcmp(word[0], "advance") == 0 && n == 2)
			cmd_advance(number(word[1], lineno));
		else if (strcmp(word[0], "peek") == 0 && n == 1)
			cmd_peek();
		else if (strcmp(word[0], "list") == 0 && n == 1)
			cmd_list();
		else if (strcmp(word[0], "random") == 0 && n == 3)
			cmd_random(number(word[1], lineno),
			    number(word[2], lineno));
		else
			errx(1, "line %lu: bad command", lineno);
		check();
		reclaim();
		pthread_mutex_unlock(&tq_lock);
	}
	if (ferror(stdin))
		err(1, "stdin");

	pthread_mutex_lock(&mb_lock);
	mb_req = REQ_QUIT;
	pthread_cond_signal(&mb_wake);
	pthread_mutex_unlock(&mb_lock);
	if ((e = pthread_join(w, NULL)) != 0)
		errx(1, "pthread_join: %s", strerror(e));

	/* The watcher is gone: no more locks needed. */
	if (verbose)
		fprintf(stderr, "timerq: the watcher peeked %lu times on its "
		    "own (%lu saw a timer) and passed %lu quiescent states; "
		    "%lu retired timers were freed while it ran\n",
		    mb_polls, mb_seen, mb_qs, nreclaimed);
	if (mb_early != 0)
		errx(1, "watcher: %lu peeks saw a deadline before the clock",
		    mb_early);
	RB_FOREACH_POSTORDER(t, timerq, &tq, tmp)
		free(t);
	RB_INIT(&tq);
	while ((t = retired) != NULL) {
		retired = t->retired_next;
		free(t);
	}
	if (fflush(stdout) != 0 || ferror(stdout))
		err(1, "stdout");
	return (0);
}
