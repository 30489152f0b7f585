/*
 * The same seeded random program (trace_prog.h) run through Debian's
 * libbsd <bsd/sys/tree.h> (trace_bsd.c) and through tree.h (trace_ours.c):
 * every recorded result (a key, or NULL) and every in-order sequence must
 * match.  TREE_TEST_OPS overrides the number of steps, TREE_TEST_SEED the
 * seed.
 */
#include <criterion/criterion.h>

#include "model.h"
#include "trace.h"

#define TRACE_OPS	1000000L

static void
compare_traces(unsigned long long seed, long ops)
{
	struct trace bsd, ours;
	size_t i, n;
	long counts[T_NOPS];
	int op;

	trace_init(&bsd);
	trace_init(&ours);
	trace_run_bsd(seed, ops, &bsd);
	trace_run_ours(seed, ops, &ours);
	cr_assert(!bsd.oom && !ours.oom, "out of memory");
	n = bsd.n < ours.n ? bsd.n : ours.n;
	for (i = 0; i < n; i++) {
		const struct trace_rec *a = &bsd.v[i], *b = &ours.v[i];
		if (a->step != b->step || a->op != b->op || a->val != b->val)
			cr_assert_fail("seed=%#llx: trace record %zu differs: "
			    "libbsd: step %ld %s -> %lld; tree.h: step %ld "
			    "%s -> %lld (-1 = NULL)", seed, i, a->step,
			    trace_op_names[a->op], a->val, b->step,
			    trace_op_names[b->op], b->val);
	}
	cr_assert(bsd.n == ours.n, "seed=%#llx: libbsd's trace has %zu "
	    "records, tree.h's %zu", seed, bsd.n, ours.n);
	/* The program must have exercised every operation. */
	memset(counts, 0, sizeof(counts));
	for (i = 0; i < n; i++)
		counts[bsd.v[i].op]++;
	if (ops >= 20000)
		for (op = 0; op < T_NOPS; op++)
			cr_assert(counts[op] > 0, "seed=%#llx: %s never ran",
			    seed, trace_op_names[op]);
	cr_log_info("seed=%#llx: %zu identical records", seed, n);
	trace_free(&bsd);
	trace_free(&ours);
}

Test(libbsd, same_results_as_libbsd)
{
	compare_traces(test_seed(0x11b5d001ULL), test_ops(TRACE_OPS));
}

Test(libbsd, same_results_as_libbsd_small_trees)
{
	/* Short programs: many phases start from tiny or empty trees. */
	unsigned long long seed;
	long ops = test_ops(TRACE_OPS) / 100;

	for (seed = 1; seed <= 20; seed++)
		compare_traces(test_seed(0x11b5d100ULL) + seed,
		    ops < 200 ? 200 : ops);
}
