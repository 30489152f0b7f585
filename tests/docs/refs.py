#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# refs.py: every file of the repository and every make target that the
# documents name exists.
#
#	python3 tests/docs/refs.py FILE... [--paths FILE...]
#
# A path is a word that starts with a top-level directory of the
# repository (tests/, bench/, gen/, mk/, scripts/, docs/, examples/,
# .ci/); it must name a file or directory of the working tree, or a file
# that a rule of make builds (examples/wordfreq).  One after a ":" is a
# path in git's history ("git show REV:docs/design.md") and is skipped.
# A word in capitals (NAME, TARGET) or a "*" stands for any name:
# "mk/NAME.mk" needs one file mk/*.mk.
#
# A target is a word after "make" in a code span (`make bench-ab A=HEAD`)
# or on a line of a code block; options and VAR=value are skipped, and a
# "#" or a word that is not a target's ends the command.  The targets are
# the rules of make's database ("make -pRrq"), pattern rules included.
# In the FILEs after --paths (sources, whose comments speak of "make" in
# prose) only the paths are checked.
#
# Prints each name that does not exist with its file and line, and exits
# 1 if there is one.

import glob
import os
import re
import subprocess
import sys

TOP = ("tests", "bench", "gen", "mk", "scripts", "docs", "examples", ".ci")
PATH = re.compile(r"(?<![\w./$:-])(?:%s)/[\w./*{}-]*"
                  % "|".join(re.escape(t) for t in TOP))
SPAN = re.compile(r"`([^`]+)`")
WORD = re.compile(r"^[a-z_][\w.%/-]*$")
# Targets of the programs docs/porting.md builds (OpenSSH's), not ours.
OTHERS = {"unit", "t-exec"}


def targets():
    """The targets of make's database: as regular expressions (pattern
    rules too), and the names of the files it can build."""
    env = dict(os.environ, MAKEFLAGS="", MFLAGS="", MAKELEVEL="")
    out = subprocess.run([os.environ.get("MAKE", "make"), "-pRrq", "-f",
                          "Makefile"], env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL,
                         universal_newlines=True).stdout
    pats, names = set(), set()
    for line in out.splitlines():
        m = re.match(r"^([^#\s=$][^=$]*?):(?:[^=]|$)", line)
        if m:
            for t in m.group(1).split():
                pats.add("^%s$" % re.escape(t).replace("%", ".+"))
                names.add(t)
    return [re.compile(p) for p in pats], names


def path_exists(word):
    word = word.rstrip(".,:;)*")
    if not word or word.endswith("/..."):
        return True
    # NAME, TARGET, CC: any name; {a,b}: either.
    pat = re.sub(r"\b[A-Z][A-Z0-9_]+\b", "*", word)
    alts = [pat]
    m = re.search(r"\{([^}]*)\}", pat)
    if m:
        alts = [pat[:m.start()] + a + pat[m.end():]
                for a in m.group(1).split(",")]
    return all(glob.glob(a.rstrip("/") or a) for a in alts)


def make_targets(text):
    """The targets that a command "make ..." in text names."""
    out = []
    for m in re.finditer(r"(?:^|[\s;&|(])make((?:\s+\S+)+)", text):
        words = m.group(1).split()
        i = 0
        while i < len(words):
            w = words[i]
            if w in ("-f", "-C", "-o", "-W", "-I"):
                i += 2
                continue
            if w.startswith("-") or "=" in w:
                i += 1
                continue
            if not WORD.match(w):
                break
            out.append(w)
            i += 1
    return out


def main(args):
    pats, built = targets()
    bad = 0
    files = [(a, True) for a in args if a != "--paths"]
    if "--paths" in args:
        cut = args.index("--paths")
        files = [(a, i < cut) for i, a in enumerate(args) if i != cut]

    def fault(where, what):
        nonlocal bad
        bad += 1
        print("%s: %s" % (where, what))

    for path, docs in files:
        fence = False
        with open(path) as f:
            for no, line in enumerate(f, 1):
                where = "%s:%d" % (path, no)
                if line.startswith("```"):
                    fence = not fence
                    continue
                for w in PATH.findall(line):
                    if not path_exists(w) and w.rstrip(".,:;)*") not in built:
                        fault(where, "no file %s" % w)
                code = fence or line.startswith("    ") and line.strip()
                cmds = [line] if code else SPAN.findall(line)
                if not docs:
                    cmds = []
                for c in cmds:
                    for t in make_targets(c):
                        if t not in OTHERS and \
                                not any(p.match(t) for p in pats):
                            fault(where, "no target 'make %s'" % t)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
