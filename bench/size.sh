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
mkdir -p "$out"
src=bench/size/one.c

obj() {	# obj NAME FLAGS...
	name=$1
	shift
	$CC $OPT -Wall -Wextra -I. "$@" -c -o "$out/$name.o" "$src"
}
obj libbsd -DUSE_LIBBSD
obj treeh-core -DCORE_ONLY
obj treeh
obj treeh-cached -DKIND_CACHED
obj treeh-aug -DKIND_AUG

text() {	# Berkeley text of an object
	size "$out/$1.o" | awk 'NR == 2 { print $1 }'
}
fn() {		# code bytes of function $2 in object $1 (gcc may have
		# renamed it $2.constprop.0 and the like), "-" if absent
	s=$(nm -S "$out/$1.o" |
	    awk -v f="$2" '$4 == f || index($4, f ".") == 1 { print $2; exit }')
	if [ -n "$s" ]; then printf '%d' "0x$s"; else printf -- '-'; fi
}

bsd=$(text libbsd)
core=$(text treeh-core)
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
	t=$(text $o)
	echo "| $d | $t | $(awk -v a="$t" -v b="$bsd" 'BEGIN { printf "%+.1f %%", 100 * (a - b) / b }') |"
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
for f in INSERT_COLOR REMOVE_COLOR INSERT_FINISH INSERT REMOVE FIND NFIND PFIND NEXT \
    PREV MINMAX INSERT_NEXT INSERT_PREV REINSERT POP_MIN REPLACE POSTORDER \
    UPDATE_AUGMENT VALIDATE; do
	t=$(fn treeh tr_RB_$f)
	b=$(fn libbsd tr_RB_$f)
	echo "| $f | $t | $b |"
	[ "$t" = - ] || tsum=$((tsum + t))
	[ "$b" = - ] || bsum=$((bsum + b))
done
echo "| all per-instantiation functions | $tsum | $bsum |"
# tree.h's key-free code: once per translation unit, whatever the number
# of instantiations (where gcc does not inline it into its caller).
ssum=0
for f in _rb_insert_color _rb_remove_color _rb_remove_links \
    _rb_validate_shape; do
	t=$(fn treeh $f)
	echo "| $f (shared) | $t | - |"
	[ "$t" = - ] || ssum=$((ssum + t))
done
echo "| all | $((tsum + ssum)) | $bsum |"
