#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# install-check.sh: "make install" into a scratch DESTDIR must install
# tree.h into INCLUDEDIR, tree.pc (with VERSION and the Cflags that find
# tree.h) into PKGCONFIGDIR, tree.3 and a link to tree.3 for each name of
# its NAME section, and nothing else; "man -w RB_INSERT" must find the page
# there (where man-db is installed); "make uninstall" must then remove
# every file.  Then the same with SYS_TREE=yes, which must add
# INCLUDEDIR/sys/tree.h: examples/wordfreq.c made to include <sys/tree.h>,
# built with tree.pc's Cflags (pkg-config, where installed), must build,
# run and print its expected output.
#
#	MAKE=make sh tests/compile/install-check.sh
#
# Run from the repository root.

set -u
make=${MAKE:-make}
python=${PYTHON:-python3}
dest=$(mktemp -d)
trap 'rm -rf "$dest" "$dest.log" "$dest.c" "$dest.exe" "$dest.out"' EXIT INT TERM
# INCLUDEDIR and PKGCONFIGDIR away from PREFIX: both must be honoured.
inc=/opt/tree-h/include
pcdir=/usr/local/lib/pkgconfig
version=9.8.7-check
vars="DESTDIR=$dest PREFIX=/usr/local INCLUDEDIR=$inc PKGCONFIGDIR=$pcdir"
vars="$vars MANDIR=/usr/local/share/man VERSION=$version"
man3=$dest/usr/local/share/man/man3
fail=0

say() {
	echo "install-check: $*"
}

# run_make TARGET [VAR=VALUE]: "make TARGET" with $vars; shows its log and
# fails if it fails.
run_make() {
	# shellcheck disable=SC2086
	$make --no-print-directory "$@" $vars >"$dest.log" 2>&1 && return 0
	say "make $* failed:"
	sed 's/^/    /' "$dest.log"
	fail=1
	return 1
}

# uninstall: "make uninstall" must remove every file.
uninstall() {
	run_make uninstall
	left=$(find "$dest" ! -type d)
	[ -z "$left" ] || { say "make uninstall$1 left:" $left; fail=1; }
}

run_make install || exit 1
cmp -s tree.h "$dest$inc/tree.h" ||
    { say "tree.h is not installed in \$(INCLUDEDIR)"; fail=1; }
[ ! -e "$dest$inc/sys/tree.h" ] ||
    { say "sys/tree.h is installed without SYS_TREE=yes"; fail=1; }
pc=$dest$pcdir/tree.pc
grep -qx "Version: $version" "$pc" ||
    { say "$pc has no 'Version: $version'"; fail=1; }
grep -qx "includedir=$inc" "$pc" && grep -qx 'Cflags: -I${includedir}' "$pc" ||
    { say "$pc has no includedir=$inc and Cflags -I\${includedir}"; fail=1; }
cmp -s tree.3 "$man3/tree.3" ||
    { say "tree.3 is not installed in \$(MANDIR)/man3"; fail=1; }

names=$($python tests/docs/man_names.py --list tree.3 | tr "\n" " ")
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

uninstall ""

# SYS_TREE=yes: the header as sys/tree.h too, for unchanged BSD programs.
run_make install SYS_TREE=yes
cmp -s tree.h "$dest$inc/sys/tree.h" ||
    { say "SYS_TREE=yes: tree.h is not installed as \$(INCLUDEDIR)/sys/tree.h"
      fail=1; }
cflags="-I$dest$inc"
if command -v pkg-config >/dev/null 2>&1; then
	# tree.pc names INCLUDEDIR without DESTDIR: point its sysroot there.
	cflags=$(PKG_CONFIG_PATH=$dest$pcdir PKG_CONFIG_SYSROOT_DIR=$dest \
	    pkg-config --cflags tree)
	got=$(PKG_CONFIG_PATH=$dest$pcdir pkg-config --modversion tree)
	[ "$got" = "$version" ] ||
	    { say "pkg-config --modversion tree says '$got'"; fail=1; }
else
	say "(pkg-config is not installed: tree.pc not read with it)"
fi
# examples/wordfreq.c as a BSD program has it: #include <sys/tree.h>.
sed 's|^#include "tree.h"$|#include <sys/tree.h>|' examples/wordfreq.c \
    >"$dest.c"
# shellcheck disable=SC2086
if ! grep -q '^#include <sys/tree.h>$' "$dest.c" ||
    ! ${CC:-cc} -Wall -Wextra -Wpedantic -Werror $cflags \
    -o "$dest.exe" "$dest.c" >"$dest.log" 2>&1 ||
    ! "$dest.exe" <examples/wordfreq.in >"$dest.out" 2>>"$dest.log" ||
    ! cmp -s "$dest.out" examples/wordfreq.expected; then
	say "examples/wordfreq.c with #include <sys/tree.h> and Cflags" \
	    "'$cflags' does not build, run or print examples/wordfreq.expected:"
	sed 's/^/    /' "$dest.log"
	fail=1
fi
rm -f "$dest.c" "$dest.exe" "$dest.out"
uninstall " (after SYS_TREE=yes)"

[ $fail -eq 0 ] && say "tree.h, tree.pc, tree.3 and $n links installed" \
    "and removed; with SYS_TREE=yes, sys/tree.h too"
exit $fail
