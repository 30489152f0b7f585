# SPDX-License-Identifier: BSD-2-Clause
#
# tests.mk: the Criterion unit tests of tree.h, included by the top-level
# Makefile and run from the repository root.
#
#   make unit-tests             build with gcc into build/tests/ and run
#   make unit-tests-asan-gcc    gcc, ASan+UBSan, build/tests-asan-gcc/
#   make unit-tests-asan-clang  clang, ASan+UBSan, build/tests-asan-clang/
#   make unit-tests-valgrind    build/tests/ binaries under valgrind memcheck
#                               with TREE_TEST_OPS=50000
#   make unit-tests-rb          the tests where the balance schemes differ
#                               (the walks, the checker, the hooks), built
#                               with -DTREE_BALANCE=TREE_RED_BLACK into
#                               build/tests-rb/, TREE_TEST_OPS=$(TESTS_RB_OPS)
#                               (300000); part of make test
#   make check-api-coverage     every macro of the API (gen/api.py) is used
#                               by some tests/*.[ch] or tests/variants/*.[ch]
#
# TREE_TEST_OPS=N sets the number of random operations of the differential
# and libbsd tests (default 1000000); TREE_TEST_SEED=S replays a seed.

# Build directory: $(BUILD) of the including Makefile, else build.
TESTS_BUILD ?= $(or $(BUILD),build)
TESTS_GCC ?= gcc
TESTS_CLANG ?= clang
TESTS_CFLAGS ?= -O2 -g -Wall -Wextra -Wpedantic -Werror -std=c11
TESTS_SANFLAGS ?= -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer
TESTS_CPPFLAGS = -I. -Itests
TESTS_LDLIBS = -lcriterion -lm
TESTS_VALGRIND_OPS ?= 50000

TESTS_NAMES = test_diff test_libbsd test_edge test_debug test_augment test_rare

TESTS_SRCS_test_diff = test_diff.c engine.c ext_tree.c
TESTS_SRCS_test_libbsd = test_libbsd.c libbsd_trees.c engine.c
TESTS_SRCS_test_edge = test_edge.c engine.c
TESTS_SRCS_test_debug = test_debug.c debug_default.c engine.c
TESTS_SRCS_test_augment = test_augment.c augment_early.c augment_late.c \
	augment_global.c engine.c
TESTS_SRCS_test_rare = test_rare.c

# Per-object extra flags, by source name.
TESTS_DEFS_test_rare = -DCOV_AUG -DCOV_DEBUG

# The second balance scheme: the tests that reach the walks.
TESTS_RB_NAMES = test_diff test_edge test_debug test_augment test_rare
TESTS_RB_FLAGS = -DTREE_BALANCE=TREE_RED_BLACK
TESTS_RB_OPS ?= 300000

TEST_EXTRA += unit-tests-rb

UNIT_TESTS = $(addprefix $(TESTS_BUILD)/tests/,$(TESTS_NAMES))
UNIT_TESTS_RB = $(addprefix $(TESTS_BUILD)/tests-rb/,$(TESTS_RB_NAMES))
UNIT_TESTS_ASAN_GCC = $(addprefix $(TESTS_BUILD)/tests-asan-gcc/,$(TESTS_NAMES))
UNIT_TESTS_ASAN_CLANG = $(addprefix $(TESTS_BUILD)/tests-asan-clang/,$(TESTS_NAMES))

# $(1) build directory, $(2) compiler, $(3) extra compile and link flags
define TESTS_VARIANT
$(1)/%.o: tests/%.c
	@mkdir -p $(1)
	$(2) $$(TESTS_CFLAGS) $(3) $$(TESTS_CPPFLAGS) $$(TESTS_DEFS_$$*) \
		-MMD -MP -c $$< -o $$@

$(foreach t,$(TESTS_NAMES),
$(1)/$(t): $(patsubst %.c,$(1)/%.o,$(TESTS_SRCS_$(t)))
	$(2) $$(TESTS_CFLAGS) $(3) -o $$@ $$^ $$(TESTS_LDLIBS)
)

-include $(wildcard $(1)/*.d)
endef

$(eval $(call TESTS_VARIANT,$(TESTS_BUILD)/tests,$(TESTS_GCC),))
$(eval $(call TESTS_VARIANT,$(TESTS_BUILD)/tests-asan-gcc,$(TESTS_GCC),$(TESTS_SANFLAGS)))
$(eval $(call TESTS_VARIANT,$(TESTS_BUILD)/tests-asan-clang,$(TESTS_CLANG),$(TESTS_SANFLAGS)))
$(eval $(call TESTS_VARIANT,$(TESTS_BUILD)/tests-rb,$(TESTS_GCC),$(TESTS_RB_FLAGS)))

# Sanitizer runs: stop at the first error, and fail on leaks.
TESTS_ASAN_ENV = ASAN_OPTIONS=abort_on_error=0:detect_leaks=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

.PHONY: unit-tests unit-tests-asan-gcc unit-tests-asan-clang \
	unit-tests-valgrind check-api-coverage unit-tests-build unit-tests-rb

unit-tests-build: $(UNIT_TESTS)

check-api-coverage:
	@sh tests/check-api-coverage.sh

unit-tests: check-api-coverage $(UNIT_TESTS)
	@sh tests/run-tests.sh --label unit-tests $(UNIT_TESTS)

unit-tests-rb: $(UNIT_TESTS_RB)
	@TREE_TEST_OPS=$${TREE_TEST_OPS:-$(TESTS_RB_OPS)} sh tests/run-tests.sh \
		--label unit-tests-rb $(UNIT_TESTS_RB)

unit-tests-asan-gcc: $(UNIT_TESTS_ASAN_GCC)
	@$(TESTS_ASAN_ENV) sh tests/run-tests.sh --label unit-tests-asan-gcc \
		$(UNIT_TESTS_ASAN_GCC)

unit-tests-asan-clang: $(UNIT_TESTS_ASAN_CLANG)
	@$(TESTS_ASAN_ENV) sh tests/run-tests.sh --label unit-tests-asan-clang \
		$(UNIT_TESTS_ASAN_CLANG)

unit-tests-valgrind: $(UNIT_TESTS)
	@TREE_TEST_OPS=$(TESTS_VALGRIND_OPS) sh tests/run-tests.sh \
		--label unit-tests-valgrind --valgrind $(TESTS_BUILD)/tests/valgrind \
		$(UNIT_TESTS)
