/*
 * tests/variants: shared helpers (PRNG, environment knobs, a sorted-array
 * model of a set of elements, failure reporting).  Self-contained on
 * purpose: the variant tests do not depend on the core suite's headers.
 */
#ifndef VARIANTS_VCOMMON_H
#define VARIANTS_VCOMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- PRNG (splitmix64) ------------------------------------------------ */

struct vrng {
	uint64_t s;
};

static inline uint64_t
vrng_next(struct vrng *r)
{
	uint64_t z = (r->s += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Integer in [0, n); 0 when n == 0. */
static inline uint64_t
vrng_below(struct vrng *r, uint64_t n)
{
	return n == 0 ? 0 : vrng_next(r) % n;
}

/* ---- environment -------------------------------------------------------- */

/* TREE_TEST_OPS if set to a positive number, else dflt. */
static inline long
venv_ops(long dflt)
{
	const char *s = getenv("TREE_TEST_OPS");
	char *end;
	long v;

	if (s == NULL || *s == '\0')
		return dflt;
	v = strtol(s, &end, 10);
	return (*end != '\0' || v <= 0) ? dflt : v;
}

/* TREE_TEST_SEED (decimal or 0x-hex) if set, else dflt. */
static inline unsigned long long
venv_seed(unsigned long long dflt)
{
	const char *s = getenv("TREE_TEST_SEED");
	char *end;
	unsigned long long v;

	if (s == NULL || *s == '\0')
		return dflt;
	v = strtoull(s, &end, 0);
	return *end != '\0' ? dflt : v;
}

/* ---- sorted-array model ------------------------------------------------- */

struct vmodel_ent {
	long long key;
	void *elm;
};

struct vmodel {
	struct vmodel_ent *v;
	size_t n, cap;
};

static inline void
vmodel_init(struct vmodel *m, size_t cap)
{
	m->v = malloc(cap * sizeof(*m->v));
	m->n = 0;
	m->cap = m->v != NULL ? cap : 0;
}

static inline void
vmodel_free(struct vmodel *m)
{
	free(m->v);
	m->v = NULL;
	m->n = m->cap = 0;
}

/* Index of the first entry with key >= key (m->n if none). */
static inline size_t
vmodel_lower(const struct vmodel *m, long long key)
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
vmodel_find(const struct vmodel *m, long long key)
{
	size_t i = vmodel_lower(m, key);

	return (i < m->n && m->v[i].key == key) ? (long)i : -1;
}

static inline void
vmodel_insert_at(struct vmodel *m, size_t i, long long key, void *elm)
{
	memmove(&m->v[i + 1], &m->v[i], (m->n - i) * sizeof(*m->v));
	m->v[i].key = key;
	m->v[i].elm = elm;
	m->n++;
}

static inline void
vmodel_remove_at(struct vmodel *m, size_t i)
{
	memmove(&m->v[i], &m->v[i + 1], (m->n - i - 1) * sizeof(*m->v));
	m->n--;
}

/* ---- failure reporting (Criterion) -------------------------------------- */

/*
 * VFAIL/VCHECK need a struct vctx *ctx in scope: every failure names the
 * variant, the seed and the step of the random program, so that
 * TREE_TEST_SEED=<seed> TREE_TEST_OPS=<step + 1> replays it.
 */
struct vctx {
	const char *variant;
	unsigned long long seed;
	long step;
	const char *op;
};

#define VCHECK(ctx, cond, ...) do {					\
	if (!(cond)) {							\
		char vmsg_[512];					\
		snprintf(vmsg_, sizeof(vmsg_), __VA_ARGS__);		\
		cr_assert_fail("%s:%d: [%s] seed=%#llx step=%ld op=%s: %s", \
		    __FILE__, __LINE__, (ctx)->variant, (ctx)->seed,	\
		    (ctx)->step, (ctx)->op != NULL ? (ctx)->op : "-",	\
		    vmsg_);						\
	}								\
} while (0)

#endif /* VARIANTS_VCOMMON_H */
