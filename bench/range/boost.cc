/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * boost.cc: Boost.Intrusive's rbtree in the range benchmark (range.h):
 * filled by push_back (sorted input: no comparison, no descent), a range
 * removed by erase_and_dispose(lower_bound(lo), lower_bound(hi), d).
 */
#include <cstdint>
#include <cstdlib>
#include <new>

#include <boost/intrusive/rbtree.hpp>

#include "../common/driver.h"
#include "range.h"

namespace bi = boost::intrusive;

namespace {

struct bnode : public bi::set_base_hook<bi::optimize_size<true>> {
	std::uint64_t key;
	bool operator<(const bnode &o) const { return key < o.key; }
};

struct key_less {
	bool operator()(std::uint64_t k, const bnode &n) const
	{ return k < n.key; }
	bool operator()(const bnode &n, std::uint64_t k) const
	{ return n.key < k; }
};

bi::rbtree<bnode> tree;
bnode *nodes;
std::uint64_t have;
std::uint64_t sum;

struct summer {
	void operator()(bnode *n) const { sum += n->key; }
};

void
setup(std::uint64_t n)
{
	if (n > have) {
		std::free(nodes);
		nodes = static_cast<bnode *>(xcalloc(n, sizeof(bnode)));
		for (std::uint64_t i = 0; i < n; i++)
			new (&nodes[i]) bnode();
		have = n;
	}
	for (std::uint64_t i = 0; i < n; i++)
		nodes[i].key = i;
}

void
fill(std::uint64_t n)
{
	for (std::uint64_t i = 0; i < n; i++)
		tree.push_back(nodes[i]);
}

std::uint64_t
cut(std::uint64_t lo, std::uint64_t k)
{
	sum = 0;
	tree.erase_and_dispose(tree.lower_bound(lo, key_less()),
	    tree.lower_bound(lo + k, key_less()), summer());
	return sum;
}

void
restore(std::uint64_t lo, std::uint64_t k)
{
	for (std::uint64_t i = lo; i < lo + k; i++)
		tree.insert_unique(nodes[i]);
}

void
clear()
{
	tree.clear();
}

}

extern "C" const struct range_impl range_boost = { "Boost.Intrusive rbtree",
    "push_back; erase_and_dispose(lower_bound(lo), lower_bound(hi))",
    setup, fill, nullptr, cut, restore, clear };
