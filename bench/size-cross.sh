#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/size-cross.sh: code size of one instantiation on embedded targets
# (make bench-size-cross): bench/size.sh's measure, tree.h against
# libbsd's <bsd/sys/tree.h>, compiled with Debian's cross compilers for
# each target of $TARGETS (bench/targets.sh: NAME:OPT, e.g. "armhf:-Os").
# Markdown on stdout: the `size` text of each instantiation per target,
# then machine code bytes per function.  Environment: BUILD, TARGETS.

set -eu

BUILD=${BUILD:-build}
. bench/targets.sh
. bench/size/lib.sh

setup() {	# setup NAME:OPT: the target, and out
	target "$1"
	out=$BUILD/bench/size-cross/$tag
	OBJDUMP=$triplet-objdump
}

code() {	# code OBJ: bytes of .text alone
	$OBJDUMP -h "$out/$1.o" |
	    awk '$2 == ".text" { print $3 }' | while read -r h; do
		printf '%d' "0x$h"
	done
}

pct() {	# pct A B: A against B in per cent
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f %%", 100 * (a - b) / b }'
}

echo "## Code size on embedded targets"
echo
echo "- date: $(date -u '+%Y-%m-%d')"
target_compilers
echo "- libbsd-dev $(dpkg-query -W -f '${Version}' libbsd-dev 2>/dev/null || echo '?')," \
    "tree.h at $(git log -1 --format=%h -- tree.h 2>/dev/null || echo '?')"
echo
echo "\`size\` text (code, read-only data and the unwind tables that the"
echo "compiler emits by default: .eh_frame on x86-64 and aarch64) of an"
echo "object file holding one instantiation for"
echo "\`struct node { uint64_t key; RB_ENTRY(node) link; }\` (bench/size/one.c)."
echo "\"libbsd's operations\": tree.h's per-operation generators for the"
echo "functions libbsd's RB_GENERATE has, the like-for-like figure (the"
echo "target); \"full\": tree.h's RB_GENERATE, which has more functions;"
echo "\".text\": the code alone, without unwind tables."
echo
echo "| target | libbsd | tree.h, libbsd's operations | vs libbsd | .text libbsd | .text tree.h | tree.h full | cached full | augmented full |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
missed=
for t in $TARGETS; do
	setup "$t"
	size_objs
	bsd=$(size_text libbsd)
	core=$(size_text treeh-core)
	[ "$core" -lt "$bsd" ] || missed="$missed, $title ($core vs $bsd)"
	echo "| $title | $bsd | $core | $(pct "$core" "$bsd") |" \
	    "$(code libbsd) | $(code treeh-core) | $(size_text treeh) | $(size_text treeh-cached) |" \
	    "$(size_text treeh-aug) |"
done
echo
if [ -z "$missed" ]; then
	echo "Target (tree.h, libbsd's operations, smaller than libbsd on every target): met."
else
	echo "Target (tree.h, libbsd's operations, smaller than libbsd on every target): missed on${missed#,}."
fi
echo
echo "Machine code bytes per function (nm -S), tree.h / libbsd, of the full"
echo "RB_GENERATE (\"-\": no such function, or inlined):"
echo
row="| function"
sep="|---"
for t in $TARGETS; do
	setup "$t"
	row="$row | $title"
	sep="$sep|---:"
done
echo "$row |"
echo "$sep|"
for f in $SIZE_FUNCS $SIZE_SHARED; do
	row="| $f"
	case $f in _*) row="$row (tree.h, shared)" ;; esac
	for t in $TARGETS; do
		setup "$t"
		case $f in
		_*) row="$row | $(size_fn treeh "$f")" ;;
		*) row="$row | $(size_fn treeh "tr_RB_$f") / $(size_fn libbsd "tr_RB_$f")" ;;
		esac
	done
	echo "$row |"
done
