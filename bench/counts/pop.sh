#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/pop.sh: what RB_REMOVE and RB_POP_MIN cost per call, plain
# and cached head (bench/counts/pop.c), under
#   valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes
# Ir / Dr / Dw and mispredicted conditional branches (Bcm) per call of the
# noinline wrappers op_remove / op_pop, inclusive; the drain rows also
# give the data cache misses per pop with a 32 KiB L1 and an 8 MiB last
# level (this machine's L3), the other memory touched between batches
# (12 MiB) evicting the tree as the benchmark's dirty cache does.
#
#   sh bench/counts/pop.sh        Markdown table on stdout
#   environment: CC (gcc), CFLAGS (-O2), OUT (build/counts)

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
$CC $CFLAGS -Wall -Wextra -I"$root" -o "$out/pop-plain" "$here/pop.c"
$CC $CFLAGS -Wall -Wextra -I"$root" -DCACHED -o "$out/pop-cached" "$here/pop.c"

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
			printf "%s | %.1f / %.1f / %.1f | %.2f | %.2f / %.2f |\n",
			    label, $1 / c, $2 / c, $3 / c, $4 / c,
			    ($5 + $6) / c, ($7 + $8) / c
			found = 1
			exit
		}
		END { if (!found) printf "%s | - | - | - |\n", label }'
}

echo "| head | workload | nodes | function | Ir / Dr / Dw | Bcm | D1 / LL misses |"
echo "|---|---|---|---|---|---|---|"
for n in 64 4096; do
	for h in plain cached; do
		row $h remove $n 100000 op_remove 100000
	done
	for h in plain cached; do
		row $h popmin $n 100000 op_pop 100000
	done
done
for n in 13 34; do
	row cached batch $n 200 op_pop $((200 * 512))
done
row cached drain 4096 20 op_pop $((20 * 256))
row cached drain 65536 2 op_pop $((2 * 4096))
