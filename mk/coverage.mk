# SPDX-License-Identifier: BSD-2-Clause
#
# coverage.mk: "make coverage" and "make mutate", included by the top-level
# Makefile and run from the repository root.  Neither is part of "make test".
#
#   make coverage    line and branch coverage of the code tree.h generates:
#                    tests/cases/inst.h preprocessed and clang-formatted
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
#                    (-DTREE_BALANCE=TREE_RED_BLACK), in $(BUILD)/rb/;
#                    each mutate mutates tree.h without the other
#                    scheme's code (unifdef).
#
# Knobs: COV_OPS (random steps per tree, default 200000), COV_TREE_DIR (a
# directory with another tree.h to measure); MUTATE_JOBS (2),
# MUTATE_BUDGET (seconds, 1800: mutants are sampled deterministically when
# the estimate exceeds it), MUTATE_OPS (random steps per tree and mutant,
# 20000), MUTATE_ONLY (a regex over mutant ids), MUTATE_TREE_DIR.

COVERAGE_DEPS	?= apt:gcc=gcc apt:gcc=gcov apt:clang-format=clang-format
MUTATE_DEPS	?= apt:gcc=gcc

.PHONY: coverage mutate coverage-rb mutate-rb

coverage:
	@$(NEED) $(COVERAGE_DEPS)
	@BUILD=$(BUILD) $(PYTHON) tests/coverage/coverage.py

# Each mutates a copy of tree.h with the other scheme's branches of the
# #if TREE_BALANCE blocks taken out (unifdef), whose mutants no build of
# the scheme would compile.  MUTATE_TREE_DIR still picks another tree.h.
MUTATE_SCHEME	= $(NEED) $(MUTATE_DEPS) apt:unifdef=unifdef && \
	mkdir -p $(1) && \
	{ unifdef -DTREE_BALANCE=$(2) -DTREE_WEAK_AVL=1 -DTREE_RED_BLACK=2 \
	    -o $(1)/tree.h $(or $(MUTATE_TREE_DIR),.)/tree.h || [ $$? = 1 ]; }
mutate:
	@$(call MUTATE_SCHEME,$(BUILD)/mutate-tree,1)
	@BUILD=$(BUILD) MUTATE_BALANCE=TREE_WEAK_AVL \
		MUTATE_TREE_DIR=$(BUILD)/mutate-tree $(PYTHON) tests/mutate/mutate.py

# The same with -DTREE_BALANCE=TREE_RED_BLACK, in $(BUILD)/rb/.
coverage-rb:
	@$(NEED) $(COVERAGE_DEPS)
	@BUILD=$(BUILD)/rb COV_BALANCE=TREE_RED_BLACK \
		$(PYTHON) tests/coverage/coverage.py

mutate-rb:
	@$(call MUTATE_SCHEME,$(BUILD)/rb/mutate-tree,2)
	@BUILD=$(BUILD)/rb MUTATE_BALANCE=TREE_RED_BLACK \
		MUTATE_TREE_DIR=$(BUILD)/rb/mutate-tree $(PYTHON) tests/mutate/mutate.py
