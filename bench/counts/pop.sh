#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/pop.sh: what RB_REMOVE and RB_POP_MIN cost per call, plain
# and cached head (bench/counts/pop.c), next to Linux's rb_erase and
# rb_root_cached pop (rb_first_cached + rb_erase_cached), under
#   valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes
# Ir / Dr / Dw and mispredicted conditional branches (Bcm) per call of the
# noinline wrappers op_remove / op_pop, inclusive; the drain rows also
# give the data cache misses per pop with a 32 KiB L1 and an 8 MiB last
# level (this machine's L3), the other memory touched between batches
# (12 MiB) evicting the tree as the benchmark's dirty cache does, as
# reads / writes.
#
#   sh bench/counts/pop.sh        Markdown table on stdout
#   environment: CC (gcc), CFLAGS (-O2), OUT (build/counts), LINUX_DIR
#                (build/linux: where make bench-linux put rbtree.o and the
#                headers; without it the Linux rows are left out),
#                BIG (no: also yes, the drain of a 1M-node tree, about
#                three minutes per head under callgrind)

set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${OUT:-$root/build/counts}
CC=${CC:-gcc}
CFLAGS=${CFLAGS:--O2}
for tool in "$CC" valgrind callgrind_annotate; do
	command -v "$tool" >/dev/null 2>&1 || {
		echo "pop.sh: missing $tool (apt-get install -y gcc valgrind)" >&2
		exit 1
	}
done
mkdir -p "$out"
$CC $CFLAGS -Wall -Wextra -I"$root" -DGEN_STATIC -o "$out/pop-plain" "$here/pop.c"
$CC $CFLAGS -Wall -Wextra -I"$root" -DGEN_CACHED -o "$out/pop-cached" "$here/pop.c"
LINUX_DIR=${LINUX_DIR:-$root/build/linux}
linux=
if [ -f "$LINUX_DIR/rbtree.o" ]; then
	# rbtree.c as its own object, as in run.sh
	lx="-I$LINUX_DIR/tools/include -I$LINUX_DIR/tools/arch/x86/include"
	# shellcheck disable=SC2086
	$CC $CFLAGS $lx -c -o "$out/pop-rbtree.o" "$LINUX_DIR/tools/lib/rbtree.c"
	# shellcheck disable=SC2086
	$CC $CFLAGS -Wall -Wextra $lx -DUSE_LINUX -o "$out/pop-linux" \
	    "$here/pop.c" "$out/pop-rbtree.o"
	# shellcheck disable=SC2086
	$CC $CFLAGS -Wall -Wextra $lx -DUSE_LINUX -DLX_CACHED \
	    -o "$out/pop-linux-cached" "$here/pop.c" "$out/pop-rbtree.o"
	linux=yes
fi

# row HEAD MODE N ROUNDS FUNCTION CALLS: one table row
row() {
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

echo "| head | workload | nodes | function | Ir / Dr / Dw | Bcm | D1 / LL misses | LL read / write misses |"
echo "|---|---|---|---|---|---|---|---|"
plain="plain${linux:+ linux}"
cached="cached${linux:+ linux-cached}"
for n in 64 4096; do
	for h in $plain cached; do
		row $h remove $n 100000 op_remove 100000
	done
	for h in plain $cached; do
		row $h popmin $n 100000 op_pop 100000
	done
done
for n in 13 34; do
	for h in $cached; do
		row $h batch $n 200 op_pop $((200 * 512))
	done
done
for h in $cached; do
	row $h drain 4096 20 op_pop $((20 * 256))
done
for h in $cached; do
	row $h drain 65536 2 op_pop $((2 * 4096))
done
for h in $cached; do
	[ "${BIG:-no}" = no ] || row $h drain 1048576 1 op_pop 65536
done
[ -n "$linux" ] || echo "(Linux rows left out: no $LINUX_DIR/rbtree.o; make bench-linux)"
