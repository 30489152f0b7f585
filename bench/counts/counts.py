#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/counts.py: deterministic costs of tree.h in its two balance
# schemes (weak AVL, -DTREE_BALANCE=TREE_WEAK_AVL; red-black,
# TREE_RED_BLACK: the builds named treeh-rb*) next to Debian libbsd's
# <bsd/sys/tree.h> and Linux's rbtree (both red-black); docs/design.md
# and docs/performance.md quote it.  bench/counts/counts.c is the one
# program it builds (once per tree and flag set) and runs, under
# callgrind or qemu.  One function per mode, Markdown on stdout:
#
#   python3 bench/counts/counts.py           tables(): the tables and the
#                                            augmentation-hook calls (make
#                                            bench-counts)
#   python3 bench/counts/counts.py annotate  the same, and per-source-line
#                                            counts of the steady workload
#                                            at 64 nodes in
#                                            OUT/annotate.*.txt (needs
#                                            clang-format)
#   python3 bench/counts/counts.py pop       pop(): RB_REMOVE against
#                                            RB_POP_MIN, with
#                                            mispredictions and cache misses
#                                            (make bench-counts-pop)
#   python3 bench/counts/counts.py cmp       cmp(): only the comparator
#                                            shapes' table (the last of
#                                            make bench-counts)
#   python3 bench/counts/counts.py cross     cross(): instructions, loads
#                                            and stores per call on the
#                                            cross targets under qemu (make
#                                            bench-counts-cross)
#
# Environment: ROUNDS (200000), SIZES ("64 4096"), CC (gcc), CFLAGS (-O2),
# OUT (build/counts), LINUX_DIR (build/linux: where make bench-linux put
# rbtree.o and the headers; without it the Linux columns are left out,
# with a note); pop: BIG (no; yes adds the drain of a 1M-node tree, about
# three minutes per head); cmp: SHAPES (all six of bench/common/cmp.h),
# CMP_ROUNDS (20000); cross: BUILD (build), TARGETS (those of
# bench/common/targets.sh), N (64), R1 (200), CROSS_ROUNDS (1000).  Run
# from the repository root.
#
# Workloads, per header and tree size: "steady" builds a tree of N random
# uint64_t keys, churns it to a steady state, then counts ROUNDS rounds of
# "remove a random element, insert a new random key"; "fifo" does the same
# with a time-ordered queue (remove the smallest key, insert one above the
# greatest); "refill" removes all N nodes in a random order, then inserts
# N new random keys (trees of every size from 0 to N).  Counting uses
#   valgrind --tool=callgrind --cache-sim=yes
# (valgrind 3.19 records Dr/Dw only with the cache simulation on; the miss
# counts are ignored) with --dump-before/--dump-after=measure, so one dump
# holds exactly the measured rounds, call counts included.  Reported, from
# callgrind_annotate --inclusive=yes (annotate(), the one reader of
# callgrind's results): Ir, Dr, Dw per call of the noinline wrappers
# op_insert / op_remove (the whole operation: descent, link, rebalance)
# and of the rebalance functions (walk()), with the number of rebalance
# calls per operation.  Those builds use RB_GENERATE (extern), so gcc
# keeps the rebalance functions out of line; a second set built with
# RB_GENERATE_STATIC gives the whole-operation costs of a static
# instantiation (where gcc may inline the rebalance).  tree.h's cached
# head (RB_GENERATE_CACHED_STATIC) and Linux's struct rb_root /
# rb_root_cached (the kernel idiom, bench/linux/adapter.h: a descent that
# rejects a key already present, like RB_INSERT; rbtree.c is always its
# own object), and Linux inserting with its rb_add / rb_add_cached (one
# comparison per level, no duplicate check) complete the whole-operation
# table.  Then the heights after 1e6 random / ascending / mixed
# operations (a native run), and sizes.

import datetime
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SRC = os.path.join(HERE, "counts.c")

ENV = os.environ.get
OUT = ENV("OUT") or os.path.join(ROOT, "build/counts")
ROUNDS = ENV("ROUNDS") or "200000"
SIZES = (ENV("SIZES") or "64 4096").split()
CC = (ENV("CC") or "gcc").split()
CFLAGS = ENV("CFLAGS") or "-O2"
SHAPES = (ENV("SHAPES") or "sign ifelse ternary sub memcmp twofield").split()
CMP_ROUNDS = ENV("CMP_ROUNDS") or "20000"
LINUX_DIR = ENV("LINUX_DIR") or os.path.join(ROOT, "build/linux")
WORKLOADS = ("steady", "fifo", "refill")

# tree.h's two balance schemes
WAVL = "-DTREE_BALANCE=TREE_WEAK_AVL"
RB = "-DTREE_BALANCE=TREE_RED_BLACK"
# Linux's include path
LX = ["-I%s/tools/include" % LINUX_DIR,
      "-I%s/tools/arch/x86/include" % LINUX_DIR]

# The builds of the tables: name, column title, flags ("LINUX": linked
# with linux_obj's rbtree.o)
BUILDS = (
    ("treeh", "tree.h", [WAVL]),
    ("treeh-rb", "tree.h red-black", [RB]),
    ("libbsd", "libbsd", ["-DUSE_LIBBSD"]),
    ("treeh-static", "tree.h static", ["-DGEN_STATIC", WAVL]),
    ("treeh-rb-static", "tree.h red-black static", ["-DGEN_STATIC", RB]),
    ("libbsd-static", "libbsd static", ["-DUSE_LIBBSD", "-DGEN_STATIC"]),
    ("treeh-cached-static", "tree.h cached static", ["-DGEN_CACHED", WAVL]),
    ("treeh-rb-cached-static", "tree.h red-black cached static",
     ["-DGEN_CACHED", RB]),
)
LINUX_BUILDS = (
    ("linux", "Linux", ["LINUX"]),
    ("linux-cached", "Linux cached", ["LINUX", "-DLX_CACHED"]),
    ("linux-add", "Linux, rb_add", ["LINUX", "-DLX_ADD"]),
    ("linux-cached-add", "Linux cached, rb_add_cached",
     ["LINUX", "-DLX_CACHED", "-DLX_ADD"]),
)
# The builds whose rebalance function the tables show, and the three of
# the heights and sizes
WALKS = ("treeh", "treeh-rb", "libbsd", "linux")
THREE = ("treeh", "treeh-rb", "libbsd")
DEPTHS = tuple("%s %s" % (t, what) for what in ("height", "mean depth")
               for t in ("tree.h", "tree.h red-black", "libbsd"))
# The operations of the comparator shapes' table
OPS = ("find", "insert", "remove")


# Output and commands

def say(text, *args):
    """Print text (dedented, without its first newline), with args put
    in."""
    text = textwrap.dedent(text)
    text = text[1:] if text.startswith("\n") else text
    sys.stdout.write(text % args if args else text)


def row(*cells):
    print("| %s |" % " | ".join(cells))


def fail(msg):
    sys.exit("counts.py: " + msg)


def sh(cmd, **kw):
    """Run cmd (a list) and return its output; exit if it fails."""
    try:
        return subprocess.run(cmd, check=True, universal_newlines=True,
                              stdout=subprocess.PIPE, **kw).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        fail("%s: %s" % (" ".join(cmd), e))


def first_line(cmd, default="?"):
    """The first line cmd prints, default if it cannot run."""
    try:
        p = subprocess.run(cmd, universal_newlines=True,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    except OSError:
        return default
    return p.stdout.split("\n")[0] if p.returncode == 0 else default


def today(fmt):
    return datetime.datetime.now(datetime.timezone.utc).strftime(fmt)


def versions():
    """libbsd-dev's version and the last commit touching tree.h."""
    return (first_line(["dpkg-query", "-W", "-f", "${Version}",
                        "libbsd-dev"]),
            first_line(["git", "-C", ROOT, "log", "-1", "--format=%h", "--",
                        "tree.h"]))


def field(lines, key):
    """The value of key=value on the first of lines that has it."""
    for line in lines:
        m = re.match(r".* %s=([^ ]*)" % re.escape(key), line)
        if m:
            return m.group(1)
    return ""


def have_linux():
    return os.path.isfile(os.path.join(LINUX_DIR, "rbtree.o"))


def linux_obj():
    """Linux's rbtree.c as its own object, OUT/rbtree.o, without -g:
    callgrind then names each function once, not once per inlined
    header."""
    sh(CC + CFLAGS.split() + LX +
       ["-c", "-o", os.path.join(OUT, "rbtree.o"),
        os.path.join(LINUX_DIR, "tools/lib/rbtree.c")])


def build(name, flags):
    """counts.c as the program OUT/name, built with flags."""
    if "LINUX" in flags:
        flags = ["-DUSE_LINUX"] + [f for f in flags if f != "LINUX"] + \
            LX + [os.path.join(OUT, "rbtree.o")]
    prog = os.path.join(OUT, name)
    sh(CC + CFLAGS.split() + ["-Wall", "-Wextra", "-I" + ROOT] + flags +
       ["-o", prog, SRC, "-lm"])
    return prog


# Callgrind

VALGRIND = shutil.which("valgrind") or "valgrind"

def callgrind(path, args, options, log):
    """Run the program args under callgrind with options, its profile in
    path, what it prints in log.  The program starts with the same stack
    wherever it is and whoever runs it: no environment, and run as
    ./NAME from its directory (the branch and cache simulations see the
    addresses, and a comparator such as memcmp takes other paths on
    other alignments)."""
    for f in glob.glob(path) + glob.glob(path + ".*"):
        os.remove(f)
    prog = args[0]
    with open(log, "w") as f:
        p = subprocess.run([VALGRIND, "--tool=callgrind"] + options +
                           ["--callgrind-out-file=" + os.path.abspath(path),
                            "./" + os.path.basename(prog)] + args[1:],
                           stdout=f, stderr=subprocess.STDOUT, env={},
                           cwd=os.path.dirname(prog) or ".")
    if p.returncode != 0:
        if log != os.devnull:
            with open(log) as f:
                sys.stderr.write(f.read())
        fail("%s failed under callgrind" % " ".join(args))


# A line of callgrind_annotate without its percentages: the counts ("."
# for none), then, with --tree=caller, "<" for a caller of the function
# that follows or "*" for the function, then "file:function", then, for
# a caller, its calls ("(1,234x)")
ANNOTATED = re.compile(r"\s*((?:[\d,.]+\s+)+)([<*>]?)\s*(\S+)"
                       r"(?:\s+\(([\d,]+)x\))?")


def annotate(path, show, callers=False):
    """The inclusive counts of the profile path, as callgrind_annotate
    gives them: {"file:function": (counts of the events show, calls)},
    calls (with callers) the sum of the calls from its callers, else 0."""
    cmd = ["callgrind_annotate", "--inclusive=yes", "--show=" + show]
    if callers:
        cmd += ["--tree=caller", "--threshold=100"]
    text = re.sub(r"\([ 0-9.]*%\)", "", sh(cmd + [path]))
    funcs, calls = {}, 0
    for line in text.split("\n"):
        m = ANNOTATED.match(line)
        if not line.strip():
            calls = 0
        elif not m:
            continue
        elif m.group(2) == "<":
            calls += int((m.group(4) or "0").replace(",", ""))
        elif m.group(2) == "*" or not callers:
            counts = [0 if c == "." else int(c.replace(",", ""))
                      for c in m.group(1).split()]
            funcs.setdefault(m.group(3), (counts, calls))
    return funcs


def function(funcs, ere):
    """(counts, calls) of the first function of annotate's funcs whose
    name matches the regular expression ere, None if none does."""
    for name, v in funcs.items():
        if re.search("[:]" + ere + "$", name):
            return v
    return None


def per_call(calls, counts):
    """counts per call ("Ir / Dr / Dw"), - without calls."""
    if calls == 0:
        return "-"
    return " / ".join("%.1f" % (c / calls) for c in counts)


def ratio(a, b):
    return "-" if b == 0 else "%.2f" % (a / b)


def walk(name, fn):
    """The function (a regular expression) doing the rebalance fn
    (INSERT_COLOR or REMOVE_COLOR) of the build name: tree.h's shared
    _rb_insert_color (the red-black scheme's insert may call
    _rb_insert_red; gcc may rename them .constprop.N) and _rb_remove,
    which unlinks and rebalances in one frame; libbsd's
    ntree_RB_INSERT_COLOR / ntree_RB_REMOVE_COLOR; Linux's
    rb_insert_color, and rb_erase, which unlinks and rebalances."""
    clone = "([.][a-z]+[.][0-9]+)?"
    if name.startswith("treeh-rb") and fn == "INSERT_COLOR":
        return "_rb_insert_(color|red)" + clone
    if name.startswith("treeh"):
        return ("_rb_insert_color" if fn == "INSERT_COLOR" else
                "_rb_remove") + clone
    if name.startswith("linux"):
        return "rb_insert_color" if fn == "INSERT_COLOR" else "rb_erase"
    return "ntree_RB_" + fn


# The tables (make bench-counts)

def tables(per_line=False):
    """The deterministic counts: whole operations, rebalance functions,
    tree shapes, heights, sizes, hook calls, comparator shapes; with
    per_line, annotate_lines too."""
    linux = have_linux()
    builds = BUILDS + (LINUX_BUILDS if linux else ())
    for name, _, flags in BUILDS:
        build(name, flags)
    if linux:
        linux_obj()
        for name, _, flags in LINUX_BUILDS:
            build(name, flags)
    header(linux)
    funcs = {}
    for w in WORKLOADS:
        for n in SIZES:
            for name, _, _ in builds:
                cg = "%s/cg.%s.%s.%s" % (OUT, name, w, n)
                callgrind(cg, [os.path.join(OUT, name), w, n, ROUNDS],
                          ["--cache-sim=yes", "--dump-before=measure",
                           "--dump-after=measure"], cg + ".log")
                if not os.path.isfile(cg + ".2"):
                    fail("no dump for measure in " + cg)
                funcs[name, w, n] = annotate(cg + ".2", "Ir,Dr,Dw",
                                             callers=True)

    def stats(name, w, n, ere):
        """calls, [Ir, Dr, Dw] of ere, inclusive (0 if never called)."""
        v = function(funcs[name, w, n], ere)
        return (v[1], v[0]) if v else (0, [0, 0, 0])

    say("""
        ### Whole operation, per call: Ir / Dr / Dw (instructions / data reads / data writes)

        steady: remove a random node, insert a random key; fifo: remove the smallest key,
        insert above the greatest; refill: remove all N in random order, insert N random keys.

        """)
    row("workload", "nodes", "operation", *[t for _, t, _ in builds])
    print("|---|---|---%s|" % ("|---" * len(builds)))
    for w in WORKLOADS:
        for n in SIZES:
            for op in ("insert", "remove"):
                row(w, n, op, *[per_call(*stats(name, w, n, "op_" + op))
                                for name, _, _ in builds])
    say("""

        ### Rebalance function (extern builds): per call, calls per operation, per operation

        """)
    walks = [b for b in builds if b[0] in WALKS]
    row("workload", "nodes", "function",
        *[c for _, t, _ in walks for c in (t + " per call", "calls/op",
                                           "per op")])
    print("|---|---|---%s|" % ("|---|---|---" * len(walks)))
    for w in WORKLOADS:
        for n in SIZES:
            for fn, op in (("INSERT_COLOR", "op_insert"),
                           ("REMOVE_COLOR", "op_remove")):
                cells = []
                for name, _, _ in walks:
                    ops = stats(name, w, n, op)[0]
                    calls, c = stats(name, w, n, walk(name, fn))
                    cells += [per_call(calls, c), ratio(calls, ops),
                              per_call(ops, c)]
                row(w, n, fn, *cells)
    print()
    if linux:
        say("""
            Linux's rebalance: rb_insert_color; rb_erase both unlinks and rebalances
            (rbtree.c inlines its removal rebalance into it), so its REMOVE_COLOR cells
            hold the whole removal, without the call of op_remove; so do tree.h's
            (_rb_remove, which inlines its walk when optimising for speed).

            """)
    say("""
        ### Tree shape at the end of the measured rounds

        """)
    row("workload", "nodes", *DEPTHS)
    print("|---|---|---|---|---|---|---|---|")
    for w in WORKLOADS:
        for n in SIZES:
            logs = []
            for name in THREE:
                with open("%s/cg.%s.%s.%s.log" % (OUT, name, w, n)) as f:
                    logs.append(f.read().splitlines())
            row(w, n, *[field(log, k) for k in ("height", "mean_depth")
                        for log in logs])
    print()
    heights(linux)
    sizes()
    hooks_table()
    cmp()
    if per_line:
        annotate_lines()


def header(linux):
    cpu = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            m = re.match(r"model name[ \t]*: (.*)", line)
            if m:
                cpu = m.group(1)
                break
    with open(os.path.join(ROOT, "tree.h"), "rb") as f:
        sha = hashlib.sha256(f.read()).hexdigest()[:12]
    libbsd, commit = versions()
    say("""
        ## Deterministic counts

        - date: %s
        - machine: %s CPUs, %s, %s
        - compiler: %s, flags: %s
        - %s, libbsd-dev %s
        - tree.h sha256 %s, last commit touching it %s
        - tree.h: weak AVL ("tree.h": -DTREE_BALANCE=TREE_WEAK_AVL) and red-black ("tree.h red-black": TREE_RED_BLACK)
        """, today("%Y-%m-%d %H:%M UTC"), first_line(["nproc"]),
        cpu or "unknown CPU", first_line(["uname", "-sm"]),
        first_line(CC + ["--version"]), CFLAGS,
        first_line(["valgrind", "--version"]), libbsd, sha, commit)
    if linux:
        with open(os.path.join(LINUX_DIR, "version")) as f:
            say("- Linux rbtree: %s, rbtree.c compiled on its own with %s %s\n",
                f.read().rstrip("\n"), " ".join(CC), CFLAGS)
    else:
        say("- Linux rbtree: not available (make bench-linux could not "
            "fetch it); its columns are left out\n")
    say("""
        - %s measured rounds (one remove + one insert each) per workload and size

        """, ROUNDS)


def heights(linux):
    """The heights and mean depths after 10^6 operations, validated."""
    say("""
        ## Height after 10^6 operations (nodes on the longest root-to-leaf path)

        random: 10^6 random inserts; ascending: keys 0..10^6-1 in order;
        mixed: 10^6 random inserts, a random element removed after every second one.

        """)
    row("workload", "n", *DEPTHS + ("log2(n+1)", "1.4405 log2(n+2) - 0.3277",
                                    "2 log2(n+1)"))
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    lines = {}
    for name in THREE + (("linux",) if linux else ()):
        out = sh([os.path.join(OUT, name), "heights"])
        with open("%s/heights.%s" % (OUT, name), "w") as f:
            f.write(out)
        lines[name] = out.splitlines()
        if name != "libbsd" and any("validate=ok" not in line
                                    for line in lines[name]):
            sys.stderr.write("counts.py: %s failed (%s):\n%s" % (
                "lx_validate" if name == "linux" else "RB_VALIDATE", name,
                out))
            sys.exit(1)

    def of(name, w):
        prefix = "libbsd" if name == "libbsd" else \
            "linux" if name == "linux" else "tree.h"
        return [line for line in lines[name]
                if line.startswith("%s %s " % (prefix, w))]

    for w in ("random", "ascending", "mixed"):
        t, r, b = (of(name, w) for name in THREE)
        row(w, field(t, "n"),
            *[field(x, k) for k in ("height", "mean_depth") for x in (t, r, b)]
            + [field(t, k) for k in ("log2", "avl_bound", "rb_bound")])
    if linux:
        print("\nLinux (validated): height%s." % "".join(
            " %s %s" % (w, field(of("linux", w), "height"))
            for w in ("random", "ascending", "mixed")))
    print()


def sizes():
    """The sizes of the node and of the functions (nm -S)."""
    say("""
        ## Sizes (%s %s, %s)

        | | tree.h | tree.h red-black | libbsd |
        |---|---|---|---|
        """, " ".join(CC), CFLAGS, first_line(["uname", "-m"]))
    info = {}
    for name in THREE:
        out = sh([os.path.join(OUT, name), "info"])
        with open("%s/info.%s" % (OUT, name), "w") as f:
            f.write(out)
        info[name] = out.splitlines()
    row("sizeof RB_ENTRY", *[field(info[b], "node_entry_bytes")
                             for b in THREE])
    row("sizeof node (uint64_t key + entry)",
        *[field(info[b], "node_bytes") for b in THREE])

    def code(name, ere):
        """Bytes of machine code of the function ere, - if none."""
        for line in sh(["nm", "-S", os.path.join(OUT, name)]).splitlines():
            w = line.split()
            if len(w) > 3 and re.search("^%s$" % ere, w[3]):
                return "%d" % int(w[1], 16)
        return "-"

    for f in ("INSERT", "INSERT_FINISH", "INSERT_COLOR", "REMOVE",
              "REMOVE_COLOR"):
        row("code bytes, ntree_RB_" + f, *[code(b, "ntree_RB_" + f)
                                           for b in THREE])
    for f in ("INSERT_COLOR", "REMOVE_COLOR"):
        row("code bytes, the rebalance of %s (tree.h, shared)" % f,
            code("treeh", walk("treeh", f)),
            code("treeh-rb", walk("treeh-rb", f)), "-")


def hooks_table():
    """Mean augmentation-hook calls per insert and per remove (counts
    hooks, built -DCOUNT_HOOKS), tree.h in both schemes against
    libbsd."""
    progs = ((build("hooks-treeh", ["-DCOUNT_HOOKS", WAVL]), "tree.h"),
             (build("hooks-treeh-rb", ["-DCOUNT_HOOKS", RB]),
              "tree.h-red-black"),
             (build("hooks-libbsd", ["-DCOUNT_HOOKS", "-DUSE_LIBBSD"]), None))
    say("""

        ## Augmentation hook calls per operation

        Hook: the greatest key of the subtree. Random keys, steady state
        (remove a random element, insert a new random key), %s counted
        rounds. tree.h "max": RB_GENERATE_AUGMENT with a hook that reports
        whether the maximum changed (the walk stops there); tree.h "always":
        the same hook always reporting a change (FreeBSD's plain RB_AUGMENT
        semantics); libbsd: RB_AUGMENT(x). "valid": every stored maximum
        is right at the end.

        | nodes | hook | insert | remove | valid |
        |---:|---|---:|---:|---|
        """, ROUNDS)
    for n in SIZES:
        v = {}
        for prog, name in progs:
            # "tree.h HOOK n=N insert=I remove=R valid=V"
            for line in sh([prog, "hooks", n, ROUNDS]).splitlines():
                w = line.split()
                if name and w[0] == "tree.h":
                    w[0] = name
                v.update(kv.split("=", 1) for kv in w[2:] if "=" in kv)
                row(v.get("n", ""), w[0] + " " + w[1],
                    "%.2f" % float(v.get("insert", 0)),
                    "%.2f" % float(v.get("remove", 0)), v.get("valid", ""))
    say("""

        libbsd calls RB_AUGMENT on the parent of a new node and in rotations
        only, not up the path, so its summaries go stale ("valid: no").
        """)


def annotate_lines():
    """Per-line counts: preprocess, put one statement per line, compile
    with -g, count the steady workload at 64 nodes."""
    for name, flags in (("treeh", []), ("libbsd", ["-DUSE_LIBBSD"])):
        pre = os.path.join(OUT, "annotate.%s.c" % name)
        with open(os.path.join(OUT, name + ".i"), "w") as f:
            f.write(sh(CC + ["-E", "-P"] + flags + ["-I" + ROOT, SRC]))
        with open(pre, "w") as f:
            f.write(sh(["clang-format", "--style={BasedOnStyle: LLVM, "
                        "ColumnLimit: 100}", os.path.join(OUT, name + ".i")]))
        prog = os.path.join(OUT, "annotate." + name)
        sh(CC + CFLAGS.split() + ["-g", "-w", "-o", prog, pre, "-lm"])
        cg = os.path.join(OUT, "cg.annotate." + name)
        callgrind(cg, [prog, "steady", "64", ROUNDS],
                  ["--cache-sim=yes", "--dump-before=measure",
                   "--dump-after=measure"], os.devnull)
        out = sh(["callgrind_annotate", "--show=Ir,Dr,Dw", "--auto=yes",
                  "--context=0", "--threshold=100", cg + ".2", pre],
                 stderr=subprocess.DEVNULL)
        with open(os.path.join(OUT, "annotate.%s.txt" % name), "w") as f:
            f.writelines(line for line in out.splitlines(True)
                         if not line.startswith("-- line"))
    say("""

        Per-line counts: %s/annotate.treeh.txt, %s/annotate.libbsd.txt
        """, OUT, OUT)


# The comparator shapes (make bench-counts, python3 counts.py cmp)

def cmp():
    """Per comparator shape (bench/common/cmp.h), callgrind's Ir and
    simulated mispredictions (--branch-sim=yes: Bcm + Bim, a model, not
    the CPU's predictor, but repeatable whatever the load) per call of
    op_find, op_insert and op_remove (counts cmp), tree.h next to libbsd
    with the same comparator, RB_GENERATE_STATIC."""
    hdrs = (("treeh", []), ("libbsd", ["-DUSE_LIBBSD"]))
    for shape in SHAPES:
        for hdr, flags in hdrs:
            build("cmp-%s-%s" % (shape, hdr),
                  ["-DGEN_STATIC", "-DBENCH_CMP=" + shape] + flags)
    say("""

        ## Comparator shapes: callgrind counts per operation

        Ir and simulated mispredictions (callgrind --branch-sim=yes) per call,
        %s random finds and %s remove + insert of a random node,
        %s %s, RB_GENERATE_STATIC; tree.h / libbsd.

        """, CMP_ROUNDS, CMP_ROUNDS, " ".join(CC), CFLAGS)
    row("shape", "nodes", *["%s %s" % (op, what) for op in OPS
                            for what in ("Ir", "mispr.")])
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    r = int(CMP_ROUNDS)
    for shape in SHAPES:
        for n in SIZES:
            funcs = []
            for hdr, _ in hdrs:
                cg = "%s/cg.cmp-%s-%s.%s" % (OUT, shape, hdr, n)
                callgrind(cg, ["%s/cmp-%s-%s" % (OUT, shape, hdr), "cmp", n,
                               CMP_ROUNDS],
                          ["--branch-sim=yes", "--toggle-collect=measure"],
                          cg + ".log")
                funcs.append(annotate(cg, "Ir,Bcm,Bim"))
            cells = []
            for op in OPS:
                c = [function(fs, "op_" + op) for fs in funcs]
                cells += [" / ".join("%.0f" % (v[0][0] / r) if v else ""
                                     for v in c),
                          " / ".join("%.2f" % ((v[0][1] + v[0][2]) / r)
                                     if v else "" for v in c)]
            row(shape, n, *cells)


# RB_REMOVE against RB_POP_MIN (make bench-counts-pop)

def pop():
    """What RB_REMOVE and RB_POP_MIN cost per call, plain and cached
    head, tree.h in both schemes (rb-: red-black) (counts
    remove|popmin|batch|drain), next to Linux's rb_erase and
    rb_root_cached pop (rb_first_cached + rb_erase_cached), under
      valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes
    Ir / Dr / Dw and mispredicted conditional branches (Bcm) per call of
    the noinline wrappers op_remove / op_pop, inclusive; the drain rows
    also give the data cache misses per pop with a 32 KiB L1 and an 8 MiB
    last level, the other memory touched between batches (12 MiB)
    evicting the tree as the benchmark's dirty cache does, as reads /
    writes."""
    build("pop-plain", ["-DGEN_STATIC", WAVL])
    build("pop-cached", ["-DGEN_CACHED", WAVL])
    build("pop-rb-plain", ["-DGEN_STATIC", RB])
    build("pop-rb-cached", ["-DGEN_CACHED", RB])
    linux = have_linux()
    if linux:
        linux_obj()
        build("pop-linux", ["LINUX"])
        build("pop-linux-cached", ["LINUX", "-DLX_CACHED"])

    def line(head, mode, n, rounds, fn, calls):
        f = "%s/cg.pop.%s.%s.%s" % (OUT, head, mode, n)
        callgrind(f, ["%s/pop-%s" % (OUT, head), mode, str(n), str(rounds)],
                  ["--cache-sim=yes", "--branch-sim=yes", "--D1=32768,8,64",
                   "--LL=8388608,16,64", "--toggle-collect=measure"],
                  f + ".log")
        v = function(annotate(f, "Ir,Dr,Dw,Bcm,D1mr,D1mw,DLmr,DLmw"), fn)
        if not v:
            row(head, mode, str(n), fn, "-", "-", "-")
            return
        ir, dr, dw, bcm, d1r, d1w, llr, llw = v[0]
        row(head, mode, str(n), fn,
            "%.1f / %.1f / %.1f" % (ir / calls, dr / calls, dw / calls),
            "%.2f" % (bcm / calls),
            "%.2f / %.2f" % ((d1r + d1w) / calls, (llr + llw) / calls),
            "%.2f / %.2f" % (llr / calls, llw / calls))

    row("head", "workload", "nodes", "function", "Ir / Dr / Dw", "Bcm",
        "D1 / LL misses", "LL read / write misses")
    print("|---|---|---|---|---|---|---|---|")
    plain = ["plain", "rb-plain"] + (["linux"] if linux else [])
    cached = ["cached", "rb-cached"] + (["linux-cached"] if linux else [])
    for n in (64, 4096):
        for h in plain + ["cached", "rb-cached"]:
            line(h, "remove", n, 100000, "op_remove", 100000)
        for h in ["plain", "rb-plain"] + cached:
            line(h, "popmin", n, 100000, "op_pop", 100000)
    for n in (13, 34):
        for h in cached:
            line(h, "batch", n, 200, "op_pop", 200 * 512)
    for n, rounds, batch in ((4096, 20, 256), (65536, 2, 4096)) + \
            (((1048576, 1, 65536),) if (ENV("BIG") or "no") != "no" else ()):
        for h in cached:
            line(h, "drain", n, rounds, "op_pop", rounds * batch)
    if not linux:
        print("(Linux rows left out: no %s/rbtree.o; make bench-linux)"
              % LINUX_DIR)


# Instructions, loads and stores under qemu (make bench-counts-cross)

TARGETS_SH = os.path.join(ROOT, "bench/common/targets.sh")
TARGET_VARS = ("arch", "triplet", "CC", "OPT", "NM", "QEMU", "LINK", "INC",
               "LINUX_INC", "title", "tag")


def targets_sh(script, *args):
    """The output of the shell script run after sourcing
    bench/common/targets.sh (the cross targets, shared with
    bench/size/size-cross.sh), with args."""
    return sh(["sh", "-c", ". \"$0\"; " + script, TARGETS_SH] + list(args))


def target(spec):
    """The variables that targets.sh's "target spec" sets."""
    out = targets_sh("target \"$1\"; printf '%%s\\n' %s"
                     % " ".join('"$%s"' % v for v in TARGET_VARS), spec)
    return dict(zip(TARGET_VARS, out.split("\n")), spec=spec)


def trace(t, prog, n, rounds):
    """{(op, pc): count}: how often each instruction (pc, hexadecimal)
    ran in "prog steady n rounds" under the target t's qemu, op the
    operation running it: op_insert or op_remove from the entry of that
    function on (until the other one's), "-" before the first."""
    entry = {}
    for line in sh([t["NM"], prog]).splitlines():
        w = line.split()
        if len(w) == 3 and w[2] in ("op_insert", "op_remove"):
            entry[w[0].lstrip("0")] = w[2]
    counts, op = {}, "-"
    out = "%s.%s.out" % (prog, rounds)
    with open(out, "w") as f:
        p = subprocess.Popen(
            ["sh", "-c", ". \"$0\"; target \"$1\"; shift; QRUN_OPTS="
             "\"-singlestep -d exec,nochain -D /dev/stderr\"; qrun \"$@\"",
             TARGETS_SH, t["spec"], prog, "steady", n, str(rounds)],
            stdout=f, stderr=subprocess.PIPE, universal_newlines=True)
        # "Trace CPU: HOST [FLAGS/PC/...]": one line per instruction
        for line in p.stderr:
            w = line.split()
            if w and w[0] == "Trace":
                pc = (w[3].split("/") + [""])[1].lstrip("0")
                op = entry.get(pc, op)
                counts[op, pc] = counts.get((op, pc), 0) + 1
        p.wait()
    with open(out) as f:
        if "rounds=%s " % rounds not in f.read():
            fail("cross: %s steady %s %s failed" % (prog, n, rounds))
    return counts


# The memory accesses (loads, stores) of an instruction, per
# architecture: a load or store pair (ldp, ldrd) counts two, a load or
# store multiple (ldm, pop, push) one per register; x86-64 push, pop,
# call and ret count their stack access, and an instruction that reads
# and writes a memory operand counts one of each.  Thumb-2 instructions
# skipped by an IT block count as executed.

def nregs(ops):
    """Registers in an ARM register list such as {r4, r5-r7, pc}."""
    n = 0
    for r in re.sub(r"[{}^]", "", ops).split(","):
        m = re.fullmatch(r"r(\d+)-r(\d+)", r.strip())
        n += int(m.group(2)) - int(m.group(1)) + 1 if m else 1
    return n


def mem_arm(m, ops):
    m = m.split(".")[0]
    if m in ("pop", "push") or m[:3] in ("ldm", "stm"):
        n = nregs(ops)
    elif m in ("ldrd", "strd"):
        n = 2
    else:
        n = 1
    if m == "pop" or m.startswith("ldr") or m.startswith("ldm"):
        return n, 0
    if m == "push" or m.startswith("str") or m.startswith("stm"):
        return 0, n
    return 0, 0


def mem_aarch64(m, ops):
    n = 2 if m in ("ldp", "stp", "ldnp", "stnp", "ldpsw") else 1
    if m.startswith("ld"):
        return n, 0
    if m.startswith("st"):
        return 0, n
    return 0, 0


def mem_riscv64(m, ops):
    m = m[2:] if m.startswith("c.") else m
    if m in ("lb", "lh", "lw", "ld", "lbu", "lhu", "lwu", "flw", "fld") or \
            m.startswith("lr."):
        return 1, 0
    if m in ("sb", "sh", "sw", "sd", "fsw", "fsd") or m.startswith("sc."):
        return 0, 1
    return 0, 0


def mem_x86_64(m, ops):
    if m.startswith("push") or m.startswith("call"):
        return 0, 1
    if m.startswith("pop") or m.startswith("ret"):
        return 1, 0
    if "(" not in ops or m.startswith("lea") or m.startswith("nop"):
        return 0, 0
    # AT&T: the destination is the last operand.
    last = ops.rsplit(",", 1)[-1]
    if "(" not in last or m.startswith("cmp") or m.startswith("test") or \
            m.startswith("bt") and not m.startswith("bts"):
        return 1, 0
    if m.startswith("mov") or m.startswith("set"):
        return 0, 1
    return 1, 1


MEM = {"armhf": mem_arm, "cm7": mem_arm, "aarch64": mem_aarch64,
       "riscv64": mem_riscv64, "x86-64": mem_x86_64}

# The function groups (name, OPFN, ERE), the same for every tree: the
# functions (symbols matching ERE) whose instructions, run for the
# operation OPFN, make up the group.  tree.h's rebalance is the shared
# _rb_*_color (maybe renamed .constprop.N) behind the RB_*_COLOR
# wrappers; libbsd's is in them; Linux's in rb_insert_color and
# rb_erase, with a rotation helper that gcc may keep out of line.
# tree.h's shared (key-free) functions of either scheme: any _rb_
# function with insert or remove in its name, and the rotations they
# share (an instruction counts for the operation that ran it).
LXROT = "|__rb_rotate_set_parents"
TINS = "_rb_[a-z_]*insert[a-z_]*([.].*)?|_rb_[a-z_]*rotate[a-z_]*([.].*)?"
TREM = "_rb_[a-z_]*remove[a-z_]*([.].*)?|_rb_[a-z_]*rotate[a-z_]*([.].*)?"
GROUPS = (
    ("rebalance", "op_insert",
     "ntree_RB_INSERT_COLOR|%s|rb_insert_color%s" % (TINS, LXROT)),
    ("extract", "op_remove",
     "ntree_RB_REMOVE|ntree_RB_REMOVE_COLOR|%s|rb_erase%s" % (TREM, LXROT)),
    ("insert", "op_insert",
     "op_insert|ntree_RB_INSERT|ntree_RB_INSERT_FINISH|ntree_RB_INSERT_COLOR"
     "|%s|rb_insert_color%s" % (TINS, LXROT)),
    ("remove", "op_remove",
     "op_remove|ntree_RB_REMOVE|ntree_RB_REMOVE_COLOR|%s|rb_erase%s"
     % (TREM, LXROT)),
)


def qcount(t, prog, c1, c2):
    """{group: [insns, loads, stores] per call of its OPFN ("%.1f", "-"
    where no function of the group ran)} from the traces c1 and c2 of
    two runs of prog that differ only in the number of measured rounds:
    their difference is the cost of the extra rounds alone.  OPFN's calls
    are the runs of its first instruction.  So code shared by two
    operations (a rotation helper) counts for the one that ran it."""
    thumb = 1 if t["arch"] in ("armhf", "cm7") else 0
    syms = []
    for line in sh([t["triplet"] + "-nm", "-S", "--defined-only",
                    prog]).splitlines():
        w = line.split()
        if len(w) == 4 and w[2] in "tT":
            start = int(w[0], 16) & ~thumb
            syms.append((w[3], start, start + int(w[1], 16)))
    entry = {s[0]: s[1] for s in syms}

    def by_address(counts):
        # Thumb code addresses may carry the Thumb bit
        d = {}
        for (op, pc), n in counts.items():
            k = op, int(pc, 16) & ~thumb
            d[k] = d.get(k, 0) + n
        return d

    c1, c2 = by_address(c1), by_address(c2)
    members = {name: [s for s in syms if re.fullmatch(ere, s[0])]
               for name, _, ere in GROUPS}
    ranges = [s[1:] for m in members.values() for s in m]
    insns = {}
    for line in sh([t["triplet"] + "-objdump", "-d", "--no-show-raw-insn",
                    "--start-address=%#x" % min(r[0] for r in ranges),
                    "--stop-address=%#x" % max(r[1] for r in ranges),
                    prog]).splitlines():
        m = re.match(r"\s*([0-9a-f]+):\s+(\S+)\s*([^#;<]*)", line)
        if m:
            insns[int(m.group(1), 16)] = (m.group(2), m.group(3).strip())
    mem = MEM[t["arch"]]
    result = {}
    for name, opfn, _ in GROUPS:
        key = opfn, entry[opfn]
        ops = c2.get(key, 0) - c1.get(key, 0)
        if ops <= 0:
            fail("%s never ran" % opfn)
        n = ld = st = 0
        for _, lo, hi in members[name]:
            for pc in range(lo, hi):
                d = c2.get((opfn, pc), 0) - c1.get((opfn, pc), 0)
                if d == 0:
                    continue
                if pc not in insns:
                    fail("no instruction at %#x" % pc)
                r, w = mem(*insns[pc])
                n += d
                ld += d * r
                st += d * w
        result[name] = ["-"] * 3 if n == 0 else \
            ["%.1f" % (x / ops) for x in (n, ld, st)]
    return result


# The fair Linux columns: tree.h's removal marks the element as in no
# tree, which Linux does only with RB_CLEAR_NODE, so tree.h as shipped
# compares with rb_erase + RB_CLEAR_NODE (linux-clear), and tree.h
# without the mark (RB_NO_LINK_STATE, treeh-rb-nls) with rb_erase alone.
CROSS_TREES = (("treeh", "tree.h weak AVL", [WAVL]),
               ("treeh-rb", "tree.h red-black", [RB]),
               ("treeh-rb-nls", "tree.h red-black, RB_NO_LINK_STATE",
                [RB, "-DRB_NO_LINK_STATE"]),
               ("libbsd", "libbsd", ["-DUSE_LIBBSD"]),
               ("linux", "Linux", ["LINUX"]),
               ("linux-clear", "Linux, rb_erase + RB_CLEAR_NODE",
                ["LINUX", "-DLX_CLEAR_NODE"]))
# The red-black scheme against Linux: (tree.h build, Linux build)
CROSS_FAIR = (("treeh-rb", "linux-clear"), ("treeh-rb-nls", "linux"))
# RTEMS's published figures (Cortex-M7, 64 nodes, random keys): its
# red-black insert rebalance and extract
RTEMS = {"rebalance": ["21.9", "5.8", "3.9"],
         "extract": ["37.9", "11.2", "9.0"]}


def cross():
    """Instructions, loads and stores per call on the cross targets,
    tree.h in its two balance schemes against libbsd and Linux, the
    table of the RTEMS report: insert rebalance and extract, random keys,
    64 nodes.

    counts.c is linked statically for each target of $TARGETS and run as
    "counts steady N ROUNDS" under qemu-user with -singlestep -d
    exec,nochain: qemu then logs every guest instruction it runs, which
    gives an exact, deterministic count per instruction address (trace).
    The Cortex-M7 target (cm7) runs the same way under qemu-system-arm,
    board mps2-an500, with picolibc's semihosting for the arguments, the
    output and the exit.  Two runs that differ only in the number of
    measured rounds (R1 and R1 + ROUNDS; the key sequence is fixed) are
    subtracted, which leaves the cost of ROUNDS rounds of "remove a
    random element, insert a new random key".  Each instruction counts
    for the operation running it (op_insert or op_remove, whichever was
    entered last), so that a helper shared by both is split right;
    qcount adds up the instructions of each function group and their
    loads and stores (from the target's objdump) per call of op_insert /
    op_remove.  On x86-64 the figures equal callgrind's Ir, Dr and Dw
    (make bench-counts).  Where make bench-linux has fetched Linux's
    rbtree into $BUILD/linux/, Linux too: counts.c -DUSE_LINUX with
    tools/lib/rbtree.c compiled on its own for the target."""
    build_dir = ENV("BUILD") or "build"
    n = ENV("N") or "64"
    r1 = int(ENV("R1") or "200")
    rounds = ENV("CROSS_ROUNDS") or "1000"
    out = build_dir + "/bench/counts-cross"
    linux_dir = build_dir + "/linux"
    os.makedirs(out, exist_ok=True)
    specs = targets_sh("printf '%s' \"$TARGETS\"").split()
    trees = [t for t in CROSS_TREES if not t[0].startswith("linux") or
             os.path.isfile(linux_dir + "/tools/lib/rbtree.c")]
    names = {t[0]: t[1] for t in trees}
    ratios = [(a, p) for a in ("treeh", "treeh-rb") for p in names
              if p in ("libbsd", "linux")] + \
        [(a, p) for a, p in CROSS_FAIR if p in names]

    def measure(t, tree, flags):
        """{group: [insns, loads, stores]} of tree on the target t."""
        prog = "%s/%s.%s" % (out, t["tag"], tree)
        cc = [t["CC"]] + t["OPT"].split() + t["LINK"].split()
        if "LINUX" in flags:
            lx = ["-I%s/tools/include" % linux_dir] + t["LINUX_INC"].split()
            sh(cc + lx + t["INC"].split() +
               ["-c", "-o", prog + ".rbtree.o",
                linux_dir + "/tools/lib/rbtree.c"])
            flags = ["-DUSE_LINUX"] + lx + [prog + ".rbtree.o"] + \
                [f for f in flags if f != "LINUX"]
        sh(cc + ["-Wall", "-Wextra", "-I" + ROOT] + t["INC"].split() +
           ["-o", prog, SRC] + flags + ["-lm"])
        return qcount(t, prog, trace(t, prog, n, r1),
                      trace(t, prog, n, r1 + int(rounds)))

    libbsd, commit = versions()
    say("""
        ## Instructions, loads and stores per call on embedded targets

        - date: %s
        """, today("%Y-%m-%d"))
    sys.stdout.write(targets_sh("target_compilers"))
    for q in sorted({target(s)["QEMU"] for s in specs}):
        print("- %s (-singlestep -d exec,nochain)"
              % first_line([q, "--version"], ""))
    print("- libbsd-dev %s, tree.h at %s" % (libbsd, commit))
    if "linux" in names:
        print("- Linux rbtree: tools/lib/rbtree.c of %s"
              % first_line(["cat", linux_dir + "/version"]))
    else:
        print("- Linux rbtree: not fetched (make bench-linux), left out")
    say("""
        - %s nodes, random keys, %s measured rounds (remove a random element, insert a new random key)

        Per call: instructions / loads / stores (memory accesses: a pair or
        multiple load or store counts one per register).  rebalance: RB_INSERT_COLOR
        (tree.h: its shared _rb_insert_color; Linux: rb_insert_color) per insert;
        extract: RB_REMOVE with its rebalance (Linux: rb_erase; with
        RB_CLEAR_NODE, which marks the node as tree.h's removal does, also what
        that store adds to the whole removal); insert, remove: the whole
        operation, descent included.  tree.h: weak AVL
        (-DTREE_BALANCE=TREE_WEAK_AVL) and red-black (TREE_RED_BLACK; with
        RB_NO_LINK_STATE, no mark).

        """, n, rounds)
    row("target", "operation", *[t for _, t, _ in trees] +
        ["%s / %s instructions" % (names[a], names[p]) for a, p in ratios])
    print("|---|---%s|" % ("|---:" * (len(trees) + len(ratios))))
    verdicts = []
    for spec in specs:
        t = target(spec)
        got = {tree: measure(t, tree, flags) for tree, _, flags in trees}
        if "linux-clear" in got:
            # RB_CLEAR_NODE is a store in the caller (op_remove), after
            # rb_erase: its extract is rb_erase and what the store adds
            # to the whole removal
            got["linux-clear"]["extract"] = [
                "%.1f" % (float(e) + float(c) - float(p)) for e, c, p in
                zip(got["linux-clear"]["extract"],
                    got["linux-clear"]["remove"], got["linux"]["remove"])]
        for g, _, _ in GROUPS:
            cells = [" / ".join(got[tree][g]) if tree in got else "-"
                     for tree in names]
            for a, p in ratios:
                x = [got[a][g][0], got[p][g][0] if p in got else "-"]
                cells.append("-" if "-" in x else
                             "%.2f" % (float(x[0]) / float(x[1])))
            row(t["title"], g, *cells)
        # the red-black scheme against Linux (its rebalance against
        # rb_insert_color; its extract as shipped against rb_erase +
        # RB_CLEAR_NODE, without the mark against rb_erase) and RTEMS
        for g in ("rebalance", "extract"):
            pairs = [("treeh-rb", "linux")] if g == "rebalance" else \
                list(CROSS_FAIR)
            refs = [(a, names[p], got[p][g]) for a, p in pairs if p in got]
            if t["arch"] == "cm7":
                refs += [(a, "RTEMS", RTEMS[g]) for a, _ in pairs]
            verdicts += ["- %s, %s: %s %s against %s %s: %s"
                         % (t["title"], g, names[a], "/".join(got[a][g]),
                            who, "/".join(ref), verdict(got[a][g], ref))
                         for a, who, ref in refs]
    say("""

        The red-black scheme against the issue's targets (rebalance and
        extract at most Linux's instructions, loads and stores: the extract
        as shipped against rb_erase + RB_CLEAR_NODE, with RB_NO_LINK_STATE
        against rb_erase; on Cortex-M7 also at most RTEMS's published
        21.9 / 5.8 / 3.9 and 37.9 / 11.2 / 9.0):

        """)
    for v in verdicts:
        print(v)


def verdict(ours, ref):
    """met, or missed with what exceeds ref (instructions, loads,
    stores)."""
    over = ""
    for what, a, b in zip(("instructions", "loads", "stores"), ours, ref):
        try:
            a, b = float(a), float(b)
        except ValueError:
            pass
        if a > b:
            over += " %s +%.1f" % (what, a - b)
    return "missed" + over if over else "met"


def need(mode):
    """Exit, saying what to install, if a tool of mode is missing
    (mk/cross.mk installs those of cross)."""
    missing = [] if mode == "cross" else \
        [t for t in (CC[0], "valgrind", "callgrind_annotate")
         if not shutil.which(t)]
    if not os.path.isfile("/usr/include/bsd/sys/tree.h"):
        missing.append("libbsd-dev")
    if mode == "annotate" and not shutil.which("clang-format"):
        missing.append("clang-format")
    if missing:
        sys.exit("counts.py: missing: %s\ncounts.py: install with: apt-get "
                 "install -y gcc valgrind libbsd-dev clang-format"
                 % " ".join(missing))


MODES = {"tables": tables, "annotate": lambda: tables(per_line=True),
         "pop": pop, "cmp": cmp, "cross": cross}


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "tables"
    if len(sys.argv) > 2 or mode not in MODES:
        sys.exit("usage: python3 bench/counts/counts.py "
                 "[annotate|pop|cross|cmp]")
    need(mode)
    if mode != "cross":
        os.makedirs(OUT, exist_ok=True)
    MODES[mode]()


main()
