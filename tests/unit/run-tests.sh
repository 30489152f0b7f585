#!/bin/sh
# Runs Criterion test binaries, all of them even if one fails, then prints
# the summed "unit-tests: N passed, N failed" line and fails if any did.
#
#   tests/unit/run-tests.sh [--valgrind LOGDIR] [--label LABEL] BINARY...
#
# With --valgrind, each binary runs under valgrind memcheck, following
# Criterion's worker processes (--trace-children=yes: they are exec'd) with
# one log file per process in LOGDIR: a worker's errors do not reach
# Criterion's exit status, so any non-empty log counts as a failure.  Plain
# fork()ed children (a test's own, and Criterion's before its exec) are not
# checked (--child-silent-after-fork=yes): they exit without cleaning up.
set -u
vg_dir=
label=unit-tests
while [ $# -gt 0 ]; do
	case $1 in
	--valgrind) vg_dir=$2; shift 2 ;;
	--label) label=$2; shift 2 ;;
	*) break ;;
	esac
done
VALGRIND=${VALGRIND:-valgrind}
out=$(mktemp)
rcf=$(mktemp)
trap 'rm -f "$out" "$rcf"' EXIT INT TERM
passed=0
failed=0
vgerr=0
bad=0
for t in "$@"; do
	echo "== $t"
	if [ -n "$vg_dir" ]; then
		name=$(basename "$t")
		mkdir -p "$vg_dir"
		rm -f "$vg_dir/$name".*.log
		{
			$VALGRIND -q --error-exitcode=1 --leak-check=full \
			    --errors-for-leak-kinds=definite,possible \
			    --trace-children=yes --child-silent-after-fork=yes \
			    --log-file="$vg_dir/$name.%p.log" "$t" 2>&1
			echo $? >"$rcf"
		} | tee "$out"
		for log in "$vg_dir/$name".*.log; do
			[ -s "$log" ] || continue
			echo "valgrind reported errors in $log:"
			cat "$log"
			vgerr=$((vgerr + 1))
			bad=1
		done
	else
		{ "$t" 2>&1; echo $? >"$rcf"; } | tee "$out"
	fi
	rc=$(cat "$rcf")
	if [ "$rc" != 0 ]; then
		echo "$t: exit status $rc"
		bad=1
	fi
	line=$(grep 'Synthesis: Tested:' "$out" | tail -n 1)
	if [ -z "$line" ]; then
		echo "$t: no Criterion summary (crashed?)"
		failed=$((failed + 1))
		bad=1
		continue
	fi
	p=$(echo "$line" | sed -n 's/.*Passing: \([0-9]*\).*/\1/p')
	f=$(echo "$line" | sed -n 's/.*Failing: \([0-9]*\).*/\1/p')
	c=$(echo "$line" | sed -n 's/.*Crashing: \([0-9]*\).*/\1/p')
	passed=$((passed + ${p:-0}))
	failed=$((failed + ${f:-0} + ${c:-0}))
	[ "${f:-0}" -eq 0 ] && [ "${c:-0}" -eq 0 ] || bad=1
done
[ "$vgerr" -eq 0 ] || echo "$label: valgrind found errors in $vgerr process(es)"
failed=$((failed + vgerr))
echo "$label: $passed passed, $failed failed"
[ "$bad" -eq 0 ]
