# SPDX-License-Identifier: BSD-2-Clause
# shellcheck shell=sh disable=SC2034,SC2154
# (sourced by run.sh, which sets work, jobs and here and reads the rest)
#
# tmux.sh: how tests/clients/run.sh builds and tests tmux (sourced).
#
# tmux keeps OpenBSD's tree header as compat/tree.h and uses it on every
# system without <sys/tree.h>.  The build uses tmux's developer flags
# (configure --enable-debug: -Wall -W ... -Winline, tmux's Makefile.am).
# Debian's source package has no copy of tmux's regress/ directory (the
# release tarball leaves it out), so the tests are Debian's autopkgtest
# smoketest (debian/tests) and tests/clients/tmux-trees.sh, which checks
# the order of tmux's own trees.  Debian's other autopkgtest, utmp, is
# left out: it tests the utmp entries of a tmux built with libutempter,
# not the trees, and needs a system utmp file that a container lacks.

pkg=tmux
header=compat/tree.h
binary=tmux
quick_tests=
full_tests="smoketest trees"

configure_prog() {
	./configure --enable-debug
}

build_prog() {
	nice -n 10 make -j"$jobs" -Otarget
}

# run_test NAME: in the build directory.  Each test gets its own socket
# directory, so that no other tmux server on the machine is seen.
run_test() {
	rm -rf test-tmp && mkdir test-tmp || return 1
	case $1 in
	trees)	sh "$here/tmux-trees.sh" "$PWD/tmux" "$PWD/test-tmp" ;;
	smoketest)
		(unset TMUX; TMUX_TMPDIR=$PWD/test-tmp PATH=$PWD:$PATH \
		    sh -x debian/tests/smoketest); rc=$?
		TMUX_TMPDIR=$PWD/test-tmp ./tmux kill-server 2>/dev/null
		return $rc ;;
	esac
}
