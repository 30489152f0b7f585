/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * q_cxx.cc: the timer queue (workload.h) on the C++ containers a user
 * would otherwise pick:
 *
 *   boost-rb     boost::intrusive::set (red-black) } optimize_size<true>,
 *   boost-avl    boost::intrusive::avl_set         } normal_link, no size
 *                (as in bench/ops/impl_boost.cc); cancel: erase(iterator_to(x))
 *   std-set      std::set (a node allocated per arming), an iterator kept
 *                per timer for cancelling
 *   std-pq       std::priority_queue with lazy cancellation: a cancelled
 *                timer's entry stays in the heap, marked stale by the
 *                timer's current seq, and is skipped when it comes up
 *   pairing      boost::heap::pairing_heap } a handle kept per timer;
 *   dary4        boost::heap::d_ary_heap,  } cancel and re-arm is
 *                arity 4, mutable          } update(handle, new entry)
 *
 * Firing is pop + push everywhere (the hold model's two operations).
 */

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <queue>
#include <set>
#include <vector>

#include <boost/heap/d_ary_heap.hpp>
#include <boost/heap/pairing_heap.hpp>
#include <boost/intrusive/avl_set.hpp>
#include <boost/intrusive/set.hpp>

#include "workload.h"

namespace bi = boost::intrusive;
namespace bh = boost::heap;

namespace {

/* A timer as a value: the heaps and std::set hold these. */
struct Ent {
	uint64_t deadline;
	uint64_t seq;
	uint32_t id;

	bool operator<(const Ent &o) const
	{
		return deadline < o.deadline ||
		    (deadline == o.deadline && seq < o.seq);
	}
	bool operator>(const Ent &o) const { return o < *this; }
};

/* What every queue keeps besides its container. */
struct Clock {
	size_t n;
	uint64_t now, seq, sum;

	explicit Clock(size_t n_) : n(n_), now(0), seq(n_), sum(0) {}
	Ent fire(const Ent &e)
	{
		now = e.deadline;
		sum = wl_fold(sum, e.id, e.deadline);
		return e;
	}
	Ent arm(uint32_t id, uint32_t delay) { return Ent{ now + delay, seq++, id }; }
};

/*
 * The wl_impl of a queue class Q with a constructor (n, deadlines),
 * check() and the two halves of a step: fire_and_arm(delay) and
 * rearm(id, delay).
 */
template <class Q> struct Impl {
	static void *create(size_t n, const uint64_t *deadline) { return new Q(n, deadline); }
	static void destroy(void *q) { delete static_cast<Q *>(q); }
	static const char *check(void *q) { return static_cast<Q *>(q)->check(); }
	static uint64_t run(void *arg, const wl_steps *s, size_t from, size_t to)
	{
		Q *q = static_cast<Q *>(arg);

		for (size_t j = from; j < to; j++) {
			q->fire_and_arm(s->delay[j]);
			if (s->cancel[j] != WL_NONE)
				q->rearm(s->cancel[j], s->cdelay[j]);
		}
		return q->c.sum;
	}
	static wl_impl make(const char *name, int role, const char *desc)
	{
		wl_impl im = {};

		im.id.name = name;
		im.id.role = role;
		im.id.desc = desc;
		im.create = create;
		im.destroy = destroy;
		im.check = check;
		im.run = run;
		return im;
	}
};

/* --- Boost.Intrusive ---------------------------------------------------- */

template <class Hook> struct BTimer {
	uint64_t deadline;
	uint64_t seq;
	Hook hook;

	bool operator<(const BTimer &o) const
	{
		return deadline < o.deadline ||
		    (deadline == o.deadline && seq < o.seq);
	}
};

typedef bi::set_member_hook<bi::optimize_size<true>, bi::link_mode<bi::normal_link>> RbHook;
typedef bi::avl_set_member_hook<bi::optimize_size<true>, bi::link_mode<bi::normal_link>> AvlHook;
typedef BTimer<RbHook> RbTimer;
typedef BTimer<AvlHook> AvlTimer;
typedef bi::set<RbTimer, bi::member_hook<RbTimer, RbHook, &RbTimer::hook>,
    bi::constant_time_size<false>> RbSet;
typedef bi::avl_set<AvlTimer, bi::member_hook<AvlTimer, AvlHook, &AvlTimer::hook>,
    bi::constant_time_size<false>> AvlSet;

template <class Set, class Node> struct IntrusiveQ {
	Clock c;
	std::vector<Node> t;
	Set s;

	IntrusiveQ(size_t n, const uint64_t *deadline) : c(n), t(n)
	{
		for (size_t i = 0; i < n; i++) {
			t[i].deadline = deadline[i];
			t[i].seq = i;
			s.insert(t[i]);
		}
	}
	~IntrusiveQ() { s.clear(); }
	const char *check()
	{
		size_t cnt = 0;
		const Node *prev = nullptr;

		for (const Node &x : s) {
			if (prev != nullptr && !(*prev < x))
				return "timers out of order";
			prev = &x;
			cnt++;
		}
		return cnt == c.n ? nullptr : "wrong number of timers";
	}
	void arm(Node &x, uint32_t delay)
	{
		x.deadline = c.now + delay;
		x.seq = c.seq++;
		s.insert(x);
	}
	void fire_and_arm(uint32_t delay)
	{
		Node &x = *s.begin();

		s.erase(s.begin());
		c.fire(Ent{ x.deadline, x.seq, static_cast<uint32_t>(&x - &t[0]) });
		arm(x, delay);
	}
	void rearm(uint32_t id, uint32_t delay)
	{
		s.erase(s.iterator_to(t[id]));
		arm(t[id], delay);
	}
};

/* --- std::set ----------------------------------------------------------- */

struct StdSetQ {
	Clock c;
	std::set<Ent> s;
	std::vector<std::set<Ent>::iterator> it;

	StdSetQ(size_t n, const uint64_t *deadline) : c(n), it(n)
	{
		for (size_t i = 0; i < n; i++)
			it[i] = s.insert(Ent{ deadline[i], i, static_cast<uint32_t>(i) }).first;
	}
	const char *check()
	{
		if (s.size() != c.n)
			return "wrong number of timers";
		for (size_t i = 0; i < c.n; i++)
			if (it[i]->id != i)
				return "iterator table is wrong";
		return nullptr;
	}
	void fire_and_arm(uint32_t delay)
	{
		Ent e = c.fire(*s.begin());

		s.erase(s.begin());
		it[e.id] = s.insert(c.arm(e.id, delay)).first;
	}
	void rearm(uint32_t id, uint32_t delay)
	{
		s.erase(it[id]);
		it[id] = s.insert(c.arm(id, delay)).first;
	}
};

/* --- std::priority_queue, lazy cancellation ----------------------------- */

struct LazyPQ {
	Clock c;
	std::priority_queue<Ent, std::vector<Ent>, std::greater<Ent>> h;
	std::vector<uint64_t> live;	/* per timer: the seq of its live entry */

	LazyPQ(size_t n, const uint64_t *deadline) : c(n), live(n)
	{
		for (size_t i = 0; i < n; i++) {
			h.push(Ent{ deadline[i], i, static_cast<uint32_t>(i) });
			live[i] = i;
		}
	}
	const char *check()
	{
		return h.size() >= c.n ? nullptr : "fewer entries than timers";
	}
	void fire_and_arm(uint32_t delay)
	{
		while (h.top().seq != live[h.top().id])
			h.pop();	/* a cancelled timer's old entry */
		Ent e = c.fire(h.top());

		h.pop();
		rearm(e.id, delay);
	}
	void rearm(uint32_t id, uint32_t delay)
	{
		Ent e = c.arm(id, delay);

		live[id] = e.seq;
		h.push(e);
	}
};

/* --- Boost.Heap with mutable handles ------------------------------------ */

template <class Heap> struct HandleQ {
	Clock c;
	Heap h;
	std::vector<typename Heap::handle_type> hd;

	HandleQ(size_t n, const uint64_t *deadline) : c(n), hd(n)
	{
		for (size_t i = 0; i < n; i++)
			hd[i] = h.push(Ent{ deadline[i], i, static_cast<uint32_t>(i) });
	}
	const char *check()
	{
		if (h.size() != c.n)
			return "wrong number of timers";
		for (size_t i = 0; i < c.n; i++)
			if ((*hd[i]).id != i)
				return "handle table is wrong";
		return nullptr;
	}
	void fire_and_arm(uint32_t delay)
	{
		Ent e = c.fire(h.top());

		h.pop();
		hd[e.id] = h.push(c.arm(e.id, delay));
	}
	void rearm(uint32_t id, uint32_t delay)
	{
		h.update(hd[id], c.arm(id, delay));
	}
};

typedef bh::pairing_heap<Ent, bh::compare<std::greater<Ent>>> Pairing;
typedef bh::d_ary_heap<Ent, bh::arity<4>, bh::mutable_<true>,
    bh::compare<std::greater<Ent>>> Dary4;

} // namespace

extern "C" {

extern const wl_impl wl_boost_rb, wl_boost_avl, wl_std_set, wl_std_pq,
    wl_pairing, wl_dary4;

const wl_impl wl_boost_rb = Impl<IntrusiveQ<RbSet, RbTimer>>::make("boost-rb",
    WL_TREE, "boost::intrusive::set (red-black), optimize_size<true>");
const wl_impl wl_boost_avl = Impl<IntrusiveQ<AvlSet, AvlTimer>>::make("boost-avl",
    WL_TREE, "boost::intrusive::avl_set, optimize_size<true>");
const wl_impl wl_std_set = Impl<StdSetQ>::make("std-set", WL_TREE,
    "std::set<timer> (libstdc++), an iterator per timer");
const wl_impl wl_std_pq = Impl<LazyPQ>::make("std-pq", WL_HEAP,
    "std::priority_queue (binary heap), lazy cancellation");
const wl_impl wl_pairing = Impl<HandleQ<Pairing>>::make("pairing", WL_HEAP,
    "boost::heap::pairing_heap, update(handle) to re-arm");
const wl_impl wl_dary4 = Impl<HandleQ<Dary4>>::make("dary4", WL_HEAP,
    "boost::heap::d_ary_heap<arity 4, mutable>, update(handle) to re-arm");

}
