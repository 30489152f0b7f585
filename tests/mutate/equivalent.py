# SPDX-License-Identifier: BSD-2-Clause
"""Surviving mutants that no test can tell from tree.h, with the reason.

Each entry: (macro regex, operator regex, original-line regex, mutated-line
regex, reason tag).  A survivor matching an entry is reported as
equivalent; every other survivor counts against the score and needs a test.
Only survivors are matched: a mutant here that some test kills is simply
killed.
"""
import re

# None today: the survivors of the last run were all in RB_VALIDATE's
# final height test, which was dead code and has been removed.
REASONS = {}

ENTRIES = []


def reason(m):
    for macro, op, orig, new, tag in ENTRIES:
        if re.search(macro, m["macro"]) and re.search(op, m["op"]) and \
                re.search(orig, m["orig"]) and re.search(new, m["new"]):
            return tag
    return None
