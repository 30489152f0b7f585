# SPDX-License-Identifier: BSD-2-Clause
#
# tree.h: build, regenerate, test and install.  GNU make; -j safe.
# "make help" lists the targets a user or contributor needs.
#
# Targets whose name starts with "_" are internal (steps of other
# targets): "make help" and the README leave them out.  Each fragment
# mk/NAME.mk adds its checks and jobs; a check joins "make test" with one
# line, "TEST_EXTRA += target" (CONTRIBUTING.md says what a stage must
# print).

CC		?= cc
CFLAGS		?= -O2 -g
WARNFLAGS	?= -Wall -Wextra -Wpedantic -Werror
PYTHON		?= python3
PREFIX		?= /usr/local
INCLUDEDIR	?= $(PREFIX)/include
MANDIR		?= $(PREFIX)/share/man
PKGCONFIGDIR	?= $(PREFIX)/share/pkgconfig
DESTDIR		?=
# SYS_TREE=yes: "make install" also installs tree.h as sys/tree.h.
SYS_TREE	?= no
# The version: tree.h's TREE_H_VERSION (gen/api.py sets it), for tree.pc
# and the release tarball.
VERSION		:= $(shell sed -n 's/^\#define TREE_H_VERSION[[:space:]]*"\(.*\)"$$/\1/p' tree.h)
# Every output of every target goes under $(BUILD).
BUILD		?= build
JOBS		?= $(shell nproc 2>/dev/null || echo 2)

# The generator: cog (PyPI cogapp) expands gen/tree.h.in into tree.h,
# and the cog blocks of COG_IN_PLACE in place (from gen/'s modules too).
COG		= $(PYTHON) -m cogapp -d -P -I gen
COG_IN_PLACE	= tests/cases/per_op.h
# The package installer: "$(NEED) apt:PKG=TEST pip:PKG ..." installs what
# is missing when run as root, else prints the commands and fails.
NEED		= PYTHON=$(PYTHON) sh scripts/need
# $(call pass_fail,NAME,COMMAND): run COMMAND in a recipe, then print
# "PASS: NAME", or "FAIL: NAME" and fail.
pass_fail	= if $(2); then echo "PASS: $(1)"; \
		  else echo "FAIL: $(1)"; exit 1; fi

# What each job needs on a fresh machine.  A fragment lists its own
# packages in a variable NAME_DEPS and installs them in its recipes with
# $(NEED), or, before a file is built, with the order-only prerequisite
# "| _need-NAME_DEPS"; what "make test" needs it adds to TEST_DEPS, which
# "make deps" (the first stage of "make test") installs at once.
GEN_DEPS	= pip:cogapp
TEST_DEPS	= $(GEN_DEPS) \
		  apt:libcriterion-dev=/usr/include/criterion/criterion.h \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h \
		  apt:valgrind=valgrind apt:gcc=gcc apt:g++=g++ \
		  apt:clang=clang apt:clang=clang++
BENCH_DEPS	=

EXAMPLES	= $(patsubst %.c,%,$(wildcard examples/*.c))

# The stages of "make test" (see "test" below).  Fragments add theirs
# with "TEST_EXTRA += target": each prints "PASS: name" or "FAIL: name"
# lines, or a summary line "name: P passed, F failed" (and fails if a
# check failed).  The stages that take longest come first, so that a
# parallel run starts them early.
TEST_EXTRA	?=
TEST_FIRST	= clients lint fuzz-smoke
TEST_STAGES	= deps check-gen $(filter $(TEST_FIRST),$(TEST_EXTRA)) \
		  compile-matrix compile-fail examples-check unit-tests \
		  $(filter-out $(TEST_FIRST),$(TEST_EXTRA))
LOGS		= $(BUILD)/logs

.DEFAULT_GOAL	:= all
.DELETE_ON_ERROR:
.PHONY: all test bench _bench-examples gen check-gen deps _test-stages \
	compile-matrix compile-fail examples-check install uninstall \
	clean help

include $(sort $(wildcard mk/*.mk))

all: $(EXAMPLES)

examples/%: examples/%.c tree.h
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARNFLAGS) -I. -o $@ $< $(LDFLAGS)

# --- dependencies -----------------------------------------------------------

# Everything "make test" needs.
deps:
	@$(NEED) $(TEST_DEPS)

# _need-VAR: the packages that the variable VAR lists, where missing.
_need-%:
	@$(if $(strip $($*)),$(NEED) $($*),:)

# --- generator --------------------------------------------------------------

gen: _need-GEN_DEPS
	@mkdir -p $(BUILD)
	$(COG) -o $(BUILD)/tree.h.new gen/tree.h.in
	@if cmp -s $(BUILD)/tree.h.new tree.h; then \
		echo "gen: tree.h unchanged"; rm -f $(BUILD)/tree.h.new; \
	else \
		mv $(BUILD)/tree.h.new tree.h; echo "gen: tree.h rewritten"; \
	fi
	$(PYTHON) -m cogapp -P -I gen -r $(COG_IN_PLACE)

check-gen: _need-GEN_DEPS
	@mkdir -p $(BUILD)
	@$(COG) -o $(BUILD)/tree.h.check gen/tree.h.in
	@if cmp -s $(BUILD)/tree.h.check tree.h; then \
		echo "check-gen: tree.h is what gen/ produces"; \
	else \
		echo "check-gen: tree.h differs from what gen/ produces" \
		    "(first lines of the diff below)."; \
		echo "check-gen: edit gen/, not tree.h; then run 'make gen'" \
		    "and commit tree.h."; \
		diff -u tree.h $(BUILD)/tree.h.check | head -n 20; \
		exit 1; \
	fi
	@$(PYTHON) -m cogapp -P -I gen --check --diff \
	    --check-fail-msg "run 'make gen' and commit the result" \
	    $(COG_IN_PLACE)

# --- tests ------------------------------------------------------------------

# "make test": deps, then check-gen, then the other stages, as many at a
# time as make's jobs allow (JOBS, by default one per core; "make -jN
# test" gives N).  Each stage is "make STAGE" with its output in
# $(LOGS)/STAGE.log, shown in one piece when it ends (--output-sync);
# after a failure no other stage starts.  scripts/count-checks then adds
# up the checks of all stages run: the last line is "N passed, N failed".
test:
	+@rm -rf $(LOGS); mkdir -p $(LOGS); \
	date +%s >$(LOGS)/.start; \
	$(MAKE) --no-print-directory --output-sync=target \
	    $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(JOBS)) \
	    _test-stages; rc=$$?; \
	sh scripts/count-checks $(LOGS) $(TEST_STAGES) || rc=1; \
	exit $$rc

_test-stages: $(addprefix _stage-,$(TEST_STAGES))
_stage-check-gen: _stage-deps
$(addprefix _stage-,$(filter-out deps check-gen,$(TEST_STAGES))): \
    _stage-check-gen

# _stage-STAGE: one stage of "make test", its log and exit status.
_stage-%:
	+@s=$$(date +%s); \
	$(MAKE) --no-print-directory $* >$(LOGS)/$*.log 2>&1; rc=$$?; \
	echo "$$rc $$(($$(date +%s) - s)) $$((s - $$(cat $(LOGS)/.start)))" \
	    >$(LOGS)/$*.rc; \
	echo "== $*"; cat $(LOGS)/$*.log; \
	echo "== $* $$(if [ $$rc = 0 ]; then echo ok; else echo FAILED; fi)" \
	    "after $$(cut -d" " -f2 $(LOGS)/$*.rc)s"; \
	exit $$rc

compile-matrix:
	@BUILD=$(BUILD) JOBS=$(JOBS) sh tests/compile/matrix.sh

compile-fail:
	@BUILD=$(BUILD) JOBS=$(JOBS) sh tests/compile/compile-fail.sh

examples-check: $(EXAMPLES)
	@BUILD=$(BUILD) sh tests/programs/run.sh examples

# --- the main job -----------------------------------------------------------

# "make bench" runs the benchmark's quick mode (bench-run, mk/bench.mk).
BENCH_MAIN	?= bench-run

bench: _need-BENCH_DEPS
	@echo "bench: make $(BENCH_MAIN)"
	+@$(MAKE) --no-print-directory $(BENCH_MAIN)

# --- install ----------------------------------------------------------------

# tree.h goes into $(INCLUDEDIR), and with SYS_TREE=yes also into
# $(INCLUDEDIR)/sys/tree.h, so that programs that include <sys/tree.h>
# build unchanged where the system has none (Linux).  tree.pc, for
# pkg-config, goes into $(PKGCONFIGDIR).  tree.3 gets one symbolic link per
# name of its NAME section, as FreeBSD's MLINKS, so that "man RB_INSERT"
# finds it; the page is the list.
# tree.pc is written anew each time: it holds INCLUDEDIR and VERSION.
install:
	@mkdir -p $(BUILD)
	printf '%s\n' 'includedir=$(INCLUDEDIR)' '' 'Name: tree.h' \
	    'Description: BSD <sys/tree.h> trees (RB_*, SPLAY_*) in one header' \
	    'Version: $(VERSION)' 'Cflags: -I$${includedir}' >$(BUILD)/tree.pc
	install -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(MANDIR)/man3 \
	    $(DESTDIR)$(PKGCONFIGDIR)
	install -m 0644 tree.h $(DESTDIR)$(INCLUDEDIR)/tree.h
	install -m 0644 $(BUILD)/tree.pc $(DESTDIR)$(PKGCONFIGDIR)/tree.pc
	install -m 0644 tree.3 $(DESTDIR)$(MANDIR)/man3/tree.3
	@if [ "$(SYS_TREE)" = yes ]; then \
		echo "install -m 0644 tree.h $(DESTDIR)$(INCLUDEDIR)/sys/tree.h"; \
		install -d $(DESTDIR)$(INCLUDEDIR)/sys && \
		install -m 0644 tree.h $(DESTDIR)$(INCLUDEDIR)/sys/tree.h; \
	fi
	@names=$$(awk '/^\.Sh /{ s = ($$2 == "NAME") } s && /^\.Nm /{ for (i = 2; i <= NF; i += 3) print $$i }' tree.3); \
	echo "ln -sf tree.3 $(DESTDIR)$(MANDIR)/man3/NAME.3 for each of the" \
	    "$$(echo $$names | wc -w) names in tree.3"; \
	for n in $$names; do \
		ln -sf tree.3 $(DESTDIR)$(MANDIR)/man3/$$n.3 || exit 1; \
	done

# A sys/tree.h is removed only if it is this tree.h (of any version).
uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/tree.h $(DESTDIR)$(MANDIR)/man3/tree.3 \
	    $(DESTDIR)$(PKGCONFIGDIR)/tree.pc
	@sys=$(DESTDIR)$(INCLUDEDIR)/sys; \
	if grep -qs '^#ifndef _RB_TREE_H_$$' $$sys/tree.h; then \
		echo "rm -f $$sys/tree.h"; \
		rm -f $$sys/tree.h && { rmdir $$sys 2>/dev/null || :; }; \
	fi
	@echo "rm -f $(DESTDIR)$(MANDIR)/man3/NAME.3 for each name in tree.3"
	@for n in $$(awk '/^\.Sh /{ s = ($$2 == "NAME") } s && /^\.Nm /{ for (i = 2; i <= NF; i += 3) print $$i }' tree.3); do \
		if [ -L $(DESTDIR)$(MANDIR)/man3/$$n.3 ]; then \
			rm -f $(DESTDIR)$(MANDIR)/man3/$$n.3 || exit 1; \
		fi; \
	done

clean:
	rm -rf $(BUILD) $(EXAMPLES)

# Every target a user or contributor needs; the stages of "make test"
# are listed from TEST_STAGES.
help:
	@echo "Use:"
	@echo "  make               build the examples (tree.h itself needs no build)"
	@echo "  make install       tree.h, tree.pc, tree.3 and a link per macro under \$$(DESTDIR)\$$(PREFIX)"
	@echo "                     (INCLUDEDIR, PKGCONFIGDIR, MANDIR; SYS_TREE=yes: sys/tree.h too)"
	@echo "  make uninstall     remove what make install put there"
	@echo "  make clean         remove $(BUILD)/ and the built examples"
	@echo "  make dist          the release tarball $(BUILD)/tree.h-$(VERSION).tar.gz (git archive of HEAD)"
	@echo "Change:"
	@echo "  make gen           regenerate tree.h from gen/ (cog)"
	@echo "  make check-gen     fail if tree.h is not what gen/ produces"
	@echo "  make deps          install what make test needs (as root)"
	@echo "  make hooks         install the commit-msg hook (CONTRIBUTING.md's rule) in this clone"
	@echo "  make commit-lint   check the commit messages since the last release (COMMITS=RANGE)"
	@echo "Test:"
	@echo "  make test          install what is missing (as root), then every stage;"
	@echo "                     the last line is \"N passed, N failed\"; logs in $(LOGS)/"
	@echo "  make STAGE         one stage of make test:"
	@echo "$(filter-out deps check-gen,$(TEST_STAGES))" | fold -s -w 60 | sed 's/^/                       /'
	@echo "  make unit-tests UNIT=\"$(UNIT_ALL)\""
	@echo "                     the Criterion unit tests in some of their builds"
	@echo "  make test-clients  tmux and OpenSSH with their full test suites"
	@echo "  make test-cross    the test driver on armhf, s390x and powerpc under qemu"
	@echo "  make fuzz          the fuzz targets, FUZZ_TIME seconds each"
	@echo "  make coverage      line and branch coverage of the generated code"
	@echo "  make mutate        mutation score of the fast suite"
	@echo "Measure:"
	@echo "  make bench         the benchmark's quick mode: tree.h against its peers"
	@echo "  make bench-full    every size, 30 samples, hot and dirty cache"
	@echo "  make bench-ab A=REV [B=REV|DIR]   A/B of two tree.h, with an A2 noise copy"
	@echo "  make bench-counts  callgrind counts (Ir, Dr, Dw): repeatable under load"
	@echo "  make bench-workload  the timer-queue benchmark (hold model)"
	@echo "  make bench-size bench-size-cross bench-compile bench-lockless"
	@echo "    bench-counts-pop bench-counts-cross bench-linux workload-plots"
	@echo "    bench-range bench-range-counts:"
	@echo "    the other benchmarks (mk/bench.mk, mk/cross.mk, mk/workload.mk)"
	@echo "  make help          this list"
