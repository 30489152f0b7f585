#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# check.sh: run each example that has an input file and an expected output
# (examples/NAME.in, examples/NAME.expected, program examples/NAME) and
# compare its output; run it again on empty input (must print nothing and
# exit 0) and under valgrind memcheck (no errors, no leaks) if valgrind is
# installed; build it again as strict C99 (-std=c99 -pedantic -Werror, as
# examples/README.md says any C99 compiler builds it) and run that on the
# input too.  Prints one line per failed check and a count at the end.
#
# Environment: BUILD (default: build), VALGRIND (default: valgrind), CC
# (default: cc).

set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 2
out=${BUILD:-build}/examples
valgrind=${VALGRIND:-valgrind}
cc=${CC:-cc}
mkdir -p "$out" || exit 2
passed=0
failed=0

pass() {
	passed=$((passed + 1))
}

fail() {
	echo "examples: FAIL $1"
	failed=$((failed + 1))
}

for in in examples/*.in; do
	name=$(basename "$in" .in)
	prog=examples/$name
	expected=examples/$name.expected
	[ -f "$expected" ] || continue
	if [ ! -x "$prog" ]; then
		fail "$name: $prog not built (run make)"
		continue
	fi

	if "$prog" <"$in" >"$out/$name.out" 2>"$out/$name.err" &&
	    cmp -s "$expected" "$out/$name.out"; then
		pass
	else
		fail "$name < $in: output differs from $expected" \
		    "(diff -u $expected $out/$name.out)"
	fi

	if "$prog" </dev/null >"$out/$name.empty.out" 2>&1 &&
	    [ ! -s "$out/$name.empty.out" ]; then
		pass
	else
		fail "$name < /dev/null: want no output and exit 0" \
		    "(see $out/$name.empty.out)"
	fi

	if command -v "$valgrind" >/dev/null 2>&1; then
		if "$valgrind" -q --leak-check=full --show-leak-kinds=all \
		    --errors-for-leak-kinds=all --error-exitcode=99 \
		    --log-file="$out/$name.valgrind" "$prog" <"$in" \
		    >"$out/$name.vg.out" && [ ! -s "$out/$name.valgrind" ] &&
		    cmp -s "$expected" "$out/$name.vg.out"; then
			pass
		else
			fail "$name under valgrind: errors or leaks" \
			    "(see $out/$name.valgrind)"
		fi
	else
		echo "examples: valgrind not found: memcheck of $name skipped"
	fi

	c99=$out/$name-c99
	if ! "$cc" -std=c99 -pedantic -Wall -Wextra -Werror -I. -pthread \
	    -o "$c99" "examples/$name.c" >"$c99.log" 2>&1; then
		fail "$name: does not build as C99 (see $c99.log)"
	elif "$c99" <"$in" >"$c99.out" 2>&1 &&
	    cmp -s "$expected" "$c99.out"; then
		pass
	else
		fail "$name built as C99 < $in: output differs from" \
		    "$expected or exit status (diff -u $expected $c99.out)"
	fi
done

echo "examples: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
