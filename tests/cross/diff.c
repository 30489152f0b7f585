/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * Cross-target differential driver: plain C99 and the C library only, so
 * it builds for i386 (gcc -m32), armhf and s390x (cross, static, run
 * under qemu-user) without a test framework.
 *
 *   diff [OPS [SEED]]
 *
 * Runs the test engine's seeded random program (tests/engine/engine.h) of OPS
 * operations (default 200000) on each instantiation of tests/cases/diff_trees.h
 * (test_diff.c's); checks the node sizes (RB_ENTRY is three pointers,
 * SPLAY_ENTRY two, RB_HEAD one; -DEXPECT_RB_ENTRY_SIZE=N also asserts N
 * bytes at compile time); built with -DTREE_DEBUG, also provokes each
 * misuse the debug mode reports and checks the report (tests/cases/misuse.h's
 * cases, which test_debug.c and the coverage driver run too).  Prints one
 * line per check and "N passed, N failed"; exits 1 if any check failed.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef TREE_DEBUG
#define COV_DEBUG	/* inst.h's report hook, misuse.h's cases */
#endif
#include "cases/diff_trees.h"

/* ---- sizes ---------------------------------------------------------- */

#define ENTRY_SIZE	sizeof(((struct node *)0)->entry)
#define SPLAY_ENTRY_SIZE sizeof(((struct snode *)0)->entry)

#ifdef EXPECT_RB_ENTRY_SIZE
/* Compile-time: RB_ENTRY has exactly the size the build asks for. */
typedef char expect_rb_entry_size[ENTRY_SIZE == EXPECT_RB_ENTRY_SIZE ?
    1 : -1];
#endif

static int n_passed, n_failed;

#if defined(__GNUC__)
__attribute__((__format__(__printf__, 2, 3)))
#endif
static void
result(int ok, const char *fmt, ...)
{
	va_list ap;

	(void)printf("%s: ", ok ? "ok" : "FAILED");
	va_start(ap, fmt);
	(void)vprintf(fmt, ap);
	va_end(ap);
	(void)printf("\n");
	if (ok)
		n_passed++;
	else
		n_failed++;
}

static void
check_sizes(void)
{
	union {
		uint32_t	word;
		unsigned char	byte[4];
	} probe;

	probe.word = 0x01020304;
	(void)printf("target: %u-bit pointers, %s-endian\n",
	    (unsigned)(8 * sizeof(void *)), probe.byte[0] == 1 ? "big" :
	    probe.byte[0] == 4 ? "little" : "mixed");
	result(ENTRY_SIZE == 3 * sizeof(void *), "sizeof RB_ENTRY = %u "
	    "(3 pointers = %u)", (unsigned)ENTRY_SIZE,
	    (unsigned)(3 * sizeof(void *)));
	result(SPLAY_ENTRY_SIZE == 2 * sizeof(void *), "sizeof SPLAY_ENTRY = "
	    "%u (2 pointers)", (unsigned)SPLAY_ENTRY_SIZE);
	result(sizeof(struct itree) == sizeof(void *), "sizeof RB_HEAD = %u "
	    "(1 pointer)", (unsigned)sizeof(struct itree));
	result(offsetof(struct enode, link) % 4 == 0 &&
	    sizeof(struct enode) % 4 == 0, "sizeof(struct enode) = %u, "
	    "alignment of its entry's pointers leaves the 2 low bits free",
	    (unsigned)sizeof(struct enode));
}

int
main(int argc, char **argv)
{
	long ops = argc > 1 ? strtol(argv[1], NULL, 0) : 200000L;
	uint64_t seed = argc > 2 ? (uint64_t)strtoull(argv[2], NULL, 0) :
	    UINT64_C(0x7e57c0ffee);
	struct eng_cfg cfg = { .ops = ops };
	struct eng_run r;
	const char *err;
	size_t i;

	(void)setvbuf(stdout, NULL, _IOLBF, 0);
	check_sizes();
	for (i = 0; i < DIFF_NTREES; i++) {
		cfg.seed = seed + i;
#ifdef TREE_DEBUG
		mis_run = &r;	/* a debug report fails the run */
#endif
		err = eng_run(&r, diff_trees[i], &cfg) == 0 ? NULL : r.msg;
		if (err != NULL)
			(void)printf("  %s\n", err);
		result(err == NULL, "%s: %ld random operations, seed %#llx",
		    diff_trees[i]->name, ops, (unsigned long long)cfg.seed);
	}
#ifdef TREE_DEBUG
	/* Each misuse reported by name, the tree intact (tests/cases/misuse.h). */
	for (i = 0; i < MIS_NCASES; i++) {
		if ((err = mis_run_case(&r, mis_cases[i].fn, seed)) != NULL)
			(void)printf("  %s\n", err);
		result(err == NULL, "debug: %s", mis_cases[i].name);
	}
#endif
	(void)printf("cross-diff: %d passed, %d failed\n", n_passed, n_failed);
	return (n_failed == 0 ? 0 : 1);
}
