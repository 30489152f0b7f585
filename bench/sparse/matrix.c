/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * matrix.c: a sparse matrix of uint32_t values in a red-black tree of
 * malloc'd nodes keyed by (x, y), the way a program written against
 * <sys/tree.h> keeps one: every put looks the cell up first and
 * allocates a node only if it is absent, every get is a lookup, every
 * delete looks the cell up, removes it and frees it.  The comparator is
 * the if/else chain on the packed key that such programs write (stress-ng's
 * sparse-matrix stressor, for one).  Compiled once per header:
 *
 *   -DSPARSE_SYM=sparse_treeh -DSPARSE_NAME='"treeh"'   tree.h
 *   -DUSE_LIBBSD                                        <bsd/sys/tree.h>
 */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#ifdef USE_LIBBSD
#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#define SPARSE_DESC "libbsd <bsd/sys/tree.h>, RB_GENERATE_STATIC"
#else
#include "tree.h"
#define SPARSE_DESC "tree.h RB_GENERATE_STATIC"
#endif

#include "../common/driver.h"
#include "sparse.h"
#include "../common/stats.h"

struct cell {
	RB_ENTRY(cell) link;
	uint64_t xy;		/* x in the high half, y in the low */
	uint32_t value;
};

static int
cell_cmp(struct cell *a, struct cell *b)
{
	if (a->xy == b->xy)
		return (0);
	else if (a->xy > b->xy)
		return (1);
	else
		return (-1);
}

RB_HEAD(matrix, cell);
RB_GENERATE_STATIC(matrix, cell, link, cell_cmp)

static uint64_t
random_xy(uint64_t *rng, const struct sparse_job *job)
{
	uint64_t r = mix(rng);

	return (((r >> 32) % job->x) << 32 | (r & 0xffffffffu) % job->y);
}

/* Set the cell to value: 0 if it was there already, else 1. */
static int
put(struct matrix *m, uint64_t xy, uint32_t value)
{
	struct cell q, *c;

	q.xy = xy;
	c = RB_FIND(matrix, m, &q);
	if (c != NULL) {
		c->value = value;
		return (0);
	}
	if ((c = malloc(sizeof(*c))) == NULL)
		die("out of memory");
	c->xy = xy;
	c->value = value;
	RB_INSERT(matrix, m, c);
	return (1);
}

static uint32_t
get(struct matrix *m, uint64_t xy)
{
	struct cell q, *c;

	q.xy = xy;
	c = RB_FIND(matrix, m, &q);
	return (c != NULL ? c->value : 0);
}

static int
del(struct matrix *m, uint64_t xy)
{
	struct cell q, *c;

	q.xy = xy;
	c = RB_FIND(matrix, m, &q);
	if (c == NULL)
		return (0);
	RB_REMOVE(matrix, m, c);
	free(c);
	return (1);
}

/* Put the cells, get them (and as many random ones, mostly absent), then
 * delete them in the order they came; what is left is freed. */
static uint64_t
sparse_round(const struct sparse_job *job)
{
	struct matrix m = RB_INITIALIZER(&m);
	struct cell *c, *next;
	uint64_t rng = job->seed, sum = 0;
	size_t i;

	for (i = 0; i < job->items; i++)
		sum += put(&m, random_xy(&rng, job), (uint32_t)i);
	rng = job->seed;
	for (i = 0; i < job->items; i++)
		sum += get(&m, random_xy(&rng, job));
	for (i = 0; i < job->items; i++)
		sum += get(&m, random_xy(&rng, job));
	rng = job->seed;
	for (i = 0; i < job->items; i++)
		sum += del(&m, random_xy(&rng, job));
	for (c = RB_MIN(matrix, &m); c != NULL; c = next) {
		next = RB_NEXT(matrix, &m, c);
		RB_REMOVE(matrix, &m, c);
		free(c);
	}
	return (sum);
}

const struct sparse_impl SPARSE_SYM = { SPARSE_NAME, SPARSE_DESC,
	sparse_round };
