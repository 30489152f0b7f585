#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# run.sh: run the libFuzzer targets built by mk/fuzz.mk.
#
#   sh tests/fuzz/run.sh MODE SECONDS DIR TARGET...
#
# MODE fuzz:  each TARGET runs for SECONDS with its working corpus
#             DIR/corpus-TARGET (kept between runs; new inputs go there),
#             seeded from the committed seeds (below).
# MODE smoke: the same with a fresh working corpus DIR/smoke-TARGET.
#
# TARGET is a name such as rb, rb-cached-augment-debug or splay; its
# binary is DIR/fuzz_TARGET (with - turned into _) and its seeds are
# DIR/seeds/ and the part of TARGET before the first - (written first by
# tests/fuzz/make-corpus.py).  The log of each run is DIR/TARGET.log; a
# failing input is saved as DIR/TARGET-crash-* (or -timeout-, -oom-,
# -leak-); reproduce it with "DIR/fuzz_TARGET FILE".
# Prints one summary line per target and exits 1 if any target failed.

set -u
mode=$1 secs=$2 dir=$3
shift 3

# The last value of "KEY: N" on a libFuzzer status line of a log.
status_field() {	# LOG KEY
	grep -E "^#[0-9]+.* $2: " "$1" | tail -n 1 |
	    sed -E "s/.* $2: ([^ ]+).*/\\1/"
}

${PYTHON:-python3} tests/fuzz/make-corpus.py "$dir/seeds" || exit 2
failed=0
for t in "$@"; do
	bin=$dir/fuzz_$(printf '%s' "$t" | tr - _)
	seeds=$dir/seeds/${t%%-*}
	log=$dir/$t.log
	case $mode in
	fuzz)	work=$dir/corpus-$t ;;
	smoke)	work=$dir/smoke-$t; rm -rf "$work" ;;
	*)	echo "run.sh: unknown mode $mode" >&2; exit 2 ;;
	esac
	mkdir -p "$work"
	if [ ! -x "$bin" ]; then
		echo "$mode: $t: no binary $bin"
		failed=1
		continue
	fi
	"$bin" -max_total_time="$secs" -print_final_stats=1 -timeout=60 \
	    -artifact_prefix="$dir/$t-" "$work" "$seeds" >"$log" 2>&1
	rc=$?
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	steps=$(sed -n 's/^fuzz_[a-z_]*: inputs: .* steps: \([0-9]*\).*/\1/p' "$log")
	cov=$(status_field "$log" cov)
	ft=$(status_field "$log" ft)
	corp=$(status_field "$log" corp)
	files=$(find "$work" -type f | wc -l)
	echo "$mode: $t: ${secs} s, executions ${execs:-?}, steps ${steps:-?}," \
	    "cov ${cov:-?}, ft ${ft:-?}," \
	    "corpus ${corp:-?} (${files} files in $work), exit $rc"
	if [ "$rc" != 0 ] || [ -z "$execs" ]; then
		failed=1
		echo "$mode: $t: FAILED; the end of $log:"
		tail -n 40 "$log" | sed 's/^/    /'
		for a in "$dir/$t"-crash-* "$dir/$t"-leak-* "$dir/$t"-timeout-* \
		    "$dir/$t"-oom-* "$dir/$t"-slow-unit-*; do
			[ -e "$a" ] && echo "$mode: $t: reproduce with: $bin $a"
		done
	fi
done
exit $failed
