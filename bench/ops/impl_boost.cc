/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * impl_boost.cc: the benchmark's batches (batches.h) on Boost.Intrusive,
 * compiled once per container into its own object:
 *
 *   -DIMPL_SYM=impl_boost_rb -DIMPL_NAME='"boost-rb"' -DIMPL_ROLE=ROLE_PEER
 *   -DIMPL_AVL     boost::intrusive::avl_set instead of set (red-black)
 *
 * Both with optimize_size<true> (3-word hook: the parent word carries the
 * balance), normal_link (no unlink bookkeeping) and
 * constant_time_size<false> (no element count): Boost at its leanest, as
 * close as it gets to tree.h plain.  The header node keeps the leftmost,
 * so begin() is O(1).  The order is the "less than" of the comparator
 * shape (cmp.h, -DBENCH_CMP).
 */

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

#include <boost/intrusive/avl_set.hpp>
#include <boost/intrusive/set.hpp>

#include "bench.h"
#include "../common/cmp.h"

namespace bi = boost::intrusive;

#ifdef IMPL_AVL
typedef bi::avl_set_member_hook<bi::optimize_size<true>,
    bi::link_mode<bi::normal_link>> Hook;
#define IMPL_DESC	"boost::intrusive::avl_set, optimize_size<true>, " \
    "normal_link (AVL, 3 words)"
#else
typedef bi::set_member_hook<bi::optimize_size<true>,
    bi::link_mode<bi::normal_link>> Hook;
#define IMPL_DESC	"boost::intrusive::set, optimize_size<true>, " \
    "normal_link (red-black, 3 words)"
#endif

struct node {
	NODE_KEY_FIELDS
	Hook link;
};

#define CMP_NODE_DEFINED
#include "../common/cmp.h"

/* The "less than" of the comparator shape (cmp.h). */
struct NodeLess {
	bool operator()(const node &a, const node &b) const
	{
		return node_less(&a, &b);
	}
};

#ifdef IMPL_AVL
typedef bi::avl_set<node, bi::member_hook<node, Hook, &node::link>,
    bi::compare<NodeLess>, bi::constant_time_size<false>> Set;
#else
typedef bi::set<node, bi::member_hook<node, Hook, &node::link>,
    bi::compare<NodeLess>, bi::constant_time_size<false>> Set;
#endif

/* The node at it, NULL at the end (the compiler learns that &*it is not). */
static inline node *
boost_node(Set *h, Set::iterator it)
{
	node *x = &*it;

	if (it == h->end())
		return (NULL);
	if (x == NULL)
		__builtin_unreachable();
	return (x);
}

static inline node *
boost_pop_min(Set *h)
{
	Set::iterator it = h->begin();
	node *x = &*it;

	h->erase(it);
	return (x);
}

#define T_HEAD			Set
#define T_INIT(h)		new (h) Set()
#define T_FINI(h)		(h)->~Set()
#define T_NODE_INIT(x)		new (x) node()
#define T_INSERT(h, x)		((h)->insert(*(x)).second ? NULL : (x))
#define T_REMOVE(h, x)		(h)->erase(Set::s_iterator_to(*(x)))
#define T_MIN(h)		(&*(h)->begin())
#define T_NEXT(h, x)		boost_node(h, ++Set::s_iterator_to(*(x)))
#define T_FIND(h, q)		boost_node(h, (h)->find(*(q)))
#define T_POP_MIN(h)		boost_pop_min(h)
#define T_REPLACE(h, x, y)	\
    (h)->replace_node(Set::s_iterator_to(*(x)), *(y))

#include "batches.h"
