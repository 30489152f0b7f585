# SPDX-License-Identifier: BSD-2-Clause
#
# examples.mk: the examples beyond wordfreq (examples/interval.c, gaps.c,
# rank.c, timerq.c, twoindex.c), included by the top-level Makefile and
# run from the repository root.
#
#   make examples-augment   build each augmentation example (interval,
#                           gaps, rank) twice into $(BUILD)/examples/
#                           (plain, and with ASan + UBSan as NAME-san), run
#                           both on examples/NAME.in and compare the output
#                           with examples/NAME.expected; any output on
#                           stderr is a failure too.  Prints PASS:
#                           examples-augment or FAIL: examples-augment.
#   make examples-sanitize  the same for timerq and twoindex (plain as C99,
#                           and NAME-san), and timerq also under
#                           ThreadSanitizer, as C99 (timerq-tsan: tree.h's
#                           __atomic builtins) and as C11 (timerq-tsan-c11:
#                           <stdatomic.h>); each TSan build also runs
#                           "random 200000 2" (under a second; its output
#                           must match the plain build's), so that the
#                           watcher thread peeks a few thousand times while
#                           the queue changes.  Prints PASS:
#                           examples-sanitize or FAIL: examples-sanitize.
#
# The examples are also added to EXAMPLES, so that "make" builds them next
# to wordfreq and "make examples-check" (examples/check.sh) runs them too:
# that script takes every examples/NAME.in with an examples/NAME.expected,
# and adds an empty-input run and a valgrind run.

AUG_EXAMPLES	= interval gaps rank
AUG_DIR		= $(BUILD)/examples
AUG_CFLAGS	= -std=c99 $(CFLAGS) $(WARNFLAGS) -I.
AUG_SAN		= -fsanitize=address,undefined -fno-sanitize-recover=all
AUG_PLAIN	= $(AUG_EXAMPLES:%=$(AUG_DIR)/%)
AUG_SANBINS	= $(AUG_EXAMPLES:%=$(AUG_DIR)/%-san)

# timerq needs -pthread; twoindex is plain C99 like the others.
SAN_EXAMPLES	= timerq twoindex
SAN_PLAIN	= $(SAN_EXAMPLES:%=$(AUG_DIR)/%)
SAN_SANBINS	= $(SAN_EXAMPLES:%=$(AUG_DIR)/%-san)
SAN_TSAN	= -fsanitize=thread
SAN_TSANBINS	= $(AUG_DIR)/timerq-tsan $(AUG_DIR)/timerq-tsan-c11
SAN_STRESS	= random 200000 2

EXAMPLES	+= $(AUG_EXAMPLES:%=examples/%) $(SAN_EXAMPLES:%=examples/%)
TEST_EXTRA	+= examples-augment examples-sanitize

.PHONY: examples-augment _examples-augment-build examples-sanitize \
	_examples-sanitize-build

# The Makefile's rule for examples/% has no -pthread: this one overrides
# it for the timer queue.
examples/timerq: examples/timerq.c tree.h
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARNFLAGS) -pthread -I. -o $@ $< $(LDFLAGS)

_examples-augment-build: $(AUG_PLAIN) $(AUG_SANBINS)

_examples-sanitize-build: $(SAN_PLAIN) $(SAN_SANBINS) $(SAN_TSANBINS)

$(AUG_PLAIN) $(SAN_PLAIN): $(AUG_DIR)/%: examples/%.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) $(if $(filter timerq,$*),-pthread) \
	    -o $@ $< $(LDFLAGS)

$(AUG_SANBINS) $(SAN_SANBINS): $(AUG_DIR)/%-san: examples/%.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) $(AUG_SAN) \
	    $(if $(filter timerq,$*),-pthread) -o $@ $< $(LDFLAGS)

$(AUG_DIR)/timerq-tsan: examples/timerq.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) $(SAN_TSAN) -pthread -o $@ $< \
	    $(LDFLAGS)

$(AUG_DIR)/timerq-tsan-c11: examples/timerq.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) -std=c11 $(SAN_TSAN) -pthread \
	    -o $@ $< $(LDFLAGS)

# $(call ex_run,TARGET,RUNS): the body of a check target.  RUNS is a list
# of BIN:IN:WANT (a program in $(AUG_DIR), its input file, the output it
# must print); stderr must stay empty and the exit status 0.  Uses and
# sets the shell variable fail.
define ex_run
for run in $(2); do \
	x=$${run%%:*}; in=$${run#*:}; want=$${in#*:}; in=$${in%%:*}; \
	out=$(AUG_DIR)/$$x.$$(basename $$in .in).$(1).out; \
	if $(AUG_DIR)/$$x <$$in >$$out 2>$$out.err && \
	    [ ! -s $$out.err ] && cmp -s $$want $$out; then \
		echo "examples-$(1): ok $$x < $$in"; \
	else \
		echo "examples-$(1): $$x < $$in:" \
		    "wrong output, exit status or stderr" \
		    "(diff -u $$want $$out; cat $$out.err)"; \
		diff -u $$want $$out | sed -n '3,22s/^/    /p'; \
		sed -n '1,5s/^/    /p' $$out.err; \
		fail=1; \
	fi; \
done
endef

# $(call ex_target,TARGET,RUNS[,SETUP]): build (a failed build is a FAIL
# too, hence the sub-make), run SETUP, then the runs, then PASS or FAIL.
define ex_target
+@fail=0; \
if ! $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST)) \
    _examples-$(1)-build; then \
	echo "examples-$(1): build failed"; \
	fail=1; \
else \
	$(if $(3),$(3);) \
	$(call ex_run,$(1),$(2)); \
fi; \
if [ $$fail -eq 0 ]; then \
	echo "PASS: examples-$(1)"; \
else \
	echo "FAIL: examples-$(1)"; \
	exit 1; \
fi
endef

examples-augment:
	$(call ex_target,augment,$(foreach x,$(AUG_EXAMPLES),$(foreach v,\
	    $(x) $(x)-san,$(v):examples/$(x).in:examples/$(x).expected)))

# The stress input's expected output is the plain C99 build's.
SAN_STRESS_IN	= $(AUG_DIR)/timerq-stress.in
SAN_STRESS_WANT	= $(AUG_DIR)/timerq-stress.expected

examples-sanitize:
	$(call ex_target,sanitize,$(foreach x,$(SAN_EXAMPLES),$(foreach v,\
	    $(x) $(x)-san,$(v):examples/$(x).in:examples/$(x).expected)) \
	    $(foreach v,$(notdir $(SAN_TSANBINS)),\
	    $(v):examples/timerq.in:examples/timerq.expected \
	    $(v):$(SAN_STRESS_IN):$(SAN_STRESS_WANT)),\
	    echo "$(SAN_STRESS)" >$(SAN_STRESS_IN) && \
	    $(AUG_DIR)/timerq <$(SAN_STRESS_IN) >$(SAN_STRESS_WANT) || fail=1)
