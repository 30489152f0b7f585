# SPDX-License-Identifier: BSD-2-Clause
#
# programs.mk: the self-checking programs of tests/programs/ (gaps.c,
# interval.c, rank.c, timerq.c, twoindex.c: command interpreters that
# check the tree and their own invariants after each command), included
# by the top-level Makefile and run from the repository root.
#
#   make programs-check     tests/programs/run.sh: each program built as
#                           strict C99, plain and with -DTREE_DEBUG, on
#                           tests/programs/NAME.in compared with
#                           NAME.expected; the plain build again on empty
#                           input and under valgrind memcheck.
#   make programs-augment   build each augmentation program (interval,
#                           gaps, rank) twice into $(BUILD)/programs/
#                           (plain, and with ASan + UBSan as NAME-san), run
#                           both on tests/programs/NAME.in and compare the
#                           output with NAME.expected; any output on
#                           stderr is a failure too.  Prints PASS:
#                           programs-augment or FAIL: programs-augment.
#   make programs-sanitize  the same for timerq and twoindex (plain as C99,
#                           and NAME-san), and timerq also under
#                           ThreadSanitizer, as C99 (timerq-tsan: tree.h's
#                           __atomic builtins) and as C11 (timerq-tsan-c11:
#                           <stdatomic.h>); each TSan build also runs
#                           "random 200000 2" (under a second; its output
#                           must match the plain build's), so that the
#                           watcher thread peeks a few thousand times while
#                           the queue changes.  Prints PASS:
#                           programs-sanitize or FAIL: programs-sanitize.

AUG_PROGRAMS	= interval gaps rank
AUG_DIR		= $(BUILD)/programs
AUG_CFLAGS	= -std=c99 $(CFLAGS) $(WARNFLAGS) -I.
AUG_SAN		= -fsanitize=address,undefined -fno-sanitize-recover=all
AUG_PLAIN	= $(AUG_PROGRAMS:%=$(AUG_DIR)/%)
AUG_SANBINS	= $(AUG_PROGRAMS:%=$(AUG_DIR)/%-san)

# timerq needs -pthread; twoindex is plain C99 like the others.
SAN_PROGRAMS	= timerq twoindex
SAN_PLAIN	= $(SAN_PROGRAMS:%=$(AUG_DIR)/%)
SAN_SANBINS	= $(SAN_PROGRAMS:%=$(AUG_DIR)/%-san)
SAN_TSAN	= -fsanitize=thread
SAN_TSANBINS	= $(AUG_DIR)/timerq-tsan $(AUG_DIR)/timerq-tsan-c11
SAN_STRESS	= random 200000 2

TEST_EXTRA	+= programs-check programs-augment programs-sanitize

.PHONY: programs-check programs-augment _programs-augment-build programs-sanitize \
	_programs-sanitize-build

programs-check:
	@BUILD=$(BUILD) sh tests/programs/run.sh tests/programs

_programs-augment-build: $(AUG_PLAIN) $(AUG_SANBINS)

_programs-sanitize-build: $(SAN_PLAIN) $(SAN_SANBINS) $(SAN_TSANBINS)

$(AUG_PLAIN) $(SAN_PLAIN): $(AUG_DIR)/%: tests/programs/%.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) $(if $(filter timerq,$*),-pthread) \
	    -o $@ $< $(LDFLAGS)

$(AUG_SANBINS) $(SAN_SANBINS): $(AUG_DIR)/%-san: tests/programs/%.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) $(AUG_SAN) \
	    $(if $(filter timerq,$*),-pthread) -o $@ $< $(LDFLAGS)

$(AUG_DIR)/timerq-tsan: tests/programs/timerq.c tree.h
	@mkdir -p $(AUG_DIR)
	$(CC) $(CPPFLAGS) $(AUG_CFLAGS) $(SAN_TSAN) -pthread -o $@ $< \
	    $(LDFLAGS)

$(AUG_DIR)/timerq-tsan-c11: tests/programs/timerq.c tree.h
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
		echo "programs-$(1): ok $$x < $$in"; \
	else \
		echo "programs-$(1): $$x < $$in:" \
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
    _programs-$(1)-build; then \
	echo "programs-$(1): build failed"; \
	fail=1; \
else \
	$(if $(3),$(3);) \
	$(call ex_run,$(1),$(2)); \
fi; \
if [ $$fail -eq 0 ]; then \
	echo "PASS: programs-$(1)"; \
else \
	echo "FAIL: programs-$(1)"; \
	exit 1; \
fi
endef

programs-augment:
	$(call ex_target,augment,$(foreach x,$(AUG_PROGRAMS),$(foreach v,\
	    $(x) $(x)-san,$(v):tests/programs/$(x).in:tests/programs/$(x).expected)))

# The stress input's expected output is the plain C99 build's.
SAN_STRESS_IN	= $(AUG_DIR)/timerq-stress.in
SAN_STRESS_WANT	= $(AUG_DIR)/timerq-stress.expected

programs-sanitize:
	$(call ex_target,sanitize,$(foreach x,$(SAN_PROGRAMS),$(foreach v,\
	    $(x) $(x)-san,$(v):tests/programs/$(x).in:tests/programs/$(x).expected)) \
	    $(foreach v,$(notdir $(SAN_TSANBINS)),\
	    $(v):tests/programs/timerq.in:tests/programs/timerq.expected \
	    $(v):$(SAN_STRESS_IN):$(SAN_STRESS_WANT)),\
	    echo "$(SAN_STRESS)" >$(SAN_STRESS_IN) && \
	    $(AUG_DIR)/timerq <$(SAN_STRESS_IN) >$(SAN_STRESS_WANT) || fail=1)
