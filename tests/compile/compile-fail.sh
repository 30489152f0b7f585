#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# compile-fail.sh: misuse that must not compile, and include orders that
# must.  Each tests/compile/cases/*.c says what it expects in lines of its
# leading comment:
#
#   @must: fail | compile   fail: the compiler must reject it; compile: it
#                           must build warning-free (-Werror) and exit 0
#   @must: link-fail | link the file is compiled twice, the second time
#                           with the @second flags, warning-free; link-fail:
#                           the objects must not link (@expect: the
#                           linker's output); link: they link and exit 0
#   @second: FLAGS          the second object's extra flags
#   @expect: ERE            fail: the compiler output must match ERE
#   @expect-c++: ERE        the same for g++/clang++ (default: @expect)
#   @expect-c99: ERE        the same for gcc/clang before C11 (-std=c99,
#                           gnu99; default: @expect)
#   @reject: ERE            the output must not match ERE
#   @first-error: yes       the first "error:" line must match the
#                           @expect ERE (the one that names the fix)
#   @max-errors: N          at most N "error:" lines
#   @flags: FLAGS           extra compiler flags
#   @flags-c: FLAGS         extra flags for gcc/clang only (not C++)
#   @variants: A | B | ...  compile once per variant, with its flags added
#   @compilers: C:STD ...   default: gcc:-std=c11 clang:-std=c11
#                           g++:-std=c++11 clang++:-std=c++11
#
# One check = one case x compiler x variant.  Prints one line per failed
# check and a count at the end; exits 1 if any check failed.  The
# environment: tests/compile/lib.sh.

stage=compile-fail
# shellcheck source=tests/compile/lib.sh
. "$(dirname "$0")/lib.sh"
base="-Wall -Wextra -Wpedantic"

directive() {	# FILE KEY: the value of "@KEY:" in FILE, or nothing
	sed -n "s/^[ /*]*@$2:[ 	]*//p" "$1" | head -n 1
}

if [ "${1:-}" = --one ]; then
	# One check: "FILE|COMPILER:STD|VARIANT-FLAGS|ID"
	IFS='|' read -r file cstd variant id <<EOF
$2
EOF
	cname=${cstd%%:*}
	std=${cstd#*:}
	compiler "$cname"
	must=$(directive "$file" must)
	flags=$(directive "$file" flags)
	if [ "$lang" = c ]; then
		flags="$flags $(directive "$file" flags-c)"
	fi
	# The dialect's own @expect, if it has one.
	case $lang$std in
	c++*)	expect=$(directive "$file" expect-c++) ;;
	c-std=c9?|c-std=gnu9?|c-std=c89|c-std=gnu89)
		expect=$(directive "$file" expect-c99) ;;
	*)	expect= ;;
	esac
	[ -n "$expect" ] || expect=$(directive "$file" expect)
	reject=$(directive "$file" reject)
	maxerr=$(directive "$file" max-errors)
	first=$(directive "$file" first-error)
	log=$out/$id.log
	what="$(basename "$file" .c) [$cname $std${variant:+ $variant}]"
	case $must in
	compile)
		# shellcheck disable=SC2086
		"$cc" -x "$lang" $std $base -Werror $flags $variant \
		    -I"$inc" "$file" -o "$out/$id" >"$log" 2>&1 ||
		    fail "does not compile: $(grep -m 1 -E 'error' "$log")"
		"$out/$id" >>"$log" 2>&1 ||
		    fail "compiled, but the program failed"
		;;
	fail)
		# shellcheck disable=SC2086
		if "$cc" -x "$lang" $std $base $flags $variant -I"$inc" \
		    -c "$file" -o "$out/$id.o" >"$log" 2>&1; then
			fail "compiled, but must not"
		fi
		if [ -n "$expect" ] && ! grep -Eq -- "$expect" "$log"; then
			fail "no /$expect/ in: $(grep -m 1 -E 'error' "$log")"
		fi
		if [ "$first" = yes ] &&
		    ! grep -m 1 -E '(^|[^a-z])error:' "$log" |
		    grep -Eq -- "$expect"; then
			fail "the first error is not /$expect/:" \
			    "$(grep -m 1 -E '(^|[^a-z])error:' "$log")"
		fi
		if [ -n "$reject" ] && grep -Eq -- "$reject" "$log"; then
			fail "output has /$reject/: $(grep -m 1 -E -- "$reject" "$log")"
		fi
		if [ -n "$maxerr" ]; then
			n=$(grep -cE '(^|[^a-z])error:' "$log")
			[ "$n" -le "$maxerr" ] ||
			    fail "$n errors, want at most $maxerr"
		fi
		;;
	link | link-fail)
		second=$(directive "$file" second)
		# shellcheck disable=SC2086
		{ "$cc" -x "$lang" $std $base -Werror $flags $variant \
		    -I"$inc" -c "$file" -o "$out/$id.1.o" &&
		    "$cc" -x "$lang" $std $base -Werror $flags $variant \
		    $second -I"$inc" -c "$file" -o "$out/$id.2.o"; } \
		    >"$log" 2>&1 ||
		    fail "does not compile: $(grep -m 1 -E 'error' "$log")"
		if "$cc" "$out/$id.1.o" "$out/$id.2.o" -o "$out/$id" \
		    >>"$log" 2>&1; then
			[ "$must" = link ] || fail "linked, but must not"
			"$out/$id" >>"$log" 2>&1 ||
			    fail "linked, but the program failed"
		else
			[ "$must" = link-fail ] ||
			    fail "does not link: $(grep -m 1 -E 'error|multiple' "$log")"
			[ -z "$expect" ] || grep -Eq -- "$expect" "$log" ||
			    fail "no /$expect/ in: $(grep -m 1 -E 'multiple' "$log")"
		fi
		;;
	*)	fail "no @must: line" ;;
	esac
	pass
fi

start
for file in tests/compile/cases/*.c; do
	name=$(basename "$file" .c)
	compilers=$(directive "$file" compilers)
	: "${compilers:=gcc:-std=c11 clang:-std=c11 g++:-std=c++11 clang++:-std=c++11}"
	variants=$(directive "$file" variants)
	for cstd in $compilers; do
		n=0
		# Split the variants on '|' (an empty list means one variant).
		printf '%s\n' "$variants" | tr '|' '\n' | while read -r v; do
			n=$((n + 1))
			id=$name-$(echo "$cstd" | tr -c 'a-zA-Z0-9+\n' _)-$n
			echo "$file|$cstd|$v|$id"
		done
	done
done >"$out/checks"
run_checks
