#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/run.sh: deterministic costs of tree.h in its two balance
# schemes (weak AVL, -DTREE_BALANCE=TREE_WEAK_AVL; red-black,
# TREE_RED_BLACK: the builds named treeh-rb*) next to Debian libbsd's
# <bsd/sys/tree.h> and Linux's rbtree (both red-black); docs/design.md
# and docs/performance.md quote it.
#
# The one script of the deterministic counts; bench/counts/counts.c is
# the one program it builds (once per tree and flag set) and runs.
#
#   sh bench/counts/run.sh             the tables and the augmentation-hook
#                                      calls (make bench-counts), Markdown
#                                      on stdout
#   sh bench/counts/run.sh annotate    also per-source-line counts of the
#                                      random workload at 64 nodes in
#                                      build/counts/annotate.*.txt
#                                      (needs clang-format)
#   sh bench/counts/run.sh pop         RB_REMOVE against RB_POP_MIN, with
#                                      mispredictions and cache misses
#                                      (make bench-counts-pop; see pop_main)
#   sh bench/counts/run.sh cmp         only the comparator shapes' table
#                                      (the last of make bench-counts; see
#                                      cmp_table)
#   sh bench/counts/run.sh cross       instructions, loads and stores per
#                                      call on the cross targets under
#                                      qemu, the RTEMS table (make
#                                      bench-counts-cross; see cross_main)
#   environment: ROUNDS (200000), SIZES ("64 4096"), CC
#                (gcc), CFLAGS (-O2), OUT (build/counts), LINUX_DIR
#                (build/linux: where make bench-linux put rbtree.o and the
#                headers; without it the Linux columns are left out, with
#                a note); cross: BUILD, TARGETS, N (64), R1 (200),
#                CROSS_ROUNDS (1000); cmp: SHAPES (all six of
#                bench/common/cmp.h), CMP_ROUNDS (20000)
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
SHAPES=${SHAPES:-"sign ifelse ternary sub memcmp twofield"}
CMP_ROUNDS=${CMP_ROUNDS:-20000}
LINUX_DIR=${LINUX_DIR:-$root/build/linux}
BUILDS="treeh treeh-rb libbsd treeh-static treeh-rb-static libbsd-static \
    treeh-cached-static treeh-rb-cached-static"
linux=no
if [ -f "$LINUX_DIR/rbtree.o" ]; then
	linux=yes
	BUILDS="$BUILDS linux linux-cached linux-add linux-cached-add"
fi
mode=${1:-tables}
case $mode in
tables | annotate | pop | cross | cmp) ;;
*) echo "usage: sh bench/counts/run.sh [annotate|pop|cross|cmp]" >&2; exit 2 ;;
esac
annotate=no
[ "$mode" != annotate ] || annotate=yes

missing=
for tool in "$CC" valgrind callgrind_annotate; do
	[ "$mode" != cross ] || break	# cross: targets.sh and mk/cross.mk
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
# tree.h's two balance schemes
wavl=-DTREE_BALANCE=TREE_WEAK_AVL
rb=-DTREE_BALANCE=TREE_RED_BLACK
# Linux's include path, and linux_obj: rbtree.c as its own object, with
# these flags (no -g: callgrind then names each function once, not once
# per inlined header)
lx="-I$LINUX_DIR/tools/include -I$LINUX_DIR/tools/arch/x86/include"
linux_obj() {
	# shellcheck disable=SC2086
	$CC $CFLAGS $lx -c -o "$out/rbtree.o" "$LINUX_DIR/tools/lib/rbtree.c"
}

# hooks_table: mean augmentation-hook calls per insert and per remove
# (counts hooks, built -DCOUNT_HOOKS), tree.h in both schemes against
# libbsd
hooks_table() {
	build hooks-treeh -DCOUNT_HOOKS $wavl
	build hooks-treeh-rb -DCOUNT_HOOKS $rb
	build hooks-libbsd -DCOUNT_HOOKS -DUSE_LIBBSD

	echo
	echo "## Augmentation hook calls per operation"
	echo
	echo "Hook: the greatest key of the subtree. Random keys, steady state"
	echo "(remove a random element, insert a new random key), $ROUNDS counted"
	echo "rounds. tree.h \"max\": RB_GENERATE_AUGMENT with a hook that reports"
	echo "whether the maximum changed (the walk stops there); tree.h \"always\":"
	echo "the same hook always reporting a change (FreeBSD's plain RB_AUGMENT"
	echo "semantics); libbsd: RB_AUGMENT(x). \"valid\": every stored maximum"
	echo "is right at the end."
	echo
	echo "| nodes | hook | insert | remove | valid |"
	echo "|---:|---|---:|---:|---|"
	for n in $SIZES; do
		{ "$out/hooks-treeh" hooks "$n" "$ROUNDS"
		  "$out/hooks-treeh-rb" hooks "$n" "$ROUNDS" |
		      sed 's/^tree.h /tree.h-red-black /'
		  "$out/hooks-libbsd" hooks "$n" "$ROUNDS"; } |
		    awk '{
			for (i = 3; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
			printf "| %s | %s %s | %.2f | %.2f | %s |\n", v["n"], $1, $2,
			    v["insert"], v["remove"], v["valid"]
		    }'
	done
	echo
	echo "libbsd calls RB_AUGMENT on the parent of a new node and in rotations"
	echo "only, not up the path, so its summaries go stale (\"valid: no\")."
}

# cmp_op FILE FUNCTION: "Ir mispredicted" per call of FUNCTION, inclusive
cmp_op() {
	callgrind_annotate --inclusive=yes --show=Ir,Bcm,Bim "$1" |
	    awk -v fn="$2" -v r="$CMP_ROUNDS" '
		{ gsub(/\([0-9. ]+%\)/, "") }
		$4 ~ ("[:]" fn "$") {
			for (i = 1; i <= 3; i++)
				gsub(",", "", $i)
			printf "%.0f %.2f", $1 / r, ($2 + $3) / r
			exit
		}'
}

# cmp_table: per comparator shape (bench/common/cmp.h), callgrind's Ir and
# simulated mispredictions (--branch-sim=yes: Bcm + Bim, a model, not
# the CPU's predictor, but repeatable whatever the load) per call of
# op_find, op_insert and op_remove (counts cmp), tree.h next to libbsd
# with the same comparator, RB_GENERATE_STATIC
cmp_table() {
	for shape in $SHAPES; do
		build "cmp-$shape-treeh" -DGEN_STATIC -DBENCH_CMP="$shape"
		build "cmp-$shape-libbsd" -DGEN_STATIC -DBENCH_CMP="$shape" \
		    -DUSE_LIBBSD
	done

	echo
	echo "## Comparator shapes: callgrind counts per operation"
	echo
	echo "Ir and simulated mispredictions (callgrind --branch-sim=yes) per call,"
	echo "$CMP_ROUNDS random finds and $CMP_ROUNDS remove + insert of a random node,"
	echo "$CC $CFLAGS, RB_GENERATE_STATIC; tree.h / libbsd."
	echo
	echo "| shape | nodes | find Ir | find mispr. | insert Ir | insert mispr. | remove Ir | remove mispr. |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|"
	for shape in $SHAPES; do
		for n in $SIZES; do
			row="| $shape | $n |"
			for hdr in treeh libbsd; do
				cg=$out/cg.cmp-$shape-$hdr.$n
				valgrind --tool=callgrind --branch-sim=yes \
				    --toggle-collect=measure \
				    --callgrind-out-file="$cg" \
				    "$out/cmp-$shape-$hdr" cmp "$n" \
				    "$CMP_ROUNDS" >/dev/null 2>"$cg.log"
			done
			for f in op_find op_insert op_remove; do
				t=$(cmp_op "$out/cg.cmp-$shape-treeh.$n" $f)
				b=$(cmp_op "$out/cg.cmp-$shape-libbsd.$n" $f)
				row="$row ${t% *} / ${b% *} | ${t#* } / ${b#* } |"
			done
			echo "$row"
		done
	done
}

# pop_row HEAD MODE N ROUNDS FUNCTION CALLS: one table row
pop_row() {
	f=$out/cg.pop.$1.$2.$3
	valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes \
	    --D1=32768,8,64 --LL=8388608,16,64 --toggle-collect=measure \
	    --callgrind-out-file="$f" "$out/pop-$1" "$2" "$3" "$4" \
	    >"$f.log" 2>&1 || { cat "$f.log" >&2; exit 1; }
	callgrind_annotate --inclusive=yes \
	    --show=Ir,Dr,Dw,Bcm,D1mr,D1mw,DLmr,DLmw "$f" |
	    sed 's/([ 0-9.]*%)//g' | awk -v fn="$5" -v c="$6" \
	    -v label="| $1 | $2 | $3 | $5" '
		$NF ~ /^\[/ && $(NF - 1) ~ (":" fn "$") {
			for (i = 1; i <= 8; i++) {
				gsub(",", "", $i)
				if ($i == ".")
					$i = 0
			}
			printf "%s | %.1f / %.1f / %.1f | %.2f | %.2f / %.2f | %.2f / %.2f |\n",
			    label, $1 / c, $2 / c, $3 / c, $4 / c,
			    ($5 + $6) / c, ($7 + $8) / c, $7 / c, $8 / c
			found = 1
			exit
		}
		END { if (!found) printf "%s | - | - | - |\n", label }'
}

# pop_main: what RB_REMOVE and RB_POP_MIN cost per call, plain
# and cached head, tree.h in both schemes (rb-: red-black) (counts remove|popmin|batch|drain), next to Linux's rb_erase and
# rb_root_cached pop (rb_first_cached + rb_erase_cached), under
#   valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes
# Ir / Dr / Dw and mispredicted conditional branches (Bcm) per call of the
# noinline wrappers op_remove / op_pop, inclusive; the drain rows also
# give the data cache misses per pop with a 32 KiB L1 and an 8 MiB last
# level (this machine's L3), the other memory touched between batches
# (12 MiB) evicting the tree as the benchmark's dirty cache does, as
# reads / writes.
#
# Markdown table on stdout; environment as above, and BIG (no: also yes,
# the drain of a 1M-node tree, about three minutes per head under
# callgrind).

pop_main() {
	build pop-plain -DGEN_STATIC $wavl
	build pop-cached -DGEN_CACHED $wavl
	build pop-rb-plain -DGEN_STATIC $rb
	build pop-rb-cached -DGEN_CACHED $rb
	linux=
	if [ -f "$LINUX_DIR/rbtree.o" ]; then
		linux_obj
		# shellcheck disable=SC2086
		build pop-linux -DUSE_LINUX $lx "$out/rbtree.o"
		# shellcheck disable=SC2086
		build pop-linux-cached -DUSE_LINUX -DLX_CACHED $lx "$out/rbtree.o"
		linux=yes
	fi

	echo "| head | workload | nodes | function | Ir / Dr / Dw | Bcm | D1 / LL misses | LL read / write misses |"
	echo "|---|---|---|---|---|---|---|---|"
	plain="plain rb-plain${linux:+ linux}"
	cached="cached rb-cached${linux:+ linux-cached}"
	for n in 64 4096; do
		for h in $plain cached rb-cached; do
			pop_row $h remove $n 100000 op_remove 100000
		done
		for h in plain rb-plain $cached; do
			pop_row $h popmin $n 100000 op_pop 100000
		done
	done
	for n in 13 34; do
		for h in $cached; do
			pop_row $h batch $n 200 op_pop $((200 * 512))
		done
	done
	for h in $cached; do
		pop_row $h drain 4096 20 op_pop $((20 * 256))
	done
	for h in $cached; do
		pop_row $h drain 65536 2 op_pop $((2 * 4096))
	done
	for h in $cached; do
		[ "${BIG:-no}" = no ] || pop_row $h drain 1048576 1 op_pop 65536
	done
	[ -n "$linux" ] || echo "(Linux rows left out: no $LINUX_DIR/rbtree.o; make bench-linux)"
}

# cross_main: instructions, loads and stores per call on the
# cross targets (make bench-counts-cross), tree.h in its two balance
# schemes (weak AVL, red-black: -DTREE_BALANCE=...) against libbsd and
# Linux, the table of the RTEMS report: insert rebalance and extract,
# random keys, 64 nodes.
#
# bench/counts/counts.c (the program of make bench-counts) is linked
# statically for each target of $TARGETS (bench/common/targets.sh) and run as
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
# Environment: BUILD, TARGETS, N (64), R1 (200), CROSS_ROUNDS (1000).
# Markdown on stdout.  Run from the repository root.

cross_main() {
	BUILD=${BUILD:-build}
	N=${N:-64}
	R1=${R1:-200}
	ROUNDS=${CROSS_ROUNDS:-1000}
	out=$BUILD/bench/counts-cross
	. "$root/bench/common/targets.sh"
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
	# one group a line (no indentation: the lines are arguments)
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

	# cross_trace BINARY ROUNDS: "op pc count" per guest instruction of one run,
	# op the operation running it: "op_insert" or "op_remove" from the entry
	# of that function on (until the other one's), "-" before the first
	cross_trace() {
		ins=$($NM "$1" | awk '$3 == "op_insert" { sub(/^0+/, "", $1); print $1 }')
		rem=$($NM "$1" | awk '$3 == "op_remove" { sub(/^0+/, "", $1); print $1 }')
		QRUN_OPTS="-singlestep -d exec,nochain -D /dev/stderr"
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
		    { echo "run.sh cross: $1 steady $N $2 failed" >&2; exit 1; }
	}

	# cross_measure TREE: $out/$tag.TREE.txt, "group insns loads stores" lines
	cross_measure() {
		b=$out/$tag.$1
		case $1 in
		treeh)	set -- -DTREE_BALANCE=TREE_WEAK_AVL ;;
		treeh-rb) set -- -DTREE_BALANCE=TREE_RED_BLACK ;;
		libbsd)	set -- -DUSE_LIBBSD ;;
		linux)	# shellcheck disable=SC2086
			$CC $OPT $LINK -I"$LINUX/tools/include" $INC -c -o "$b.rbtree.o" \
			    "$LINUX/tools/lib/rbtree.c"
			set -- -DUSE_LINUX -I"$LINUX/tools/include" "$b.rbtree.o" ;;
		esac
		# shellcheck disable=SC2086
		$CC $OPT $LINK -Wall -Wextra -I"$root" $INC -o "$b" "$src" "$@" -lm
		cross_trace "$b" "$R1"
		cross_trace "$b" "$((R1 + ROUNDS))"
	# One argument per line of $QGROUPS.
		IFS='
	'
		# shellcheck disable=SC2086
		python3 "$here/qcount.py" "$arch" "$triplet" "$b" "$b.$R1.pcs" \
		    "$b.$((R1 + ROUNDS)).pcs" $QGROUPS >"$b.txt"
		unset IFS
	}

	# cross_cell TAG HEADER GROUP: "insns / loads / stores"
	cross_cell() {
		[ -f "$out/$1.$2.txt" ] || { printf -- '-'; return; }
		awk -v g="$3" '$1 == g { printf "%s / %s / %s", $2, $3, $4 }' \
		    "$out/$1.$2.txt"
	}

	cross_ratio() {	# cross_ratio TAG GROUP TREE PEER: TREE / PEER instructions
		[ -f "$out/$1.$4.txt" ] || { printf -- '-'; return; }
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
	cross_name() {
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
		row="$row | $(cross_name "$tree")"
		sep="$sep|---:"
	done
	for tree in treeh treeh-rb; do
		for p in $PEERS; do
			row="$row | $(cross_name "$tree") / $(cross_name "$p") instructions"
			sep="$sep|---:"
		done
	done
	echo "$row |"
	echo "$sep|"
	verdicts=
	for t in $TARGETS; do
		target "$t"
		for tree in $TREES; do
			rm -f "$out/$tag.$tree.txt"
			[ "$tree:$LINUX_OK" = linux:no ] || cross_measure "$tree"
		done
		for g in rebalance extract insert remove; do
			row="| $title | $g"
			for tree in $TREES; do
				row="$row | $(cross_cell "$tag" "$tree" $g)"
			done
			for tree in treeh treeh-rb; do
				for p in $PEERS; do
					row="$row | $(cross_ratio "$tag" $g "$tree" "$p")"
				done
			done
			echo "$row |"
		done
		# the issue's count targets for the red-black scheme
		for g in rebalance extract; do
			rb=$(awk -v g=$g '$1 == g { print $2, $3, $4 }' "$out/$tag.treeh-rb.txt")
			refs=
			case " $TREES $LINUX_OK " in
			*" linux yes "*) refs="Linux:$(awk -v g=$g '$1 == g { print $2, $3, $4 }' \
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
}
case $mode in
pop) pop_main; exit 0 ;;
cross) cross_main; exit 0 ;;
cmp) cmp_table; exit 0 ;;
esac

build treeh $wavl
build treeh-rb $rb
build libbsd -DUSE_LIBBSD
build treeh-static -DGEN_STATIC $wavl
build treeh-rb-static -DGEN_STATIC $rb
build libbsd-static -DUSE_LIBBSD -DGEN_STATIC
build treeh-cached-static -DGEN_CACHED $wavl
build treeh-rb-cached-static -DGEN_CACHED $rb
if [ $linux = yes ]; then
	linux_obj
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
	treeh-rb*:INSERT_COLOR) echo '_rb_insert_(color|red)([.][a-z]+[.][0-9]+)?' ;;
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
	treeh-rb) echo "tree.h red-black" ;;
	treeh-rb-static) echo "tree.h red-black static" ;;
	treeh-rb-cached-static) echo "tree.h red-black cached static" ;;
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
echo "- tree.h: weak AVL (\"tree.h\": -DTREE_BALANCE=TREE_WEAK_AVL) and red-black (\"tree.h red-black\": TREE_RED_BLACK)"
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
WALKS="treeh treeh-rb libbsd"
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
echo "| workload | nodes | tree.h height | tree.h red-black height | libbsd height | tree.h mean depth | tree.h red-black mean depth | libbsd mean depth |"
echo "|---|---|---|---|---|---|---|---|"
for w in $WORKLOADS; do
	for n in $SIZES; do
		t=$out/cg.treeh.$w.$n.log
		r=$out/cg.treeh-rb.$w.$n.log
		l=$out/cg.libbsd.$w.$n.log
		echo "| $w | $n | $(field "$t" height) | $(field "$r" height) | $(field "$l" height) |" \
		    "$(field "$t" mean_depth) | $(field "$r" mean_depth) | $(field "$l" mean_depth) |"
	done
done
echo

echo "## Height after 10^6 operations (nodes on the longest root-to-leaf path)"
echo
echo "random: 10^6 random inserts; ascending: keys 0..10^6-1 in order;"
echo "mixed: 10^6 random inserts, a random element removed after every second one."
echo
echo "| workload | n | tree.h height | tree.h red-black height | libbsd height | tree.h mean depth | tree.h red-black mean depth | libbsd mean depth | log2(n+1) | 1.4405 log2(n+2) - 0.3277 | 2 log2(n+1) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for b in treeh treeh-rb libbsd; do
	"$out/$b" heights >"$out/heights.$b"
done
for b in treeh treeh-rb; do
	if grep -v "validate=ok" "$out/heights.$b" >/dev/null; then
		echo "run.sh: RB_VALIDATE failed ($b):" >&2
		cat "$out/heights.$b" >&2
		exit 1
	fi
done
for w in random ascending mixed; do
	grep "^tree.h $w " "$out/heights.treeh" >"$out/h.t"
	grep "^tree.h $w " "$out/heights.treeh-rb" >"$out/h.r"
	grep "^libbsd $w " "$out/heights.libbsd" >"$out/h.l"
	echo "| $w | $(field "$out/h.t" n) | $(field "$out/h.t" height) |" \
	    "$(field "$out/h.r" height) | $(field "$out/h.l" height) |" \
	    "$(field "$out/h.t" mean_depth) | $(field "$out/h.r" mean_depth) |" \
	    "$(field "$out/h.l" mean_depth) | $(field "$out/h.t" log2) |" \
	    "$(field "$out/h.t" avl_bound) | $(field "$out/h.t" rb_bound) |"
done
rm -f "$out/h.t" "$out/h.r" "$out/h.l"
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
echo "| | tree.h | tree.h red-black | libbsd |"
echo "|---|---|---|---|"
for b in treeh treeh-rb libbsd; do
	"$out/$b" info >"$out/info.$b"
done
echo "| sizeof RB_ENTRY | $(field "$out/info.treeh" node_entry_bytes) |" \
    "$(field "$out/info.treeh-rb" node_entry_bytes) |" \
    "$(field "$out/info.libbsd" node_entry_bytes) |"
echo "| sizeof node (uint64_t key + entry) | $(field "$out/info.treeh" node_bytes) |" \
    "$(field "$out/info.treeh-rb" node_bytes) |" \
    "$(field "$out/info.libbsd" node_bytes) |"
codesize() {
	# codesize BINARY FUNCTION-ERE: bytes of machine code (nm -S), - if absent
	s=$(nm -S "$out/$1" |
	    awk -v f="^$2\$" '$4 ~ f { print $2; exit }')
	if [ -n "$s" ]; then printf '%d' "0x$s"; else printf -- '-'; fi
}
for f in INSERT INSERT_FINISH INSERT_COLOR REMOVE REMOVE_COLOR; do
	echo "| code bytes, ntree_RB_$f | $(codesize treeh ntree_RB_$f) |" \
	    "$(codesize treeh-rb ntree_RB_$f) | $(codesize libbsd ntree_RB_$f) |"
done
for f in INSERT_COLOR REMOVE_COLOR; do
	echo "| code bytes, the rebalance of $f (tree.h, shared) | $(codesize treeh "$(walk treeh $f)") |" \
	    "$(codesize treeh-rb "$(walk treeh-rb $f)") | - |"
done

hooks_table
cmp_table

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
