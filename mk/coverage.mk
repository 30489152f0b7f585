# SPDX-License-Identifier: BSD-2-Clause
#
# coverage.mk: "make coverage" and "make mutate", included by the top-level
# Makefile and run from the repository root.  Neither is part of "make test".
#
#   make coverage    line and branch coverage of the code tree.h generates:
#                    tests/coverage/inst.c preprocessed and clang-formatted
#                    into $(BUILD)/coverage/expanded_*.c, compiled with gcc
#                    --coverage into the driver tests/coverage/driver.c, run,
#                    and read back with gcov; report in
#                    $(BUILD)/coverage/report.txt.  Fails if a line or branch
#                    is left uncovered that tests/coverage/infeasible.py does
#                    not prove unreachable.
#   make mutate      mutation testing: small changes to tree.h (in scratch
#                    copies under $(BUILD)/mutate/, never tree.h itself), each
#                    run against the driver; report in
#                    $(BUILD)/mutate/report.txt.  Fails below MUTATE_MIN
#                    percent caught (default 95).
#   make coverage-rb, make mutate-rb   the same in the red-black scheme
#                    (-DTREE_BALANCE=TREE_RED_BLACK), in $(BUILD)/rb/.
#
# Knobs: COV_OPS (random steps per tree, default 200000), COV_TREE_DIR (a
# directory with another tree.h to measure); MUTATE_JOBS (2),
# MUTATE_BUDGET (seconds, 1800: mutants are sampled deterministically when
# the estimate exceeds it), MUTATE_OPS (random steps per tree and mutant,
# 20000), MUTATE_ONLY (a regex over mutant ids), MUTATE_TREE_DIR.

COV_PYTHON	?= $(or $(PYTHON),python3)
COV_NEED	= PYTHON=$(COV_PYTHON) sh scripts/need
COVERAGE_DEPS	?= apt:gcc=gcc apt:gcc=gcov apt:clang-format=clang-format
MUTATE_DEPS	?= apt:gcc=gcc

.PHONY: coverage mutate coverage-rb mutate-rb

coverage:
	@$(COV_NEED) $(COVERAGE_DEPS)
	@BUILD=$(or $(BUILD),build) $(COV_PYTHON) tests/coverage/coverage.py

mutate:
	@$(COV_NEED) $(MUTATE_DEPS)
	@BUILD=$(or $(BUILD),build) $(COV_PYTHON) tests/mutate/mutate.py

# The same with -DTREE_BALANCE=TREE_RED_BLACK, in $(BUILD)/rb/.
coverage-rb:
	@$(COV_NEED) $(COVERAGE_DEPS)
	@BUILD=$(or $(BUILD),build)/rb COV_BALANCE=TREE_RED_BLACK \
		$(COV_PYTHON) tests/coverage/coverage.py

mutate-rb:
	@$(COV_NEED) $(MUTATE_DEPS)
	@BUILD=$(or $(BUILD),build)/rb MUTATE_BALANCE=TREE_RED_BLACK \
		$(COV_PYTHON) tests/mutate/mutate.py
