#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
"""make coverage: line and branch coverage of the code tree.h generates.

Macro-generated code has no useful line numbers (every line of a generated
function is the line of its RB_GENERATE), so for each variant:

  1. preprocess tests/cases/inst.h (the test instantiation) with gcc -E,
     keep only what comes from inst.h itself (the generated functions; the
     system headers become #include lines again) and format it with
     clang-format: build/coverage/expanded_<variant>.c, one statement a line;
  2. compile each front-end with that file included, with gcc --coverage
     -O0, and run it: tests/coverage/driver.c (random differential runs
     plus scripted, exhaustive, validator and debug-mode cases) and
     tests/coverage/rare.c (the rare uses of tests/cases/rare.h);
  3. read gcov's JSON, add up the front-ends' counts, and report lines and
     branches of the generated tree functions only (itree_RB_*,
     stree_SPLAY*): not the driver, the comparators or libc.

tree.h's own functions (_rb_*: the rebalancing walks, the unlinking, the
shape checks), which the generated ones call, are compiled alike in every
variant; they are reported once, as "shared", with the counts of all the
variants' runs added up, and count once in the totals.

Variants: plain (RB_GENERATE_STATIC, no TREE_DEBUG), debug (the same with
TREE_DEBUG and a report hook in the driver), aug and aug-debug (a cached,
augmented tree: RB_HEAD_CACHED + RB_GENERATE_CACHED_AUGMENT_STATIC); every
variant also has the splay tree.  Writes build/coverage/report.txt, the
annotated build/coverage/expanded_<variant>.c.gcov and tree.h.gcov (the
counts added up), and build/coverage/coverage.csv, the table of
docs/reliability.md (docs/data/coverage.csv, coverage-rb.csv); exits 1 if a front-end fails or
a line or branch is left uncovered that tests/coverage/infeasible.py does not
explain (a proof that no run reaches it), unless COV_NO_FAIL=1.  Raw
figures are printed against the targets (COV_MIN_LINES, COV_MIN_BRANCHES:
100 and 95 percent).

Environment: COV_TREE_DIR (directory of the tree.h to measure, default the
repository root), COV_BALANCE (TREE_BALANCE for every variant, e.g.
TREE_RED_BLACK), COV_CC (gcc), CLANG_FORMAT (clang-format), GCOV (gcov), BUILD
(build), COV_OPS (random steps per tree, default 200000).
"""
import csv
import datetime
import hashlib
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.join(ROOT, os.environ.get("BUILD", "build"), "coverage")
SRC = os.path.join(ROOT, "tests", "coverage")
CASES = os.path.join(ROOT, "tests", "cases")
CC = os.environ.get("COV_CC", "gcc")
CLANG_FORMAT = os.environ.get("CLANG_FORMAT", "clang-format")
GCOV = os.environ.get("GCOV", "gcov")
OPS = os.environ.get("COV_OPS", "200000")
# Where tree.h is (to measure a scratch copy, e.g. a proposed fix).
TREE_DIR = os.path.abspath(os.environ.get("COV_TREE_DIR", ROOT))
MIN_LINES = float(os.environ.get("COV_MIN_LINES", "100"))
MIN_BRANCHES = float(os.environ.get("COV_MIN_BRANCHES", "95"))
STYLE = ("{BasedOnStyle: LLVM, ColumnLimit: 100, "
         "AllowShortIfStatementsOnASingleLine: Never, "
         "AllowShortLoopsOnASingleLine: false, "
         "AllowShortBlocksOnASingleLine: Never, "
         "AllowShortFunctionsOnASingleLine: None}")
TREE_FUNC = re.compile(r"^(itree_RB_|stree_SPLAY)")
# tree.h's own functions, which the generated ones call (the same code in
# every variant: counted once, with the runs of all variants)
SHARED_FUNC = re.compile(r"^_rb_")
# the programs run against each variant: (source in tests/coverage, args)
FRONT_ENDS = [("driver.c", [OPS]), ("rare.c", [])]

import infeasible  # noqa: E402

# COV_BALANCE: the balance scheme to build every variant with (tree.h's
# TREE_BALANCE, e.g. TREE_RED_BLACK; make coverage-rb), default tree.h's.
BALANCE = (["-DTREE_BALANCE=" + os.environ["COV_BALANCE"]]
           if os.environ.get("COV_BALANCE") else [])
VARIANTS = [(name, flags + BALANCE) for name, flags in [
    ("plain", []),
    ("debug", ["-DCOV_DEBUG"]),
    ("aug", ["-DCOV_AUG"]),
    ("aug-debug", ["-DCOV_AUG", "-DCOV_DEBUG"]),
]]


def run(cmd, **kw):
    print("coverage: " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, **kw)


def expand(variant, flags):
    """gcc -E of inst.h, only inst.h's own lines, through clang-format."""
    inst = os.path.realpath(os.path.join(CASES, "inst.h"))
    tree = os.path.realpath(os.path.join(TREE_DIR, "tree.h"))
    pre = subprocess.run([CC, "-E", "-I", TREE_DIR] + flags + [inst], check=True,
                         capture_output=True, text=True).stdout
    keep, cur, includes = [], None, []
    for line in pre.splitlines():
        m = re.match(r'^# \d+ "([^"]*)"((?: \d)*)', line)
        if m:
            new, marks = m.group(1), m.group(2).split()
            # a header entered from inst.h or tree.h: include it again
            if "1" in marks and cur in (inst, tree) and new.startswith("/"):
                name = os.path.basename(new)
                if name not in includes:
                    includes.append(name)
            cur = os.path.realpath(new) if new.startswith("/") or \
                os.path.exists(new) else new
            continue
        if cur == inst:
            keep.append(line)
    head = ["/* Generated by tests/coverage/coverage.py from inst.h and tree.h:",
            " * gcc -E %s, formatted with clang-format. */" % " ".join(flags)]
    head += ["#include <%s>" % h for h in includes]
    text = "\n".join(head + keep) + "\n"
    out = os.path.join(BUILD, "expanded_%s.c" % variant)
    fmt = subprocess.run([CLANG_FORMAT, "--style=" + STYLE], input=text,
                         check=True, capture_output=True, text=True).stdout
    with open(out, "w") as f:
        f.write(fmt)
    return out


def gcov_files(obj):
    """gcov's JSON of one object: {source basename: file data}."""
    js = subprocess.run([GCOV, "--json-format", "--branch-probabilities",
                         "--stdout", obj], check=True, capture_output=True,
                        cwd=BUILD).stdout
    return {os.path.basename(f["file"]): f for f in json.loads(js)["files"]}


def merge(a, b):
    """The counts of two runs of the same source, added up."""
    if a is None:
        return b
    funcs = {f["name"]: dict(f) for f in a["functions"]}
    for f in b["functions"]:
        funcs.setdefault(f["name"], dict(f, execution_count=0))[
            "execution_count"] += f["execution_count"]
    lines = {ln["line_number"]: dict(ln) for ln in a["lines"]}
    for ln in b["lines"]:
        no = ln["line_number"]
        if no not in lines:
            lines[no] = dict(ln)
            continue
        old = lines[no]
        old["count"] += ln["count"]
        ba, bb = old.get("branches", []), ln.get("branches", [])
        if len(ba) != len(bb):
            sys.exit("coverage: line %d compiled to %d and %d branches" %
                     (no, len(ba), len(bb)))
        old["branches"] = [dict(x, count=x["count"] + y["count"])
                           for x, y in zip(ba, bb)]
    return {"functions": list(funcs.values()),
            "lines": [lines[k] for k in sorted(lines)]}


def annotate(source, fdata):
    """BUILD/<source>.gcov: the source with the added-up counts, as gcov
    prints them (##### for a line never run, - for no code)."""
    lines = {ln["line_number"]: ln for ln in fdata["lines"]}
    out = []
    for no, text in enumerate(open(source).read().splitlines(), 1):
        ln = lines.get(no)
        count = "-" if ln is None else str(ln["count"]) if ln["count"] else "#####"
        out.append("%9s:%5d:%s" % (count, no, text))
        for i, b in enumerate(ln.get("branches", []) if ln else []):
            out.append("branch %2d taken %d%s" % (
                i, b["count"], " (throw)" if b.get("throw") else ""))
    with open(os.path.join(BUILD, os.path.basename(source) + ".gcov"), "w") as f:
        f.write("\n".join(out) + "\n")


def build_and_run(variant, flags, expanded):
    """Each front-end built against expanded and run; gcov's counts of the
    expanded file and of tree.h, summed over the front-ends."""
    data = {os.path.basename(expanded): None, "tree.h": None}
    ok = True
    for front, args in FRONT_ENDS:
        base = os.path.join(BUILD, "%s_%s" % (front[:-2], variant))
        obj = base + ".o"
        for ext in (".gcda", ".gcno"):
            if os.path.exists(base + ext):
                os.remove(base + ext)
        run([CC, "-std=gnu11", "-O0", "-g", "--coverage", "-Wall", "-Wextra",
             "-Wno-unused-function", "-I", BUILD, "-I", TREE_DIR, "-I", CASES,
             '-DCOV_EXPANDED="%s"' % os.path.basename(expanded)] + flags +
            ["-c", os.path.join(SRC, front), "-o", obj])
        run([CC, "--coverage", obj, "-o", base])
        print("coverage: " + " ".join([base] + args), flush=True)
        ok &= subprocess.run([base] + args).returncode == 0
        files = gcov_files(obj)
        for name in data:
            if name not in files:
                sys.exit("coverage: no data for %s from %s" % (name, obj))
            data[name] = merge(data[name], files[name])
    return data, ok


def explain(variant, func, what, text, used):
    """The reason tag of an infeasible-list entry matching, else None."""
    for i, (variants, fre, ewhat, lre, reason) in enumerate(infeasible.ENTRIES):
        if variant not in variants or not re.search(fre, func):
            continue
        if ewhat != what or not re.search(lre, text):
            continue
        used.add(i)
        return reason
    return None


def analyse(variant, fdata, source, func_re, used):
    src = open(source).read().splitlines()
    funcs = {}
    for fn in fdata["functions"]:
        if func_re.match(fn["name"]):
            funcs[fn["name"]] = dict(dict.fromkeys(STATS, 0),
                                     start=fn["start_line"],
                                     end=fn["end_line"],
                                     calls=fn["execution_count"])
    uncovered = []
    for ln in fdata["lines"]:
        no = ln["line_number"]
        owner = next((k for k, f in funcs.items()
                      if f["start"] <= no <= f["end"]), None)
        if owner is None:
            continue
        st = funcs[owner]
        text = src[no - 1].strip()
        st["lines"] += 1
        if ln["count"] > 0:
            st["lhit"] += 1
        else:
            why = explain(variant, owner, "line", text, used)
            st["lx"] += why is not None
            uncovered.append((owner, no, "line never run", text, why))
        brs = [b for b in ln.get("branches", []) if not b.get("throw")]
        for i, b in enumerate(brs):
            st["br"] += 1
            if b["count"] > 0:
                st["bhit"] += 1
                continue
            if ln["count"] > 0:
                why = explain(variant, owner, i + 1, text, used)
                what = "branch %d of %d never taken" % (i + 1, len(brs))
            else:
                # a line never run: its branches go with the line's reason
                why = explain(variant, owner, "line", text, used)
                what = None
            st["bx"] += why is not None
            if what:
                uncovered.append((owner, no, what, text, why))
    return funcs, uncovered


# The counts of a function or a run: lines run / lines, branches taken /
# branches, and the lines and branches not covered that infeasible.py
# explains.
STATS = ("lhit", "lines", "bhit", "br", "lx", "bx")


def pct(a, b):
    return 100.0 * a / b if b else 100.0


# The "Balanced tree" column of the table of docs/reliability.md.
TREES = {"plain": "`RB_HEAD` + `RB_GENERATE_STATIC`",
         "debug": "the same with `TREE_DEBUG`",
         "aug": "`RB_HEAD_CACHED` + `RB_GENERATE_CACHED_AUGMENT_STATIC`",
         "aug-debug": "the same with `TREE_DEBUG`",
         "shared": "tree.h's `_rb_*` functions, once"}


def write_csv(rows, totals):
    """BUILD/coverage.csv: the table of docs/reliability.md (the file
    docs/data/coverage.csv, or coverage-rb.csv for COV_BALANCE), with a
    caption naming the run."""
    def git(*args):
        r = subprocess.run(["git", "-C", ROOT] + list(args),
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           universal_newlines=True)
        return r.stdout.strip() or "?"
    with open(os.path.join(TREE_DIR, "tree.h"), "rb") as f:
        sha = hashlib.sha256(f.read()).hexdigest()[:12]
    cc = subprocess.run([CC, "-dumpfullversion"], stdout=subprocess.PIPE,
                        universal_newlines=True).stdout.strip()
    with open(os.path.join(BUILD, "coverage.csv"), "w", newline="") as f:
        f.write("# make coverage%s on %s, tree.h at %s (sha256 %s), %s %s / "
                "gcov, %s driver steps per tree and variant, plus "
                "tests/coverage/rare.c; every line and branch not covered is "
                "unreachable, with its reason in "
                "tests/coverage/infeasible.py.\n" % (
                    "-rb" if BALANCE else "",
                    datetime.date.today().isoformat(),
                    git("describe", "--always", "--dirty"), sha, CC, cc, OPS))
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["Variant", "Balanced tree", "Lines", "Branches",
                    "Unreachable (lines, branches)"])
        for variant, t in rows + [("all", totals)]:
            lines = "%d/%d (%.1f %%)" % (t[0], t[1], pct(t[0], t[1]))
            br = "%d/%d (%.1f %%)" % (t[2], t[3], pct(t[2], t[3]))
            if variant == "all":
                br = "**%s**" % br
            w.writerow([variant, TREES.get(variant, ""), lines, br,
                        "%d, %d" % (t[4], t[5])])


def main():
    os.makedirs(BUILD, exist_ok=True)
    report = []
    ok = True
    used = set()
    totals = [0] * 6
    rows = []
    reasons_seen = []
    shared = None
    tree_h = os.path.join(TREE_DIR, "tree.h")
    runs = []
    for variant, flags in VARIANTS:
        expanded = expand(variant, flags)
        data, driver_ok = build_and_run(variant, flags, expanded)
        shared = merge(shared, data["tree.h"])
        runs.append((variant, " ".join(flags) or "no TREE_DEBUG",
                     "generated tree functions of %s" % os.path.relpath(expanded, ROOT),
                     data[os.path.basename(expanded)], expanded, TREE_FUNC, driver_ok))
    runs.append(("shared", "tree.h's own functions",
                 "the same code in every variant, counted once over the runs of all variants",
                 shared, tree_h, SHARED_FUNC, True))
    for variant, what, title, fdata, source, func_re, driver_ok in runs:
        annotate(source, fdata)
        funcs, uncovered = analyse(variant, fdata, source, func_re, used)
        t = [sum(f[k] for f in funcs.values()) for k in STATS]
        totals = [a + b for a, b in zip(totals, t)]
        rows.append((variant, t))
        report.append("")
        report.append("%s (%s): %s%s" % (
            variant, what, title,
            "" if driver_ok else "  ** A FRONT-END FAILED: see its output above **"))
        ok &= driver_ok
        report.append("  %-26s %8s %14s %14s  %s" % (
            "function", "calls", "lines", "branches", "unreachable (lines, branches)"))
        for name in sorted(funcs, key=lambda k: funcs[k]["start"]):
            f = funcs[name]
            report.append("  %-26s %8d %4d/%-4d %4.0f%% %4d/%-4d %4.0f%%  %s" % (
                name, f["calls"], f["lhit"], f["lines"], pct(f["lhit"], f["lines"]),
                f["bhit"], f["br"], pct(f["bhit"], f["br"]),
                "%d, %d" % (f["lx"], f["bx"]) if f["lx"] or f["bx"] else ""))
        report.append("  %-26s %8s %4d/%-4d %5.1f%% %4d/%-4d %5.1f%%  %d, %d" % (
            "total", "", t[0], t[1], pct(t[0], t[1]), t[2], t[3],
            pct(t[2], t[3]), t[4], t[5]))
        bad = [u for u in uncovered if u[4] is None]
        report.append("  not covered, unreachable (reason in brackets): %d" %
                      (len(uncovered) - len(bad)))
        for owner, no, what, text, why in uncovered:
            if why is not None:
                report.append("    %s:%d %s: %s [%s]: %s" % (
                    os.path.basename(source), no, owner, what, why, text))
                if why not in reasons_seen:
                    reasons_seen.append(why)
        report.append("  not covered, NOT EXPLAINED: %d" % len(bad))
        for owner, no, what, text, why in bad:
            report.append("    %s:%d %s: %s: %s" % (
                os.path.basename(source), no, owner, what, text))
        ok &= not bad
    report.append("")
    report.append("reasons:")
    for r in reasons_seen:
        report.append("  [%s] %s" % (r, infeasible.REASONS[r]))
    for e in [e for i, e in enumerate(infeasible.ENTRIES) if i not in used]:
        report.append("note: stale entry in tests/coverage/infeasible.py "
                      "(matched nothing): %r" % (e[:4],))
    report.append("")
    report.append(
        "all variants: lines %d/%d (%.1f%%), branches %d/%d (%.1f%%); "
        "unreachable %d lines, %d branches; of the reachable: lines %.1f%%, "
        "branches %.1f%%" % (
            totals[0], totals[1], pct(totals[0], totals[1]),
            totals[2], totals[3], pct(totals[2], totals[3]),
            totals[4], totals[5],
            pct(totals[0], totals[1] - totals[4]),
            pct(totals[2], totals[3] - totals[5])))
    report.append("targets: %g%% of lines, %g%% of branches; every line and "
                  "branch not covered must be listed in "
                  "tests/coverage/infeasible.py" % (MIN_LINES, MIN_BRANCHES))
    text = "\n".join(report) + "\n"
    with open(os.path.join(BUILD, "report.txt"), "w") as f:
        f.write(text)
    write_csv(rows, totals)
    print(text)
    print("coverage: report in %s; annotated sources %s/*.gcov" % (
        os.path.relpath(os.path.join(BUILD, "report.txt"), ROOT),
        os.path.relpath(BUILD, ROOT)))
    if pct(totals[2], totals[3]) < MIN_BRANCHES:
        print("coverage: note: branches %.1f%% < %g%% counting the unreachable "
              "ones (see the reasons above)" % (pct(totals[2], totals[3]),
                                                MIN_BRANCHES))
    print("PASS: coverage" if ok else "FAIL: coverage")
    if not ok and os.environ.get("COV_NO_FAIL") != "1":
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
