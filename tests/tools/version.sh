#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# version.sh: tree.h's version is the same everywhere it is shown.
#
#   - tree.h: TREE_H_VERSION is "MAJOR.MINOR.PATCH" of its parts, and
#     TREE_H_VERSION_NUMBER is MAJOR * 10000 + MINOR * 100 + PATCH (a
#     program built with it prints them);
#   - tree.pc, as "make install" writes it: Version;
#   - tree.3: its SYNOPSIS line of TREE_H_VERSION;
#   - NEWS.md: its first version heading ("## VERSION ...", after an
#     optional "## Unreleased"); and it names every public macro that
#     gen/api.py lists now but did not in the commit that set VERSION
#     (found with git log -G; not checked outside a git clone or where
#     that commit is not in the history), but for the per-operation
#     generators, which come with their operation.
#
# Prints "PASS: version: ..." or "FAIL: version: ..." per check; exits 1
# if one failed.  CC (cc) compiles, under BUILD (build)/tools/version.
set -u
cc=${CC:-cc}
work=${BUILD:-build}/tools/version
rm -rf "$work"
mkdir -p "$work"
fail=0
check() {	# NAME GOT WANT
	if [ "$2" = "$3" ]; then
		echo "PASS: version: $1 ($2)"
	else
		echo "FAIL: version: $1: \"$2\", want \"$3\""
		fail=1
	fi
}

v=$(sed -n 's/^#define TREE_H_VERSION[[:space:]]*"\(.*\)"$/\1/p' tree.h)
case $v in
[0-9]*.[0-9]*.[0-9]*) ;;
*)	echo "FAIL: version: tree.h defines no TREE_H_VERSION \"M.N.P\" ($v)"
	exit 1 ;;
esac

cat >"$work/version.c" <<'EOF'
#include <stdio.h>
#include "tree.h"
#if TREE_H_VERSION_NUMBER != TREE_H_VERSION_MAJOR * 10000 + \
    TREE_H_VERSION_MINOR * 100 + TREE_H_VERSION_PATCH
#error "TREE_H_VERSION_NUMBER does not match its parts"
#endif
int
main(void)
{
	printf("%s %d.%d.%d\n", TREE_H_VERSION, TREE_H_VERSION_MAJOR,
	    TREE_H_VERSION_MINOR, TREE_H_VERSION_PATCH);
	return (0);
}
EOF
if $cc -std=c99 -Wall -Werror -I. -o "$work/version" "$work/version.c" \
    >"$work/build.log" 2>&1; then
	check "tree.h: TREE_H_VERSION and its parts" "$("$work/version")" "$v $v"
else
	echo "FAIL: version: tree.h: the version macros do not build"
	sed 's/^/    /' "$work/build.log"
	fail=1
fi

make --no-print-directory -s install BUILD="$work/build" \
    DESTDIR="$(pwd)/$work/root" PREFIX=/usr >"$work/install.log" 2>&1 ||
    sed 's/^/    /' "$work/install.log"
check "tree.pc" \
    "$(sed -n 's/^Version: //p' "$work/root/usr/share/pkgconfig/tree.pc" 2>/dev/null)" "$v"
check "tree.3" \
    "$(sed -n 's/^\.Fd #define TREE_H_VERSION "\(.*\)"$/\1/p' tree.3)" "$v"
check "NEWS.md" \
    "$(awk '/^## / && $2 != "Unreleased" { print $2; exit }' NEWS.md 2>/dev/null)" "$v"

# The public macros added since the commit that set this version
base=$(git log -1 --format=%H -G "^#define TREE_H_VERSION[[:space:]]+\"$v\"" \
    -- tree.h 2>/dev/null)
if [ -n "$base" ] && mkdir -p "$work/base" &&
    git archive "$base" gen | tar -x -C "$work/base" 2>/dev/null; then
	# the macros of DIR/gen/api.py, less the per-operation generators
	# (RB_PROTOTYPE_<OP>, RB_GENERATE_<OP>: those of a new RB_<OP>)
	names() {
		${PYTHON:-python3} -c 'import sys; sys.path.insert(0, sys.argv[1])
import api
print("\n".join(sorted(m.name for kind, m in api.ITEMS if kind == "macro")))' \
		    "$1/gen"
	}
	names "$work/base" >"$work/old" && names . >"$work/new" &&
	    comm -13 "$work/old" "$work/new" >"$work/added" &&
	    missing=$(while read -r m; do
		grep -q -w -e "$m" NEWS.md || printf ' %s' "$m"
	    done <"$work/added")
	check "NEWS.md names the macros added since ${base%"${base#???????}"}" \
	    "${missing:-none missing}" "none missing"
else
	echo "version: no commit that set $v in this history: the" \
	    "additions to the API since then are not checked"
fi
exit $fail
