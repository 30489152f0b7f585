/*
 * Debug mode (TREE_DEBUG): each runtime check fires, with the exact message
 * of the API contract, on the tree of tests/cases/inst.h through its
 * report hook (tests/cases/misuse.h's cases, one test per group, which the
 * coverage and mutation driver and the cross driver run too); RB_VALIDATE
 * reports corruption (tests/cases/corruption.h) without a debug report; no check
 * fires during a normal random run; and tree.h's default report prints,
 * then aborts.
 */
#define COV_DEBUG	/* inst.h in debug mode, misuse.h's cases */

/* the instantiation, shared with make coverage and make mutate; before
 * the engine, which gives new elements unlinked links in debug mode */
#include "cases/inst.h"
#include "tree.h"
#include "eng_test.h"
#include "cases/misuse.h"
#include "debug_default.h"

#define C7_NAME		itree
#define C7_TYPE		struct node
#define C7_FIELD	entry
#include "cases/corruption.h"

static void
debug_case(void (*fn)(struct eng_run *))
{
	struct eng_run r;
	const char *err = mis_run_case(&r, fn, test_seed(0xdeb60002ULL));

	cr_assert(err == NULL, "%s", err);
}

Test(debug, insert_element_already_in_tree)
{
	debug_case(mis_already_in);
}

Test(debug, element_of_another_tree)
{
	debug_case(mis_other_tree);
}

Test(debug, removed_element)
{
	debug_case(mis_removed);
}

Test(debug, positional_insert_out_of_order)
{
	debug_case(mis_positional);
}

Test(debug, comparator_not_a_total_order)
{
	debug_case(mis_comparator);
}

Test(debug, replacement_with_another_key)
{
	debug_case(mis_replace_key);
}

Test(debug, misaligned_element)
{
	debug_case(mis_misaligned);
}

Test(debug, garbage_links_and_copies)
{
	debug_case(mis_garbage);
}

Test(debug, garbage_links_accepted)
{
	debug_case(mis_garbage_accepted);
}

Test(debug, links_never_set)
{
	debug_case(mis_never_set);
}

Test(debug, structure_copy_and_self_replacement)
{
	debug_case(mis_copy);
}

Test(debug, no_comparator_walk_up)
{
	debug_case(mis_no_comparator);
}

Test(debug, range_operations)
{
	debug_case(mis_ranges);
}

/* An unexpected report aborts (misuse.h): RB_VALIDATE must return. */
Test(debug, validate_detects_corruption)
{
	validate_corruption_cases();
}

/* A normal random run in debug mode: a report would fail the run. */
Test(debug, no_report_in_normal_use)
{
	struct eng_cfg cfg = { .seed = test_seed(0xdeb60001ULL),
	    .ops = test_ops(1000000L) / 4 };
	struct eng_run r;

	mis_run = &r;
	cr_assert(eng_run(&r, &itree_eng, &cfg) == 0, "%s", r.msg);
}

/* Without a TREE_DEBUG_REPORT of the program's own: print, then abort. */
Test(debug, default_report_prints_and_aborts)
{
	char out[512], want[256];
	const void *elm;
	int status;

	status = default_report_run(out, sizeof(out), &elm);
	cr_assert(status == 0, "could not run the child");
	snprintf(want, sizeof(want), "tree.h: ft RB_INSERT: element %p: "
	    "element is already in this tree; remove it before inserting it "
	    "again\n" DEFAULT_REPORT_ABORTED, elm);
	cr_assert(strcmp(out, want) == 0, "the default report wrote \"%s\", "
	    "expected \"%s\"", out, want);
}
