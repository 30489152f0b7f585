#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/lockless/lockless.sh: a run queue with lockless peeks (make bench-lockless).
# bench/lockless/writer.c: one writer runs the hold model on a cached
# head of 4096 timers under a mutex while 0, 1 or 3 reader threads poll
# RB_MIN_LOCKLESS and RB_COUNT_LOCKLESS at full speed or RATE times a
# second each.  Built with the default three-word head ("packed") and
# with -DRB_CACHE_LINE=64 ("padded"), each in tree.h's two balance
# schemes (-DTREE_BALANCE=TREE_WEAK_AVL "wavl-", TREE_RED_BLACK "rb-").
# ROUNDS rounds; each runs every (head, readers, rate) once for SECONDS,
# in an order that rotates from round to round.  Prints per
# configuration the writer's steps per second (wall and per CPU second),
# its share of a CPU and the readers' peeks per second, means with 95 %
# intervals, then padded - packed per scheme and red-black - weak AVL per
# head.
# Environment: BUILD, BENCH_CC, ROUNDS (10), LL_SECONDS (0.5), RATE
# (10000).

set -eu
BUILD=${BUILD:-build}
CC=${BENCH_CC:-gcc}
ROUNDS=${ROUNDS:-10}
SECS=${LL_SECONDS:-0.5}
RATE=${RATE:-10000}
out=$BUILD/bench/lockless
mkdir -p "$out"
heads="wavl-packed wavl-padded rb-packed rb-padded"
for v in $heads; do
	case $v in
	wavl-*) f=-DTREE_BALANCE=TREE_WEAK_AVL ;;
	*) f=-DTREE_BALANCE=TREE_RED_BLACK ;;
	esac
	case $v in
	*-padded) f="$f -DRB_CACHE_LINE=64" ;;
	esac
	# shellcheck disable=SC2086
	$CC -O2 -std=gnu11 -I. $f -o "$out/$v" bench/lockless/writer.c \
	    -lpthread -lm
done

configs="0:0 1:0 3:0 1:$RATE 3:$RATE"
load0=$(cut -d ' ' -f 1 /proc/loadavg)
: >"$out/samples.txt"
i=1
while [ "$i" -le "$ROUNDS" ]; do
	echo "bench-lockless: round $i of $ROUNDS" >&2
	# rotate: round i starts with head i mod 4
	order=$(echo $heads $heads | cut -d ' ' -f $((i % 4 + 1))-$((i % 4 + 4)))
	for c in $configs; do
		for v in $order; do
			echo "$v ${c%:*} ${c#*:} $("$out/$v" "${c%:*}" "${c#*:}" "$SECS")" \
			    >>"$out/samples.txt"
		done
	done
	i=$((i + 1))
done
load1=$(cut -d ' ' -f 1 /proc/loadavg)

# awk: t_0.975 for df degrees of freedom (df >= 1), as bench/common/stats.c.
tq='function tq(df) {
	if (df >= 120) return 1.98
	if (df > 30) return 2.042 - (df - 30) * 0.0007
	split("12.706 4.303 3.182 2.776 2.571 2.447 2.365 2.306 2.262 2.228 " \
	    "2.201 2.179 2.160 2.145 2.131 2.120 2.110 2.101 2.093 2.086 2.080 " \
	    "2.074 2.069 2.064 2.060 2.056 2.052 2.048 2.045 2.042", t, " ")
	return t[df]
}'

echo "## Run queue with lockless peeks ($(nproc) CPUs, $($CC --version | head -n 1) -O2)"
echo
echo "$(date -u '+%Y-%m-%d %H:%M UTC'); load average $load0 at the start, $load1 at the end;"
echo "$ROUNDS rounds of $SECS s per configuration. Writer: hold model, 4096 timers,"
echo "a mutex around each step. Readers: RB_MIN_LOCKLESS + RB_COUNT_LOCKLESS"
echo "per peek, at full speed (rate 0) or $RATE peeks a second each."
echo "Mean and 95 % half interval; M = million."
echo
echo "| head | readers | rate/s | writer M steps/s | M steps per CPU s | writer CPU share | M peeks/s (all readers) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
awk "$tq"'
	{
		k = $1 " " $2 " " $3; n[k]++
		for (f = 4; f <= 7; f++) { s[k, f] += $f; ss[k, f] += $f * $f }
	}
	END {
		for (k in n) {
			split(k, w, " ")
			line = sprintf("| %s | %s | %s |", w[1], w[2], w[2] == 0 ? "-" : w[3] == 0 ? "full" : w[3])
			for (f = 4; f <= 7; f++) {
				m = s[k, f] / n[k]
				v = n[k] > 1 ? (ss[k, f] - n[k] * m * m) / (n[k] - 1) : 0
				h = n[k] > 1 ? tq(n[k] - 1) * sqrt(v > 0 ? v : 0) / sqrt(n[k]) : 0
				sc = f == 6 ? 1 : 1e-6
				line = line sprintf(" %.2f +-%.2f |", m * sc, h * sc)
			}
			print line
		}
	}' "$out/samples.txt" | sort -t '|' -k 2,2 -k 3,3n -k 4,4
echo
echo "B - A, writer M steps per second and per CPU second (Welch, 95 %):"
echo "padded - packed in each scheme, red-black - weak AVL for each head."
echo
awk -v pairs="wavl-packed:wavl-padded rb-packed:rb-padded wavl-packed:rb-packed wavl-padded:rb-padded" "$tq"'
	{
		k = $2 " " $3; keys[k] = 1; n[$1, k]++
		for (f = 4; f <= 5; f++) { s[$1, k, f] += $f; ss[$1, k, f] += $f * $f }
	}
	END {
		np = split(pairs, pr, " ")
		for (p = 1; p <= np; p++)
		for (k in keys) {
			split(pr[p], ab, ":"); A = ab[1]; B = ab[2]
			split(k, w, " ")
			line = sprintf("- %s - %s, ", B, A)
			line = line (w[1] == 0 ? "no reader" : sprintf("%s reader%s, %s", w[1],
			    w[1] == 1 ? "" : "s", w[2] == 0 ? "full speed" : w[2] "/s"))
			for (f = 4; f <= 5; f++) {
				na = n[A, k]; nb = n[B, k]
				ma = s[A, k, f] / na; mb = s[B, k, f] / nb
				va = (ss[A, k, f] - na * ma * ma) / (na - 1) / na
				vb = (ss[B, k, f] - nb * mb * mb) / (nb - 1) / nb
				if (va < 0) va = 0
				if (vb < 0) vb = 0
				df = va + vb > 0 ? (va + vb) ^ 2 / (va ^ 2 / (na - 1) + vb ^ 2 / (nb - 1)) : 1000
				h = tq(df < 1 ? 1 : int(df)) * sqrt(va + vb)
				d = mb - ma
				verdict = d > h ? B " faster" : d < -h ? B " slower" : "no difference proven"
				line = line sprintf("%s %+.3f +- %.3f (%+.1f %%): %s", f == 4 ? ": wall" : "; per CPU s",
				    d * 1e-6, h * 1e-6, 100 * d / ma, verdict)
			}
			print line
		}
	}' "$out/samples.txt" | sort
echo
echo "Raw samples: $out/samples.txt (head readers rate steps/s steps/cpu-s cpu-share peeks/s)."
