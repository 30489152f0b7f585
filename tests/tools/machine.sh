#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# machine.sh [FILE...]: no script, make fragment or Python program of the
# repository (git ls-files, or the FILEs given) runs a command that
# changes the machine's configuration for everyone: a dpkg architecture
# added or removed, an apt source added, a global or system git setting.
# Tests and benchmarks leave the machine as they found it: what they
# fetch goes under build/ (tests/cross/m32-criterion.sh shows how, with a
# private apt configuration).  Comment lines are not looked at.
# Prints "PASS: machine: ..." or "FAIL: machine: ..." and the lines.
set -u
if [ $# = 0 ]; then
	# shellcheck disable=SC2046
	set -- $({ git ls-files 2>/dev/null ||
	    find . -path ./build -prune -o -type f -print | sed 's|^\./||'; } |
	    grep -E -e '\.(sh|mk|py)$' -e '^Makefile$' \
	    -e '^scripts/' -e '^\.ci/' -e '^tests/.*/run[^/.]*$')
fi
# (the words are split so that this file does not name them)
words="dpkg[[:space:]]+--(add|remove)-arch""itecture
add-apt-""repository|apt-add-""repository
git[[:space:]]+config[[:space:]]+(--global|--system)"
hits=$(for f; do
	[ -f "$f" ] || continue
	grep -n -E -H "$words" "$f" | grep -v -E '^[^:]*:[0-9]+:[[:space:]]*#'
done)
if [ -z "$hits" ]; then
	echo "PASS: machine: no script changes the machine's configuration ($# files)"
else
	echo "FAIL: machine: these lines change the machine's configuration:"
	printf '%s\n' "$hits" | sed 's/^/    /'
	exit 1
fi
