"""The two rebalancing walks of the weak AVL tree, written once for the
case where the changed child is on the left; the generator mirrors each
case for the right.

Vocabulary (docs/design.md): an "i-edge" joins a node to a child whose rank
is i lower; a node is "i,j" when its edges are an i-edge and a j-edge.  A
node's _RB_L2 / _RB_R2 bit is set when its left / right edge is a 2-edge.

A line "@LABEL" in a snippet stands for the comment of that case or loop
(NOTES), as walks.py explains.
"""

from cfmt import c_lines, indent, mirror
import walks
from walks import both_sides, retag

# label: (what the case does and restores, diagram of the left-hand case),
# and the loop invariant of each walk
NOTES = {
    "insert-first": ("""
        The first step, at the new leaf's parent: I1 or I2 only, for
        either side.  A parent whose edge to the new leaf was a 1-edge
        (to NULL) had rank 0, so it was a 1,1 leaf and is 0,1 now.""", ""),
    "insert-loop": ("""
        Loop invariant: parent has just been promoted (I2) and eup is its
        new word, not yet stored: a rotation above it rebuilds it.  elm,
        parent's child on the side whose bit is side, is where the walk
        came from.  Every edge obeys both rules but parent's own, which
        is one shorter than its bit says.""", ""),
    "remove-loop": ("""
        Loop invariant: the edge from parent down to elm (NULL: a leaf
        was removed), the one whose bit is side, is one longer than the
        bit says; every other edge obeys both rules.""", ""),
    "pop-min-loop": ("""
        Loop invariant: parent's left edge, down to elm (NULL: a leaf was
        removed), is one longer than its bit says; every other edge obeys
        both rules.""", ""),
    "I1": ("""
        I1: elm grew below a 2-edge, which is now a 1-edge: clear the
        bit (and store elm's word).  Rule 1 holds again; done.""", r"""
                parent                 parent
             1[2]/                   1/
              elm          ->        elm"""),
    "I2": ("""
        I2: parent is 0,1: promote it.  It becomes 1,2, with its 1-edge
        to elm; its own edge may now be a 0-edge: go up.  Its new word
        waits in eup, elm's is stored.""", r"""
                parent (r)              parent (r+1)
             0[1]/    \1      ->      1/      \2
              elm                     elm"""),
    "I3": ("""
        I3: parent is 0,2: rotate, single (I3a) or double (I3b); rule 1
        holds again, done.  elm was promoted by I2, so it is 1,2 with
        its 1-edge to child.""", ""),
    "I3a": ("""
        I3a: child is elm's outer child: a single rotation.  elm takes
        parent's place and rank, parent drops one rank; both end 1,1.""",
            r"""
                   parent (r)                 elm (r)
                0[1]/    \2                 1/     \1
               elm (r)    D      ->     child      parent (r-1)
              1/   \2                             1/    \1
            child   b                             b      D"""),
    "I3b": ("""
        I3b: child is elm's inner child: a double rotation.  child
        takes parent's place and rank, above elm and parent, both of
        rank r-1; b and c keep the difference they had below child.
        child ends 1,1.""", r"""
                   parent (r)                     child (r)
                0[1]/    \2                     1/       \1
               elm (r)    D      ->     elm (r-1)         parent (r-1)
              2/   \1                   1/   \?          ?/    \1
              A   child (r-1)           A     b          c      D
                  ?/   \?
                  b     c"""),
    "R1'": ("""
        R1': parent, of rank 1, lost its only child, a leaf, and is a
        2,2 leaf, which rule 2 forbids: demote it to rank 0 (either
        side).  Its own edge grew: go up.""", r"""
                parent (1)             parent (0)
             2[1]/    \2      ->     1/      \1
             NULL     NULL           NULL    NULL"""),
    "R1": ("""
        R1: the 1-edge became a 2-edge: set the bit.  Both rules hold
        again (R1' took the 2,2 leaf); done.""", r"""
                parent                 parent
             2[1]/                   2/
              elm          ->        elm"""),
    "R2": ("""
        R2: a 3-edge, and parent's other edge is a 2-edge: demote
        parent, which becomes 2,1.  Its own edge grew: go up.""", r"""
                parent (r)             parent (r-1)
             3[2]/    \2      ->     2/      \1
              elm      D             elm      D"""),
    "R3": ("""
        R3: a 3-edge, right is on a 1-edge and 2,2: demote both.
        parent becomes 2,1, right 1,1.  parent's edge grew: go up.""",
           r"""
                parent (r)                parent (r-1)
             3[2]/    \1                2/      \1
              elm    right (r-1)  ->   elm    right (r-2)
                    2/   \2                  1/   \1
                    C     D                  C     D"""),
    "R4": ("""
        R4: a 3-edge, right is on a 1-edge and not 2,2: rotate, single
        (R4a) or double (R4b); rule 1 holds again, done.""", ""),
    "R4a": ("""
        R4a: right's outer edge is a 1-edge: a single rotation.  right
        takes parent's place and rank, parent drops one rank.  When c
        is NULL (rank -1, so r is 2 and elm, of rank r-3, is NULL too),
        parent would be a 2,2 leaf: it drops to rank 0 (1,1) instead,
        and right ends 2,2.""", r"""
                parent (r)                       right (r)
             3[2]/    \1                       1/      \2
              elm    right (r-1)   ->   parent (r-1)    D
                    ?/   \1             2/    \?
                    c     D             elm    c"""),
    "R4b": ("""
        R4b: right's outer edge is a 2-edge, so its inner child z is on
        a 1-edge: a double rotation.  z takes parent's place and rank,
        above parent and right, both of rank r-2; b and c keep the
        difference they had below z.  z ends 2,2.""", r"""
                parent (r)                           z (r)
             3[2]/    \1                           2/      \2
              elm    right (r-1)   ->   parent (r-2)        right (r-2)
                    1/   \2             1/    \?          ?/    \1
                z (r-2)   D             elm    b          c      D
                ?/   \?
                b     c"""),
}

def double_rotation_body():
    """_rb_rotate_double, the double rotation of I3b and R4b, written once
    for both walks: z, an inner grandchild of top, takes top's place; top
    ends on z's side whose bit is topside (left: as in R4b), other on the
    other side, and z's children b and c go to them, each keeping the
    rank difference it had below z.  z's word becomes gword: gpar, top's
    parent, with z's new bits."""
    left = c_lines("""
        _rb_b = _RB_LINK_LEFT(_rb_z, _rb_off);
        _rb_c = _RB_LINK_RIGHT(_rb_z, _rb_off);
        _RB_LINK_RIGHT(_rb_top, _rb_off) = _rb_b;
        if (_rb_b != NULL)
            _RB_LINK_SET_PARENT(_rb_b, _rb_top, _rb_off);
        _RB_LINK_LEFT(_rb_other, _rb_off) = _rb_c;
        if (_rb_c != NULL)
            _RB_LINK_SET_PARENT(_rb_c, _rb_other, _rb_off);
        _RB_LINK_LEFT(_rb_z, _rb_off) = _rb_top;
        _RB_LINK_RIGHT(_rb_z, _rb_off) = _rb_other;
        _RB_LINK_UP(_rb_top, _rb_off) = (uintptr_t)_rb_z |
            (_rb_zup & _RB_L2 ? _RB_R2 : 0);
        _RB_LINK_UP(_rb_other, _rb_off) = (uintptr_t)_rb_z |
            (_rb_zup & _RB_R2 ? _RB_L2 : 0);
    """)
    return c_lines("""
        void *_rb_b, *_rb_c, *_rb_gpar = _RB_LINK_PTR(_rb_gword);
        uintptr_t _rb_zup = _RB_LINK_UP(_rb_z, _rb_off);

        if (_rb_topside == _RB_L2) {
    """) + indent(left) + ["} else {"] + indent(mirror(left)) + c_lines("""
        }
        _RB_LINK_UP(_rb_z, _rb_off) = _rb_gword;
        _RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_top, _rb_z, _rb_off);
        return (_rb_z);
    """)


def insert_step_left():
    """One step of the walk: elm sits on a 0-edge on parent's left; its
    new word eup is stored unless a rotation rebuilds it."""
    return c_lines("""
        if (_rb_up & _RB_L2) {
            @I1
            _RB_LINK_UP(_rb_elm, _rb_off) = _rb_eup;
            _RB_LINK_UP(_rb_parent, _rb_off) =
                _rb_up ^ _RB_L2;
            return (NULL);
        }
        if (_rb_up & _RB_R2)
            goto _rb_rotate_on_left;
        @I2
        _RB_LINK_UP(_rb_elm, _rb_off) = _rb_eup;
        _rb_eup = _rb_up | _RB_R2;
        _rb_side = _RB_L2;
    """)


def insert_rotate_left():
    """parent is 0,2 with the 0-edge to elm on the left.  elm was promoted
    from below, so it is 1,2 with its 1-edge towards child, on the side
    whose bit is side; its word eup is rebuilt, never stored."""
    return c_lines("""
        _rb_rotate_on_left:
        @I3
        _rb_gpar = _RB_LINK_PTR(_rb_up);
        if (_rb_side == _RB_L2) {
            @I3a
            _rb_b = _RB_LINK_RIGHT(_rb_elm, _rb_off);
            _RB_LINK_LEFT(_rb_parent, _rb_off) = _rb_b;
            if (_rb_b != NULL)
                _RB_LINK_SET_PARENT(_rb_b, _rb_parent, _rb_off);
            _RB_LINK_RIGHT(_rb_elm, _rb_off) = _rb_parent;
            _RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_elm;
            _RB_LINK_UP(_rb_elm, _rb_off) = (uintptr_t)_rb_gpar;
            _RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_parent, _rb_elm,
                _rb_off);
            return (_rb_elm);
        }
        @I3b
        return (_rb_rotate_double(_rb_root, _rb_off, _rb_parent, _rb_elm,
            _rb_child, (uintptr_t)_rb_gpar, _RB_R2));
    """)


def insert_color_body():
    """Walk up from the new leaf elm below parent, on the side whose bit
    is side (the caller knows it)."""
    step, step_r = both_sides(insert_step_left())
    rotate, rotate_r = both_sides(insert_rotate_left())
    return c_lines("""
        void *_rb_child, *_rb_gpar, *_rb_b;
        uintptr_t _rb_up, _rb_eup;

        @insert-first
        _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
        if (_rb_up & _rb_side) {
            @I1, either side.
            _RB_LINK_UP(_rb_parent, _rb_off) = _rb_up ^ _rb_side;
            return (NULL);
        }
        @I2, either side: parent's new word waits in eup.
        _rb_eup = _rb_up | (_rb_side ^ _RB_BITS);
        for (;;) {
            @insert-loop
            _rb_child = _rb_elm;
            _rb_elm = _rb_parent;
            _rb_parent = _RB_LINK_PTR(_rb_up);
            if (_rb_parent == NULL) {
                _RB_LINK_UP(_rb_elm, _rb_off) = _rb_eup;
                return (NULL);
            }
            _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
            if (_rb_elm == _RB_LINK_LEFT(_rb_parent, _rb_off)) {
    """) + indent(step, 2) + ["\t} else {"] + indent(step_r, 2) + \
        ["\t}", "}"] + rotate + rotate_r


def remove_step_left():
    """One step of the walk: the edge from parent down to elm, its left
    child (NULL when a leaf was removed), is one longer than before."""
    return c_lines("""
        if (!(_rb_up & _RB_L2)) {
            @R1
            _RB_LINK_UP(_rb_parent, _rb_off) =
                _rb_up | _RB_L2;
            return (NULL);
        }
        if (_rb_up & _RB_R2) {
            @R2
            _RB_LINK_UP(_rb_parent, _rb_off) =
                _rb_up ^ _RB_R2;
        } else {
            _rb_right = _RB_LINK_RIGHT(_rb_parent, _rb_off);
            _rb_sup = _RB_LINK_UP(_rb_right, _rb_off);
            if ((_rb_sup & _RB_BITS) != _RB_BITS)
                goto _rb_rotate_on_left;
            @R3
            _RB_LINK_UP(_rb_right, _rb_off) =
                _rb_sup ^ _RB_BITS;
        }
    """)


def remove_rotate_left():
    """parent is 3,1 with the 3-edge on the left, and its right child is
    not 2,2: one rotation, single or double, ends the walk."""
    return c_lines("""
        _rb_rotate_on_left:
        @R4
        _rb_gpar = _RB_LINK_PTR(_rb_up);
        if (!(_rb_sup & _RB_R2)) {
            @R4a
            _rb_c = _RB_LINK_LEFT(_rb_right, _rb_off);
            _RB_LINK_RIGHT(_rb_parent, _rb_off) = _rb_c;
            if (_rb_c != NULL)
                _RB_LINK_SET_PARENT(_rb_c, _rb_parent, _rb_off);
            _RB_LINK_LEFT(_rb_right, _rb_off) = _rb_parent;
            if (_rb_c == NULL) {
                _RB_LINK_UP(_rb_parent, _rb_off) = (uintptr_t)_rb_right;
                _RB_LINK_UP(_rb_right, _rb_off) =
                    (uintptr_t)_rb_gpar | _RB_BITS;
            } else {
                _RB_LINK_UP(_rb_parent, _rb_off) =
                    (uintptr_t)_rb_right | _RB_L2 |
                    (_rb_sup & _RB_L2 ? _RB_R2 : 0);
                _RB_LINK_UP(_rb_right, _rb_off) =
                    (uintptr_t)_rb_gpar | _RB_R2;
            }
            _RB_LINK_SWAP_CHILD(_rb_root, _rb_gpar, _rb_parent, _rb_right,
                _rb_off);
            return (_rb_right);
        }
        @R4b
        _rb_z = _RB_LINK_LEFT(_rb_right, _rb_off);
        return (_rb_rotate_double(_rb_root, _rb_off, _rb_parent, _rb_right,
            _rb_z, (uintptr_t)_rb_gpar | _RB_BITS, _RB_L2));
    """)


def remove_color_body(spine=False):
    """Walk up from parent, whose edge towards elm grew: the edge whose
    rank bit is side, _RB_L2 or _RB_R2.  elm is NULL when a leaf was
    removed: if that leaf was parent's only child, parent is now a 2,2
    leaf, and the rank bits tell it with no child link read.  spine: the
    walk after the leftmost element was removed, where every edge on the
    way up is a left edge, so no step learns its side; its cases carry
    their labels only (the diagrams are in _rb_remove_color).  There elm
    is read only by the first step; in _rb_remove_color it follows the
    walk up, to learn each step's side."""
    if spine:
        # parent's bits are exactly the other side's: _RB_R2
        leaf = "(_rb_up & _RB_BITS) == _RB_R2"
        follow, learn = [], []
        decl = "void *_rb_right, *_rb_gpar, *_rb_z, *_rb_c;"
        see = ": see _rb_remove_color."
        sides = retag(remove_step_left(), see)
        rotate = retag(remove_rotate_left(), see)
        first, loop = see, "@pop-min-loop"
    else:
        # the bits of up ^ side both set: up has the other side's alone
        leaf = "((_rb_up ^ _rb_side) & _RB_BITS) == _RB_BITS"
        follow = ["_rb_elm = _rb_parent;"]
        step, step_r = both_sides(remove_step_left())
        sides = (["if (_rb_side == _RB_L2) {"] + indent(step) +
                 ["} else {"] + indent(step_r) + ["}"])
        learn = ["_rb_side = _rb_elm == _RB_LINK_LEFT(_rb_parent, _rb_off) ?",
                 "    _RB_L2 : _RB_R2;"]
        decl = "void *_rb_left, *_rb_right, *_rb_gpar, *_rb_z, *_rb_c;"
        rotate = sum(both_sides(remove_rotate_left()), [])
        first, loop = "", "@remove-loop"
    up_one = follow + c_lines("""
        _rb_parent = _RB_LINK_PTR(_rb_up);
        if (_rb_parent == NULL)
            return (NULL);
        _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
    """) + learn
    return [decl] + retag(c_lines("""
        uintptr_t _rb_up, _rb_sup;
        $
        _rb_up = _RB_LINK_UP(_rb_parent, _rb_off);
        if (_rb_elm == NULL && $leaf) {
            @R1'
            _RB_LINK_UP(_rb_parent, _rb_off) = _rb_up & ~_RB_BITS;
    """, leaf=leaf), first) + indent(up_one) + \
        ["}", "for (;;) {", "\t" + loop] + indent(sides) + indent(up_one) + \
        ["}"] + rotate


WALKS = {
    "_rb_rotate_double": ("void *_rb_top, void *_rb_other, void *_rb_z, "
                          "uintptr_t _rb_gword, uintptr_t _rb_topside",
                          double_rotation_body),
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
    """The named weak-AVL walks (WALKS); the fixed C between them (the
    walks that learn the side first, then call these) is in tree.h.in."""
    walks.emit_walks(WALKS, NOTES, names,
                     lead="void *_rb_root, size_t _rb_off")
