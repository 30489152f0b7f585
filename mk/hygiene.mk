# SPDX-License-Identifier: BSD-2-Clause
#
# hygiene.mk: "make hygiene", included by the top-level Makefile and run
# from the repository root; part of "make test".
#
#   make hygiene    every name that tree.h declares in a macro body or a
#                   static function carries _rb_ or _sp_, and the names it
#                   would capture otherwise (and c, t, x, n, a, b, cmp, key,
#                   node, tree) build as comparators, hooks and object-like
#                   macros with every generator (tests/hygiene.py; the
#                   units go to $(BUILD)/hygiene)
#
# Prints PASS: hygiene or FAIL: hygiene.

TEST_EXTRA	+= hygiene

.PHONY: hygiene

hygiene:
	@$(call pass_fail,hygiene,BUILD=$(or $(BUILD),build) CC="$(CC)" \
	    $(PYTHON) tests/hygiene.py tree.h)
