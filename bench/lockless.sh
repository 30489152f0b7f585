#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/lockless.sh: does RB_CACHE_LINE padding help the writer of a cached
# head while another thread peeks at it?  (make bench-lockless)
# Builds bench/lockless/writer.c with the default three-word head
# ("packed") and with -DRB_CACHE_LINE=64 ("padded"), runs the two in
# turns (A B, B A, ...) ROUNDS times with one polling reader and
# ROUNDS / 2 times with none, and prints per variant the mean writer
# ns/op with its 95 % interval, then the difference of the means.
# Needs 2 CPUs to mean anything.  Environment: BUILD, BENCH_CC, ROUNDS (15).

set -eu
BUILD=${BUILD:-build}
CC=${BENCH_CC:-gcc}
ROUNDS=${ROUNDS:-15}
out=$BUILD/bench/lockless
mkdir -p "$out"
$CC -O2 -std=gnu11 -I. -o "$out/packed" bench/lockless/writer.c -lpthread
$CC -O2 -std=gnu11 -I. -DRB_CACHE_LINE=64 -o "$out/padded" \
    bench/lockless/writer.c -lpthread

: >"$out/samples.txt"
i=1
while [ $i -le "$ROUNDS" ]; do
	echo "bench-lockless: round $i of $ROUNDS" >&2
	if [ $((i % 2)) -eq 1 ]; then order="packed padded"; else order="padded packed"; fi
	for v in $order; do
		echo "$v 1 $("$out/$v" 1)" >>"$out/samples.txt"
	done
	if [ $((i % 2)) -eq 0 ]; then
		for v in $order; do
			echo "$v 0 $("$out/$v" 0)" >>"$out/samples.txt"
		done
	fi
	i=$((i + 1))
done

echo "## Lockless readers and the cached head's layout ($(nproc) CPUs, $($CC --version | head -n 1) -O2)"
echo
echo "Writer ns per operation (remove + insert, 4096 nodes), mean and 95 % interval:"
echo
echo "| head | readers | samples | mean ns | +- |"
echo "|---|---:|---:|---:|---:|"
awk '
	{ k = $1 " " $2; s[k] += $3; ss[k] += $3 * $3; n[k]++ }
	END {
		for (k in s) {
			m = s[k] / n[k]
			sd = sqrt((ss[k] - n[k] * m * m) / (n[k] - 1))
			split(k, f, " ")
			# t(0.975) for n - 1 >= 6 degrees of freedom, rounded up
			printf "| %s | %s | %d | %.2f | %.2f |\n", f[1], f[2], n[k], m, 2.45 * sd / sqrt(n[k])
		}
	}' "$out/samples.txt" | sort
awk '
	$2 == 1 { s[$1] += $3; ss[$1] += $3 * $3; n[$1]++ }
	END {
		ma = s["packed"] / n["packed"]; mb = s["padded"] / n["padded"]
		va = (ss["packed"] - n["packed"] * ma * ma) / (n["packed"] - 1) / n["packed"]
		vb = (ss["padded"] - n["padded"] * mb * mb) / (n["padded"] - 1) / n["padded"]
		h = 2.1 * sqrt(va + vb)
		d = mb - ma
		printf "\npadded - packed, one reader: %+.2f +- %.2f ns (95 %%): %s\n", d, h,
		    (d > h ? "padded slower" : (d < -h ? "padded faster" : "no difference proven"))
	}' "$out/samples.txt"
