/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * A FreeBSD-style global hook defined after the #include redefines
 * tree.h's default: a warning, so an error under -Werror, whose note
 * quotes tree.h's line saying what to do (tree.3, Augmentation).  The
 * variants define RB_AUGMENT_CHECK, then RB_AUGMENT alone.  With
 * UNDEF_FIRST (augment-after-include-undef.c) the program does what the
 * page says, an #undef first, and must build and use the hook.  With
 * OBJECT_LIKE (augment-object-like.c) the hook is an object-like macro.
 *
 * @must: fail
 * @flags: -Werror
 * @variants: | -DLATE_RB_AUGMENT
 * @expect: [Dd]efine hooks before tree\.h
 * @max-errors: 1
 */
#include "tree.h"

struct node;
static int node_size(struct node *);
#if defined(OBJECT_LIKE)
#undef RB_AUGMENT
#define RB_AUGMENT		node_size
#elif defined(LATE_RB_AUGMENT)
#ifdef UNDEF_FIRST
#undef RB_AUGMENT
#endif
#define RB_AUGMENT(x)		node_size(x)
#else
#ifdef UNDEF_FIRST
#undef RB_AUGMENT_CHECK
#endif
#define RB_AUGMENT_CHECK(x)	node_size(x)
#endif

#define NODE_SIZE
#include "node.h"

RB_HEAD(tree, node);
RB_GENERATE_STATIC(tree, node, link, cmp)

/* Exit 0 if the hook kept the subtree sizes: 33 elements are left. */
int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node n[50];
	int i;

	for (i = 0; i < 50; i++) {
		n[i].key = (i * 7) % 50;
		n[i].size = 1;
		if (RB_INSERT(tree, &head, &n[i]) != NULL)
			return (1);
	}
	for (i = 0; i < 50; i += 3)
		RB_REMOVE(tree, &head, &n[i]);
	return (RB_ROOT(&head)->size == 33 ? 0 : 1);
}
