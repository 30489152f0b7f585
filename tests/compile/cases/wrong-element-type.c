/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * An element of the wrong type passed to RB_INSERT / RB_REMOVE / RB_FIND /
 * RB_NEXT, or the wrong head: must not compile.
 *
 * @must: fail
 * @flags-c: -Werror=incompatible-pointer-types
 * @variants: -DBAD_INSERT | -DBAD_REMOVE | -DBAD_FIND | -DBAD_NEXT | -DBAD_HEAD
 * @expect: incompatible pointer type
 * @expect-c++: cannot convert|cannot initialize a parameter|no matching function
 */
#include "tree.h"
#include "node.h"

struct other {
	RB_ENTRY(other)	link;
	int		key;
};

static int
ocmp(struct other *a, struct other *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)
RB_HEAD(otree, other);
RB_GENERATE_STATIC(otree, other, link, ocmp)

int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct otree ohead = RB_INITIALIZER(&ohead);
	struct node n;
	struct other o;

	n.key = o.key = 1;
	RB_INSERT(otree, &ohead, &o);
#if defined(BAD_INSERT)
	RB_INSERT(tree, &head, &o);
#elif defined(BAD_REMOVE)
	RB_REMOVE(tree, &head, &o);
#elif defined(BAD_FIND)
	(void)RB_FIND(tree, &head, &o);
#elif defined(BAD_NEXT)
	(void)RB_NEXT(tree, &head, &o);
#elif defined(BAD_HEAD)
	RB_INSERT(tree, &ohead, &n);
#endif
	RB_INSERT(tree, &head, &n);
	return (RB_MIN(tree, &head) == &n ? 0 : 1);
}
