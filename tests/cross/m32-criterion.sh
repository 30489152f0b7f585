#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# m32-criterion.sh DIR: Debian's i386 Criterion library and the i386
# libraries it loads, unpacked under DIR (DIR/usr/lib/i386-linux-gnu and
# DIR/lib/i386-linux-gnu, with a libcriterion.so link to build against),
# for the Criterion unit tests built with gcc -m32 ("make test-m32").
#
# Why not apt-get install libcriterion-dev:i386: on Debian 12 it cannot sit
# next to the amd64 package the native tests use.  libcriterion3 needs
# libnanomsg5, which is not "Multi-Arch: same" (and is a binNMU on amd64,
# 1.1.5+dfsg-1.1+b1, not on i386), so apt would remove the amd64 Criterion.
# The headers are the amd64 package's (/usr/include/criterion: the same on
# every architecture), and its version must be the i386 library's.  The C
# library and libgcc are gcc-multilib's.
#
# The machine is left as it is: no "dpkg --add-architecture", no change to
# the system's package lists.  apt runs with a private configuration,
# DIR/apt/apt.conf: the system's "deb" sources restricted to i386
# (DIR/apt/sources.list.d), its own package lists, cache and an empty
# dpkg status under DIR/apt, i386 as the only architecture.  With it,
# "apt-get update" fetches the i386 package lists, "apt-get download"
# the packages, and dpkg-deb -x unpacks them; nothing is installed, and
# root is not needed.  An index that fails to update is reported and
# passed over: only the packages below must be found.  Exit status 0 when
# DIR is ready.
set -eu
dir=${1:?usage: m32-criterion.sh DIR}
lib=i386-linux-gnu
me=m32-criterion.sh

want=$(dpkg-query -W -f '${Version}' libcriterion-dev 2>/dev/null) || {
	echo "$me: the amd64 libcriterion-dev is not installed" >&2
	exit 1
}
stamp="$dir/.criterion-$want"
if [ -f "$stamp" ]; then
	exit 0
fi

rm -rf "$dir"
mkdir -p "$dir"
apt=$(cd "$dir" && pwd)/apt
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" \
    "$apt/sources.list.d" "$apt/preferences.d" "$dir/debs"
: >"$apt/status"

# The system's sources ("deb" entries, one-line and deb822) for i386 only.
eval "$(apt-config shell SRCLIST Dir::Etc::sourcelist/f \
    SRCPARTS Dir::Etc::sourceparts/d)"
for f in "$SRCLIST" "$SRCPARTS"*.list; do
	[ -f "$f" ] || continue
	awk '$1 == "deb" {
		if ($2 ~ /^\[/) {	# [options]: arch=... becomes arch=i386
			o = ""
			for (i = 2; i <= NF; i++) {
				w = $i; sub(/^\[/, "", w)
				last = sub(/\]$/, "", w)
				if (w != "" && w !~ /^arch(-|\+)?=/)
					o = o " " w
				if (last)
					break
			}
			$0 = "deb [arch=i386" o "]" substr($0, index($0, "]") + 1)
		} else {
			sub(/^[ \t]*deb[ \t]+/, "deb [arch=i386] ")
		}
		print
	}' "$f"
done >"$apt/sources.list.d/i386.list"
for f in "$SRCPARTS"*.sources; do
	[ -f "$f" ] || continue
	# each stanza with a "deb" type, as "Types: deb", "Architectures: i386"
	awk 'function flush() {
		if (s != "" && deb && !off)
			printf "Types: deb\nArchitectures: i386\n%s\n", s
		s = ""; deb = 0; off = 0
	}
	/^#/ { next }
	/^[ \t]*$/ { flush(); next }
	/^[ \t]/ { if (keep) s = s $0 "\n"; next }
	{
		k = tolower($1); keep = 0
		if (k == "types:") {
			for (i = 2; i <= NF; i++) if ($i == "deb") deb = 1
		} else if (k == "enabled:") {
			off = (tolower($2) == "no")
		} else if (k != "architectures:") {
			keep = 1; s = s $0 "\n"
		}
	}
	END { flush() }' "$f"
done >"$apt/sources.list.d/i386.sources"

# After the system's apt.conf.d (which may hold the proxy to use): every
# directory is private, and the hooks that the system runs after an
# update or dpkg (they would touch the system's caches) are cleared.
cat >"$apt/apt.conf" <<EOF
Dir::State "$apt";
Dir::State::lists "$apt/lists/";
Dir::State::status "$apt/status";
Dir::Cache "$apt/cache";
Dir::Cache::archives "$apt/cache/archives/";
Dir::Etc::sourcelist "/dev/null";
Dir::Etc::sourceparts "$apt/sources.list.d";
Dir::Etc::preferences "/dev/null";
Dir::Etc::preferencesparts "$apt/preferences.d";
APT::Architecture "i386";
#clear APT::Architectures;
APT::Architectures { "i386"; };
Acquire::Languages "none";
APT::Sandbox::User "root";
#clear APT::Update::Pre-Invoke;
#clear APT::Update::Post-Invoke;
#clear APT::Update::Post-Invoke-Success;
#clear DPkg::Pre-Invoke;
#clear DPkg::Post-Invoke;
EOF
aptc() {	# apt-get or apt-cache with the private configuration
	cmd=$1
	shift
	"$cmd" -c "$apt/apt.conf" "$@"
}

if ! aptc apt-get update -qq >"$apt/update.log" 2>&1; then
	echo "$me: apt-get update (i386) failed for some index; going on:"
	sed 's/^/    /' "$apt/update.log"
fi
have=$(aptc apt-cache show --no-all-versions libcriterion3 2>/dev/null |
    sed -n 's/^Version: //p')
if [ -z "$have" ]; then
	echo "$me: no i386 libcriterion3 in the package lists of" \
	    "$apt/sources.list.d" >&2
	exit 1
fi
if [ "$have" != "$want" ]; then
	echo "$me: the i386 libcriterion3 is $have, the headers" \
	    "(libcriterion-dev) $want: they must agree" >&2
	exit 1
fi

# libcriterion3 and what it loads, less gcc-multilib's libraries
pkgs=$(aptc apt-cache depends --recurse --no-recommends --no-suggests \
    --no-conflicts --no-breaks --no-replaces --no-enhances \
    libcriterion3 | grep -v -e '^ ' -e '^<' | sort -u |
    grep -vx -e libc6 -e libgcc-s1 -e 'gcc-[0-9]*-base')

(cd "$dir/debs" && aptc apt-get download -qq $pkgs)
for deb in "$dir"/debs/*.deb; do
	dpkg-deb -x "$deb" "$dir"
done
ln -s libcriterion.so.3 "$dir/usr/lib/$lib/libcriterion.so"
echo "$me: unpacked in $dir:" $pkgs
touch "$stamp"
