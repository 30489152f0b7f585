"""The RB_* macros that the generator writes rather than copies: the
debug checks of an element against its in-order neighbours (written once
for the predecessor, mirrored for the successor) and the calls, one per
entry of api.CALLS.  The fixed macros are C in tree.h.in."""

from cfmt import c_lines, define, emit, indent, mirror, swap_comparisons
import api


def emit_order_checks():
    """The TREE_DEBUG checks of order, between the other debug macros."""
    emit(define("_RB_CHECK_ORDER(tree, op, type, elm, field, cmp, msg)",
                check_order_lines()))
    prev_position = check_prev_position_lines()
    emit(define("_RB_CHECK_PREV_POSITION(tree, op, type, elm, newelm, field, "
                "cmp, msg)", prev_position))
    emit(define("_RB_CHECK_NEXT_POSITION(tree, op, type, elm, newelm, field, "
                "cmp, msg)", swap_comparisons(mirror(prev_position))))


def predecessor_check_left(anchor, subject, out_of_order):
    """Debug mode: find the in-order predecessor _rb_n of the linked node
    anchor (the mirror: successor) and report subject if out_of_order,
    a comparison of _rb_n with subject both ways, is true."""
    return c_lines("""
        _rb_n = _RB_LEFT($anchor, field);
        if (_rb_n != NULL) {
            while (_RB_RIGHT(_rb_n, field) != NULL)
                _rb_n = _RB_RIGHT(_rb_n, field);
        } else {
            _rb_c = ($anchor);
            _rb_n = _RB_PARENT(type, _rb_c, field);
            while (_rb_n != NULL &&
                _rb_c == _RB_LEFT(_rb_n, field)) {
                _rb_c = _rb_n;
                _rb_n = _RB_PARENT(type, _rb_c, field);
            }
        }
        if (_rb_n != NULL &&
            ($out_of_order))
            TREE_DEBUG_REPORT(tree, op, $subject, msg);
    """, anchor=anchor, subject=subject, out_of_order=out_of_order)


def check_order_lines():
    """_RB_CHECK_ORDER: a just linked elm against both neighbours: an
    element in the wrong place, or a comparator that is not a total order,
    shows up as a wrong sign."""
    before = predecessor_check_left(
        "elm", "elm", "cmp(_rb_n, elm) >= 0 || cmp(elm, _rb_n) <= 0")
    after = swap_comparisons(mirror(before))
    return (["do {", "\tstruct type *_rb_n, *_rb_c;"] +
            indent(before) + indent(after) + ["} while (0)"])


def check_prev_position_lines():
    """_RB_CHECK_PREV_POSITION: before newelm is linked right before elm,
    check that it lies between elm's predecessor and elm, so that a failed
    check leaves the tree intact.  Its mirror checks a NEXT position."""
    return (["do {", "\tstruct type *_rb_n, *_rb_c;",
             "\tif (cmp(newelm, elm) >= 0 || cmp(elm, newelm) <= 0)",
             "\t\tTREE_DEBUG_REPORT(tree, op, newelm, msg);"] +
            indent(predecessor_check_left(
                "elm", "newelm",
                "cmp(_rb_n, newelm) >= 0 || cmp(newelm, _rb_n) <= 0")) +
            ["} while (0)"])


def emit_calls():
    """The user-facing calls (api.CALLS): thin wrappers around the
    generated functions."""
    for macro in api.CALLS:
        emit(macro.define())
