/*
 * Traces of the random program of trace_prog.h, which is compiled twice:
 * once against Debian's libbsd <bsd/sys/tree.h> (trace_bsd.c) and once
 * against tree.h (trace_ours.c).  test_libbsd.c compares the two traces.
 */
#ifndef TESTS_TRACE_H
#define TESTS_TRACE_H

#include <stddef.h>
#include <stdlib.h>

#include "model.h"

enum trace_op {
	T_RB_INSERT,		/* result key, or -1 for NULL */
	T_RB_DUP,
	T_RB_REMOVE,
	T_RB_FIND,
	T_RB_NFIND,
	T_RB_NEXT,
	T_RB_PREV,
	T_RB_MIN,
	T_RB_MAX,
	T_RB_EMPTY,
	T_RB_FOREACH,		/* one record per visited key, then -1 */
	T_RB_FOREACH_REVERSE,
	T_RB_FOREACH_FROM,
	T_RB_FOREACH_REVERSE_FROM,
	T_RB_FOREACH_SAFE,	/* visited key, and 1 if it was removed */
	T_RB_FOREACH_REVERSE_SAFE,
	T_SP_INSERT,
	T_SP_DUP,
	T_SP_REMOVE,
	T_SP_REMOVE_KEY,
	T_SP_FIND,
	T_SP_NEXT,
	T_SP_MIN,
	T_SP_MAX,
	T_SP_EMPTY,
	T_SP_FOREACH,
	T_NOPS
};

static const char *const trace_op_names[T_NOPS] = {
	"RB_INSERT", "RB_INSERT (duplicate)", "RB_REMOVE", "RB_FIND",
	"RB_NFIND", "RB_NEXT", "RB_PREV", "RB_MIN", "RB_MAX", "RB_EMPTY",
	"RB_FOREACH", "RB_FOREACH_REVERSE", "RB_FOREACH_FROM",
	"RB_FOREACH_REVERSE_FROM", "RB_FOREACH_SAFE",
	"RB_FOREACH_REVERSE_SAFE", "SPLAY_INSERT", "SPLAY_INSERT (duplicate)",
	"SPLAY_REMOVE", "SPLAY_REMOVE (by key)", "SPLAY_FIND", "SPLAY_NEXT",
	"SPLAY_MIN", "SPLAY_MAX", "SPLAY_EMPTY", "SPLAY_FOREACH",
};

struct trace_rec {
	long step;
	int op;
	long long val;
};

struct trace {
	struct trace_rec *v;
	size_t n;
	size_t cap;
	int oom;
};

static inline void
trace_init(struct trace *t)
{
	t->v = NULL;
	t->n = t->cap = 0;
	t->oom = 0;
}

static inline void
trace_free(struct trace *t)
{
	free(t->v);
	trace_init(t);
}

static inline void
trace_push(struct trace *t, long step, int op, long long val)
{
	if (t->n == t->cap) {
		size_t ncap = t->cap ? 2 * t->cap : 4096;
		struct trace_rec *nv = realloc(t->v, ncap * sizeof(*nv));
		if (nv == NULL) {
			t->oom = 1;
			return;
		}
		t->v = tt_keep(nv);
		t->cap = ncap;
	}
	t->v[t->n].step = step;
	t->v[t->n].op = op;
	t->v[t->n].val = val;
	t->n++;
}

void trace_run_bsd(unsigned long long seed, long ops, struct trace *t);
void trace_run_ours(unsigned long long seed, long ops, struct trace *t);

#endif /* TESTS_TRACE_H */
