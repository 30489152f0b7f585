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

set -eu
BUILD=${BUILD:-build}
CC=${CC:-gcc}
ROUNDS=${ROUNDS:-2000}
out=$BUILD/bench/range-counts
mkdir -p "$out"

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
		# shellcheck disable=SC2154
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
