"""The two rebalancing walks of the weak AVL tree, written once for the
case where the changed child is on the left; the generator mirrors each
case for the right.

Vocabulary (docs/design.md): an "i-edge" joins a node to a child whose rank
is i lower; a node is "i,j" when its edges are an i-edge and a j-edge.  A
node's _RB_L2 / _RB_R2 bit is set when its left / right edge is a 2-edge.
"""

from cfmt import c_lines, emit, function, indent, mirror

INSERT_COLOR_DIAGRAMS = """
/*
 * After an insertion the new leaf may sit on a 0-edge (a rank difference
 * of 0).  Walking up from it, at each parent x with the 0-edge on the left:
 *   - x was 2 on that side: now 1, balanced;
 *   - x is 0,1: promote x (it becomes 1,2) and look at x's parent;
 *   - x is 0,2: rotate, then the tree is balanced:
 *
 *	       x               y           x                 z
 *	      / \\             / \\         / \\              /   \\
 *	     y   D     ->     z   x       y   D     ->      y     x
 *	    / \\                  / \\     / \\              / \\   / \\
 *	   z   C                C   D   A   z            A   B C   D
 *	                                   / \\
 *	  (z below y's left)              B   C   (z below y's right)
 *
 * The right-hand cases are mirror images.
 */"""

REMOVE_COLOR_DIAGRAMS = """
/*
 * After a removal the edge from parent x down to the replacing child (maybe
 * NULL) is one longer.  Walking up, with that edge on the left:
 *   - it became a 2-edge: balanced, unless x is now a 2,2 leaf, which is
 *     demoted to rank 0 (and x's own edge grows);
 *   - it became a 3-edge and x's right edge is a 2-edge: demote x;
 *   - 3-edge, sibling y on a 1-edge and y is 2,2: demote x and y;
 *   - otherwise rotate, then the tree is balanced:
 *
 *	     x                 y          x                   z
 *	    / \\               / \\        / \\                /   \\
 *	   A   y      ->      x   D      A   y      ->       x     y
 *	      / \\            / \\            / \\             / \\   / \\
 *	     C   D          A   C          z   D           A   B C   D
 *	                                  / \\
 *	  (D on a 1-edge)                B   C    (D on a 2-edge)
 *
 * The right-hand cases are mirror images.
 */"""


def insert_step_left():
    """One step of the walk: elm sits on a 0-edge on parent's left."""
    return c_lines("""
        if (up & _RB_L2) {
            /* 2-edge became a 1-edge: balanced. */
            _RB_LINK_UP(parent, off) = up ^ _RB_L2;
            return (NULL);
        }
        if (up & _RB_R2)
            goto rotate_on_left;
        /* 0,1: promote parent to 1,2; go up. */
        _RB_LINK_UP(parent, off) = up | _RB_R2;
    """)


def insert_rotate_left():
    """parent is 0,2 with the 0-edge to elm on the left.  elm was promoted
    from below, so it is 1,2 with its 1-edge towards child."""
    return c_lines("""
        rotate_on_left:
        gpar = _RB_LINK_PTR(up);
        if (child == _RB_LINK_LEFT(elm, off)) {
            /* elm's 1-edge outside: rotate, demote parent. */
            b = _RB_LINK_RIGHT(elm, off);
            _RB_LINK_LEFT(parent, off) = b;
            if (b != NULL)
                _RB_LINK_SET_PARENT(b, parent, off);
            _RB_LINK_RIGHT(elm, off) = parent;
            _RB_LINK_UP(parent, off) = (uintptr_t)elm;
            _RB_LINK_UP(elm, off) = (uintptr_t)gpar;
            _RB_LINK_SWAP_CHILD(root, gpar, parent, elm, off);
            return (elm);
        }
        /* elm's 1-edge inside: child takes parent's place. */
        cup = _RB_LINK_UP(child, off);
        b = _RB_LINK_LEFT(child, off);
        c = _RB_LINK_RIGHT(child, off);
        _RB_LINK_RIGHT(elm, off) = b;
        if (b != NULL)
            _RB_LINK_SET_PARENT(b, elm, off);
        _RB_LINK_LEFT(parent, off) = c;
        if (c != NULL)
            _RB_LINK_SET_PARENT(c, parent, off);
        _RB_LINK_LEFT(child, off) = elm;
        _RB_LINK_RIGHT(child, off) = parent;
        _RB_LINK_UP(elm, off) = (uintptr_t)child |
            (cup & _RB_L2 ? _RB_R2 : 0);
        _RB_LINK_UP(parent, off) = (uintptr_t)child |
            (cup & _RB_R2 ? _RB_L2 : 0);
        _RB_LINK_UP(child, off) = (uintptr_t)gpar;
        _RB_LINK_SWAP_CHILD(root, gpar, parent, child, off);
        return (child);
    """)


def insert_color_body():
    """Walk up from the new leaf elm below parent; see the diagrams."""
    step = insert_step_left()
    rotate = insert_rotate_left()
    return c_lines("""
        void *child = NULL, *gpar, *b, *c;
        uintptr_t up, cup;

        for (;;) {
            up = _RB_LINK_UP(parent, off);
            if (elm == _RB_LINK_LEFT(parent, off)) {
    """) + indent(step, 2) + ["\t} else {"] + indent(mirror(step), 2) + c_lines("""
            }
            child = elm;
            elm = parent;
            parent = _RB_LINK_PTR(up);
            if (parent == NULL)
                return (NULL);
        }
    """) + rotate + mirror(rotate)


def remove_step_left():
    """One step of the walk: the edge from parent down to elm, its left
    child (NULL when a leaf was removed), is one longer than before."""
    return c_lines("""
        if (!(up & _RB_L2)) {
            /* 1-edge became a 2-edge: balanced. */
            _RB_LINK_UP(parent, off) = up | _RB_L2;
            return (NULL);
        }
        if (up & _RB_R2) {
            /* 3,2: demote parent, making it 2,1. */
            _RB_LINK_UP(parent, off) = up ^ _RB_R2;
        } else {
            right = _RB_LINK_RIGHT(parent, off);
            sup = _RB_LINK_UP(right, off);
            if ((sup & _RB_BITS) != _RB_BITS)
                goto rotate_on_left;
            /* 3,1 with a 2,2 sibling: demote both
             * (parent stays 2,1). */
            _RB_LINK_UP(right, off) = sup ^ _RB_BITS;
        }
    """)


def remove_rotate_left():
    """parent is 3,1 with the 3-edge on the left, and its right child is
    not 2,2: one rotation, single or double, ends the walk."""
    return c_lines("""
        rotate_on_left:
        gpar = _RB_LINK_PTR(up);
        if (!(sup & _RB_R2)) {
            /* right's outer edge is a 1-edge: rotate; promote right,
             * demote parent (to rank 0 if it is now a leaf). */
            c = _RB_LINK_LEFT(right, off);
            _RB_LINK_RIGHT(parent, off) = c;
            if (c != NULL)
                _RB_LINK_SET_PARENT(c, parent, off);
            _RB_LINK_LEFT(right, off) = parent;
            if (elm == NULL && c == NULL) {
                _RB_LINK_UP(parent, off) = (uintptr_t)right;
                _RB_LINK_UP(right, off) = (uintptr_t)gpar |
                    _RB_L2 | _RB_R2;
            } else {
                _RB_LINK_UP(parent, off) = (uintptr_t)right | _RB_L2 |
                    (sup & _RB_L2 ? _RB_R2 : 0);
                _RB_LINK_UP(right, off) = (uintptr_t)gpar | _RB_R2;
            }
            _RB_LINK_SWAP_CHILD(root, gpar, parent, right, off);
            return (right);
        }
        /* right's outer edge is a 2-edge: its inner child z takes
         * parent's rank and place, above both. */
        z = _RB_LINK_LEFT(right, off);
        zup = _RB_LINK_UP(z, off);
        b = _RB_LINK_LEFT(z, off);
        c = _RB_LINK_RIGHT(z, off);
        _RB_LINK_RIGHT(parent, off) = b;
        if (b != NULL)
            _RB_LINK_SET_PARENT(b, parent, off);
        _RB_LINK_LEFT(right, off) = c;
        if (c != NULL)
            _RB_LINK_SET_PARENT(c, right, off);
        _RB_LINK_LEFT(z, off) = parent;
        _RB_LINK_RIGHT(z, off) = right;
        _RB_LINK_UP(parent, off) = (uintptr_t)z |
            (zup & _RB_L2 ? _RB_R2 : 0);
        _RB_LINK_UP(right, off) = (uintptr_t)z |
            (zup & _RB_R2 ? _RB_L2 : 0);
        _RB_LINK_UP(z, off) = (uintptr_t)gpar | _RB_L2 | _RB_R2;
        _RB_LINK_SWAP_CHILD(root, gpar, parent, z, off);
        return (z);
    """)


def remove_color_body(spine=False):
    """Walk up from parent, whose edge towards elm grew: the edge whose
    rank bit is side, _RB_L2 or _RB_R2; see the diagrams.  elm is NULL when a leaf was
    removed: if that leaf was parent's only child, parent is now a 2,2
    leaf, and the rank bits tell it with no child link read.  spine: the
    walk after the leftmost element was removed, where every edge on the
    way up is a left edge, so no step learns its side."""
    step = remove_step_left()
    rotate = remove_rotate_left()
    if spine:
        leaf_bits, sides, learn = "_RB_R2", step, []
        decl = "void *right, *gpar, *z, *b, *c;"
    else:
        leaf_bits = "(side ^ _RB_BITS)"
        sides = (["if (side == _RB_L2) {"] + indent(step) + ["} else {"] +
                 indent(mirror(step)) + ["}"])
        learn = ["side = elm == _RB_LINK_LEFT(parent, off) ? _RB_L2 : _RB_R2;"]
        decl = "void *left, *right, *gpar, *z, *b, *c;"
        rotate = rotate + mirror(rotate)
    up_one = c_lines("""
        elm = parent;
        parent = _RB_LINK_PTR(up);
        if (parent == NULL)
            return (NULL);
        up = _RB_LINK_UP(parent, off);
    """) + learn
    return [decl] + c_lines(f"""
        uintptr_t up, sup, zup;
        $
        up = _RB_LINK_UP(parent, off);
        if (elm == NULL && (up & _RB_BITS) == {leaf_bits}) {{
            /* A rank 1 node on a 1-edge to the removed leaf and a 2-edge
             * to NULL is now a 2,2 leaf: demote it to rank 0; its own
             * edge grew. */
            _RB_LINK_UP(parent, off) = up & ~_RB_BITS;
    """) + indent(up_one) + ["}", "for (;;) {"] + indent(sides) + \
        indent(up_one) + ["}"] + rotate


def remove_color_any_body():
    """REMOVE_COLOR for a caller that unlinked on its own: learn the side
    of elm first.  elm NULL and parent childless: the leaf hung on the
    1-edge, the side whose bit is clear."""
    return c_lines("""
        void *left = _RB_LINK_LEFT(parent, off);

        return (_rb_remove_color(root, off, parent, elm, elm == left &&
            (elm != NULL || _RB_LINK_RIGHT(parent, off) != NULL ||
            (_RB_LINK_UP(parent, off) & _RB_BITS) == _RB_R2) ?
            _RB_L2 : _RB_R2));
    """)


def emit_walks():
    """The walks as plain static functions, once per translation unit;
    name##_RB_INSERT_COLOR and name##_RB_REMOVE_COLOR call them with the
    offset of the element type's links.  Each returns the node a rotation
    put on top (the augmentation walk must recompute it), or NULL."""
    print(INSERT_COLOR_DIAGRAMS.strip("\n"))
    emit(function("_RB_LOCAL void *",
                  "_rb_insert_color(void *root, size_t off, void *parent, "
                  "void *elm)", insert_color_body()))
    print()
    print(REMOVE_COLOR_DIAGRAMS.strip("\n"))
    emit(function("_RB_LOCAL void *",
                  "_rb_remove_color(void *root, size_t off, void *parent, "
                  "void *elm, uintptr_t side)", remove_color_body()))
    print()
    emit(function("_RB_LOCAL void *",
                  "_rb_remove_color_any(void *root, size_t off, void *parent, "
                  "void *elm)", remove_color_any_body()))
    print()
    emit(function("_RB_LOCAL void *",
                  "_rb_remove_min_color(void *root, size_t off, void *parent, "
                  "void *elm)", remove_color_body(spine=True)))
    print()
