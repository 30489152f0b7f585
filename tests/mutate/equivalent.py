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
    "rbonly": "In the weak-AVL build succ's old word (_rb_sup) feeds "
              "only the red-black steps, which #if leaves out: its load "
              "and its copy into _rb_up are dead there (make mutate-rb "
              "kills both).",
    "opaque": "_RB_OPAQUE(x) is an empty asm statement that takes x "
              "as an in-out register operand: it hides x's value from "
              "the optimiser so that gcc computes the descent's choice "
              "without a branch, and changes no value (without GNU C it "
              "is ((void)0)).  Dropping it changes the code generated, "
              "never a result.",
    "gupreload": "C3 of the red-black insert walk reads gpar's word "
                 "again only so that the compiler need not keep the "
                 "loop's copy in a register across C2 (x86-64 would save "
                 "one on the stack at every rotation); C2 does not change "
                 "that word, so without the second read C3 stores the "
                 "same value.",
    "rbside": "In the red-black scheme the rank of a child or parent "
              "is the black height, one step per black node whatever "
              "the side, and the insertion's walk learns the side where "
              "it rotates: the side given to _RB_CHILD_RANK, "
              "_RB_PARENT_RANK and _rb_insert_color is ignored there "
              "(make mutate kills these in the weak-AVL scheme).",
    "shortwalk": "RB_REMOVE_RANGE walks from lo at most 64 steps to "
                 "tell a short range, which it removes one by one; a "
                 "walk that stops early, or never moves, sends a short "
                 "range down the split path, which gives the same trees: "
                 "only the time differs.",
    "stepcount": "RB_SPLIT counts a cached head's two parts in step, "
                 "to stop at the end of the smaller one; with either walk "
                 "left out the loop runs to the end of the other part, "
                 "and the counts come out the same: only the time to "
                 "count differs.",
    "buildshape": "RB_BUILD's shape has the middle element on top, so a "
                  "node's left subtree is never the smaller: no node has "
                  "a right child alone, and the postorder walk of the "
                  "hook that only looks left finds every node.",
    "buildheight": "The height RB_BUILD computes decides the colours of "
                   "the red-black scheme only; the weak-AVL bits come "
                   "from the sizes (make mutate-rb kills these).",
    "strictonly": "The check that RB_BUILD's input is in no tree is the "
                  "strict debug level's (TREE_DEBUG 2), empty at the "
                  "level the mutation driver builds; test_debug_strict "
                  "runs it.",
    "redleaf": "A red node has no child or two (with one, its two sides "
               "would differ in black height), so either of its links "
               "tells whether it is a leaf (red-black scheme).",
}

ENTRIES = [
    (r"^_RB_GENERATE_(INSERT|FIND|NFIND|PFIND)$", r"^call$",
     r"^_RB_OPAQUE\(_rb_\w+\);$", r"^;$", "opaque"),
    (r"^_RB_AUGMENT_WALK$", r"^store$", r"^_rb_(top|moved) = NULL;$", r"^;$",
     "walkend"),
    (r"^_rb_remove_body$", r"^store$",
     r"^_rb_(sup = _RB_LINK_UP\(_rb_succ, _rb_off\)|up = _rb_sup);$", r"^;$",
     "rbonly"),
    (r"^_rb_insert_red$", r"^store$",
     r"^_rb_gup = _RB_LINK_UP\(_rb_gpar, _rb_off\);$", r"^;$", "gupreload"),
    (r"^(_RB_GENERATE_(SPLIT|REMOVE_RANGE)|_rb_join)$", r"^(bits|store)$",
     r"_RB_(CHILD|PARENT)_RANK\(|^_RB_L2 \? _RB_R2 : _RB_L2, _rb_rank\);$|"
     r"_rb_outbit = _RB_[LR]2", r".", "rbside"),
    (r"^_RB_GENERATE_REMOVE_RANGE$", r"^cmp$",
     r"^_rb_count < _RB_RANGE_SHORT && cmp\(_rb_y, _rb_hi\) < 0;$",
     r"^_rb_count >= _RB_RANGE_SHORT && ", "shortwalk"),
    (r"^_RB_GENERATE_REMOVE_RANGE$", r"^store$",
     r"^_rb_y = name##_RB_NEXT\(_rb_y\);$", r"^;$", "shortwalk"),
    (r"^_RB_GENERATE_SPLIT$", r"^store$",
     r"^_rb_[ab] = name##_RB_NEXT\(_rb_[ab]\);$", r"^;$", "stepcount"),
    (r"^_RB_GENERATE_BUILD$", r"^lr$",
     r"\(_rb_c = _RB_RIGHT\(_rb_x, field\)\) != NULL\)",
     r"\(_rb_c = _RB_LEFT\(_rb_x, field\)\) != NULL\)", "buildshape"),
    (r"^_RB_GENERATE_BUILD$", r"^(cmp|store)$",
     r"^(for \(_rb_i = _rb_n; _rb_i > 0; _rb_i >>= 1\)|_rb_height\+\+;)$",
     r".", "buildheight"),
    (r"^_RB_GENERATE_BUILD$", r"^call$", r"^_RB_CHECK_UNLINKED\(", r"^;$",
     "strictonly"),
    (r"^_rb_link_standin$", r"^lr$",
     r"_RB_LINK_LEFT\(_rb_sib, _rb_off\) == NULL",
     r"_RB_LINK_RIGHT\(_rb_sib, _rb_off\) == NULL", "redleaf"),
]


def reason(m):
    for macro, op, orig, new, tag in ENTRIES:
        if re.search(macro, m["macro"]) and re.search(op, m["op"]) and \
                re.search(orig, m["orig"]) and re.search(new, m["new"]):
            return tag
    return None
