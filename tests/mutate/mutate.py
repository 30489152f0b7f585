#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
"""make mutate: mutation testing of tree.h.

Makes one small change at a time to a scratch copy of tree.h (never tree.h
itself), inside the function bodies of the generator macros (RB_GENERATE_*,
_RB_GENERATE_*, SPLAY_GENERATE, SPLAY_PROTOTYPE), of the code macros they
use (the augmentation walk, the child swaps, the cached head's updates) and
of tree.h's own functions (_rb_*: the rebalancing walks, the unlinking, the
shape checks), and runs the fast suite against each mutant:
tests/coverage/driver.c (random differential runs against a sorted-array
model, an independent structural checker, the splay tree's exact shape
against a reference splay, RB_VALIDATE on corrupted trees, every debug-mode
check), then, for a mutant it did not catch, tests/coverage/rare.c (the
rare uses of tests/cases/rare.h), each built with -I pointing at the mutant, in
four variants (plain, cached+augmented, debug, cached+augmented+debug).

Operators (each mutant changes one token or one statement):
  lr     swap one _RB_LEFT/_RB_RIGHT (SPLAY_LEFT/SPLAY_RIGHT)
  bits   swap one _RB_L2/_RB_R2, or turn one ^ into |
  cmp    negate one comparison: == !=, < >=, > <=
  not    drop one logical !
  store  drop one assignment statement (also ++/--)
  call   drop one call statement (functions, hooks, checks, walks)

A mutant is caught ("killed") when a variant fails to compile (counted
apart), fails, crashes or times out.  Survivors that cannot be told apart
from tree.h by any program are listed with a reason in
tests/mutate/equivalent.py.  Writes $(BUILD)/mutate/report.txt and
results.json; exits 1 if fewer than MUTATE_MIN percent (default 95) of the
non-equivalent mutants are caught.

Environment: MUTATE_JOBS (2), MUTATE_BUDGET (1800 seconds for the mutants;
when the estimate is larger a deterministic sample is run, and the report
says so), MUTATE_OPS (random steps per tree, 20000), MUTATE_TIMEOUT
(seconds per run, default 10 x the slowest baseline run, at least 5), MUTATE_ONLY
(regex over mutant ids), MUTATE_TREE_DIR (directory of the tree.h to
mutate, default the repository root), MUTATE_BALANCE (TREE_BALANCE for
every variant, e.g. TREE_RED_BLACK), MUTATE_MIN (95), CC (gcc).
"""
import collections
import concurrent.futures
import hashlib
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.join(ROOT, os.environ.get("BUILD", "build"), "mutate")
DRIVER_DIR = os.path.join(ROOT, "tests", "coverage")
TREE_DIR = os.path.abspath(os.environ.get("MUTATE_TREE_DIR", ROOT))
CC = os.environ.get("MUTATE_CC", "gcc")
JOBS = int(os.environ.get("MUTATE_JOBS", "2"))
BUDGET = float(os.environ.get("MUTATE_BUDGET", "1800"))
OPS = os.environ.get("MUTATE_OPS", "20000")
ONLY = os.environ.get("MUTATE_ONLY")
MIN_SCORE = float(os.environ.get("MUTATE_MIN", "95"))
CFLAGS = ["-std=gnu11", "-O0", "-w"]  # -O0: the build dominates

# MUTATE_BALANCE: the balance scheme to build every variant with (tree.h's
# TREE_BALANCE, e.g. TREE_RED_BLACK; make mutate-rb), default tree.h's.
BALANCE = (["-DTREE_BALANCE=" + os.environ["MUTATE_BALANCE"]]
           if os.environ.get("MUTATE_BALANCE") else [])
VARIANTS = [(name, flags + BALANCE) for name, flags in [  # cheapest first
    ("plain", []),
    ("aug", ["-DCOV_AUG"]),
    ("debug", ["-DCOV_DEBUG"]),
    ("aug-debug", ["-DCOV_AUG", "-DCOV_DEBUG"]),
]]

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import equivalent  # noqa: E402

MACRO = re.compile(r"^#define\s+(_?RB_GENERATE_\w+|SPLAY_GENERATE|SPLAY_PROTOTYPE|"
                   r"_RB_AUGMENT_WALK|_RB_(LINK_)?SWAP_CHILD|_RB_CACHED_INSERTED)\(")
# tree.h's own functions: "_RB_LOCAL[_*INLINE] TYPE" on one line, the name
# at the start of the next, the body between braces in column 0
FUNC = re.compile(r"^_RB_LOCAL(_INLINE|_NOINLINE|_ALWAYS_INLINE)?\b.*[^\\\s]\s*$")
FUNC_NAME = re.compile(r"^(_rb_\w+)\(")
# the suite, strongest first: (source, whether it takes OPS SEED PARTS)
FRONT_ENDS = [("driver.c", True), ("rare.c", False)]
KEYWORDS = {"if", "else", "while", "for", "do", "return", "goto", "switch",
            "case", "sizeof", "struct", "const", "int", "long", "unsigned",
            "char", "void", "uintptr_t", "intmax_t", "uintmax_t", "size_t",
            "attr", "break", "continue", "_RB_STATIC_ASSERT"}
LR_SWAP = {"_RB_LEFT": "_RB_RIGHT", "_RB_RIGHT": "_RB_LEFT",
           "_RB_LINK_LEFT": "_RB_LINK_RIGHT", "_RB_LINK_RIGHT": "_RB_LINK_LEFT",
           "SPLAY_LEFT": "SPLAY_RIGHT", "SPLAY_RIGHT": "SPLAY_LEFT"}
CMP_SWAP = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}


# A comment, a string literal or a character constant.
OPAQUE = re.compile(r"/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.S)


def mask(lines):
    """The lines with comments and the insides of string and character
    literals blanked out (the same length, the same lines)."""
    def blank(m):
        t = m.group(0)
        keep = 1 if t[0] in "\"'" else 0
        return t[:keep] + re.sub(r"[^\n]", " ", t[keep:len(t) - keep]) + t[len(t) - keep:]
    return OPAQUE.sub(blank, "\n".join(lines)).split("\n")


def regions(lines, masked):
    """(macro, [(index, masked code)]) for the body lines of each macro."""
    res = []
    i = 0
    while i < len(lines):
        m = MACRO.match(lines[i])
        if not m:
            i += 1
            continue
        body, depth, j = [], 0, i
        while True:
            code = re.sub(r"\\\s*$", "", masked[j])
            if depth >= 1 and code.strip() and j != i:
                body.append((j, code))
            depth += code.count("{") - code.count("}")
            if not lines[j].rstrip().endswith("\\"):
                break
            j += 1
        if body:
            res.append((m.group(1), body))
        i = j + 1
    return res + functions(lines, masked)


def functions(lines, masked):
    """(name, [(index, masked code)]) for the body of each _rb_* function."""
    res = []
    for i in range(len(lines) - 1):
        m = FUNC_NAME.match(lines[i + 1])
        if not FUNC.match(lines[i]) or not m:
            continue
        j = lines.index("{", i + 1)
        end = lines.index("}", j)
        res.append((m.group(1), [(k, masked[k]) for k in range(j + 1, end)
                                 if masked[k].strip()]))
    return res


def statement_end(masked, start):
    """Index of the line where the statement starting at start ends."""
    depth = 0
    for j in range(start, min(start + 12, len(masked))):
        for ch in masked[j]:
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif ch == ";" and depth == 0:
                return j
    return None


def top_level_assignment(text):
    """True if text has an assignment operator outside parentheses."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "=" and depth == 0:
            before = text[i - 1] if i else ""
            after = text[i + 1] if i + 1 < len(text) else ""
            if after != "=" and before not in "=!<>":
                return True
    return False


def blank_statement(lines, start, end):
    """Replace lines start..end by an empty statement, keeping the macro."""
    new = {}
    indent = re.match(r"^\s*", lines[start]).group(0)
    for j in range(start, end + 1):
        text = indent + ";" if j == start else ""
        new[j] = text + "\t\\" if lines[j].rstrip().endswith("\\") else text
    return new


def mutants(lines):
    out = []
    seen = set()
    masked = mask(lines)
    for macro, body in regions(lines, masked):
        counters = {}

        def add(op, changes, where):
            key = tuple(sorted(changes.items()))
            if key in seen:
                return
            if all(lines[j] == t for j, t in changes.items()):
                return
            seen.add(key)
            k = counters.get(op, 0)
            counters[op] = k + 1
            out.append({"id": "%s:%s:%d" % (macro, op, k), "macro": macro,
                        "op": op, "line": where + 1, "changes": changes,
                        "orig": lines[where].strip().rstrip("\\").rstrip(),
                        "new": changes[where].strip().rstrip("\\").rstrip()})

        def token_mutants(op, j, code, pattern, repl):
            for m in re.finditer(pattern, code):
                t = repl(m.group(0))
                if t is None:
                    continue
                s = lines[j]
                add(op, {j: s[:m.start()] + t + s[m.end():]}, j)

        stmt_start = True
        for j, code in body:
            stripped = code.strip()
            token_mutants("lr", j, code,
                          r"\b(_RB_LEFT|_RB_RIGHT|_RB_LINK_LEFT|_RB_LINK_RIGHT|"
                          r"SPLAY_LEFT|SPLAY_RIGHT)\b",
                          lambda t: LR_SWAP[t])
            token_mutants("bits", j, code, r"\b(_RB_L2|_RB_R2)\b",
                          lambda t: "_RB_R2" if t == "_RB_L2" else "_RB_L2")
            token_mutants("bits", j, code, r"\^", lambda t: "|")
            token_mutants("cmp", j, code, r"(?<![-<>=!])(==|!=|<=|>=|<|>)(?![<>=])",
                          lambda t: CMP_SWAP[t])
            token_mutants("not", j, code, r"!(?!=)", lambda t: "")
            # statements: a line that starts one (after ; { } ) else or a label)
            if stmt_start and stripped and not stripped.startswith(("{", "}")):
                first = re.match(r"^(\(void\)\s*)?\*?\s*([A-Za-z_][\w#]*)", stripped)
                word = first.group(2) if first else ""
                end = statement_end(masked, j)
                if word and word not in KEYWORDS and end is not None and \
                        not re.match(r"^[A-Za-z_]\w*:", stripped):
                    text = " ".join(masked[x].rstrip("\\ ")
                                    for x in range(j, end + 1))
                    head = text.split("(", 1)[0]
                    if top_level_assignment(text) or re.search(r"(\+\+|--)\s*;", text):
                        add("store", blank_statement(lines, j, end), j)
                    elif re.match(r"^\s*(\(void\)\s*)?[\w#]+\s*$", head):
                        add("call", blank_statement(lines, j, end), j)
            tail = stripped.rstrip()
            stmt_start = (tail == "" and stmt_start) or tail.endswith(
                (";", "{", "}", ")", "else", ":")) or tail == ""
    return out


def apply(lines, mutant):
    new = list(lines)
    for j, t in mutant["changes"].items():
        new[j] = t
    return "\n".join(new) + "\n"


def build(workdir, variant, flags, front):
    exe = os.path.join(workdir, "%s_%s" % (front[:-2], variant))
    r = subprocess.run([CC] + CFLAGS + flags + ["-I", workdir, "-I", DRIVER_DIR,
                                                os.path.join(DRIVER_DIR, front),
                                                "-o", exe],
                       capture_output=True, text=True, errors="replace")
    if r.returncode != 0:
        err = [x for x in r.stderr.splitlines() if "error" in x]
        return None, (err[0] if err else r.stderr.strip()[:200])
    return exe, None


def run(exe, args, timeout):
    try:
        r = subprocess.run([exe] + args, capture_output=True, text=True, errors="replace",
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", "no answer in %.0f s" % timeout
    if r.returncode == 0:
        return None, None
    msg = (r.stderr.strip().splitlines() or ["exit status %d" % r.returncode])[-1]
    if r.returncode < 0:
        msg = "signal %d: %s" % (-r.returncode, msg)
    return "failed", msg[:200]


def parts_for(m):
    return "s" if m["macro"].startswith("SPLAY") else "rvdx"


def test_mutant(m, lines, variants, slot, timeout):
    workdir = os.path.join(BUILD, "w%d" % slot)
    os.makedirs(workdir, exist_ok=True)
    with open(os.path.join(workdir, "tree.h"), "w") as f:
        f.write(apply(lines, m))
    splay = m["macro"].startswith("SPLAY")
    vs = variants[:1] if splay else variants
    for front, parts in FRONT_ENDS[:1] if splay else FRONT_ENDS:
        for name, flags in vs:
            exe, err = build(workdir, name, flags, front)
            if exe is None:
                return {"status": "compile", "variant": name, "why": err}
            st, why = run(exe, [OPS, "1", parts_for(m)] if parts else [], timeout)
            if st:
                return {"status": st, "variant": "%s %s" % (front, name), "why": why}
    return {"status": "survived", "variant": None, "why": None}


def main():
    os.makedirs(BUILD, exist_ok=True)
    src = os.path.join(TREE_DIR, "tree.h")
    lines = open(src).read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    allm = mutants(lines)
    ops = ", ".join("%s %d" % kv for kv in sorted(
        collections.Counter(m["op"] for m in allm).items()))
    shown = os.path.relpath(src, ROOT) if src.startswith(ROOT) else src
    print("mutate: %d mutants of %s (%s)" % (len(allm), shown, ops))

    # baseline: every variant must build and pass against tree.h itself
    base = os.path.join(BUILD, "base")
    os.makedirs(base, exist_ok=True)
    shutil.copy(src, os.path.join(base, "tree.h"))
    variants, base_time, run_time, notes = [], 0.0, 0.0, []
    for name, flags in VARIANTS:
        times, st = [], None
        for front, parts in FRONT_ENDS:
            t0 = time.time()
            exe, err = build(base, name, flags, front)
            if exe is None:
                notes.append("variant %s left out: %s does not build against tree.h: %s"
                             % (name, front, err))
                break
            t1 = time.time()
            st, why = run(exe, [OPS, "1", "rvdxs"] if parts else [], 600)
            if st:
                notes.append("variant %s left out: %s FAILS against the unmutated tree.h: "
                             "%s" % (name, front, why))
                break
            times.append((t1 - t0, time.time() - t1))
            print("mutate: baseline %s %s: build %.1f s, run %.1f s" % (
                name, front, t1 - t0, time.time() - t1))
        if exe is None or st:
            continue
        variants.append((name, flags))
        # the estimate: most mutants never get past the first front-end
        base_time += sum(times[0])
        run_time = max([run_time] + [r for b, r in times])
    for n in notes:
        print("mutate: " + n)
    if not variants:
        print("FAIL: mutate (no variant passes against tree.h)")
        return 1
    timeout = float(os.environ.get("MUTATE_TIMEOUT", "0")) or max(5.0, 10 * run_time)

    if ONLY:
        allm = [m for m in allm if re.search(ONLY, m["id"])]
    # a mutant costs about one build and run of one variant when caught
    # early, all of them when it survives; assume 1.5 on average
    per = 1.5 * base_time / len(variants)
    est = len(allm) * per / JOBS
    chosen = allm
    sampled = False
    if est > BUDGET:
        keep = max(1, int(len(allm) * BUDGET / est))
        chosen = sorted(allm, key=lambda m: hashlib.sha1(m["id"].encode()).hexdigest())[:keep]
        chosen.sort(key=lambda m: m["line"])
        sampled = True
        print("mutate: estimate %.0f s > budget %.0f s: running a deterministic sample of "
              "%d of %d mutants (by SHA-1 of the mutant id)" % (est, BUDGET, keep, len(allm)))
    print("mutate: %d mutants, %d jobs, timeout %.0f s per run" % (len(chosen), JOBS, timeout))

    # each worker thread builds in a directory of its own, w<slot>
    slots = itertools.count()
    local = threading.local()
    lock = threading.Lock()
    done = [0]
    t_start = time.time()

    def work(m):
        if not hasattr(local, "slot"):
            local.slot = next(slots)
        m.update(test_mutant(m, lines, variants, local.slot, timeout))
        with lock:
            done[0] += 1
            if done[0] % 50 == 0:
                print("mutate: %d/%d done (%.0f s)" % (done[0], len(chosen),
                                                        time.time() - t_start), flush=True)
        return m

    with concurrent.futures.ThreadPoolExecutor(JOBS) as ex:
        results = list(ex.map(work, chosen))
    elapsed = time.time() - t_start

    for m in results:
        if m["status"] == "survived":
            m["equivalent"] = equivalent.reason(m)
    killed = [m for m in results if m["status"] in ("failed", "timeout")]
    compiled = [m for m in results if m["status"] == "compile"]
    surv = [m for m in results if m["status"] == "survived"]
    equiv = [m for m in surv if m.get("equivalent")]
    live = [m for m in surv if not m.get("equivalent")]
    total = len(results)
    caught = len(killed) + len(compiled)
    score = 100.0 * caught / total if total else 100.0
    score_ne = 100.0 * caught / (total - len(equiv)) if total - len(equiv) else 100.0

    rep = []
    rep.append("mutation testing of %s, %s" % (shown, time.strftime("%Y-%m-%d %H:%M")))
    rep.append("suite: tests/coverage/driver.c, %s random steps per tree, then "
               "tests/coverage/rare.c; variants %s" % (OPS, ", ".join(v[0] for v in variants)))
    for n in notes:
        rep.append("NOTE: " + n)
    rep.append("mutants: %d generated%s; operators: %s" % (
        len(allm), ", %d run (deterministic sample)" % total if sampled else "", ops))
    rep.append("killed: %d (failed or crashed %d, timed out %d); did not compile: %d; "
               "survived: %d (equivalent %d, not explained %d)" % (
                   len(killed), len([m for m in killed if m["status"] == "failed"]),
                   len([m for m in killed if m["status"] == "timeout"]), len(compiled),
                   len(surv), len(equiv), len(live)))
    rep.append("score: %d/%d caught = %.1f%%; without the equivalent mutants %d/%d = %.1f%% "
               "(target %g%%); %.0f s" % (caught, total, score, caught, total - len(equiv),
                                           score_ne, MIN_SCORE, elapsed))
    by_macro = {}
    for m in results:
        d = by_macro.setdefault(m["macro"], [0, 0, 0])
        d[0] += 1
        d[1] += m["status"] != "survived"
        d[2] += m["status"] == "survived" and not m.get("equivalent")
    rep.append("")
    rep.append("  %-28s %7s %7s %9s" % ("macro", "mutants", "caught", "unexplained"))
    for k in sorted(by_macro):
        rep.append("  %-28s %7d %7d %9d" % (k, by_macro[k][0], by_macro[k][1], by_macro[k][2]))
    rep.append("")
    rep.append("survivors not explained (%d):" % len(live))
    for m in live:
        rep.append("  %s (tree.h:%d)\n      - %s\n      + %s" % (m["id"], m["line"], m["orig"],
                                                             m["new"] or "(removed)"))
    rep.append("equivalent survivors (%d):" % len(equiv))
    for m in equiv:
        rep.append("  %s (tree.h:%d) [%s]\n      - %s\n      + %s" % (
            m["id"], m["line"], m["equivalent"], m["orig"], m["new"] or "(removed)"))
    rep.append("reasons:")
    for tag in sorted({m["equivalent"] for m in equiv}):
        rep.append("  [%s] %s" % (tag, equivalent.REASONS[tag]))
    rep.append("did not compile (%d):" % len(compiled))
    for m in compiled:
        rep.append("  %s (tree.h:%d, %s): %s" % (m["id"], m["line"], m["variant"], m["why"]))
    text = "\n".join(rep) + "\n"
    with open(os.path.join(BUILD, "report.txt"), "w") as f:
        f.write(text)
    with open(os.path.join(BUILD, "results.json"), "w") as f:
        json.dump([{k: v for k, v in m.items() if k != "changes"} for m in results], f, indent=1)
    print(text)
    ok = score_ne >= MIN_SCORE and not notes
    print("PASS: mutate" if ok else "FAIL: mutate")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
