#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/size/size.sh: code size of one instantiation, tree.h against libbsd's
# <bsd/sys/tree.h> (make bench-size).  Compiles bench/size/one.c (one
# RB_GENERATE of struct node { uint64_t key; RB_ENTRY(node) link; }) into
# object files and reports
#   - `size` text (Berkeley format: .text plus .eh_frame, the measure of
#     the issue's 2,695 bytes for libbsd) of
#       libbsd's full RB_GENERATE,
#       tree.h with only the operations libbsd has (per-operation
#       RB_GENERATE_<OP> macros: the like-for-like figure),
#       tree.h's full RB_GENERATE (which also has INSERT_NEXT/PREV,
#       REINSERT, POP_MIN, REPLACE, POSTORDER, UPDATE_AUGMENT, VALIDATE),
#       and its cached-head and augmented instantiations, in the weak-AVL
#       scheme, and the first two again in the red-black scheme
#       (-DTREE_BALANCE=TREE_RED_BLACK);
#   - machine code bytes per function (nm -S).
# Markdown on stdout.  Environment: BUILD, BENCH_CC (gcc), BENCH_OPT (-O2).

set -eu

BUILD=${BUILD:-build}
CC=${BENCH_CC:-gcc}
OPT=${BENCH_OPT:--O2}
out=$BUILD/bench/size
. bench/size/lib.sh
size_objs

bsd=$(size_text libbsd)
core=$(size_text treeh-core)
echo "## Code size of one instantiation ($($CC --version | head -n 1), $OPT, $(uname -m))"
echo
echo "\`size\` text (code plus unwind tables) of an object file holding one"
echo "instantiation for \`struct node { uint64_t key; RB_ENTRY(node) link; }\`:"
echo
echo "| instantiation | text bytes | vs libbsd |"
echo "|---|---:|---:|"
for o in libbsd treeh-core treeh-rb-core treeh treeh-rb treeh-cached treeh-aug; do
	case $o in
	libbsd) d="libbsd RB_GENERATE (all its functions)" ;;
	treeh-core) d="tree.h, the operations libbsd has (RB_GENERATE_<OP>)" ;;
	treeh-rb-core) d="tree.h red-black, the operations libbsd has" ;;
	treeh) d="tree.h RB_GENERATE (all its functions)" ;;
	treeh-rb) d="tree.h red-black RB_GENERATE (all)" ;;
	treeh-cached) d="tree.h RB_GENERATE_CACHED (all)" ;;
	treeh-aug) d="tree.h RB_GENERATE_AUGMENT, subtree max hook (all)" ;;
	esac
	t=$(size_text $o)
	echo "| $d | $t | $(size_pct "$t" "$bsd") |"
done
echo
echo "tree.h objects: \"tree.h\" $(size_scheme treeh); \"tree.h red-black\"" \
    "$(size_scheme treeh-rb)."
echo
for o in treeh-core treeh-rb-core; do
	t=$(size_text $o)
	if [ "$t" -lt "$bsd" ]; then v=met; else v=missed; fi
	echo "Target 5 (per-operation functions smaller than libbsd's $bsd bytes)," \
	    "$(size_scheme $o): $v, $t bytes."
done
echo
echo "Machine code bytes per function (nm -S), full RB_GENERATE:"
echo
echo "| function | tree.h | tree.h red-black | libbsd |"
echo "|---|---:|---:|---:|"
tsum=0
rsum=0
bsum=0
for f in $SIZE_FUNCS; do
	t=$(size_fn treeh tr_RB_$f)
	r=$(size_fn treeh-rb tr_RB_$f)
	b=$(size_fn libbsd tr_RB_$f)
	echo "| $f | $t | $r | $b |"
	[ "$t" = - ] || tsum=$((tsum + t))
	[ "$r" = - ] || rsum=$((rsum + r))
	[ "$b" = - ] || bsum=$((bsum + b))
done
echo "| all per-instantiation functions | $tsum | $rsum | $bsum |"
tssum=0
rssum=0
for f in $(size_shared treeh treeh-rb); do
	t=$(size_fn treeh $f)
	r=$(size_fn treeh-rb $f)
	echo "| $f (shared) | $t | $r | - |"
	[ "$t" = - ] || tssum=$((tssum + t))
	[ "$r" = - ] || rssum=$((rssum + r))
done
echo "| all | $((tsum + tssum)) | $((rsum + rssum)) | $bsum |"
