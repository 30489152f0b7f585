# SPDX-License-Identifier: BSD-2-Clause
#
# release.mk: the version; included by the top-level Makefile, run from
# the repository root.
#
#   make version-check  tree.h's TREE_H_VERSION (set in gen/api.py) agrees
#                       with its parts, tree.pc, tree.3's SYNOPSIS and
#                       NEWS.md's first version (tests/tools/version.sh)
#
# VERSION (the Makefile) is read from tree.h.

.PHONY: version-check

TEST_EXTRA += version-check

version-check:
	@CC="$(CC)" BUILD=$(BUILD) sh tests/tools/version.sh
