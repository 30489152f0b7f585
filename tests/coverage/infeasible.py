# SPDX-License-Identifier: BSD-2-Clause
"""Lines and branches of the generated code that no run can reach.

coverage.py counts an uncovered line or branch as explained when it matches
an entry here: (variants, function regex, what, source-line regex, reason).
`what` is "line" (the line never runs) or an int N (branch N of that line,
numbered as gcov numbers them, is never taken).  Anything uncovered and not
listed here fails "make coverage"; an entry that no longer matches anything
is reported as stale.  Each reason is a short proof, not an excuse.
"""

REASONS = {
    "newleaf": "The debug order check after an insert looks for the new "
               "element's neighbours below it, but a just-inserted element "
               "has rank at most 1 after rebalancing, so its children are "
               "leaves and the walk down never takes a step.",
    "nowalk": "RB_UPDATE_AUGMENT calls the augmentation walk with top = "
              "moved = NULL, and RB_REPLACE with top = NULL and moved = the "
              "element the walk starts from, so the part of the walk for a "
              "rotated subtree is dead at these call sites, and so is the "
              "'moved' part except at the first step (the compiler drops "
              "them when optimising).",
    "twochildren": "The root of a subtree rebuilt by a rotation always has "
                   "two children (insert: the two nodes it was rotated "
                   "with; remove: the demoted parent and an outer child of "
                   "rank >= 0), so the walk's NULL-child test is never true "
                   "there.",
    "insertmoved": "After an insert the walk starts at the new element, "
                   "which is also 'moved': it is recomputed at the first "
                   "step, so the walk never stops with 'moved' still "
                   "pending.",
    "notleftmost": "An element inserted by RB_INSERT_NEXT has the anchor "
                   "before it, so it is never the leftmost: the cached "
                   "minimum is never updated there.",
    "cachedmin": "With a cached head RB_MIN returns the cached leftmost "
                 "element, so the descent in RB_MINMAX only ever goes right.",
}

ALL = ("plain", "debug", "aug", "aug-debug")
DEBUG = ("debug", "aug-debug")
AUG = ("aug", "aug-debug")

ENTRIES = [

    (DEBUG, r"_RB_INSERT(_NEXT|_PREV)?$", 1,
     r"^while \(\(_rb_n\)->entry\.rbe_(left|right) != ", "newleaf"),
    (DEBUG, r"_RB_INSERT(_NEXT|_PREV)?$", "line",
     r"^_rb_n = \(_rb_n\)->entry\.rbe_(left|right);$", "newleaf"),

    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", 1, r"^if \(_rb_x == _rb_(top|moved)\) \{$", "nowalk"),
    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", "line",
     r"^(_rb_c = \(_rb_x\)->entry\.rbe_(left|right);|"
     r"if \(_rb_c != \(\(void \*\)0\) && _rb_c != _rb_done\)|"
     r"\(void\)\(node_aug\(_rb_c\)\);|_rb_(top|moved) = \(\(void \*\)0\);|"
     r"_rb_changed = (_rb_forced? = )?1;)$", "nowalk"),
    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", 3,
     r"^_rb_changed = \(node_aug\(_rb_x\)\) != 0 \|\| _rb_forced?;$", "nowalk"),
    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", 2,
     r"else if \(_rb_top == \(\(void \*\)0\) && _rb_moved == ", "nowalk"),
    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", 4,
     r"else if \(_rb_top == \(\(void \*\)0\) && _rb_moved == ", "nowalk"),
    (AUG, r"_RB_(INSERT_FINISH|REMOVE)$", 2,
     r"^if \(_rb_c != \(\(void \*\)0\) && _rb_c != _rb_done\)$", "twochildren"),
    (AUG, r"_RB_INSERT_FINISH$", 4,
     r"else if \(_rb_top == \(\(void \*\)0\) && _rb_moved == ", "insertmoved"),
    (AUG, r"_RB_INSERT_NEXT$", 1, r"^if \(leftmost\)$", "notleftmost"),
    (AUG, r"_RB_INSERT_NEXT$", "line", r"__atomic_store", "notleftmost"),
    (AUG, r"_RB_MINMAX$", 1, r"^tmp = val < 0 \?", "cachedmin"),
]
