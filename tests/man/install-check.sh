#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# install-check.sh: "make install" into a scratch DESTDIR must install
# tree.h, tree.3 and a link to tree.3 for each name of its NAME section,
# and nothing else; "man -w RB_INSERT" must find the page there (where
# man-db is installed); "make uninstall" must then remove every file.
#
#	MAKE=make sh tests/man/install-check.sh
#
# Run from the repository root.

set -u
make=${MAKE:-make}
python=${PYTHON:-python3}
dest=$(mktemp -d)
trap 'rm -rf "$dest" "$dest.log"' EXIT INT TERM
vars="DESTDIR=$dest PREFIX=/usr/local INCLUDEDIR=/usr/local/include"
vars="$vars MANDIR=/usr/local/share/man"
man3=$dest/usr/local/share/man/man3
fail=0

say() {
	echo "install-check: $*"
}

# shellcheck disable=SC2086
if ! $make --no-print-directory install $vars >"$dest.log" 2>&1; then
	say "make install failed:"
	sed 's/^/    /' "$dest.log"
	rm -f "$dest.log"
	exit 1
fi
cmp -s tree.h "$dest/usr/local/include/tree.h" ||
    { say "tree.h is not installed in \$(PREFIX)/include"; fail=1; }
cmp -s tree.3 "$man3/tree.3" ||
    { say "tree.3 is not installed in \$(MANDIR)/man3"; fail=1; }

names=$($python tests/man/names.py --list tree.3 | tr "\n" " ")
n=0
for name in $names; do
	n=$((n + 1))
	if [ ! -L "$man3/$name.3" ] || ! cmp -s tree.3 "$man3/$name.3"; then
		say "$name.3 is missing or is not a link to tree.3"
		fail=1
	fi
done
[ "$n" -gt 0 ] || { say "no names in tree.3's NAME section"; fail=1; }
extra=$(cd "$man3" && ls | while read -r f; do
	case " tree $names " in
	*" ${f%.3} "*) ;;
	*) echo "$f" ;;
	esac
done)
[ -z "$extra" ] || { say "unexpected files in man3:" $extra; fail=1; }

# The page must open through a link, by the macro's name.
if ! mandoc "$man3/RB_INSERT.3" | grep -q 'RB_INSERT'; then
	say "mandoc cannot render $man3/RB_INSERT.3"
	fail=1
fi
if command -v man >/dev/null 2>&1; then
	found=$(man -M "$dest/usr/local/share/man" -w RB_INSERT 2>/dev/null)
	case $found in
	"$man3"/*) ;;
	*) say "man -M ... -w RB_INSERT finds '$found', not the page"
	   fail=1 ;;
	esac
else
	say "(man is not installed: not looked up with man -w)"
fi

# shellcheck disable=SC2086
if ! $make --no-print-directory uninstall $vars >"$dest.log" 2>&1; then
	say "make uninstall failed:"
	sed 's/^/    /' "$dest.log"
	fail=1
fi
rm -f "$dest.log"
left=$(find "$dest" ! -type d)
[ -z "$left" ] || { say "make uninstall left:" $left; fail=1; }

[ $fail -eq 0 ] && say "tree.h, tree.3 and $n links installed and removed"
exit $fail
