#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# tables.py: the tables of the documentation, written from the CSV files
# of the benchmarks' last full runs (docs/data/NAME.csv).
#
#	python3 scripts/tables.py [FILE.md ...]		rewrite the tables
#	python3 scripts/tables.py --check [FILE.md ...]	exit 1 if a table
#							differs from its CSV
#	python3 scripts/tables.py --ratio CACHE compare.csv >docs/data/NAME.csv
#		tree.h / fastest peer per operation and size, from a
#		compare.csv of bench (make bench-full), for one cache mode
#	python3 scripts/tables.py --from-md REPORT.md REGEX >docs/data/NAME.csv
#		the Markdown table of a report (build/bench/counts.md, the
#		output of make bench-size, ...) whose header row matches
#		REGEX, as CSV
#
# The files default to docs/performance.md, docs/reliability.md and
# README.md.  In them, a table is the text between the lines
#
#	<!-- table: NAME -->
#	<!-- end -->
#
# and is the rendering of docs/data/NAME.csv: a Markdown table whose
# first row is the CSV's header row, columns of numbers right-aligned.
# The CSV's leading lines that start with "#" are its caption (where and
# when the numbers were measured), printed in italics under the table.
# "NAME:COLUMNS" renders only those columns, by number from 1 ("2-4,7"),
# and "NAME rows ROWS" only those rows, by number from 1 under the header
# row ("NAME:1-3 rows 1-4,9"): a document shows the part of a CSV it
# discusses, and the caption says the rest is in the CSV.
# Adding a table is adding its CSV and the two marker lines: nothing here.

import csv
import io
import os
import re
import sys

DATA = "docs/data"
DOCS = ["docs/performance.md", "docs/reliability.md", "README.md"]
MARK = re.compile(r"^<!-- table: ([\w.-]+)(?::([\d,-]+))?"
                  r"(?: rows ([\d,-]+))? -->$")
END = "<!-- end -->"
NUMBER = re.compile(r"^[-+]?[\d.,]+\s*[~%]?$|^[-–]$")


def read_csv(name):
    """(caption lines, rows) of docs/data/NAME.csv."""
    path = os.path.join(DATA, name + ".csv")
    with open(path, newline="") as f:
        text = f.read()
    lines = text.splitlines(keepends=True)
    caption = []
    while lines and lines[0].startswith("#"):
        caption.append(lines.pop(0)[1:].strip())
    rows = [r for r in csv.reader(io.StringIO("".join(lines))) if r]
    return caption, rows


def pick(spec, width):
    """The indexes a spec such as "1,3-5" selects (numbered from 1)."""
    if not spec:
        return list(range(width))
    out = []
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        out += range(int(lo) - 1, int(hi or lo))
    if not out or min(out) < 0 or max(out) >= width:
        raise ValueError("%r selects outside 1-%d" % (spec, width))
    return out


def render(name, cols=None, lines=None):
    """The Markdown lines of one table."""
    caption, rows = read_csv(name)
    keep = pick(cols, len(rows[0]))
    rows = [rows[0]] + [rows[1 + i] for i in pick(lines, len(rows) - 1)]
    rows = [[r[i] for i in keep] for r in rows]
    if cols or lines:
        caption.append("Part of %s/%s.csv." % (DATA, name))
    right = [all(NUMBER.match(r[i]) for r in rows[1:] if r[i])
             for i in range(len(rows[0]))]
    out = ["| " + " | ".join(rows[0]) + " |",
           "|" + "|".join("---:" if r else "---" for r in right) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows[1:]]
    if caption:
        out += ["", "*" + " ".join(caption) + "*"]
    return out


def rewrite(text):
    """The document with every table between markers rendered again."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        out.append(lines[i])
        m = MARK.match(lines[i])
        i += 1
        if not m:
            continue
        j = i
        while j < len(lines) and lines[j] != END:
            j += 1
        if j == len(lines):
            raise ValueError("table %s: no %s after it" % (m.group(1), END))
        out += render(*m.groups()) + [END]
        i = j + 1
    return "\n".join(out)


PEER = re.compile(r"^(?!treeh)")


def ratio(cache, path):
    """CSV text: tree.h / fastest peer per op (rows) and size (columns),
    "~" where the benchmark proved no difference at 95 %."""
    best = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            if r["cache"] != cache or not PEER.match(r["b"]):
                continue
            key = (r["op"], int(r["size"]))
            if key not in best or float(r["mean_b"]) < best[key][0]:
                best[key] = (float(r["mean_b"]), float(r["ratio"]),
                             r["verdict"] == "no difference proven")
    ops = list(dict.fromkeys(op for op, _ in best))
    sizes = sorted({n for _, n in best})
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["op \\ nodes"] + [str(n) for n in sizes])
    for op in ops:
        w.writerow([op] + ["%.2f%s" % (best[op, n][1],
                                       "~" if best[op, n][2] else "")
                           if (op, n) in best else "" for n in sizes])
    return out.getvalue()


def from_md(path, regex):
    """CSV text of the first Markdown table whose header matches regex."""
    with open(path) as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines):
        if line.startswith("|") and re.search(regex, line):
            break
    else:
        raise ValueError("%s: no table header matches %r" % (path, regex))
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    for line in lines[i:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not all(re.fullmatch(r":?-+:?", c) for c in cells):
            w.writerow(cells)
    return out.getvalue()


def main(argv):
    if argv[1:2] == ["--from-md"]:
        sys.stdout.write(from_md(argv[2], argv[3]))
        return 0
    if argv[1:2] == ["--ratio"]:
        sys.stdout.write(ratio(argv[2], argv[3]))
        return 0
    check = argv[1:2] == ["--check"]
    files = argv[2 if check else 1:] or DOCS
    stale = 0
    for path in files:
        with open(path) as f:
            old = f.read()
        try:
            new = rewrite(old)
        except (OSError, ValueError, IndexError) as e:
            print("tables: %s: %s" % (path, e))
            return 1
        if new == old:
            continue
        if check:
            print("tables: %s: a table differs from docs/data/ (run"
                  " make docs-tables)" % path)
            stale += 1
        else:
            with open(path, "w") as f:
                f.write(new)
            print("tables: rewrote %s" % path)
    if check:
        print("tables: %d files, %d stale" % (len(files), stale))
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
