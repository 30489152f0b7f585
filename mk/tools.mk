# SPDX-License-Identifier: BSD-2-Clause
#
# tools.mk: checks of the project's own tools; included by the top-level
# Makefile, run from the repository root.
#
#   make tools-check   scripts/need against a fake apt-get: a failed
#                      "apt-get update" does not stop an install, a failed
#                      install fails, apt's locks are waited for
#                      (tests/tools/need.sh); no script changes the
#                      machine's configuration (tests/tools/machine.sh);
#                      scripts/commit-lint.py and the hook of make hooks
#                      in a scratch clone (tests/tools/commit-lint.sh)

TOOLS_DEPS	= apt:git=git
TEST_DEPS	+= $(TOOLS_DEPS)

.PHONY: tools-check

TEST_EXTRA += tools-check

tools-check:
	@rc=0; \
	BUILD=$(BUILD) sh tests/tools/need.sh || rc=1; \
	sh tests/tools/machine.sh || rc=1; \
	BUILD=$(BUILD) sh tests/tools/commit-lint.sh || rc=1; \
	exit $$rc
