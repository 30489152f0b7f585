"""The rebalancing walks of the red-black scheme (TREE_BALANCE ==
TREE_RED_BLACK), written once for the case where the changed child is on
the left; the generator mirrors each case for the right (walks.py), but
for the insertion's rotations, one code for both sides through the byte
offsets near and far of the links (smaller, at one load more).

Vocabulary (docs/design.md, "The red-black scheme"): a node is red or
black; its bit _RB_BLACK, in the low bits of its own parent word, is set
when it is black, so a new red leaf's word is its parent pointer.  The
rules: (1) no red node has a red child; (2) every path from a node down
to a NULL has the same number of black nodes, its black height.  The
root may be red (a lone root is); the walks never make it red.
"""

from cfmt import c_lines, indent, mirror
import walks
from walks import both_sides, retag

# label: (what the case does and restores, diagram of the left-hand case),
# and the loop invariant of each walk.  (R) red, (B) black, (?) either;
# capitals are subtrees the code does not name.
NOTES = {
    "insert-loop": ("""
        Loop invariant: elm is red and parent, elm's parent, is red too:
        the only broken rule is rule 1 between them.  up is parent's
        word: a red node's word is its parent pointer, gpar.""", ""),
    "C0": ("""
        C0: parent is a red root: make it black.  Every path gains one
        black node, so rule 2 holds; rule 1 holds again, done.""", ""),
    "C1": ("""
        C1: the uncle is red: parent and uncle become black, gpar red.
        The black heights stay; gpar may now be a red child of a red
        node: go up two levels (the root stays black).""", r"""
                   gpar (B)                   gpar (R)
                  /      \                   /      \
             parent (R)  uncle (R)  ->  parent (B)  uncle (B)
               /                          /
            elm (R)                    elm (R)"""),
    "C2": ("""
        C2: the uncle is black (or NULL) and elm is parent's inner child:
        elm goes up first, and is the one C3 lifts.  One code serves both
        sides: near is the link of gpar that holds parent (the left one
        below), far the other.""", r"""
                   gpar (B)                    gpar (B)
                  /      \                    /      \
             parent (R)   U (B)  ->      elm (R)      U
             /     \                     /     \
            A      elm (R)          parent (R)  c
                  /    \             /    \
                 b      c           A      b"""),
    "C3": ("""
        C3: the uncle is black (or NULL), parent (after C2: elm) on the
        outer side: a rotation.  parent takes gpar's place and word, so
        it is black; gpar becomes its red child.  Rules 1 and 2 hold
        again, done.""", r"""
                   gpar (B)                 parent (B)
                  /      \                  /      \
             parent (R)   U (B)  ->    elm (R)     gpar (R)
             /     \                               /    \
          elm (R)   c                             c      U"""),
    "remove-loop": ("""
        Loop invariant: elm (NULL: a black leaf was removed), a child of
        parent, is black and one black node short: every path through it
        has one black node less than the paths through its sibling sib
        (not NULL, since its black height is at least 1).  Every other
        rule holds.  up is parent's word; once D1 has run it is parent's
        new word, not yet stored, and top
        the node D1 lifted.""", ""),
    "spine-loop": ("""
        Loop invariant: parent's left child elm (NULL: a black leaf was
        removed) is one black node short; every other rule holds.  sib is
        parent's right child; up is parent's word.""", ""),
    "D1": ("""
        D1: sib is red, so parent and sib's children are black: rotate.
        sib takes parent's place and word; parent becomes its red child
        (the word waits in up), and sib's black child c the new sibling,
        whose word every later case rewrites.  D2 then ends the walk at
        the red parent, or D3/D4 rotate once more.""", r"""
                parent (B)                     sib (B)
                /     \                       /     \
             elm (B)  sib (R)    ->     parent (R)   D
                     /    \             /     \
                   c (B)   D          elm     c (B)"""),
    "D2": ("""
        D2: sib is black and so are its children: sib becomes red, so
        sib's side is one black node short too.  A red parent becomes
        black: both sides regain it, done.  A black parent is now short
        as a whole: go up.""", r"""
                parent (?)                   parent (?, then B)
                /     \                      /     \
             elm (B)  sib (B)     ->      elm     sib (R)
                     /    \                       /    \
                    (B)   (B)                    (B)   (B)"""),
    "D3": ("""
        D3: sib is black, its outer child c black (or NULL), its inner
        child z red: z goes up above sib, which becomes z's outer child,
        and D4 lifts z.""", r"""
             parent (?)               parent (?)
             /     \                  /     \
          elm (B)  sib (B)    ->    elm     z (R)
                  /    \                   /   \
                z (R)   c (B)             b    sib (B)
                /  \                           /   \
               b    d                         d     c"""),
    "D4": ("""
        D4: sib is black and its outer child c red: rotate.  sib takes
        parent's place and word; parent and c become black.  elm's side
        gains a black node, c's side keeps its count.  Rules 1 and 2
        hold again, done.""", r"""
                parent (?)                     sib (?)
                /     \                       /     \
             elm (B)  sib (B)     ->     parent (B)  c (B)
                     /    \              /     \
                    z     c (R)        elm      z"""),
}


def insert_uncle_left():
    """parent is gpar's left child and uncle gpar's right: a red uncle
    is recoloured (C1), a black one or NULL sends the walk to C2/C3."""
    return c_lines("""
        if (!_RB_LINK_RED(_rb_uncle, _rb_off))
            goto _rb_rotate_on_left;
        @C1
        _RB_LINK_UP(_rb_uncle, _rb_off) = _rb_up | _RB_BLACK;
    """)


def insert_rotate():
    """parent, red, hangs on gpar's link at offset near (the other link
    is at far), elm is its red child, the uncle black: one or two
    rotations end the walk.  Written once for both sides, the diagrams
    drawn with near the left link.  parent's far link tells elm's side,
    and is C3's c when elm is on the near one; C2 falls into C3 with
    parent set to elm."""
    return c_lines("""
        _rb_rotate_on_left:
        _rb_near = _rb_off;
        _rb_far = _rb_off + sizeof(_rb_ptr);
        goto _rb_rotate;
        _rb_rotate_on_right:
        _rb_near = _rb_off + sizeof(_rb_ptr);
        _rb_far = _rb_off;
        _rb_rotate:
        _rb_c = _RB_LINK_AT(_rb_parent, _rb_far);
        if (_rb_c == _rb_elm) {
            @C2
            _rb_b = _RB_LINK_AT(_rb_elm, _rb_near);
            _RB_LINK_AT(_rb_parent, _rb_far) = _rb_b;
            if (_rb_b != NULL)
                _RB_LINK_UP(_rb_b, _rb_off) = (uintptr_t)_rb_parent |
                    _RB_BLACK;
            _RB_LINK_AT(_rb_elm, _rb_near) = _rb_parent;
            _RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_elm;
            _rb_parent = _rb_elm;
            _rb_c = _RB_LINK_AT(_rb_parent, _rb_far);
        }
        @C3
        _rb_gup = _RB_LINK_UP(_rb_gpar, _rb_off);
        _RB_LINK_AT(_rb_gpar, _rb_near) = _rb_c;
        if (_rb_c != NULL)
            _RB_LINK_UP(_rb_c, _rb_off) = (uintptr_t)_rb_gpar | _RB_BLACK;
        _RB_LINK_AT(_rb_parent, _rb_far) = _rb_gpar;
        _RB_LINK_UP(_rb_gpar, _rb_off) = (uintptr_t)_rb_parent;
        _RB_LINK_UP(_rb_parent, _rb_off) = _rb_gup;
        _RB_LINK_SWAP_CHILD(_rb_root, _RB_LINK_PTR(_rb_gup), _rb_gpar,
            _rb_parent, _rb_off);
        return (_rb_parent);
    """)


def insert_color_body():
    """The first step after the new red leaf elm was linked below parent:
    below a black parent (about half of all insertions) nothing is to be
    done.  This part is small enough to be inlined into RB_INSERT, so
    that this case costs a load and a branch, and moves no register; the
    walk proper is a function of its own.  The side, which weak AVL
    needs, is not: the walk learns it where it rotates."""
    return c_lines("""
        uintptr_t _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);

        (void)_rb_side;
        if (_rb_up & _RB_BLACK)
            return (NULL);
        return (_rb_insert_red(_rb_root, _rb_off, _rb_parent, _rb_elm,
            _rb_up));
    """)


def insert_red_body():
    """Walk up from the new red leaf elm below parent, which is red too
    (up is its word).  The uncle is learnt with one load where parent is
    gpar's left child."""
    uncle, uncle_r = both_sides(insert_uncle_left())
    return c_lines("""
        void *_rb_gpar, *_rb_uncle, *_rb_b, *_rb_c;
        uintptr_t _rb_gup;
        size_t _rb_near, _rb_far;

        for (;;) {
            @insert-loop
            _rb_gpar = (void *)_rb_up;
            if (_rb_gpar == NULL) {
                @C0
                _RB_LINK_UP(_rb_parent, _rb_off) = _rb_up | _RB_BLACK;
                return (NULL);
            }
            _rb_gup = _RB_LINK_UP(_rb_gpar, _rb_off);
            _rb_uncle = _RB_LINK_RIGHT(_rb_gpar, _rb_off);
            if (_rb_uncle != _rb_parent) {
    """) + indent(uncle, 2) + ["	} else {"] + indent(c_lines("""
                _rb_uncle = _RB_LINK_LEFT(_rb_gpar, _rb_off);
    """) + uncle_r, 2) + c_lines("""
                }
                _RB_LINK_UP(_rb_parent, _rb_off) = _rb_up | _RB_BLACK;
                _rb_elm = _rb_gpar;
                _rb_parent = _RB_LINK_PTR(_rb_gup);
                if (_rb_parent == NULL)
                    return (NULL);
                _RB_LINK_UP(_rb_elm, _rb_off) = (uintptr_t)_rb_parent;
                _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
                if (_rb_up & _RB_BLACK)
                    return (NULL);
            }
    """) + insert_rotate()


def remove_step_left(tail):
    """One step of the walk: elm, parent's left child, is one black node
    short; sib is parent's right child.  tail: D2 with a black parent."""
    return c_lines("""
        if (!(_RB_LINK_UP(_rb_sib, _rb_off) & _RB_BLACK)) {
            @D1
            _rb_c = _RB_LINK_LEFT(_rb_sib, _rb_off);
            _RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_c;
            _RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_parent;
            _RB_LINK_UP(_rb_sib, _rb_off) = _rb_up;
            _RB_LINK_SWAP_CHILD(_rb_root,
                _RB_LINK_PTR(_rb_up), _rb_parent,
                _rb_sib, _rb_off);
            _rb_up = (uintptr_t)_rb_sib;
            _rb_top = _rb_sib;
            _rb_sib = _rb_c;
        }
        _rb_c = _RB_LINK_RIGHT(_rb_sib, _rb_off);
        if (_RB_LINK_RED(_rb_c, _rb_off))
            goto _rb_rotate_on_left;
        _rb_z = _RB_LINK_LEFT(_rb_sib, _rb_off);
        if (_RB_LINK_RED(_rb_z, _rb_off)) {
            @D3
            _rb_c = _RB_LINK_RIGHT(_rb_z, _rb_off);
            _RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_c;
            if (_rb_c != NULL)
                _RB_LINK_UP(_rb_c, _rb_off) =
                    (uintptr_t)_rb_sib | _RB_BLACK;
            _RB_LINK_RIGHT(_rb_z, _rb_off) = _rb_sib;
            _rb_c = _rb_sib;
            _rb_sib = _rb_z;
            goto _rb_rotate_on_left;
        }
        @D2
        _RB_LINK_UP(_rb_sib, _rb_off) = (uintptr_t)_rb_parent;
        if (!(_rb_up & _RB_BLACK)) {
            _RB_LINK_UP(_rb_parent, _rb_off) =
                _rb_up | _RB_BLACK;
            return (_rb_top);
        }
    """) + tail


def remove_rotate_left():
    """D4: sib, black, has a red outer child c: one rotation ends the
    walk (D3 comes here with z as sib and the old sib as c)."""
    return c_lines("""
        _rb_rotate_on_left:
        @D4
        _rb_z = _RB_LINK_LEFT(_rb_sib, _rb_off);
        _RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_z;
        if (_rb_z != NULL)
            _RB_LINK_SET_PARENT(_rb_z, _rb_parent, _rb_off);
        _RB_LINK_LEFT(_rb_sib, _rb_off) = _rb_parent;
        _RB_LINK_UP(_rb_c, _rb_off) = (uintptr_t)_rb_sib | _RB_BLACK;
        _RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_sib | _RB_BLACK;
        _RB_LINK_UP(_rb_sib, _rb_off) = _rb_up;
        _RB_LINK_SWAP_CHILD(_rb_root, _RB_LINK_PTR(_rb_up),
            _rb_parent, _rb_sib, _rb_off);
        return (_rb_sib);
    """)


UP_ONE = c_lines("""
    _rb_parent = _RB_LINK_PTR(_rb_up);
    if (_rb_parent == NULL)
        return (NULL);
    _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
""")


def remove_color_body(spine=False):
    """Walk up from parent, whose child elm on the side whose bit is side
    (NULL at the first step: a black leaf was removed there) is one black
    node short.  spine: the walk after the leftmost element was removed,
    where every edge on the way up is a left edge, so no step learns its
    side; its cases carry their labels only (the diagrams are in
    _rb_remove_color).  Returns the node the last rotation put on top;
    after D1 and then D3 or D4 that node's parent is D1's (the
    augmentation walk recomputes two levels above it)."""
    if spine:
        see = ": see _rb_remove_color."
        step = retag(remove_step_left(UP_ONE + [
            "_rb_sib = _RB_LINK_RIGHT(_rb_parent, _rb_off);"]), see)
        return c_lines("""
            void *_rb_sib, *_rb_top = NULL, *_rb_c, *_rb_z;
            uintptr_t _rb_up;

            (void)_rb_elm;
            _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
            _rb_sib = _RB_LINK_RIGHT(_rb_parent, _rb_off);
            for (;;) {
                @spine-loop
        """) + indent(step) + ["}"] + retag(remove_rotate_left(), see)
    # One load learns the side and the sibling: parent's right link is
    # elm's sibling unless it is elm (at the first step elm is NULL, and
    # a NULL right link is elm's place, since the sibling is not NULL).
    # The caller's side is not needed.
    step, step_r = both_sides(remove_step_left([]))
    rotate, rotate_r = both_sides(remove_rotate_left())
    return c_lines("""
        void *_rb_sib, *_rb_top = NULL, *_rb_c, *_rb_z;
        uintptr_t _rb_up;

        (void)_rb_side;
        _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
        for (;;) {
            @remove-loop
            _rb_sib = _RB_LINK_RIGHT(_rb_parent, _rb_off);
            if (_rb_sib != _rb_elm) {
    """) + indent(step, 2) + c_lines("""
            } else {
                _rb_sib = _RB_LINK_LEFT(_rb_parent, _rb_off);
    """) + indent(step_r, 2) + ["\t}"] + indent(
        ["_rb_elm = _rb_parent;"] + UP_ONE) + ["}"] + rotate + rotate_r


WALKS = {
    "_rb_insert_red": ("void *_rb_parent, void *_rb_elm, uintptr_t _rb_up",
                       insert_red_body,
                       "_RB_LOCAL_NOINLINE void *"),
    "_rb_insert_color": ("void *_rb_parent, void *_rb_elm, "
                         "uintptr_t _rb_side", insert_color_body),
    "_rb_remove_color": ("void *_rb_parent, void *_rb_elm, "
                         "uintptr_t _rb_side", remove_color_body,
                         "_RB_LOCAL_INLINE void *"),
    "_rb_remove_min_color": ("void *_rb_parent, const void *_rb_elm",
                             lambda: remove_color_body(spine=True),
                             "_RB_LOCAL_INLINE void *"),
}


def emit_walks(*names):
    """The named red-black walks (WALKS); the fixed C around them is in
    tree.h.in."""
    walks.emit_walks(WALKS, NOTES, names,
                     lead="void *_rb_root, size_t _rb_off")
