/*
 * The Criterion front-end of the test engine: a run's failure (which
 * names the instantiation, the seed and the step) fails the test.
 */
#ifndef TESTS_ENG_TEST_H
#define TESTS_ENG_TEST_H

#include <criterion/criterion.h>

#include "engine/engine.h"
#include "engine/prng_env.h"

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

#endif /* TESTS_ENG_TEST_H */
