# SPDX-License-Identifier: BSD-2-Clause
#
# cross.mk: tree.h on embedded targets, with Debian's cross compilers,
# included by the top-level Makefile and run from the repository root.
# docs/performance.md shows the results.
#
#   make bench-size-cross   text bytes of one instantiation and per
#                           function, tree.h vs libbsd, on x86-64, armhf
#                           (Thumb-2), aarch64 and riscv64 at -O2 and -Os
#                           (bench/size-cross.sh); TARGETS="armhf:-Os ..."
#                           picks targets
#
# Output: $(BUILD)/bench/size-cross.md (also on stdout).

CROSS_TRIPLETS	= arm-linux-gnueabihf:armhf aarch64-linux-gnu:arm64 \
		  riscv64-linux-gnu:riscv64
# Compiler, binutils and C library headers of each cross target.
cross_deps	= apt:gcc-$(1)=$(1)-gcc apt:binutils-$(1)=$(1)-size \
		  apt:libc6-dev-$(2)-cross=/usr/$(1)/include/stdint.h
CROSS_SIZE_DEPS	= apt:gcc=x86_64-linux-gnu-gcc \
		  apt:binutils-x86-64-linux-gnu=x86_64-linux-gnu-size \
		  apt:libbsd-dev=/usr/include/bsd/sys/tree.h \
		  $(foreach t,$(CROSS_TRIPLETS),$(call cross_deps,$(firstword \
		    $(subst :, ,$(t))),$(lastword $(subst :, ,$(t)))))

.PHONY: bench-size-cross cross-deps

cross-deps:
	@$(NEED) $(CROSS_SIZE_DEPS)

bench-size-cross: cross-deps
	@mkdir -p $(BUILD)/bench
	@BUILD=$(BUILD) $(if $(TARGETS),TARGETS="$(TARGETS)") \
	    sh bench/size-cross.sh >$(BUILD)/bench/size-cross.md.tmp
	@mv $(BUILD)/bench/size-cross.md.tmp $(BUILD)/bench/size-cross.md
	@cat $(BUILD)/bench/size-cross.md
	@echo "bench-size-cross: written to $(BUILD)/bench/size-cross.md"
