/*
 * Debug mode with tree.h's default TREE_DEBUG_REPORT (print to stderr,
 * then abort), exercised in a forked child whose stderr goes to a file.
 * Used by test_debug.c.
 */
#define TREE_DEBUG
#define _POSIX_C_SOURCE 200809L

#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tree.h"

#ifndef TREE_DEBUG_REPORT
#error "tree.h in debug mode defines no default TREE_DEBUG_REPORT"
#endif

#include "debug_default.h"

struct fnode {
	int key;
	RB_ENTRY(fnode) link;
};

static int
fnode_cmp(struct fnode *a, struct fnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(ft, fnode);
RB_GENERATE_STATIC(ft, fnode, link, fnode_cmp)

static struct ft fhead = RB_INITIALIZER(&fhead);
static struct fnode felm[2];

static void
on_abort(int sig)
{
	static const char mark[] = DEFAULT_REPORT_ABORTED;
	ssize_t r;

	(void)sig;
	/* abort() was called: say so on the pipe (the exit status is not
	 * reliable under valgrind, which may replace it). */
	r = write(2, mark, sizeof(mark) - 1);
	_exit(r < 0);
}

int
default_report_run(char *out, size_t outlen, const void **elm)
{
	FILE *f = tmpfile();
	int status;
	size_t n;
	pid_t pid;

	*elm = &felm[1];
	if (f == NULL || outlen == 0 || (pid = fork()) < 0)
		return -1;
	if (pid == 0) {
		/* the child's stderr is the file (and its offset, shared) */
		if (dup2(fileno(f), 2) < 0 ||
		    signal(SIGABRT, on_abort) == SIG_ERR)
			_exit(2);
		felm[0].key = 1;
		felm[1].key = 2;
		(void)RB_INSERT(ft, &fhead, &felm[0]);
		(void)RB_INSERT(ft, &fhead, &felm[1]);
		(void)RB_INSERT(ft, &fhead, &felm[1]);	/* reported */
		_exit(0);
	}
	if (waitpid(pid, &status, 0) != pid)
		return -1;
	rewind(f);
	n = fread(out, 1, outlen - 1, f);
	out[n] = '\0';
	(void)fclose(f);
	return WIFEXITED(status) ? 0 : -1;
}
