#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/size-cross.sh: code size of one instantiation on embedded targets
# (make bench-size-cross): bench/size.sh's measure, tree.h against
# libbsd's <bsd/sys/tree.h>, compiled with Debian's cross compilers for
# each target of $TARGETS (NAME:OPT, e.g. "armhf:-Os"):
#   x86-64    x86_64-linux-gnu-gcc
#   armhf     arm-linux-gnueabihf-gcc -mthumb (Thumb-2, ARMv7-A)
#   aarch64   aarch64-linux-gnu-gcc
#   riscv64   riscv64-linux-gnu-gcc (RV64GC: compressed instructions)
# Markdown on stdout: the `size` text of each instantiation per target,
# then machine code bytes per function.  Environment: BUILD, TARGETS.

set -eu

BUILD=${BUILD:-build}
TARGETS=${TARGETS:-"x86-64:-O2 x86-64:-Os armhf:-O2 armhf:-Os \
    aarch64:-O2 aarch64:-Os riscv64:-O2 riscv64:-Os"}
. bench/size/lib.sh

# setup NAME:OPT: CC, OPT, SIZE, NM, out and the column title of a target
setup() {
	name=${1%%:*}
	opt=${1#*:}
	case $name in
	x86-64) triplet=x86_64-linux-gnu title=x86-64 ;;
	armhf) triplet=arm-linux-gnueabihf title="armhf Thumb-2"
		opt="-mthumb $opt" ;;
	aarch64) triplet=aarch64-linux-gnu title=aarch64 ;;
	riscv64) triplet=riscv64-linux-gnu title=riscv64 ;;
	*) echo "size-cross.sh: unknown target $name" >&2; exit 2 ;;
	esac
	CC=$triplet-gcc
	OPT=$opt
	SIZE=$triplet-size
	NM=$triplet-nm
	out=$BUILD/bench/size-cross/$name${1#*:}
	title="$title ${1#*:}"
}

pct() {	# pct A B: A against B in per cent
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f %%", 100 * (a - b) / b }'
}

echo "## Code size on embedded targets"
echo
echo "- date: $(date -u '+%Y-%m-%d')"
for t in $TARGETS; do
	setup "$t"
	case " ${seen:-} " in *" $CC "*) continue ;; esac
	seen="${seen:-} $CC"
	echo "- $($CC --version | head -n 1)"
done
echo "- libbsd-dev $(dpkg-query -W -f '${Version}' libbsd-dev 2>/dev/null || echo '?')," \
    "tree.h at $(git log -1 --format=%h -- tree.h 2>/dev/null || echo '?')"
echo
echo "\`size\` text (code, read-only data and unwind tables; only the x86-64"
echo "objects have unwind tables, .eh_frame) of an object file holding one"
echo "instantiation for \`struct node { uint64_t key; RB_ENTRY(node) link; }\`"
echo "(bench/size/one.c).  \"libbsd's operations\": tree.h's per-operation"
echo "generators for the functions libbsd's RB_GENERATE has, the like-for-like"
echo "figure; \"full\": tree.h's RB_GENERATE, which has more functions."
echo
echo "| target | libbsd | tree.h, libbsd's operations | vs libbsd | tree.h full | cached full | augmented full |"
echo "|---|---:|---:|---:|---:|---:|---:|"
missed=
for t in $TARGETS; do
	setup "$t"
	size_objs
	bsd=$(size_text libbsd)
	core=$(size_text treeh-core)
	[ "$core" -lt "$bsd" ] || missed="$missed, $title ($core vs $bsd)"
	echo "| $title | $bsd | $core | $(pct "$core" "$bsd") |" \
	    "$(size_text treeh) | $(size_text treeh-cached) |" \
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
