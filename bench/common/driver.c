/*-
 * SPDX-License-Identifier: BSD-2-Clause
 *
 * driver.c: what the benchmark programs share to drive a run (driver.h).
 */

#define _GNU_SOURCE		/* RUSAGE_THREAD */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "driver.h"

const char *prog = "bench";
const struct impl_id *lineup[MAXIMPLS];
int nimpls;
double t_start, load_start, load_end;

void
die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fprintf(stderr, "%s: ", prog);
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "\n");
	va_end(ap);
	exit(1);
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		die("out of memory");
	return (p);
}

void *
xalign(size_t bytes)
{
	void *p = NULL;

	if (posix_memalign(&p, 64, bytes ? bytes : 64) != 0)
		die("out of memory");
	return (p);
}

double
now_s(void)
{
	return (now_ns() * 1e-9);
}

/* Involuntary context switches of this thread so far. */
long
preemptions(void)
{
	struct rusage ru;

	if (getrusage(RUSAGE_THREAD, &ru) != 0)
		return (0);
	return (ru.ru_nivcsw);
}

/* Is name one of the comma-separated list? */
int
in_list(const char *list, const char *name)
{
	size_t len = strlen(name);
	const char *p;

	for (p = list; (p = strstr(p, name)) != NULL; p += len)
		if ((p == list || p[-1] == ',') &&
		    (p[len] == ',' || p[len] == '\0'))
			return (1);
	return (0);
}

/*
 * on[i] = whether names[i] is in the comma-separated list; a name in the
 * list that is none of them is an error (what: the kind of name).
 */
void
parse_names(const char *list, const char *const *names, int n, int *on,
    const char *what)
{
	char *dup = strdup(list), *tok, *save = NULL;
	int i;

	for (i = 0; i < n; i++)
		on[i] = in_list(list, names[i]);
	for (tok = strtok_r(dup, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < n && strcmp(tok, names[i]) != 0; i++)
			continue;
		if (i == n)
			die("unknown %s '%s'", what, tok);
	}
	free(dup);
}

/*
 * The indices of the names of the list among names[0 .. n - 1] (n <= 16),
 * in the order of names, into idx; their count, at least 1.
 */
int
parse_indices(const char *list, const char *const *names, int n, int *idx,
    const char *what)
{
	int on[16], i, cnt = 0;

	parse_names(list, names, n, on, what);
	for (i = 0; i < n; i++)
		if (on[i])
			idx[cnt++] = i;
	if (cnt == 0)
		die("no %s in '%s'", what, list);
	return (cnt);
}

/* A comma list of numbers into v (at most max of them); their count. */
int
parse_list(const char *s, size_t *v, int max, unsigned long lo,
    unsigned long hi, const char *what)
{
	char *dup = strdup(s), *tok, *save = NULL, *end;
	int cnt = 0;

	for (tok = strtok_r(dup, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		unsigned long x = strtoul(tok, &end, 10);

		if (*end != '\0' || x < lo || x > hi || cnt == max)
			die("bad %s list '%s' (%lu to %lu, at most %d)", what,
			    s, lo, hi, max);
		v[cnt++] = x;
	}
	free(dup);
	if (cnt == 0)
		die("empty %s list", what);
	return (cnt);
}

/*
 * The lineup: the implementations of the NULL-terminated registry named
 * in the comma-separated list (NULL: all of them), in the registry's
 * order; a name of no implementation linked in selects nothing.
 */
void
select_impls(const struct impl_id *const *registry, const char *list,
    const char *what)
{
	const struct impl_id *const *p;

	nimpls = 0;
	for (p = registry; *p != NULL; p++) {
		if (list != NULL && !in_list(list, (*p)->name))
			continue;
		if (nimpls == MAXIMPLS)
			die("too many %ss", what);
		lineup[nimpls++] = *p;
	}
	if (nimpls == 0)
		die("no %s selected", what);
}

/* The first implementation of the lineup in the role, -1 if none. */
int
find_role(int role)
{
	int i;

	for (i = 0; i < nimpls; i++)
		if (lineup[i]->role == role)
			return (i);
	return (-1);
}

void
run_start(void)
{
	double load[3] = { 0, 0, 0 };

	getloadavg(load, 3);
	load_start = load[0];
	t_start = now_s();
}

void
run_end(void)
{
	double load[3] = { 0, 0, 0 };

	getloadavg(load, 3);
	load_end = load[0];
}
