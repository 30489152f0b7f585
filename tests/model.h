/*
 * Shared helpers of the test suite: a seeded, reproducible PRNG
 * (splitmix64) and a reference model of a set of keys (a sorted array of
 * (key, element) pairs).
 */
#ifndef TESTS_MODEL_H
#define TESTS_MODEL_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define TT_CAT_(a, b) a##b
#define TT_CAT(a, b) TT_CAT_(a, b)

/* Apply a macro to arguments after expanding them (for name##_ pasting). */
#define TT_CALL(m, ...) m(__VA_ARGS__)

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

/* Integer in [lo, hi] (inclusive, lo <= hi). */
static inline long long
rng_range(struct rng *r, long long lo, long long hi)
{
	return lo + (long long)rng_below(r, (uint64_t)(hi - lo) + 1);
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

/* ---- sorted-array model ------------------------------------------------ */

struct model_ent {
	long long key;
	void *elm;
};

struct model {
	struct model_ent *v;
	size_t n;
	size_t cap;
};

static inline void
model_init(struct model *m, size_t cap)
{
	m->v = tt_keep(malloc(cap * sizeof(*m->v)));
	m->n = 0;
	m->cap = m->v != NULL ? cap : 0;
}

static inline void
model_free(struct model *m)
{
	free(m->v);
	m->v = NULL;
	m->n = m->cap = 0;
}

/* Index of the first entry whose key is >= key (m->n if none). */
static inline size_t
model_lower(const struct model *m, long long key)
{
	size_t lo = 0, hi = m->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (m->v[mid].key < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Index of the entry with this key, or -1. */
static inline long
model_find(const struct model *m, long long key)
{
	size_t i = model_lower(m, key);

	return (i < m->n && m->v[i].key == key) ? (long)i : -1;
}

/* Element with this key, or NULL. */
static inline void *
model_get(const struct model *m, long long key)
{
	long i = model_find(m, key);

	return i < 0 ? NULL : m->v[i].elm;
}

/* Least element with key >= key, or NULL. */
static inline void *
model_nfind(const struct model *m, long long key)
{
	size_t i = model_lower(m, key);

	return i < m->n ? m->v[i].elm : NULL;
}

/* Greatest element with key <= key, or NULL. */
static inline void *
model_pfind(const struct model *m, long long key)
{
	size_t i = model_lower(m, key);

	if (i < m->n && m->v[i].key == key)
		return m->v[i].elm;
	return i > 0 ? m->v[i - 1].elm : NULL;
}

/* Insert at index i (the caller keeps the array sorted). 0 if full. */
static inline int
model_insert_at(struct model *m, size_t i, long long key, void *elm)
{
	if (m->n >= m->cap)
		return 0;
	memmove(&m->v[i + 1], &m->v[i], (m->n - i) * sizeof(*m->v));
	m->v[i].key = key;
	m->v[i].elm = elm;
	m->n++;
	return 1;
}

/* Insert a key that is not present yet. 0 if full or present. */
static inline int
model_insert(struct model *m, long long key, void *elm)
{
	size_t i = model_lower(m, key);

	if (i < m->n && m->v[i].key == key)
		return 0;
	return model_insert_at(m, i, key, elm);
}

static inline void
model_remove_at(struct model *m, size_t i)
{
	memmove(&m->v[i], &m->v[i + 1], (m->n - i - 1) * sizeof(*m->v));
	m->n--;
}

/* 1 if the keys are strictly increasing (the model's own invariant). */
static inline int
model_sorted(const struct model *m)
{
	size_t i;

	for (i = 1; i < m->n; i++)
		if (m->v[i - 1].key >= m->v[i].key)
			return 0;
	return 1;
}

/* ---- pool of elements ---------------------------------------------------- */

/* A stack of free slot indices over a caller-owned array of elements. */
struct pool {
	size_t *free;
	size_t nfree;
	size_t cap;
};

static inline void
pool_init(struct pool *p, size_t cap)
{
	size_t i;

	p->free = tt_keep(malloc(cap * sizeof(*p->free)));
	p->cap = p->free != NULL ? cap : 0;
	p->nfree = p->cap;
	for (i = 0; i < p->cap; i++)
		p->free[i] = p->cap - 1 - i;
}

static inline void
pool_free(struct pool *p)
{
	free(p->free);
	p->free = NULL;
	p->nfree = p->cap = 0;
}

/* Slot index, or (size_t)-1 if none is free. */
static inline size_t
pool_get(struct pool *p)
{
	if (p->nfree == 0)
		return (size_t)-1;
	return p->free[--p->nfree];
}

static inline void
pool_put(struct pool *p, size_t slot)
{
	p->free[p->nfree++] = slot;
}

/* ---- height bounds --------------------------------------------------------- */

/* height <= 2 * log2(n + 1), i.e. 2^height <= (n + 1)^2, without libm. */
static inline int
height_ok_2log(int height, size_t n)
{
	unsigned long long np1 = (unsigned long long)n + 1;

	if (height < 0)
		return 0;
	if (height >= 63)
		return 0;
	return (1ULL << height) <= np1 * np1;
}

#endif /* TESTS_MODEL_H */
