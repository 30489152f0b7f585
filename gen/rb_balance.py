"""The two rebalancing walks of the weak AVL tree, written once for the
case where the changed child is on the left; the generator mirrors each
case for the right.

Vocabulary (docs/design.md): an "i-edge" joins a node to a child whose rank
is i lower; a node is "i,j" when its edges are an i-edge and a j-edge.  A
node's _RB_L2 / _RB_R2 bit is set when its left / right edge is a 2-edge.
"""

from cfmt import c_lines, indent, mirror

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
            _RB_UP(parent, field) = up ^ _RB_L2;
            return (NULL);
        }
        if (up & _RB_R2)
            goto rotate_on_left;
        /* 0,1: promote parent to 1,2; go up. */
        _RB_UP(parent, field) = up | _RB_R2;
    """)


def insert_rotate_left():
    """parent is 0,2 with the 0-edge to elm on the left.  elm was promoted
    from below, so it is 1,2 with its 1-edge towards child."""
    return c_lines("""
        rotate_on_left:
        gpar = _RB_PTR(type, up);
        if (child == _RB_LEFT(elm, field)) {
            /* elm's 1-edge outside: rotate, demote parent. */
            b = _RB_RIGHT(elm, field);
            _RB_LEFT(parent, field) = b;
            if (b != NULL)
                _RB_SET_PARENT(b, parent, field);
            _RB_RIGHT(elm, field) = parent;
            _RB_UP(parent, field) = (uintptr_t)elm;
            _RB_UP(elm, field) = (uintptr_t)gpar;
            _RB_SWAP_CHILD(head, gpar, parent, elm, field);
            return (elm);
        }
        /* elm's 1-edge inside: child takes parent's place. */
        cup = _RB_UP(child, field);
        b = _RB_LEFT(child, field);
        c = _RB_RIGHT(child, field);
        _RB_RIGHT(elm, field) = b;
        if (b != NULL)
            _RB_SET_PARENT(b, elm, field);
        _RB_LEFT(parent, field) = c;
        if (c != NULL)
            _RB_SET_PARENT(c, parent, field);
        _RB_LEFT(child, field) = elm;
        _RB_RIGHT(child, field) = parent;
        _RB_UP(elm, field) = (uintptr_t)child |
            (cup & _RB_L2 ? _RB_R2 : 0);
        _RB_UP(parent, field) = (uintptr_t)child |
            (cup & _RB_R2 ? _RB_L2 : 0);
        _RB_UP(child, field) = (uintptr_t)gpar;
        _RB_SWAP_CHILD(head, gpar, parent, child, field);
        return (child);
    """)


def insert_color_body():
    """Walk up from the new leaf elm below parent; see the diagrams."""
    step = insert_step_left()
    rotate = insert_rotate_left()
    return c_lines("""
        struct type *child = NULL, *gpar, *b, *c;
        uintptr_t up, cup;

        for (;;) {
            up = _RB_UP(parent, field);
            if (elm == _RB_LEFT(parent, field)) {
    """) + indent(step, 2) + ["\t} else {"] + indent(mirror(step), 2) + c_lines("""
            }
            child = elm;
            elm = parent;
            parent = _RB_PTR(type, up);
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
            _RB_UP(parent, field) = up | _RB_L2;
            return (NULL);
        }
        if (up & _RB_R2) {
            /* 3,2: demote parent, making it 2,1. */
            _RB_UP(parent, field) = up ^ _RB_R2;
        } else {
            right = _RB_RIGHT(parent, field);
            sup = _RB_UP(right, field);
            if ((sup & _RB_BITS) != _RB_BITS)
                goto rotate_on_left;
            /* 3,1 with a 2,2 sibling: demote both (parent stays 2,1). */
            _RB_UP(right, field) = sup ^ _RB_BITS;
        }
    """)


def remove_rotate_left():
    """parent is 3,1 with the 3-edge on the left, and its right child is
    not 2,2: one rotation, single or double, ends the walk."""
    return c_lines("""
        rotate_on_left:
        gpar = _RB_PTR(type, up);
        if (!(sup & _RB_R2)) {
            /* right's outer edge is a 1-edge: rotate; promote right,
             * demote parent (to rank 0 if it is now a leaf). */
            c = _RB_LEFT(right, field);
            _RB_RIGHT(parent, field) = c;
            if (c != NULL)
                _RB_SET_PARENT(c, parent, field);
            _RB_LEFT(right, field) = parent;
            if (elm == NULL && c == NULL) {
                _RB_UP(parent, field) = (uintptr_t)right;
                _RB_UP(right, field) = (uintptr_t)gpar | _RB_L2 | _RB_R2;
            } else {
                _RB_UP(parent, field) = (uintptr_t)right | _RB_L2 |
                    (sup & _RB_L2 ? _RB_R2 : 0);
                _RB_UP(right, field) = (uintptr_t)gpar | _RB_R2;
            }
            _RB_SWAP_CHILD(head, gpar, parent, right, field);
            return (right);
        }
        /* right's outer edge is a 2-edge: its inner child z takes
         * parent's rank and place, above both. */
        z = _RB_LEFT(right, field);
        zup = _RB_UP(z, field);
        b = _RB_LEFT(z, field);
        c = _RB_RIGHT(z, field);
        _RB_RIGHT(parent, field) = b;
        if (b != NULL)
            _RB_SET_PARENT(b, parent, field);
        _RB_LEFT(right, field) = c;
        if (c != NULL)
            _RB_SET_PARENT(c, right, field);
        _RB_LEFT(z, field) = parent;
        _RB_RIGHT(z, field) = right;
        _RB_UP(parent, field) = (uintptr_t)z |
            (zup & _RB_L2 ? _RB_R2 : 0);
        _RB_UP(right, field) = (uintptr_t)z |
            (zup & _RB_R2 ? _RB_L2 : 0);
        _RB_UP(z, field) = (uintptr_t)gpar | _RB_L2 | _RB_R2;
        _RB_SWAP_CHILD(head, gpar, parent, z, field);
        return (z);
    """)


def remove_color_body():
    """Walk up from parent, whose edge towards elm grew; see the diagrams."""
    step = remove_step_left()
    rotate = remove_rotate_left()
    return c_lines("""
        struct type *left, *right, *gpar, *z, *b, *c;
        uintptr_t up, sup, zup;

        up = _RB_UP(parent, field);
        if (elm == NULL && _RB_LEFT(parent, field) == NULL &&
            _RB_RIGHT(parent, field) == NULL) {
            /* parent lost its only child and is a 2,2 leaf: demote it to
             * rank 0; its own edge grew.  From here on elm is not NULL, or
             * is parent's only NULL child, so it tells the side. */
            _RB_UP(parent, field) = up & ~_RB_BITS;
            elm = parent;
            parent = _RB_PTR(type, up);
            if (parent == NULL)
                return (NULL);
            up = _RB_UP(parent, field);
        }
        for (;;) {
            if (elm == _RB_LEFT(parent, field)) {
    """) + indent(step, 2) + ["\t} else {"] + indent(mirror(step), 2) + c_lines("""
            }
            elm = parent;
            parent = _RB_PTR(type, up);
            if (parent == NULL)
                return (NULL);
            up = _RB_UP(parent, field);
        }
    """) + rotate + mirror(rotate)
