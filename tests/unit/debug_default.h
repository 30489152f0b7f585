/* The default TREE_DEBUG_REPORT, run in a child process (debug_default.c). */
#ifndef TESTS_DEBUG_DEFAULT_H
#define TESTS_DEBUG_DEFAULT_H

#include <stddef.h>

/* Written on stderr by the child when abort() is called. */
#define DEFAULT_REPORT_ABORTED	"<abort() called>\n"

/*
 * Inserts an element twice in a child, with debug mode's default report.
 * Returns 0 once the child has exited, -1 on errors; out gets what it
 * wrote on stderr (then DEFAULT_REPORT_ABORTED if it called abort()),
 * *elm the element inserted twice.
 */
int default_report_run(char *out, size_t outlen, const void **elm);

#endif /* TESTS_DEBUG_DEFAULT_H */
