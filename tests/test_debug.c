/*
 * Debug mode (TREE_DEBUG): each runtime check fires, with the exact message
 * of the API contract, through a TREE_DEBUG_REPORT of our own that records
 * the report and longjmps back into the test; and no check fires during a
 * normal random run.  Compiled with -DTREE_DEBUG (see mk/tests.mk).
 */
#ifndef TREE_DEBUG
#error "tests/test_debug.c must be compiled with -DTREE_DEBUG"
#endif

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "debug_default.h"

static struct {
	int count;
	const char *tree;
	const char *op;
	const void *elm;
	const char *msg;
} rep;
static jmp_buf dbg_jmp;
static int dbg_armed;

static void
dbg_report(const char *tree, const char *op, const void *elm, const char *msg)
{
	rep.count++;
	rep.tree = tree;
	rep.op = op;
	rep.elm = elm;
	rep.msg = msg;
	if (dbg_armed) {
		dbg_armed = 0;
		longjmp(dbg_jmp, 1);
	}
	cr_assert_fail("unexpected TREE_DEBUG report: tree %s, %s, element "
	    "%p: %s", tree, op, elm, msg);
}

#define TREE_DEBUG_REPORT(tree, op, elm, msg)				\
	dbg_report((tree), (op), (const void *)(elm), (msg))

#include "tree.h"

struct dnode {
	int key;
	RB_ENTRY(dnode) link;
};

static int
dnode_cmp(struct dnode *a, struct dnode *b)
{
	return (a->key > b->key) - (a->key < b->key);
}

RB_HEAD(dt, dnode);
RB_GENERATE_STATIC(dt, dnode, link, dnode_cmp)

/*
 * expect_report(op, head, a, b, msg, elm): run one operation, which must
 * report msg about element elm; the report longjmps back here.  The tree
 * operation runs in do_op, called through a volatile pointer so that it
 * is not inlined into the function that calls setjmp.
 */
enum dop {
	D_INSERT,		/* RB_INSERT(head, a) */
	D_REMOVE,		/* RB_REMOVE(head, a) */
	D_NEXT,			/* RB_NEXT(head, a) */
	D_PREV,			/* RB_PREV(head, a) */
	D_REINSERT,		/* RB_REINSERT(head, a) */
	D_INSERT_NEXT,		/* RB_INSERT_NEXT(head, a, b) */
	D_INSERT_PREV		/* RB_INSERT_PREV(head, a, b) */
};

static const char *const dop_names[] = {
	"RB_INSERT", "RB_REMOVE", "RB_NEXT", "RB_PREV", "RB_REINSERT",
	"RB_INSERT_NEXT", "RB_INSERT_PREV",
};

static struct dnode *volatile dop_result;

static void
do_op(enum dop op, struct dt *h, struct dnode *a, struct dnode *b)
{
	switch (op) {
	case D_INSERT:
		dop_result = RB_INSERT(dt, h, a);
		break;
	case D_REMOVE:
		dop_result = RB_REMOVE(dt, h, a);
		break;
	case D_NEXT:
		dop_result = RB_NEXT(dt, h, a);
		break;
	case D_PREV:
		dop_result = RB_PREV(dt, h, a);
		break;
	case D_REINSERT:
		dop_result = RB_REINSERT(dt, h, a);
		break;
	case D_INSERT_NEXT:
		dop_result = RB_INSERT_NEXT(dt, h, a, b);
		break;
	case D_INSERT_PREV:
		dop_result = RB_INSERT_PREV(dt, h, a, b);
		break;
	}
}

static void (*volatile do_op_ptr)(enum dop, struct dt *, struct dnode *,
    struct dnode *) = do_op;

static struct {
	enum dop op;
	const char *msg;
	const void *elm;
} want;

static void
expect_report(enum dop op, struct dt *h, struct dnode *a, struct dnode *b,
    const char *msg, const void *elm)
{
	want.op = op;
	want.msg = msg;
	want.elm = elm;
	memset(&rep, 0, sizeof(rep));
	dbg_armed = 1;
	if (setjmp(dbg_jmp) == 0) {
		do_op_ptr(op, h, a, b);
		dbg_armed = 0;
		cr_assert_fail("%s did not report \"%s\"", dop_names[want.op],
		    want.msg);
	}
	cr_assert(rep.count == 1);
	cr_assert(rep.msg != NULL && strcmp(rep.msg, want.msg) == 0,
	    "%s reported \"%s\", expected \"%s\"", dop_names[want.op],
	    rep.msg ? rep.msg : "(null)", want.msg);
	cr_assert(rep.op != NULL && strcmp(rep.op, dop_names[want.op]) == 0,
	    "%s reported op \"%s\"", dop_names[want.op],
	    rep.op ? rep.op : "(null)");
	cr_assert(rep.tree != NULL && strcmp(rep.tree, "dt") == 0,
	    "%s reported tree \"%s\", expected \"dt\"", dop_names[want.op],
	    rep.tree ? rep.tree : "(null)");
	cr_assert(rep.elm == want.elm, "%s (\"%s\") reported element %p, "
	    "expected %p", dop_names[want.op], want.msg, rep.elm, want.elm);
}

static struct dnode *
dnodes(size_t n)
{
	struct dnode *v = tt_keep(calloc(n, sizeof(*v)));

	cr_assert(v != NULL, "out of memory");
	return v;
}

/* A tree of keys 10, 20, ..., 10*n. */
static void
build(struct dt *h, struct dnode *v, int n)
{
	int i;

	RB_INIT(h);
	for (i = 0; i < n; i++) {
		v[i].key = 10 * (i + 1);
		cr_assert(RB_INSERT(dt, h, &v[i]) == NULL);
	}
	cr_assert(RB_VALIDATE(dt, h) == NULL);
}

Test(debug, insert_element_already_in_tree)
{
	struct dt h;
	struct dnode *v = dnodes(9), n;

	build(&h, v, 9);
	expect_report(D_INSERT, &h, &v[4], NULL,
	    "element is already in this tree", &v[4]);
	cr_assert(RB_VALIDATE(dt, &h) == NULL);
	expect_report(D_INSERT, &h, RB_ROOT(&h), NULL,
	    "element is already in this tree", RB_ROOT(&h));
	expect_report(D_INSERT, &h, &v[0], NULL,
	    "element is already in this tree", &v[0]);
	expect_report(D_INSERT, &h, &v[8], NULL,
	    "element is already in this tree", &v[8]);
	cr_assert(RB_VALIDATE(dt, &h) == NULL);
	/* A different element with an equal key is no error. */
	memset(&n, 0, sizeof(n));
	n.key = 50;
	cr_assert(RB_INSERT(dt, &h, &n) == &v[4]);
	cr_assert(rep.count == 1, "a duplicate key is not a debug error");
	free(v);
}

Test(debug, element_of_another_tree)
{
	struct dt h1, h2, h3;
	struct dnode *v = dnodes(8), *w = dnodes(8), n;

	memset(&n, 0, sizeof(n));
	build(&h1, v, 8);
	build(&h2, w, 8);	/* same keys, other elements */
	RB_INIT(&h3);
	expect_report(D_REMOVE, &h2, &v[3], NULL,
	    "element is not in this tree", &v[3]);
	expect_report(D_REMOVE, &h1, &w[7], NULL,
	    "element is not in this tree", &w[7]);
	expect_report(D_REMOVE, &h3, &v[0], NULL,
	    "element is not in this tree", &v[0]);
	expect_report(D_REINSERT, &h2, &v[3], NULL,
	    "element is not in this tree", &v[3]);
	n.key = 45;
	expect_report(D_INSERT_NEXT, &h2, &v[3], &n,
	    "element is not in this tree", &v[3]);
	n.key = 35;
	expect_report(D_INSERT_PREV, &h2, &v[3], &n,
	    "element is not in this tree", &v[3]);
	cr_assert(RB_VALIDATE(dt, &h1) == NULL);
	cr_assert(RB_VALIDATE(dt, &h2) == NULL);
	cr_assert(RB_EMPTY(&h3));
	free(v);
	free(w);
}

Test(debug, removed_element)
{
	struct dt h;
	struct dnode *v = dnodes(8), n;

	memset(&n, 0, sizeof(n));
	build(&h, v, 8);
	cr_assert(RB_REMOVE(dt, &h, &v[3]) == &v[3]);
	expect_report(D_REMOVE, &h, &v[3], NULL,
	    "element is not in a tree", &v[3]);
	expect_report(D_NEXT, &h, &v[3], NULL,
	    "element is not in a tree", &v[3]);
	expect_report(D_PREV, &h, &v[3], NULL,
	    "element is not in a tree", &v[3]);
	expect_report(D_REINSERT, &h, &v[3], NULL,
	    "element is not in a tree", &v[3]);
	n.key = 41;
	expect_report(D_INSERT_NEXT, &h, &v[3], &n,
	    "element is not in a tree", &v[3]);
	expect_report(D_INSERT_PREV, &h, &v[3], &n,
	    "element is not in a tree", &v[3]);
	cr_assert(RB_VALIDATE(dt, &h) == NULL);
	/* The root, and the last element, too. */
	cr_assert(RB_REMOVE(dt, &h, RB_ROOT(&h)) != NULL);
	while (!RB_EMPTY(&h)) {
		struct dnode *x = RB_MIN(dt, &h);
		cr_assert(RB_REMOVE(dt, &h, x) == x);
		expect_report(D_NEXT, &h, x, NULL,
	    "element is not in a tree", x);
	}
	/* A removed element can be inserted again, silently. */
	cr_assert(RB_INSERT(dt, &h, &v[3]) == NULL);
	cr_assert(RB_NEXT(dt, &h, &v[3]) == NULL);
	cr_assert(RB_REMOVE(dt, &h, &v[3]) == &v[3]);
	free(v);
}

/*
 * One out-of-order positional insert into a fresh tree 10 20 30 40 50:
 * RB_INSERT_NEXT (next != 0) or RB_INSERT_PREV of key after/before the
 * element with key anchor.  (tree.h checks after linking, so the tree is
 * not reused after a report.)
 */
static void
bad_positional(int next, int anchor, int key)
{
	struct dt h;
	struct dnode *v = dnodes(5), *n = dnodes(1);

	build(&h, v, 5);
	n->key = key;
	if (next)
		expect_report(D_INSERT_NEXT, &h, &v[anchor / 10 - 1], n,
	    "positional insert breaks the order", n);
	else
		expect_report(D_INSERT_PREV, &h, &v[anchor / 10 - 1], n,
	    "positional insert breaks the order", n);
	free(n);
	free(v);
}

Test(debug, positional_insert_out_of_order)
{
	struct dt h;
	struct dnode *v = dnodes(5), n;

	bad_positional(1, 10, 25);	/* not between 10 and 20 */
	bad_positional(1, 10, 20);	/* equal to the next one */
	bad_positional(1, 10, 10);	/* equal to the anchor */
	bad_positional(1, 10, 5);	/* before the anchor */
	bad_positional(1, 50, 45);	/* after the maximum, but smaller */
	bad_positional(0, 20, 35);	/* not between 10 and 20 */
	bad_positional(0, 20, 10);	/* equal to the previous one */
	bad_positional(0, 20, 20);	/* equal to the anchor */
	bad_positional(0, 10, 15);	/* before the minimum, but larger */
	/* In order: no report. */
	memset(&rep, 0, sizeof(rep));
	memset(&n, 0, sizeof(n));
	build(&h, v, 5);
	n.key = 5;
	cr_assert(RB_INSERT_PREV(dt, &h, &v[0], &n) == NULL);
	cr_assert(RB_MIN(dt, &h) == &n);
	cr_assert(RB_VALIDATE(dt, &h) == NULL);
	cr_assert(rep.count == 0);
	free(v);
}

Test(debug, misaligned_element)
{
	/* Elements at odd addresses inside a char buffer: the check must
	 * fire before anything dereferences them (the sanitizer runs would
	 * catch a misaligned access in the comparator). */
	static union {
		struct dnode align;
		unsigned char b[2 * sizeof(struct dnode) + 8];
	} buf;
	struct dt h;
	struct dnode *v = dnodes(3), *odd;

	RB_INIT(&h);
	odd = (struct dnode *)(void *)(buf.b + 1);
	expect_report(D_INSERT, &h, odd, NULL,
	    "element is not 4-byte aligned", odd);
	build(&h, v, 3);
	odd = (struct dnode *)(void *)(buf.b + 2);
	expect_report(D_INSERT, &h, odd, NULL,
	    "element is not 4-byte aligned", odd);
	odd = (struct dnode *)(void *)(buf.b + 3);
	expect_report(D_INSERT_NEXT, &h, &v[1], odd,
	    "element is not 4-byte aligned", odd);
	odd = (struct dnode *)(void *)(buf.b + 5);
	expect_report(D_INSERT_PREV, &h, &v[1], odd,
	    "element is not 4-byte aligned", odd);
	cr_assert(RB_VALIDATE(dt, &h) == NULL);
	free(v);
}

#define C7_NAME	dt
#define C7_TYPE	struct dnode
#include "corrupt7.h"

Test(debug, validate_detects_corruption)
{
	validate_corruption_cases();
	cr_assert(rep.count == 0, "RB_VALIDATE must return, not report");
}

/* A normal random run in debug mode: no report at all. */
ENG_RB(dt, struct dnode, link, ENG_SETKEY_INT, ENG_KEY_INT)
ENG_RB_FULL(dt, struct dnode, link)
static const struct eng_tree debug_tree = { .name = "debug-mode tree",
    ENG_RB_OPS(dt, struct dnode), ENG_RB_FULL_OPS(dt) };

Test(debug, no_report_in_normal_use)
{
	memset(&rep, 0, sizeof(rep));
	dbg_armed = 0;
	eng_test(&debug_tree, (struct eng_cfg){
	    .seed = test_seed(0xdeb60001ULL), .ops = test_ops(1000000L) / 4 });
	cr_assert(rep.count == 0);
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
	    "element is already in this tree\n" DEFAULT_REPORT_ABORTED, elm);
	cr_assert(strcmp(out, want) == 0, "the default report wrote \"%s\", "
	    "expected \"%s\"", out, want);
}
