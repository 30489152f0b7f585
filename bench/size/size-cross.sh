#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/size/size-cross.sh: code size of one instantiation on embedded targets
# (make bench-size-cross): bench/size/size.sh's measure, tree.h against
# libbsd's <bsd/sys/tree.h>, compiled with Debian's cross compilers for
# each target of $TARGETS (bench/common/targets.sh: NAME:OPT, e.g. "armhf:-Os").
# Where make bench-linux has fetched Linux's rbtree into $BUILD/linux/,
# also Linux: tools/lib/rbtree.c compiled on its own for each target, and
# a user's per-type descents (bench/size/linux.c, with
# bench/linux/adapter.h).
# Markdown on stdout: the `size` text of each instantiation per target,
# then machine code bytes per function.  Environment: BUILD, TARGETS.

set -eu

BUILD=${BUILD:-build}
. bench/common/targets.sh
. bench/size/lib.sh

setup() {	# setup NAME:OPT: the target, and out
	target "$1"
	out=$BUILD/bench/size-cross/$tag
	OBJDUMP=$triplet-objdump
	# bench/common/node.h includes <string.h>: the bare-metal compiler finds
	# picolibc's headers through its specs (targets.sh links with them)
	[ "$arch" != cm7 ] || INC="$INC --specs=picolibc.specs"
}

code() {	# code OBJ: bytes of .text alone
	$OBJDUMP -h "$out/$1.o" |
	    awk '$2 == ".text" { print $3 }' | while read -r h; do
		printf '%d' "0x$h"
	done
}

# Linux: its functions for libbsd's operations, and the user's descents
LINUX=$BUILD/linux
LINUX_FUNCS="sz_insert sz_find sz_nfind rb_insert_color rb_erase rb_next \
    rb_prev rb_first rb_last __rb_rotate_set_parents"
have_linux=no
[ -f "$LINUX/tools/lib/rbtree.c" ] && have_linux=yes

linux_objs() {
	# shellcheck disable=SC2086
	$CC $OPT -I"$LINUX/tools/include" $INC $LINUX_INC \
	    -c -o "$out/linux-rbtree.o" \
	    "$LINUX/tools/lib/rbtree.c"
	# adapter.h's lx_validate is not used here
	# shellcheck disable=SC2086
	$CC $OPT -Wall -Wextra -Wno-unused-function \
	    -I"$LINUX/tools/include" $INC $LINUX_INC \
	    -c -o "$out/linux-user.o" bench/size/linux.c
}

linux_fn() {	# linux_fn FUNCTION: its code bytes, from either object
	[ -f "$out/linux-user.o" ] || { printf -- '-'; return; }
	s=$(size_fn linux-user "$1")
	[ "$s" != - ] || s=$(size_fn linux-rbtree "$1")
	printf '%s' "$s"
}

linux_code() {	# the code bytes of LINUX_FUNCS
	[ -f "$out/linux-user.o" ] || { printf -- '-'; return; }
	sum=0
	for f in $LINUX_FUNCS; do
		b=$(linux_fn "$f")
		[ "$b" = - ] || sum=$((sum + b))
	done
	printf '%d' "$sum"
}

echo "## Code size on embedded targets"
echo
echo "- date: $(date -u '+%Y-%m-%d')"
target_compilers
if [ $have_linux = yes ]; then
	echo "- Linux rbtree: tools/lib/rbtree.c of $(cat "$LINUX/version" 2>/dev/null || echo '?')"
else
	echo "- Linux rbtree: not fetched (make bench-linux), left out"
fi
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
echo "\".text\": the code alone, without unwind tables.  \"Linux\": the code"
echo "of rbtree.c's functions for the same operations (rb_insert_color,"
echo "rb_erase, rb_next, rb_prev, rb_first, rb_last and their helper) and of"
echo "the insert, find and nfind descents a user writes (bench/size/linux.c)."
echo "Each tree.h figure is weak AVL / red-black (-DTREE_BALANCE=TREE_RED_BLACK);"
echo "\"red-black .text vs Linux\" compares the code alone."
echo
echo "| target | libbsd | tree.h, libbsd's operations | vs libbsd | .text libbsd | .text tree.h | Linux | red-black .text vs Linux | tree.h full | cached full | augmented full |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
missed=
rbmissed=
lxmissed=
for t in $TARGETS; do
	setup "$t"
	size_objs
	rm -f "$out/linux-rbtree.o" "$out/linux-user.o"
	[ $have_linux = no ] || linux_objs
	bsd=$(size_text libbsd)
	core=$(size_text treeh-core)
	rbcore=$(size_text treeh-rb-core)
	lx=$(linux_code)
	[ "$core" -lt "$bsd" ] || missed="$missed, $title ($core vs $bsd)"
	[ "$rbcore" -lt "$bsd" ] || rbmissed="$rbmissed, $title ($rbcore vs $bsd)"
	vslx=-
	if [ "$lx" != - ]; then
		vslx=$(size_pct "$(code treeh-rb-core)" "$lx")
		awk -v a="$(code treeh-rb-core)" -v b="$lx" 'BEGIN { exit !(a <= 1.1 * b) }' ||
		    lxmissed="$lxmissed, $title ($(code treeh-rb-core) vs $lx)"
	fi
	echo "| $title | $bsd | $core / $rbcore | $(size_pct "$core" "$bsd") / $(size_pct "$rbcore" "$bsd") |" \
	    "$(code libbsd) | $(code treeh-core) / $(code treeh-rb-core) | $lx | $vslx |" \
	    "$(size_text treeh) / $(size_text treeh-rb) | $(size_text treeh-cached) |" \
	    "$(size_text treeh-aug) |"
done
echo
echo "Schemes compiled: \"weak AVL\" objects $(size_scheme treeh); \"red-black\" objects $(size_scheme treeh-rb)."
echo
verdict() {	# verdict WHAT MISSES
	if [ -z "$2" ]; then
		echo "Target ($1): met."
	else
		echo "Target ($1): missed on${2#,}."
	fi
}
verdict "tree.h weak AVL, libbsd's operations, smaller than libbsd on every target" "$missed"
verdict "tree.h red-black, libbsd's operations, smaller than libbsd on every target" "$rbmissed"
[ $have_linux = no ] ||
    verdict "tree.h red-black, libbsd's operations, .text within 10 % of Linux's code on every target" "$lxmissed"
echo
if [ $have_linux = yes ]; then
	echo "Machine code bytes per function (nm -S), tree.h weak AVL / tree.h"
	echo "red-black / libbsd / Linux, of tree.h's full RB_GENERATE (\"-\": no such"
	echo "function, or inlined; Linux: rb_insert_color, rb_erase, sz_insert,"
	echo "sz_find, sz_nfind, rb_next, rb_prev, rb_first):"
else
	echo "Machine code bytes per function (nm -S), tree.h weak AVL / tree.h"
	echo "red-black / libbsd, of the full RB_GENERATE (\"-\": no such function,"
	echo "or inlined):"
fi
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
# lx FUNCTION: Linux's counterpart of tree.h's FUNCTION, if any
lx() {
	case $1 in
	INSERT_COLOR) echo rb_insert_color ;;
	REMOVE) echo rb_erase ;;
	INSERT) echo sz_insert ;;
	FIND) echo sz_find ;;
	NFIND) echo sz_nfind ;;
	NEXT) echo rb_next ;;
	PREV) echo rb_prev ;;
	MINMAX) echo rb_first ;;
	esac
}
shared=$(for t in $TARGETS; do
	setup "$t"
	size_shared treeh treeh-rb
done | sort -u)
[ $have_linux = no ] || shared="$shared __rb_rotate_set_parents"
for f in $SIZE_FUNCS $shared; do
	row="| $f"
	case $f in
	__rb_*) row="$row (Linux, shared)" ;;
	_*) row="$row (tree.h, shared)" ;;
	esac
	for t in $TARGETS; do
		setup "$t"
		case $f in
		__rb_*) row="$row | $(linux_fn "$f")" ;;
		_*) row="$row | $(size_fn treeh "$f") / $(size_fn treeh-rb "$f")" ;;
		*) row="$row | $(size_fn treeh "tr_RB_$f") / $(size_fn treeh-rb "tr_RB_$f") / $(size_fn libbsd "tr_RB_$f")"
			l=$(lx "$f")
			if [ $have_linux = yes ]; then
				if [ -n "$l" ]; then
					row="$row / $(linux_fn "$l")"
				else
					row="$row / -"
				fi
			fi ;;
		esac
	done
	echo "$row |"
done
