#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
"""cmp_table.py: the comparator-shape table (make bench-run / bench-full).

    python3 bench/cmp_table.py DIR...

Each DIR is the output of one bench-cmp-<shape> run (its name ends in
cmp-<shape>) and holds compare.csv.  Prints, per shape, operation and
size (hot cache), tree.h's time over libbsd's and over the fastest peer
with the same comparator, "~" where the 95 % interval of the difference
crosses zero, then one line per shape: how many cells meet the target
(ratio <= 1.00 or no difference proven) against libbsd and the fastest
peer.
"""

import csv
import os
import sys


def cell_text(row):
    mark = "~" if row["verdict"] == "no difference proven" else ""
    return f"{float(row['ratio']):.2f}{mark}"


def met(row):
    return float(row["ratio"]) <= 1.0 or \
        row["verdict"] == "no difference proven"


def shape_rows(path):
    """{(op, size): {peer: row}} of tree.h against each peer, hot cache."""
    cells = {}
    with open(os.path.join(path, "compare.csv"), newline="") as f:
        for row in csv.DictReader(f):
            if row["cache"] != "hot" or row["a"] != "treeh":
                continue
            cells.setdefault((row["op"], int(row["size"])), {})[row["b"]] = \
                row
    return cells


def main(dirs):
    print("### Comparator shapes: tree.h / libbsd and tree.h / fastest "
          "peer, hot cache (mean ns/op)\n")
    print("Each peer with the same comparator (bench/cmp.h; Boost with "
          "the equivalent \"less than\").  `~`: no difference proven "
          "(95 % CI).\n")
    summary = []
    for path in dirs:
        shape = os.path.basename(os.path.normpath(path))[len("cmp-"):]
        cells = shape_rows(path)
        sizes = sorted({size for _, size in cells})
        ops = []
        for op, _ in cells:
            if op not in ops:
                ops.append(op)
        print(f"#### {shape}\n")
        print("| op | " + " | ".join(str(s) for s in sizes) + " |")
        print("|---|" + "---:|" * len(sizes))
        good = {"libbsd": 0, "fastest": 0}
        total = 0
        for op in ops:
            line = []
            for size in sizes:
                peers = cells.get((op, size), {})
                bsd = peers.get("libbsd")
                fastest = min(peers.values(),
                              key=lambda r: float(r["mean_b"]))
                line.append(f"{cell_text(bsd)} / {cell_text(fastest)} "
                            f"({fastest['b']})")
                if size >= 13:
                    total += 1
                    good["libbsd"] += met(bsd)
                    good["fastest"] += met(fastest)
            print(f"| {op} | " + " | ".join(line) + " |")
        print()
        summary.append(f"- {shape}: against libbsd met in {good['libbsd']} "
                       f"of {total} cells, against the fastest peer in "
                       f"{good['fastest']} of {total}")
    print("Targets (n >= 13, ratio <= 1.00 or no difference proven):\n")
    print("\n".join(summary))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: cmp_table.py DIR...")
    main(sys.argv[1:])
