/*
 * Failure reporting shared by the tests: every failure names the
 * instantiation, the seed and the step of the random program.  The
 * Criterion front-end of the test engine.
 */
#ifndef TESTS_CHECK_H
#define TESTS_CHECK_H

#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>

#include "engine.h"
#include "model.h"

struct tctx {
	const char *inst;	/* instantiation under test */
	unsigned long long seed;
	long step;		/* -1 outside the random program */
	const char *op;
};

#if defined(__GNUC__)
__attribute__((__format__(__printf__, 4, 5)))
#endif
static inline void
tfail_(const struct tctx *c, const char *file, int line, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	cr_assert_fail("%s:%d: [%s] seed=%#llx step=%ld op=%s: %s", file, line,
	    c->inst, c->seed, c->step, c->op != NULL ? c->op : "-", buf);
}

#define TCHECK(c, cond, ...) do {					\
	if (!(cond))							\
		tfail_((c), __FILE__, __LINE__, __VA_ARGS__);		\
} while (0)

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
