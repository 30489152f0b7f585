# SPDX-License-Identifier: BSD-2-Clause
#
# release.mk: the version and the release tarball; included by the
# top-level Makefile, run from the repository root.
#
#   make version-check  tree.h's TREE_H_VERSION (set in gen/api.py) agrees
#                       with its parts, tree.pc, tree.3's SYNOPSIS and
#                       NEWS.md's first version (tests/tools/version.sh)
#   make dist           $(BUILD)/tree.h-VERSION.tar.gz: the files of HEAD
#                       (git archive) under tree.h-VERSION/
#   make dist-check     make dist, then the tarball unpacked under
#                       $(BUILD)/dist-check installs into a staging
#                       directory, a program builds against it with
#                       pkg-config, and the unpacked tree passes check-gen
#                       and examples-check (tests/tools/dist-check.sh);
#                       outside a git clone it checks nothing and says so
#
# VERSION (the Makefile) is read from tree.h.

DIST		= $(BUILD)/tree.h-$(VERSION).tar.gz
DIST_DEPS	= apt:git=git apt:pkg-config=pkg-config
TEST_DEPS	+= $(DIST_DEPS)

.PHONY: version-check dist dist-check

TEST_EXTRA += version-check dist-check

version-check:
	@CC="$(CC)" BUILD=$(BUILD) sh tests/tools/version.sh

dist:
	@$(NEED) $(DIST_DEPS)
	@mkdir -p $(BUILD)
	@if [ -n "$$(git status --porcelain --untracked-files=no)" ]; then \
		echo "dist: uncommitted changes are not in the tarball"; \
	fi
	git archive --format=tar.gz --prefix=tree.h-$(VERSION)/ \
	    -o $(DIST) HEAD
	@echo "dist: $(DIST)"

dist-check:
	@if git rev-parse --git-dir >/dev/null 2>&1; then \
		$(MAKE) --no-print-directory dist && \
		CC="$(CC)" BUILD=$(BUILD) MAKE="$(MAKE)" \
		    sh tests/tools/dist-check.sh $(DIST) $(VERSION); \
	else \
		echo "dist-check: 0 passed, 0 failed (not a git clone:" \
		    "no tarball to build)"; \
	fi
