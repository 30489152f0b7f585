#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# run.sh: build and run the cross-target checks of tree.h (mk/quality.mk).
#
#   tests/cross/run.sh m32               test-m32: i386 with gcc -m32 (and
#                                        clang -m32): the differential driver
#                                        (plain and debug mode, and the
#                                        red-black scheme), RB_ENTRY = 12
#                                        bytes, tests/compile/matrix.c, the
#                                        alignment checks
#   tests/cross/run.sh cross [TARGET..]  test-cross: each TARGET (default:
#                                        armhf s390x powerpc) built static and
#                                        run under qemu-user
#   tests/cross/run.sh align             test-align: misaligned nodes, native,
#                                        without static assertions (compile-fail
#                                        checks the native rejections:
#                                        tests/compile/cases/align-*.c)
#
# Each step prints "ok: ..." or "FAILED: ..." (the programs' own output is
# indented below it); the end is "NAME: N passed, N failed" and "PASS: NAME"
# or "FAIL: NAME"; the exit status is 1 if a step failed.
#
# Environment (defaults in brackets): BUILD [build], OPS [200000] random
# operations per instantiation natively, CROSS_OPS [100000] under qemu,
# SEED [the driver's], CC32 [gcc -m32], CLANG32 [clang -m32; empty: skip],
# CC [gcc], CLANG [clang], CROSS_CC_<target> [clang --target=<triple>
# with Debian's cross libc], QEMU_<target> [qemu-<arch>-static].

set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2

mode=${1:-}
[ $# -gt 0 ] && shift
out=${BUILD:-build}/quality
ops=${OPS:-200000}
cross_ops=${CROSS_OPS:-100000}
seed=${SEED:-}
warn="-Wall -Wextra -Wpedantic -Werror"
# C11 and C++11 give the static assertion's message; before C11 (gnu99)
# the compiler names tree.h's typedef.
align_msg='(tree\.h: elements must be at least 4-byte aligned|tree_h_elements_must_be_4_byte_aligned)'
passed=0
failed=0

mkdir -p "$out" || exit 2

ok() {
	echo "ok: $1"
	passed=$((passed + 1))
}

bad() {
	echo "FAILED: $1"
	failed=$((failed + 1))
}

# show LOG: the log, indented (so that its summary lines are not read as
# ours by scripts/run-stages).
show() {
	sed 's/^/    /' "$1"
}

# build WHAT LOG CMD...: compile; ok/FAILED.
build() {
	what=$1 log=$2
	shift 2
	if "$@" >"$log" 2>&1; then
		return 0
	fi
	bad "$what: does not build (log: $log)"
	show "$log" | head -n 30
	return 1
}

# runprog WHAT LOG CMD...: run a program that ends with "N passed, N failed".
runprog() {
	what=$1 log=$2
	shift 2
	t0=$(date +%s)
	"$@" >"$log" 2>&1
	rc=$?
	secs=$(($(date +%s) - t0))
	if [ "$rc" -eq 0 ]; then
		# The target and the sizes; the rest is in the log.
		show "$log" | grep -E '^    (target|sizeof|ok: sizeof RB_ENTRY|[a-z-]+: [0-9]+ passed)'
		ok "$what (${secs}s)"
	else
		show "$log" | grep -vE '^    ok: '
		bad "$what: exit $rc (log: $log)"
	fi
}

# reject WHAT LOG CMD...: must not compile, with tree.h's alignment message.
reject() {
	what=$1 log=$2
	shift 2
	if "$@" >"$log" 2>&1; then
		bad "$what: a 1-byte aligned node type compiled (log: $log)"
	elif grep -Eq "$align_msg" "$log"; then
		ok "$what: rejected: \"$(grep -Eo "${align_msg}[^\"]*" "$log" | head -n 1 | cut -c1-60)...\""
	else
		bad "$what: rejected, but without the message (log: $log)"
		show "$log" | head -n 10
	fi
}

# The driver: plain and debug mode, and the red-black scheme (its walks
# and the engine's checker of colours), one compiler.
# driver TAG RUNNER CC...
driver() {
	tag=$1 runner=$2
	shift 2
	for mode_ in plain debug red-black; do
		case $mode_ in
		plain)	defs= ;;
		debug)	defs=-DTREE_DEBUG ;;
		*)	defs=-DTREE_BALANCE=TREE_RED_BLACK ;;
		esac
		bin=$out/diff-$tag-$mode_
		# shellcheck disable=SC2086
		build "$tag: driver ($mode_)" "$bin.build.log" \
		    "$@" $warn -O2 $defs -I. -Itests tests/cross/diff.c tests/engine.c \
		    -o "$bin" || continue
		n=$ops
		[ -n "$runner" ] && n=$cross_ops
		# shellcheck disable=SC2086
		runprog "$tag: driver ($mode_), $n operations per tree" \
		    "$bin.log" $runner "$bin" "$n" $seed
	done
}

finish() {
	echo "$1: $passed passed, $failed failed"
	if [ "$failed" -eq 0 ]; then
		echo "PASS: $1"
		exit 0
	fi
	echo "FAIL: $1"
	exit 1
}

case $mode in
m32)
	cc32=${CC32:-gcc -m32}
	clang32=${CLANG32-clang -m32}
	# shellcheck disable=SC2086
	driver i386-gcc "" $cc32 -std=c11 -DEXPECT_RB_ENTRY_SIZE=12
	if [ -n "$clang32" ]; then
		# shellcheck disable=SC2086
		driver i386-clang "" $clang32 -std=gnu99 -DEXPECT_RB_ENTRY_SIZE=12
	fi
	if [ -f tests/compile/matrix.c ]; then
		# Every generator and every public macro, as 32-bit code.
		for std in c99 c11; do
			bin=$out/matrix-i386-$std
			# shellcheck disable=SC2086
			build "i386: tests/compile/matrix.c -std=$std" \
			    "$bin.build.log" $cc32 -std=$std $warn -O2 -I. \
			    tests/compile/matrix.c -o "$bin" &&
			    runprog "i386: tests/compile/matrix.c -std=$std" \
			    "$bin.log" "$bin"
		done
	fi
	# shellcheck disable=SC2086
	reject "i386: packed node type" "$out/align-i386.log" \
	    $cc32 -std=c11 -I. -c tests/cross/align.c -o "$out/align-i386.o"
	bin=$out/align-fallback-i386
	# shellcheck disable=SC2086
	build "i386: no static assertion, debug mode" "$bin.build.log" \
	    $cc32 -std=c99 -DALIGN_FALLBACK -DTREE_DEBUG -I. tests/cross/align.c \
	    -o "$bin" &&
	    runprog "i386: no static assertion: the debug mode reports a misaligned element" \
	    "$bin.log" "$bin"
	finish test-m32
	;;
cross)
	[ $# -gt 0 ] || set -- armhf s390x powerpc
	for t in "$@"; do
		case $t in
		armhf)	triple=arm-linux-gnueabihf qemu=qemu-arm-static ;;
		s390x)	triple=s390x-linux-gnu qemu=qemu-s390x-static ;;
		powerpc) triple=powerpc-linux-gnu qemu=qemu-ppc-static ;;
		*)	bad "unknown target $t (armhf, s390x, powerpc)"; continue ;;
		esac
		q=$qemu
		eval "cc=\${CROSS_CC_$t:-}"
		eval "q=\${QEMU_$t:-\$q}"
		if [ -z "$cc" ]; then
			cc="clang --target=$triple -static"
			# Debian's clang looks for 32-bit powerpc startup files
			# in lib32 (the i386 multilib): point it at the cross
			# libc; its old-style PLT is writable and executable.
			[ "$t" = powerpc ] && cc="$cc -B/usr/$triple/lib \
			    -L/usr/$triple/lib -Wl,--no-warn-rwx-segments"
		fi
		# shellcheck disable=SC2086
		driver "$t" "$q" $cc -std=c11
		# shellcheck disable=SC2086
		reject "$t: packed node type" "$out/align-$t.log" \
		    $cc -std=c11 -I. -c tests/cross/align.c -o "$out/align-$t.o"
	done
	finish test-cross
	;;
align)
	cc=${CC:-gcc}
	for c in "$cc" "${CLANG:-clang}"; do
		for dbg in "" -DTREE_DEBUG; do
			bin=$out/align-fallback-$(basename "$c")$dbg
			if [ -n "$dbg" ]; then
				what="$c, no static assertion, debug mode: compiles; reports a misaligned element"
			else
				what="$c, no static assertion: compiles; an aligned element works (nothing checks a misaligned one)"
			fi
			# shellcheck disable=SC2086
			build "$what" "$bin.build.log" $c -std=c99 -DALIGN_FALLBACK \
			    $dbg -I. tests/cross/align.c -o "$bin" &&
			    runprog "$what" "$bin.log" "$bin"
		done
	done
	finish test-align
	;;
*)
	echo "usage: tests/cross/run.sh m32 | cross [TARGET...] | align" >&2
	exit 2
	;;
esac
