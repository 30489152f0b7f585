# SPDX-License-Identifier: BSD-2-Clause
#
# docs.mk: checks of the documentation beside the manual page's (man.mk),
# included by the top-level Makefile and run from the repository root.
#
#   make docs-tables        rewrite the tables of docs/performance.md,
#                           docs/reliability.md and README.md from
#                           docs/data/*.csv (scripts/tables.py:
#                           each table sits between "<!-- table: NAME -->"
#                           and "<!-- end -->" and renders NAME.csv)
#   make docs-tables-check  fail if a committed table differs from what
#                           docs-tables writes from the committed CSVs;
#                           then (docs-refs) fail if docs/*.md, README.md,
#                           CONTRIBUTING.md, NEWS.md or tree.3 name a file
#                           or a "make TARGET" that does not exist, or a
#                           comment of tree.h, gen/, the Makefile, mk/ or
#                           scripts/ a file; if any of them cites a
#                           section of a
#                           document that has no such heading, or
#                           design.md's by number; or if the documents or
#                           tree.h speak of the process ("issue 21", a
#                           session, a lane, "met"/"missed", "so far")
#                           (tests/docs/refs.py)
#   make docs-snippets      every C snippet of README.md and tree.3
#                           compiles with -std=c99 -Wall -Wextra -Wpedantic
#                           -Werror, and every whole program among them
#                           runs, exits 0 and prints what the document
#                           says (tests/docs/snippets.py; built in
#                           $(BUILD)/snippets/); so do the programs of
#                           tests/docs/programs/ (RB_REPLACE, a splay tree)
#
# The checks print PASS: name or FAIL: name and run in "make test".

TEST_EXTRA	+= docs-tables-check docs-snippets

.PHONY: docs-tables docs-tables-check docs-snippets

docs-tables:
	@$(PYTHON) scripts/tables.py

DOCS_REFS	= docs/*.md README.md CONTRIBUTING.md NEWS.md gen/README.md \
		  tree.3 \
		  --words tree.h --paths tree.h \
		  gen/*.py gen/tree.h.in Makefile mk/*.mk scripts/*

docs-tables-check:
	@rc=0; \
	($(call pass_fail,docs-tables-check,$(PYTHON) scripts/tables.py --check)) \
	    || rc=1; \
	($(call pass_fail,docs-refs,MAKE="$(MAKE)" \
	    $(PYTHON) tests/docs/refs.py $(DOCS_REFS))) || rc=1; \
	exit $$rc

docs-snippets:
	@$(call pass_fail,docs-snippets,CC="$(CC)" BUILD="$(BUILD)" \
	    $(PYTHON) tests/docs/snippets.py README.md tree.3 tests/docs/programs)
