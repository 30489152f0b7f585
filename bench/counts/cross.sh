#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/cross.sh: instructions, loads and stores per call on the
# cross targets (make bench-counts-cross), tree.h in its two balance
# schemes (weak AVL, red-black: -DTREE_BALANCE=...) against libbsd and
# Linux, the table of the RTEMS report: insert rebalance and extract,
# random keys, 64 nodes.
#
# bench/counts/counts.c (the program of make bench-counts) is linked
# statically for each target of $TARGETS (bench/targets.sh) and run as
# "counts steady N ROUNDS" under qemu-user with -singlestep -d
# exec,nochain: qemu then logs every guest instruction it runs, which
# gives an exact, deterministic count per instruction address.  The
# Cortex-M7 target (cm7) runs the same way under qemu-system-arm, board
# mps2-an500, with picolibc's semihosting for the arguments, the output
# and the exit.  Two runs
# that differ only in the number of measured rounds (R1 and R1 + ROUNDS;
# the key sequence is fixed) are subtracted, which leaves the cost of
# ROUNDS rounds of "remove a random element, insert a new random key".
# Each instruction counts for the operation running it (op_insert or
# op_remove, whichever was entered last), so that a helper shared by both
# is split right; bench/counts/qcount.py adds up the instructions of each
# function group and their loads and stores (from the target's objdump)
# per call of op_insert / op_remove.  On x86-64 the figures equal callgrind's Ir, Dr
# and Dw (make bench-counts).  Where make bench-linux has fetched Linux's
# rbtree into $BUILD/linux/, Linux too: counts.c -DUSE_LINUX with
# tools/lib/rbtree.c compiled on its own for the target.
#
# Environment: BUILD, TARGETS, N (64), R1 (200), ROUNDS (1000).
# Markdown on stdout.

set -eu

BUILD=${BUILD:-build}
N=${N:-64}
R1=${R1:-200}
ROUNDS=${ROUNDS:-1000}
out=$BUILD/bench/counts-cross
. bench/targets.sh
mkdir -p "$out"

# The function groups (qcount.py GROUP=OPFN:ERE), the same for every
# tree: tree.h's rebalance is the shared _rb_*_color (maybe renamed
# .constprop.N) behind the RB_*_COLOR wrappers; libbsd's is in them;
# Linux's in rb_insert_color and rb_erase, with a rotation helper that
# gcc may keep out of line.
lxrot='|__rb_rotate_set_parents'
# tree.h's shared (key-free) functions of either scheme: any _rb_
# function with insert or remove in its name, and the rotations they
# share (an instruction counts for the operation that ran it).
tins='_rb_[a-z_]*insert[a-z_]*([.].*)?|_rb_[a-z_]*rotate[a-z_]*([.].*)?'
trem='_rb_[a-z_]*remove[a-z_]*([.].*)?|_rb_[a-z_]*rotate[a-z_]*([.].*)?'
QGROUPS="rebalance=op_insert:ntree_RB_INSERT_COLOR|$tins|rb_insert_color$lxrot
extract=op_remove:ntree_RB_REMOVE|ntree_RB_REMOVE_COLOR|$trem|rb_erase$lxrot
insert=op_insert:op_insert|ntree_RB_INSERT|ntree_RB_INSERT_FINISH|ntree_RB_INSERT_COLOR|$tins|rb_insert_color$lxrot
remove=op_remove:op_remove|ntree_RB_REMOVE|ntree_RB_REMOVE_COLOR|$trem|rb_erase$lxrot"

LINUX=$BUILD/linux
TREES="treeh treeh-rb libbsd"
PEERS="libbsd"
if [ -f "$LINUX/tools/lib/rbtree.c" ]; then
	TREES="$TREES linux"
	PEERS="$PEERS linux"
fi
# RTEMS's published figures (Cortex-M7, 64 nodes, random keys): its
# red-black insert rebalance and extract, the issue's target there
RTEMS_rebalance="21.9 5.8 3.9"
RTEMS_extract="37.9 11.2 9.0"

# trace BINARY ROUNDS: "op pc count" per guest instruction of one run,
# op the operation running it: "op_insert" or "op_remove" from the entry
# of that function on (until the other one's), "-" before the first
trace() {
	ins=$($NM "$1" | awk '$3 == "op_insert" { sub(/^0+/, "", $1); print $1 }')
	rem=$($NM "$1" | awk '$3 == "op_remove" { sub(/^0+/, "", $1); print $1 }')
	QEMU_TRACE="-singlestep -d exec,nochain -D /dev/stderr" \
	    qrun "$1" steady "$N" "$2" 2>&1 >"$1.$2.out" |
	    awk -v ins="$ins" -v rem="$rem" 'BEGIN { op = "-" }
		$1 == "Trace" {
			split($4, f, "/")
			pc = f[2]
			sub(/^0+/, "", pc)
			if (pc == ins)
				op = "op_insert"
			else if (pc == rem)
				op = "op_remove"
			n[op " " pc]++
		}
		END { for (k in n) print k, n[k] }' >"$1.$2.pcs"
	grep -q "rounds=$2 " "$1.$2.out" ||
	    { echo "cross.sh: $1 steady $N $2 failed" >&2; exit 1; }
}

# measure TREE: $out/$tag.TREE.txt, "group insns loads stores" lines
measure() {
	b=$out/$tag.$1
	case $1 in
	treeh)	set -- -DTREE_BALANCE=TREE_WEAK_AVL ;;
	treeh-rb) set -- -DTREE_BALANCE=TREE_RED_BLACK ;;
	libbsd)	set -- -DUSE_LIBBSD ;;
	linux)	# shellcheck disable=SC2086
		$CC $OPT $LINK -I"$LINUX/tools/include" -c -o "$b.rbtree.o" \
		    "$LINUX/tools/lib/rbtree.c"
		set -- -DUSE_LINUX -I"$LINUX/tools/include" "$b.rbtree.o" ;;
	esac
	# shellcheck disable=SC2086
	$CC $OPT $LINK -Wall -Wextra -I. $INC -o "$b" bench/counts/counts.c "$@" -lm
	trace "$b" "$R1"
	trace "$b" "$((R1 + ROUNDS))"
# One argument per line of $QGROUPS.
	IFS='
'
	# shellcheck disable=SC2086
	python3 bench/counts/qcount.py "$arch" "$triplet" "$b" "$b.$R1.pcs" \
	    "$b.$((R1 + ROUNDS)).pcs" $QGROUPS >"$b.txt"
	unset IFS
}

# cell TAG HEADER GROUP: "insns / loads / stores"
cell() {
	awk -v g="$3" '$1 == g { printf "%s / %s / %s", $2, $3, $4 }' \
	    "$out/$1.$2.txt"
}

ratio() {	# ratio TAG GROUP TREE PEER: TREE / PEER instructions
	awk -v g="$2" '$1 == g { print $2 }' "$out/$1.$3.txt" "$out/$1.$4.txt" |
	    awk 'NR == 1 { a = $1 } NR == 2 { if (a == "-" || $1 == "-") printf "-"; else printf "%.2f", a / $1 }'
}

echo "## Instructions, loads and stores per call on embedded targets"
echo
echo "- date: $(date -u '+%Y-%m-%d')"
target_compilers
for t in $TARGETS; do
	target "$t"
	echo "$QEMU"
done | sort -u | while read -r q; do
	echo "- $($q --version | head -n 1) (-singlestep -d exec,nochain)"
done
echo "- libbsd-dev $(dpkg-query -W -f '${Version}' libbsd-dev 2>/dev/null || echo '?')," \
    "tree.h at $(git log -1 --format=%h -- tree.h 2>/dev/null || echo '?')"
case " $TREES " in
*" linux "*) echo "- Linux rbtree: tools/lib/rbtree.c of $(cat "$LINUX/version" 2>/dev/null || echo '?')" ;;
*) echo "- Linux rbtree: not fetched (make bench-linux), left out" ;;
esac
echo "- $N nodes, random keys, $ROUNDS measured rounds (remove a random element, insert a new random key)"
echo
echo "Per call: instructions / loads / stores (memory accesses: a pair or"
echo "multiple load or store counts one per register).  rebalance: RB_INSERT_COLOR"
echo "(tree.h: its shared _rb_insert_color; Linux: rb_insert_color) per insert;"
echo "extract: RB_REMOVE with its rebalance (Linux: rb_erase); insert, remove:"
echo "the whole operation, descent included.  tree.h: weak AVL"
echo "(-DTREE_BALANCE=TREE_WEAK_AVL) and red-black (TREE_RED_BLACK)."
echo
name() {
	case $1 in
	treeh) echo "tree.h weak AVL" ;;
	treeh-rb) echo "tree.h red-black" ;;
	libbsd) echo "libbsd" ;;
	linux) echo "Linux" ;;
	esac
}
row="| target | operation"
sep="|---|---"
for tree in $TREES; do
	row="$row | $(name "$tree")"
	sep="$sep|---:"
done
for tree in treeh treeh-rb; do
	for p in $PEERS; do
		row="$row | $(name "$tree") / $(name "$p") instructions"
		sep="$sep|---:"
	done
done
echo "$row |"
echo "$sep|"
verdicts=
for t in $TARGETS; do
	target "$t"
	for tree in $TREES; do
		measure "$tree"
	done
	for g in rebalance extract insert remove; do
		row="| $title | $g"
		for tree in $TREES; do
			row="$row | $(cell "$tag" "$tree" $g)"
		done
		for tree in treeh treeh-rb; do
			for p in $PEERS; do
				row="$row | $(ratio "$tag" $g "$tree" "$p")"
			done
		done
		echo "$row |"
	done
	# the issue's count targets for the red-black scheme
	for g in rebalance extract; do
		rb=$(awk -v g=$g '$1 == g { print $2, $3, $4 }' "$out/$tag.treeh-rb.txt")
		refs=
		case " $TREES " in
		*" linux "*) refs="Linux:$(awk -v g=$g '$1 == g { print $2, $3, $4 }' \
		    "$out/$tag.linux.txt" | tr ' ' /)" ;;
		esac
		[ "$arch" != cm7 ] || refs="$refs RTEMS:$(eval echo "\$RTEMS_$g" | tr ' ' /)"
		for r in $refs; do
			verdicts="$verdicts
- $title, $g: red-black $(echo "$rb" | tr ' ' /) against ${r%%:*}'s ${r#*:}: $(echo "$rb ${r#*:}" | tr / ' ' |
			    awk '{ m = "met"; w = ""
				split("instructions loads stores", k, " ")
				for (i = 1; i <= 3; i++)
					if ($i > $(i + 3)) { m = "missed"; w = w sprintf(" %s +%.1f", k[i], $i - $(i + 3)) }
				print m w }')"
		done
	done
done
echo
echo "The red-black scheme against the issue's targets (rebalance and"
echo "extract at most Linux's instructions, loads and stores; on Cortex-M7"
echo "at most RTEMS's published 21.9 / 5.8 / 3.9 and 37.9 / 11.2 / 9.0):"
echo "$verdicts"
