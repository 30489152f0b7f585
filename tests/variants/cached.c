/*
 * The cached head where the variant matrix (vdriver.c, the engine on
 * both head kinds) does not go: RB_INITIALIZER for static and automatic
 * heads of both kinds, RB_INIT over garbage and over a non-empty head,
 * the head layout, and the two-line switch (switch.c built both ways
 * gives the same trace).  The cached minimum and count through every
 * operation, RB_POP_MIN and RB_INSERT_FINISH are the engine's and
 * tests/cases/rare.h's.
 */
#include <criterion/criterion.h>

#include "vcommon.h"

RB_HEAD(cplain, velm);
RB_HEAD_CACHED(ccached, velm);
RB_GENERATE_STATIC(cplain, velm, link, velm_cmp)
RB_GENERATE_CACHED_STATIC(ccached, velm, link, velm_cmp)

static struct cplain static_plain = RB_INITIALIZER(&static_plain);
static struct ccached static_cached = RB_INITIALIZER(&static_cached);

Test(cached_head, initializer_and_init)
{
	struct cplain p = RB_INITIALIZER(&p);
	struct ccached c = RB_INITIALIZER(&c);
	struct velm e = { .key = 1 };

	cr_assert(RB_EMPTY(&p) && RB_EMPTY(&c));
	cr_assert(RB_EMPTY(&static_plain) && RB_EMPTY(&static_cached));
	cr_assert(RB_MIN(cplain, &p) == NULL && RB_MIN(ccached, &c) == NULL);
	cr_assert(RB_COUNT(ccached, &c) == 0);
	cr_assert(RB_COUNT(ccached, &static_cached) == 0);
	cr_assert(RB_MIN_LOCKLESS(ccached, &static_cached) == NULL);
	cr_assert(RB_COUNT_LOCKLESS(ccached, &c) == 0);
	cr_assert(RB_MIN_LOCKLESS(ccached, &c) == NULL);
	cr_assert(RB_VALIDATE(cplain, &p) == NULL);
	cr_assert(RB_VALIDATE(ccached, &c) == NULL);
	cr_assert(RB_VALIDATE(ccached, &static_cached) == NULL);

	/* RB_INIT over garbage, both kinds. */
	memset(&p, 0xa5, sizeof(p));
	memset(&c, 0xa5, sizeof(c));
	RB_INIT(&p);
	RB_INIT(&c);
	cr_assert(RB_EMPTY(&p) && RB_EMPTY(&c));
	cr_assert(RB_MIN(ccached, &c) == NULL && RB_COUNT(ccached, &c) == 0);
	cr_assert(RB_MIN_LOCKLESS(ccached, &c) == NULL);
	cr_assert(RB_VALIDATE(ccached, &c) == NULL);
	/* Usable after RB_INIT, and RB_INIT empties a non-empty head. */
	cr_assert(RB_INSERT(ccached, &c, &e) == NULL);
	cr_assert(RB_INSERT(cplain, &p, &e) == NULL);
	cr_assert(RB_MIN(ccached, &c) == &e && RB_COUNT(ccached, &c) == 1);
	RB_INIT(&c);
	RB_INIT(&p);
	cr_assert(RB_EMPTY(&c) && RB_COUNT(ccached, &c) == 0 &&
	    RB_MIN(ccached, &c) == NULL && RB_EMPTY(&p));
}

Test(cached_head, layout)
{
	/* Root, leftmost, count: three words (cached_pad.c: RB_CACHE_LINE). */
	cr_assert(sizeof(struct ccached) == 3 * sizeof(void *));
	/* A plain head is still one pointer. */
	cr_assert(sizeof(struct cplain) == sizeof(void *));
}

size_t switch_trace_plain(char *buf, size_t cap);
size_t switch_trace_cached(char *buf, size_t cap);

Test(cached_head, two_line_switch_same_behaviour)
{
	static char a[8192], b[8192];
	size_t la = switch_trace_plain(a, sizeof(a));
	size_t lb = switch_trace_cached(b, sizeof(b));

	cr_assert(la > 100 && la < sizeof(a), "trace length %zu", la);
	cr_assert(la == lb && strcmp(a, b) == 0,
	    "plain and cached builds differ:\n%s\n%s", a, b);
	cr_assert(strstr(a, "valid=1") != NULL, "trace: %s", a);
}
