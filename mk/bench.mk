# SPDX-License-Identifier: BSD-2-Clause
#
# bench.mk: the benchmark suite (bench/), included by the top-level
# Makefile and run from the repository root.  docs/performance.md shows
# the results and how to read them.
#
#   make bench-run        quick mode (< 3 min on 2 cores): ratio table
#                         tree.h / fastest peer, PNG plot; the main job
#   make bench-full       every size, 30 samples, hot and dirty cache
#   make bench-counts     callgrind counts and augmentation hook calls per
#                         insert / remove (bench/counts/run.sh: the one
#                         script of the counts, and bench/counts/counts.c
#                         the one program), tree.h in both schemes
#   make bench-ab A=REV [B=REV|PATH]
#                         tree.h at git revision A against B (a revision, a
#                         worktree / directory holding tree.h, or, by
#                         default, the working tree), with an A2 noise copy
#   make bench-size       text bytes of one instantiation, tree.h vs libbsd
#   make bench-compile    hyperfine: 50 instantiations at -O2, tree.h vs libbsd
#   make bench-lockless   run queue with lockless peeks: a hold-model writer
#                         under a mutex, 0, 1 or 3 readers polling
#                         RB_MIN_LOCKLESS / RB_COUNT_LOCKLESS, cached head
#                         with and without RB_CACHE_LINE padding, in both
#                         balance schemes
#   make bench-counts-pop callgrind counts of RB_REMOVE and RB_POP_MIN, plain
#                         and cached head, with mispredictions and misses
#   make bench-build      just build $(BUILD)/bench/bench
#   make bench-linux      fetch Linux's rbtree (bench/linux/fetch.sh): Debian's
#                         linux-source package, rbtree.c compiled on its own;
#                         never fails: without it the benchmark runs without
#                         Linux and says so
#
# For other benchmarks that link Linux's rbtree: after make bench-linux,
# $(LINUX_OBJ) exists iff it could be had ($(LINUX_HAVE) is then "yes";
# it is expanded when used, so a sub-make or a recipe sees it), and
# $(LINUX_CFLAGS) is the include path of its headers.  It is GPL: it stays
# under $(BUILD)/linux and is never committed.
#
# Knobs: BENCH_ARGS (extra options for bench, e.g. BENCH_ARGS="-n 13,4096"),
# AB_ARGS (options of the bench-ab run), AB_KIND (which instantiation
# bench-ab compares: see bench/ab.sh), AB_SCHEME / AB_SCHEME_B (wavl or
# rb: tree.h's balance scheme of A and of B in bench-ab), BENCH_CC / BENCH_CXX, BENCH_OPT.
# Output: $(BUILD)/bench/{quick,full,ab}/ hold samples.csv (every sample),
# cells.csv (min, median, mean, stddev per cell), compare.csv (difference
# of the means with its 95 % interval), report.md and the plots.

BUILD		?= build
BENCH_DIR	= $(BUILD)/bench
BENCH_CC	?= gcc
BENCH_CXX	?= g++
BENCH_OPT	?= -O2
BENCH_ALIGN	?= -falign-functions=64
BENCH_WARN	= -Wall -Wextra
BENCH_CFLAGS	= $(BENCH_OPT) $(BENCH_ALIGN) -g -std=gnu11 $(BENCH_WARN)
BENCH_CXXFLAGS	= $(BENCH_OPT) $(BENCH_ALIGN) -g -std=gnu++17 $(BENCH_WARN)
BENCH_ARGS	?=
AB_ARGS		?=
BENCH_NEED	= sh scripts/need
BENCH_TOOLS	= apt:gcc=gcc apt:g++=g++ \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h \
		  apt:libboost-dev=/usr/include/boost/intrusive/avl_set.hpp
BENCH_PLOT_DEPS	= apt:gnuplot-nox=gnuplot
BENCH_COUNT_DEPS = apt:gcc=gcc apt:valgrind=valgrind \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h
BENCH_AB_DEPS	= apt:gcc=gcc apt:git=git
BENCH_CMP_DEPS	= apt:gcc=gcc apt:hyperfine=hyperfine apt:python3=python3 \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h
BENCH_SIZE_DEPS	= apt:gcc=gcc apt:binutils=size \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h

BENCH_OBJ	= $(BENCH_DIR)/obj
LINUX_DIR	= $(BUILD)/linux
LINUX_OBJ	= $(LINUX_DIR)/rbtree.o
LINUX_CFLAGS	= -I$(LINUX_DIR)/tools/include -I$(LINUX_DIR)/tools/arch/x86/include
LINUX_HAVE	= $(shell test -f $(LINUX_OBJ) && echo yes)
# The shared driver, statistics and report (bench and workload link them)
BENCH_HDRS	= bench/driver.h bench/stats.h bench/report.h
BENCH_SHARED	= $(BENCH_OBJ)/driver.o $(BENCH_OBJ)/stats.o $(BENCH_OBJ)/report.o
BENCH_RB_DEPS	= bench/batches.h bench/node.h bench/bench.h $(BENCH_HDRS) tree.h

# name:symbol:role:kind:extra flags (one object of impl_rb.c, or of
# impl_boost.cc for BENCH_BOOST_IMPLS, each)
bench_field	= $(word $(2),$(subst :, ,$(1)))
# tree.h in both balance schemes (issue 18): each scheme is a flag of its
# own objects, the reports put the two side by side against the peers.
BENCH_WAVL	= -DTREE_BALANCE=TREE_WEAK_AVL
BENCH_RB	= -DTREE_BALANCE=TREE_RED_BLACK
BENCH_RB_IMPLS	= treeh:impl_treeh:ROLE_TREEH:0:$(BENCH_WAVL) \
		  treeh-a2:impl_treeh_a2:ROLE_TREEH_A2:0:$(BENCH_WAVL) \
		  treeh-cached:impl_treeh_cached:ROLE_TREEH_CACHED:1:$(BENCH_WAVL) \
		  treeh-aug:impl_treeh_aug:ROLE_TREEH_AUG:2:$(BENCH_WAVL) \
		  treeh-rb:impl_treeh_rb:ROLE_TREEH_RB:0:$(BENCH_RB) \
		  treeh-rb-cached:impl_treeh_rb_cached:ROLE_TREEH_RB_CACHED:1:$(BENCH_RB) \
		  libbsd:impl_libbsd:ROLE_PEER:0:-DIMPL_LIBBSD@-DIMPL_REPLACE_BY_REINSERT
BENCH_BOOST_IMPLS = boost-rb:impl_boost_rb:ROLE_PEER:0: \
		  boost-avl:impl_boost_avl:ROLE_PEER:0:-DIMPL_AVL

# Linux's rbtree, where bench-linux could fetch it (the registry then
# names it too: its own object, so that it follows the choice)
BENCH_LX_IMPLS	= linux:impl_linux:ROLE_PEER:0:-DIMPL_LINUX \
		  linux-cached:impl_linux_cached:ROLE_PEER:1:-DIMPL_LINUX
BENCH_LX_OBJS	= $(foreach i,$(BENCH_LX_IMPLS),$(BENCH_OBJ)/rb-$(call bench_field,$(i),1).o)
ifeq ($(LINUX_HAVE),yes)
BENCH_RB_IMPLS	+= $(BENCH_LX_IMPLS)
BENCH_REGISTRY	= $(BENCH_OBJ)/registry-linux.o
BENCH_LINK_LINUX = $(LINUX_OBJ)
else
BENCH_REGISTRY	= $(BENCH_OBJ)/registry.o
BENCH_LINK_LINUX =
endif
$(BENCH_LX_OBJS): BENCH_RB_EXTRA = $(LINUX_CFLAGS) \
	-DIMPL_LINUX_VERSION='"$(shell cat $(LINUX_DIR)/version 2>/dev/null)"'
$(BENCH_LX_OBJS): bench/linux/adapter.h $(LINUX_DIR)/version

BENCH_RB_OBJS	= $(foreach i,$(BENCH_RB_IMPLS) $(BENCH_BOOST_IMPLS),$(BENCH_OBJ)/rb-$(call bench_field,$(i),1).o)
BENCH_OBJS	= $(BENCH_OBJ)/bench.o $(BENCH_OBJ)/bench_report.o \
		  $(BENCH_SHARED) $(BENCH_REGISTRY) $(BENCH_RB_OBJS) \
		  $(BENCH_OBJ)/impl_std.o

.PHONY: bench-run bench-full bench-counts bench-ab bench-size bench-compile \
	bench-lockless bench-counts-pop \
	bench-build bench-linux bench-deps bench-plot-deps

bench-deps:
	@$(BENCH_NEED) $(BENCH_TOOLS)

bench-plot-deps:
	@$(BENCH_NEED) $(BENCH_PLOT_DEPS)

# Linux first, then a sub-make that sees whether it came.
bench-build: bench-linux
	@$(MAKE) --no-print-directory $(BENCH_DIR)/bench

bench-linux:
	@BUILD=$(BUILD) CC=$(BENCH_CC) CFLAGS="$(BENCH_OPT) $(BENCH_ALIGN) -g" \
	    sh bench/linux/fetch.sh

# Check (or install) the compilers and peers before the first object.
$(BENCH_OBJS): | bench-deps

$(BENCH_SHARED) $(BENCH_OBJ)/bench.o $(BENCH_OBJ)/bench_report.o: \
    $(BENCH_OBJ)/%.o: bench/%.c bench/bench.h $(BENCH_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) -c -o $@ $<

$(BENCH_OBJ)/registry.o $(BENCH_OBJ)/registry-linux.o: bench/registry.c bench/bench.h \
    $(BENCH_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) $(if $(findstring linux,$(@F)),-DBENCH_LINUX) \
	    -c -o $@ bench/registry.c

$(BENCH_OBJ)/impl_std.o: bench/impl_std.cc bench/bench.h $(BENCH_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CXX) $(BENCH_CXXFLAGS) -c -o $@ bench/impl_std.cc

# bench_rb_rule ENTRY COMPILER SOURCE
define bench_rb_rule
$(BENCH_OBJ)/rb-$(call bench_field,$(1),1).o: $(3) $(BENCH_RB_DEPS)
	@mkdir -p $$(@D)
	$(2) -I. -DIMPL_SYM=$(call bench_field,$(1),2) \
	    -DIMPL_NAME='"$(call bench_field,$(1),1)"' \
	    -DIMPL_ROLE=$(call bench_field,$(1),3) \
	    -DIMPL_KIND=$(call bench_field,$(1),4) \
	    $(subst @, ,$(call bench_field,$(1),5)) $$(BENCH_RB_EXTRA) \
	    -c -o $$@ $(3)
endef
$(foreach i,$(BENCH_RB_IMPLS),$(eval $(call bench_rb_rule,$(i),$(BENCH_CC) $(BENCH_CFLAGS),bench/impl_rb.c)))
$(foreach i,$(BENCH_BOOST_IMPLS),$(eval $(call bench_rb_rule,$(i),$(BENCH_CXX) $(BENCH_CXXFLAGS),bench/impl_boost.cc)))

$(BENCH_DIR)/bench: $(BENCH_OBJS)
	$(BENCH_CXX) $(BENCH_OPT) -o $@ $(BENCH_OBJS) $(BENCH_LINK_LINUX) -lm

# The plots: ratio over tree size, one line per operation.
bench_plot = for d in $(1)/ratio-*.dat; do \
		[ -f "$$d" ] || continue; \
		c=$${d\#\#*/ratio-}; c=$${c%.dat}; \
		gnuplot -e "datafile='$$d'; outfile='$(1)/ratio-$$c.png'; \
		    plottitle='tree.h / fastest peer, $$c cache ($(2))'; \
		    ncols=$$(head -n 1 $$d | wc -w)" \
		    bench/plot.gp && echo "bench: plot $(1)/ratio-$$c.png"; \
	done

bench-run: bench-build bench-plot-deps
	@mkdir -p $(BENCH_DIR)/quick
	@$(BENCH_DIR)/bench -q -o $(BENCH_DIR)/quick $(BENCH_ARGS)
	@$(call bench_plot,$(BENCH_DIR)/quick,quick mode)

bench-full: bench-build bench-plot-deps
	@mkdir -p $(BENCH_DIR)/full
	@$(BENCH_DIR)/bench -f -o $(BENCH_DIR)/full $(BENCH_ARGS)
	@$(call bench_plot,$(BENCH_DIR)/full,full mode)

bench-counts: bench-linux
	@$(BENCH_NEED) $(BENCH_COUNT_DEPS)
	@mkdir -p $(BENCH_DIR)
	@OUT=$(BENCH_DIR)/counts LINUX_DIR=$(LINUX_DIR) CC=$(BENCH_CC) \
	    sh bench/counts/run.sh >$(BENCH_DIR)/counts.md.tmp
	@mv $(BENCH_DIR)/counts.md.tmp $(BENCH_DIR)/counts.md
	@cat $(BENCH_DIR)/counts.md
	@echo "bench-counts: written to $(BENCH_DIR)/counts.md"

bench-ab:
	@$(BENCH_NEED) $(BENCH_AB_DEPS)
	@if [ -z "$(A)" ]; then \
		echo "usage: make bench-ab A=<git rev> [B=<git rev or path>]" >&2; \
		exit 2; \
	fi
	@BUILD=$(BUILD) BENCH_CC=$(BENCH_CC) BENCH_OPT="$(BENCH_OPT)" \
	    sh bench/ab.sh "$(A)" "$(B)" $(AB_ARGS)

bench-size:
	@$(BENCH_NEED) $(BENCH_SIZE_DEPS)
	@BUILD=$(BUILD) BENCH_CC=$(BENCH_CC) BENCH_OPT="$(BENCH_OPT)" sh bench/size.sh

bench-compile:
	@$(BENCH_NEED) $(BENCH_CMP_DEPS)
	@BUILD=$(BUILD) BENCH_CC=$(BENCH_CC) sh bench/compile.sh

bench-lockless:
	@$(BENCH_NEED) apt:gcc=gcc
	@BUILD=$(BUILD) BENCH_CC=$(BENCH_CC) sh bench/lockless.sh

bench-counts-pop: bench-linux
	@$(BENCH_NEED) apt:gcc=gcc apt:valgrind=valgrind
	@mkdir -p $(BENCH_DIR)
	@OUT=$(BENCH_DIR)/counts CC=$(BENCH_CC) LINUX_DIR=$(LINUX_DIR) \
	    sh bench/counts/run.sh pop \
	    >$(BENCH_DIR)/counts-pop.md
	@cat $(BENCH_DIR)/counts-pop.md
	@echo "bench-counts-pop: written to $(BENCH_DIR)/counts-pop.md"
