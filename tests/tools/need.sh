#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# need.sh [NEED]: scripts/need (or NEED) run as root against a fake
# apt-get and id on PATH, nothing installed for real:
#
#   - "apt-get update" fails for an index (as on a mirror in mid-sync):
#     need goes on, installs, and succeeds;
#   - "apt-get install" fails: need fails;
#   - the package lists' lock is held once: need waits and tries again;
#   - every apt-get call waits for dpkg's lock (DPkg::Lock::Timeout).
#
# Prints "PASS: need: ..." or "FAIL: need: ..." per case; exits 1 if one
# failed.  Works under $BUILD/tools/need.
set -u
need=$(cd "$(dirname "${1:-scripts/need}")" && pwd)/$(basename "${1:-scripts/need}")
work=$(mkdir -p "${BUILD:-build}/tools" && cd "${BUILD:-build}/tools" && pwd)/need
rm -rf "$work"
mkdir -p "$work/bin"
fail=0

# The fake apt-get: logs its arguments; FAKE_UPDATE / FAKE_INSTALL say
# how "update" and "install" end (ok, fail, lock-once); install creates
# the files named by the packages' tests ($work/have-PKG).
cat >"$work/bin/apt-get" <<EOF
#!/bin/sh
echo "apt-get \$*" >>"$work/calls"
for a; do
	case \$a in
	update)	how=\$FAKE_UPDATE ;;
	install) how=\$FAKE_INSTALL ;;
	esac
done
case \$how in
lock-once)
	if [ ! -f "$work/locked" ]; then
		: >"$work/locked"
		echo "E: Could not get lock $work/lists/lock. It is held by process 1 (apt-get)" >&2
		exit 100
	fi ;;
fail)	echo "E: Failed to fetch http://deb.example.org/dists/x/main/binary-i386/Packages.xz  File has unexpected size (1 != 2). Mirror sync in progress?" >&2
	exit 100 ;;
esac
for a; do
	case \$a in -*|update|install) ;; *) : >"$work/have-\$a" ;; esac
done
exit 0
EOF
printf '#!/bin/sh\necho 0\n' >"$work/bin/id"
chmod +x "$work/bin/apt-get" "$work/bin/id"

# run NAME UPDATE INSTALL WANT: need for one missing package, with the
# fake's update and install ending as UPDATE and INSTALL; need must exit
# WANT (0 or 1)
run() {
	rm -f "$work"/have-* "$work/calls" "$work/locked"
	PATH="$work/bin:$PATH" FAKE_UPDATE=$2 FAKE_INSTALL=$3 NEED_LOCK_WAIT=30 \
	    sh "$need" "apt:fakepkg=$work/have-fakepkg" >"$work/$1.log" 2>&1
	rc=$?
	[ "$rc" = "$4" ]
}
# result NAME OK: print PASS/FAIL for the case NAME, and its log if it failed
result() {
	if [ "$2" = yes ]; then
		echo "PASS: need: $1"
	else
		echo "FAIL: need: $1"
		sed 's/^/    /' "$work/$3.log"
		fail=1
	fi
}

ok=no
run update-fails fail ok 0 && [ -f "$work/have-fakepkg" ] &&
    grep -q 'install.*fakepkg' "$work/calls" && ok=yes
result "a failed apt-get update does not stop the install" $ok update-fails

ok=no
run install-fails ok fail 1 && ok=yes
result "a failed apt-get install fails" $ok install-fails

ok=no
run lock lock-once ok 0 && [ "$(grep -c ' update' "$work/calls")" = 2 ] &&
    [ -f "$work/have-fakepkg" ] && ok=yes
result "a held lock of the package lists is waited for" $ok lock

ok=no
run lock-timeout ok ok 0 && [ -s "$work/calls" ] &&
    ! grep -v -q 'DPkg::Lock::Timeout=' "$work/calls" && ok=yes
result "apt-get waits for dpkg's lock" $ok lock-timeout

exit $fail
