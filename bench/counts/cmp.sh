#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/cmp.sh: callgrind counts per comparator shape (bench/cmp.h)
# of find, insert and remove, tree.h next to libbsd's <bsd/sys/tree.h>
# with the same comparator (make bench-counts).
#
#   sh bench/counts/cmp.sh        Markdown on stdout
#   environment: SHAPES (all six), SIZES ("64 4096"), ROUNDS (20000),
#                CC (gcc), CFLAGS (-O2), OUT (build/counts), TREEH (the
#                directory holding the tree.h to count: the repository)
#
# valgrind --tool=callgrind --branch-sim=yes --toggle-collect=measure on
# bench/counts/cmp.c; per call of op_find, op_insert and op_remove
# (inclusive): Ir, instructions, and the mispredicted conditional and
# indirect branches of callgrind's branch simulation (Bcm + Bim): a
# model, not the CPU's predictor, but repeatable whatever the load.

set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${OUT:-$root/build/counts}
SHAPES=${SHAPES:-"sign ifelse ternary sub memcmp twofield"}
SIZES=${SIZES:-"64 4096"}
ROUNDS=${ROUNDS:-20000}
CC=${CC:-gcc}
CFLAGS=${CFLAGS:--O2}
TREEH=${TREEH:-$root}
mkdir -p "$out"

# op FILE FUNCTION: "Ir mispredicted" per call of FUNCTION, inclusive
op() {
	callgrind_annotate --inclusive=yes --show=Ir,Bcm,Bim "$1" |
	    awk -v fn="$2" -v r="$ROUNDS" '
		{ gsub(/\([0-9. ]+%\)/, "") }
		$4 ~ ("[:]" fn "$") {
			for (i = 1; i <= 3; i++)
				gsub(",", "", $i)
			printf "%.0f %.2f", $1 / r, ($2 + $3) / r
			exit
		}'
}

echo "### Comparator shapes: callgrind counts per operation"
echo
echo "Ir and simulated mispredictions (callgrind --branch-sim=yes) per call,"
echo "$ROUNDS random finds and $ROUNDS remove + insert of a random node,"
echo "$CC $CFLAGS, RB_GENERATE_STATIC; tree.h / libbsd."
echo
echo "| shape | nodes | find Ir | find mispr. | insert Ir | insert mispr. | remove Ir | remove mispr. |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for shape in $SHAPES; do
	for hdr in treeh libbsd; do
		flags=
		[ $hdr = treeh ] || flags=-DUSE_LIBBSD
		# shellcheck disable=SC2086
		$CC $CFLAGS -Wall -Wextra -I"$TREEH" -I"$root/bench" \
		    -DBENCH_CMP="$shape" $flags -o "$out/cmp-$shape-$hdr" \
		    "$here/cmp.c"
	done
	for n in $SIZES; do
		row="| $shape | $n |"
		for f in op_find op_insert op_remove; do
			for hdr in treeh libbsd; do
				cg=$out/cg.cmp-$shape-$hdr.$n
				if [ ! -f "$cg.done" ]; then
					valgrind --tool=callgrind --branch-sim=yes \
					    --toggle-collect=measure \
					    --callgrind-out-file="$cg" \
					    "$out/cmp-$shape-$hdr" "$n" "$ROUNDS" \
					    2>"$cg.log"
					touch "$cg.done"
				fi
				eval "${hdr}=\"\$(op \"\$cg\" $f)\""
			done
			# shellcheck disable=SC2154
			row="$row ${treeh% *} / ${libbsd% *} | ${treeh#* } / ${libbsd#* } |"
		done
		echo "$row"
	done
	rm -f "$out"/cg.cmp-"$shape"-*.done
done
