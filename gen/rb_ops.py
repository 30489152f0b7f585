"""The generated RB functions, one per FreeBSD operation, and the
RB_PROTOTYPE_* / RB_GENERATE_* macros that declare and define them.

Every operation is listed once in OPERATIONS with its signature; from that
entry come its RB_PROTOTYPE_<OP> and RB_GENERATE_<OP> macros, and
RB_PROTOTYPE_INTERNAL / RB_GENERATE_INTERNAL list them all.
"""

from cfmt import (Param, c_lines, define, emit, function, indent, mirror,
                  scalar, struct, wrap_body)

ELM_TYPE = struct("type")


def descent(on_equal, track):
    """The search loop shared by find, nfind, pfind and insert, one
    comparison per level, the comparator expanded inline; comp holds
    cmp(elm, tmp) when it starts.  With random keys a branch on the sign
    would mispredict half the time: the child is selected from it without
    one, and the test of equality, all but never true, is a predicted
    branch.  track: what else a step does with tmp and comp."""
    equal = c_lines(on_equal)
    if len(equal) > 1:
        equal = ["\tif (comp == 0) {"] + indent(equal, 2) + ["\t}"]
    else:
        equal = ["\tif (comp == 0)"] + indent(equal, 2)
    step = indent(c_lines(track)) if track else []
    return (c_lines("""
        /*
         * The child is selected, not branched to: a branch on the sign of
         * random keys would go wrong half the time.
         */
    """) + ["while (tmp != NULL) {"] + equal + step +
            c_lines("""
                tmp = comp < 0 ? _RB_LEFT(tmp, field) : _RB_RIGHT(tmp, field);
                if (tmp != NULL)
                    comp = cmp(elm, tmp);
            }
            """))


FIRST_COMPARISON = ("_RB_CMP_TYPE(cmp, elm) comp = tmp != NULL ? "
                    "cmp(elm, tmp) : 0;")


def find_body():
    return ["struct type *tmp = RB_ROOT(head);", FIRST_COMPARISON, ""] + \
        descent("return (tmp);", "") + ["return (NULL);"]


def nfind_body(least=True):
    """NFIND: the least element >= elm; least False (PFIND): the greatest
    element <= elm.  The descent keeps the last node it leaves towards
    the bound: going left for NFIND, going right for PFIND."""
    keep = "res = comp < 0 ? tmp : res;" if least else \
        "res = comp > 0 ? tmp : res;"
    return ["struct type *tmp = RB_ROOT(head), *res = NULL;",
            FIRST_COMPARISON, ""] + \
        descent("return (tmp);", keep) + ["return (res);"]


def insert_body():
    return c_lines("""
        struct type *tmp = RB_ROOT(head), *parent = NULL, **pptr;
        _RB_CMP_TYPE(cmp, elm) comp = 0, lefts;

        _RB_CHECK_ALIGNED(#name, "RB_INSERT", elm);
        /* Ordered keys go down the right spine: a predicted branch. */
        while (tmp != NULL && (comp = cmp(elm, tmp)) > 0) {
            parent = tmp;
            tmp = _RB_RIGHT(tmp, field);
        }
        /* The sign bit of lefts: elm went left at every node so far. */
        lefts = parent == NULL ? -1 : 0;
    """) + descent("""
        _RB_CHECK(tmp != elm, #name, "RB_INSERT", elm,
            "element is already in this tree");
        return (tmp);
    """, "lefts &= comp;\nparent = tmp;") + c_lines("""
        pptr = parent == NULL ? &RB_ROOT(head) :
            _RB_CHILD_LINK(type, parent, field, comp > 0);
        _RB_INSERT_LEAF(name, type, field, aug, kind, head, parent, pptr, elm,
            lefts < 0);
        _RB_CHECK_ORDER(#name, "RB_INSERT", type, elm, field, cmp,
            "comparator is not a total order");
        return (NULL);
    """)


def walk_call(walk):
    """INSERT_COLOR and REMOVE_COLOR: the shared walk (tree.h.in) on
    this element type's links (parent is never NULL)."""
    return c_lines("""
        return ((struct type *)$walk(&RB_ROOT(head),
            _RB_OFFSET(type, parent, field), parent, elm));
    """, walk=walk)


def insert_finish_body():
    # elm is the new leftmost if it is the left child of the old.
    return c_lines("""
        _RB_INSERT_LEAF(name, type, field, aug, kind, head, parent, pptr, elm,
            parent == NULL || (pptr == &_RB_LEFT(parent, field) &&
            kind##_IS_MIN(head, parent)));
        return (NULL);
    """)


def remove_body():
    return c_lines("""
        struct type *parent, *top = NULL;
        void *child, *succ;
        uintptr_t side = 0;
        int noleft;

        _RB_CHECK_MEMBER(#name, "RB_REMOVE", type, head, elm, field);
        parent = (struct type *)_rb_remove_links(&RB_ROOT(head),
            _RB_OFFSET(type, elm, field), elm, &child, &succ, &side, &noleft);
        /* The leftmost has no left child and is the root or a left child:
         * only then is the cache read.  Its successor took its place (its
         * right child, a leaf) or is its parent.  The new leftmost is
         * stored before the rebalance, the count after it (as in
         * RB_POP_MIN). */
        if (noleft && side != _RB_R2 && kind##_IS_MIN(head, elm))
            kind##_SET_MIN(head, child != NULL ?
                (struct type *)child : parent);
        if (side != 0)
            top = (struct type *)_rb_remove_color(&RB_ROOT(head),
                _RB_OFFSET(type, elm, field), parent, child, side);
        _RB_AUGMENT_WALK(type, field, aug, parent, top, (struct type *)succ);
        kind##_REMOVED(head);
        _RB_POISON_ELM(elm, field);
        return (elm);
    """)


def prev_body(op):
    """In-order predecessor; its mirror is the successor."""
    return c_lines("""
        struct type *parent;

        _RB_CHECK(_RB_UP(elm, field) != _RB_POISON, #name, "$op", elm,
            "element is not in a tree");
        if (_RB_LEFT(elm, field) != NULL) {
            elm = _RB_LEFT(elm, field);
            while (_RB_RIGHT(elm, field) != NULL)
                elm = _RB_RIGHT(elm, field);
            return (elm);
        }
        while ((parent = _RB_PARENT(type, elm, field)) != NULL &&
            elm == _RB_LEFT(parent, field))
            elm = parent;
        return (parent);
    """, op=op)


def minmax_body():
    return c_lines("""
        struct type *tmp = RB_ROOT(head), *parent = NULL;

        if (val < 0 && kind##_HAS_MIN)
            return (kind##_MIN(head));
        while (tmp != NULL) {
            parent = tmp;
            tmp = val < 0 ? _RB_LEFT(tmp, field) : _RB_RIGHT(tmp, field);
        }
        return (parent);
    """)


def insert_prev_body(op):
    """Insert newelm right before elm with no descent from the root: as
    elm's left child, or right of the greatest node of elm's left subtree.
    Its mirror inserts right after."""
    return c_lines("""
        struct type *parent = elm, **link = &_RB_LEFT(elm, field);

        _RB_CHECK_MEMBER(#name, "$op", type, head, elm, field);
        _RB_CHECK_ALIGNED(#name, "$op", newelm);
        _RB_CHECK_PREV_POSITION(#name, "$op", type, elm, newelm,
            field, cmp, "positional insert breaks the order");
        if (*link != NULL) {
            parent = *link;
            while (_RB_RIGHT(parent, field) != NULL)
                parent = _RB_RIGHT(parent, field);
            link = &_RB_RIGHT(parent, field);
        }
        name##_RB_INSERT_FINISH(head, parent, link, newelm);
        return (NULL);
    """, op=op)


def reinsert_body():
    return c_lines("""
        struct type *cmpelm;

        _RB_CHECK_MEMBER(#name, "RB_REINSERT", type, head, elm, field);
        if (((cmpelm = name##_RB_PREV(elm)) != NULL &&
            cmp(cmpelm, elm) >= 0) ||
            ((cmpelm = name##_RB_NEXT(elm)) != NULL &&
            cmp(elm, cmpelm) >= 0)) {
            /* elm's key passed a neighbour's: take it out, put it
             * back. */
            name##_RB_REMOVE(head, elm);
            return (name##_RB_INSERT(head, elm));
        }
        return (NULL);
    """)


def validate_body():
    """The shape first: once it is sound, the in-order walk ends."""
    return c_lines("""
        struct type *elm = RB_ROOT(head), *next;
        void *min = NULL;
        size_t count = 0;
        const char *error;

        if (elm != NULL) {
            error = _rb_validate_shape(elm,
                _RB_OFFSET(type, elm, field), &min, &count);
            if (error != NULL)
                return (error);
        }
        for (elm = (struct type *)min; elm != NULL; elm = next) {
            next = name##_RB_NEXT(elm);
            if (next != NULL && cmp(elm, next) >= 0)
                return ("order: an element is not above its "
                    "predecessor");
        }
        return (kind##_CACHE_ERROR(head, (struct type *)min, count));
    """)


def pop_min_body():
    """The leftmost element has no left child and is its parent's left
    child: unlinking it is two stores, its right child (a leaf; red-black:
    a red node, made black) or else its parent is the new leftmost, and
    the walk up needs no side test.  Red-black: only a black leaf leaves
    a path short."""
    return c_lines("""
        struct type *elm, *parent, *child, *top = NULL;
        uintptr_t up;

        elm = name##_RB_MINMAX(head, RB_NEGINF);
        if (elm == NULL)
            return (NULL);
        child = _RB_RIGHT(elm, field);
        up = _RB_UP(elm, field);
        parent = _RB_PTR(type, up);
        if (child != NULL)
            _RB_UP(child, field) = _RB_LONE_CHILD(parent);
        if (parent == NULL)
            RB_ROOT(head) = child;
        else
            _RB_LEFT(parent, field) = child;
        /* The new leftmost once elm is unlinked and before the rebalance,
         * so that nothing but the head is kept across it; the count
         * after it. */
        kind##_SET_MIN(head, child != NULL ? child : parent);
        if (parent != NULL && (TREE_BALANCE != TREE_RED_BLACK ||
            (child == NULL && (up & _RB_BLACK))))
            top = (struct type *)_rb_remove_min_color(&RB_ROOT(head),
                _RB_OFFSET(type, elm, field), parent, child);
        _RB_AUGMENT_WALK(type, field, aug, parent, top, NULL);
        kind##_REMOVED(head);
        _RB_POISON_ELM(elm, field);
        return (elm);
    """)


def replace_body():
    """newelm takes old's links and rank in O(1); its neighbours' links are
    rewritten in place, keeping their rank bits."""
    return c_lines("""
        struct type *parent, *child;

        _RB_CHECK_MEMBER(#name, "RB_REPLACE", type, head, old, field);
        _RB_CHECK_ALIGNED(#name, "RB_REPLACE", newelm);
        _RB_CHECK(cmp(old, newelm) == 0, #name, "RB_REPLACE", newelm,
            "replacement key differs from the replaced element's");
        parent = _RB_PARENT(type, old, field);
        _RB_SWAP_CHILD(head, parent, old, newelm, field);
        child = _RB_LEFT(old, field);
        _RB_LEFT(newelm, field) = child;
        if (child != NULL)
            _RB_SET_PARENT(child, newelm, field);
        child = _RB_RIGHT(old, field);
        _RB_RIGHT(newelm, field) = child;
        if (child != NULL)
            _RB_SET_PARENT(child, newelm, field);
        _RB_UP(newelm, field) = _RB_UP(old, field);
        if (kind##_IS_MIN(head, old))
            kind##_SET_MIN(head, newelm);
        _RB_AUGMENT_WALK(type, field, aug, newelm, NULL, newelm);
        _RB_POISON_ELM(old, field);
        return (old);
    """)


def postorder_body():
    """Children before parents, reading only links of elements not yet
    visited, so the caller may free each element once it is returned.
    elm NULL: the first element."""
    return c_lines("""
        struct type *parent;

        if (elm == NULL) {
            parent = RB_ROOT(head);
        } else {
            parent = _RB_PARENT(type, elm, field);
            if (parent == NULL || _RB_RIGHT(parent, field) == elm ||
                _RB_RIGHT(parent, field) == NULL)
                return (parent);
            parent = _RB_RIGHT(parent, field);
        }
        /* The first in postorder of parent's subtree: go down, to the left
         * where there is a left child, until a leaf. */
        while (parent != NULL) {
            elm = _RB_LEFT(parent, field);
            if (elm == NULL)
                elm = _RB_RIGHT(parent, field);
            if (elm == NULL)
                break;
            parent = elm;
        }
        return (parent);
    """)


def update_augment_body():
    return c_lines("""
        _RB_AUGMENT_WALK(type, field, aug, elm, NULL, NULL);
    """)


class Operation:
    """One per-operation function, name##_RB_<op>.  _RB_GENERATE_<op>
    defines it for any hook and head kind; RB_GENERATE_<op> is FreeBSD's
    form (global hooks, plain head).  params is a list of Param, ret a
    CType (cfmt.py)."""

    def __init__(self, op, params, uses_cmp, body, ret=ELM_TYPE,
                 freebsd=True, uncalled=False):
        self.op = op
        self.params = params
        self.uses_cmp = uses_cmp
        self.body = body
        self.ret = ret
        # Functions FreeBSD lacks are marked unused, so that a program
        # that never heard of them gets no warning from a static tree; so
        # are those that no other generated function calls (uncalled):
        # INSERT_FINISH, which FreeBSD's RB_INSERT calls and ours does not,
        # and REMOVE_COLOR, which RB_REMOVE no longer calls.
        self.uncalled = uncalled
        self.attr = "attr" if freebsd and not uncalled else "_RB_UNUSED attr"

    def declaration(self, doc=False):
        """The function's prototype, parameter types only."""
        types = ", ".join(p.ctype.text(doc) for p in self.params)
        name = "NAME_RB_" if doc else "name##_RB_"
        return self.ret.declare(f"{name}{self.op}({types})", doc)

    def prototype_macro(self):
        return define(f"RB_PROTOTYPE_{self.op}(name, type, attr)",
                      wrap_body(["attr " + self.declaration()]))

    def generate_args(self):
        return ["name", "type", "field"] + \
            (["cmp"] if self.uses_cmp else []) + ["attr"]

    def generate_macro(self):
        params = ", ".join(p.text() for p in self.params)
        return define(f"_RB_GENERATE_{self.op}({ALL_ARGS})",
                      function(f"attr {self.ret.text()}",
                               f"name##_RB_{self.op}({params})",
                               self.body), body_indent=0)

    def freebsd_generate_macro(self):
        args = ", ".join(self.generate_args())
        cmp = "cmp" if self.uses_cmp else "_RB_NO_CMP"
        attr = "_RB_UNUSED attr" if self.uncalled else "attr"
        return define(f"RB_GENERATE_{self.op}({args})", wrap_body(
            [f"_RB_GENERATE_{self.op}(name, type, field, {cmp}, {attr}, "
             "RB_AUGMENT_CHECK, _RB_PLAIN)"]))


ALL_ARGS = "name, type, field, cmp, attr, aug, kind"

HEAD = Param("head", struct("name"))
ELM = Param("elm", struct("type"))
PARENT = Param("parent", struct("type"))
NEWELM = Param("newelm", struct("type"))

OPERATIONS = [
    Operation("INSERT_COLOR", [HEAD, PARENT, ELM], False,
              walk_call("_rb_insert_color_any"), uncalled=True),
    Operation("REMOVE_COLOR", [HEAD, PARENT, ELM], False,
              walk_call("_rb_remove_color_any"), uncalled=True),
    Operation("INSERT_FINISH", [HEAD, PARENT,
                                Param("pptr", struct("type", 2)), ELM], False,
              insert_finish_body(), uncalled=True),
    Operation("INSERT", [HEAD, ELM], True, insert_body()),
    Operation("INSERT_NEXT", [HEAD, ELM, NEWELM], True,
              mirror(insert_prev_body("RB_INSERT_NEXT"))),
    Operation("INSERT_PREV", [HEAD, ELM, NEWELM], True,
              insert_prev_body("RB_INSERT_PREV")),
    Operation("REMOVE", [HEAD, ELM], False, remove_body()),
    Operation("FIND", [HEAD, ELM], True, find_body()),
    Operation("NFIND", [HEAD, ELM], True, nfind_body()),
    Operation("PFIND", [HEAD, ELM], True, nfind_body(least=False),
              freebsd=False),
    Operation("NEXT", [ELM], False, mirror(prev_body("RB_NEXT"))),
    Operation("PREV", [ELM], False, prev_body("RB_PREV")),
    Operation("MINMAX", [HEAD, Param("val", scalar("int"))], False,
              minmax_body()),
    Operation("REINSERT", [HEAD, ELM], True, reinsert_body()),
    Operation("POP_MIN", [HEAD], False, pop_min_body(),
              freebsd=False),
    Operation("REPLACE", [HEAD, Param("old", struct("type")), NEWELM],
              True, replace_body(),
              freebsd=False),
    Operation("POSTORDER", [HEAD, ELM], False, postorder_body(),
              freebsd=False),
    Operation("UPDATE_AUGMENT", [ELM], False, update_augment_body(),
              ret=scalar("void"), freebsd=False),
    Operation("VALIDATE", [HEAD], True, validate_body(),
              ret=scalar("const char", 1), freebsd=False),
]

# The instantiations: RB_GENERATE<suffix>(name, type, field, cmp<, aug>) and
# the matching RB_PROTOTYPE<suffix>: (suffix, hook argument, head kind).
VARIANTS = [
    ("", None, "_RB_PLAIN"),
    ("_AUGMENT", "aug", "_RB_PLAIN"),
    ("_CACHED", None, "_RB_CACHED"),
    ("_CACHED_AUGMENT", "aug", "_RB_CACHED"),
]


def emit_instantiations():
    for suffix, hook, kind in VARIANTS:
        args = "name, type, field, cmp" + (", " + hook if hook else "")
        aug = hook or "RB_AUGMENT_CHECK"
        for static, attr in (("", ""), ("_STATIC", "_RB_UNUSED static")):
            emit(define(f"RB_PROTOTYPE{suffix}{static}({args})",
                        "RB_PROTOTYPE_INTERNAL(name, type, field, cmp, "
                        f"{attr})"))
            emit(define(f"RB_GENERATE{suffix}{static}({args})", wrap_body(
                [f"_RB_GENERATE_ALL(name, type, field, cmp, {attr}, {aug}, "
                 f"{kind})"])))
    emit(define("RB_PROTOTYPE_INTERNAL(name, type, field, cmp, attr)",
                [f"RB_PROTOTYPE_{o.op}(name, type, attr);"
                 for o in OPERATIONS]))
    emit(define("RB_GENERATE_INTERNAL(name, type, field, cmp, attr)",
                wrap_body(["_RB_GENERATE_ALL(name, type, field, cmp, attr, "
                           "RB_AUGMENT_CHECK, _RB_PLAIN)"])))
    emit(define(f"_RB_GENERATE_ALL({ALL_ARGS})", wrap_body(
        [f"_RB_GENERATE_{o.op}(name, type, field, cmp, {o.attr}, aug, kind)"
         for o in OPERATIONS])))


def emit_declarations():
    for operation in OPERATIONS:
        emit(operation.prototype_macro())
    print()
    emit_instantiations()


def emit_freebsd_generators():
    for operation in OPERATIONS:
        emit(operation.freebsd_generate_macro())


def emit_functions():
    for operation in OPERATIONS:
        emit(operation.generate_macro())
        print()
