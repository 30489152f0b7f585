# SPDX-License-Identifier: BSD-2-Clause
#
# variants.mk: tests of the augmentation, cached-head, pop-min, replace
# and postorder features of tree.h (tests/variants/), included by the
# top-level Makefile and run from the repository root.
#
#   make variants-tests   build and run everything below; prints
#                         Criterion's summary lines, then
#                         "PASS: variants-tests" or "FAIL: variants-tests"
#
# 1. The differential matrix: tests/variants/vdriver.c, the test engine
#    (tests/engine/engine.h) on the instantiation of vtree.h, compiled 12 times,
#    {plain, cached head} x {no hook, global RB_AUGMENT_CHECK,
#    per-instantiation hook} x {static, extern}, into
#    $(BUILD)/variants/drv-HEAD-HOOK-LINKAGE (tests/variants/vtree.h
#    explains the -D switches); and four of them, which together take
#    every value of every switch, with ASan+UBSan into
#    $(BUILD)/variants-asan/ (run with TREE_TEST_OPS=$(VAR_ASAN_OPS)), and
#    two with -DTREE_DEBUG into $(BUILD)/variants-debug/ (a debug check
#    that fires on these valid programs aborts the test).
# 2. $(BUILD)/variants/features: hook call counts, global and late hooks,
#    the cached head and the two-line switch, RB_REPLACE's debug check,
#    RB_FOREACH_POSTORDER with free(); the tests that touch memory in new
#    ways (postorder teardown with free() in the loop, the debug check,
#    the cached head) also with ASan+UBSan.
# 3. $(BUILD)/variants-tsan/tsan_lockless: lockless peeks under
#    ThreadSanitizer (a plain program: Criterion does not run under TSan).
#
# TREE_TEST_OPS=N sets the length of the differential programs (default
# 200000), TREE_TEST_SEED=S their seed; a failure prints the variant, the
# seed and the step.

VAR_DIR		= $(BUILD)/variants
VAR_ASAN_DIR	= $(BUILD)/variants-asan
VAR_DEBUG_DIR	= $(BUILD)/variants-debug
VAR_TSAN_DIR	= $(BUILD)/variants-tsan
VAR_CC		?= gcc
VAR_CFLAGS	?= -O2 -g -std=c11 -Wall -Wextra -Wpedantic -Werror
# -O1 under the sanitizers: they compile twice as fast as at -O2.
VAR_SANFLAGS	?= -fsanitize=address,undefined -fno-sanitize-recover=all \
		   -fno-omit-frame-pointer -O1
VAR_TSAN_CC	?= gcc
VAR_TSANFLAGS	?= -fsanitize=thread -O1 -g -std=c11 -Wall -Wextra \
		   -Wpedantic -Werror
VAR_CPPFLAGS	= -I. -Itests -Itests/variants
VAR_LDLIBS	= -lcriterion
VAR_ASAN_OPS	?= 100000
VAR_DEPS	?= apt:libcriterion-dev=/usr/include/criterion/criterion.h \
		   apt:gcc=gcc apt:libasan8 apt:libubsan1 apt:libtsan2

VAR_SRC		= tests/variants
VAR_HDRS	= tree.h $(VAR_SRC)/vcommon.h

# The matrix: HEAD-HOOK-LINKAGE.
VAR_MATRIX	= $(foreach h,plain cached,$(foreach k,nohook globalhook \
		  insthook,$(foreach l,static extern,$(h)-$(k)-$(l))))
VAR_ASAN_MATRIX	?= plain-nohook-static cached-globalhook-extern \
		   plain-insthook-extern cached-insthook-static
VAR_DEBUG_MATRIX ?= cached-insthook-static plain-globalhook-extern
var_w		= $(word $(2),$(subst -, ,$(1)))
var_defs	= -DHEAD_KIND=$(if $(filter cached,$(call var_w,$(1),1)),1,0) \
		  -DHOOK_KIND=$(if $(filter globalhook,$(call var_w,$(1),2)),1,$(if \
		  $(filter insthook,$(call var_w,$(1),2)),2,0)) \
		  -DLINKAGE=$(if $(filter extern,$(call var_w,$(1),3)),1,0)
VAR_DRV_SRCS	= $(VAR_SRC)/vdriver.c $(VAR_SRC)/vtree_gen.c $(VAR_SRC)/vhook.c \
		  tests/engine/engine.c
VAR_DRV_DEPS	= $(VAR_DRV_SRCS) $(VAR_SRC)/vtree.h tests/engine/engine.h $(VAR_HDRS)

# The feature tests: one Criterion binary from these objects.
VAR_FEAT_OBJS	= hooks_count hooks_freebsd late_redef cached \
		  cached_pad switch_plain switch_cached replace_debug postorder
# Per-object flags.  late_hook.c (late_redef) redefines RB_AUGMENT on
# purpose: the compiler warns, so no -Werror there (its warnings are kept
# in late_redef.o.warn and shown by the run).  switch.c is built twice.
VAR_FLAGS_late_redef	= -Wno-error
VAR_FLAGS_replace_debug	= -DTREE_DEBUG
VAR_FLAGS_switch_plain	= -DSWITCH_CACHED=0
VAR_FLAGS_switch_cached	= -DSWITCH_CACHED=1
VAR_ASAN_FEAT_OBJS = cached switch_plain switch_cached replace_debug \
		  postorder
var_src		= $(VAR_SRC)/$(patsubst switch_%,switch,$(patsubst \
		  late_%,late_hook,$(1))).c

VAR_DRVS	= $(addprefix $(VAR_DIR)/drv-,$(VAR_MATRIX))
VAR_ASAN_DRVS	= $(addprefix $(VAR_ASAN_DIR)/drv-,$(VAR_ASAN_MATRIX))
VAR_DEBUG_DRVS	= $(addprefix $(VAR_DEBUG_DIR)/drv-,$(VAR_DEBUG_MATRIX))
VAR_FEAT	= $(VAR_DIR)/features
VAR_ASAN_FEAT	= $(VAR_ASAN_DIR)/features
VAR_TSAN	= $(VAR_TSAN_DIR)/tsan_lockless

TEST_EXTRA	+= variants-tests

.PHONY: variants-tests _variants-build

# $(1) directory, $(2) extra flags, $(3) variants, $(4) feature objects
define VAR_BUILD_RULES
$(foreach v,$(3),
$(1)/drv-$(v): $(VAR_DRV_DEPS) | _need-VAR_DEPS
	@mkdir -p $(1)
	$$(VAR_CC) $$(VAR_CFLAGS) $(2) $$(VAR_CPPFLAGS) $(call var_defs,$(v)) \
		-o $$@ $(VAR_DRV_SRCS) $$(VAR_LDLIBS)
)
$(foreach o,$(4),
$(1)/feat/$(o).o: $(call var_src,$(o)) $(VAR_HDRS) | _need-VAR_DEPS
	@mkdir -p $(1)/feat
	$$(VAR_CC) $$(VAR_CFLAGS) $(2) $$(VAR_CPPFLAGS) $$(VAR_FLAGS_$(o)) \
		-c -o $$@ $$< 2>$$@.warn || { cat $$@.warn; exit 1; }
	@if [ -s $$@.warn ] && [ "$(o)" != late_redef ]; then cat $$@.warn; fi
)
$(1)/features: $(foreach o,$(4),$(1)/feat/$(o).o)
	$$(VAR_CC) $$(VAR_CFLAGS) $(2) -o $$@ $$^ $$(VAR_LDLIBS)
endef

$(eval $(call VAR_BUILD_RULES,$(VAR_DIR),,$(VAR_MATRIX),$(VAR_FEAT_OBJS)))
$(eval $(call VAR_BUILD_RULES,$(VAR_ASAN_DIR),$(VAR_SANFLAGS),$(VAR_ASAN_MATRIX),$(VAR_ASAN_FEAT_OBJS)))
$(eval $(call VAR_BUILD_RULES,$(VAR_DEBUG_DIR),-DTREE_DEBUG,$(VAR_DEBUG_MATRIX),))

$(VAR_TSAN): $(VAR_SRC)/tsan_lockless.c $(VAR_HDRS) | _need-VAR_DEPS
	@mkdir -p $(VAR_TSAN_DIR)
	$(VAR_TSAN_CC) $(VAR_TSANFLAGS) $(VAR_CPPFLAGS) -o $@ $< -lpthread

_variants-build: $(VAR_DRVS) $(VAR_ASAN_DRVS) $(VAR_DEBUG_DRVS) $(VAR_FEAT) \
	$(VAR_ASAN_FEAT) $(VAR_TSAN)

# (in parallel, one job per core, unless make already shares its jobs)
variants-tests:
	+@if $(MAKE) --no-print-directory \
	    $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(JOBS)) \
	    -f $(firstword $(MAKEFILE_LIST)) _variants-build; then \
		sh $(VAR_SRC)/run.sh -a $(VAR_ASAN_OPS) -t $(VAR_TSAN) \
		    -w $(VAR_DIR)/feat/late_redef.o.warn \
		    $(foreach b,$(VAR_ASAN_DRVS) $(VAR_ASAN_FEAT),-A $(b)) \
		    $(foreach b,$(VAR_DEBUG_DRVS),-D $(b)) \
		    -- $(VAR_DRVS) $(VAR_FEAT); \
	else \
		echo "variants-tests: the build failed"; \
		echo "FAIL: variants-tests"; \
		exit 1; \
	fi
