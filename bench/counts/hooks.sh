#!/bin/sh
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/hooks.sh: mean augmentation-hook calls per insert and per
# remove (bench/counts/hooks.c), tree.h against libbsd, Markdown on
# stdout; make bench-counts appends it to bench/counts/run.sh's tables.
#   environment: CC (gcc), CFLAGS (-O2), OUT (build/counts),
#                SIZES ("64 4096"), ROUNDS (200000)

set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${OUT:-$root/build/counts}
CC=${CC:-gcc}
CFLAGS=${CFLAGS:--O2}
SIZES=${SIZES:-"64 4096"}
ROUNDS=${ROUNDS:-200000}
mkdir -p "$out"
$CC $CFLAGS -Wall -Wextra -I"$root" -o "$out/hooks-treeh" "$here/hooks.c"
$CC $CFLAGS -Wall -Wextra -DUSE_LIBBSD -o "$out/hooks-libbsd" "$here/hooks.c"

echo
echo "## Augmentation hook calls per operation"
echo
echo "Hook: the greatest key of the subtree. Random keys, steady state"
echo "(remove a random element, insert a new random key), $ROUNDS counted"
echo "rounds. tree.h \"max\": RB_GENERATE_AUGMENT with a hook that reports"
echo "whether the maximum changed (the walk stops there); tree.h \"always\":"
echo "the same hook always reporting a change (FreeBSD's plain RB_AUGMENT"
echo "semantics); libbsd: RB_AUGMENT(x). \"valid\": every stored maximum"
echo "is right at the end."
echo
echo "| nodes | hook | insert | remove | valid |"
echo "|---:|---|---:|---:|---|"
for n in $SIZES; do
	{ "$out/hooks-treeh" "$n" "$ROUNDS"; "$out/hooks-libbsd" "$n" "$ROUNDS"; } |
	    awk '{
		for (i = 3; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
		printf "| %s | %s %s | %.2f | %.2f | %s |\n", v["n"], $1, $2,
		    v["insert"], v["remove"], v["valid"]
	    }'
done
echo
echo "libbsd calls RB_AUGMENT on the parent of a new node and in rotations"
echo "only, not up the path, so its summaries go stale (\"valid: no\")."
