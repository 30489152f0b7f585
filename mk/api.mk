# SPDX-License-Identifier: BSD-2-Clause
#
# api.mk: the API reference comment at the top of tree.h, included by the
# top-level Makefile and run from the repository root.
#
#   make api-block      every RB_*, SPLAY_* and TREE_* name in the block is
#                       a public macro of tree.h, written with as many
#                       arguments as its #define has, and every public macro
#                       of tree.h is in the block (tests/docs/api_block.py)
#
# Prints PASS: api-block or FAIL: api-block and fails on a fault; runs in
# "make test".  The block comes from gen/api.py ("make gen").

TEST_EXTRA	+= api-block

.PHONY: api-block

api-block:
	@$(call pass_fail,api-block,$(PYTHON) tests/docs/api_block.py tree.h)
