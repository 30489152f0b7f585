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
    "insertmoved": "After an insert (and in RB_SPLIT, RB_JOIN and "
                   "RB_REMOVE_RANGE, whose walks start at the element "
                   "they linked in, passed as 'moved' too) the walk "
                   "starts at the new element, "
                   "which is also 'moved': it is recomputed at the first "
                   "step, so the walk never stops with 'moved' still "
                   "pending.",
    "popmin": "RB_POP_MIN removes the leftmost element, so its walk "
              "climbs the left spine: it is called with moved = NULL (no "
              "node took another's place), so the 'moved' part is dead, "
              "and the node it comes from is always the left child of the "
              "rotated subtree's root, never the right.",
    "spine": "_rb_remove_min_color rebalances the left spine, so the "
             "node it rotates is its parent's left child: the right-child "
             "arm of the relinking is never taken there.",
    "agree": "The empty debug-mode functions that tell a call macro the "
             "generator was in debug mode too "
             "(fn_needs_TREE_DEBUG_where_generated) are called only by the "
             "call macros; the coverage driver calls the generated "
             "functions directly.  They do nothing: the check is that "
             "they link.",
    "unlinked": "RB_REMOVE returns NULL at once for "
                "an element in no tree: a parent word of zero or "
                "poison, unless the element is the root.  Past the first half of that test the word "
                "is zero or poison, so its parent pointer is NULL and the "
                "test of it never true; in the debug check of that branch "
                "poison has been tested first, so the word is zero; and "
                "after the test no element is poisoned, so the debug "
                "report of a removed element there never runs.",
    "upperhalf": "RB_REPLACE first tests whether old's parent pointer "
                 "is NULL or has its top bit set.  No address of x86-64 "
                 "user space has its top bit set, so past that test the "
                 "pointer is NULL or the mark, and the test for NULL "
                 "after the mark's is never false (i386 addresses take "
                 "that way: make test-m32).",
    "replacedebug": "In debug mode RB_REPLACE first looks the old element "
                    "up by its key from the root and reports it unless the "
                    "walk ends on it, and reports a removed (poisoned) one "
                    "before that: an element in no tree never reaches the "
                    "NULL return that follows.",
    "nocmp": "Only a per-operation generator given no comparator "
             "(RB_GENERATE_REMOVE and the like, _RB_NO_CMP) sets "
             "_rb_nocmp, which makes the debug check walk up the links "
             "instead of looking the element up by its key; the coverage "
             "trees are generated with their comparator, so the walk is "
             "dead in them.",
    "reinsertlinked": "RB_REINSERT reads the element's neighbours "
                      "through its links before it takes it out, so it "
                      "must be in the tree (debug mode reports one that "
                      "is not first), and _rb_remove_augment returns NULL "
                      "only for an element in no tree.",
    "popnull": "RB_POP_MIN hands _rb_pop_min_augment the leftmost "
               "element of a tree that is not empty, which is in the "
               "tree, so it never returns NULL there.",
    "cachedmin": "With a cached head RB_MIN returns the cached leftmost "
                 "element, so the descent in RB_MINMAX only ever goes right.",
}

ALL = ("plain", "debug", "aug", "aug-debug")
DEBUG = ("debug", "aug-debug")
AUG = ("aug", "aug-debug")
SHARED = ("shared",)

ENTRIES = [

    (DEBUG, r"_RB_INSERT(_NEXT|_PREV)?$", 1,
     r"^while \(\(_rb_n\)->entry\.rbe_(left|right) != ", "newleaf"),
    (DEBUG, r"_RB_INSERT(_NEXT|_PREV)?$", "line",
     r"^_rb_n = \(_rb_n\)->entry\.rbe_(left|right);$", "newleaf"),

    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", 1, r"^if \(_rb_x == _rb_(top|moved)\) \{$", "nowalk"),
    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", "line",
     r"^(_rb_c = \(_rb_x\)->entry\.rbe_(left|right);|"
     r"if \(_rb_c != _rb_done\)|"
     r"\(void\)\(node_aug\(_rb_c\)\);|_rb_(top|moved) = \(\(void \*\)0\);|"
     r"_rb_changed = (_rb_forced? = )?1;|_rb_forced (= [13]|\|= 1);)$",
     "nowalk"),
    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", 3,
     r"^_rb_changed = \(node_aug\(_rb_x\)\)( != 0)? \|\| _rb_forced?;$", "nowalk"),
    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", 2,
     r"else if \(_rb_top == \(\(void \*\)0\) && _rb_moved == ", "nowalk"),
    (AUG, r"_RB_(REPLACE|UPDATE_AUGMENT)$", 4,
     r"else if \(_rb_top == \(\(void \*\)0\) && _rb_moved == ", "nowalk"),
    (AUG, r"_RB_INSERT(_FINISH)?$", 4,
     r"else if \(_rb_top == \(\(void \*\)0\) && _rb_moved == ", "insertmoved"),
    (AUG, r"_RB_POP_MIN$", 2, r"^if \(_rb_c != _rb_done\)$", "popmin"),
    (AUG, r"_RB_POP_MIN$", 1, r"^if \(_rb_x == _rb_moved\) \{$", "popmin"),
    (AUG, r"_RB_POP_MIN$", "line",
     r"^(_rb_moved = \(\(void \*\)0\);|_rb_changed = (_rb_forced = )?1;|"
     r"_rb_forced \|= 1;)$", "popmin"),
    (AUG, r"_RB_POP_MIN$", 4,
     r"else if \(_rb_top == \(\(void \*\)0\) && _rb_moved == ", "popmin"),
    (SHARED, r"^_rb_remove_min_color$", 4,
     r"^_RB_LINK_SWAP_CHILD\(_rb_root,", "spine"),
    (DEBUG, r"_RB_REMOVE$", 2,
     r"^\(\(\(_rb_elm\)->entry\.rbe_up & ~\(.*\)\) != 0 \|\|$", "unlinked"),
    (DEBUG, r"_RB_REMOVE$", 2,
     r"^\(\(_rb_elm\)->entry\.rbe_up == 0 && \(_rb_elm\)->entry\.rbe_left == ",
     "unlinked"),
    (DEBUG, r"_RB_REMOVE$", 1,
     r"^if \(\(_rb_elm\)->entry\.rbe_up == \(~\(\(uintptr_t\)\(0\)\) & ",
     "unlinked"),
    (ALL, r"_RB_REPLACE$", 2,
     r"^\(\(uintptr_t\)\(_rb_parent\) == \(~", "upperhalf"),
    (DEBUG, r"_RB_REPLACE$", 4,
     r"^if \(\(\(uintptr_t\)\(_rb_parent\) ?- ?1 >= ", "replacedebug"),
    (DEBUG, r"_RB_REPLACE$", 1,
     r"^\(\(_rb_parent\) == \(\(void \*\)0\) && "
     r"\(void \*\)\(_rb_head\)->rbh_root != ", "replacedebug"),
    (DEBUG, r"_RB_REPLACE$", "line", r"^return \(\(\(void \*\)0\)\);$",
     "replacedebug"),
    (DEBUG, r"_RB_REMOVE$", "line",
     r'^cov_report\(\("itree"\), \("RB_REMOVE"\), \(const void \*\)\(_rb_elm\),$',
     "unlinked"),
    (AUG, r"_RB_MINMAX$", 1, r"^_rb_tmp = _rb_val < 0 \?", "cachedmin"),
    (DEBUG, r"_needs_TREE_DEBUG_where_generated$", "line", r"", "agree"),
    (DEBUG, r"_RB_(INSERT_NEXT|INSERT_PREV|REMOVE|REPLACE)$", 1,
     r"^if \(_rb_nocmp\)$", "nocmp"),
    (DEBUG, r"_RB_(INSERT_NEXT|INSERT_PREV|REMOVE|REPLACE)$", "line",
     r"^(struct node \*_rb_x = \(_rb_(elm|old)\), \*_rb_p;|"
     r"int _rb_steps = 0;|const char \*_rb_fault =|"
     r"\(\(_rb_(elm|old)\)->entry\.rbe_up ==.*|"
     r": \(\(\(uintptr_t\)\(_rb_(elm|old)\)->entry\.rbe_left \| .*|"
     r"\(\(\(uintptr_t\)\(1\)\) \| \(\(uintptr_t\)\(2\)\)\)\) != 0 \|\||"
     r"\(\(_rb_(elm|old)\)->entry\.rbe_(left|right) != \(\(void \*\)0\) &&|"
     r"\(\(struct node \*\)\(\(\(\(_rb_(elm|old)\)->entry\.rbe_(left|right)\)"
     r"->entry\.rbe_up\) &|"
     r"\(\(\(struct node \*\)\(\(\(_rb_(elm|old)\)->entry\.rbe_up\) &|"
     r"~\(\(\(uintptr_t\)\(1\)\) \| \(\(uintptr_t\)\(2\)\)\)\)\) != "
     r"(\(_rb_(elm|old)\)\) \|\||\(\(void \*\)0\) &&)|"
     r"->entry\.rbe_(left|right) != \(_rb_(elm|old)\)( &&|\))|"
     r"if \(_rb_fault [!=]= \(\(void \*\)0\)\)( \{)?|"
     r"_rb_fault = \"element is not in this tree; .*|"
     r"cov_report\(\(\"itree\"\), \(\"RB_[A-Z_]+\"\), "
     r"\(const void \*\)\(_rb_(elm|old)\), \(_rb_fault\)\);|"
     r"while \(\(_rb_p = .*|\(\(void \*\)0\) &&|_rb_steps\+\+ < .*|"
     r"_rb_x = _rb_p;|if \(_rb_p != \(\(void \*\)0\) \|\| _rb_x != .*)$", "nocmp"),
    (AUG, r"_RB_REINSERT$", 2, r"^else if \(_rb_remove_augment\(",
     "reinsertlinked"),
    (AUG, r"_RB_POP_MIN$", 1, r"^if \(_rb_pop_min_augment\(", "popnull"),
    (AUG, r"_RB_POP_MIN$", "line", r"^return \(\(\(void \*\)0\)\);$",
     "popnull"),
    (AUG, r"_RB_(SPLIT|JOIN|REMOVE_RANGE)$", 4,
     r"else if \(_rb_top == \(\(void \*\)0\) && _rb_moved == ", "insertmoved"),
]
