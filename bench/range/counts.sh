#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# counts.sh: instructions per RB_SPLIT, RB_JOIN and RB_INSERT under
# callgrind (make bench-range-counts): bench/range/ops.c built with
# gcc -O2 in each balance scheme, at n = 2^10 and 2^20 random keys,
# ROUNDS (default 2000) calls of each, every op_ function counted alone
# (--toggle-collect).  Prints a CSV (docs/data/range-counts.csv): per
# scheme and n, instructions per call of each, and split and join over
# insert; then, per scheme, the 2^20 over 2^10 ratio of each.
#
#   BUILD=build CC=gcc sh bench/range/counts.sh
#
# With "elements COUNTED" instead: the range benchmark's removals and
# fills (bench/range/counted.c, built as COUNTED with the benchmark's
# objects) under callgrind with its cache and branch simulation, per
# removed or filled node, for each implementation: instructions,
# first-level data cache misses and mispredicted branches at k = 16
# (200 removals), 1,000 (20) and 100,000 (2) of n = 10^6, and of the
# fill of 10^6 (docs/data/range-element-counts.csv).

# op_split, op_join and op_insert are set by eval
# shellcheck disable=SC2154
set -eu
BUILD=${BUILD:-build}
CC=${CC:-gcc}
ROUNDS=${ROUNDS:-2000}
out=$BUILD/bench/range-counts
mkdir -p "$out"

# totals FILE: Ir, D1 misses (read and write) and mispredicted
# branches (conditional and indirect) of the collected function
totals() {
	callgrind_annotate "$1" 2>/dev/null | awk '
	    /^Events shown:/ { for (i = 3; i <= NF; i++) ev[i - 2] = $i }
	    /PROGRAM TOTALS/ { gsub(/\([^)]*\)/, ""); gsub(",", "");
		for (i = 1; i < NF - 1; i++) v[ev[i]] = $i == "." ? 0 : $i
		print v["Ir"], v["D1mr"] + v["D1mw"], v["Bcm"] + v["Bim"] }'
}

if [ "${1:-}" = elements ]; then
	counted=$2
	echo "# valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes,"
	echo "# per removed node (k of n = 10^6, bench/range/counted.c) or per"
	echo "# node of the fill of 10^6: instructions (Ir), D1 misses and"
	echo "# mispredicted branches of callgrind's models; the nodes and the"
	echo "# input made outside; $($CC --version | head -n 1) -O2; tree.h at"
	echo "# $(git rev-parse --short HEAD 2>/dev/null || echo '?'): make bench-range-counts"
	echo "implementation,event,k = 16,k = 1000,k = 100000,fill"
	for im in "tree.h weak AVL" "tree.h weak AVL no visit" \
	    "tree.h weak AVL stack visit" "tree.h weak AVL loop" \
	    "tree.h red-black" "tree.h red-black loop" libbsd \
	    "Boost.Intrusive rbtree" "Linux rbtree"; do
		"$counted" "$im" || continue
		ir='' miss='' bad=''
		for kr in 16:200 1000:20 100000:2 fill; do
			k=${kr%:*} f=$out/elements.cg
			if [ "$kr" = fill ]; then
				div=1000000 what=op_fill set=fill
			else
				div=$((k * ${kr#*:})) what=op_cut set="cut $k ${kr#*:}"
			fi
			# shellcheck disable=SC2086
			valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes \
			    --toggle-collect="$what*" --callgrind-out-file="$f" \
			    "$counted" "$im" $set >/dev/null 2>&1
			# shellcheck disable=SC2046
			set -- $(totals "$f")
			ir="$ir,$(echo "$1 $div" | awk '{ printf "%.1f", $1 / $2 }')"
			miss="$miss,$(echo "$2 $div" | awk '{ printf "%.2f", $1 / $2 }')"
			bad="$bad,$(echo "$3 $div" | awk '{ printf "%.2f", $1 / $2 }')"
		done
		echo "$im,instructions$ir"
		echo "$im,D1 misses$miss"
		echo "$im,mispredicted branches$bad"
	done
	exit 0
fi

# per_call FILE: the instructions of the collected function, per call
per_call() {
	callgrind_annotate "$1" 2>/dev/null |
	    awk -v n="$ROUNDS" '/PROGRAM TOTALS/ { gsub(",", "", $1);
		printf "%.0f", $1 / n }'
}

echo "# valgrind --tool=callgrind, instructions per call (Ir) of noinline"
echo "# wrappers, $ROUNDS calls each, tree of n random 64-bit keys,"
echo "# RB_GENERATE_STATIC, $($CC --version | head -n 1), -O2; tree.h at"
echo "# $(git rev-parse --short HEAD 2>/dev/null || echo '?'): make bench-range-counts"
echo "scheme,n,RB_SPLIT,RB_JOIN,RB_INSERT,split / insert,join / insert,split 2^20 / 2^10,join 2^20 / 2^10"
for scheme in wavl rb; do
	flags=
	name="weak AVL"
	if [ $scheme = rb ]; then
		flags=-DTREE_BALANCE=TREE_RED_BLACK
		name=red-black
	fi
	# shellcheck disable=SC2086
	$CC -O2 -g -std=gnu11 -Wall -Wextra -I. $flags -o "$out/ops-$scheme" \
	    bench/range/ops.c
	for bits in 10 20; do
		for fn in op_split op_join op_insert; do
			valgrind --tool=callgrind --toggle-collect=$fn \
			    --callgrind-out-file="$out/$scheme-$bits-$fn.cg" \
			    "$out/ops-$scheme" "$bits" "$ROUNDS" >/dev/null 2>&1
			eval "$fn=\$(per_call \"$out/$scheme-$bits-$fn.cg\")"
		done
		growth=-,-
		if [ "$bits" = 20 ]; then
			growth=$(echo "$op_split $split10 $op_join $join10" |
			    awk '{ printf "%.2f,%.2f", $1 / $2, $3 / $4 }')
		fi
		echo "$name,2^$bits,$op_split,$op_join,$op_insert,$(
		    echo "$op_split $op_insert $op_join" |
		    awk '{ printf "%.2f,%.2f", $1 / $2, $3 / $2 }'),$growth"
		split10=$op_split
		join10=$op_join
	done
done
