/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A comparator of an unsigned type, whose result is never negative: must
 * not compile, with gcc and clang alike, for RB_ and SPLAY_ trees
 * (SPLAY), and the error names the problem.
 *
 * @must: fail
 * @variants: | -DSPLAY
 * @compilers: gcc:-std=c11 clang:-std=c11 gcc:-std=c99 clang:-std=c99 g++:-std=c++11 clang++:-std=c++11
 * @expect: comparator returns an unsigned type|comparator_must_return_a_signed_type
 * @first-error: yes
 */
#include "tree.h"

struct snode {
	SPLAY_ENTRY(snode)	link;
	unsigned		key;
};

#define OWN_CMP
#include "node.h"

static unsigned
cmp(struct node *a, struct node *b)
{
	return (unsigned)(a->key - b->key);
}

static unsigned
scmp(struct snode *a, struct snode *b)
{
	return (a->key - b->key);
}

#ifdef SPLAY
SPLAY_HEAD(stree, snode);
SPLAY_PROTOTYPE(stree, snode, link, scmp)
SPLAY_GENERATE(stree, snode, link, scmp)

int
main(void)
{
	struct stree head = SPLAY_INITIALIZER(&head);
	struct snode n;

	n.key = 1;
	(void)cmp;
	return (SPLAY_INSERT(stree, &head, &n) != NULL);
}
#else
RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

#include "main.h"
#endif
