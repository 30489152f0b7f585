# SPDX-License-Identifier: BSD-2-Clause
#
# quality.mk: static analysis, 32-bit and cross-architecture checks of
# tree.h; included by the top-level Makefile, run from the repository root.
#
#   make lint        cppcheck, clang-tidy (bugprone-*, cert-*, clang-analyzer-*)
#                    and scan-build over units that instantiate tree.h
#                    (tests/compile/matrix.c in several configurations,
#                    the cross driver, the unit tests); tests/lint/lint.py
#   make test-m32    i386 (gcc -m32, clang -m32): the differential driver
#                    tests/cross/diff.c in plain and debug mode, RB_ENTRY is
#                    12 bytes, tests/compile/matrix.c, misaligned nodes; then
#                    the Criterion unit tests built with gcc -m32 against
#                    Debian's i386 Criterion (unpacked under the build
#                    directory by tests/cross/m32-criterion.sh) and run once
#   make test-cross  the driver built static for armhf (32-bit), s390x
#                    (64-bit big-endian) and powerpc (32-bit big-endian) and
#                    run under qemu-user; not part of "make test"
#   make test-align  misaligned nodes with no static assertion: reported by
#                    the debug mode (compile-fail checks that they are
#                    rejected at compile time)
#
# Each prints "PASS: <name>" or "FAIL: <name>" and fails if a check failed;
# missing Debian packages are installed by scripts/need when run as root
# (otherwise it prints the apt-get command and the target fails).
# docs/reliability.md has the results, tool versions and timings.
#
# Variables: QUALITY_OPS (random operations per tree natively, 200000),
# QUALITY_CROSS_OPS (under qemu, 100000), QUALITY_SEED (the driver's seed),
# QUALITY_M32_TEST_OPS (TREE_TEST_OPS of the 32-bit unit tests, 200000),
# QUALITY_CROSS_TARGETS (armhf s390x powerpc); JOBS (parallel lint
# jobs).  tests/cross/run.sh lists the compiler overrides.

QUALITY_OPS		?= 200000
QUALITY_CROSS_OPS	?= 100000
QUALITY_SEED		?=
QUALITY_CROSS_TARGETS	?= armhf s390x powerpc

# Debian packages.  scan-build comes with clang-tools; the cross targets
# use clang with Debian's cross C libraries and binutils rather than the
# cross gcc packages, which Debian makes conflict with gcc-multilib (so
# test-m32 and test-cross can share one machine).
LINT_DEPS	= apt:cppcheck=cppcheck apt:clang-tidy=clang-tidy \
		  apt:clang-tools=scan-build apt:clang=clang \
		  apt:clang-format=clang-format
M32_DEPS	= apt:gcc-multilib apt:clang=clang
M32_UNIT_DEPS	= apt:gcc-multilib \
		  apt:libcriterion-dev=/usr/include/criterion/criterion.h
CROSS_GCCVER	?= 12
CROSS_DEPS_armhf = apt:libc6-dev-armhf-cross \
		  apt:libgcc-$(CROSS_GCCVER)-dev-armhf-cross \
		  apt:binutils-arm-linux-gnueabihf=arm-linux-gnueabihf-ld
CROSS_DEPS_s390x = apt:libc6-dev-s390x-cross \
		  apt:libgcc-$(CROSS_GCCVER)-dev-s390x-cross \
		  apt:binutils-s390x-linux-gnu=s390x-linux-gnu-ld
CROSS_DEPS_powerpc = apt:libc6-dev-powerpc-cross \
		  apt:libgcc-$(CROSS_GCCVER)-dev-powerpc-cross \
		  apt:binutils-powerpc-linux-gnu=powerpc-linux-gnu-ld
CROSS_DEPS	= apt:clang=clang apt:qemu-user-static=qemu-arm-static \
		  $(foreach t,$(QUALITY_CROSS_TARGETS),$(CROSS_DEPS_$(t)))

# The unit tests for lint, with the flags mk/tests.mk builds them with
# (when it is there): "tests/DIR/FILE.c|FLAGS".
LINT_UNIT_SRCS	= $(sort $(foreach t,$(TESTS_NAMES),$(TESTS_SRCS_$(t))))
LINT_UNITS	= $(foreach s,$(LINT_UNIT_SRCS),--unit 'tests/$(s)|$(filter -std=%,$(TESTS_CFLAGS)) $(TESTS_CPPFLAGS) $(TESTS_DEFS_$(basename $(s)))')

# The 32-bit unit tests: mk/tests.mk's rules, run again with another
# build directory (BUILD=$(M32_BUILD) in a sub-make), -m32, and Debian's
# i386 Criterion from $(M32_CRITERION)
# (libcriterion-dev:i386 cannot be installed next to the amd64 package:
# see tests/cross/m32-criterion.sh); DT_RPATH, not DT_RUNPATH, so that the
# libraries Criterion loads are found there too.
QUALITY_M32_TEST_OPS	?= 200000
M32_BUILD	= $(BUILD)/m32
M32_CRITERION	= $(abspath $(M32_BUILD))/criterion
M32_LIBDIRS	= $(M32_CRITERION)/usr/lib/i386-linux-gnu:$(M32_CRITERION)/lib/i386-linux-gnu
# (in parallel, one job per core, unless make already shares its jobs)
M32_UNIT_MAKE	= $(MAKE) --no-print-directory _unit-tests-build \
		  $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(JOBS)) \
		  BUILD=$(M32_BUILD) TESTS_CFLAGS='$(TESTS_CFLAGS) -m32' \
		  TESTS_LDLIBS='-L$(M32_CRITERION)/usr/lib/i386-linux-gnu \
		  -Wl,--disable-new-dtags,-rpath,$(M32_LIBDIRS) $(TESTS_LDLIBS)'

QUALITY_RUN	= BUILD=$(BUILD) OPS=$(QUALITY_OPS) \
		  CROSS_OPS=$(QUALITY_CROSS_OPS) SEED=$(QUALITY_SEED) \
		  sh tests/cross/run.sh

.PHONY: lint test-m32 _test-m32-unit test-cross test-align

TEST_EXTRA += lint test-m32 test-align

# Criterion's headers are needed to lint the unit tests: without them
# (mk/tests.mk installs them) only our own units are linted.
lint:
	@if $(NEED) $(LINT_DEPS); then \
		if [ -f /usr/include/criterion/criterion.h ]; then \
			units="$(LINT_UNITS)"; \
		else \
			echo "lint: Criterion not installed: the unit tests are not linted"; \
			units=; \
		fi; \
		eval BUILD=$(BUILD) $(PYTHON) tests/lint/lint.py \
		    --jobs $(JOBS) $$units; \
	else false; fi; \
	rc=$$?; \
	if [ $$rc -eq 0 ]; then echo "PASS: lint"; else echo "FAIL: lint"; fi; \
	exit $$rc

test-m32:
	@rc=0; \
	if $(NEED) $(M32_DEPS); then \
		$(QUALITY_RUN) m32 || rc=1; \
	else \
		echo "FAIL: test-m32"; rc=1; \
	fi; \
	$(MAKE) --no-print-directory _test-m32-unit || rc=1; \
	exit $$rc

_test-m32-unit:
	@if $(NEED) $(M32_UNIT_DEPS) && \
	    sh tests/cross/m32-criterion.sh $(M32_CRITERION) && $(M32_UNIT_MAKE); then \
		TREE_TEST_OPS=$(QUALITY_M32_TEST_OPS) sh tests/unit/run-tests.sh \
		    --label unit-tests-m32 \
		    $(addprefix $(M32_BUILD)/tests/,$(TESTS_NAMES)); \
	else \
		echo "FAIL: unit-tests-m32"; false; \
	fi

test-cross:
	@if $(NEED) $(CROSS_DEPS); then \
		$(QUALITY_RUN) cross $(QUALITY_CROSS_TARGETS); \
	else \
		echo "FAIL: test-cross"; false; \
	fi

test-align:
	@$(QUALITY_RUN) align
