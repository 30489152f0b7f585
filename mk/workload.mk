# SPDX-License-Identifier: BSD-2-Clause
#
# workload.mk: the timer-queue benchmark (bench/workload/, the hold
# model), included by the top-level Makefile and run from the repository
# root.  docs/performance.md shows the results.
#
#   make bench-workload   quick mode (n up to 65536, 10 samples; under 3
#                         minutes on 2 cores); WORKLOAD_FULL=1: full mode
#                         (n up to 1M, 30 samples).  Report, CSV files and
#                         one PNG per delay distribution in
#                         $(BUILD)/bench/workload/
#   make workload-plots   the PNGs again from the last run's data
#   make workload-check   (a "make test" stage) builds the program, runs it
#                         on tiny sizes (every queue must fire the same
#                         timers in the same order) and checks that a
#                         queue that breaks FIFO among equal deadlines
#                         makes the run fail.  Prints PASS: or FAIL: lines.
#
# Linux's rbtree (rb_root_cached) is among the queues where make
# bench-linux could fetch it; bench-workload tries, workload-check uses it
# only if it is already there.
#
# Knobs: WORKLOAD_ARGS (more options, e.g. WORKLOAD_ARGS="-n 4096 -d exp";
# workload -h lists them), BENCH_CC / BENCH_CXX / BENCH_OPT (mk/bench.mk).

BENCH_CC	?= gcc
BENCH_CXX	?= g++
BENCH_OPT	?= -O2
WL_DIR		= $(BUILD)/bench/workload
WL_OBJ		= $(WL_DIR)/obj
WL_FLAGS	= $(BENCH_OPT) -falign-functions=64 -g -Wall -Wextra
WL_DEPS		= apt:gcc=gcc apt:g++=g++ \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h \
		  apt:libboost-dev=/usr/include/boost/heap/pairing_heap.hpp
WL_PLOT_DEPS	= apt:gnuplot-nox=gnuplot
WORKLOAD_ARGS	?=
WORKLOAD_FULL	?=
WL_HDRS		= bench/workload/workload.h $(BENCH_HDRS)

# name:symbol:role:extra flags (one object of q_rb.c each); tree.h in
# both balance schemes (issue 18), a flag of each object
WL_WAVL		= -DTREE_BALANCE=TREE_WEAK_AVL
WL_RBS		= -DTREE_BALANCE=TREE_RED_BLACK
WL_RB		= treeh-cached:wl_treeh_cached:WL_TREEH_CACHED:-DQ_CACHED@$(WL_WAVL) \
		  treeh-cached-a2:wl_treeh_a2:WL_TREEH_A2:-DQ_CACHED@$(WL_WAVL) \
		  treeh:wl_treeh:WL_TREEH_PLAIN:$(WL_WAVL) \
		  treeh-rb-cached:wl_treeh_rb_cached:WL_TREEH_RB_CACHED:-DQ_CACHED@$(WL_RBS) \
		  treeh-rb:wl_treeh_rb:WL_TREEH_PLAIN:$(WL_RBS) \
		  libbsd:wl_libbsd:WL_TREE:-DQ_LIBBSD \
		  lifo:wl_lifo:WL_TREE:-DQ_CACHED@-DQ_LIFO_TIES
wl_field	= $(word $(2),$(subst :, ,$(1)))
wl_obj		= $(WL_OBJ)/q-$(call wl_field,$(1),1).o
WL_RB_OBJS	= $(foreach q,$(filter-out lifo:%,$(WL_RB)),$(call wl_obj,$(q)))

# Linux's rb_root_cached joins where "make bench-linux" (mk/bench.mk)
# could fetch its rbtree ($(LINUX_HAVE)); the driver lists it under
# -DWL_LINUX, in an object of its own name so that a fetch rebuilds it.
WL_LINUX	= $(if $(LINUX_HAVE),-linux)
WL_FETCH	= $(if $(LINUX_OBJ),bench-linux)
WL_MAIN		= $(WL_OBJ)/workload$(WL_LINUX).o
WL_OBJS		= $(WL_OBJ)/q_cxx.o $(WL_RB_OBJS) \
		  $(if $(WL_LINUX),$(WL_OBJ)/q-linux.o $(LINUX_OBJ))

TEST_EXTRA	+= workload-check

.PHONY: bench-workload workload-plots workload-check

$(WL_OBJ)/q_cxx.o $(WL_RB_OBJS) $(WL_OBJ)/q-lifo.o $(WL_OBJ)/q-linux.o \
    $(WL_OBJ)/workload.o $(WL_OBJ)/workload-linux.o \
    $(WL_OBJ)/workload-selftest.o: | _need-WL_DEPS

define wl_rb_rule
$(call wl_obj,$(1)): bench/workload/q_rb.c $(WL_HDRS) tree.h
	@mkdir -p $$(@D)
	$(BENCH_CC) $(WL_FLAGS) -std=gnu11 -I. -DQ_SYM=$(call wl_field,$(1),2) \
	    -DQ_NAME='"$(call wl_field,$(1),1)"' -DQ_ROLE=$(call wl_field,$(1),3) \
	    $(subst @, ,$(call wl_field,$(1),4)) -c -o $$@ bench/workload/q_rb.c
endef
$(foreach q,$(WL_RB),$(eval $(call wl_rb_rule,$(q))))

$(WL_OBJ)/q_cxx.o: bench/workload/q_cxx.cc $(WL_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CXX) $(WL_FLAGS) -std=gnu++17 -c -o $@ bench/workload/q_cxx.cc

$(WL_OBJ)/q-linux.o: bench/workload/q_rb.c $(WL_HDRS) $(LINUX_OBJ)
	@mkdir -p $(@D)
	$(BENCH_CC) $(WL_FLAGS) -std=gnu11 $(LINUX_CFLAGS) -DQ_LINUX \
	    -DQ_SYM=wl_linux_cached -DQ_NAME='"linux-cached"' -DQ_ROLE=WL_TREE \
	    -c -o $@ bench/workload/q_rb.c

$(WL_OBJ)/workload.o $(WL_OBJ)/workload-linux.o: bench/workload/workload.c \
    $(WL_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(WL_FLAGS) -std=gnu11 $(if $(findstring -linux,$@),-DWL_LINUX) \
	    -c -o $@ bench/workload/workload.c

$(WL_OBJ)/workload-selftest.o: bench/workload/workload.c $(WL_HDRS)
	@mkdir -p $(@D)
	$(BENCH_CC) $(WL_FLAGS) -std=gnu11 -DWL_SELFTEST -c -o $@ \
	    bench/workload/workload.c

# Rebuilt when Linux comes or goes (the main object's name changes).
$(WL_DIR)/workload: $(WL_MAIN) $(WL_OBJS) $(BENCH_SHARED)
	$(BENCH_CXX) $(BENCH_OPT) -o $@ $^ -lm

$(WL_DIR)/workload-selftest: $(WL_OBJ)/workload-selftest.o \
    $(WL_OBJ)/q_cxx.o $(WL_RB_OBJS) $(WL_OBJ)/q-lifo.o $(BENCH_SHARED)
	$(BENCH_CXX) $(BENCH_OPT) -o $@ $^ -lm

# Linux first, then a sub-make that sees whether it came.
bench-workload: $(WL_FETCH)
	@$(NEED) $(WL_PLOT_DEPS)
	+@$(MAKE) --no-print-directory $(WL_DIR)/workload
	@rm -f $(WL_DIR)/plot-*.dat $(WL_DIR)/workload-*.png
	@$(WL_DIR)/workload $(if $(WORKLOAD_FULL),-f,-q) -o $(WL_DIR) \
	    $(WORKLOAD_ARGS)
	+@$(MAKE) --no-print-directory workload-plots

# The PNGs again from the last run's plot data.
workload-plots:
	@for d in exp uniform bimodal const; do \
		ls $(WL_DIR)/plot-*-$$d-p*.dat >/dev/null 2>&1 || continue; \
		gnuplot -e "dir='$(WL_DIR)'; dist='$$d'; \
		    caches='$$(ls $(WL_DIR)/plot-*-$$d-p*.dat | \
		    sed 's/.*plot-\([a-z]*\)-.*/\1/' | sort -u | tr '\n' ' ')'; \
		    probs='$$(ls $(WL_DIR)/plot-*-$$d-p*.dat | \
		    sed 's/.*-p\([0-9]*\)\.dat/\1/' | sort -nu | tr '\n' ' ')'" \
		    bench/workload/plot.gp && \
		echo "bench-workload: plot $(WL_DIR)/workload-$$d.png"; \
	done

# Tiny sizes, every distribution, p and cache mode, two samples: the run
# must end with the checksums equal; the self-test build adds a queue
# whose equal deadlines fire newest first, and must fail on a checksum.
WL_TINY		= -n 13,233 -s 2 -S 1100 -t 4 -W 64

workload-check:
	+@fail=0; out=$(WL_DIR)/check; mkdir -p $$out; \
	if ! $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST)) \
	    $(WL_DIR)/workload $(WL_DIR)/workload-selftest >$$out/build.log 2>&1; then \
		cat $$out/build.log; echo "FAIL: workload-build"; exit 1; \
	fi; \
	echo "PASS: workload-build"; \
	if $(WL_DIR)/workload $(WL_TINY) -o $$out >$$out/run.out 2>$$out/run.err && \
	    grep -q "all equal" $$out/run.out; then \
		echo "PASS: workload-checksums ($$(grep -o '[0-9]* checksums compared' $$out/run.out))"; \
	else \
		sed -n '1,20p' $$out/run.err; echo "FAIL: workload-checksums"; fail=1; \
	fi; \
	if $(WL_DIR)/workload-selftest $(WL_TINY) -d uniform -o $$out \
	    >$$out/lifo.out 2>$$out/lifo.err; then \
		echo "workload-check: a LIFO queue went unnoticed"; \
		echo "FAIL: workload-catches-lifo"; fail=1; \
	elif grep -q "^workload: lifo .*checksum\|checksum.*another queue" $$out/lifo.err; then \
		echo "PASS: workload-catches-lifo"; \
	else \
		sed -n '1,20p' $$out/lifo.err; echo "FAIL: workload-catches-lifo"; fail=1; \
	fi; \
	exit $$fail
