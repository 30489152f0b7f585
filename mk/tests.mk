# SPDX-License-Identifier: BSD-2-Clause
#
# tests.mk: the Criterion unit tests of tree.h, included by the top-level
# Makefile and run from the repository root.
#
#   make unit-tests     check-api-coverage, then the unit tests in each
#                       build of UNIT (default: all four):
#       gcc             gcc, $(BUILD)/tests/
#       asan-gcc        gcc, ASan+UBSan, $(BUILD)/tests-asan-gcc/
#       asan-clang      clang, ASan+UBSan, $(BUILD)/tests-asan-clang/
#       valgrind        the gcc binaries under valgrind memcheck with
#                       TREE_TEST_OPS=$(TESTS_VALGRIND_OPS)
#       rb              gcc, -DTREE_BALANCE=TREE_RED_BLACK, $(BUILD)/tests-rb/:
#                       the tests that reach the walks, the checker and
#                       the hooks (where the balance schemes differ),
#                       TREE_TEST_OPS=$(TESTS_RB_OPS)
#   (check-api-coverage: every macro of the API, gen/api.py, is used by
#   some file of tests/engine, cases, unit or variants)
#
# TREE_TEST_OPS=N sets the number of random operations of the differential
# and libbsd tests (default 1000000); TREE_TEST_SEED=S replays a seed.

TESTS_GCC ?= gcc
TESTS_CLANG ?= clang
TESTS_CFLAGS ?= -O2 -g -Wall -Wextra -Wpedantic -Werror -std=c11
TESTS_SANFLAGS ?= -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer
TESTS_CPPFLAGS = -I. -Itests
TESTS_LDLIBS = -lcriterion -lm
TESTS_VALGRIND_OPS ?= 50000

TESTS_NAMES = test_diff test_libbsd test_edge test_debug test_debug_strict \
	test_augment test_rare

# Sources, relative to tests/.
TESTS_SRCS_test_diff = unit/test_diff.c engine/engine.c cases/ext_tree.c
TESTS_SRCS_test_libbsd = unit/test_libbsd.c unit/libbsd_trees.c \
	engine/engine.c
TESTS_SRCS_test_edge = unit/test_edge.c engine/engine.c
TESTS_SRCS_test_debug = unit/test_debug.c unit/debug_default.c \
	engine/engine.c
TESTS_SRCS_test_debug_strict = unit/test_debug_strict.c \
	unit/debug_default.c engine/engine.c
TESTS_SRCS_test_augment = unit/test_augment.c unit/augment_early.c \
	unit/augment_late.c unit/augment_global.c engine/engine.c
TESTS_SRCS_test_rare = unit/test_rare.c

# Per-object extra flags, by source name.
TESTS_DEFS_unit/test_rare = -DCOV_AUG -DCOV_DEBUG

# The second balance scheme: the tests that reach the walks.
TESTS_RB_NAMES = test_diff test_edge test_debug test_debug_strict \
	test_augment test_rare
TESTS_RB_FLAGS = -DTREE_BALANCE=TREE_RED_BLACK
TESTS_RB_OPS ?= 300000

UNIT_ALL = gcc asan-gcc asan-clang valgrind rb
UNIT ?= $(UNIT_ALL)
# The binaries of each build (valgrind runs gcc's).
UNIT_BINS_gcc = $(addprefix $(BUILD)/tests/,$(TESTS_NAMES))
UNIT_BINS_asan-gcc = $(addprefix $(BUILD)/tests-asan-gcc/,$(TESTS_NAMES))
UNIT_BINS_asan-clang = $(addprefix $(BUILD)/tests-asan-clang/,$(TESTS_NAMES))
UNIT_BINS_valgrind = $(UNIT_BINS_gcc)
UNIT_BINS_rb = $(addprefix $(BUILD)/tests-rb/,$(TESTS_RB_NAMES))

# $(1) build directory, $(2) compiler, $(3) extra compile and link flags
define TESTS_VARIANT
$(1)/%.o: tests/%.c
	@mkdir -p $$(@D)
	$(2) $$(TESTS_CFLAGS) $(3) $$(TESTS_CPPFLAGS) $$(TESTS_DEFS_$$*) \
		-MMD -MP -c $$< -o $$@

$(foreach t,$(TESTS_NAMES),
$(1)/$(t): $(patsubst %.c,$(1)/%.o,$(TESTS_SRCS_$(t)))
	$(2) $$(TESTS_CFLAGS) $(3) -o $$@ $$^ $$(TESTS_LDLIBS)
)

-include $(wildcard $(1)/*/*.d)
endef

$(eval $(call TESTS_VARIANT,$(BUILD)/tests,$(TESTS_GCC),))
$(eval $(call TESTS_VARIANT,$(BUILD)/tests-asan-gcc,$(TESTS_GCC),$(TESTS_SANFLAGS)))
$(eval $(call TESTS_VARIANT,$(BUILD)/tests-asan-clang,$(TESTS_CLANG),$(TESTS_SANFLAGS)))
$(eval $(call TESTS_VARIANT,$(BUILD)/tests-rb,$(TESTS_GCC),$(TESTS_RB_FLAGS)))

# Sanitizer runs: stop at the first error, and fail on leaks.
TESTS_ASAN_ENV = ASAN_OPTIONS=abort_on_error=0:detect_leaks=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
unit_env_asan-gcc = $(TESTS_ASAN_ENV)
unit_env_asan-clang = $(TESTS_ASAN_ENV)
unit_env_valgrind = TREE_TEST_OPS=$(TESTS_VALGRIND_OPS)
unit_args_valgrind = --valgrind $(BUILD)/tests/valgrind
unit_env_rb = TREE_TEST_OPS=$${TREE_TEST_OPS:-$(TESTS_RB_OPS)}

.PHONY: unit-tests _unit-tests-build _check-api-coverage

unit-tests: _check-api-coverage $(addprefix _unit-,$(UNIT))

_unit-tests-build: $(UNIT_BINS_gcc)

_check-api-coverage:
	@sh tests/unit/check-api-coverage.sh

# _unit-BUILD: the unit tests of one build of UNIT_ALL, built and run.
$(foreach u,$(UNIT_ALL),$(eval _unit-$(u): $(UNIT_BINS_$(u))))
_unit-%:
	@$(unit_env_$*) sh tests/unit/run-tests.sh --label unit-tests-$* \
		$(unit_args_$*) $(UNIT_BINS_$*)
