#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# run.sh: run the variant tests built by mk/variants.mk, all of them even
# if one fails; print each binary's output (Criterion's summary lines
# included), then "PASS: variants-tests" or "FAIL: variants-tests", and
# exit non-zero on failure.
#
#   tests/variants/run.sh [-a OPS] [-t TSAN_BIN] [-w WARN_FILE] \
#       [-A ASAN_BIN]... [-D DEBUG_BIN]... -- BIN...
#
# BIN...       Criterion binaries, run with the environment as it is
#              (TREE_TEST_OPS, TREE_TEST_SEED pass through).
# -A BIN       a Criterion binary built with ASan+UBSan; run with
#              TREE_TEST_OPS=OPS unless TREE_TEST_OPS is set.
# -D BIN       a Criterion binary built with -DTREE_DEBUG; the same.
# -t TSAN_BIN  the ThreadSanitizer program (plain, prints PASS/FAIL).
# -w FILE      compiler output of late_hook.c without #undef, shown for
#              information.
set -u

asan_ops=30000
tsan=
warn=
asan_bins=
debug_bins=
while [ $# -gt 0 ]; do
	case $1 in
	-a) asan_ops=$2; shift 2 ;;
	-t) tsan=$2; shift 2 ;;
	-w) warn=$2; shift 2 ;;
	-A) asan_bins="$asan_bins $2"; shift 2 ;;
	-D) debug_bins="$debug_bins $2"; shift 2 ;;
	--) shift; break ;;
	*) break ;;
	esac
done

out=$(mktemp)
trap 'rm -f "$out"' EXIT INT TERM
bad=0
failed_list=

# run LABEL COMMAND...: run a Criterion binary, check its exit status and
# its summary line.
run() {
	label=$1
	shift
	echo "== $label"
	rc=0
	"$@" >"$out" 2>&1 || rc=$?
	cat "$out"
	line=$(grep 'Synthesis: Tested:' "$out" | tail -n 1)
	f=$(echo "$line" | sed -n 's/.*Failing: \([0-9]*\).*/\1/p')
	c=$(echo "$line" | sed -n 's/.*Crashing: \([0-9]*\).*/\1/p')
	if [ "$rc" -ne 0 ] || [ -z "$line" ] || [ "${f:-1}" -ne 0 ] ||
	    [ "${c:-1}" -ne 0 ] || grep -q 'ERROR: \(Address\|Leak\)Sanitizer\|runtime error:' "$out"; then
		echo "$label: FAILED (exit status $rc)"
		bad=1
		failed_list="$failed_list $label"
	fi
}

start=$(date +%s)
for b in "$@"; do
	run "$b" "$b"
done
for b in $asan_bins; do
	run "$b (ASan+UBSan, TREE_TEST_OPS=${TREE_TEST_OPS:-$asan_ops})" \
	    env TREE_TEST_OPS="${TREE_TEST_OPS:-$asan_ops}" \
	    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
	    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 "$b"
done

for b in $debug_bins; do
	run "$b (TREE_DEBUG, TREE_TEST_OPS=${TREE_TEST_OPS:-$asan_ops})" \
	    env TREE_TEST_OPS="${TREE_TEST_OPS:-$asan_ops}" "$b"
done

if [ -n "$warn" ] && [ -s "$warn" ]; then
	n=$(grep -c 'redefined' "$warn")
	echo "== late_hook.c without #undef: $n 'redefined' warning(s) from" \
	    "the compiler, as documented (the hooks are still used)"
fi

if [ -n "$tsan" ]; then
	echo "== $tsan (ThreadSanitizer)"
	rc=0
	TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1" \
	    "$tsan" >"$out" 2>&1 || rc=$?
	if grep -q 'unexpected memory mapping' "$out" &&
	    command -v setarch >/dev/null 2>&1; then
		# Some kernels' address-space randomisation defeats TSan.
		echo "(TSan cannot map its shadow here; again with ASLR off)"
		rc=0
		TSAN_OPTIONS="halt_on_error=1 exitcode=66" \
		    setarch "$(uname -m)" -R "$tsan" >"$out" 2>&1 || rc=$?
	fi
	cat "$out"
	if [ "$rc" -ne 0 ] || grep -q 'WARNING: ThreadSanitizer' "$out" ||
	    ! grep -q '^PASS: variants-tsan-lockless' "$out"; then
		echo "$tsan: FAILED (exit status $rc)"
		bad=1
		failed_list="$failed_list $tsan"
	fi
fi

echo "== variants-tests: $(($(date +%s) - start))s of runs"
if [ "$bad" -ne 0 ]; then
	echo "variants-tests failed:$failed_list"
	echo "FAIL: variants-tests"
	exit 1
fi
echo "PASS: variants-tests"
exit 0
