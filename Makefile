# SPDX-License-Identifier: BSD-2-Clause
#
# tree.h: build, regenerate, test and install.  GNU make; -j safe.
# "make help" lists the targets.

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
# The version that tree.pc gives.
VERSION		?= 1.0
BUILD		?= build
JOBS		?= $(shell nproc 2>/dev/null || echo 2)

# The generator: cog (PyPI cogapp) expands gen/tree.h.in into tree.h.
COG		= $(PYTHON) -m cogapp -d -P -I gen
NEED		= PYTHON=$(PYTHON) sh scripts/need
# $(call pass_fail,NAME,COMMAND): run COMMAND in a recipe, then print
# "PASS: NAME", or "FAIL: NAME" and fail.
pass_fail	= if $(2); then echo "PASS: $(1)"; \
		  else echo "FAIL: $(1)"; exit 1; fi

# What each job needs on a fresh machine (scripts/need installs it as root).
GEN_DEPS	= pip:cogapp
TEST_DEPS	= $(GEN_DEPS) \
		  apt:libcriterion-dev=/usr/include/criterion/criterion.h \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h \
		  apt:valgrind=valgrind apt:gcc=gcc apt:g++=g++ \
		  apt:clang=clang apt:clang=clang++
BENCH_DEPS	=

EXAMPLES	= examples/wordfreq

# The unit tests (Criterion) live in mk/tests.mk.  Fragments mk/*.mk add
# further checks with "TEST_EXTRA += target": each runs after the unit
# tests and prints "PASS: name" or "FAIL: name" lines (and fails if any
# check failed).
UNIT_STAGES	= unit-tests unit-tests-asan-gcc unit-tests-asan-clang \
		  unit-tests-valgrind
TEST_EXTRA	?=
# The stages that run in a second lane next to the others (run-stages -a),
# started after check-gen: each writes only under its own $(BUILD)/NAME
# and spends much of its time on one core or waiting (configure, the
# network, a fuzzer).
TEST_ALONGSIDE	= $(filter clients fuzz-smoke lint,$(TEST_EXTRA))
TEST_STAGES	= deps check-gen $(TEST_ALONGSIDE) compile-matrix compile-fail \
		  examples-check $(UNIT_STAGES) \
		  $(filter-out $(TEST_ALONGSIDE),$(TEST_EXTRA))

.DEFAULT_GOAL	:= all
.DELETE_ON_ERROR:
.PHONY: all test bench bench-examples gen check-gen deps deps-gen deps-bench \
	compile-matrix compile-fail examples-check install uninstall \
	clean help

include $(sort $(wildcard mk/*.mk))

all: $(EXAMPLES)

examples/%: examples/%.c tree.h
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARNFLAGS) -I. -o $@ $< $(LDFLAGS)

# --- dependencies -----------------------------------------------------------

deps:
	@$(NEED) $(TEST_DEPS)

deps-gen:
	@$(NEED) $(GEN_DEPS)

deps-bench:
	@$(if $(strip $(BENCH_DEPS)),$(NEED) $(BENCH_DEPS),:)

# --- generator --------------------------------------------------------------

gen: deps-gen
	@mkdir -p $(BUILD)
	$(COG) -o $(BUILD)/tree.h.new gen/tree.h.in
	@if cmp -s $(BUILD)/tree.h.new tree.h; then \
		echo "gen: tree.h unchanged"; rm -f $(BUILD)/tree.h.new; \
	else \
		mv $(BUILD)/tree.h.new tree.h; echo "gen: tree.h rewritten"; \
	fi

check-gen: deps-gen
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

# --- tests ------------------------------------------------------------------

# The stages run in this order (those of TEST_ALONGSIDE in a second lane)
# and stop at the first failure; the last line printed is "N passed, N
# failed" over all of them.
test:
	+@MAKE="$(MAKE)" BUILD=$(BUILD) sh scripts/run-stages \
	    -a "$(TEST_ALONGSIDE)" $(TEST_STAGES)

compile-matrix:
	@BUILD=$(BUILD) JOBS=$(JOBS) sh tests/compile/matrix.sh

compile-fail:
	@BUILD=$(BUILD) JOBS=$(JOBS) sh tests/compile/compile-fail.sh

examples-check: $(EXAMPLES)
	@BUILD=$(BUILD) sh examples/check.sh

# --- the main job -----------------------------------------------------------

# "make bench" runs the benchmark's quick mode (bench-run, mk/bench.mk)
# where there is one; without it, the examples.  A fragment may set
# BENCH_MAIN to another target.
BENCH_MAIN	?= bench-run

bench: deps-bench
	@echo "bench: make $(BENCH_MAIN)"
	+@$(MAKE) --no-print-directory $(BENCH_MAIN)

bench-examples: $(EXAMPLES)
	@echo "bench: no benchmark here; running the examples instead"
	@for x in $(EXAMPLES); do \
		echo "bench: $$x < $$x.in"; \
		./$$x < $$x.in || exit 1; \
	done

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

help:
	@echo "make            build the examples (tree.h itself needs no build)"
	@echo "make test       install what is missing (as root), then run every check"
	@echo "make bench      the main job: the benchmark's quick mode (bench-run)"
	@echo "make gen        regenerate tree.h from gen/ (cog)"
	@echo "make check-gen  fail if tree.h is not what gen/ produces"
	@echo "make compile-matrix  gcc/clang/g++/clang++ x standards x -O0..-O3"
	@echo "make compile-fail    misuse must not compile; include-order checks"
	@echo "make examples-check  run the examples and compare their output"
	@echo "make test-clients    tmux and OpenSSH built and tested with tree.h"
	@echo "make install    tree.h, tree.pc, tree.3 and a link per macro under \$$(DESTDIR)\$$(PREFIX)"
	@echo "                (INCLUDEDIR, PKGCONFIGDIR, MANDIR; SYS_TREE=yes: sys/tree.h too)"
	@echo "make clean      remove $(BUILD)/ and the built examples"
