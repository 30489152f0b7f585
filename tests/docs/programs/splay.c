/*
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * A splay tree: each lookup leaves the element it found at the root.
 * make docs-snippets builds it like the programs of tree.3 and compares
 * its output with splay.expected.
 */

#include <stdio.h>
#include "tree.h"

struct page {
	SPLAY_ENTRY(page) link;
	int		 no;
};

static int
pagecmp(struct page *a, struct page *b)
{
	return ((a->no > b->no) - (a->no < b->no));
}

SPLAY_HEAD(pagetree, page);
SPLAY_PROTOTYPE(pagetree, page, link, pagecmp)
SPLAY_GENERATE(pagetree, page, link, pagecmp)

int
main(void)
{
	static struct page pg[8];
	struct pagetree head = SPLAY_INITIALIZER(&head);
	struct page key, *p;
	int i;

	for (i = 0; i < 8; i++) {
		pg[i].no = (i * 5) % 8;		/* 0 5 2 7 4 1 6 3 */
		SPLAY_INSERT(pagetree, &head, &pg[i]);
	}
	printf("root after inserting: %d\n", SPLAY_ROOT(&head)->no);

	/* Every lookup moves what it finds to the root. */
	key.no = 2;
	p = SPLAY_FIND(pagetree, &head, &key);
	printf("found %d, root now %d\n", p->no, SPLAY_ROOT(&head)->no);
	p = SPLAY_MIN(pagetree, &head);
	printf("min %d, root now %d\n", p->no, SPLAY_ROOT(&head)->no);

	key.no = 5;
	if ((p = SPLAY_FIND(pagetree, &head, &key)) != NULL)
		SPLAY_REMOVE(pagetree, &head, p);
	printf("without 5:");
	SPLAY_FOREACH(p, pagetree, &head)
		printf(" %d", p->no);
	printf("\n");
	return (0);
}
