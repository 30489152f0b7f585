# SPDX-License-Identifier: BSD-2-Clause
#
# release.mk: the version, the release tarball and the commit messages;
# included by the top-level Makefile, run from the repository root.
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
#   make commit-lint    CONTRIBUTING.md's rule for commit messages over
#                       the commits since the last release (COMMITS=RANGE:
#                       those of RANGE, "make commit-lint COMMITS=main.."
#                       for a branch); scripts/commit-lint.py
#   make hooks          install scripts/commit-msg as the commit-msg hook
#                       of this clone (git rev-parse --git-path hooks), so
#                       that git commit checks each message; an existing
#                       hook of another content is left alone (and fails)
#
# VERSION (the Makefile) is read from tree.h.

DIST		= $(BUILD)/tree.h-$(VERSION).tar.gz
DIST_DEPS	= apt:git=git apt:pkg-config=pkg-config
TEST_DEPS	+= $(DIST_DEPS)

.PHONY: version-check dist dist-check commit-lint hooks

TEST_EXTRA += version-check dist-check commit-lint

COMMITS		?=

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

commit-lint:
	@$(PYTHON) scripts/commit-lint.py $(COMMITS)

hooks:
	@dir=$$(git rev-parse --git-path hooks) || exit 1; \
	mkdir -p "$$dir"; \
	if [ -f "$$dir/commit-msg" ] && \
	    ! cmp -s scripts/commit-msg "$$dir/commit-msg"; then \
		echo "hooks: $$dir/commit-msg exists and is another hook:" \
		    "left as it is" >&2; \
		exit 1; \
	fi; \
	install -m 0755 scripts/commit-msg "$$dir/commit-msg" && \
	echo "hooks: $$dir/commit-msg installed"
