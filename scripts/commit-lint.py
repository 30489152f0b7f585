#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
"""commit-lint.py: CONTRIBUTING.md's rule for commit messages.

    python3 scripts/commit-lint.py [RANGE]        commits of RANGE
    python3 scripts/commit-lint.py --msg FILE     a message being written
                                                  (the commit-msg hook)

A message is
  - a subject of at most 72 characters, in the imperative: its first word
    (after a "name: " prefix such as "tree.3: " or "make bench: ") is no
    past tense, gerund or third person ("Added", "Fixing", "Adds", "Is");
  - without process words in the subject ("issue 12", "#12", "session",
    "lane", "helper", "branch rb's", "on the branch"): it names the
    change;
  - with a body, after a blank line, when the commit changes tree.h or a
    file of gen/: the why and the evidence;
  - not a merge: work lands by rebase.

RANGE is a git revision range (BASE..HEAD).  Without it, the commits since
the last release: after the later of the commit that set tree.h's current
TREE_H_VERSION and the commit that added this script (older history is
not held to the rule).  In a shallow clone, the commits it has.  Prints
one line per fault and "commit-lint: P passed, F failed"; exits 1 on a
fault.  A commit listed in scripts/commit-lint.known (its full hash: one
that landed on main with a fault, which no rebase takes back) is
reported as a known fault and does not fail.  With --msg, the files of
the commit are the staged ones.
"""

import os
import re
import subprocess
import sys

LIMIT = 72
# Commits on main that break the rule and stay: main is never rewritten.
KNOWN = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                     "commit-lint.known")
# "name: " before the subject proper: one or two words, no sentence
PREFIX = re.compile(r"^[\w./<>*+-]+(?: [\w./<>*+-]+)?: ")
# Imperative verbs that end as other forms do
NOT_PAST = {"embed", "shed", "shred", "need", "seed", "feed", "speed",
            "proceed", "exceed", "succeed", "bleed"}
NOT_GERUND = {"bring", "string", "ping", "ring", "sing"}
AUXILIARY = {"is", "was", "were", "are", "has", "had", "does", "did",
             "been"}
# After a "name: " prefix a word in -s is as likely a noun ("tests: ...",
# "README: heights from ..."): there only these verbs' past and -ing
# forms count.
VERBS = """add adjust allow avoid bump change check clean convert correct
count cover create delete describe document drop enable extend fix
generate guard handle implement improve introduce land list mark measure
mention merge move name print rebalance reduce refactor refresh
regenerate remove rename reorder replace report restore revert simplify
skip sort state store support test tidy trim tune update use""".split()
# Irregular verbs and their past forms (a past that is the verb itself,
# "cut", "set", is left out: it reads as the imperative)
IRREGULAR = {"build": {"built"}, "give": {"gave", "given"},
             "keep": {"kept"}, "make": {"made"}, "read": set(),
             "run": {"ran"}, "say": {"said"}, "set": set(), "cut": set(),
             "split": set(), "take": {"took", "taken"},
             "write": {"wrote", "written"}}


def gerund(verb):
    if re.search(r"[^aeiou]e$", verb):
        return verb[:-1] + "ing"
    if re.search(r"^[^aeiou]*[aeiou][bdgmnprt]$", verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def past(verb):
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    return gerund(verb)[:-3] + "ed"


NOT_IMPERATIVE = {past(v) for v in VERBS} | \
    {gerund(v) for v in VERBS + list(IRREGULAR)} | \
    set().union(*IRREGULAR.values())

# Words of how the work was organised, not of the change
PROCESS = [
    (re.compile(r"\bissues?\s+#?\d+", re.I), "an issue number"),
    (re.compile(r"(?<![\w&])#\d+\b"), "an issue number"),
    (re.compile(r"\bsessions?\b", re.I), "\"session\""),
    (re.compile(r"\blanes?\b", re.I), "\"lane\""),
    (re.compile(r"\bhelpers?\b(?!\s+(?:functions?|macros?)\b)", re.I),
     "\"helper\""),
    (re.compile(r"\bbranch(?:es)?\s+(?:['\"`]|[\w.-]+'s\b)", re.I),
     "a branch's name"),
    (re.compile(r"\b(?:on|from|to|into|onto|of)\s+(?:the\s+|their\s+|this\s+"
                r"|its\s+|a\s+)?branch(?:es)?\b(?!-)", re.I), "a branch"),
]


def git(*args, check=True):
    r = subprocess.run(("git",) + args, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    if check and r.returncode != 0:
        raise SystemExit("commit-lint: git %s: %s"
                         % (" ".join(args), r.stderr.strip()))
    return r.stdout


def imperative_fault(subject):
    """Why the subject is not in the imperative, or None."""
    rest = PREFIX.sub("", subject, count=1)
    words = rest.split()
    if not words or not re.match(r"^[A-Za-z]+$", words[0]):
        return None
    w = words[0].lower()
    if w in AUXILIARY:
        return "starts with \"%s\"" % words[0]
    if rest != subject:
        if w in NOT_IMPERATIVE:
            return "starts with \"%s\"" % words[0]
        return None
    if w.endswith("ed") and len(w) > 3 and w not in NOT_PAST and \
            not w.endswith("eed"):
        return "starts with \"%s\" (past tense)" % words[0]
    if w.endswith("ing") and len(w) > 4 and w not in NOT_GERUND:
        return "starts with \"%s\" (gerund)" % words[0]
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        return "starts with \"%s\" (third person)" % words[0]
    return None


def faults(message, files, parents=1):
    """The faults of a commit message, given the files it changes."""
    lines = [line for line in message.split("\n")
             if not line.startswith("#")]
    while lines and not lines[-1].strip():
        lines.pop()
    subject = lines[0].strip() if lines else ""
    out = []
    if parents > 1:
        out.append("a merge commit: land work by rebase")
    if not subject:
        return out + ["no subject"]
    if len(subject) > LIMIT:
        out.append("subject of %d characters (at most %d)"
                   % (len(subject), LIMIT))
    why = imperative_fault(subject)
    if why:
        out.append("subject not in the imperative: " + why)
    for pattern, what in PROCESS:
        m = pattern.search(subject)
        if m:
            out.append("subject names the process (%s: \"%s\")"
                       % (what, m.group(0)))
    body = [line for line in lines[1:] if line.strip()]
    if len(lines) > 1 and lines[1].strip():
        out.append("no blank line between the subject and the body")
    generated = [f for f in files if f == "tree.h" or f.startswith("gen/")]
    if generated and not body:
        out.append("no body, but the commit changes %s: say why, with the"
                   " evidence" % ", ".join(generated[:3]))
    return out


def release_base():
    """The commit after which the rule holds, or None (lint everything)."""
    head = "tree.h"
    version = None
    if os.path.exists(head):
        with open(head) as f:
            m = re.search(r'^#define TREE_H_VERSION\s+"([^"]+)"', f.read(),
                          re.M)
        if m:
            version = m.group(1)
    found = []
    if version:
        found.append(git("log", "-1", "--format=%H", "-G",
                         r'^#define TREE_H_VERSION[[:space:]]+"%s"'
                         % re.escape(version), "--", head).strip())
    found.append(git("log", "-1", "--format=%H", "--diff-filter=A", "--",
                     "scripts/commit-lint.py").strip())
    found = [c for c in found if c]
    base = None
    for c in found:
        if base is None or subprocess.run(
                ("git", "merge-base", "--is-ancestor", base, c)).returncode \
                == 0:
            base = c
    return base


def known_faults():
    """The commits of KNOWN: their hashes."""
    if not os.path.exists(KNOWN):
        return set()
    with open(KNOWN) as f:
        return {line.split()[0] for line in f
                if line.strip() and not line.startswith("#")}


def lint_range(rng):
    commits = git("rev-list", "--reverse", rng).split()
    known = known_faults()
    passed = failed = excused = 0
    for c in commits:
        info = git("show", "-s", "--format=%P%n%B", c)
        parents, message = info.split("\n", 1)
        files = git("diff-tree", "--no-commit-id", "--name-only", "-r",
                    "--root", c).split()
        found = faults(message, files, len(parents.split()))
        subject = message.split("\n", 1)[0]
        if found and c in known:
            excused += 1
            print("commit-lint: %s \"%s\": a known fault (listed in"
                  " scripts/commit-lint.known)" % (c[:7], subject))
        elif found:
            failed += 1
            for why in found:
                print("commit-lint: %s \"%s\": %s" % (c[:7], subject, why))
        else:
            passed += 1
    print("commit-lint: %d passed, %d failed (%s%s)"
          % (passed, failed, rng,
             "; known faults: %d" % excused if excused else ""))
    return 1 if failed else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--msg":
        with open(argv[2]) as f:
            message = f.read()
        files = git("diff", "--cached", "--name-only").split()
        found = faults(message, files)
        for why in found:
            print("commit-msg: " + why, file=sys.stderr)
        if found:
            print("commit-msg: CONTRIBUTING.md has the rule; the message"
                  " is kept in %s" % argv[2], file=sys.stderr)
        return 1 if found else 0
    if len(argv) > 2:
        raise SystemExit(__doc__)
    if git("rev-parse", "--git-dir", check=False) == "":
        print("commit-lint: 0 passed, 0 failed (not a git clone)")
        return 0
    if len(argv) == 2:
        return lint_range(argv[1])
    if git("rev-parse", "--is-shallow-repository").strip() == "true":
        print("commit-lint: a shallow clone: only the commits it has")
    base = release_base()
    if base:
        base = git("rev-parse", "--short", base).strip()
    return lint_range(base + "..HEAD" if base else "HEAD")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
