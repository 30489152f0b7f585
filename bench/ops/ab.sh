#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/ops/ab.sh: A/B comparison of two versions of tree.h (make bench-ab).
#
#   sh bench/ops/ab.sh A [B] [bench options...]
#
#   A   a git revision: its tree.h ("git show A:tree.h")
#   B   a git revision, a directory holding tree.h (another worktree), a
#       file, or empty / "-": the working tree's tree.h (the default)
#
# Builds the benchmark three times over: version A, a second copy of A in
# its own object (A2: the noise floor) and version B, every object with
# -falign-functions=64 so that code layout moves no function across cache
# lines between the builds.  The three run interleaved in one process
# (bench -a) and the report gives, per operation, the geometric mean of
# B/A over the sizes next to A2/A.  Options after B go to bench; the
# default is 30 samples, about 1 ms of work per sample, hot cache, every
# size up to 65536 (add e.g. -n 4096,1048576 or -c hot,dirty).
# Environment: BUILD (build), BENCH_CC (gcc), BENCH_OPT (-O2), AB_KIND
# (0: RB_GENERATE_STATIC, the default; 1: the cached head,
# RB_GENERATE_CACHED_STATIC; 2: augmented, as in bench/ops/impl_rb.c), AB_CMP
# (the comparator shape of bench/common/cmp.h: sign, the default, ifelse, ...),
# AB_SCHEME (tree.h's balance scheme of A and A2: wavl,
# -DTREE_BALANCE=TREE_WEAK_AVL, the default; rb, TREE_RED_BLACK; a
# header without TREE_BALANCE ignores it), AB_SCHEME_B (B's scheme, by
# default AB_SCHEME: "make bench-ab A=HEAD B=HEAD AB_SCHEME_B=rb" is
# red-black against weak AVL in one header).
# Output in $BUILD/bench/ab/: report.md, samples.csv, cells.csv,
# compare.csv; the two headers as A/tree.h and B/tree.h.

set -eu

if [ $# -lt 1 ] || [ -z "$1" ]; then
	echo "usage: sh bench/ops/ab.sh A [B] [bench options]" >&2
	exit 2
fi
A=$1
shift
B=
if [ $# -gt 0 ]; then
	B=$1
	shift
fi
BUILD=${BUILD:-build}
CC=${BENCH_CC:-gcc}
OPT=${BENCH_OPT:--O2}
KIND=${AB_KIND:-0}
case $KIND in
0) gen=RB_GENERATE_STATIC ;;
1) gen=RB_GENERATE_CACHED_STATIC ;;
2) gen=RB_GENERATE_AUGMENT_STATIC ;;
*) echo "bench-ab: AB_KIND is 0, 1 or 2, not '$KIND'" >&2; exit 2 ;;
esac
balance() {	# balance wavl|rb: the TREE_BALANCE value
	case $1 in
	wavl) echo TREE_WEAK_AVL ;;
	rb) echo TREE_RED_BLACK ;;
	*) echo "bench-ab: AB_SCHEME and AB_SCHEME_B are wavl or rb, not '$1'" >&2
		exit 2 ;;
	esac
}
scheme=$(balance "${AB_SCHEME:-wavl}")
scheme_b=$(balance "${AB_SCHEME_B:-${AB_SCHEME:-wavl}}")
out=$BUILD/bench/ab
rm -rf "$out"
mkdir -p "$out/A" "$out/B" "$out/obj"

if ! git show "$A:tree.h" >"$out/A/tree.h" 2>"$out/git.err"; then
	echo "bench-ab: no tree.h at revision '$A':" >&2
	cat "$out/git.err" >&2
	exit 1
fi
adesc="tree.h at $(git rev-parse --short "$A" 2>/dev/null || echo "$A") ($A)"
case $B in
"" | -)
	cp tree.h "$out/B/tree.h"
	bdesc="tree.h of the working tree"
	;;
*)
	if [ -d "$B" ]; then
		cp "$B/tree.h" "$out/B/tree.h"
		bdesc="tree.h in $B"
	elif [ -f "$B" ]; then
		cp "$B" "$out/B/tree.h"
		bdesc="$B"
	elif git show "$B:tree.h" >"$out/B/tree.h" 2>"$out/git.err"; then
		bdesc="tree.h at $(git rev-parse --short "$B") ($B)"
	else
		echo "bench-ab: B='$B' is neither a directory, a file nor a revision with tree.h:" >&2
		cat "$out/git.err" >&2
		exit 1
	fi
	;;
esac
rm -f "$out/git.err"
if cmp -s "$out/A/tree.h" "$out/B/tree.h" && [ "$scheme" = "$scheme_b" ]; then
	echo "bench-ab: note: A and B are the same tree.h" >&2
fi
echo "bench-ab: A = $adesc" >&2
echo "bench-ab: B = $bdesc" >&2

flags="$OPT -g -std=gnu11 -Wall -Wextra -falign-functions=64 -DBENCH_CMP=${AB_CMP:-sign}"
obj=$out/obj
for f in ops/bench ops/bench_report common/driver common/stats common/report; do
	$CC $flags -c -o "$obj/${f#*/}.o" bench/$f.c
done
$CC $flags -DBENCH_AB -c -o "$obj/registry.o" bench/ops/registry.c
impl() {	# impl SYM NAME ROLE DIR SCHEME DESC
	$CC $flags -I"$4" -DIMPL_SYM="$1" -DIMPL_NAME="\"$2\"" -DIMPL_ROLE="$3" \
	    -DIMPL_KIND="$KIND" -DTREE_BALANCE="$5" -DIMPL_DESC="\"$6\"" \
	    -c -o "$obj/$2.o" bench/ops/impl_rb.c
}
impl impl_A A ROLE_AB_A "$out/A" "$scheme" "$adesc, $gen, TREE_BALANCE=$scheme"
impl impl_A2 A2 ROLE_AB_A2 "$out/A" "$scheme" "a second copy of A in its own object"
impl impl_B B ROLE_AB_B "$out/B" "$scheme_b" "$bdesc, $gen, TREE_BALANCE=$scheme_b"
$CC $flags -o "$out/bench" "$obj/bench.o" "$obj/bench_report.o" \
    "$obj/driver.o" "$obj/stats.o" "$obj/report.o" "$obj/registry.o" \
    "$obj/A.o" "$obj/A2.o" "$obj/B.o" -lm

"$out/bench" -a -f -c hot -n 1,2,3,5,13,34,89,233,4096,65536 -s 30 \
    -o "$out" "$@"
