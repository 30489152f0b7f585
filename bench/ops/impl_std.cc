/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * impl_std.cc: the benchmark's batches (bench.h) on std::set<uint64_t>
 * (libstdc++, one allocation per node).  It owns its nodes, so "replace
 * a node by an equal-key node" does not exist for it (reported n/a);
 * remove and pop-min free a node, insert allocates one.  An iterator per
 * slot finds a slot's element.
 */

#include <cstdint>
#include <set>

#include "bench.h"

namespace {

typedef std::set<uint64_t> StdSet;

struct StdBench {
	size_t T, n, k;
	StdSet *heads;
	StdSet::iterator *its;	/* slot -> its element */
	uint64_t *pend;		/* keys taken out */
	uint64_t *ctr;

	static void *create(const ws_params *p)
	{
		StdBench *w = new StdBench;
		size_t T = p->ntrees, n = p->n, k = p->k;

		w->T = T;
		w->n = n;
		w->k = k;
		w->heads = new StdSet[T];
		w->its = new StdSet::iterator[T * n];
		w->pend = new uint64_t[T * k];
		w->ctr = new uint64_t[T];
		for (size_t t = 0; t < T; t++)
			w->ctr[t] = n;
		for (size_t s = 0; s < T * n; s++) {
			std::pair<StdSet::iterator, bool> r = w->heads[s / n].insert(p->keys[s]);

			if (!r.second)
				die("duplicate key");
			w->its[s] = r.first;
		}
		return w;
	}

	static void destroy(void *ws)
	{
		StdBench *w = static_cast<StdBench *>(ws);

		delete[] w->heads;
		delete[] w->its;
		delete[] w->pend;
		delete[] w->ctr;
		delete w;
	}

	static const char *check(void *ws)
	{
		StdBench *w = static_cast<StdBench *>(ws);

		for (size_t t = 0; t < w->T; t++) {
			if (w->heads[t].size() != w->n)
				return "wrong node count";
			for (uint64_t key : w->heads[t])
				if ((key & SLOT_MASK) / w->n != t)
					return "node in the wrong tree";
		}
		for (size_t s = 0; s < w->T * w->n; s++)
			if ((*w->its[s] & SLOT_MASK) != s)
				return "slot table is wrong";
		return nullptr;
	}

	/*
	 * The loop of most batches: op(h, i) on the tree h of operation i
	 * (tree-major), summed; k is copied, since the barrier makes the
	 * compiler reload anything in memory.
	 */
	template <class Op>
	static uint64_t each(void *ws, Op op)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			sum += op(w->heads[i / k], i);
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t run_min(void *ws, const batch *)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		StdSet *end = w->heads + w->T;
		uint64_t sum = 0;

		for (size_t j = 0; j < w->k; j++)
			for (StdSet *h = w->heads; h < end; h++) {
				sum += *h->begin();
				OP_BARRIER();
			}
		return sum;
	}

	static uint64_t run_next(void *ws, const batch *b)
	{
		StdBench *w = static_cast<StdBench *>(ws);

		return each(ws, [=](StdSet &h, size_t i) -> uint64_t {
			StdSet::iterator it = w->its[b->sel[i]];

			++it;
			return it != h.end() ? *it : 1;
		});
	}

	/* Pop k minimums of each tree into pend; their sum. */
	static uint64_t run_popmin(void *ws, const batch *)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		uint64_t sum = 0;
		size_t k = w->k;

		for (size_t t = 0; t < w->T; t++) {
			StdSet &h = w->heads[t];

			for (size_t j = 0; j < k; j++) {
				StdSet::iterator it = h.begin();
				uint64_t key = *it;

				h.erase(it);
				w->pend[t * k + j] = key;
				sum += key;
				OP_BARRIER();
			}
		}
		return sum;
	}

	static uint64_t run_remove(void *ws, const batch *b)
	{
		StdBench *w = static_cast<StdBench *>(ws);

		return each(ws, [=](StdSet &h, size_t i) -> uint64_t {
			StdSet::iterator it = w->its[b->sel[i]];
			uint64_t key = *it;

			h.erase(it);
			return key;
		});
	}

	static uint64_t run_insert(void *ws, const batch *b)
	{
		StdBench *w = static_cast<StdBench *>(ws);

		return each(ws, [=](StdSet &h, size_t i) -> uint64_t {
			std::pair<StdSet::iterator, bool> r = h.insert(b->qkeys[i]);

			w->its[b->sel[i]] = r.first;
			return r.second;
		});
	}

	/*
	 * The minimums popped (run_popmin), each given a key above all of
	 * its tree's, in the same slot: what OP_ASCEND inserts.
	 */
	static uint64_t prep_ascend(void *ws, const batch *b)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		size_t m = w->T * w->k, k = w->k;

		run_popmin(ws, b);
		for (size_t i = 0; i < m; i++)
			w->pend[i] = (w->ctr[i / k]++ << SLOT_BITS) |
			    (w->pend[i] & SLOT_MASK);
		return 0;
	}

	/* Insert the keys of pend (OP_ASCEND; restores OP_POPMIN). */
	static uint64_t insert_pend(void *ws, const batch *)
	{
		StdBench *w = static_cast<StdBench *>(ws);

		return each(ws, [=](StdSet &h, size_t i) -> uint64_t {
			std::pair<StdSet::iterator, bool> r = h.insert(w->pend[i]);

			w->its[w->pend[i] & SLOT_MASK] = r.first;
			return r.second;
		});
	}

	static uint64_t run_find(void *ws, const batch *b)
	{
		return each(ws, [=](StdSet &h, size_t i) -> uint64_t {
			StdSet::iterator it = h.find(b->qkeys[i]);

			return it != h.end() ? *it : 0;
		});
	}

	static bench_impl make()
	{
		bench_impl im = {};

		im.id.name = "std-set";
		im.id.role = ROLE_PEER;
		im.id.desc = "std::set<uint64_t> (libstdc++ red-black, allocates per node)";
		/* libstdc++: colour word, parent, left, right, then the value */
		im.node_bytes = 4 * sizeof(void *) + sizeof(uint64_t);
		im.link_bytes = 4 * sizeof(void *);
		im.create = create;
		im.destroy = destroy;
		im.check = check;
		im.run[OP_MIN] = run_min;
		im.run[OP_NEXT] = run_next;
		im.run[OP_POPMIN] = run_popmin;
		im.restore[OP_POPMIN] = insert_pend;
		im.run[OP_REMOVE] = run_remove;
		im.restore[OP_REMOVE] = run_insert;
		im.prep[OP_INSERT] = run_remove;
		im.run[OP_INSERT] = run_insert;
		im.prep[OP_ASCEND] = prep_ascend;
		im.run[OP_ASCEND] = insert_pend;
		im.run[OP_FIND] = run_find;
		return im;
	}
};

} // namespace

extern "C" {
extern const bench_impl impl_std_set;
const bench_impl impl_std_set = StdBench::make();
}
