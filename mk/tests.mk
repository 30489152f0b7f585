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
#   make check-api-coverage     every macro of the API (gen/api.py) is used
#                               by some file of tests/
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

# Sources, relative to tests/.
TESTS_SRCS_test_diff = unit/test_diff.c engine/engine.c cases/ext_tree.c
TESTS_SRCS_test_libbsd = unit/test_libbsd.c unit/libbsd_trees.c \
	engine/engine.c
TESTS_SRCS_test_edge = unit/test_edge.c engine/engine.c
TESTS_SRCS_test_debug = unit/test_debug.c unit/debug_default.c \
	engine/engine.c
TESTS_SRCS_test_augment = unit/test_augment.c unit/augment_early.c \
	unit/augment_late.c unit/augment_global.c engine/engine.c
TESTS_SRCS_test_rare = unit/test_rare.c

# Per-object extra flags, by source name.
TESTS_DEFS_unit/test_rare = -DCOV_AUG -DCOV_DEBUG

UNIT_TESTS = $(addprefix $(TESTS_BUILD)/tests/,$(TESTS_NAMES))
UNIT_TESTS_ASAN_GCC = $(addprefix $(TESTS_BUILD)/tests-asan-gcc/,$(TESTS_NAMES))
UNIT_TESTS_ASAN_CLANG = $(addprefix $(TESTS_BUILD)/tests-asan-clang/,$(TESTS_NAMES))

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

$(eval $(call TESTS_VARIANT,$(TESTS_BUILD)/tests,$(TESTS_GCC),))
$(eval $(call TESTS_VARIANT,$(TESTS_BUILD)/tests-asan-gcc,$(TESTS_GCC),$(TESTS_SANFLAGS)))
$(eval $(call TESTS_VARIANT,$(TESTS_BUILD)/tests-asan-clang,$(TESTS_CLANG),$(TESTS_SANFLAGS)))

# Sanitizer runs: stop at the first error, and fail on leaks.
TESTS_ASAN_ENV = ASAN_OPTIONS=abort_on_error=0:detect_leaks=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

.PHONY: unit-tests unit-tests-asan-gcc unit-tests-asan-clang \
	unit-tests-valgrind check-api-coverage unit-tests-build

unit-tests-build: $(UNIT_TESTS)

check-api-coverage:
	@sh tests/unit/check-api-coverage.sh

unit-tests: check-api-coverage $(UNIT_TESTS)
	@sh tests/unit/run-tests.sh --label unit-tests $(UNIT_TESTS)

unit-tests-asan-gcc: $(UNIT_TESTS_ASAN_GCC)
	@$(TESTS_ASAN_ENV) sh tests/unit/run-tests.sh --label unit-tests-asan-gcc \
		$(UNIT_TESTS_ASAN_GCC)

unit-tests-asan-clang: $(UNIT_TESTS_ASAN_CLANG)
	@$(TESTS_ASAN_ENV) sh tests/unit/run-tests.sh --label unit-tests-asan-clang \
		$(UNIT_TESTS_ASAN_CLANG)

unit-tests-valgrind: $(UNIT_TESTS)
	@TREE_TEST_OPS=$(TESTS_VALGRIND_OPS) sh tests/unit/run-tests.sh \
		--label unit-tests-valgrind --valgrind $(TESTS_BUILD)/tests/valgrind \
		$(UNIT_TESTS)
