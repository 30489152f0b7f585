# SPDX-License-Identifier: BSD-2-Clause
#
# examples.mk: the augmentation examples (examples/interval.c, gaps.c,
# rank.c), included by the top-level Makefile and run from the repository
# root.
#
#   make examples-augment   build each example twice into $(BUILD)/examples/
#                           (plain, and with ASan + UBSan as NAME-san), run
#                           both on examples/NAME.in and compare the output
#                           with examples/NAME.expected; any output on
#                           stderr is a failure too.  Prints PASS:
#                           examples-augment or FAIL: examples-augment.
#
# The examples are also added to EXAMPLES, so that "make" builds them next
# to wordfreq and "make examples-check" (examples/check.sh) runs them too:
# that script takes every examples/NAME.in with an examples/NAME.expected,
# and adds an empty-input run and a valgrind run.

BUILD		?= build
AUG_EXAMPLES	= interval gaps rank
AUG_DIR		= $(BUILD)/examples
AUG_CFLAGS	= -std=c99 $(CFLAGS) $(WARNFLAGS) -I.
AUG_SAN		= -fsanitize=address,undefined -fno-sanitize-recover=all
AUG_PLAIN	= $(AUG_EXAMPLES:%=$(AUG_DIR)/%)
AUG_SANBINS	= $(AUG_EXAMPLES:%=$(AUG_DIR)/%-san)

EXAMPLES	+= $(AUG_EXAMPLES:%=examples/%)
TEST_EXTRA	+= examples-augment

.PHONY: examples-augment examples-augment-build

examples-augment-build: $(AUG_PLAIN) $(AUG_SANBINS)

$(AUG_PLAIN): $(AUG_DIR)/%: examples/%.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) -o $@ $< $(LDFLAGS)

$(AUG_SANBINS): $(AUG_DIR)/%-san: examples/%.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) $(AUG_SAN) -o $@ $< $(LDFLAGS)

# A failed build is a FAIL too, hence the sub-make.
examples-augment:
	@fail=0; \
	if ! $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST)) \
	    examples-augment-build; then \
		echo "examples-augment: build failed"; \
		fail=1; \
	else \
		for x in $(AUG_EXAMPLES); do for v in "" -san; do \
			in=examples/$$x.in; want=examples/$$x.expected; \
			out=$(AUG_DIR)/$$x$$v.augment.out; \
			if $(AUG_DIR)/$$x$$v <$$in >$$out 2>$$out.err && \
			    [ ! -s $$out.err ] && cmp -s $$want $$out; then \
				echo "examples-augment: ok $$x$$v"; \
			else \
				echo "examples-augment: $$x$$v < $$in:" \
				    "wrong output, exit status or stderr" \
				    "(diff -u $$want $$out; cat $$out.err)"; \
				diff -u $$want $$out | \
				    sed -n '3,22s/^/    /p'; \
				sed -n '1,5s/^/    /p' $$out.err; \
				fail=1; \
			fi; \
		done; done; \
	fi; \
	if [ $$fail -eq 0 ]; then \
		echo "PASS: examples-augment"; \
	else \
		echo "FAIL: examples-augment"; \
		exit 1; \
	fi
