/*
 * Shared parts of the libFuzzer targets (tests/fuzz/fuzz_*.c): the byte
 * decoder, the reference model (a sorted array of (key, element) pairs),
 * the pool of free nodes, the operation counters and the failure report.
 *
 * Input format (all targets): a sequence of steps, each an opcode byte
 * followed by the argument bytes that step reads.  An opcode byte c
 * selects step c % FZ_NOPS with variant c / FZ_NOPS (FZ_NOPS is 16 for
 * splay trees, 20 for balanced trees).  Missing bytes at the end of the
 * input read as 0, so every input is valid.
 *
 * Keys are 0 .. FZ_KEYS - 1.  Plain inserts use multiples of 4 (an argument
 * byte b gives key 4 b), so gaps remain for positional inserts and for
 * in-place key changes; lookups and key changes reach every key.
 */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FZ_KEYS		1024u	/* key range */
#ifndef FZ_NOPS
#define FZ_NOPS		16u	/* opcodes of a target (a byte: op + FZ_NOPS * variant) */
#endif

#ifndef FZ_NAME
#define FZ_NAME "fuzz"
#endif

/* ---- failures ---------------------------------------------------------- */

__attribute__((noreturn)) static inline void
fz_fail(const char *what, unsigned step, unsigned key)
{
	fprintf(stderr, "%s: MISMATCH at step %u (key %u): %s\n", FZ_NAME, step,
	    key, what);
	abort();
}

#define FZ_REQUIRE(cond, step, key)					\
	do {								\
		if (!(cond))						\
			fz_fail(#cond, (step), (key));			\
	} while (0)

/* ---- counters ---------------------------------------------------------- */

/*
 * fz_ops: tree calls made by the decoded steps (insert, remove, find,
 * nfind, next, prev, min, max, positional insert, reinsert; each call of
 * a loop counts).  fz_steps: decoded steps.  fz_checks: full checks (the
 * validator and the in-order comparison with the model) run after steps.
 * Printed at exit, so a libFuzzer run ending with -max_total_time or
 * -runs reports them after its own "Done N runs" line.
 */
static unsigned long long fz_ops, fz_steps, fz_checks, fz_inputs;

__attribute__((destructor)) static void
fz_report(void)
{
	if (fz_inputs == 0)
		return;
	fprintf(stderr,
	    "%s: inputs: %llu steps: %llu operations: %llu checks: %llu\n",
	    FZ_NAME, fz_inputs, fz_steps, fz_ops, fz_checks);
}

/* ---- tracing ----------------------------------------------------------- */

/*
 * With FUZZ_TRACE set in the environment, each step and the model after it
 * are printed on stderr: "FUZZ_TRACE=1 build/fuzz/fuzz_rb FILE" shows what
 * an input does (a crash input, a seed).
 */
static int fz_trace = -1;

static inline int
fz_tracing(void)
{
	if (fz_trace < 0)
		fz_trace = getenv("FUZZ_TRACE") != NULL;
	return fz_trace;
}

/* ---- decoder ----------------------------------------------------------- */

struct fz_in {
	const uint8_t *p, *end;
};

static inline int
fz_more(const struct fz_in *in)
{
	return in->p < in->end;
}

static inline unsigned
fz_u8(struct fz_in *in)
{
	return in->p < in->end ? *in->p++ : 0;
}

/* An insert key: a multiple of 4. */
/*
 * The opcode byte of step number step: sets *op and *variant, counts the
 * step in fz_steps and, with FUZZ_TRACE, prints it with names[*op].
 */
static inline void
fz_step(struct fz_in *in, unsigned step, const char *const names[],
    unsigned *op, unsigned *variant)
{
	unsigned c = fz_u8(in);

	*op = c % FZ_NOPS;
	*variant = c / FZ_NOPS;
	fz_steps++;
	if (fz_tracing())
		fprintf(stderr, "step %u: %s (variant %u; next bytes %02x %02x)\n",
		    step, names[*op], *variant, fz_more(in) ? in->p[0] : 0,
		    in->end - in->p > 1 ? in->p[1] : 0);
}

static inline unsigned
fz_grid_key(struct fz_in *in)
{
	return fz_u8(in) * 4u;
}

/* A lookup key: any key; the low two bits come from the variant. */
static inline unsigned
fz_any_key(struct fz_in *in, unsigned var)
{
	return fz_u8(in) * 4u + (var & 3u);
}

/* An index below n (n > 0); the variant supplies the high bits. */
static inline size_t
fz_index(struct fz_in *in, unsigned var, size_t n)
{
	return (fz_u8(in) | (size_t)(var & 3u) << 8) % n;
}

/* ---- the model ----------------------------------------------------------- */

struct fz_ent {
	unsigned key;
	void *elm;
};

struct fz_model {
	size_t n;
	struct fz_ent e[FZ_KEYS];
};

/* Index of the first entry whose key is >= key (n if none). */
static inline size_t
fz_lower(const struct fz_model *m, unsigned key)
{
	size_t lo = 0, hi = m->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (m->e[mid].key < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The entry with this key, or NULL. */
static inline struct fz_ent *
fz_lookup(struct fz_model *m, unsigned key)
{
	size_t i = fz_lower(m, key);

	return i < m->n && m->e[i].key == key ? &m->e[i] : NULL;
}

static inline void
fz_insert_at(struct fz_model *m, size_t i, unsigned key, void *elm)
{
	memmove(&m->e[i + 1], &m->e[i], (m->n - i) * sizeof(m->e[0]));
	m->e[i].key = key;
	m->e[i].elm = elm;
	m->n++;
}

static inline void
fz_print(const struct fz_model *m, unsigned step)
{
	size_t i;

	fprintf(stderr, "  after step %u, %zu keys:", step, m->n);
	for (i = 0; i < m->n; i++)
		fprintf(stderr, " %u", m->e[i].key);
	fprintf(stderr, "\n");
}

static inline void
fz_remove_at(struct fz_model *m, size_t i)
{
	m->n--;
	memmove(&m->e[i], &m->e[i + 1], (m->n - i) * sizeof(m->e[0]));
}

/*
 * The open interval of keys that may sit at position i of the sorted
 * order without passing a neighbour: (key of i - 1, key of i + 1), the
 * element at i itself left out.  As signed bounds: -1 and FZ_KEYS stand
 * for no neighbour.
 */
static inline void
fz_gap_around(const struct fz_model *m, size_t i, long *lo, long *hi)
{
	*lo = i > 0 ? (long)m->e[i - 1].key : -1;
	*hi = i + 1 < m->n ? (long)m->e[i + 1].key : (long)FZ_KEYS;
}

/* A key strictly between lo and hi chosen by a byte; -1 if there is none. */
static inline long
fz_between(struct fz_in *in, long lo, long hi)
{
	if (hi - lo < 2)
		return -1;
	return lo + 1 + (long)(fz_u8(in) % (unsigned long)(hi - lo - 1));
}

/* ---- the node pool ------------------------------------------------------- */

/*
 * Nodes not in the tree.  FZ_KEYS + 1 nodes: the tree holds at most
 * FZ_KEYS (one per key), so one is always free for a duplicate insert.
 */
#define FZ_POOL		(FZ_KEYS + 1u)

#endif /* FUZZ_COMMON_H */
