# SPDX-License-Identifier: BSD-2-Clause
#
# bench.mk: the benchmark suite (bench/), included by the top-level
# Makefile and run from the repository root.  docs/performance.md shows
# the results and how to read them.
#
#   make bench-run        quick mode (< 3 min on 2 cores): ratio table
#                         tree.h / fastest peer, PNG plot; the main job;
#                         then BENCH_CMPS_QUICK's comparator shapes
#                         (bench/common/cmp.h): tree.h / libbsd and / fastest
#                         peer with the same comparator (cmp.md)
#   make bench-full       every size, 30 samples, hot and dirty cache;
#                         every comparator shape (BENCH_CMPS), hot cache
#   make bench-counts     callgrind counts and augmentation hook calls per
#                         insert / remove (bench/counts/counts.py runs
#                         bench/counts/counts.c), tree.h in both schemes;
#                         find / insert / remove per comparator shape
#                         (the same driver's cmp mode)
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
#   make bench-range      range removal (k = 16, 1000, 100000 keys out of
#                         10^6) and the fill of a tree from 10^6 sorted
#                         keys: RB_REMOVE_RANGE and RB_BUILD against the
#                         loop of each peer (bench/range/), hot and dirty
#                         cache; RANGE_ARGS adds options.  bench-run runs
#                         it quick (-s 3, hot), bench-full in full
#   make bench-range-counts
#                         callgrind: instructions per RB_SPLIT, RB_JOIN
#                         and RB_INSERT at n = 2^10 and 2^20, both schemes
#                         (bench/range/counts.sh); then per node, with the
#                         cache and branch models, bench-range's removals
#                         and fills (bench/range/counted.c)
#   make bench-sparse     a program's own use: a sparse matrix keyed by
#                         (x, y) with its if/else comparator, find-then-
#                         insert and find-then-remove of malloc'd nodes,
#                         tree.h against libbsd (bench/sparse/)
#   make _bench-build     (internal) just build $(BUILD)/bench/bench
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
# bench-ab compares: see bench/ops/ab.sh), AB_SCHEME / AB_SCHEME_B (wavl or
# rb: tree.h's balance scheme of A and of B in bench-ab), BENCH_CC / BENCH_CXX, BENCH_OPT.
# Output: $(BUILD)/bench/{quick,full,ab}/ hold samples.csv (every sample),
# cells.csv (min, median, mean, stddev per cell), compare.csv (difference
# of the means with its 95 % interval), report.md and the plots.

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
BENCH_TOOLS	= apt:gcc=gcc apt:g++=g++ \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h \
		  apt:libboost-dev=/usr/include/boost/intrusive/avl_set.hpp
BENCH_PLOT_DEPS	= apt:gnuplot-nox=gnuplot
BENCH_COUNT_DEPS = apt:gcc=gcc apt:valgrind=valgrind apt:python3=python3 \
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
BENCH_HDRS	= bench/common/driver.h bench/common/stats.h bench/common/report.h
BENCH_SHARED	= $(BENCH_OBJ)/driver.o $(BENCH_OBJ)/stats.o $(BENCH_OBJ)/report.o
BENCH_RB_DEPS	= bench/ops/batches.h bench/common/node.h bench/ops/bench.h $(BENCH_HDRS) tree.h

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

# The comparator shapes (bench/common/cmp.h): all in bench-full, a few in quick
# mode (bench-run); the default objects use the sign idiom
BENCH_CMPS	= sign ifelse ternary sub memcmp twofield
BENCH_CMPS_QUICK = ifelse memcmp twofield
BENCH_CMP_IMPLS	= treeh,libbsd,boost-rb,boost-avl

# Linux's rbtree, where bench-linux could fetch it (the registry then
# names it too: its own object, so that it follows the choice)
BENCH_LX_IMPLS	= linux:impl_linux:ROLE_PEER:0:-DIMPL_LINUX \
		  linux-cached:impl_linux_cached:ROLE_PEER:1:-DIMPL_LINUX
BENCH_LX_OBJS	= $(foreach i,$(BENCH_LX_IMPLS),$(foreach d,$(BENCH_OBJ) \
		  $(BENCH_CMPS:%=$(BENCH_OBJ)/cmp-%),$(d)/rb-$(call bench_field,$(i),1).o))
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
	bench-lockless bench-counts-pop bench-sparse bench-range \
	bench-range-counts \
	_bench-build bench-linux

# Linux first, then a sub-make that sees whether it came.
_bench-build: bench-linux
	@$(MAKE) --no-print-directory $(BENCH_DIR)/bench

bench-linux:
	@BUILD=$(BUILD) CC=$(BENCH_CC) CFLAGS="$(BENCH_OPT) $(BENCH_ALIGN) -g" \
	    sh bench/linux/fetch.sh

# Check (or install) the compilers and peers before the first object.
$(BENCH_OBJS): | _need-BENCH_TOOLS

$(BENCH_SHARED): $(BENCH_OBJ)/%.o: bench/common/%.c $(BENCH_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) -c -o $@ $<

$(BENCH_OBJ)/bench.o $(BENCH_OBJ)/bench_report.o: \
    $(BENCH_OBJ)/%.o: bench/ops/%.c bench/ops/bench.h bench/ops/bench_report.h \
    $(BENCH_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) -c -o $@ $<

$(BENCH_OBJ)/registry.o $(BENCH_OBJ)/registry-linux.o: bench/ops/registry.c bench/ops/bench.h \
    $(BENCH_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) $(if $(findstring linux,$(@F)),-DBENCH_LINUX) \
	    -c -o $@ bench/ops/registry.c

$(BENCH_OBJ)/impl_std.o: bench/ops/impl_std.cc bench/ops/bench.h $(BENCH_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CXX) $(BENCH_CXXFLAGS) -c -o $@ bench/ops/impl_std.cc

# bench_rb_rule ENTRY COMPILER SOURCE [SHAPE]: the object, or with a
# comparator shape (bench/common/cmp.h) its copy in $(BENCH_OBJ)/cmp-SHAPE
define bench_rb_rule
$(BENCH_OBJ)/$(if $(4),cmp-$(4)/)rb-$(call bench_field,$(1),1).o: $(3) $(BENCH_RB_DEPS)
	@mkdir -p $$(@D)
	$(2) -I. -DIMPL_SYM=$(call bench_field,$(1),2) \
	    -DIMPL_NAME='"$(call bench_field,$(1),1)"' \
	    -DIMPL_ROLE=$(call bench_field,$(1),3) \
	    -DIMPL_KIND=$(call bench_field,$(1),4) \
	    $(subst @, ,$(call bench_field,$(1),5)) $$(BENCH_RB_EXTRA) \
	    $(if $(4),-DBENCH_CMP=$(4)) -c -o $$@ $(3)
endef
$(foreach s,- $(BENCH_CMPS),$(foreach i,$(BENCH_RB_IMPLS),$(eval $(call bench_rb_rule,$(i),$(BENCH_CC) $(BENCH_CFLAGS),bench/ops/impl_rb.c,$(filter-out -,$(s))))))
$(foreach s,- $(BENCH_CMPS),$(foreach i,$(BENCH_BOOST_IMPLS),$(eval $(call bench_rb_rule,$(i),$(BENCH_CXX) $(BENCH_CXXFLAGS),bench/ops/impl_boost.cc,$(filter-out -,$(s))))))

$(BENCH_DIR)/bench: $(BENCH_OBJS)
	$(BENCH_CXX) $(BENCH_OPT) -o $@ $(BENCH_OBJS) $(BENCH_LINK_LINUX) -lm

# One binary per comparator shape: every object of BENCH_RB_OBJS built
# with -DBENCH_CMP=<shape>; run on tree.h, libbsd and Boost (Linux keeps
# its own descent on the raw keys, std::set its uint64_t).
bench_cmp_objs	= $(subst $(BENCH_OBJ)/rb-,$(BENCH_OBJ)/cmp-$(1)/rb-,$(BENCH_RB_OBJS))
$(foreach s,$(BENCH_CMPS),$(eval $(BENCH_DIR)/bench-cmp-$(s): \
    $(filter-out $(BENCH_RB_OBJS),$(BENCH_OBJS)) $(call bench_cmp_objs,$(s))))
$(BENCH_CMPS:%=$(BENCH_DIR)/bench-cmp-%):
	$(BENCH_CXX) $(BENCH_OPT) -o $@ $^ $(BENCH_LINK_LINUX) -lm

# bench_cmp_run MODE-DIR SHAPES BENCH-OPTIONS: each shape's run, then
# the table of tree.h against libbsd and the fastest peer per shape
bench_cmp_run = for s in $(2); do \
		mkdir -p $(1)/cmp-$$s && $(BENCH_DIR)/bench-cmp-$$s -I $(BENCH_CMP_IMPLS) \
		    -O find,insert,remove $(3) -o $(1)/cmp-$$s || exit 1; \
	done; \
	python3 scripts/cmp_table.py $(addprefix $(1)/cmp-,$(2)) >$(1)/cmp.md && \
	cat $(1)/cmp.md

# The plots: ratio over tree size, one line per operation.  Without
# gnuplot (and no way to install it) the tables come all the same.
bench_plot = if ! $(NEED) $(BENCH_PLOT_DEPS); then \
		echo "bench: no plots: gnuplot is missing; install it" \
		    "(apt-get install gnuplot-nox) and run make $@ again"; \
	else for d in $(1)/ratio-*.dat; do \
		[ -f "$$d" ] || continue; \
		c=$${d\#\#*/ratio-}; c=$${c%.dat}; \
		gnuplot -e "datafile='$$d'; outfile='$(1)/ratio-$$c.png'; \
		    plottitle='tree.h / fastest peer, $$c cache ($(2))'; \
		    ncols=$$(head -n 1 $$d | wc -w)" \
		    bench/ops/plot.gp && echo "bench: plot $(1)/ratio-$$c.png"; \
	done; fi

bench-run: _bench-build
	@$(MAKE) --no-print-directory bench-range RANGE_ARGS="-s 3" \
	    RANGE_CACHES=hot
	@$(MAKE) --no-print-directory $(BENCH_CMPS_QUICK:%=$(BENCH_DIR)/bench-cmp-%)
	@mkdir -p $(BENCH_DIR)/quick
	@$(BENCH_DIR)/bench -q -o $(BENCH_DIR)/quick $(BENCH_ARGS)
	@$(call bench_plot,$(BENCH_DIR)/quick,quick mode)
	@$(call bench_cmp_run,$(BENCH_DIR)/quick,$(BENCH_CMPS_QUICK),-q -n 13,233,4096 -s 5 $(BENCH_ARGS))

bench-full: _bench-build
	@$(MAKE) --no-print-directory bench-range
	@$(MAKE) --no-print-directory $(BENCH_CMPS:%=$(BENCH_DIR)/bench-cmp-%)
	@mkdir -p $(BENCH_DIR)/full
	@$(BENCH_DIR)/bench -f -o $(BENCH_DIR)/full $(BENCH_ARGS)
	@$(call bench_plot,$(BENCH_DIR)/full,full mode)
	@$(call bench_cmp_run,$(BENCH_DIR)/full,$(BENCH_CMPS),-f -c hot -n 13,34,89,233,4096,65536 $(BENCH_ARGS))

bench-counts: bench-linux
	@$(NEED) $(BENCH_COUNT_DEPS)
	@mkdir -p $(BENCH_DIR)
	@OUT=$(BENCH_DIR)/counts LINUX_DIR=$(LINUX_DIR) CC=$(BENCH_CC) \
	    python3 bench/counts/counts.py >$(BENCH_DIR)/counts.md.tmp
	@mv $(BENCH_DIR)/counts.md.tmp $(BENCH_DIR)/counts.md
	@cat $(BENCH_DIR)/counts.md
	@echo "bench-counts: written to $(BENCH_DIR)/counts.md"

bench-ab:
	@$(NEED) $(BENCH_AB_DEPS)
	@if [ -z "$(A)" ]; then \
		echo "usage: make bench-ab A=<git rev> [B=<git rev or path>]" >&2; \
		exit 2; \
	fi
	@BUILD=$(BUILD) BENCH_CC=$(BENCH_CC) BENCH_OPT="$(BENCH_OPT)" \
	    sh bench/ops/ab.sh "$(A)" "$(B)" $(AB_ARGS)

bench-size:
	@$(NEED) $(BENCH_SIZE_DEPS)
	@BUILD=$(BUILD) BENCH_CC=$(BENCH_CC) BENCH_OPT="$(BENCH_OPT)" sh bench/size/size.sh

bench-compile:
	@$(NEED) $(BENCH_CMP_DEPS)
	@BUILD=$(BUILD) BENCH_CC=$(BENCH_CC) sh bench/compile/compile.sh

bench-lockless:
	@$(NEED) apt:gcc=gcc
	@BUILD=$(BUILD) BENCH_CC=$(BENCH_CC) sh bench/lockless/lockless.sh

bench-counts-pop: bench-linux
	@$(NEED) $(BENCH_COUNT_DEPS)
	@mkdir -p $(BENCH_DIR)
	@OUT=$(BENCH_DIR)/counts CC=$(BENCH_CC) LINUX_DIR=$(LINUX_DIR) \
	    python3 bench/counts/counts.py pop \
	    >$(BENCH_DIR)/counts-pop.md
	@cat $(BENCH_DIR)/counts-pop.md
	@echo "bench-counts-pop: written to $(BENCH_DIR)/counts-pop.md"

# The range benchmark: tree.h once per balance scheme, libbsd,
# Boost.Intrusive, and Linux's rbtree where make bench-linux fetched it
# (LINUX_HAVE is read when the sub-make of bench-range expands it).
RANGE_OBJ	= $(BENCH_OBJ)/range
RANGE_DEPS	= bench/range/range.h bench/range/rnode.h $(BENCH_HDRS)
RANGE_CACHES	?= hot dirty
RANGE_ARGS	?=
RANGE_OBJS	= $(addprefix $(RANGE_OBJ)/,range.o treeh.o treeh-rb.o \
		  libbsd.o boost.o $(if $(LINUX_HAVE),linux.o)) \
		  $(BENCH_OBJ)/driver.o $(BENCH_OBJ)/stats.o
RANGE_LINUX	= $(if $(LINUX_HAVE),-DRANGE_LINUX)

$(RANGE_OBJ)/range.o: bench/range/range.c $(RANGE_DEPS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) $(RANGE_LINUX) -c -o $@ $<
$(RANGE_OBJ)/treeh.o: bench/range/treeh.c $(RANGE_DEPS) tree.h
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) -I. -c -o $@ $<
$(RANGE_OBJ)/treeh-rb.o: bench/range/treeh.c $(RANGE_DEPS) tree.h
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) -I. -DTREE_BALANCE=TREE_RED_BLACK \
	    -DRANGE_RB -c -o $@ $<
$(RANGE_OBJ)/libbsd.o: bench/range/libbsd.c $(RANGE_DEPS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) -c -o $@ $<
$(RANGE_OBJ)/boost.o: bench/range/boost.cc $(RANGE_DEPS)
	@mkdir -p $(@D)
	$(BENCH_CXX) $(BENCH_CXXFLAGS) -c -o $@ $<
$(RANGE_OBJ)/linux.o: bench/range/linux.c $(RANGE_DEPS) bench/linux/adapter.h
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) $(LINUX_CFLAGS) -c -o $@ $<
$(BENCH_DIR)/range: $(RANGE_OBJS)
	$(BENCH_CXX) $(BENCH_OPT) -o $@ $(RANGE_OBJS) \
	    $(if $(LINUX_HAVE),$(LINUX_OBJ)) -lm

bench-range: _need-BENCH_TOOLS bench-linux
	@$(MAKE) --no-print-directory $(BENCH_DIR)/range
	@for c in $(RANGE_CACHES); do \
		$(BENCH_DIR)/range -c $$c $(RANGE_ARGS) || exit 1; echo; \
	done | tee $(BENCH_DIR)/range.md
	@echo "bench-range: written to $(BENCH_DIR)/range.md"

$(RANGE_OBJ)/counted.o: bench/range/counted.c $(RANGE_DEPS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) $(RANGE_LINUX) -c -o $@ $<
$(BENCH_DIR)/range-counted: $(RANGE_OBJ)/counted.o $(filter-out \
    $(RANGE_OBJ)/range.o,$(RANGE_OBJS))
	$(BENCH_CXX) $(BENCH_OPT) -o $@ $^ $(if $(LINUX_HAVE),$(LINUX_OBJ)) -lm

bench-range-counts: _need-BENCH_TOOLS bench-linux
	@$(NEED) apt:gcc=gcc apt:valgrind=valgrind
	@$(MAKE) --no-print-directory $(BENCH_DIR)/range-counted
	@BUILD=$(BUILD) CC=$(BENCH_CC) sh bench/range/counts.sh \
	    | tee $(BENCH_DIR)/range-counts.csv
	@BUILD=$(BUILD) CC=$(BENCH_CC) sh bench/range/counts.sh elements \
	    $(BENCH_DIR)/range-counted \
	    | tee $(BENCH_DIR)/range-element-counts.csv

# The sparse matrix: matrix.c once per header (tree.h twice: A2 is the
# noise floor), the shared driver and statistics.
SPARSE_OBJ	= $(BENCH_OBJ)/sparse
SPARSE_IMPLS	= treeh:sparse_treeh: treeh-a2:sparse_treeh_a2: \
		  libbsd:sparse_libbsd:-DUSE_LIBBSD
SPARSE_OBJS	= $(SPARSE_OBJ)/main.o $(BENCH_OBJ)/driver.o \
		  $(BENCH_OBJ)/stats.o \
		  $(foreach i,$(SPARSE_IMPLS),$(SPARSE_OBJ)/$(call bench_field,$(i),1).o)
SPARSE_DEPS	= bench/sparse/sparse.h $(BENCH_HDRS)

$(SPARSE_OBJ)/main.o: bench/sparse/main.c $(SPARSE_DEPS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) -c -o $@ $<
define sparse_rule
$(SPARSE_OBJ)/$(call bench_field,$(1),1).o: bench/sparse/matrix.c $(SPARSE_DEPS) tree.h
	@mkdir -p $$(@D)
	$(BENCH_CC) $(BENCH_CFLAGS) -I. \
	    -DSPARSE_SYM=$(call bench_field,$(1),2) \
	    -DSPARSE_NAME='"$(call bench_field,$(1),1)"' \
	    $(call bench_field,$(1),3) -c -o $$@ bench/sparse/matrix.c
endef
$(foreach i,$(SPARSE_IMPLS),$(eval $(call sparse_rule,$(i))))
$(BENCH_DIR)/sparse: $(SPARSE_OBJS)
	$(BENCH_CC) $(BENCH_OPT) -o $@ $(SPARSE_OBJS) -lm

bench-sparse: _need-BENCH_TOOLS
	@$(MAKE) --no-print-directory $(BENCH_DIR)/sparse
	@$(BENCH_DIR)/sparse $(SPARSE_ARGS) | tee $(BENCH_DIR)/sparse.md
