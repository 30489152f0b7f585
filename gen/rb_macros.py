"""The RB_* macros that are not generated functions: the node and head
layout, the one place that knows the bit encoding, the user-facing calls
and loops, and the portability and debug scaffolding."""

from cfmt import c_lines, define, emit, indent, mirror, swap_comparisons
import api


def emit_portability():
    emit(c_lines("""
        /*
         * Portability.  _RB_ALIGNOF and _RB_STATIC_ASSERT reject element
         * types whose addresses have no free low bits; _RB_TYPEOF gives
         * RB_PARENT its element type.  Where a compiler has no alignof,
         * the debug mode checks alignment at run time instead; where it
         * has no typeof, RB_PARENT yields a void pointer.
         * _RB_STATIC_ASSERT(e, name, msg) is a declaration: msg is the
         * message of C11 and C++11; before C11 (where glibc's own
         * _Static_assert would report only a bit-field named
         * __error_if_negative) the compiler names the typedef tree_h_name,
         * whose array size is negative when e is false, so name says what
         * is wrong.
         */
    """))
    print("#if defined(__cplusplus) && __cplusplus >= 201103L")
    emit(define("_RB_ALIGNOF(t)", "alignof(t)"))
    emit(define("_RB_STATIC_ASSERT(e, name, msg)", "static_assert(e, msg)"))
    emit(define("_RB_TYPEOF(e)", "decltype(e)"))
    print("#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L")
    emit(define("_RB_ALIGNOF(t)", "_Alignof(t)"))
    emit(define("_RB_STATIC_ASSERT(e, name, msg)", "_Static_assert(e, msg)"))
    print("#elif defined(__GNUC__)")
    emit(define("_RB_ALIGNOF(t)", "__alignof__(t)"))
    print("#else")
    emit(define("_RB_ALIGNOF(t)", "4"))
    print("#endif")
    print("#ifndef _RB_STATIC_ASSERT")
    emit(define("_RB_STATIC_ASSERT(e, name, msg)",
                "typedef char tree_h_##name[(e) ? 1 : -1] _RB_UNUSED"))
    print("#endif")
    print("#if !defined(_RB_TYPEOF) && defined(__GNUC__)")
    emit(define("_RB_TYPEOF(e)", "__typeof__(e)"))
    print("#elif !defined(_RB_TYPEOF) && defined(__STDC_VERSION__) && \\")
    print("    __STDC_VERSION__ > 201710L")
    emit(define("_RB_TYPEOF(e)", "typeof(e)"))
    print("#endif")
    print("/* The (promoted) type of cmp's result, which the descents keep. */")
    print("#ifdef _RB_TYPEOF")
    emit(define("_RB_CMP_TYPE(cmp, elm)", "_RB_TYPEOF((cmp(elm, elm)) + 0)"))
    print("#else")
    emit(define("_RB_CMP_TYPE(cmp, elm)", "intmax_t"))
    print("#endif")
    emit(c_lines("""
        /*
         * _RB_LOCAL starts the static functions that every file gets, used
         * or not (the shared walks, SPLAY_PROTOTYPE's lookups): with GNU C
         * they are marked unused rather than inline, since -Winline warns
         * wherever the compiler declines an inline function, and the
         * compiler inlines them anyway where that pays.  _RB_LOCAL_INLINE
         * is for a function that has one caller per tree and hands back
         * results through pointers: always inlined when optimising, except
         * for size.
         */
    """))
    print("#if defined(__GNUC__)")
    emit(define("_RB_UNUSED", "__attribute__((__unused__))"))
    emit(define("_RB_LOCAL", "_RB_UNUSED static"))
    print("#else")
    emit(define("_RB_UNUSED", ""))
    emit(define("_RB_LOCAL", "static inline"))
    print("#endif")
    print("#if defined(__GNUC__) && defined(__OPTIMIZE__) && \\")
    print("    !defined(__OPTIMIZE_SIZE__)")
    emit(define("_RB_LOCAL_INLINE", "__attribute__((__always_inline__)) static inline"))
    print("#else")
    emit(define("_RB_LOCAL_INLINE", "_RB_LOCAL"))
    print("#endif")
    print()


def emit_debug():
    emit(c_lines("""
        /*
         * Debug mode: define TREE_DEBUG before including tree.h.  A failed
         * check calls TREE_DEBUG_REPORT(tree, op, elm, msg), which a program
         * may define itself; by default it prints the tree's name, the
         * operation, the element and the problem, then aborts.
         */
    """))
    print("#ifdef TREE_DEBUG")
    print("#ifndef TREE_DEBUG_REPORT")
    print("#include <stdio.h>")
    print("#include <stdlib.h>")
    emit(define("TREE_DEBUG_REPORT(tree, op, elm, msg)", c_lines("""
        (fprintf(stderr, "tree.h: %s %s: element %p: %s\\n",
            (tree), (op), (const void *)(elm), (msg)), abort())
    """)))
    print("#endif")
    emit(define("_RB_CHECK(ok, tree, op, elm, msg)", c_lines("""
        do {
            if (!(ok))
                TREE_DEBUG_REPORT(tree, op, elm, msg);
        } while (0)
    """)))
    emit(define("_RB_CHECK_MEMBER(tree, op, type, head, elm, field)", c_lines("""
        do {
            struct type *_rb_top = (elm);
            if (_RB_UP(elm, field) == _RB_POISON) {
                TREE_DEBUG_REPORT(tree, op, elm, "element is not in a tree");
            } else {
                while (_RB_PARENT(type, _rb_top, field) != NULL)
                    _rb_top = _RB_PARENT(type, _rb_top, field);
                if (_rb_top != RB_ROOT(head))
                    TREE_DEBUG_REPORT(tree, op, elm,
                        "element is not in this tree");
            }
        } while (0)
    """)))
    emit(define("_RB_POISON_ELM(elm, field)",
                "do { _RB_UP(elm, field) = _RB_POISON; } while (0)"))
    emit(define("_RB_CHECK_ORDER(tree, op, type, elm, field, cmp, msg)",
                check_order_lines()))
    prev_position = check_prev_position_lines()
    emit(define("_RB_CHECK_PREV_POSITION(tree, op, type, elm, newelm, field, "
                "cmp, msg)", prev_position))
    emit(define("_RB_CHECK_NEXT_POSITION(tree, op, type, elm, newelm, field, "
                "cmp, msg)", swap_comparisons(mirror(prev_position))))
    print("#else")
    emit(define("_RB_CHECK(ok, tree, op, elm, msg)", "do { } while (0)"))
    emit(define("_RB_CHECK_MEMBER(tree, op, type, head, elm, field)",
                "do { } while (0)"))
    emit(define("_RB_POISON_ELM(elm, field)", "do { } while (0)"))
    emit(define("_RB_CHECK_ORDER(tree, op, type, elm, field, cmp, msg)",
                "do { } while (0)"))
    emit(define("_RB_CHECK_PREV_POSITION(tree, op, type, elm, newelm, field, "
                "cmp, msg)", "do { } while (0)"))
    emit(define("_RB_CHECK_NEXT_POSITION(tree, op, type, elm, newelm, field, "
                "cmp, msg)", "do { } while (0)"))
    print("#endif")
    emit(define("_RB_CHECK_ALIGNED(tree, op, elm)", c_lines("""
        _RB_CHECK(((uintptr_t)(elm) & _RB_BITS) == 0, tree, op, elm,
            "element is not 4-byte aligned")
    """)))
    print()


def predecessor_check_left(anchor, subject, out_of_order):
    """Debug mode: find the in-order predecessor _rb_n of the linked node
    anchor (the mirror: successor) and report subject if out_of_order,
    a comparison of _rb_n with subject both ways, is true."""
    return c_lines(f"""
        _rb_n = _RB_LEFT({anchor}, field);
        if (_rb_n != NULL) {{
            while (_RB_RIGHT(_rb_n, field) != NULL)
                _rb_n = _RB_RIGHT(_rb_n, field);
        }} else {{
            _rb_c = ({anchor});
            while ((_rb_n = _RB_PARENT(type, _rb_c, field)) != NULL &&
                _rb_c == _RB_LEFT(_rb_n, field))
                _rb_c = _rb_n;
        }}
        if (_rb_n != NULL && ({out_of_order}))
            TREE_DEBUG_REPORT(tree, op, {subject}, msg);
    """)


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


def emit_layout():
    emit(c_lines("""
        /*
         * Balanced trees: weak AVL (rank-balanced) trees, see docs/design.md.
         * Every node has a rank; the rank difference between a node and each
         * child is 1 or 2 (a missing child has rank -1), and a leaf has rank
         * 0.  A node stores the rank differences of its two children, one bit
         * each (set: difference 2), in the low bits of its parent pointer, so
         * a node is three pointers.  The macros up to _RB_SET_PARENT are the
         * only code that knows this encoding.
         */
    """))
    emit(define("RB_HEAD(name, type)", c_lines("""
        struct name {
            struct type *rbh_root;  /* root of the tree */
        }
    """), body_indent=0))
    print("/* Both head kinds: all fields start zero (NULL pointers). */")
    print("#ifdef __cplusplus")
    emit(define("RB_INITIALIZER(root)", "{}"))
    print("#else")
    emit(define("RB_INITIALIZER(root)", "{ 0 }"))
    print("#endif")
    emit(define("RB_INIT(root)", c_lines("""
        do {
            unsigned char *_rb_p = (unsigned char *)(root);
            size_t _rb_i;
            for (_rb_i = 0; _rb_i < sizeof(*(root)); _rb_i++)
                _rb_p[_rb_i] = 0;
        } while (0)
    """)))
    emit(define("RB_ENTRY(type)", c_lines("""
        struct {
            struct type *rbe_left;  /* left child */
            struct type *rbe_right; /* right child */
            uintptr_t rbe_up;       /* parent | _RB_L2 | _RB_R2 */
        }
    """), body_indent=0))
    print()
    emit(define("_RB_L2", "((uintptr_t)1)\t/* left rank difference is 2 */"))
    emit(define("_RB_R2", "((uintptr_t)2)\t/* right rank difference is 2 */"))
    emit(define("_RB_BITS", "(_RB_L2 | _RB_R2)"))
    emit(define("_RB_LEFT(elm, field)", "(elm)->field.rbe_left"))
    emit(define("_RB_RIGHT(elm, field)", "(elm)->field.rbe_right"))
    emit(define("_RB_UP(elm, field)", "(elm)->field.rbe_up"))
    emit(define("_RB_PTR(type, up)", "((struct type *)((up) & ~_RB_BITS))"))
    emit(define("_RB_PARENT(type, elm, field)",
                "_RB_PTR(type, _RB_UP(elm, field))"))
    emit(define("_RB_SET_PARENT(elm, parent, field)", c_lines("""
        (_RB_UP(elm, field) =
            (_RB_UP(elm, field) & _RB_BITS) | (uintptr_t)(parent))
    """)))
    print("/* The address of elm's left (right == 0) or right (right == 1) link. */")
    emit(define("_RB_CHILD_LINK(type, elm, field, right)", c_lines("""
        ((struct type **)(void *)((char *)&_RB_LEFT(elm, field) +
            (size_t)(right) * sizeof(struct type *)))
    """)))
    print("/* No valid tree that fits in memory is taller (RB_VALIDATE). */")
    emit(define("_RB_MAX_HEIGHT", "(2 * 8 * (int)sizeof(void *))"))
    print("/* Debug mode: RB_REMOVE poisons an element's parent word with this. */")
    emit(define("_RB_POISON", "(~(uintptr_t)0 & ~_RB_BITS)"))
    print()
    emit(define("RB_ROOT(head)", "(head)->rbh_root"))
    emit(define("RB_EMPTY(head)", "(RB_ROOT(head) == NULL)"))
    emit(define("RB_LEFT(elm, field)", "_RB_LEFT(elm, field)"))
    emit(define("RB_RIGHT(elm, field)", "_RB_RIGHT(elm, field)"))
    print("#ifdef _RB_TYPEOF")
    emit(define("RB_PARENT(elm, field)", [
        "((_RB_TYPEOF((elm)->field.rbe_left))",
        "    (_RB_UP(elm, field) & ~_RB_BITS))"]))
    print("#else")
    emit(define("RB_PARENT(elm, field)",
                "((void *)(_RB_UP(elm, field) & ~_RB_BITS))"))
    print("#endif")
    emit(c_lines("""
        /*
         * Replace child old of parent (or the root when parent is NULL) by new.
         */
    """))
    emit(define("_RB_SWAP_CHILD(head, parent, old, new, field)", c_lines("""
        do {
            if ((parent) == NULL)
                RB_ROOT(head) = (new);
            else if (_RB_LEFT(parent, field) == (old))
                _RB_LEFT(parent, field) = (new);
            else
                _RB_RIGHT(parent, field) = (new);
        } while (0)
    """)))

    emit_link_view()


def emit_link_view():
    """The element type as the shared functions see it (_rb_insert_color,
    _rb_remove_color, _rb_remove_links, _rb_validate_shape): the address
    of its links, off bytes into it."""
    emit(c_lines("""
        /*
         * The rebalancing walks, the unlinking and the shape checks touch
         * links only, never keys or hooks, so one copy of them serves every
         * element type of a translation unit: they see an element through
         * struct _rb_links, off bytes into it.  may_alias tells the
         * compiler that these accesses reach the struct type * links of
         * RB_ENTRY.
         */
    """))
    print("#if defined(__GNUC__)")
    emit(define("_RB_MAY_ALIAS", "__attribute__((__may_alias__))"))
    print("#else")
    emit(define("_RB_MAY_ALIAS", ""))
    print("#endif")
    emit(c_lines("""
        typedef void *_rb_ptr _RB_MAY_ALIAS;
        struct _rb_links {
            _rb_ptr rbe_left;
            _rb_ptr rbe_right;
            uintptr_t rbe_up;
        } _RB_MAY_ALIAS;
    """))
    emit(c_lines("""
        /*
         * The offset of the links in an element.  C++ supports offsetof
         * only conditionally on types that are not standard-layout (a class
         * with virtual functions, or with public and private data members),
         * so there it is reached through the element elm (not NULL), as the
         * BSD headers reach every field; g++ folds it to a constant early
         * enough to specialise the shared functions only through a pointer
         * to member.  C has offsetof, a constant the static analysers
         * follow too.
         */
    """))
    print("#ifdef __cplusplus")
    emit(define("_RB_OFFSET(type, elm, field)",
                "((size_t)((char *)&((elm)->*&type::field) - (char *)(elm)))"))
    print("#else")
    emit(define("_RB_OFFSET(type, elm, field)",
                "offsetof(struct type, field)"))
    print("#endif")
    emit(define("_RB_LINKS(elm, off)",
                "((struct _rb_links *)(void *)((char *)(elm) + (off)))"))
    emit(define("_RB_LINK_LEFT(elm, off)", "_RB_LINKS(elm, off)->rbe_left"))
    emit(define("_RB_LINK_RIGHT(elm, off)", "_RB_LINKS(elm, off)->rbe_right"))
    emit(define("_RB_LINK_UP(elm, off)", "_RB_LINKS(elm, off)->rbe_up"))
    emit(define("_RB_LINK_PTR(up)", "((void *)((up) & ~_RB_BITS))"))
    emit(define("_RB_LINK_SET_PARENT(elm, parent, off)", c_lines("""
        (_RB_LINK_UP(elm, off) =
            (_RB_LINK_UP(elm, off) & _RB_BITS) | (uintptr_t)(parent))
    """)))
    print("/* The rank of elm (-1 for NULL), summed down its leftmost path. */")
    emit(define("_RB_LINK_RANK(elm, off, rank)", c_lines("""
        do {
            void *_rb_x;
            (rank) = -1;
            for (_rb_x = (elm); _rb_x != NULL; _rb_x = _RB_LINK_LEFT(_rb_x, off))
                (rank) += _RB_LINK_UP(_rb_x, off) & _RB_L2 ? 2 : 1;
        } while (0)
    """)))
    print("/* root: the address of the head's root pointer. */")
    emit(define("_RB_LINK_SWAP_CHILD(root, parent, old, new, off)", c_lines("""
        do {
            if ((parent) == NULL)
                *(_rb_ptr *)(root) = (new);
            else if (_RB_LINK_LEFT(parent, off) == (old))
                _RB_LINK_LEFT(parent, off) = (new);
            else
                _RB_LINK_RIGHT(parent, off) = (new);
        } while (0)
    """)))


def emit_calls():
    """The user-facing calls (api.CALLS): thin wrappers around the
    generated functions."""
    emit(define("RB_NEGINF", "(-1)"))
    emit(define("RB_INF", "(1)"))
    print()
    for macro in api.CALLS:
        emit(macro.define())
    print()
    emit_loops()


def loop(head, first, step):
    return define(head, c_lines(f"""
        for ((x) = {first};
            (x) != NULL;
            (x) = {step})
    """))


def safe_loop(head, first, step):
    # y holds the next element before the body runs, so the body may
    # remove or free x.
    return define(head, c_lines(f"""
        for ((x) = {first};
            (x) != NULL && ((y) = {step}, 1);
            (x) = (y))
    """))


def emit_loops():
    emit(loop("RB_FOREACH(x, name, head)",
              "RB_MIN(name, head)", "name##_RB_NEXT(x)"))
    emit(loop("RB_FOREACH_REVERSE(x, name, head)",
              "RB_MAX(name, head)", "name##_RB_PREV(x)"))
    emit(safe_loop("RB_FOREACH_SAFE(x, name, head, y)",
                   "RB_MIN(name, head)", "name##_RB_NEXT(x)"))
    emit(safe_loop("RB_FOREACH_REVERSE_SAFE(x, name, head, y)",
                   "RB_MAX(name, head)", "name##_RB_PREV(x)"))
    emit(safe_loop("RB_FOREACH_FROM(x, name, y)",
                   "(y)", "name##_RB_NEXT(x)"))
    emit(safe_loop("RB_FOREACH_REVERSE_FROM(x, name, y)",
                   "(y)", "name##_RB_PREV(x)"))
    emit(safe_loop("RB_FOREACH_POSTORDER(x, name, head, y)",
                   "name##_RB_POSTORDER(head, NULL)",
                   "name##_RB_POSTORDER(head, x)"))
