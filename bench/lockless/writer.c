/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * bench/lockless/writer.c: the cost of lockless readers to the writer of
 * a cached head (bench/lockless.sh, make bench-lockless).  One writer
 * (the only one, so it takes no lock) removes a random element of a
 * 4096-node tree and inserts it again with a new random key, 4 million
 * times, while READERS (argument; 0 or 1) threads poll RB_MIN_LOCKLESS
 * and RB_COUNT_LOCKLESS as fast as they can.  Prints the writer's ns per
 * operation.  Built twice: with the default three-word head, and with
 * RB_CACHE_LINE=64 (rbh_min and rbh_count a cache line from rbh_root).
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "tree.h"

struct node { uint64_t key; RB_ENTRY(node) link; };
static int cmp(struct node *a, struct node *b) { return (a->key > b->key) - (a->key < b->key); }
RB_HEAD_CACHED(t, node);
RB_GENERATE_CACHED_STATIC(t, node, link, cmp)

static struct t head = RB_INITIALIZER(&head);
static atomic_int stop;
static volatile uint64_t sink;

static void *
reader(void *arg)
{
	uint64_t n = 0;
	(void)arg;
	while (!atomic_load_explicit(&stop, memory_order_relaxed)) {
		n += (uintptr_t)RB_MIN_LOCKLESS(t, &head) != 0;
		n += RB_COUNT_LOCKLESS(t, &head);
	}
	sink = n;
	return NULL;
}

int
main(int argc, char **argv)
{
	enum { N = 4096, OPS = 4000000 };
	static struct node nodes[N];
	uint64_t s = 88172645463325252ull;
	struct timespec a, b;
	pthread_t th;
	int i, readers = argc > 1 ? atoi(argv[1]) : 1;

	for (i = 0; i < N; i++) {
		do { s ^= s << 13; s ^= s >> 7; s ^= s << 17; nodes[i].key = s; }
		while (RB_INSERT(t, &head, &nodes[i]) != NULL);
	}
	if (readers)
		pthread_create(&th, NULL, reader, NULL);
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < OPS; i++) {
		struct node *x = &nodes[(s >> 7) % N];
		s ^= s << 13; s ^= s >> 7; s ^= s << 17;
		RB_REMOVE(t, &head, x);
		do { s ^= s << 13; s ^= s >> 7; s ^= s << 17; x->key = s; }
		while (RB_INSERT(t, &head, x) != NULL);
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	atomic_store(&stop, 1);
	if (readers)
		pthread_join(th, NULL);
	printf("%.2f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / OPS / 2);
	return 0;
}
