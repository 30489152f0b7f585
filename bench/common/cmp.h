/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * cmp.h: the comparator shapes of the benchmark (issue 21), one per
 * object, chosen at compile time with -DBENCH_CMP=<shape>:
 *
 *   sign      return (a > b) - (a < b);            (the default)
 *   ifelse    if (a == b) return 0; else if (a > b) return 1; else -1
 *             (stress-ng's sparse matrix)
 *   ternary   return a < b ? -1 : a > b;
 *   sub       return a->id - b->id; on an int id (tmux's windows)
 *   memcmp    memcmp of the key's 8 big-endian bytes stored in the node
 *   twofield  deadline, then sequence number (a timer queue)
 *
 * Included twice: once before struct node, which has NODE_KEY_FIELDS
 * among its members, and once after it with CMP_NODE_DEFINED, for the
 * functions.  Every shape orders nodes as their uint64_t key does; keys are
 * set with node_set_key(), which also writes the fields the shape
 * compares.  node_cmp() is the BSD three-way comparator, node_less() the
 * "less than" a C++ peer is given for the same order.
 *
 * sub: id = key >> CMP_ID_SHIFT must fit in 31 bits and be unique in a
 * tree (bench.c's keys carry a per-tree rank above SLOT_BITS: 24, the
 * default; bench/counts draws random keys: 33, where a key whose id is
 * already in the tree counts as a duplicate).  twofield: the deadline is
 * key >> 26 (bench.c: four ranks per deadline, so equal deadlines are
 * common, as in a timer queue), the sequence number the 26 bits below.
 */
#ifndef BENCH_CMP_H
#define BENCH_CMP_H

#include <stdint.h>

#define CMP_sign	0
#define CMP_ifelse	1
#define CMP_ternary	2
#define CMP_sub		3
#define CMP_memcmp	4
#define CMP_twofield	5
#ifndef BENCH_CMP
#define BENCH_CMP	sign
#endif
#define CMP_CAT_(a, b)	a##b
#define CMP_CAT(a, b)	CMP_CAT_(a, b)
#define CMP_IS(shape)	(CMP_CAT(CMP_, BENCH_CMP) == CMP_##shape)
#define CMP_STR_(x)	#x
#define CMP_STR(x)	CMP_STR_(x)
#define CMP_NAME	CMP_STR(BENCH_CMP)

#ifndef CMP_ID_SHIFT
#define CMP_ID_SHIFT	24
#endif
#define CMP_SEQ_BITS	26

#if CMP_IS(memcmp)
#include <string.h>	/* only here: a freestanding target may lack it */
#endif

#if CMP_IS(sub)
#define NODE_KEY_FIELDS	uint64_t key; int id;
#elif CMP_IS(memcmp)
#define NODE_KEY_FIELDS	uint64_t key; unsigned char kbytes[8];
#elif CMP_IS(twofield)
#define NODE_KEY_FIELDS	uint64_t key; uint64_t deadline; uint32_t seq;
#elif CMP_IS(sign) || CMP_IS(ifelse) || CMP_IS(ternary)
#define NODE_KEY_FIELDS	uint64_t key;
#else
#error "BENCH_CMP is sign, ifelse, ternary, sub, memcmp or twofield"
#endif

#endif /* BENCH_CMP_H */

#if defined(CMP_NODE_DEFINED) && !defined(BENCH_CMP_FNS)
#define BENCH_CMP_FNS

static inline void
node_set_key(struct node *x, uint64_t k)
{
	x->key = k;
#if CMP_IS(sub)
	x->id = (int)(k >> CMP_ID_SHIFT);
#elif CMP_IS(memcmp)
	k = __builtin_bswap64(k);
	memcpy(x->kbytes, &k, sizeof(x->kbytes));
#elif CMP_IS(twofield)
	x->deadline = k >> CMP_SEQ_BITS;
	x->seq = (uint32_t)(k & ((UINT64_C(1) << CMP_SEQ_BITS) - 1));
#endif
}

static inline int
node_cmp(const struct node *a, const struct node *b)
{
#if CMP_IS(sign)
	return ((a->key > b->key) - (a->key < b->key));
#elif CMP_IS(ifelse)
	if (a->key == b->key)
		return (0);
	else if (a->key > b->key)
		return (1);
	else
		return (-1);
#elif CMP_IS(ternary)
	return (a->key < b->key ? -1 : a->key > b->key);
#elif CMP_IS(sub)
	return (a->id - b->id);
#elif CMP_IS(memcmp)
	return (memcmp(a->kbytes, b->kbytes, sizeof(a->kbytes)));
#else
	if (a->deadline != b->deadline)
		return (a->deadline < b->deadline ? -1 : 1);
	return ((a->seq > b->seq) - (a->seq < b->seq));
#endif
}

static inline int
node_less(const struct node *a, const struct node *b)
{
#if CMP_IS(sub)
	return (a->id < b->id);
#elif CMP_IS(memcmp)
	return (memcmp(a->kbytes, b->kbytes, sizeof(a->kbytes)) < 0);
#elif CMP_IS(twofield)
	return (a->deadline < b->deadline ||
	    (a->deadline == b->deadline && a->seq < b->seq));
#else
	return (a->key < b->key);
#endif
}

#endif /* BENCH_CMP_FNS */
