# SPDX-License-Identifier: BSD-2-Clause
#
# cross.mk: tree.h on embedded targets, with Debian's cross compilers,
# included by the top-level Makefile and run from the repository root.
# docs/performance.md shows the results.
#
#   make bench-size-cross   text bytes of one instantiation and per
#                           function, tree.h vs libbsd (and Linux's rbtree,
#                           which make bench-linux fetches first), on
#                           x86-64, armhf (Thumb-2), aarch64, riscv64 and
#                           Cortex-M7 at -O2 and -Os (bench/size/size-cross.sh);
#                           TARGETS="armhf:-Os ..." picks targets
#   make bench-counts-cross instructions, loads and stores per call under
#                           qemu-user on the same targets: insert
#                           rebalance, extract, whole insert and remove, 64
#                           nodes, random keys, tree.h vs libbsd and Linux
#                           (bench/counts/counts.py cross)
#
# Output: $(BUILD)/bench/size-cross.md, $(BUILD)/bench/counts-cross.md
# (also on stdout).  Both fetch Linux's rbtree first (make bench-linux).
#
# Debian's cross gcc packages conflict with gcc-multilib (make test-m32):
# installing one removes the other, and each target installs again what
# it needs.  Do not run these and test-m32 at the same time.

CROSS_TRIPLETS	= arm-linux-gnueabihf:armhf aarch64-linux-gnu:arm64 \
		  riscv64-linux-gnu:riscv64
# Compiler, binutils and C library headers of each cross target.
cross_deps	= apt:gcc-$(1)=$(1)-gcc apt:binutils-$(1)=$(1)-size \
		  apt:libc6-dev-$(2)-cross=/usr/$(1)/include/stdint.h
CROSS_SIZE_DEPS	= apt:gcc=x86_64-linux-gnu-gcc \
		  apt:binutils-x86-64-linux-gnu=x86_64-linux-gnu-size \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h \
		  $(foreach t,$(CROSS_TRIPLETS),$(call cross_deps,$(firstword \
		    $(subst :, ,$(t))),$(lastword $(subst :, ,$(t))))) \
		  apt:gcc-arm-none-eabi=arm-none-eabi-gcc \
		  apt:picolibc-arm-none-eabi=/usr/lib/picolibc/arm-none-eabi/picolibc.specs

CROSS_COUNT_DEPS = $(CROSS_SIZE_DEPS) apt:qemu-user=qemu-aarch64 \
		  apt:qemu-system-arm=qemu-system-arm apt:python3=python3

.PHONY: bench-size-cross bench-counts-cross

# cross_run COMMAND REPORT: run COMMAND into $(BUILD)/bench/REPORT.md
cross_run	= mkdir -p $(BUILD)/bench && \
		  BUILD=$(BUILD) $(if $(TARGETS),TARGETS="$(TARGETS)") \
		    $(1) >$(BUILD)/bench/$(2).md.tmp && \
		  mv $(BUILD)/bench/$(2).md.tmp $(BUILD)/bench/$(2).md && \
		  cat $(BUILD)/bench/$(2).md && \
		  echo "$(2): written to $(BUILD)/bench/$(2).md"

bench-size-cross: _need-CROSS_SIZE_DEPS bench-linux
	@$(call cross_run,sh bench/size/size-cross.sh,size-cross)

bench-counts-cross: bench-linux
	@$(NEED) $(CROSS_COUNT_DEPS)
	@$(call cross_run,python3 bench/counts/counts.py cross,counts-cross)
