#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# matrix.sh: build tests/compile/matrix.c (every generator, every macro)
# with gcc and clang as C99, C11, C17 and their GNU variants, and with g++
# and clang++ as C++11, 14, 17 and 20, each at -O0, -O1, -O2 and -O3 under
# -Wall -Wextra -Wpedantic -Werror, plus a few builds with -DTREE_DEBUG;
# run every program built.  One check = one build and its run.  Prints one
# line per failed check and a count at the end; exits 1 if any failed.
#
# Environment: TREE_INCLUDE (directory holding tree.h, default: the repo
# root), BUILD (default: build), JOBS (default: nproc), GCC, CLANG, GXX,
# CLANGXX (the compilers).

set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
inc=${TREE_INCLUDE:-$root}
out=${BUILD:-build}/compile-matrix
src=tests/compile/matrix.c
warn="-Wall -Wextra -Wpedantic -Werror"

if [ "${1:-}" = --one ]; then
	# One check: "COMPILER STD OPT [EXTRA...]"
	# shellcheck disable=SC2086
	set -- $2
	cname=$1 std=$2 opt=$3
	shift 3
	case $cname in
	gcc)	cc=${GCC:-gcc} lang=c ;;
	clang)	cc=${CLANG:-clang} lang=c ;;
	g++)	cc=${GXX:-g++} lang=c++ ;;
	clang++) cc=${CLANGXX:-clang++} lang=c++ ;;
	*)	echo "matrix: unknown compiler $cname"; exit 2 ;;
	esac
	id=$(echo "$cname-$std$opt$*" | tr -c 'a-zA-Z0-9+\n' _)
	log=$out/$id.log
	what="$cname -std=$std $opt${*:+ $*}"
	# shellcheck disable=SC2086
	if ! "$cc" -x "$lang" -std="$std" "$opt" $warn "$@" -I"$inc" "$src" \
	    -o "$out/$id" >"$log" 2>&1; then
		echo "compile-matrix: FAIL $what: does not build:" \
		    "$(grep -m 1 -E 'error' "$log") (log: $log)"
		echo FAIL >"$out/$id.res"
		exit 0
	fi
	if ! "$out/$id" >>"$log" 2>&1; then
		echo "compile-matrix: FAIL $what: program failed:" \
		    "$(head -n 1 "$log") (log: $log)"
		echo FAIL >"$out/$id.res"
		exit 0
	fi
	echo PASS >"$out/$id.res"
	exit 0
fi

if [ ! -f "$inc/tree.h" ]; then
	echo "compile-matrix: no tree.h in $inc"
	echo "compile-matrix: 0 passed, 1 failed"
	exit 1
fi
rm -rf "$out"
mkdir -p "$out" || exit 2
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
list=$out/checks
{
	for opt in -O0 -O1 -O2 -O3; do
		for cc in gcc clang; do
			for std in c99 c11 c17 gnu99 gnu11 gnu17; do
				echo "$cc $std $opt"
			done
		done
		for cc in g++ clang++; do
			for std in c++11 c++14 c++17 c++20; do
				echo "$cc $std $opt"
			done
		done
	done
	# The debug mode must build as cleanly, and stay silent on valid use.
	for cc in gcc clang; do
		echo "$cc c99 -O2 -DTREE_DEBUG"
		echo "$cc c11 -O1 -DTREE_DEBUG"
	done
	echo "g++ c++11 -O2 -DTREE_DEBUG"
	echo "clang++ c++20 -O1 -DTREE_DEBUG"
} >"$list"

xargs -P "$jobs" -I{} sh "$0" --one {} <"$list"

total=$(wc -l <"$list")
passed=$(cat "$out"/*.res 2>/dev/null | grep -c PASS)
failed=$((total - passed))
echo "compile-matrix: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
