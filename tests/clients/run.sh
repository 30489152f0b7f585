#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# run.sh: build real programs from Debian's source packages twice, once
# with their own copy of the BSD tree header and once with tree.h in its
# place, and compare the two builds.
#
#	BUILD=build JOBS=2 [TREE_H=file] sh tests/clients/run.sh quick|full PROGRAM...
#
# PROGRAM is tmux or openssh; tests/clients/PROGRAM.sh says where its tree
# header is and how to configure, build and test it.  For each program:
#
# 1. Fetch: "apt-get source" through a private apt configuration under
#    $BUILD/clients/apt (one deb-src line for the machine's Debian suite,
#    its own lists and cache): the machine's apt setup is not touched.
#    CLIENTS_MIRROR and CLIENTS_SUITE override the mirror and the suite.
#    The unpacked source is kept in $BUILD/clients/src/PKG.
# 2. Configure once, in $BUILD/clients/PROGRAM-cfg (kept), and copy that
#    tree three times: PROGRAM-own keeps its header, PROGRAM-treeh gets
#    tree.h (or the file TREE_H names) as that header, and so does
#    PROGRAM-treeh-rb, whose Makefiles add -DTREE_BALANCE=TREE_RED_BLACK
#    to CPPFLAGS (tree.h's other balance scheme, chosen as a user would:
#    on the command line, with no edit of the sources).
# 3. Build the three (make -j$JOBS) and compare the warnings: every
#    warning line of a tree.h build must also be in the own build.  The
#    tree.h builds must really contain tree.h's entry ("rbe_up" in their
#    debug information), and each its own scheme: the red-black build
#    has the red-black insert walk (_rb_insert_red), the other not.
# 4. Run the tests: "quick" runs the program's quick_tests, "full" its
#    full_tests, each under the three builds.  A test that fails in
#    every build, or gives two results in the same build, is flaky: it
#    is retried, reported, and counted for none.
#
# Output: one line per program, "clients: PROGRAM VERSION: ...", with the
# warnings and the tests passed / failed / flaky of each build, then
# "PASS: clients-PROGRAM" or "FAIL: clients-PROGRAM"; or "SKIP:
# clients-PROGRAM: why" where the source cannot be fetched.  The logs are
# in $BUILD/clients/logs.  Exit status 1 only on a difference that tree.h
# causes: a build that fails only with tree.h, a warning only a tree.h
# build has, or a test that fails only with tree.h (in either scheme).

set -u
mode=${1:?usage: run.sh quick|full PROGRAM...}
shift
case $mode in
quick|full) ;;
*)	echo "run.sh: mode must be quick or full, not '$mode'" >&2; exit 2 ;;
esac

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${BUILD:-build}
case $build in /*) ;; *) build=$top/$build ;; esac
jobs=${JOBS:-2}
tree_h=${TREE_H:-$top/tree.h}
work=$build/clients
src=$work/src
logs=$work/logs
mkdir -p "$src" "$logs" || exit 2

# --- fetching ---------------------------------------------------------------

apt_dir=$work/apt
apt_opts="-o Dir::Etc::SourceList=$apt_dir/sources.list
    -o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists=$apt_dir/lists
    -o Dir::Cache=$apt_dir/cache"
apt_updated=no
why=

# Write the private sources.list and update its lists, once per run.
# Sets why and returns 1 when that cannot be done.
apt_update() {
	[ "$apt_updated" = yes ] && return 0
	keyring=/usr/share/keyrings/debian-archive-keyring.gpg
	suite=${CLIENTS_SUITE:-}
	if [ -z "$suite" ] && [ -r /etc/os-release ]; then
		suite=$(. /etc/os-release && [ "${ID:-}" = debian ] &&
		    echo "${VERSION_CODENAME:-}")
	fi
	mirror=${CLIENTS_MIRROR:-http://deb.debian.org/debian}
	if [ -z "$suite" ]; then
		why="not a Debian release (set CLIENTS_SUITE)"
		return 1
	fi
	if ! command -v apt-get >/dev/null || [ ! -r "$keyring" ]; then
		why="no apt-get or no $keyring"
		return 1
	fi
	mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
	echo "deb-src [signed-by=$keyring] $mirror $suite main" \
	    >"$apt_dir/sources.list"
	if [ "$mirror" = http://deb.debian.org/debian ]; then
		echo "deb-src [signed-by=$keyring]" \
		    "http://deb.debian.org/debian-security $suite-security main" \
		    >>"$apt_dir/sources.list"
	fi
	# shellcheck disable=SC2086
	if ! apt-get $apt_opts update >"$logs/apt-update.log" 2>&1; then
		why="apt-get update failed ($logs/apt-update.log)"
		return 1
	fi
	apt_updated=yes
}

# fetch PKG: unpack Debian's source package PKG into $src/PKG and set
# version; sets why and returns 1 when it cannot.
fetch() {
	if [ ! -f "$src/$1.version" ]; then
		apt_update || return 1
		rm -rf "${src:?}/$1" "$src/$1"_*
		# shellcheck disable=SC2086
		if ! (cd "$src" && apt-get $apt_opts source --download-only "$1") \
		    >"$logs/$1-fetch.log" 2>&1; then
			why="apt-get source $1 failed ($logs/$1-fetch.log)"
			return 1
		fi
		if ! (cd "$src" && dpkg-source -x "$1"_*.dsc "$1") \
		    >>"$logs/$1-fetch.log" 2>&1; then
			why="dpkg-source -x failed ($logs/$1-fetch.log)"
			return 1
		fi
		sed -n 's/^Version: //p' "$src/$1"_*.dsc >"$src/$1.version"
	fi
	version=$(cat "$src/$1.version")
}

# --- building ---------------------------------------------------------------

# copy_tree FROM TO: a copy of the configured tree FROM, with FROM's
# absolute path in its generated files (Makefiles, config.status) changed
# to TO's.
copy_tree() {
	rm -rf "$2"
	cp -a "$1" "$2" || return 1
	grep -rlIF "$1" "$2" | while read -r f; do
		sed -i "s|$1|$2|g" "$f" || exit 1
	done
}

# warnings LOG: the warning lines of a build log, sorted, without repeats.
warnings() {
	grep ': warning: ' "$1" | sed 's|^\./||' | LC_ALL=C sort -u
}

# prepare_builds: configure once (kept in $cfg), copy into $own, $treeh
# and $rb, put tree.h in place of the program's header in $treeh and $rb,
# and -DTREE_BALANCE=TREE_RED_BLACK in $rb's CPPFLAGS.  Sets why and
# returns 1 on failure.
prepare_builds() {
	cfg=$work/$prog-cfg
	if [ ! -f "$cfg/.configured" ] ||
	    [ "$(cat "$cfg/.configured")" != "$version" ]; then
		rm -rf "$cfg"
		cp -a "$src/$pkg" "$cfg" || return 1
		echo "clients: $prog: configuring (log: $logs/$prog-configure.log)"
		if ! (cd "$cfg" && configure_prog) \
		    >"$logs/$prog-configure.log" 2>&1; then
			why="configure failed ($logs/$prog-configure.log)"
			return 1
		fi
		echo "$version" >"$cfg/.configured"
	fi
	copy_tree "$cfg" "$own" && copy_tree "$cfg" "$treeh" &&
	    cp "$tree_h" "$treeh/$header" && copy_tree "$cfg" "$rb" &&
	    cp "$tree_h" "$rb/$header" || {
		why="cannot copy $cfg"
		return 1
	}
	if ! find "$rb" -name Makefile -exec sed -i \
	    's/^CPPFLAGS *= */&-DTREE_BALANCE=TREE_RED_BLACK /' {} + ||
	    ! grep -q '^CPPFLAGS *= *-DTREE_BALANCE=TREE_RED_BLACK' \
	    "$rb/Makefile"; then
		why="no CPPFLAGS line in $rb/Makefile"
		return 1
	fi
}

# build WHICH: build $work/$prog-WHICH; log in $logs/$prog-WHICH-build.log.
build() {
	case $1 in
	own)	what="its own header" ;;
	treeh)	what=tree.h ;;
	*)	what="tree.h, -DTREE_BALANCE=TREE_RED_BLACK" ;;
	esac
	echo "clients: $prog: building with $what" \
	    "(log: $logs/$prog-$1-build.log)"
	(cd "$work/$prog-$1" && build_prog) >"$logs/$prog-$1-build.log" 2>&1
}

# --- testing ----------------------------------------------------------------

# try WHICH TEST LOG: run TEST in the WHICH build, output into
# $logs/$prog-WHICH-TEST.LOG; 0 if it passed.
try() {
	(cd "$work/$prog-$1" && run_test "$2" "$1") \
	    >"$logs/$prog-$1-$2.$3" 2>&1
}

# try_both TEST LOG: run TEST in both builds at once; sets a and b to the
# exit statuses of the own and the tree.h build.
try_both() {
	try own "$1" "$2" &
	pid=$!
	try treeh "$1" "$2"
	b=$?
	wait $pid
	a=$?
}

# judge TEST: run TEST under the three builds, retrying what fails, and
# add it to one of the counts: passed in both, failed with one header only
# (own_failed / treeh_failed), or flaky; then the red-black build's
# result: rb_passed, rb_failed (where the own build passed), or flaky.
judge() {
	judge_pair "$1"
	try treeh-rb "$1" log
	c=$?
	if [ $c -ne 0 ]; then
		try treeh-rb "$1" retry.log
		c1=$?
	else
		c1=0
	fi
	if [ $c -eq 0 ] && [ $c1 -eq 0 ]; then
		rb_passed=$((rb_passed + 1))
	elif [ $c -ne 0 ] && [ $c1 -ne 0 ] && [ $own_ok = yes ]; then
		rb_failed="$rb_failed $1"
	else
		flaky="$flaky $1(red-black)"
	fi
}

# judge_pair TEST: the own and the tree.h build; own_ok tells whether the
# own build passed.
judge_pair() {
	own_ok=no
	try_both "$1" log
	if [ $a -eq 0 ] && [ $b -eq 0 ]; then
		both_passed=$((both_passed + 1))
		own_ok=yes
		return
	fi
	# Something failed: run both again, to tell a flake from a real
	# difference.
	a1=$a
	b1=$b
	try_both "$1" retry.log
	flips=
	[ $((a1 == 0)) -ne $((a == 0)) ] && flips=own
	[ $((b1 == 0)) -ne $((b == 0)) ] && flips="${flips:+$flips+}tree.h"
	if [ -n "$flips" ]; then
		flaky="$flaky $1(flips-with-$flips)"
	elif [ $a -ne 0 ] && [ $b -ne 0 ]; then
		flaky="$flaky $1(fails-in-both)"
	elif [ $b -ne 0 ]; then
		treeh_failed="$treeh_failed $1"
		own_ok=yes
	else
		own_failed="$own_failed $1"
	fi
}

words() {
	set -- $1
	echo $#
}

# failed WHY: the program fails.
failed() {
	echo "$name: $1"
	echo "FAIL: clients-$prog"
	status=1
}

# --- one program ------------------------------------------------------------

status=0
checked=0
for prog in "$@"; do
	if [ ! -f "$here/$prog.sh" ]; then
		echo "run.sh: no tests/clients/$prog.sh" >&2
		exit 2
	fi
	. "$here/$prog.sh"
	own=$work/$prog-own
	treeh=$work/$prog-treeh
	rb=$work/$prog-treeh-rb
	if ! fetch "$pkg"; then
		echo "SKIP: clients-$prog: cannot fetch Debian's source: $why"
		continue
	fi
	checked=$((checked + 1))
	name="clients: $prog $version"
	start=$(date +%s)
	if ! prepare_builds; then
		failed "$why"
		continue
	fi
	build own; own_rc=$?
	build treeh; treeh_rc=$?
	build treeh-rb; rb_rc=$?
	for w in own treeh treeh-rb; do
		warnings "$logs/$prog-$w-build.log" >"$logs/$prog-$w.warnings"
	done
	nown=$(grep -c ': warning: ' "$logs/$prog-own-build.log")
	ntreeh=$(grep -c ': warning: ' "$logs/$prog-treeh-build.log")
	nrb=$(grep -c ': warning: ' "$logs/$prog-treeh-rb-build.log")
	LC_ALL=C comm -13 "$logs/$prog-own.warnings" \
	    "$logs/$prog-treeh.warnings" >"$logs/$prog-new.warnings"
	LC_ALL=C comm -13 "$logs/$prog-own.warnings" \
	    "$logs/$prog-treeh-rb.warnings" >"$logs/$prog-rb-new.warnings"
	nnew=$(wc -l <"$logs/$prog-new.warnings")
	nrbnew=$(wc -l <"$logs/$prog-rb-new.warnings")
	fail=
	if [ $own_rc -ne 0 ] && [ $treeh_rc -ne 0 ]; then
		failed "both builds fail (see the logs): not tree.h's doing"
		continue
	fi
	[ $treeh_rc -ne 0 ] && fail="$fail; the tree.h build fails"
	[ $own_rc -ne 0 ] && fail="$fail; the own build fails"
	if [ $treeh_rc -eq 0 ] && ! grep -aq rbe_up "$treeh/$binary"; then
		fail="$fail; $binary of the tree.h build has no tree.h entry"
	fi
	if [ "$nnew" -ne 0 ]; then
		fail="$fail; $nnew distinct warnings only with tree.h"
		sed -n '1,10s/^/    /p' "$logs/$prog-new.warnings"
	fi
	[ $rb_rc -ne 0 ] && fail="$fail; the tree.h red-black build fails"
	if [ $rb_rc -eq 0 ] && { ! grep -aq rbe_up "$rb/$binary" ||
	    ! grep -aq _rb_insert_red "$rb/$binary"; }; then
		fail="$fail; $binary of the red-black build is not red-black tree.h"
	fi
	if [ $treeh_rc -eq 0 ] && grep -aq _rb_insert_red "$treeh/$binary"; then
		fail="$fail; $binary of the tree.h build is red-black"
	fi
	if [ "$nrbnew" -ne 0 ]; then
		fail="$fail; $nrbnew distinct warnings only with tree.h red-black"
		sed -n '1,10s/^/    /p' "$logs/$prog-rb-new.warnings"
	fi

	both_passed=0
	own_failed=
	treeh_failed=
	rb_passed=0
	rb_failed=
	flaky=
	if [ $own_rc -eq 0 ] && [ $treeh_rc -eq 0 ] && [ $rb_rc -eq 0 ]; then
		if [ "$mode" = quick ]; then tests=$quick_tests; else tests=$full_tests; fi
		for t in $tests; do
			judge "$t"
		done
	fi
	[ -n "$treeh_failed" ] && fail="$fail; fails only with tree.h:$treeh_failed"
	[ -n "$rb_failed" ] && fail="$fail; fails only with tree.h red-black:$rb_failed"
	nown_failed=$(words "$own_failed")
	ntreeh_failed=$(words "$treeh_failed")
	nrb_failed=$(words "$rb_failed")
	nflaky=$(words "$flaky")
	echo "$name: built own, tree.h and tree.h red-black;" \
	    "warnings own $nown, tree.h $ntreeh ($nnew distinct only with tree.h)," \
	    "red-black $nrb ($nrbnew);" \
	    "tests own $((both_passed + ntreeh_failed)) passed" \
	    "$nown_failed failed, tree.h $((both_passed + nown_failed))" \
	    "passed $ntreeh_failed failed, red-black $rb_passed passed" \
	    "$nrb_failed failed, flaky $nflaky${flaky:+ (${flaky# })}" \
	    "[$(($(date +%s) - start))s]"
	[ -n "$own_failed" ] && echo "$name: fails only with its own header:$own_failed"
	if [ -n "$fail" ]; then
		failed "${fail#; }"
	else
		echo "PASS: clients-$prog"
	fi
done
# A stage whose programs were all skipped counts for nothing.
[ $checked -eq 0 ] && echo "clients: 0 passed, 0 failed"
exit $status
