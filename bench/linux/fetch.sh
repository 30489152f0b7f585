#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/linux/fetch.sh: Linux's rbtree for the benchmark (make bench-linux).
#
# Fetches Debian's kernel source package (the newest linux-source-X.Y the
# package lists serve, or $LINUX_PKG) with apt-get download, extracts only
# tools/lib/rbtree.c, tools/include/ and tools/arch/x86/include/ into
# $BUILD/linux/ and compiles rbtree.c as an object of its own, as the kernel
# does (no inlining of rb_insert_color or rb_erase into their callers):
#
#   $BUILD/linux/rbtree.o            the object to link
#   $BUILD/linux/tools/include, $BUILD/linux/tools/arch/x86/include
#                                    the include path (LINUX_CFLAGS in
#                                    mk/bench.mk)
#   $BUILD/linux/version             the package and version used
#
# A second run does nothing, or only compiles again when CC or CFLAGS
# changed; a new version of this script fetches again.
# Nothing of Linux is committed: it is GPL and stays under $BUILD.  Where
# the package cannot be had (no network, no such package, not root), the
# script says so in one line and exits 0: the benchmark runs without Linux.
# Environment: BUILD (build), CC (gcc), CFLAGS (-O2 -g), LINUX_PKG.

set -u

BUILD=${BUILD:-build}
CC=${CC:-gcc}
CFLAGS=${CFLAGS:--O2 -g}
dir=$BUILD/linux
obj=$dir/rbtree.o

unavailable() {
	echo "bench: Linux rbtree not available ($*); the benchmark runs without it" >&2
	rm -rf "$dir/dl" "$obj"
	exit 0
}

# newest: the linux-source-X.Y package with the highest version number
newest() {
	apt-cache search --names-only '^linux-source-[0-9.]+$' 2>/dev/null |
	    awk '{ print $1 }' | sort -V | tail -n 1
}

# compile: rbtree.c into rbtree.o with this CC and CFLAGS
compile() {
	# shellcheck disable=SC2086
	$CC $CFLAGS -I"$dir/tools/include" -I"$dir/tools/arch/x86/include" \
	    -c -o "$obj.tmp" "$dir/tools/lib/rbtree.c" >"$dir/cc.log" 2>&1 ||
	    unavailable "rbtree.c does not compile: $(head -n 1 "$dir/cc.log")"
	mv "$obj.tmp" "$obj"
	echo "$CC $CFLAGS" >"$dir/flags"
}

# Extracted by this version of the script: at most a new compile.
me=$(cksum <"$0")
if [ -f "$dir/version" ] && [ "$(cat "$dir/script" 2>/dev/null)" = "$me" ]; then
	if [ ! -f "$obj" ] || [ "$(cat "$dir/flags" 2>/dev/null)" != "$CC $CFLAGS" ]; then
		compile
	fi
	exit 0
fi

for tool in apt-get apt-cache dpkg-deb xz tar "$CC"; do
	command -v "$tool" >/dev/null 2>&1 || unavailable "no $tool"
done
pkg=${LINUX_PKG:-$(newest)}
if [ -z "$pkg" ] && [ "$(id -u)" = 0 ]; then
	apt-get update -qq >/dev/null 2>&1
	pkg=$(newest)
fi
[ -n "$pkg" ] || unavailable "no linux-source-* package in the apt lists"

rm -rf "$dir"
mkdir -p "$dir/dl" || unavailable "cannot create $dir"
(cd "$dir/dl" && apt-get download -qq "$pkg" >download.log 2>&1) ||
    unavailable "apt-get download $pkg failed: $(grep -m 1 '^E:' "$dir/dl/download.log")"
deb=
for f in "$dir"/dl/*.deb; do
	[ -f "$f" ] && deb=$f
done
[ -n "$deb" ] || unavailable "apt-get download $pkg gave no .deb"
ver=$(dpkg-deb -f "$deb" Version)
# The package holds one tarball, usr/src/linux-source-X.Y.tar.xz.
tarball=$(dpkg-deb --fsys-tarfile "$deb" | tar -t |
    grep -m 1 '^\./usr/src/linux-source-.*\.tar\.xz$')
[ -n "$tarball" ] || unavailable "$pkg holds no usr/src/linux-source-*.tar.xz"
top=$(basename "$tarball" .tar.xz)
dpkg-deb --fsys-tarfile "$deb" | tar -x -O "$tarball" | xz -d -c |
    tar -x -C "$dir" --strip-components=1 --wildcards \
	"$top/tools/lib/rbtree.c" "$top/tools/include/*" \
	"$top/tools/arch/x86/include/*" ||
    unavailable "cannot extract rbtree.c from $pkg"
rm -rf "$dir/dl"
[ -f "$dir/tools/lib/rbtree.c" ] || unavailable "$pkg has no tools/lib/rbtree.c"
compile
echo "$me" >"$dir/script"
echo "$pkg $ver" >"$dir/version"
echo "bench: Linux rbtree from $pkg $ver in $obj"
