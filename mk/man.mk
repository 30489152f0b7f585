# SPDX-License-Identifier: BSD-2-Clause
#
# man.mk: checks of the manual page tree.3 (scripts in tests/docs/),
# included by the top-level Makefile and run from the repository root.
#
#   make man-check      the five checks below, each a line PASS: NAME or
#                       FAIL: NAME; fails on a fault.  A stage of
#                       "make test".  MAN_CHECK=NAME... runs some of them.
#
#   lint                "mandoc -Tlint -Wstyle tree.3" says nothing, and no
#                       line of the page rendered at 80 columns is wider
#   names               the NAME section lists exactly the public macros of
#                       tree.h, the SYNOPSIS gives each its number of
#                       arguments, and every message of tree.h is in the page
#   synopsis            the SYNOPSIS shows exactly the macros of gen/api.py
#                       (the list that makes tree.h's API reference), each
#                       with its arguments and return type as api.py has them
#   examples            each program of the EXAMPLES section compiles with
#                       -std=c99 -Wall -Wextra -Wpedantic -Werror and prints
#                       what the page says it prints (built in $(BUILD)/man/)
#   install-check       "make install" into a scratch DESTDIR gives tree.h
#                       in INCLUDEDIR, tree.pc, tree.3 and one link per
#                       name, "man -w RB_INSERT" finds the page there, and
#                       with SYS_TREE=yes a <sys/tree.h> program builds with
#                       tree.pc's Cflags; "make uninstall" removes it all
#
# mandoc and pkg-config are installed by "make deps" (scripts/need).

MAN_DEPS	= apt:mandoc=mandoc apt:pkg-config=pkg-config
TEST_DEPS	+= $(MAN_DEPS)
TEST_EXTRA	+= man-check
MAN_ALL		= lint names synopsis examples install-check
MAN_CHECK	?= $(MAN_ALL)

# The command of each check (its PASS: or FAIL: line says man-NAME, or
# install-check).
man_cmd_lint		= sh tests/docs/man_lint.sh tree.3
man_cmd_names		= $(PYTHON) tests/docs/man_names.py tree.3 tree.h
man_cmd_synopsis	= $(PYTHON) tests/docs/man_synopsis.py tree.3 gen
man_cmd_examples	= CC="$(CC)" BUILD="$(BUILD)" \
			  $(PYTHON) tests/docs/man_examples.py tree.3
# (a sub-make installs into a directory of its own, whatever PREFIX says)
man_cmd_install-check	= MAKE="$(MAKE)" PYTHON="$(PYTHON)" \
			  sh tests/compile/install-check.sh
man_label		= $(if $(filter install-check,$(1)),$(1),man-$(1))

.PHONY: man-check

man-check: $(addprefix _man-,$(MAN_CHECK))

_man-%: | _need-MAN_DEPS
	@$(call pass_fail,$(call man_label,$*),$(man_cmd_$*))
