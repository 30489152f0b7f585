/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The cross driver's reference model and PRNG: a sorted array of
 * (key, element) pairs and splitmix64.  Plain C99.
 */
#ifndef CROSS_MODEL_H
#define CROSS_MODEL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define MODEL_MAX	2048	/* elements per run */
#define KEY_RANGE	4096	/* random keys are KEY_GAP * [0, KEY_RANGE) */
#define KEY_GAP		16	/* room for positional inserts in between */

struct rng {
	uint64_t s;
};

static void
rng_seed(struct rng *r, uint64_t seed)
{
	r->s = seed;
}

static uint64_t
rng_next(struct rng *r)
{
	uint64_t z;

	z = (r->s += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return (z ^ (z >> 31));
}

/* An integer in [0, n); 0 when n is 0. */
static uint64_t
rng_below(struct rng *r, uint64_t n)
{
	return (n == 0 ? 0 : rng_next(r) % n);
}

struct model {
	struct {
		int64_t	key;
		void	*elm;
	} v[MODEL_MAX];
	size_t n;
};

static void
model_init(struct model *m)
{
	m->n = 0;
}

/* Index of the first key >= key (m->n if none). */
static size_t
model_lower_bound(const struct model *m, int64_t key)
{
	size_t lo = 0, hi = m->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (m->v[mid].key < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (lo);
}

/* Index of key, or m->n if absent. */
static size_t
model_find(const struct model *m, int64_t key)
{
	size_t i = model_lower_bound(m, key);

	return (i < m->n && m->v[i].key == key ? i : m->n);
}

/* Insert an absent key (the caller checked); the array has room. */
static void
model_insert(struct model *m, int64_t key, void *elm)
{
	size_t i = model_lower_bound(m, key);

	memmove(&m->v[i + 1], &m->v[i], (m->n - i) * sizeof(m->v[0]));
	m->v[i].key = key;
	m->v[i].elm = elm;
	m->n++;
}

static void
model_remove_at(struct model *m, size_t i)
{
	memmove(&m->v[i], &m->v[i + 1], (m->n - i - 1) * sizeof(m->v[0]));
	m->n--;
}

#if defined(__GNUC__)
__attribute__((__format__(__printf__, 6, 7)))
#endif
static void
d_fail(const char *inst, uint64_t seed, long step, const char *op, int line,
    const char *fmt, ...)
{
	va_list ap;

	(void)fprintf(stderr, "FAIL [%s] seed=%#llx step=%ld op=%s (drv.h:%d): ",
	    inst, (unsigned long long)seed, step, op, line);
	va_start(ap, fmt);
	(void)vfprintf(stderr, fmt, ap);
	va_end(ap);
	(void)fputc('\n', stderr);
}

#endif /* CROSS_MODEL_H */
