#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# refs.py: every file of the repository, every make target and every
# section of a document that the documents name exists, and they speak of
# the code, not of how it was made.
#
#	python3 tests/docs/refs.py FILE... [--paths FILE...] [--words FILE...]
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
# prose) only the paths and sections are checked.
#
# A section is cited by name: docs/design.md, "The red-black scheme" (or
# docs/design.md ("Insertion" and "Removal")); each quoted name must be
# part of a heading of that document, so that renaming a heading fails
# here.  A section cited by number ("docs/design.md, section 15") fails.
#
# The FILEs before --paths, and those after --words (tree.h), must not
# speak of the process that made the code: an issue number ("issue 21",
# "#21"), a session or a lane, a "met" or "missed" verdict, "so far".
# The patterns are checked against known good and bad lines first.
#
# Prints each fault with its file (and line), and exits 1 if there is one.

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
# A section cited by name, and by number.
CITE = re.compile(r'\b(?:docs/)?(\w+)\.md`?(?:,\s*|\s*\(\s*|\s+)'
                  r'((?:"[^"]+"(?:\s*(?:,|and)\s*)?)+)')
BY_NUMBER = re.compile(r"\bdesign\.md`?,?\s*\(?\s*sections?\s+\d+")
# Words of the process, with what to call them.
PROCESS = [
    (re.compile(r"\bissues?\s+#?\d+", re.I), "an issue number"),
    (re.compile(r"(?<![\w&#/])#\d{2,}\b"), "an issue number"),
    (re.compile(r"\bsessions?\s+\d+", re.I), "a session"),
    (re.compile(r"\blanes?\b", re.I), "a lane"),
    (re.compile(r"\bso far\b", re.I), '"so far"'),
    (re.compile(r"\bmissed\b", re.I), 'a "missed" verdict'),
    (re.compile(r"[:;]\s*met\b|\bmet\s+(?:for|in|on)\b|\*\*\s*(?:target\s+)?"
                r"met\b|\btargets?\b[^.]{0,60}\bmet\b", re.I),
     'a "met" verdict'),
]
PROCESS_BAD = ["### Targets (issue 21)", "see #42 for more", "in session 3",
               "the rb lane's change", "The longest run so far took",
               "- x86-64 -O2, extract: 51.3 against 41.4: missed",
               "**Target met**: 96.1 %", "met for sub and two-field",
               "Every target is met at 4096 nodes"]
PROCESS_GOOD = [" * are met:", "the number of insertions made",
                "a cache miss", "#define _RB_L2 2", "## 15. The red-black",
                "&#35;", "a member of the issue tracker's list"]


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


def process_word(line):
    """What a line says of the process, or None."""
    for pat, what in PROCESS:
        if pat.search(line):
            return what
    return None


def headings(doc, cache={}):
    """The headings of docs/DOC.md."""
    if doc not in cache:
        path = "docs/%s.md" % doc
        lines = open(path).read().splitlines() if os.path.exists(path) \
            else []
        cache[doc] = [h.lstrip("#").strip() for h in lines
                      if h.startswith("#")]
    return cache[doc]


def sections(path, fault):
    """Every section path cites exists, and none is cited by number."""
    text = open(path).read()
    # One line: the comment leaders and the line breaks are spaces.
    text = re.sub(r"\s*\n\s*(?:\*(?!\*)|#|//)?\s*", " ", text)
    for m in BY_NUMBER.finditer(text):
        fault(path, "cite the section by name: %s" % m.group(0))
    for m in CITE.finditer(text):
        heads = headings(m.group(1))
        if not heads:
            continue
        for name in re.findall(r'"([^"]+)"', m.group(2)):
            if not any(name in h for h in heads):
                fault(path, 'no section "%s" in docs/%s.md'
                      % (name, m.group(1)))


def main(args):
    pats, built = targets()
    bad = 0
    files, mode = [], "docs"
    for a in args:
        if a in ("--paths", "--words"):
            mode = a[2:]
        else:
            files.append((a, mode))

    def fault(where, what):
        nonlocal bad
        bad += 1
        print("%s: %s" % (where, what))

    for line in PROCESS_BAD:
        if not process_word(line):
            fault("refs.py", "a process word not caught: %s" % line)
    for line in PROCESS_GOOD:
        if process_word(line):
            fault("refs.py", "a fair line caught: %s" % line)

    for path, mode in files:
        if mode != "words":
            sections(path, fault)
        fence = False
        with open(path) as f:
            for no, line in enumerate(f, 1):
                where = "%s:%d" % (path, no)
                if mode != "paths":
                    what = process_word(line)
                    if what:
                        fault(where, "%s: %s" % (what, line.strip()))
                if mode == "words":
                    continue
                if line.startswith("```"):
                    fence = not fence
                    continue
                for w in PATH.findall(line):
                    if not path_exists(w) and w.rstrip(".,:;)*") not in built:
                        fault(where, "no file %s" % w)
                code = fence or line.startswith("    ") and line.strip()
                cmds = [line] if code else SPAN.findall(line)
                if mode != "docs":
                    cmds = []
                for c in cmds:
                    for t in make_targets(c):
                        if t not in OTHERS and \
                                not any(p.match(t) for p in pats):
                            fault(where, "no target 'make %s'" % t)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
