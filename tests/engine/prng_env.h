/*
 * Shared helpers of the Criterion tests that are not differential runs
 * (those are the test engine's, engine.h): a seeded, reproducible PRNG
 * (splitmix64) and TREE_TEST_OPS / TREE_TEST_SEED.
 */
#ifndef TESTS_MODEL_H
#define TESTS_MODEL_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * A test that fails longjmps out of its function, leaving its allocations
 * behind; remembering the latest ones here keeps them reachable, so that
 * valgrind reports the failure and not a leak.  Returns p.
 */
#define TT_KEEP	1024
static void *volatile tt_kept_[TT_KEEP];
static size_t tt_kept_n_;

static inline void *
tt_keep(void *p)
{
	tt_kept_[tt_kept_n_++ % TT_KEEP] = p;
	return p;
}

/* ---- PRNG ------------------------------------------------------------ */

struct rng {
	uint64_t s;
};

static inline void
rng_seed(struct rng *r, uint64_t seed)
{
	r->s = seed;
}

static inline uint64_t
rng_next(struct rng *r)
{
	uint64_t z;

	z = (r->s += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Uniform-enough integer in [0, n); 0 when n == 0. */
static inline uint64_t
rng_below(struct rng *r, uint64_t n)
{
	return n == 0 ? 0 : rng_next(r) % n;
}

/* ---- operation count --------------------------------------------------- */

/*
 * Number of random operations of a differential run: TREE_TEST_OPS from
 * the environment if set to a positive number, else the default.
 */
static inline long
test_ops(long dflt)
{
	const char *s = getenv("TREE_TEST_OPS");
	char *end;
	long v;

	if (s == NULL || *s == '\0')
		return dflt;
	v = strtol(s, &end, 10);
	if (*end != '\0' || v <= 0)
		return dflt;
	return v;
}

/*
 * Seed of a random program: TREE_TEST_SEED from the environment if set
 * (decimal or 0x-hex), else the default.  Failures print the seed used.
 */
static inline unsigned long long
test_seed(unsigned long long dflt)
{
	const char *s = getenv("TREE_TEST_SEED");
	char *end;
	unsigned long long v;

	if (s == NULL || *s == '\0')
		return dflt;
	v = strtoull(s, &end, 0);
	if (*end != '\0')
		return dflt;
	return v;
}

#endif /* TESTS_MODEL_H */
