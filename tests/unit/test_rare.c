/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The rare cases of tests/cases/rare.h as Criterion tests, one per case, on the
 * strongest tree of tests/cases/inst.h: cached head, summaries, debug
 * mode (mk/tests.mk builds this file with -DCOV_AUG -DCOV_DEBUG).
 */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>

/* the instantiation, shared with make coverage and make mutate */
#include "cases/inst.h"
#include "tree.h"
#include "cases/rare.h"

/*
 * The parameter is the case's index: Criterion runs each test in a new
 * process of the program (exec'd, so at other addresses), and copies the
 * parameters there, so they must not hold pointers.
 */
#define RARE_NCASES	((int)(sizeof(rare_cases) / sizeof(rare_cases[0])))

static int rare_index[RARE_NCASES];

ParameterizedTestParameters(rare, cases)
{
	int i;

	for (i = 0; i < RARE_NCASES; i++)
		rare_index[i] = i;
	return cr_make_param_array(int, rare_index, RARE_NCASES);
}

ParameterizedTest(int *i, rare, cases)
{
	const char *err = rare_cases[*i].fn();

	cr_assert(err == NULL, "%s: %s", rare_cases[*i].name, err);
}
