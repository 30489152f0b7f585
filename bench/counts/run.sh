#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/run.sh: deterministic costs of tree.h (weak AVL) next to
# Debian libbsd's <bsd/sys/tree.h> and Linux's rbtree (both red-black);
# docs/design.md and docs/performance.md quote it.
#
#   sh bench/counts/run.sh             the tables, Markdown on stdout
#   sh bench/counts/run.sh annotate    also per-source-line counts of the
#                                      random workload at 64 nodes in
#                                      build/counts/annotate.*.txt
#                                      (needs clang-format)
#   environment: ROUNDS (200000), SIZES ("64 4096"), CC (gcc),
#                CFLAGS (-O2), OUT (build/counts), LINUX_DIR (build/linux:
#                where make bench-linux put rbtree.o and the headers;
#                without it the Linux columns are left out, with a note)
#
# Workloads, per header and tree size: "steady" builds a tree of N random
# uint64_t keys, churns it to a steady state, then counts ROUNDS rounds of
# "remove a random element, insert a new random key"; "fifo" does the same
# with a time-ordered queue (remove the smallest key, insert one above the
# greatest); "refill" removes all N nodes in a random order, then inserts
# N new random keys (trees of every size from 0 to N: the random inserts
# and removes of issue 10's counts table).  Counting uses
#   valgrind --tool=callgrind --cache-sim=yes
# (valgrind 3.19 records Dr/Dw only with the cache simulation on; the miss
# counts are ignored) with --dump-before/--dump-after=measure, so one dump
# holds exactly the measured rounds, call counts included.  Reported, from
# callgrind_annotate --inclusive=yes: Ir, Dr, Dw per call of the noinline
# wrappers op_insert / op_remove (the whole operation: descent, link,
# rebalance) and of the rebalance functions (tree.h: the shared
# _rb_insert_color / _rb_remove_color, which gcc may call under a
# .constprop.N name; libbsd: ntree_RB_INSERT_COLOR / ntree_RB_REMOVE_COLOR;
# Linux: rb_insert_color, and rb_erase, which unlinks and rebalances: its
# rebalance is inlined into it), with the number of rebalance calls
# per operation.  Those builds use RB_GENERATE (extern), so gcc keeps the
# rebalance functions out of line; a second pair built with
# RB_GENERATE_STATIC gives the whole-operation costs of a static
# instantiation (where gcc may inline the rebalance).  tree.h's cached
# head (RB_GENERATE_CACHED_STATIC) and Linux's struct rb_root / rb_root_cached
# (the kernel idiom, bench/linux/adapter.h: a descent that rejects a key
# already present, like RB_INSERT; rbtree.c is always its own object), and
# Linux inserting with its rb_add / rb_add_cached (one comparison per
# level, no duplicate check) complete the whole-operation table.  Then the heights
# after 1e6 random / ascending / mixed operations (a native run), and sizes.

set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${OUT:-$root/build/counts}
ROUNDS=${ROUNDS:-200000}
SIZES=${SIZES:-"64 4096"}
CC=${CC:-gcc}
CFLAGS=${CFLAGS:--O2}
WORKLOADS="steady fifo refill"
LINUX_DIR=${LINUX_DIR:-$root/build/linux}
BUILDS="treeh libbsd treeh-static libbsd-static treeh-cached-static"
linux=no
if [ -f "$LINUX_DIR/rbtree.o" ]; then
	linux=yes
	BUILDS="$BUILDS linux linux-cached linux-add linux-cached-add"
fi
annotate=no
case ${1:-} in
annotate) annotate=yes ;;
"") ;;
*) echo "usage: sh bench/counts/run.sh [annotate]" >&2; exit 2 ;;
esac

missing=
for tool in "$CC" valgrind callgrind_annotate; do
	command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
[ -f /usr/include/bsd/sys/tree.h ] || missing="$missing libbsd-dev"
[ $annotate = no ] || command -v clang-format >/dev/null 2>&1 ||
    missing="$missing clang-format"
if [ -n "$missing" ]; then
	echo "run.sh: missing:$missing" >&2
	echo "run.sh: install with: apt-get install -y gcc valgrind libbsd-dev clang-format" >&2
	exit 1
fi

mkdir -p "$out"
src=$here/counts.c
build() {
	# build NAME EXTRA-FLAGS...
	name=$1
	shift
	$CC $CFLAGS -Wall -Wextra -I"$root" "$@" -o "$out/$name" "$src" -lm
}
build treeh
build libbsd -DUSE_LIBBSD
build treeh-static -DGEN_STATIC
build libbsd-static -DUSE_LIBBSD -DGEN_STATIC
build treeh-cached-static -DGEN_CACHED
if [ $linux = yes ]; then
	# rbtree.c as its own object, with these flags (no -g: callgrind then
	# names each function once, not once per inlined header)
	lx="-I$LINUX_DIR/tools/include -I$LINUX_DIR/tools/arch/x86/include"
	# shellcheck disable=SC2086
	$CC $CFLAGS $lx -c -o "$out/rbtree.o" "$LINUX_DIR/tools/lib/rbtree.c"
	# shellcheck disable=SC2086
	build linux -DUSE_LINUX $lx "$out/rbtree.o"
	# shellcheck disable=SC2086
	build linux-cached -DUSE_LINUX -DLX_CACHED $lx "$out/rbtree.o"
	# shellcheck disable=SC2086
	build linux-add -DUSE_LINUX -DLX_ADD $lx "$out/rbtree.o"
	# shellcheck disable=SC2086
	build linux-cached-add -DUSE_LINUX -DLX_CACHED -DLX_ADD $lx "$out/rbtree.o"
fi

# stats FILE FUNCTION: "calls Ir Dr Dw" of FUNCTION, inclusive, calls
# summed over its callers ("0 0 0 0" if it was not called out of line).
stats() {
	callgrind_annotate --inclusive=yes --tree=caller --show=Ir,Dr,Dw \
	    --threshold=100 "$1" | awk -v fn="$2" '
		/^[ \t]*$/ { calls = 0; next }
		{ gsub(/\([0-9. ]+%\)/, "") }
		$4 == "<" {
			if (match($0, /\([0-9,]+x\)/)) {
				n = substr($0, RSTART + 1, RLENGTH - 3)
				gsub(",", "", n)
				calls += n
			}
			next
		}
		$4 == "*" && $5 ~ ("[:]" fn "$") {
			for (i = 1; i <= 3; i++)
				gsub(",", "", $i)
			printf "%d %d %d %d\n", calls, $1, $2, $3
			found = 1
			exit
		}
		END { if (!found) print "0 0 0 0" }'
}

# count BINARY WORKLOAD N: callgrind run; the measured dump is $f.2
count() {
	f=$out/cg.$1.$2.$3
	rm -f "$f" "$f".*
	valgrind --tool=callgrind --cache-sim=yes \
	    --dump-before=measure --dump-after=measure \
	    --callgrind-out-file="$f" "$out/$1" "$2" "$3" "$ROUNDS" \
	    >"$f.log" 2>&1 || { cat "$f.log" >&2; exit 1; }
	[ -f "$f.2" ] || { echo "run.sh: no dump for measure in $f" >&2; exit 1; }
}

# cells CALLS IR DR DW: "Ir / Dr / Dw" per call
cells() {
	awk -v c="$1" -v ir="$2" -v dr="$3" -v dw="$4" 'BEGIN {
		if (c == 0) { printf "-"; exit }
		printf "%.1f / %.1f / %.1f", ir / c, dr / c, dw / c }'
}

ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) printf "-"; else printf "%.2f", a / b }'
}

# walk BUILD FN: the function (an ERE for stats) doing FN's rebalance
walk() {
	case $1:$2 in
	treeh*:INSERT_COLOR) echo '_rb_insert_color([.][a-z]+[.][0-9]+)?' ;;
	treeh*:REMOVE_COLOR) echo '_rb_remove_color([.][a-z]+[.][0-9]+)?' ;;
	linux*:INSERT_COLOR) echo 'rb_insert_color' ;;
	linux*:REMOVE_COLOR) echo 'rb_erase' ;;
	*) echo "ntree_RB_$2" ;;
	esac
}

# title BUILD: its column name
title() {
	case $1 in
	treeh) echo "tree.h" ;;
	treeh-static) echo "tree.h static" ;;
	treeh-cached-static) echo "tree.h cached static" ;;
	libbsd-static) echo "libbsd static" ;;
	linux) echo "Linux" ;;
	linux-cached) echo "Linux cached" ;;
	linux-add) echo "Linux, rb_add" ;;
	linux-cached-add) echo "Linux cached, rb_add_cached" ;;
	*) echo "$1" ;;
	esac
}

# field FILE KEY: value of KEY=value on the first line of FILE that has it
field() {
	sed -n "s/.* $2=\([^ ]*\).*/\1/p" "$1" | head -n 1
}

cpu=$(sed -n 's/^model name[ \t]*: //p' /proc/cpuinfo | head -n 1)
echo "## Deterministic counts"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- machine: $(nproc) CPUs, ${cpu:-unknown CPU}, $(uname -sm)"
echo "- compiler: $($CC --version | head -n 1), flags: $CFLAGS"
echo "- $(valgrind --version), libbsd-dev $(dpkg-query -W -f '${Version}' libbsd-dev 2>/dev/null || echo '?')"
echo "- tree.h sha256 $(sha256sum "$root/tree.h" | cut -c1-12), last commit touching it $(git -C "$root" log -1 --format=%h -- tree.h 2>/dev/null || echo '?')"
if [ $linux = yes ]; then
	echo "- Linux rbtree: $(cat "$LINUX_DIR/version"), rbtree.c compiled on its own with $CC $CFLAGS"
else
	echo "- Linux rbtree: not available (make bench-linux could not fetch it); its columns are left out"
fi
echo "- $ROUNDS measured rounds (one remove + one insert each) per workload and size"
echo

for w in $WORKLOADS; do
	for n in $SIZES; do
		for b in $BUILDS; do
			count "$b" "$w" "$n"
		done
	done
done

echo "### Whole operation, per call: Ir / Dr / Dw (instructions / data reads / data writes)"
echo
echo "steady: remove a random node, insert a random key; fifo: remove the smallest key,"
echo "insert above the greatest; refill: remove all N in random order, insert N random keys."
echo
head="| workload | nodes | operation"
rule="|---|---|---"
for b in $BUILDS; do
	head="$head | $(title "$b")"
	rule="$rule|---"
done
echo "$head |"
echo "$rule|"
for w in $WORKLOADS; do
	for n in $SIZES; do
		for op in insert remove; do
			row="| $w | $n | $op"
			for b in $BUILDS; do
				set -- $(stats "$out/cg.$b.$w.$n.2" "op_$op")
				row="$row | $(cells "$1" "$2" "$3" "$4")"
			done
			echo "$row |"
		done
	done
done
echo
echo "### Rebalance function (extern builds): per call, calls per operation, per operation"
echo
WALKS="treeh libbsd"
[ $linux = no ] || WALKS="$WALKS linux"
head="| workload | nodes | function"
rule="|---|---|---"
for b in $WALKS; do
	head="$head | $(title "$b") per call | calls/op | per op"
	rule="$rule|---|---|---"
done
echo "$head |"
echo "$rule|"
for w in $WORKLOADS; do
	for n in $SIZES; do
		for fn in INSERT_COLOR REMOVE_COLOR; do
			case $fn in
			INSERT_COLOR) op=op_insert ;;
			*) op=op_remove ;;
			esac
			row="| $w | $n | $fn"
			for b in $WALKS; do
				set -- $(stats "$out/cg.$b.$w.$n.2" "$op")
				ops=$1
				set -- $(stats "$out/cg.$b.$w.$n.2" "$(walk $b $fn)")
				row="$row | $(cells "$1" "$2" "$3" "$4") | $(ratio "$1" "$ops") | $(cells "$ops" "$2" "$3" "$4")"
			done
			echo "$row |"
		done
	done
done
echo
if [ $linux = yes ]; then
	echo "Linux's rebalance: rb_insert_color; rb_erase both unlinks and rebalances"
	echo "(rbtree.c inlines its removal rebalance into it), so its REMOVE_COLOR cells"
	echo "hold the whole removal, without the call of op_remove."
	echo
fi
echo "### Tree shape at the end of the measured rounds"
echo
echo "| workload | nodes | tree.h height | libbsd height | tree.h mean depth | libbsd mean depth |"
echo "|---|---|---|---|---|---|"
for w in $WORKLOADS; do
	for n in $SIZES; do
		t=$out/cg.treeh.$w.$n.log
		l=$out/cg.libbsd.$w.$n.log
		echo "| $w | $n | $(field "$t" height) | $(field "$l" height) |" \
		    "$(field "$t" mean_depth) | $(field "$l" mean_depth) |"
	done
done
echo

echo "## Height after 10^6 operations (nodes on the longest root-to-leaf path)"
echo
echo "random: 10^6 random inserts; ascending: keys 0..10^6-1 in order;"
echo "mixed: 10^6 random inserts, a random element removed after every second one."
echo
echo "| workload | n | tree.h height | libbsd height | tree.h mean depth | libbsd mean depth | log2(n+1) | 1.4405 log2(n+2) - 0.3277 | 2 log2(n+1) |"
echo "|---|---|---|---|---|---|---|---|---|"
"$out/treeh" heights >"$out/heights.treeh"
"$out/libbsd" heights >"$out/heights.libbsd"
if grep -v "validate=ok" "$out/heights.treeh" >/dev/null; then
	echo "run.sh: RB_VALIDATE failed:" >&2
	cat "$out/heights.treeh" >&2
	exit 1
fi
for w in random ascending mixed; do
	grep "^tree.h $w " "$out/heights.treeh" >"$out/h.t"
	grep "^libbsd $w " "$out/heights.libbsd" >"$out/h.l"
	echo "| $w | $(field "$out/h.t" n) | $(field "$out/h.t" height) |" \
	    "$(field "$out/h.l" height) | $(field "$out/h.t" mean_depth) |" \
	    "$(field "$out/h.l" mean_depth) | $(field "$out/h.t" log2) |" \
	    "$(field "$out/h.t" avl_bound) | $(field "$out/h.t" rb_bound) |"
done
rm -f "$out/h.t" "$out/h.l"
if [ $linux = yes ]; then
	"$out/linux" heights >"$out/heights.linux"
	if grep -v "validate=ok" "$out/heights.linux" >/dev/null; then
		echo "run.sh: lx_validate failed:" >&2
		cat "$out/heights.linux" >&2
		exit 1
	fi
	echo
	printf 'Linux (validated): height'
	for w in random ascending mixed; do
		printf ' %s %s' "$w" "$(grep "^linux $w " "$out/heights.linux" |
		    sed -n 's/.* height=\([^ ]*\).*/\1/p')"
	done
	echo "."
fi
echo

echo "## Sizes ($CC $CFLAGS, $(uname -m))"
echo
echo "| | tree.h | libbsd |"
echo "|---|---|---|"
"$out/treeh" info >"$out/info.treeh"
"$out/libbsd" info >"$out/info.libbsd"
echo "| sizeof RB_ENTRY | $(field "$out/info.treeh" node_entry_bytes) |" \
    "$(field "$out/info.libbsd" node_entry_bytes) |"
echo "| sizeof node (uint64_t key + entry) | $(field "$out/info.treeh" node_bytes) |" \
    "$(field "$out/info.libbsd" node_bytes) |"
codesize() {
	# codesize BINARY FUNCTION-ERE: bytes of machine code (nm -S), - if absent
	s=$(nm -S "$out/$1" |
	    awk -v f="^$2\$" '$4 ~ f { print $2; exit }')
	if [ -n "$s" ]; then printf '%d' "0x$s"; else printf -- '-'; fi
}
for f in INSERT INSERT_FINISH INSERT_COLOR REMOVE REMOVE_COLOR; do
	echo "| code bytes, ntree_RB_$f | $(codesize treeh ntree_RB_$f) |" \
	    "$(codesize libbsd ntree_RB_$f) |"
done
for f in INSERT_COLOR REMOVE_COLOR; do
	echo "| code bytes, the rebalance of $f: $(walk treeh $f | sed 's/(.*//') (tree.h, shared) | $(codesize treeh "$(walk treeh $f)") | - |"
done

if [ $annotate = yes ]; then
	# Per-line counts: preprocess, put one statement per line, compile
	# with -g, count the random workload at 64 nodes.
	for b in treeh libbsd; do
		d=
		[ $b = libbsd ] && d=-DUSE_LIBBSD
		$CC -E -P $d -I"$root" "$src" >"$out/$b.i"
		clang-format --style='{BasedOnStyle: LLVM, ColumnLimit: 100}' \
		    "$out/$b.i" >"$out/annotate.$b.c"
		$CC $CFLAGS -g -w -o "$out/annotate.$b" "$out/annotate.$b.c" -lm
		f=$out/cg.annotate.$b
		rm -f "$f" "$f".*
		valgrind --tool=callgrind --cache-sim=yes \
		    --dump-before=measure --dump-after=measure \
		    --callgrind-out-file="$f" "$out/annotate.$b" steady 64 \
		    "$ROUNDS" >/dev/null 2>&1
		callgrind_annotate --show=Ir,Dr,Dw --auto=yes --context=0 \
		    --threshold=100 "$f.2" "$out/annotate.$b.c" 2>/dev/null |
		    grep -v '^-- line' >"$out/annotate.$b.txt"
	done
	echo
	echo "Per-line counts: $out/annotate.treeh.txt, $out/annotate.libbsd.txt"
fi
