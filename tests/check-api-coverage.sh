#!/bin/sh
# Fails if a public name listed in tests/api_names.txt (one a line) is not
# used by any tests/*.c or tests/*.h file (the headers count: tests/per_op.h
# holds the per-operation generators for the .c files that use it).
# Comments are stripped first (by the C preprocessor, without expanding
# macros), so a mention in a comment does not count.
set -eu
dir=$(dirname "$0")
names=${1:-"$dir/api_names.txt"}
cpp=${TESTS_CPP:-cpp}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT INT TERM
for f in "$dir"/*.c "$dir"/*.h; do
	$cpp -w -fpreprocessed -dD -P "$f" >>"$tmp"
done
total=0
missing=0
while IFS= read -r name || [ -n "$name" ]; do
	[ -n "$name" ] || continue
	total=$((total + 1))
	if ! grep -qw -e "$name" "$tmp"; then
		echo "check-api-coverage: $name is not used by any tests/*.c or tests/*.h"
		missing=$((missing + 1))
	fi
done <"$names"
echo "check-api-coverage: $((total - missing)) of $total API names are used by tests/*.c and tests/*.h"
if [ "$total" -gt 0 ] && [ "$missing" -eq 0 ]; then
	echo "PASS: check-api-coverage"
else
	echo "FAIL: check-api-coverage"
	exit 1
fi
