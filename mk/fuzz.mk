# SPDX-License-Identifier: BSD-2-Clause
#
# fuzz.mk: libFuzzer targets for tree.h (tests/fuzz/), included by the
# top-level Makefile and run from the repository root.
#
#   make fuzz              each target for FUZZ_TIME seconds (default 60),
#                          working corpus $(BUILD)/fuzz/corpus-TARGET
#   make fuzz-smoke        each target for FUZZ_SMOKE_TIME seconds (5);
#                          prints PASS: fuzz-smoke or FAIL: fuzz-smoke
#   make fuzz-build        just build $(BUILD)/fuzz/fuzz_*
#   make fuzz FUZZ_TARGETS=splay FUZZ_TIME=600   one target, longer
#
# Targets (tests/fuzz/fuzz.c, the test engine's front-end, built per variant
# on one tree of tests/diff_trees.h):
#   rb                  RB_HEAD, RB_GENERATE_STATIC
#   rb-cached           RB_HEAD_CACHED, RB_GENERATE_CACHED_STATIC
#   rb-augment          RB_GENERATE_AUGMENT (subtree sum and largest val)
#   rb-cached-augment   RB_HEAD_CACHED, RB_GENERATE_CACHED_AUGMENT_STATIC
#   rb-debug, rb-cached-augment-debug   the same in debug mode: a debug
#                       check firing on a valid sequence is a failure
#   splay               SPLAY_HEAD, SPLAY_GENERATE
#   rb-red-black, rb-cached-augment-red-black   rb and rb-cached-augment
#                       with -DTREE_BALANCE=TREE_RED_BLACK (the other
#                       balance scheme: its walks and the engine's
#                       checker of colours)
# A failing input is saved as $(BUILD)/fuzz/TARGET-crash-*; reproduce it
# with "$(BUILD)/fuzz/fuzz_TARGET FILE" (it prints the engine's message).
# docs/reliability.md has the figures of a long run.

BUILD		?= build
FUZZ_TIME	?= 60
FUZZ_SMOKE_TIME	?= 5
FUZZ_ALL	= rb rb_cached rb_augment rb_cached_augment rb_debug \
		  rb_cached_augment_debug splay rb_red_black \
		  rb_cached_augment_red_black
FUZZ_TARGETS	?= $(subst _,-,$(FUZZ_ALL))
FUZZ_CC		?= clang
FUZZ_CFLAGS	?= -g -O1 -Wall -Wextra
FUZZ_SAN	= -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		  -fsanitize-coverage-ignorelist=tests/fuzz/coverage-ignore.txt
FUZZ_DIR	= $(BUILD)/fuzz
# clang and its libFuzzer runtime (Debian: libclang-rt-14-dev with clang 14).
FUZZ_DEPS	?= apt:clang=clang apt:libclang-rt-14-dev
FUZZ_NEED	= sh scripts/need

# The tree (tests/diff_trees.h) and the mode of each target.
FUZZ_DEF_rb			= -DFZ_TREE=itree_eng
FUZZ_DEF_rb_cached		= -DFZ_TREE=ctree_eng
FUZZ_DEF_rb_augment		= -DFZ_TREE=atree_eng
FUZZ_DEF_rb_cached_augment	= -DFZ_TREE=catree_eng
FUZZ_DEF_rb_debug		= -DFZ_TREE=itree_eng -DCOV_DEBUG
FUZZ_DEF_rb_cached_augment_debug = -DFZ_TREE=catree_eng -DCOV_DEBUG
FUZZ_DEF_splay			= -DFZ_TREE=stree_eng
FUZZ_DEF_rb_red_black		= -DFZ_TREE=itree_eng \
				  -DTREE_BALANCE=TREE_RED_BLACK
FUZZ_DEF_rb_cached_augment_red_black = -DFZ_TREE=catree_eng \
				  -DTREE_BALANCE=TREE_RED_BLACK

FUZZ_BINS	= $(foreach t,$(FUZZ_TARGETS),$(FUZZ_DIR)/fuzz_$(subst -,_,$(t)))
FUZZ_SRCS	= tests/fuzz/fuzz.c tests/engine.c
FUZZ_COMMON	= $(FUZZ_SRCS) $(wildcard tests/*.h tests/diff_*.c \
		  tests/ext_tree.c tests/coverage/*.[ch]) \
		  tests/fuzz/coverage-ignore.txt tree.h

TEST_EXTRA	+= fuzz-smoke

.PHONY: fuzz fuzz-smoke fuzz-build fuzz-deps

fuzz-deps:
	@$(FUZZ_NEED) $(FUZZ_DEPS)

fuzz-build: $(FUZZ_BINS)

define FUZZ_RULE
$(FUZZ_DIR)/fuzz_$(1): $(FUZZ_COMMON) | fuzz-deps
	@mkdir -p $(FUZZ_DIR)
	$(FUZZ_CC) $(FUZZ_SAN) $(FUZZ_CFLAGS) $(FUZZ_DEF_$(1)) -I. -Itests \
		-DFZ_NAME=\"fuzz_$(1)\" -o $$@ $(FUZZ_SRCS)
endef
$(foreach t,$(FUZZ_ALL),$(eval $(call FUZZ_RULE,$(t))))

fuzz: fuzz-build
	@sh tests/fuzz/run.sh fuzz $(FUZZ_TIME) $(FUZZ_DIR) $(FUZZ_TARGETS)

fuzz-smoke:
	@if $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST)) \
	    fuzz-build && \
	    sh tests/fuzz/run.sh smoke $(FUZZ_SMOKE_TIME) $(FUZZ_DIR) \
		$(FUZZ_TARGETS); then \
		echo "PASS: fuzz-smoke"; \
	else \
		echo "FAIL: fuzz-smoke"; \
		exit 1; \
	fi
