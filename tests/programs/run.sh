#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# run.sh: build and run every program DIR/NAME.c that has an expected
# output DIR/NAME.expected, and compare what it prints.
#
#	sh tests/programs/run.sh DIR
#
# Each program is built twice as strict C99 (-std=c99 -pedantic -Wall
# -Wextra -Werror, as examples/README.md says any C99 compiler builds it):
# as it is, and with -DTREE_DEBUG.  Both run on DIR/NAME.in (or on empty
# input if there is none); each must exit 0, print DIR/NAME.expected and
# nothing on stderr.  The plain build runs again under valgrind memcheck
# (no errors, no leaks) if valgrind is installed and, for a program that
# reads DIR/NAME.in, on empty input (it must print nothing and exit 0).
# A DIR/NAME that make built (the examples) runs on its input too.
# Prints one line per failed check and a count at the end.
#
# Environment: BUILD (default: build), VALGRIND (default: valgrind), CC
# (default: cc).

set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
dir=${1:?usage: run.sh DIR}
out=${BUILD:-build}/$(basename "$dir")
valgrind=${VALGRIND:-valgrind}
cc=${CC:-cc}
mkdir -p "$out" || exit 2
passed=0
failed=0

fail() {
	echo "$dir: FAIL $*"
	failed=$((failed + 1))
}

# check WHAT PROG IN: PROG < IN exits 0, prints $expected and no error.
check() {
	o=$out/$(basename "$2")
	if "$2" <"$3" >"$o.out" 2>"$o.err" && [ ! -s "$o.err" ] &&
	    cmp -s "$expected" "$o.out"; then
		passed=$((passed + 1))
	else
		fail "$1 < $3: wrong output, exit status or stderr" \
		    "(diff -u $expected $o.out; cat $o.err)"
	fi
}

for src in "$dir"/*.c; do
	name=$(basename "$src" .c)
	expected=$dir/$name.expected
	[ -f "$expected" ] || continue
	in=$dir/$name.in
	[ -f "$in" ] || in=/dev/null

	for build in c99 debug; do
		exe=$out/$name-$build
		flags=
		[ $build = debug ] && flags=-DTREE_DEBUG
		if "$cc" -std=c99 -pedantic -Wall -Wextra -Werror $flags -I. \
		    -pthread -o "$exe" "$src" >"$exe.log" 2>&1; then
			check "$name built as $build" "$exe" "$in"
		else
			fail "$name does not build as $build (see $exe.log)"
		fi
	done
	exe=$out/$name-c99
	[ -x "$exe" ] || continue

	[ -x "$dir/$name" ] && check "$dir/$name" "$dir/$name" "$in"

	if [ "$in" != /dev/null ]; then
		if "$exe" </dev/null >"$exe.empty.out" 2>&1 &&
		    [ ! -s "$exe.empty.out" ]; then
			passed=$((passed + 1))
		else
			fail "$name < /dev/null: want no output and exit 0" \
			    "(see $exe.empty.out)"
		fi
	fi

	if command -v "$valgrind" >/dev/null 2>&1; then
		if "$valgrind" -q --leak-check=full --show-leak-kinds=all \
		    --errors-for-leak-kinds=all --error-exitcode=99 \
		    --log-file="$exe.valgrind" "$exe" <"$in" \
		    >"$exe.vg.out" && [ ! -s "$exe.valgrind" ] &&
		    cmp -s "$expected" "$exe.vg.out"; then
			passed=$((passed + 1))
		else
			fail "$name under valgrind: errors or leaks" \
			    "(see $exe.valgrind)"
		fi
	else
		echo "$dir: valgrind not found: memcheck of $name skipped"
	fi
done

echo "$(basename "$dir"): $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
