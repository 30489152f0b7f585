"""Splay trees (SPLAY_*): self-adjusting, two pointers per node, as in every
BSD <sys/tree.h>.  The top-down splay (Sleator and Tarjan, 1985) is written
once for the left-hand case and used both for a key and for -inf / +inf."""

from cfmt import c_lines, define, emit, function, indent, mirror


def splay_step_left(zig_zig):
    """The key is below t: bring t's left child c up (twice in a zig-zig,
    when the key is below c too) and hang t on the right-hand tree under
    construction.  zig_zig is that test, or None for -inf, which is
    below everything."""
    rotate = c_lines("""
        /* zig-zig: rotate right first. */
        SPLAY_LEFT(t, field) = SPLAY_RIGHT(c, field);
        SPLAY_RIGHT(c, field) = t;
        t = c;
        c = SPLAY_LEFT(t, field);
        if (c == NULL)
            break;
    """)
    if zig_zig is not None:
        rotate = c_lines("if ($test) {", test=zig_zig) + indent(rotate) + \
            ["}"]
    return c_lines("""
        c = SPLAY_LEFT(t, field);
        if (c == NULL)
            break;
    """) + rotate + c_lines("""
        *rhook = t;
        rhook = &SPLAY_LEFT(t, field);
        t = c;
    """)


def splay_body(compare_t, compare_child):
    """Top-down splay of the node nearest the key to the root; the left and
    right trees grow through lhook / rhook and are hung below it last.
    compare_child is None when the key is -inf or +inf."""
    below = above = None
    if compare_child is not None:
        below, above = compare_child + " < 0", compare_child + " > 0"
    return c_lines("""
        struct type *t = SPLAY_ROOT(head), *c;
        struct type *ltree = NULL, *rtree = NULL;
        struct type **lhook = &ltree, **rhook = &rtree;
        intmax_t comp;

        if (t == NULL)
            return;
        while ((comp = $compare_t) != 0) {
            if (comp < 0) {
    """, compare_t=compare_t) + indent(splay_step_left(below), 2) + \
        ["\t} else {"] + indent(mirror(splay_step_left(above)), 2) + \
        c_lines("""
            }
        }
        *lhook = SPLAY_LEFT(t, field);
        *rhook = SPLAY_RIGHT(t, field);
        SPLAY_LEFT(t, field) = ltree;
        SPLAY_RIGHT(t, field) = rtree;
        SPLAY_ROOT(head) = t;
    """)


def insert_side_left():
    return c_lines("""
        SPLAY_LEFT(elm, field) = SPLAY_LEFT(root, field);
        SPLAY_RIGHT(elm, field) = root;
        SPLAY_LEFT(root, field) = NULL;
    """)


def insert_body():
    return c_lines("""
        struct type *root;
        intmax_t comp;

        if (SPLAY_EMPTY(head)) {
            SPLAY_LEFT(elm, field) = SPLAY_RIGHT(elm, field) = NULL;
            SPLAY_ROOT(head) = elm;
            return (NULL);
        }
        name##_SPLAY(head, elm);
        root = SPLAY_ROOT(head);
        comp = cmp(elm, root);
        if (comp < 0) {
    """) + indent(insert_side_left()) + ["} else if (comp > 0) {"] + \
        indent(mirror(insert_side_left())) + c_lines("""
        } else
            return (root);
        SPLAY_ROOT(head) = elm;
        return (NULL);
    """)


def remove_body():
    return c_lines("""
        struct type *rest;

        if (SPLAY_EMPTY(head))
            return (NULL);
        name##_SPLAY(head, elm);
        if (cmp(elm, SPLAY_ROOT(head)) != 0)
            return (NULL);
        rest = SPLAY_RIGHT(SPLAY_ROOT(head), field);
        if (SPLAY_LEFT(SPLAY_ROOT(head), field) == NULL) {
            SPLAY_ROOT(head) = rest;
        } else {
            /* elm is above all of the left subtree: splaying for it there
             * brings up its maximum, which has no right child. */
            SPLAY_ROOT(head) = SPLAY_LEFT(SPLAY_ROOT(head), field);
            name##_SPLAY(head, elm);
            SPLAY_RIGHT(SPLAY_ROOT(head), field) = rest;
        }
        return (elm);
    """)


HEAD_ELM = "(struct name *head, struct type *elm)"
HEAD_VAL = "(struct name *head, int val)"


def emit_generators():
    """SPLAY_GENERATE (SPLAY_PROTOTYPE, the same for every tree, is C in
    tree.h.in)."""
    emit(define("SPLAY_GENERATE(name, type, field, cmp)",
                function("void", "name##_SPLAY" + HEAD_ELM,
                         splay_body("cmp(elm, t)", "cmp(elm, c)")) +
                [""] +
                function("void", "name##_SPLAY_MINMAX" + HEAD_VAL,
                         splay_body("val", None)) +
                [""] +
                function("struct type *", "name##_SPLAY_INSERT" + HEAD_ELM,
                         insert_body()) +
                [""] +
                function("struct type *", "name##_SPLAY_REMOVE" + HEAD_ELM,
                         remove_body()), body_indent=0))
    print()
