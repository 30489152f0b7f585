/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The main() of the cases that need no other: one element into the tree
 * of struct tree (elements with a key, linked by link); exit 0 if it is
 * the valid tree's minimum (with INSERT_ONLY: if it was inserted).
 */
int
main(void)
{
	struct tree head = RB_INITIALIZER(&head);
	struct node n;

	n.key = 1;
	if (RB_INSERT(tree, &head, &n) != NULL)
		return (1);
#ifdef INSERT_ONLY	/* a split instantiation: INSERT and what it needs */
	return (0);
#else
	return (RB_VALIDATE(tree, &head) == NULL &&
	    RB_MIN(tree, &head) == &n ? 0 : 1);
#endif
}
