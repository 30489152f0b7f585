#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# commit-lint.sh [LINT]: scripts/commit-lint.py (or LINT) and the
# commit-msg hook that "make hooks" installs, in a clone of this
# repository under BUILD (build)/tools/commit-lint (git clone --shared:
# no object is copied; nothing outside it changes).
#
#   - messages that keep CONTRIBUTING.md's rule pass, and each kind of
#     fault fails: a long subject, "Added"/"Adds"/"Fixing", "tree.3:
#     fixed", issue numbers and other process words, a change of tree.h
#     or gen/ without a body, no blank line before the body;
#   - "make hooks" installs the hook into the clone: git commit then
#     refuses a bad message and takes a good one;
#   - make commit-lint COMMITS=RANGE counts the commits of a range and
#     fails on a bad one and on a merge, but not on a bad one listed in
#     scripts/commit-lint.known; without COMMITS it starts after the last
#     release.
#
# Prints "PASS: commit-lint: ..." or "FAIL: commit-lint: ..." per check;
# exits 1 if one failed.
set -u
if ! git rev-parse --git-dir >/dev/null 2>&1; then
	echo "commit-lint: 0 passed, 0 failed (not a git clone)"
	exit 0
fi
src=$(pwd)
lint=$(cd "$(dirname "${1:-scripts/commit-lint.py}")" && pwd)/$(basename "${1:-scripts/commit-lint.py}")
work=$(mkdir -p "${BUILD:-build}/tools" && cd "${BUILD:-build}/tools" && pwd)/commit-lint
rm -rf "$work"
git clone -q --shared "$src" "$work/repo" || exit 1
cd "$work/repo" || exit 1
cp "$lint" scripts/commit-lint.py
cp "$src/scripts/commit-msg" "$src/mk/release.mk" "$work/"
cp "$work/commit-msg" scripts/commit-msg
cp "$src/scripts/commit-lint.known" scripts/ 2>/dev/null
cp "$work/release.mk" mk/release.mk
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.org \
    GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.org
git checkout -q -b lint-test
git add scripts mk
git diff --cached --quiet || git commit -q -n -m "Set up the linter under test"
fail=0
ok() {	# NAME: the last command's status was the one wanted
	if [ "$1" = yes ]; then
		echo "PASS: commit-lint: $2"
	else
		echo "FAIL: commit-lint: $2"
		sed 's/^/    /' "$work/out"
		fail=1
	fi
}

# msg WANT TEXT [FILE]: the message TEXT, with FILE staged (a change of
# README.md by default), must pass (WANT 0) or fail (1) with --msg
n=0
msg() {
	n=$((n + 1))
	git reset -q
	f=${3:-README.md}
	echo "x $n" >>"$f"
	git add "$f"
	printf '%b\n' "$2" >"$work/msg"
	python3 scripts/commit-lint.py --msg "$work/msg" >"$work/out" 2>&1
	rc=$?
	git reset -q
	git checkout -q -- "$f"
	[ "$rc" = "$1" ] && r=yes || r=no
	ok $r "$(printf '%b' "$2" | head -n 1 | cut -c1-50) ($f): $( [ "$1" = 0 ] && echo passes || echo fails)"
}
long=$(printf 'Make the subject of this message longer than the seventy-two allowed')
msg 0 "Add a check of the version macros"
msg 0 "scripts/need: go on when apt-get update fails"
msg 0 "tree.3: the debug mode's strict level"
msg 0 "Speed up the descent with one load per level"
msg 0 "Make the descent's choice of child branch-free"
msg 0 "Give each rebalance case its comment\n\nThe cases of gen/rb_balance.py, each in C." tree.h
msg 1 "$long, two words"
msg 1 "Added a check of the version macros"
msg 1 "Adds a check of the version macros"
msg 1 "Fixing the version check"
msg 1 "tree.3: fixed the debug section"
msg 1 "Is now faster"
msg 1 "Add the version check (issue 27)"
msg 1 "Fix #27: the version check"
msg 1 "Merge the session's work"
msg 1 "Move the tests to a second lane"
msg 1 "Refresh the tables after branch rb's merge"
msg 1 "Refresh the tables on the branch"
msg 1 "Tell the helper which tables to refresh"
msg 1 "Give each rebalance case its comment" tree.h
msg 1 "Give each rebalance case its comment" gen/api.txt
msg 1 "Give each rebalance case its comment\nThe cases, each in C." tree.h

# make hooks, then git commit through the hook
make --no-print-directory hooks >"$work/out" 2>&1 &&
    [ -x "$(git rev-parse --git-path hooks)/commit-msg" ] && r=yes || r=no
ok $r "make hooks installs the commit-msg hook in the clone"
echo "x" >>README.md
git commit -q -a -m "Adds a line to the README" >"$work/out" 2>&1 && r=no || r=yes
ok $r "the hook refuses \"Adds a line to the README\""
git commit -q -a -m "Add a line to the README" >"$work/out" 2>&1 && r=yes || r=no
ok $r "the hook takes \"Add a line to the README\""

# make commit-lint over a range: the good commit, then a bad one, a merge
base=$(git rev-parse HEAD~1)
make --no-print-directory commit-lint COMMITS="$base..HEAD" >"$work/out" 2>&1 &&
    grep -q "commit-lint: 1 passed, 0 failed" "$work/out" && r=yes || r=no
ok $r "make commit-lint COMMITS=RANGE passes a good commit"
echo "y" >>README.md
git commit -q -a -n -m "Fixing the README" >/dev/null 2>&1
git checkout -q -b side HEAD~1
echo "z" >>CONTRIBUTING.md
git commit -q -a -m "Add a line to CONTRIBUTING.md" >/dev/null 2>&1
git checkout -q lint-test
git merge -q --no-ff -m "Join the side work" side >/dev/null 2>&1
make --no-print-directory commit-lint COMMITS="$base..HEAD" >"$work/out" 2>&1 &&
    r=no || { grep -q "commit-lint: 2 passed, 2 failed" "$work/out" &&
    grep -q "a merge commit" "$work/out" && r=yes || r=no; }
ok $r "make commit-lint fails on a bad subject and on a merge"
git rev-parse HEAD^2~1 >>scripts/commit-lint.known
git rev-parse HEAD^1 >>scripts/commit-lint.known
make --no-print-directory commit-lint COMMITS="$base..HEAD" >"$work/out" 2>&1 &&
    r=no || { grep -q "commit-lint: 2 passed, 1 failed.*known faults: 1" \
    "$work/out" && r=yes || r=no; }
ok $r "a commit of scripts/commit-lint.known is a known fault, no other"

# without COMMITS: after the last release (this script's own commits, in
# the clone, are the history that is not held to the rule)
python3 scripts/commit-lint.py >"$work/out" 2>&1
grep -q "^commit-lint: [0-9]* passed, [0-9]* failed ([0-9a-f]*\.\.HEAD[;)]" \
    "$work/out" && r=yes || r=no
ok $r "without COMMITS the range starts after a release commit"
exit $fail
