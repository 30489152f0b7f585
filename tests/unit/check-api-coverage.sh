#!/bin/sh
# Fails if a public name of the API (gen/api.py's list, which also makes
# tree.h's reference block and is checked against tree.3's SYNOPSIS) is
# not used by any C file or header of tests/engine, tests/cases, tests/unit,
# tests/variants, or a case of tests/compile/cases (those that must
# compile also run: RB_NO_LINK_STATE's, say).  The headers count:
# tests/cases/per_op.h holds the per-operation generators for the .c
# files that use it; the cached and augmented instantiations are each a
# variant program of their own.
# Comments are stripped first (by the C preprocessor, without expanding
# macros), so a mention in a comment does not count.
set -eu
dir=$(dirname "$0")
cpp=${TESTS_CPP:-cpp}
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.names"' EXIT INT TERM
${PYTHON:-python3} -c 'import sys; sys.path.insert(0, sys.argv[1]); import api
print("\n".join(m.name for m in api.MACROS))' "$dir/../../gen" >"$tmp.names"
for f in "$dir"/../engine/*.[ch] "$dir"/../cases/*.[ch] "$dir"/*.[ch] \
    "$dir"/../variants/*.[ch] "$dir"/../compile/cases/*.c; do
	$cpp -w -fpreprocessed -dD -P "$f" >>"$tmp"
done
total=0
missing=0
while IFS= read -r name; do
	total=$((total + 1))
	if ! grep -qw -e "$name" "$tmp"; then
		echo "check-api-coverage: $name is not used by the tests"
		missing=$((missing + 1))
	fi
done <"$tmp.names"
echo "check-api-coverage: $((total - missing)) of $total API names are used" \
    "by tests/{engine,cases,unit,variants,compile/cases}/*.[ch]"
if [ "$total" -gt 0 ] && [ "$missing" -eq 0 ]; then
	echo "PASS: check-api-coverage"
else
	echo "FAIL: check-api-coverage"
	exit 1
fi
