/* SPDX-License-Identifier: BSD-2-Clause */
/*
 * The rare cases of tests/cases/rare.h on the trees of inst.h, for "make
 * coverage" (built with -DCOV_EXPANDED=<file>, the expanded inst.h, next
 * to driver.c) and "make mutate" (built with inst.h and -I pointing at a
 * mutated tree.h).  Exit status 0 when every case passed, 1 otherwise.
 */
#include <stdio.h>

#include "trees.h"
#include "../cases/rare.h"

int
main(void)
{
	size_t i;
	const char *err;
	int bad = 0;

	for (i = 0; i < sizeof(rare_cases) / sizeof(rare_cases[0]); i++) {
		if ((err = rare_cases[i].fn()) != NULL) {
			(void)fprintf(stderr, "rare: FAIL: %s: %s\n",
			    rare_cases[i].name, err);
			bad = 1;
		}
	}
	return bad;
}
