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
        SPLAY_LEFT(_sp_t, field) =
            SPLAY_RIGHT(_sp_c, field);
        SPLAY_RIGHT(_sp_c, field) = _sp_t;
        _sp_t = _sp_c;
        _sp_c = SPLAY_LEFT(_sp_t, field);
        if (_sp_c == NULL)
            break;
    """)
    if zig_zig is not None:
        rotate = c_lines("if ($test) {", test=zig_zig) + indent(rotate) + \
            ["}"]
    return c_lines("""
        _sp_c = SPLAY_LEFT(_sp_t, field);
        if (_sp_c == NULL)
            break;
    """) + rotate + c_lines("""
        *_sp_rhook = _sp_t;
        _sp_rhook = &SPLAY_LEFT(_sp_t, field);
        _sp_t = _sp_c;
    """)


def splay_body(compare_t, compare_child, comp_type):
    """Top-down splay of the node nearest the key to the root; the left and
    right trees grow through lhook / rhook and are hung below it last.
    compare_child is None when the key is -inf or +inf; comp_type is the
    type the comparison is kept in."""
    below = above = None
    if compare_child is not None:
        below, above = compare_child + " < 0", compare_child + " > 0"
    return c_lines("""
        struct type *_sp_t = SPLAY_ROOT(_sp_head), *_sp_c;
        struct type *_sp_ltree = NULL, *_sp_rtree = NULL;
        struct type **_sp_lhook = &_sp_ltree, **_sp_rhook = &_sp_rtree;
        $comp_type _sp_comp;

        if (_sp_t == NULL)
            return;
        while ((_sp_comp = $compare_t) != 0) {
            if (_sp_comp < 0) {
    """, compare_t=compare_t, comp_type=comp_type) + indent(splay_step_left(below), 2) + \
        ["\t} else {"] + indent(mirror(splay_step_left(above)), 2) + \
        c_lines("""
            }
        }
        *_sp_lhook = SPLAY_LEFT(_sp_t, field);
        *_sp_rhook = SPLAY_RIGHT(_sp_t, field);
        SPLAY_LEFT(_sp_t, field) = _sp_ltree;
        SPLAY_RIGHT(_sp_t, field) = _sp_rtree;
        SPLAY_ROOT(_sp_head) = _sp_t;
    """)


def insert_side_left():
    return c_lines("""
        SPLAY_LEFT(_sp_elm, field) = SPLAY_LEFT(_sp_root, field);
        SPLAY_RIGHT(_sp_elm, field) = _sp_root;
        SPLAY_LEFT(_sp_root, field) = NULL;
    """)


def insert_body():
    return c_lines("""
        struct type *_sp_root;
        _RB_CMP_TYPE(cmp, _sp_elm) _sp_comp;

        _RB_CMP_SIGNED(cmp, _sp_elm);
        if (SPLAY_EMPTY(_sp_head)) {
            SPLAY_LEFT(_sp_elm, field) =
                SPLAY_RIGHT(_sp_elm, field) = NULL;
            SPLAY_ROOT(_sp_head) = _sp_elm;
            return (NULL);
        }
        name##_SPLAY(_sp_head, _sp_elm);
        _sp_root = SPLAY_ROOT(_sp_head);
        _sp_comp = cmp(_sp_elm, _sp_root);
        if (_sp_comp < 0) {
    """) + indent(insert_side_left()) + ["} else if (_sp_comp > 0) {"] + \
        indent(mirror(insert_side_left())) + c_lines("""
        } else
            return (_sp_root);
        SPLAY_ROOT(_sp_head) = _sp_elm;
        return (NULL);
    """)


def remove_body():
    return c_lines("""
        struct type *_sp_rest;

        if (SPLAY_EMPTY(_sp_head))
            return (NULL);
        name##_SPLAY(_sp_head, _sp_elm);
        if (cmp(_sp_elm, SPLAY_ROOT(_sp_head)) != 0)
            return (NULL);
        _sp_rest = SPLAY_RIGHT(SPLAY_ROOT(_sp_head), field);
        if (SPLAY_LEFT(SPLAY_ROOT(_sp_head), field) == NULL) {
            SPLAY_ROOT(_sp_head) = _sp_rest;
        } else {
            /* The maximum of the left subtree, brought up with no
             * comparison, has no right child (whatever the comparator
             * says, so that no subtree is lost). */
            SPLAY_ROOT(_sp_head) =
                SPLAY_LEFT(SPLAY_ROOT(_sp_head), field);
            name##_SPLAY_MINMAX(_sp_head, SPLAY_INF);
            SPLAY_RIGHT(SPLAY_ROOT(_sp_head), field) = _sp_rest;
        }
        return (_sp_elm);
    """)


HEAD_ELM = "(struct name *_sp_head, struct type *_sp_elm)"
HEAD_VAL = "(struct name *_sp_head, int _sp_val)"


def emit_generators():
    """SPLAY_GENERATE (SPLAY_PROTOTYPE, the same for every tree, is C in
    tree.h.in)."""
    emit(define("SPLAY_GENERATE(name, type, field, cmp)",
                ["_RB_QUIET_BEGIN"] +
                function("void", "name##_SPLAY" + HEAD_ELM,
                         splay_body("cmp(_sp_elm, _sp_t)",
                                    "cmp(_sp_elm, _sp_c)",
                                    "_RB_CMP_TYPE(cmp, _sp_elm)")) +
                [""] +
                function("void", "name##_SPLAY_MINMAX" + HEAD_VAL,
                         splay_body("_sp_val", None, "int")) +
                [""] +
                function("struct type *", "name##_SPLAY_INSERT" + HEAD_ELM,
                         insert_body()) +
                [""] +
                function("struct type *", "name##_SPLAY_REMOVE" + HEAD_ELM,
                         remove_body()) + ["_RB_QUIET_END"], body_indent=0))
    print()
