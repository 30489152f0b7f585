#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
"""cmp_table.py: the comparator-shape table (make bench-run / bench-full).

    python3 scripts/cmp_table.py DIR...
    python3 scripts/cmp_table.py --csv DIR... >docs/data/cmp-time.csv

Each DIR is the output of one bench-cmp-<shape> run (its name ends in
cmp-<shape>) and holds compare.csv.  Prints, per shape, operation and
size (hot cache), tree.h's time over libbsd's and over the fastest peer
with the same comparator, "~" where the 95 % interval of the difference
crosses zero, then one line per shape: how many cells meet the target
(ratio <= 1.00 or no difference proven) against libbsd and the fastest
peer.  --csv: the same cells as one CSV, a row per shape and operation
(the table of docs/performance.md, "Comparators"; scripts/tables.py
renders it), after a "#" caption line: when, where and with what.
"""

import csv
import os
import platform
import subprocess
import sys
import time


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


def shape_cells(path):
    """(shape, sizes, [(op, [(libbsd row, fastest row) per size])])."""
    shape = os.path.basename(os.path.normpath(path))[len("cmp-"):]
    cells = shape_rows(path)
    sizes = sorted({size for _, size in cells})
    ops = list(dict.fromkeys(op for op, _ in cells))
    rows = []
    for op in ops:
        line = []
        for size in sizes:
            peers = cells.get((op, size), {})
            fastest = min(peers.values(), key=lambda r: float(r["mean_b"]))
            line.append((peers.get("libbsd"), fastest))
        rows.append((op, line))
    return shape, sizes, rows


def caption():
    """Date, machine, compiler and load, for the CSV's caption."""
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    cc = os.environ.get("BENCH_CC", "gcc")
    try:
        ver = subprocess.run([cc, "--version"], capture_output=True,
                             text=True).stdout.split("\n")[0]
    except OSError:
        ver = cc
    try:
        rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True).stdout.strip()
    except OSError:
        rev = ""
    return ("# tree.h / libbsd and tree.h / the fastest peer with the same "
            "comparator (named), mean ns/op, hot cache; ~: no difference "
            "proven at 95 %%. bench-cmp-SHAPE -f -c hot (make bench-full) "
            "on %s, tree.h at %s, %s %s, %s, %d CPUs (%s), load average "
            "%.1f.\n"
            % (time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
               rev or "?", ver,
               os.environ.get("BENCH_OPT", "-O2"), platform.machine(),
               os.cpu_count(), cpu, os.getloadavg()[0]))


def write_csv(dirs):
    out = csv.writer(sys.stdout, lineterminator="\n")
    sys.stdout.write(caption())
    header = None
    for path in dirs:
        shape, sizes, rows = shape_cells(path)
        if header is None:
            header = ["shape", "op"] + [str(s) for s in sizes]
            out.writerow(header)
        for op, line in rows:
            out.writerow([shape, op] + [
                f"{cell_text(bsd)} / {cell_text(fast)} ({fast['b']})"
                for bsd, fast in line])


def main(dirs):
    print("### Comparator shapes: tree.h / libbsd and tree.h / fastest "
          "peer, hot cache (mean ns/op)\n")
    print("Each peer with the same comparator (bench/common/cmp.h; Boost with "
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
    if len(sys.argv) < 2 or sys.argv[1:] == ["--csv"]:
        sys.exit("usage: cmp_table.py [--csv] DIR...")
    if sys.argv[1] == "--csv":
        write_csv(sys.argv[2:])
    else:
        main(sys.argv[1:])
