# SPDX-License-Identifier: BSD-2-Clause
#
# bench/size/lib.sh: the measurements of bench/size/size.sh and
# bench/size/size-cross.sh, sourced by both.  They set
#   CC      the compiler (a cross compiler for size-cross.sh)
#   OPT     its flags (-O2, -mthumb -Os, ...)
#   SIZE    the binutils size of the target (size)
#   NM      its nm (nm)
#   out     the directory of the object files
# and call
#   size_objs                 compile bench/size/one.c into the
#                             objects libbsd, treeh-core, treeh,
#                             treeh-cached, treeh-aug (tree.h weak AVL)
#                             and treeh-rb-core, treeh-rb (tree.h
#                             -DTREE_BALANCE=TREE_RED_BLACK)
#   size_text OBJ             Berkeley text (.text, .rodata and the
#                             unwind tables) of $out/OBJ.o
#   size_fn OBJ FUNCTION      machine code bytes of FUNCTION in
#                             $out/OBJ.o (gcc may have renamed it
#                             FUNCTION.constprop.0 and the like), "-"
#                             if absent
#   size_pct A B              A against B in per cent ("+1.5 %")
#   size_shared OBJ...        tree.h's key-free functions (_rb_*: once
#                             per translation unit, whatever the number
#                             of instantiations) that gcc kept out of
#                             line in any of the objects, one a line

# The lists of functions the tables show, libbsd's naming (tr_RB_*).
# shellcheck disable=SC2034,SC2154	# used and set by the scripts that source this
SIZE_FUNCS="INSERT_COLOR REMOVE_COLOR INSERT_FINISH INSERT REMOVE FIND \
    NFIND PFIND NEXT PREV MINMAX INSERT_NEXT INSERT_PREV REINSERT POP_MIN REPLACE \
    POSTORDER UPDATE_AUGMENT VALIDATE"

size_obj() {	# size_obj NAME FLAGS...
	name=$1
	shift
	# shellcheck disable=SC2086
	$CC $OPT -Wall -Wextra -I. ${INC:-} "$@" -c -o "$out/$name.o" bench/size/one.c
}

size_objs() {
	mkdir -p "$out"
	size_obj libbsd -DUSE_LIBBSD
	size_obj treeh-core -DCORE_ONLY -DTREE_BALANCE=TREE_WEAK_AVL
	size_obj treeh -DTREE_BALANCE=TREE_WEAK_AVL
	size_obj treeh-cached -DKIND_CACHED -DTREE_BALANCE=TREE_WEAK_AVL
	size_obj treeh-aug -DKIND_AUG -DTREE_BALANCE=TREE_WEAK_AVL
	size_obj treeh-rb-core -DCORE_ONLY -DTREE_BALANCE=TREE_RED_BLACK
	size_obj treeh-rb -DTREE_BALANCE=TREE_RED_BLACK
}

# size_scheme OBJ: the balance scheme OBJ was compiled in, as tree.h saw it
size_scheme() {
	case $1 in
	treeh-rb*) b=TREE_RED_BLACK ;;
	*) b=TREE_WEAK_AVL ;;
	esac
	printf '#include "tree.h"\n#if !defined(TREE_RED_BLACK)\nweak AVL (no choice of scheme in this tree.h)\n#elif TREE_BALANCE == TREE_RED_BLACK\nred-black\n#else\nweak AVL\n#endif\n' |
	    $CC -E -P -I. -DTREE_BALANCE=$b - 2>/dev/null | tail -n 1
}

size_text() {
	${SIZE:-size} "$out/$1.o" | awk 'NR == 2 { print $1 }'
}

size_pct() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f %%", 100 * (a - b) / b }'
}

size_shared() {
	for o in "$@"; do
		${NM:-nm} "$out/$o.o"
	done | awk '$3 ~ /^_rb_/ { sub(/[.].*/, "", $3); print $3 }' | sort -u
}

size_fn() {
	s=$(${NM:-nm} -S "$out/$1.o" |
	    awk -v f="$2" '$4 == f || index($4, f ".") == 1 { print $2; exit }')
	if [ -n "$s" ]; then printf '%d' "0x$s"; else printf -- '-'; fi
}
