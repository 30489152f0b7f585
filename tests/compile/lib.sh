# shellcheck shell=sh disable=SC2034,SC2154 # variables of the sourcing script
# SPDX-License-Identifier: BSD-2-Clause
#
# lib.sh: what tests/compile/matrix.sh and compile-fail.sh share, sourced
# with $stage set (the name they print).  Each lists its checks in
# $out/checks, one a line, then runs itself with "--one LINE" for each, in
# parallel; a check records PASS or FAIL in $out/$id.res.
#
# Environment: TREE_INCLUDE (directory holding tree.h, default: the repo
# root), BUILD (default: build), JOBS (default: nproc), GCC, CLANG, GXX,
# CLANGXX (the compilers).

set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
inc=${TREE_INCLUDE:-$root}
out=${BUILD:-build}/$stage

compiler() {	# NAME: cc and lang of the compiler gcc, clang, g++ or clang++
	case $1 in
	gcc)	cc=${GCC:-gcc} lang=c ;;
	clang)	cc=${CLANG:-clang} lang=c ;;
	g++)	cc=${GXX:-g++} lang=c++ ;;
	clang++) cc=${CLANGXX:-clang++} lang=c++ ;;
	*)	echo "$stage: unknown compiler $1"; exit 2 ;;
	esac
}

fail() {	# WHY: check $id ($what, logged in $log) failed
	echo "$stage: FAIL $what: $1 (log: $log)"
	echo FAIL >"$out/$id.res"
	exit 0
}

pass() {
	echo PASS >"$out/$id.res"
	exit 0
}

start() {	# a clean $out, or exit if there is no tree.h
	if [ ! -f "$inc/tree.h" ]; then
		echo "$stage: no tree.h in $inc"
		echo "$stage: 0 passed, 1 failed"
		exit 1
	fi
	rm -rf "$out"
	mkdir -p "$out" || exit 2
}

run_checks() {	# every line of $out/checks; prints the count, fails if any did
	xargs -P "${JOBS:-$(nproc 2>/dev/null || echo 2)}" -I{} \
	    sh "$0" --one {} <"$out/checks"
	total=$(wc -l <"$out/checks")
	passed=$(cat "$out"/*.res 2>/dev/null | grep -c PASS)
	failed=$((total - passed))
	echo "$stage: $passed passed, $failed failed"
	[ "$failed" -eq 0 ]
}
