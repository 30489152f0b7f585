# SPDX-License-Identifier: BSD-2-Clause
# shellcheck shell=sh disable=SC2034,SC2154
# (sourced by run.sh, which sets work, jobs, here, own and treeh and reads
# the rest)
#
# openssh.sh: how tests/clients/run.sh builds and tests OpenSSH portable
# (sourced).
#
# OpenSSH keeps OpenBSD's tree header as openbsd-compat/sys-tree.h
# (krl.c, monitor.c and sshd.c use it).  Debian's patches change
# configure.ac, so configure is regenerated first (autoconf, autoheader).
# The key revocation list tests run sshd's test harness, which needs a
# privilege separation user and directory: "nobody", which every Debian
# system has, and an empty root-owned directory under $BUILD/clients.
#
# "make unit" takes minutes of CPU, most of it in test_sshkey's fuzzing
# of encrypted keys.  The quick mode (unit-fast) runs the unit test
# programs of "make unit" (regress/unittests/NAME/test_NAME but utf8,
# which "make unit" runs only when asked; -d NAME/testdata where there is
# one) with the test helper's fast flag -f, which fuzzes less; every test
# case still runs.  It runs those that differ between the two builds:
# authopt, hostkeys, sshkey and sshsig, which link krl.o (through
# authfile.o).  The others (bitmap, conversion, kex, match, misc, sshbuf)
# are, byte for byte (cmp), the same program in both builds, made of the
# same objects (ccache, below): running them would tell nothing about
# tree.h, so they are named in the test's log and not run.  The full mode
# ("make unit") runs them all.

pkg=openssh
header=openbsd-compat/sys-tree.h
binary=sshd
quick_tests=unit-fast
full_tests="unit krl"

configure_prog() {
	mkdir -p "$work/empty" && chmod 755 "$work/empty" &&
	    autoconf && autoheader &&
	    ./configure --with-privsep-path="$work/empty" \
		--with-privsep-user=nobody
}

# Only sshd and the unit tests: the other programs include no tree header
# (sshd.c and monitor.c do, krl.c is in libssh.a, which the unit tests
# link).  "make t-exec" builds the rest when the KRL tests need it.
# Through ccache (its cache in $work/ccache), the second build compiles
# again only the files whose preprocessed source the header changes (those
# that include it); the others' objects, and what their compiler printed,
# come from the first build.  (The cache's key covers the source, every
# header it includes and the command line, with the paths made relative to
# $work and the directory left out, so that the two copies of the tree
# share it: only the debug information's build directory differs from
# that of a compilation.)
build_prog() {
	PATH=/usr/lib/ccache:$PATH CCACHE_DIR=$work/ccache \
	    CCACHE_BASEDIR=$work CCACHE_NOHASHDIR=1 \
	    nice -n 10 make -j"$jobs" -Otarget sshd regress-unit-binaries
}

# run_test NAME WHICH: in the build directory.  The two builds run their
# tests at the same time, so each has its own port for the test sshd.
run_test() {
	case $1 in
	unit)	nice -n 10 make unit ;;
	unit-fast)
		if [ "$2" = own ]; then other=$treeh; else other=$own; fi
		[ "$2" != treeh-rb ] || other=$own
		rc=0
		for d in regress/unittests/*; do
			t=$d/test_${d##*/}
			if [ ! -x "$t" ] || [ "$d" = regress/unittests/utf8 ]; then
				continue
			fi
			if cmp -s "$t" "$other/$t"; then
				echo "$t: the same in both builds: not run"
				continue
			fi
			if [ -d "$d/testdata" ]; then
				nice -n 10 "$t" -f -d "$d/testdata" || rc=1
			else
				nice -n 10 "$t" -f || rc=1
			fi
		done
		return $rc ;;
	krl)	case $2 in
		own)	port=4242 ;;
		treeh)	port=4243 ;;
		*)	port=4244 ;;
		esac
		TEST_SSH_PORT=$port nice -n 10 make t-exec LTESTS=krl ;;
	esac
}
