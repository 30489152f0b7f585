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
    "walkend": "Without clearing top (or moved) when the walk passes it, "
               "the augmentation walk never takes its early exit, but it "
               "calls the hook on no further element: once the hook has "
               "reported no change, 'changed' stays 0, and x == top or "
               "x == moved cannot hold again as x only climbs.  It walks "
               "on to the root over parent pointers: O(log n) steps "
               "instead of O(1), which only a timer can see; no result, "
               "link, summary or hook call differs.",
    "minelm": "In _rb_remove_min_color, elm is read after these stores only "
              "in the single rotation's test 'elm == NULL && c == NULL'.  "
              "There parent's left edge has just grown to 3 and its right "
              "child has rank(parent) - 1 = rank(elm) + 2; if elm is a "
              "node (rank >= 0) that child has rank >= 2, so its inner "
              "child c, 1 or 2 below it, is a node.  So c == NULL implies "
              "elm == NULL, the test is 'c == NULL' whatever elm holds, "
              "and the stores are dead.",
    "validateinit": "The only caller of _rb_validate_shape, RB_VALIDATE, "
                    "passes min and count already set to NULL and 0, so "
                    "the callee's own initialisation stores what is there.",
    "nomin": "Both callers of _RB_CACHED_REMOVED (RB_REMOVE, RB_POP_MIN) "
             "pass leftmost = 0, since they set the cached minimum "
             "themselves, so the store of the new minimum never runs.",
}

ENTRIES = [
    (r"^_RB_AUGMENT_WALK$", r"^store$", r"^_rb_(top|moved) = NULL;$", r"^;$",
     "walkend"),
    (r"^_rb_remove_min_color$", r"^store$", r"^elm = parent;$", r"^;$",
     "minelm"),
    (r"^_RB_CACHED_REMOVED$", r"^call$", r"^_RB_STORE_RELEASE\(&\(head\)->rbh_min, \(next\)\);$",
     r"^;$", "nomin"),
    (r"^_rb_validate_shape$", r"^store$", r"^\*(minp = NULL|countp = 0);$",
     r"^;$", "validateinit"),
]


def reason(m):
    for macro, op, orig, new, tag in ENTRIES:
        if re.search(macro, m["macro"]) and re.search(op, m["op"]) and \
                re.search(orig, m["orig"]) and re.search(new, m["new"]):
            return tag
    return None
