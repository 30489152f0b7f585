# SPDX-License-Identifier: BSD-2-Clause
"""Surviving mutants that no test can tell from tree.h, with the reason.

Each entry: (macro regex, operator regex, original-line regex, mutated-line
regex, reason tag).  A survivor matching an entry is reported as
equivalent; every other survivor counts against the score and needs a test.
Only survivors are matched: a mutant here that some test kills is simply
killed.
"""
import re

REASONS = {
    "height": "RB_VALIDATE's final height test cannot fire: it runs only "
              "after every node passed the link, rank and leaf checks, and a "
              "tree that passes them is a weak AVL tree, whose height is at "
              "most 2 floor(log2(n + 1)) (see tests/coverage/infeasible.py, "
              "reason 'height').  A mutant that only weakens the test, or "
              "the height it is fed, changes nothing any program can see; "
              "the mutants that strengthen it are killed (false reports on "
              "valid trees).",
}

ENTRIES = [
    (r"RB_GENERATE_VALIDATE$", r".", r"^if \(depth > height\)$|^height = depth;$|"
     r"height > bound \+ 1 \|\||^count < UINT32_MAX && \(count \+ 1\)", r"", "height"),
]


def reason(m):
    for macro, op, orig, new, tag in ENTRIES:
        if re.search(macro, m["macro"]) and re.search(op, m["op"]) and \
                re.search(orig, m["orig"]) and re.search(new, m["new"]):
            return tag
    return None
