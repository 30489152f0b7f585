# SPDX-License-Identifier: BSD-2-Clause
#
# style.mk: checks of tree.h's layout and of its own claims, included by
# the top-level Makefile and run from the repository root.
#
#   make style          no line of tree.h is wider than 80 columns, the
#                       backslashes of every macro stand in one column, and
#                       a continuation line is indented 4 spaces, not a tab
#                       (tests/style/style.py; gen/cfmt.py says what a
#                       continuation line is)
#   make encoding       the comment on the node layout lists exactly the
#                       code that names the rank bits or stores a whole
#                       parent word (tests/style/encoding.py)
#
# Each prints PASS: name or FAIL: name and fails on a fault; both run in
# "make test".

TEST_EXTRA	+= style encoding

.PHONY: style encoding

style:
	@$(call pass_fail,style,$(PYTHON) tests/style/style.py tree.h gen)

encoding:
	@$(call pass_fail,encoding,$(PYTHON) tests/style/encoding.py tree.h)
