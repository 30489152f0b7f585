/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Misaligned nodes.  tree.h keeps two balance bits in the low bits of the
 * parent pointer, so element addresses must be multiples of 4.
 *
 * Built normally (C11, C++11 or GNU C), this file must NOT compile: the
 * node type is packed to 1-byte alignment and tree.h's static assertion
 * says "tree.h: elements must be at least 4-byte aligned", or before C11
 * names the typedef tree_h_elements_must_be_4_byte_aligned (mk/quality.mk
 * checks the message with gcc -m32 and for the cross targets;
 * tests/compile/cases/align-*.c natively).
 *
 * Built with -DALIGN_FALLBACK -std=c99, tree.h sees what a compiler
 * without static assertions shows it (C99 and __GNUC__ undefined after
 * the system headers: no _Static_assert, no __alignof__, no typeof), and
 * the file compiles; with -DTREE_DEBUG the debug mode must then
 * report an element at an address that is not a multiple of 4 when it
 * is inserted, before linking it, and accept one at an aligned address.
 * Prints "align-fallback: N passed, N failed".
 */
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

static int reports;
static const char *last_msg;

#ifdef ALIGN_FALLBACK
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#undef __GNUC__		/* tree.h: neither C11, C++11 nor GNU C */

/* Record the report and leave the operation, as the default abort() would. */
static jmp_buf env;

static void
report(const char *msg)
{
	reports++;
	last_msg = msg;
	longjmp(env, 1);
}
#define TREE_DEBUG_REPORT(tree, op, elm, msg)				\
	((void)(tree), (void)(op), (void)(elm), report(msg))
#endif

#include "tree.h"

#pragma pack(1)
struct pnode {
	char		tag;
	RB_ENTRY(pnode)	link;
	int		key;
};
#pragma pack()

static int
pnode_cmp(struct pnode *a, struct pnode *b)
{
	return ((a->key > b->key) - (a->key < b->key));
}

RB_HEAD(ptree, pnode);
RB_GENERATE_STATIC(ptree, pnode, link, pnode_cmp)

int
main(void)
{
	/* Storage aligned for pointers; elements placed at chosen offsets. */
	static union {
		void		*align;
		unsigned char	b[8 * sizeof(struct pnode) + 16];
	} buf;
	struct ptree head = RB_INITIALIZER(&head);
	struct pnode *ok4, *odd;
	int passed = 0, failed = 0;

	buf.align = NULL;
	memset(buf.b, 0, sizeof(buf.b));
	ok4 = (struct pnode *)(void *)(buf.b + 0);
	odd = (struct pnode *)(void *)(buf.b + 4 * sizeof(struct pnode) + 1);
	ok4->key = 1;
	odd->key = 2;

	printf("sizeof(struct pnode) = %u (packed)\n", (unsigned)sizeof(struct pnode));
	/* An aligned element of a packed type: accepted, no report. */
	if (RB_INSERT(ptree, &head, ok4) == NULL && reports == 0 &&
	    RB_MIN(ptree, &head) == ok4) {
		printf("ok: element at an aligned address accepted\n");
		passed++;
	} else {
		printf("FAILED: element at an aligned address\n");
		failed++;
	}
#ifdef TREE_DEBUG
	/* A misaligned one: reported by RB_INSERT. */
	if (setjmp(env) == 0)
		(void)RB_INSERT(ptree, &head, odd);
	if (reports == 1 && RB_VALIDATE(ptree, &head) == NULL &&
	    RB_MAX(ptree, &head) == ok4 && last_msg != NULL &&
	    strcmp(last_msg, "element is not 4-byte aligned; "
	    "align its type to 4 at least") == 0) {
		printf("ok: debug mode: \"%s\"\n", last_msg);
		passed++;
	} else {
		printf("FAILED: misaligned element: %d reports, last: %s\n",
		    reports, last_msg != NULL ? last_msg : "-");
		failed++;
	}
#endif
	printf("align-fallback: %d passed, %d failed\n", passed, failed);
	return (failed == 0 ? 0 : 1);
}
