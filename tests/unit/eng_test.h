/*
 * The Criterion front-end of the test engine: a run's failure (which
 * names the instantiation, the seed and the step) fails the test.
 */
#ifndef TESTS_CHECK_H
#define TESTS_CHECK_H

#include <criterion/criterion.h>

#include "engine.h"
#include "model.h"

/* A run of the test engine (engine.h); a failure fails the test. */
static inline void
eng_test(const struct eng_tree *t, struct eng_cfg cfg)
{
	struct eng_run r;

	cr_log_info("[%s] seed=%#llx ops=%ld", t->name,
	    (unsigned long long)cfg.seed, cfg.ops);
	if (eng_run(&r, t, &cfg) != 0)
		cr_assert_fail("%s", r.msg);
}

#endif /* TESTS_CHECK_H */
