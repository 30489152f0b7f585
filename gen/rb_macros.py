"""The RB_* macros that the generator writes rather than copies: the
debug checks of an element against its in-order neighbours (written once
for the predecessor, mirrored for the successor) and the calls, one per
entry of api.CALLS.  The fixed macros are C in tree.h.in."""

from cfmt import c_lines, define, emit, indent, mirror, swap_comparisons
import api

# The largest RB_CACHE_LINE: its bits are the ones the link checks.
CACHE_LINE_MAX = 4096


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


def emit_cache_line_bits():
    """In #ifdef RB_CACHE_LINE: its bounds, and per bit of the value, which
    kind of mark (thread-local where the bit is set) says so to the
    linker, and the program's and a tree's marks of the bits (tree.h.in,
    "The settings that every file of a program must share")."""
    print("#if RB_CACHE_LINE + 0 <= 8 || "
          f"RB_CACHE_LINE + 0 > {CACHE_LINE_MAX}")
    print('#error "tree.h: RB_CACHE_LINE must be a number of bytes above 8 '
          f'and up to {CACHE_LINE_MAX}"')
    print("#endif")
    bits = range(CACHE_LINE_MAX.bit_length())
    for bit in bits:
        on = f"_RB_ON_RB_CACHE_LINE_bit{bit}"
        print(f"#if ((RB_CACHE_LINE) >> {bit}) & 1")
        emit(define(on, "_RB_TLS"))
        print("#else")
        emit(define(on, "_RB_NOT_TLS"))
        print("#endif")
    emit(define("_RB_PROGRAM_CACHE_LINE_BITS",
                [f"_RB_PROGRAM_MARK(RB_CACHE_LINE_bit{bit})" for bit in bits]))
    emit(define("_RB_SETTING_CACHE_LINE_BITS(name)",
                [f"_RB_SETTING_MARK(name, RB_CACHE_LINE_bit{bit})"
                 for bit in bits]))


def emit_calls():
    """The user-facing calls (api.CALLS): thin wrappers around the
    generated functions."""
    for macro in api.CALLS:
        emit(macro.define())
