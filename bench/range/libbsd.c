/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * libbsd.c: libbsd's <sys/tree.h> in the range benchmark (range.h): its
 * only fill is ascending RB_INSERTs; a range goes by RB_NFIND, then
 * RB_NEXT and RB_REMOVE per node.
 */
#include <stdlib.h>

#define __unused __attribute__((__unused__))
#include <bsd/sys/tree.h>
#include "../common/driver.h"
#include "range.h"

struct bnode {
	uint64_t key;
	RB_ENTRY(bnode) link;
};

static int
bnode_cmp(const struct bnode *a, const struct bnode *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(btree, bnode);
RB_GENERATE_STATIC(btree, bnode, link, bnode_cmp)

static struct btree head = RB_INITIALIZER(&head);
static struct bnode *nodes;
static uint64_t have;

static void
setup(uint64_t n)
{
	RANGE_NODES(nodes, have, n);
}

static void
fill(uint64_t n)
{
	uint64_t i;

	RB_INIT(&head);
	for (i = 0; i < n; i++)
		RB_INSERT(btree, &head, &nodes[i]);
}

static uint64_t
cut(uint64_t lo, uint64_t k)
{
	struct bnode key = { .key = lo }, *x, *next;
	uint64_t sum = 0;

	for (x = RB_NFIND(btree, &head, &key); x != NULL && x->key < lo + k;
	    x = next) {
		next = RB_NEXT(btree, &head, x);
		RB_REMOVE(btree, &head, x);
		sum += x->key;
	}
	return (sum);
}

static void
restore(uint64_t lo, uint64_t k)
{
	uint64_t i;

	for (i = lo; i < lo + k; i++)
		RB_INSERT(btree, &head, &nodes[i]);
}

static void
clear(void)
{
	RB_INIT(&head);
}

const struct range_impl range_libbsd = { "libbsd",
    "ascending RB_INSERT; RB_NFIND, then RB_NEXT and RB_REMOVE per node",
    setup, fill, NULL, cut, restore, clear };
