#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# criterion.sh DIR: Debian's i386 Criterion library and the i386 libraries
# it loads, unpacked under DIR (DIR/usr/lib/i386-linux-gnu and
# DIR/lib/i386-linux-gnu, with a libcriterion.so link to build against),
# for the Criterion unit tests built with gcc -m32 ("make test-m32").
#
# Why not apt-get install libcriterion-dev:i386: on Debian 12 it cannot sit
# next to the amd64 package the native tests use.  libcriterion3 needs
# libnanomsg5, which is not "Multi-Arch: same" (and is a binNMU on amd64,
# 1.1.5+dfsg-1.1+b1, not on i386), so apt would remove the amd64 Criterion.
# The i386 packages are fetched with apt-get download and unpacked here
# instead; nothing is installed.  The headers are the amd64 package's
# (/usr/include/criterion: the same on every architecture), and its version
# must be the i386 library's.  The C library and libgcc are gcc-multilib's.
#
# Needs dpkg's i386 architecture and its package lists: as root the script
# adds them (dpkg --add-architecture i386; apt-get update); otherwise it
# prints those commands and fails.  Exit status 0 when DIR is ready.
set -eu
dir=${1:?usage: criterion.sh DIR}
lib=i386-linux-gnu

root_setup() {	# run the shell commands $1 as root, or say what to run
	if [ "$(id -u)" = 0 ]; then
		echo "criterion.sh: $1"
		sh -c "$1"
	else
		echo "criterion.sh: i386 packages needed; as root, run: $1" >&2
		exit 1
	fi
}

want=$(dpkg-query -W -f '${Version}' libcriterion-dev 2>/dev/null) || {
	echo "criterion.sh: the amd64 libcriterion-dev is not installed" >&2
	exit 1
}
stamp="$dir/.criterion-$want"
if [ -f "$stamp" ]; then
	exit 0
fi

setup=
if ! dpkg --print-foreign-architectures | grep -qx i386; then
	setup="dpkg --add-architecture i386 && "
fi
if [ -n "$setup" ] || ! apt-cache show libcriterion3:i386 >/dev/null 2>&1; then
	root_setup "${setup}apt-get update"
fi
have=$(apt-cache show --no-all-versions libcriterion3:i386 |
    sed -n 's/^Version: //p')
if [ "$have" != "$want" ]; then
	echo "criterion.sh: libcriterion3:i386 is $have, the headers" \
	    "(libcriterion-dev) $want: they must agree" >&2
	exit 1
fi

# libcriterion3:i386 and what it loads, less gcc-multilib's libraries
pkgs=$(apt-cache depends --recurse --no-recommends --no-suggests \
    --no-conflicts --no-breaks --no-replaces --no-enhances \
    libcriterion3:i386 | grep -v '^ ' | sort -u |
    grep -v -e '^libc6:' -e '^libgcc-s1:' -e '^gcc-[0-9]*-base:')

rm -rf "$dir"
mkdir -p "$dir/debs"
# (as root, apt-get download warns that the _apt user cannot write here)
fetch() {
	(cd "$dir/debs" &&
	    apt-get download -qq -o APT::Sandbox::User=root $pkgs)
}
if ! fetch; then
	# package lists older than the mirror (it happens mid-sync): again
	# with fresh ones
	root_setup "apt-get update"
	fetch
fi
for deb in "$dir"/debs/*.deb; do
	dpkg-deb -x "$deb" "$dir"
done
ln -s libcriterion.so.3 "$dir/usr/lib/$lib/libcriterion.so"
echo "criterion.sh: unpacked in $dir:" $pkgs
touch "$stamp"
