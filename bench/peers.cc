/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * peers.cc: the benchmark's batches for the C++ peers, behind the same C
 * interface as impl_rb.c (bench.h):
 *
 *   boost-rb   boost::intrusive::set (red-black)
 *   boost-avl  boost::intrusive::avl_set
 *              both with optimize_size<true> (3-word hook: parent word
 *              carries the balance), normal_link (no unlink bookkeeping),
 *              constant_time_size<false> (no element count): Boost at its
 *              leanest, as close as it gets to tree.h plain.  The header
 *              node keeps the leftmost, so begin() is O(1).
 *   std-set    std::set<uint64_t> (libstdc++, one allocation per node);
 *              it owns its nodes, so "replace a node by an equal-key
 *              node" does not exist for it (reported n/a); remove and
 *              pop-min free a node, insert allocates one.
 */

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <set>

#include <boost/intrusive/avl_set.hpp>
#include <boost/intrusive/set.hpp>

#include "bench.h"

namespace bi = boost::intrusive;

namespace {

template <class Hook> struct BNode {
	uint64_t key;
	Hook hook;
};

template <class Node> struct NodeLess {
	bool operator()(const Node &a, const Node &b) const { return a.key < b.key; }
};

template <class Node> struct KeyLess {
	bool operator()(uint64_t k, const Node &a) const { return k < a.key; }
	bool operator()(const Node &a, uint64_t k) const { return a.key < k; }
};

typedef bi::set_member_hook<bi::optimize_size<true>, bi::link_mode<bi::normal_link>> RbHook;
typedef bi::avl_set_member_hook<bi::optimize_size<true>, bi::link_mode<bi::normal_link>> AvlHook;
typedef BNode<RbHook> RbNode;
typedef BNode<AvlHook> AvlNode;
typedef bi::set<RbNode, bi::member_hook<RbNode, RbHook, &RbNode::hook>,
    bi::compare<NodeLess<RbNode>>, bi::constant_time_size<false>> RbSet;
typedef bi::avl_set<AvlNode, bi::member_hook<AvlNode, AvlHook, &AvlNode::hook>,
    bi::compare<NodeLess<AvlNode>>, bi::constant_time_size<false>> AvlSet;

/*
 * The operations every C++ peer has, from the static members of its
 * benchmark class B (BoostBench, StdBench); each make() adds the rest.
 */
template <class B> static bench_impl
peer_impl(const char *name, const char *desc)
{
	bench_impl im = {};

	im.id.name = name;
	im.id.role = ROLE_PEER;
	im.id.desc = desc;
	im.create = B::create;
	im.destroy = B::destroy;
	im.check = B::check;
	im.run[OP_MIN] = B::run_min;
	im.run[OP_NEXT] = B::run_next;
	im.run[OP_POPMIN] = B::run_popmin;
	im.restore[OP_POPMIN] = B::restore_pend;
	im.run[OP_REMOVE] = B::run_remove;
	im.restore[OP_REMOVE] = B::run_insert;
	im.prep[OP_INSERT] = B::run_remove;
	im.run[OP_INSERT] = B::run_insert;
	im.prep[OP_ASCEND] = B::prep_ascend;
	im.run[OP_ASCEND] = B::run_ascend;
	im.run[OP_FIND] = B::run_find;
	return im;
}

/* --- Boost.Intrusive ---------------------------------------------------- */

template <class Set, class Node> struct BoostBench {
	size_t T, n, k;
	Set *heads;
	Node *mem;
	Node **ptr;
	Node **spare;
	Node **pend;
	uint64_t *ctr;

	static void *create(const ws_params *p)
	{
		BoostBench *w = new BoostBench;
		size_t T = p->ntrees, n = p->n, k = p->k;

		w->T = T;
		w->n = n;
		w->k = k;
		w->heads = new Set[T];
		w->mem = static_cast<Node *>(xalign((T * n + T * k) * sizeof(Node)));
		for (size_t s = 0; s < T * n + T * k; s++)
			new (&w->mem[s]) Node();
		w->ptr = static_cast<Node **>(xalign(T * n * sizeof(Node *)));
		w->spare = static_cast<Node **>(xalign(T * k * sizeof(Node *)));
		w->pend = static_cast<Node **>(xalign(T * k * sizeof(Node *)));
		w->ctr = static_cast<uint64_t *>(xalign(T * sizeof(uint64_t)));
		for (size_t t = 0; t < T; t++)
			w->ctr[t] = n;
		for (size_t s = 0; s < T * k; s++)
			w->spare[s] = &w->mem[T * n + s];
		for (size_t s = 0; s < T * n; s++) {
			Node *x = &w->mem[s];

			x->key = p->keys[s];
			w->ptr[s] = x;
			if (!w->heads[s / n].insert(*x).second)
				die("duplicate key");
		}
		return w;
	}

	static void destroy(void *ws)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);

		for (size_t t = 0; t < w->T; t++)
			w->heads[t].clear();
		delete[] w->heads;
		std::free(w->mem);
		std::free(w->ptr);
		std::free(w->spare);
		std::free(w->pend);
		std::free(w->ctr);
		delete w;
	}

	static const char *check(void *ws)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);

		for (size_t t = 0; t < w->T; t++) {
			size_t cnt = 0;
			const Node *prev = nullptr;

			for (const Node &x : w->heads[t]) {
				if (prev != nullptr && prev->key >= x.key)
					return "keys out of order";
				if ((x.key & SLOT_MASK) / w->n != t)
					return "node in the wrong tree";
				prev = &x;
				cnt++;
			}
			if (cnt != w->n)
				return "wrong node count";
		}
		for (size_t s = 0; s < w->T * w->n; s++)
			if ((w->ptr[s]->key & SLOT_MASK) != s)
				return "slot table is wrong";
		return nullptr;
	}

	static uint64_t run_min(void *ws, const batch *)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		Set *end = w->heads + w->T;
		uint64_t sum = 0;

		for (size_t j = 0; j < w->k; j++)
			for (Set *h = w->heads; h < end; h++) {
				sum += h->begin()->key;
				OP_BARRIER();
			}
		return sum;
	}

	static uint64_t run_next(void *ws, const batch *b)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			Set &h = w->heads[i / k];
			typename Set::iterator it = Set::s_iterator_to(*w->ptr[b->sel[i]]);

			++it;
			sum += it != h.end() ? it->key : 1;
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t prep_replace(void *ws, const batch *b)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		size_t m = w->T * w->k;

		for (size_t i = 0; i < m; i++)
			w->spare[i]->key = w->ptr[b->sel[i]]->key;
		return 0;
	}

	static uint64_t run_replace(void *ws, const batch *b)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			uint32_t s = b->sel[i];
			Node *x = w->ptr[s], *y = w->spare[i];

			w->heads[i / k].replace_node(Set::s_iterator_to(*x), *y);
			w->ptr[s] = y;
			w->spare[i] = x;
			sum += x->key;
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t run_popmin(void *ws, const batch *)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		uint64_t sum = 0;
		size_t k = w->k;

		for (size_t t = 0; t < w->T; t++) {
			Set &h = w->heads[t];

			for (size_t j = 0; j < k; j++) {
				typename Set::iterator it = h.begin();
				Node *x = &*it;

				h.erase(it);
				w->pend[t * k + j] = x;
				sum += x->key;
				OP_BARRIER();
			}
		}
		return sum;
	}

	static uint64_t restore_pend(void *ws, const batch *)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++)
			w->heads[i / k].insert(*w->pend[i]);
		return 0;
	}

	static uint64_t run_remove(void *ws, const batch *b)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			Node *x = w->ptr[b->sel[i]];

			w->heads[i / k].erase(Set::s_iterator_to(*x));
			sum += x->key;
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t run_insert(void *ws, const batch *b)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			sum += w->heads[i / k].insert(*w->ptr[b->sel[i]]).second;
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t prep_ascend(void *ws, const batch *)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		size_t k = w->k;

		for (size_t t = 0; t < w->T; t++) {
			Set &h = w->heads[t];

			for (size_t j = 0; j < k; j++) {
				Node *x = &*h.begin();

				h.erase(h.begin());
				x->key = (w->ctr[t]++ << SLOT_BITS) | (x->key & SLOT_MASK);
				w->pend[t * k + j] = x;
			}
		}
		return 0;
	}

	static uint64_t run_ascend(void *ws, const batch *)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			sum += w->heads[i / k].insert(*w->pend[i]).second;
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t run_find(void *ws, const batch *b)
	{
		BoostBench *w = static_cast<BoostBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			Set &h = w->heads[i / k];
			typename Set::iterator it = h.find(b->qkeys[i], KeyLess<Node>());

			sum += it != h.end() ? it->key : 0;
			OP_BARRIER();
		}
		return sum;
	}

	static bench_impl make(const char *name, const char *desc)
	{
		bench_impl im = peer_impl<BoostBench>(name, desc);

		im.node_bytes = sizeof(Node);
		im.link_bytes = sizeof(((Node *)nullptr)->hook);
		im.prep[OP_REPLACE] = prep_replace;
		im.run[OP_REPLACE] = run_replace;
		return im;
	}
};

/* --- std::set ------------------------------------------------------------ */

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
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			StdSet::iterator it = w->its[b->sel[i]];

			++it;
			sum += it != w->heads[i / k].end() ? *it : 1;
			OP_BARRIER();
		}
		return sum;
	}

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

	static uint64_t restore_pend(void *ws, const batch *)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++)
			w->its[w->pend[i] & SLOT_MASK] = w->heads[i / k].insert(w->pend[i]).first;
		return 0;
	}

	static uint64_t run_remove(void *ws, const batch *b)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			StdSet::iterator it = w->its[b->sel[i]];

			sum += *it;
			w->heads[i / k].erase(it);
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t run_insert(void *ws, const batch *b)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			std::pair<StdSet::iterator, bool> r = w->heads[i / k].insert(b->qkeys[i]);

			w->its[b->sel[i]] = r.first;
			sum += r.second;
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t prep_ascend(void *ws, const batch *)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		size_t k = w->k;

		for (size_t t = 0; t < w->T; t++) {
			StdSet &h = w->heads[t];

			for (size_t j = 0; j < k; j++) {
				uint64_t key = *h.begin();

				h.erase(h.begin());
				w->pend[t * k + j] = (w->ctr[t]++ << SLOT_BITS) | (key & SLOT_MASK);
			}
		}
		return 0;
	}

	static uint64_t run_ascend(void *ws, const batch *)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			std::pair<StdSet::iterator, bool> r = w->heads[i / k].insert(w->pend[i]);

			w->its[w->pend[i] & SLOT_MASK] = r.first;
			sum += r.second;
			OP_BARRIER();
		}
		return sum;
	}

	static uint64_t run_find(void *ws, const batch *b)
	{
		StdBench *w = static_cast<StdBench *>(ws);
		uint64_t sum = 0;
		size_t m = w->T * w->k, k = w->k;

		for (size_t i = 0; i < m; i++) {
			StdSet &h = w->heads[i / k];
			StdSet::iterator it = h.find(b->qkeys[i]);

			sum += it != h.end() ? *it : 0;
			OP_BARRIER();
		}
		return sum;
	}

	static bench_impl make()
	{
		bench_impl im = peer_impl<StdBench>("std-set",
		    "std::set<uint64_t> (libstdc++ red-black, allocates per node)");

		/* libstdc++: colour word, parent, left, right, then the value */
		im.node_bytes = 4 * sizeof(void *) + sizeof(uint64_t);
		im.link_bytes = 4 * sizeof(void *);
		return im;
	}
};

} // namespace

extern "C" {
extern const bench_impl impl_boost_rb, impl_boost_avl, impl_std_set;
const bench_impl impl_boost_rb = BoostBench<RbSet, RbNode>::make("boost-rb",
    "boost::intrusive::set, optimize_size<true>, normal_link (red-black, 3 words)");
const bench_impl impl_boost_avl = BoostBench<AvlSet, AvlNode>::make("boost-avl",
    "boost::intrusive::avl_set, optimize_size<true>, normal_link (AVL, 3 words)");
const bench_impl impl_std_set = StdBench::make();
}
