/*
 * Lockless peeks under ThreadSanitizer (built with -fsanitize=thread by
 * mk/variants.mk): one writer inserts, removes and pops under a mutex on
 * a cached tree; three readers call RB_MIN_LOCKLESS and
 * RB_COUNT_LOCKLESS without the lock for about TSAN_SECONDS.
 *
 * TSan must report nothing (the run fails on any report).  Every
 * non-NULL head a reader sees must have been a member of the tree at
 * some point during the read, and every count must be between 0 and the
 * maximum size ever reached (TMAXN, known in advance).
 *
 * Membership stamps: a global sequence number counts the writer's
 * operations.  Before linking an element the writer stamps it with a new
 * number (ins); after unlinking it, with another (rem).  Elements are
 * never freed during the run and keys never change.  A reader takes s0 =
 * seq, then the head e, then e->rem, then e->ins.  If e was a member at
 * any time after s0 was read, its removal (if any) got a stamp > s0, so
 * "e->ins < e->rem < s0" proves e had left the tree before the read
 * began and had not come back: a stale head.  ins == 0 means never
 * inserted.
 *
 * A plain program, not a Criterion test: Criterion's runner does not
 * work under TSan.  It prints "PASS: variants-tsan-lockless" or "FAIL:
 * ..." and exits non-zero on failure (and TSan's exit code 66 with
 * TSAN_OPTIONS=exitcode=66 if TSan reports anything).
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

#include "vcommon.h"

#include "tree.h"

#define TNELEM		2048	/* elements (each with a fixed key) */
#define TMAXN		300	/* the tree never holds more */
#define TREADERS	3

#ifndef TSAN_SECONDS
#define TSAN_SECONDS	1.5
#endif

struct tnode {
	RB_ENTRY(tnode) link;
	long key;		/* fixed before the threads start */
	atomic_ulong ins;	/* stamp of the last insertion (0: never) */
	atomic_ulong rem;	/* stamp of the last removal */
	int member;		/* writer's own bookkeeping (under lock) */
};

static int
tcmp(const struct tnode *a, const struct tnode *b)
{
	return a->key < b->key ? -1 : a->key > b->key;
}

RB_HEAD_CACHED(tq, tnode);
RB_GENERATE_CACHED_STATIC(tq, tnode, link, tcmp)

static struct tq head = RB_INITIALIZER(&head);
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct tnode pool[TNELEM];
static atomic_ulong seq;
static atomic_int done;
static atomic_ulong max_size_seen;

struct rstats {
	unsigned long reads, nonnull, stale, never, stranger, badcount;
	unsigned long locked_checks, locked_bad;
	size_t maxcount;
};

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void *
writer(void *arg)
{
	struct rng rng = { 0xabcdef };
	struct tnode *e;
	size_t n = 0;
	double end = now() + TSAN_SECONDS;
	unsigned long ops = 0;

	(void)arg;
	while (ops % 256 != 0 || now() < end) {
		/* Phases of growth (to TMAXN) and of shrinking (to 0). */
		unsigned roll = (unsigned)rng_below(&rng, 10);
		int grow = (ops / 4096) % 2 == 0;

		pthread_mutex_lock(&lock);
		if (n < TMAXN && (n == 0 || roll < (grow ? 7u : 3u))) {
			e = &pool[rng_below(&rng, TNELEM)];
			if (!e->member) {
				atomic_store(&e->ins,
				    atomic_fetch_add(&seq, 1) + 1);
				RB_INSERT(tq, &head, e);
				e->member = 1;
				n++;
			}
		} else if (roll < 7) {
			e = RB_POP_MIN(tq, &head);
			if (e != NULL) {
				atomic_store(&e->rem,
				    atomic_fetch_add(&seq, 1) + 1);
				e->member = 0;
				n--;
			}
		} else {
			/* Remove the element at or after a random key. */
			struct tnode probe;

			probe.key = (long)rng_below(&rng, 4 * TNELEM);
			e = RB_NFIND(tq, &head, &probe);
			if (e == NULL)
				e = RB_MIN(tq, &head);
			if (e != NULL) {
				RB_REMOVE(tq, &head, e);
				atomic_store(&e->rem,
				    atomic_fetch_add(&seq, 1) + 1);
				e->member = 0;
				n--;
			}
		}
		if (n > atomic_load(&max_size_seen))
			atomic_store(&max_size_seen, n);
		pthread_mutex_unlock(&lock);
		ops++;
	}
	atomic_store(&done, 1);
	return (void *)(uintptr_t)ops;
}

static void *
reader(void *arg)
{
	struct rstats *st = arg;
	struct tnode *e, *x;
	unsigned long s0, r, i;
	size_t c, walk;

	while (!atomic_load(&done)) {
		s0 = atomic_load(&seq);
		e = RB_MIN_LOCKLESS(tq, &head);
		c = RB_COUNT_LOCKLESS(tq, &head);
		st->reads++;
		if (c > TMAXN)
			st->badcount++;
		if (c > st->maxcount)
			st->maxcount = c;
		if (e != NULL) {
			st->nonnull++;
			if (e < pool || e >= pool + TNELEM) {
				st->stranger++;
				continue;
			}
			r = atomic_load(&e->rem);
			i = atomic_load(&e->ins);
			if (i == 0)
				st->never++;
			else if (i < r && r < s0)
				st->stale++;
		}
		/* Now and then a locked, consistent look for comparison. */
		if (st->reads % 4096 == 0) {
			pthread_mutex_lock(&lock);
			walk = 0;
			RB_FOREACH(x, tq, &head)
				walk++;
			if (walk != RB_COUNT(tq, &head) ||
			    RB_MIN(tq, &head) != RB_MIN_LOCKLESS(tq, &head) ||
			    RB_VALIDATE(tq, &head) != NULL)
				st->locked_bad++;
			st->locked_checks++;
			pthread_mutex_unlock(&lock);
		}
	}
	return NULL;
}

static int failures;

#define EXPECT(cond, ...) do {						\
	if (!(cond)) {							\
		fprintf(stderr, "tsan_lockless: FAILED: " __VA_ARGS__);	\
		fprintf(stderr, "\n");					\
		failures++;						\
	}								\
} while (0)

int
main(void)
{
	pthread_t w, rd[TREADERS];
	struct rstats st[TREADERS];
	void *ops;
	int k;

	memset(st, 0, sizeof(st));
	for (k = 0; k < TNELEM; k++)
		pool[k].key = (long)((k * 2654435761UL) % (4 * TNELEM));
	for (k = 0; k < TREADERS; k++)
		if (pthread_create(&rd[k], NULL, reader, &st[k]) != 0)
			return 2;
	if (pthread_create(&w, NULL, writer, NULL) != 0)
		return 2;
	pthread_join(w, &ops);
	for (k = 0; k < TREADERS; k++)
		pthread_join(rd[k], NULL);

	printf("tsan_lockless: writer %lu ops, max size %lu (bound %d)\n",
	    (unsigned long)(uintptr_t)ops, atomic_load(&max_size_seen), TMAXN);
	for (k = 0; k < TREADERS; k++)
		printf("tsan_lockless: reader %d: %lu lockless reads, %lu "
		    "non-NULL heads, max count %zu, %lu locked checks\n", k,
		    st[k].reads, st[k].nonnull, st[k].maxcount,
		    st[k].locked_checks);
	EXPECT(atomic_load(&max_size_seen) <= TMAXN, "size above bound");
	for (k = 0; k < TREADERS; k++) {
		EXPECT(st[k].stranger == 0, "reader %d: %lu heads outside "
		    "the element pool", k, st[k].stranger);
		EXPECT(st[k].never == 0, "reader %d: %lu heads never "
		    "inserted", k, st[k].never);
		EXPECT(st[k].stale == 0, "reader %d: %lu heads that had "
		    "left the tree before the read", k, st[k].stale);
		EXPECT(st[k].badcount == 0, "reader %d: %lu counts above "
		    "the maximum size %d", k, st[k].badcount, TMAXN);
		EXPECT(st[k].locked_bad == 0, "reader %d: %lu locked "
		    "checks failed", k, st[k].locked_bad);
		EXPECT(st[k].reads > 100 && st[k].nonnull > 0,
		    "reader %d: too few reads (%lu, %lu heads) to mean "
		    "anything", k, st[k].reads, st[k].nonnull);
	}
	pthread_mutex_lock(&lock);
	EXPECT(RB_VALIDATE(tq, &head) == NULL, "RB_VALIDATE: %s",
	    RB_VALIDATE(tq, &head));
	pthread_mutex_unlock(&lock);
	printf("%s: variants-tsan-lockless\n", failures ? "FAIL" : "PASS");
	return failures ? 1 : 0;
}
