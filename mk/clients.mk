# SPDX-License-Identifier: BSD-2-Clause
#
# clients.mk: real programs built with tree.h in place of their own tree
# header (scripts in tests/clients/; run.sh there says how), included by
# the top-level Makefile and run from the repository root.
#
#   make clients        tmux and OpenSSH portable from Debian's source
#                       packages (fetched with apt-get source through a
#                       private apt configuration under $(BUILD)/clients),
#                       each built three times, with its own header,
#                       with tree.h, and with tree.h in the red-black
#                       scheme (-DTREE_BALANCE=TREE_RED_BLACK in
#                       CPPFLAGS; OpenSSH's later builds, through
#                       ccache, compile again only the files that
#                       include it); the warnings of the builds are
#                       compared and OpenSSH's unit test programs that
#                       differ between the builds (those that link
#                       krl.o) run under each in their fast mode (-f).
#                       Part of "make test".
#   make test-clients   the same, plus tmux's tests (Debian's autopkgtest
#                       scripts and tests/clients/tmux-trees.sh), and
#                       OpenSSH's "make unit" (every unit test program)
#                       and key revocation list tests ("make t-exec
#                       LTESTS=krl") in place of the fast unit tests.
#
# Each prints one line per program and PASS: clients-PROGRAM or FAIL:
# clients-PROGRAM; it fails only on a difference tree.h causes.  A program
# whose source cannot be fetched is a SKIP: line, neither pass nor fail.

CLIENTS		= tmux openssh
CLIENTS_DEPS	= apt:dpkg-dev=dpkg-source apt:autoconf=autoconf \
		  apt:bison=bison apt:pkg-config=pkg-config \
		  apt:libevent-dev=/usr/include/event.h \
		  apt:libncurses-dev=/usr/include/ncurses.h \
		  apt:libssl-dev=/usr/include/openssl/ssl.h \
		  apt:zlib1g-dev=/usr/include/zlib.h apt:ccache=ccache
TEST_DEPS	+= $(CLIENTS_DEPS)
TEST_EXTRA	+= clients

.PHONY: clients test-clients

clients test-clients:
	@$(NEED) $(CLIENTS_DEPS)
	@BUILD=$(BUILD) JOBS=$(JOBS) sh tests/clients/run.sh \
	    $(if $(filter clients,$@),quick,full) $(CLIENTS)
