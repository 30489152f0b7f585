# SPDX-License-Identifier: BSD-2-Clause
#
# man.mk: checks of the manual page tree.3 (scripts in tests/docs/),
# included by the top-level Makefile and run from the repository root.
#
#   make man-lint       "mandoc -Tlint -Wstyle tree.3" says nothing, and no
#                       line of the page rendered at 80 columns is wider
#   make man-names      the NAME section lists exactly the public macros of
#                       tree.h, the SYNOPSIS gives each its number of
#                       arguments, and every message of tree.h is in the page
#   make man-synopsis   the SYNOPSIS shows exactly the macros of gen/api.py
#                       (the list that makes tree.h's API reference), each
#                       with its arguments and return type as api.py has them
#   make man-examples   each program of the EXAMPLES section compiles with
#                       -std=c99 -Wall -Wextra -Wpedantic -Werror and prints
#                       what the page says it prints (built in $(BUILD)/man/)
#   make install-check  "make install" into a scratch DESTDIR gives tree.h
#                       in INCLUDEDIR, tree.pc, tree.3 and one link per
#                       name, "man -w RB_INSERT" finds the page there, and
#                       with SYS_TREE=yes a <sys/tree.h> program builds with
#                       tree.pc's Cflags; "make uninstall" removes it all
#
# Each prints PASS: name or FAIL: name and fails on a fault; all five run
# in "make test".  mandoc and pkg-config are installed by "make deps"
# (scripts/need).

BUILD		?= build
MAN_DEPS	= apt:mandoc=mandoc apt:pkg-config=pkg-config
TEST_DEPS	+= $(MAN_DEPS)
TEST_EXTRA	+= man-lint man-names man-synopsis man-examples install-check

.PHONY: man-lint man-names man-synopsis man-examples install-check

man-lint:
	@$(call pass_fail,man-lint,$(NEED) $(MAN_DEPS) && \
	    sh tests/docs/man_lint.sh tree.3)

man-names:
	@$(call pass_fail,man-names,$(PYTHON) tests/docs/man_names.py tree.3 tree.h)

man-synopsis:
	@$(call pass_fail,man-synopsis,$(PYTHON) tests/docs/man_synopsis.py \
	    tree.3 gen)

man-examples:
	@$(call pass_fail,man-examples,CC="$(CC)" BUILD="$(BUILD)" \
	    $(PYTHON) tests/docs/man_examples.py tree.3)

# A sub-make installs into a directory of its own, whatever PREFIX says.
install-check:
	@$(call pass_fail,install-check,$(NEED) $(MAN_DEPS) && \
	    MAKE="$(MAKE)" PYTHON="$(PYTHON)" sh tests/compile/install-check.sh)
