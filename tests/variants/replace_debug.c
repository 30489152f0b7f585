/*
 * Debug mode (-DTREE_DEBUG) with our own TREE_DEBUG_REPORT, which records
 * the report and longjmps back: RB_REPLACE with an unequal key reports
 * "replacement key differs from the replaced element's" (before changing
 * the tree); an equal key reports nothing; a replaced element is out of
 * the tree (RB_REMOVE of it returns NULL, with no report).
 */
#include <criterion/criterion.h>
#include <setjmp.h>

static jmp_buf dbg_jmp;
static const char *dbg_tree, *dbg_op, *dbg_msg;
static const void *dbg_elm;
static int dbg_armed;

static void
dbg_report(const char *tree, const char *op, const void *elm,
    const char *msg)
{
	dbg_tree = tree;
	dbg_op = op;
	dbg_elm = elm;
	dbg_msg = msg;
	if (dbg_armed)
		longjmp(dbg_jmp, 1);
	cr_assert_fail("unexpected debug report: %s %s: %s", tree, op, msg);
}

#define TREE_DEBUG_REPORT(tree, op, elm, msg)				\
	dbg_report((tree), (op), (elm), (msg))

#include "vcommon.h"

RB_HEAD(dplain, velm);
RB_HEAD_CACHED(dcached, velm);
RB_GENERATE_STATIC(dplain, velm, link, velm_cmp)
RB_GENERATE_CACHED_AUGMENT_STATIC(dcached, velm, link, velm_cmp, velm_aug)

#define EXPECT_REPORT(call, want_op, want_msg) do {			\
	dbg_msg = NULL;							\
	dbg_armed = 1;							\
	if (setjmp(dbg_jmp) == 0) {					\
		(void)(call);						\
		dbg_armed = 0;						\
		cr_assert_fail("%s: no debug report", #call);		\
	}								\
	dbg_armed = 0;							\
	cr_assert(dbg_msg != NULL && strcmp(dbg_msg, (want_msg)) == 0,	\
	    "%s: report \"%s\", want \"%s\"", #call,			\
	    dbg_msg ? dbg_msg : "(none)", (want_msg));			\
	cr_assert(strcmp(dbg_op, (want_op)) == 0, "%s: op %s", #call,	\
	    dbg_op);							\
} while (0)

#define DEBUG_TEST(HEADT)						\
static void								\
debug_##HEADT(void)							\
{									\
	struct HEADT h = RB_INITIALIZER(&h);				\
	struct velm n[31], other, same, *x;				\
	volatile int i;							\
									\
	memset(n, 0, sizeof(n));					\
	other = same = n[0];						\
	for (i = 0; i < 31; i++) {					\
		n[i].key = i * 2;					\
		RB_INSERT(HEADT, &h, &n[i]);				\
	}								\
	for (i = 0; i < 31; i += 5) {					\
		/* Unequal keys, above and below. */			\
		other.key = n[i].key + 1;				\
		EXPECT_REPORT(RB_REPLACE(HEADT, &h, &n[i], &other),	\
		    "RB_REPLACE",					\
		    "replacement key differs from the replaced element's; " \
		    "RB_REMOVE and RB_INSERT to change a key");		\
		cr_assert(strcmp(dbg_tree, #HEADT) == 0, "tree %s",	\
		    dbg_tree);						\
		other.key = n[i].key - 1;				\
		EXPECT_REPORT(RB_REPLACE(HEADT, &h, &n[i], &other),	\
		    "RB_REPLACE",					\
		    "replacement key differs from the replaced element's; " \
		    "RB_REMOVE and RB_INSERT to change a key");		\
		/* The tree is untouched. */				\
		cr_assert(RB_VALIDATE(HEADT, &h) == NULL);		\
		cr_assert(RB_FIND(HEADT, &h, &n[i]) == &n[i]);		\
	}								\
	cr_assert(RB_MIN(HEADT, &h) == &n[0]);				\
	/* Equal keys: no report; then the old element is out. */	\
	same.key = n[0].key;						\
	cr_assert(RB_REPLACE(HEADT, &h, &n[0], &same) == &n[0]);	\
	cr_assert(RB_MIN(HEADT, &h) == &same);				\
	cr_assert(RB_VALIDATE(HEADT, &h) == NULL);			\
	/* Removing it does nothing, with no report. */		\
	cr_assert(RB_REMOVE(HEADT, &h, &n[0]) == NULL);			\
	/* Replacing an element that is not in the tree. */		\
	other.key = n[0].key;						\
	EXPECT_REPORT(RB_REPLACE(HEADT, &h, &n[0], &other), "RB_REPLACE", \
	    "element is not in a tree; it was removed: "		\
	    "pass one that is in the tree");				\
	i = 0;								\
	RB_FOREACH(x, HEADT, &h)					\
		i++;							\
	cr_assert(i == 31);						\
}

DEBUG_TEST(dplain)
DEBUG_TEST(dcached)

Test(replace_debug, unequal_key_plain)
{
	debug_dplain();
}

Test(replace_debug, unequal_key_cached_augmented)
{
	debug_dcached();
}
