#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/size.sh: code size of one instantiation, tree.h against libbsd's
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
#       and its cached-head and augmented instantiations;
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
for o in libbsd treeh-core treeh treeh-cached treeh-aug; do
	case $o in
	libbsd) d="libbsd RB_GENERATE (all its functions)" ;;
	treeh-core) d="tree.h, the operations libbsd has (RB_GENERATE_<OP>)" ;;
	treeh) d="tree.h RB_GENERATE (all its functions)" ;;
	treeh-cached) d="tree.h RB_GENERATE_CACHED (all)" ;;
	treeh-aug) d="tree.h RB_GENERATE_AUGMENT, subtree max hook (all)" ;;
	esac
	t=$(size_text $o)
	echo "| $d | $t | $(size_pct "$t" "$bsd") |"
done
echo
if [ "$core" -lt "$bsd" ]; then
	echo "Target 5 (per-operation functions smaller than libbsd's $bsd bytes): met, $core bytes."
else
	echo "Target 5 (per-operation functions smaller than libbsd's $bsd bytes): missed, $core bytes."
fi
echo
echo "Machine code bytes per function (nm -S):"
echo
echo "| function | tree.h | libbsd |"
echo "|---|---:|---:|"
tsum=0
bsum=0
for f in $SIZE_FUNCS; do
	t=$(size_fn treeh tr_RB_$f)
	b=$(size_fn libbsd tr_RB_$f)
	echo "| $f | $t | $b |"
	[ "$t" = - ] || tsum=$((tsum + t))
	[ "$b" = - ] || bsum=$((bsum + b))
done
echo "| all per-instantiation functions | $tsum | $bsum |"
ssum=0
for f in $SIZE_SHARED; do
	t=$(size_fn treeh $f)
	echo "| $f (shared) | $t | - |"
	[ "$t" = - ] || ssum=$((ssum + t))
done
echo "| all | $((tsum + ssum)) | $bsum |"
