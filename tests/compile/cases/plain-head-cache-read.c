/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * RB_COUNT and the lockless peeks read the cache of an RB_HEAD_CACHED
 * head; on a plain head the error names the fix, and it is the only one
 * (no "no member named rbh_count" after it, which suggested rbh_root).
 *
 * @must: fail
 * @compilers: gcc:-std=c11 clang:-std=c11 g++:-std=c++11 clang++:-std=c++11 gcc:-std=c99 clang:-std=c99
 * @variants: -DPEEK=RB_COUNT | -DPEEK=RB_COUNT_LOCKLESS | -DPEEK=RB_MIN_LOCKLESS
 * @expect: tree_h_RB_(COUNT|COUNT_LOCKLESS|MIN_LOCKLESS)_needs_an_RB_HEAD_CACHED_head.* (is negative|negative size)
 * @expect-c++: tree_h_needs_an_RB_HEAD_CACHED_head<false>
 * @first-error: yes
 * @max-errors: 1
 * @reject: rbh_count|did you mean
 */
#include "tree.h"
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);

	return (PEEK(tree, &head) ? 1 : 0);
}
