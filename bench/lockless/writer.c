/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * bench/lockless/writer.c: a run queue whose head and length other CPUs
 * peek at without its lock (bench/lockless/lockless.sh, make bench-lockless).
 *
 *	writer READERS [RATE [SECONDS]]
 *
 * One writer thread runs the hold model (bench/workload/workload.c) on a
 * cached head of 4096 timers, exponential delays: each step takes the
 * queue's mutex, pops the minimum, re-arms it at now + delay and unlocks.
 * READERS (0 to 8) threads poll RB_MIN_LOCKLESS and RB_COUNT_LOCKLESS
 * without the lock: as fast as they can (RATE 0 or absent), or RATE times
 * a second each (clock_nanosleep to absolute times).  The run lasts
 * SECONDS of wall time (default 0.5).  Prints one line:
 *
 *	writer_steps_per_s writer_steps_per_cpu_s writer_cpu_share peeks_per_s
 *
 * (peeks per second summed over the readers; a peek reads both fields).
 * Built twice: the default three-word head, and -DRB_CACHE_LINE=64
 * (rbh_min and rbh_count a cache line from rbh_root).
 */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "tree.h"

struct timer {
	uint64_t deadline;
	uint64_t seq;
	RB_ENTRY(timer) link;
};

static int
timer_cmp(const struct timer *a, const struct timer *b)
{
	if (a->deadline != b->deadline)
		return (a->deadline < b->deadline ? -1 : 1);
	return ((a->seq > b->seq) - (a->seq < b->seq));
}

RB_HEAD_CACHED(rq, timer);
RB_GENERATE_CACHED_STATIC(rq, timer, link, timer_cmp)

enum { N = 4096, NDELAY = 1 << 16, MAXREADERS = 8 };

static struct rq head = RB_INITIALIZER(&head);
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_int stop;
static long rate;
static uint64_t peeks[MAXREADERS];

static double
secs(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return (ts.tv_sec + ts.tv_nsec * 1e-9);
}

static void *
reader(void *arg)
{
	uint64_t n = 0, sink = 0;
	struct timespec next;

	clock_gettime(CLOCK_MONOTONIC, &next);
	while (!atomic_load_explicit(&stop, memory_order_relaxed)) {
		sink += (uintptr_t)RB_MIN_LOCKLESS(rq, &head);
		sink += RB_COUNT_LOCKLESS(rq, &head);
		n++;
		if (rate > 0) {
			next.tv_nsec += 1000000000L / rate;
			if (next.tv_nsec >= 1000000000L) {
				next.tv_nsec -= 1000000000L;
				next.tv_sec++;
			}
			clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, NULL);
		}
	}
	peeks[(uintptr_t)arg] = n + (sink == 1);	/* keep sink alive */
	return (NULL);
}

int
main(int argc, char **argv)
{
	static struct timer t[N];
	static uint32_t delay[NDELAY];
	double seconds = argc > 3 ? atof(argv[3]) : 0.5, w0, w1, c0, c1;
	uint64_t s = 88172645463325252ull, now = 0, seq = N, steps = 0, total = 0;
	pthread_t th[MAXREADERS];
	int i, readers = argc > 1 ? atoi(argv[1]) : 0;

	rate = argc > 2 ? atol(argv[2]) : 0;
	if (readers < 0 || readers > MAXREADERS || rate < 0 || seconds <= 0) {
		fprintf(stderr, "usage: writer READERS(0-%d) [RATE [SECONDS]]\n",
		    MAXREADERS);
		return (2);
	}
	for (i = 0; i < NDELAY; i++) {
		s ^= s << 13; s ^= s >> 7; s ^= s << 17;
		delay[i] = (uint32_t)(-1000.0 * log1p(-(s >> 11) * 0x1p-53));
	}
	for (i = 0; i < N; i++) {
		t[i].deadline = delay[i];
		t[i].seq = i;
		RB_INSERT(rq, &head, &t[i]);
	}
	for (i = 0; i < readers; i++)
		pthread_create(&th[i], NULL, reader, (void *)(uintptr_t)i);
	w0 = secs(CLOCK_MONOTONIC);
	c0 = secs(CLOCK_THREAD_CPUTIME_ID);
	do {
		for (i = 0; i < 1024; i++, steps++) {
			struct timer *x;

			pthread_mutex_lock(&lock);
			x = RB_POP_MIN(rq, &head);
			now = x->deadline;
			x->deadline = now + delay[steps % NDELAY];
			x->seq = seq++;
			RB_INSERT(rq, &head, x);
			pthread_mutex_unlock(&lock);
		}
		w1 = secs(CLOCK_MONOTONIC);
	} while (w1 - w0 < seconds);
	c1 = secs(CLOCK_THREAD_CPUTIME_ID);
	atomic_store(&stop, 1);
	for (i = 0; i < readers; i++) {
		pthread_join(th[i], NULL);
		total += peeks[i];
	}
	if (RB_COUNT(rq, &head) != N)
		return (1);
	printf("%.0f %.0f %.3f %.0f\n", steps / (w1 - w0), steps / (c1 - c0),
	    (c1 - c0) / (w1 - w0), total / (w1 - w0));
	return (0);
}
