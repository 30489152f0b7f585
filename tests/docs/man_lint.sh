#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# lint.sh: tree.3 must pass "mandoc -Tlint -Wstyle" without a message, and
# no line of the page rendered for an 80-column terminal may be wider.
#
#	sh tests/docs/man_lint.sh [tree.3]
#
# mandoc also complains on stderr when its database of installed pages
# (mandoc.db) is older than the pages; that says nothing about tree.3 and
# is left out.

set -u
page=${1:-tree.3}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT INT TERM
fail=0

mandoc -Tlint -Wstyle "$page" >"$tmp" 2>&1
rc=$?
if grep -v 'outdated mandoc\.db' "$tmp" | grep . >/dev/null || [ $rc -ne 0 ]; then
	echo "man-lint: mandoc -Tlint -Wstyle $page (exit status $rc):"
	grep -v 'outdated mandoc\.db' "$tmp" | sed 's/^/    /'
	fail=1
fi

# -Tascii marks bold and underline with backspaces; drop them to measure.
if ! mandoc -Tascii -Owidth=80 "$page" >"$tmp"; then
	echo "man-lint: mandoc -Tascii could not render $page"
	fail=1
fi
bs=$(printf '\b')
wide=$(sed "s/.$bs//g" "$tmp" | awk 'length > 80 {
	printf "    line %d: %d columns: %s\n", NR, length, $0 }')
if [ -n "$wide" ]; then
	echo "man-lint: lines wider than 80 columns in the rendered page:"
	echo "$wide"
	fail=1
fi

[ $fail -eq 0 ] && echo "man-lint: $page is clean and fits 80 columns"
exit $fail
