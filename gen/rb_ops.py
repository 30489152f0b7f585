"""The generated RB functions, one per FreeBSD operation, and the
RB_PROTOTYPE_* / RB_GENERATE_* macros that declare and define them.

Every operation is listed once in OPERATIONS with its signature; from that
entry come its RB_PROTOTYPE_<OP> and RB_GENERATE_<OP> macros, and
RB_PROTOTYPE_INTERNAL / RB_GENERATE_INTERNAL list them all.
"""

from cfmt import (Param, c_lines, define, emit, function, indent, mirror,
                  scalar, struct, wrap_body)

ELM_TYPE = struct("type")
VOID = scalar("void")


def descent(on_equal, track, opaque=True):
    """The search loop shared by find, nfind, pfind and insert, one
    comparison per level at the top of the loop, the comparator expanded
    inline.  With random keys a branch on the sign would mispredict half
    the time: the child is selected from it without one, and the test of
    equality, all but never true, is a predicted branch.  track: what
    else a step does with _rb_tmp and _rb_comp.

    gcc decides by the loop's shape whether the selection stays a
    conditional move when the comparator has branches of its own.  With
    nothing but the selection after the test of equality (find, and
    insert, whose step only keeps the parent) gcc threads the
    comparator's branches into that test and selects with a conditional
    move on the comparator's own flags.  Nfind's step chooses a second
    time on the same value; there gcc makes the selection a branch unless
    _RB_OPAQUE hides where the value came from (opaque)."""
    equal = c_lines(on_equal)
    if len(equal) > 1:
        equal = ["\tif (_rb_comp == 0) {"] + indent(equal, 2) + ["\t}"]
    else:
        equal = ["\tif (_rb_comp == 0)"] + indent(equal, 2)
    step = indent(c_lines(track) if isinstance(track, str) else track) \
        if track else []
    select = indent(c_lines("""
        _rb_tmp = _rb_comp < 0 ? _RB_LEFT(_rb_tmp, field) :
            _RB_RIGHT(_rb_tmp, field);
    """))
    compare = ["\t_rb_comp = cmp(_rb_elm, _rb_tmp);"] + \
        (["\t_RB_OPAQUE(_rb_comp);"] if track and opaque else [])
    return (c_lines("""
        /*
         * The child is selected, not branched to: a branch on the
         * sign of random keys would go wrong half the time.
         */
    """) + ["while (_rb_tmp != NULL) {"] + compare + equal + step + select +
            ["}"])


COMP = "_RB_CMP_TYPE(cmp, _rb_elm) _rb_comp;"


SIGNED = "_RB_CMP_SIGNED(cmp, _rb_elm);"


def find_body():
    return ["struct type *_rb_tmp = RB_ROOT(_rb_head);", COMP, "", SIGNED] + \
        descent("return (_rb_tmp);", "") + ["return (NULL);"]


def nfind_body(least=True):
    """NFIND: the least element >= elm; least False (PFIND): the greatest
    element <= elm.  The descent keeps the last node it leaves towards
    the bound: going left for NFIND, going right for PFIND (in
    arithmetic: the child is the one conditional move)."""
    keep = c_lines("""
        _rb_keep = 0 - (uintptr_t)(_rb_comp $side 0);
        _RB_OPAQUE(_rb_keep);
        _rb_res = _RB_CHOOSE(type, _rb_keep, _rb_res, _rb_tmp);
    """, side="<" if least else ">")
    return ["struct type *_rb_tmp = RB_ROOT(_rb_head), *_rb_res = NULL;",
            COMP, "uintptr_t _rb_keep;", "", SIGNED] + \
        descent("return (_rb_tmp);", keep) + ["return (_rb_res);"]


def insert_body():
    """Ordered keys (a timer queue's) go down the right spine: a loop of
    predicted branches, no conditional move on the chain of loads.  Where
    the spine walk stops elm is less than the node, or equal: the left
    child starts the descent.  Its loop compares at the top and selects
    the child from the comparison itself, as find's does (see descent),
    so that gcc selects on the comparator's own flags.  The side of the
    last step, which the link needs after the loop, is kept apart in
    _rb_right, hidden by _RB_OPAQUE: with the comparison's value live
    after the loop gcc branched on it (even for the sign idiom), and with
    the selection made from _rb_right the comparator's flags go through
    a setcc on the chain of loads.  One comparison per level, as before.
    elm is the new leftmost if it is the left child of the old, as in
    INSERT_FINISH."""
    return c_lines("""
        struct type *_rb_tmp = RB_ROOT(_rb_head), *_rb_parent = NULL;
        struct type **_rb_pptr;
        _RB_CMP_TYPE(cmp, _rb_elm) _rb_comp = 0;
        int _rb_right = 1;

        _RB_CMP_SIGNED(cmp, _rb_elm);
        _RB_CHECK_ALIGNED(#name, "RB_INSERT", _rb_elm);
        /* Ordered keys go down the right spine: a predicted branch. */
        while (_rb_tmp != NULL && (_rb_comp = cmp(_rb_elm, _rb_tmp)) > 0) {
            _rb_parent = _rb_tmp;
            _rb_tmp = _RB_RIGHT(_rb_tmp, field);
        }
        if (_rb_tmp != NULL && _rb_comp < 0) {
            _rb_parent = _rb_tmp;
            _rb_right = 0;
            _rb_tmp = _RB_LEFT(_rb_tmp, field);
            /*
             * The child is selected, not branched to: a branch on the
             * sign of random keys would go wrong half the time.
             */
            while (_rb_tmp != NULL &&
                (_rb_comp = cmp(_rb_elm, _rb_tmp)) != 0) {
                _rb_parent = _rb_tmp;
                _rb_right = _rb_comp > 0;
                _RB_OPAQUE(_rb_right);
                _rb_tmp = _rb_comp < 0 ? _RB_LEFT(_rb_tmp, field) :
                    _RB_RIGHT(_rb_tmp, field);
            }
        }
        if (_rb_tmp != NULL) {
            _RB_CHECK(_rb_tmp != _rb_elm, #name, "RB_INSERT",
                _rb_elm, "element is already in this tree; "
                "remove it before inserting it again");
            return (_rb_tmp);
        }
        _rb_pptr = _rb_parent == NULL ? &RB_ROOT(_rb_head) :
            _RB_CHILD_LINK(type, _rb_parent, field, _rb_right);
        _RB_CHECK_UNLINKED(#name, "RB_INSERT", _rb_elm, field,
            _RB_STILL_LINKED);
        _RB_INSERT_LEAF(name, type, field, aug, kind, _rb_head, _rb_parent,
            _rb_pptr, _rb_elm, _rb_parent == NULL ||
            (_rb_pptr == &_RB_LEFT(_rb_parent, field) &&
            kind##_IS_MIN(_rb_head, _rb_parent)));
        _RB_CHECK_ORDER(#name, "RB_INSERT", type, _rb_elm, field, cmp,
            "comparator is not a total order; "
            "fix it, and change no key in a tree");
        return (NULL);
    """)


def walk_call(walk):
    """INSERT_COLOR: the shared walk (tree.h.in) on this element type's
    links (parent is never NULL)."""
    return c_lines("""
        return ((struct type *)$walk(&RB_ROOT(_rb_head),
            _RB_OFFSET(type, _rb_parent, field), _rb_parent, _rb_elm));
    """, walk=walk)


def insert_finish_body():
    # elm is the new leftmost if it is the left child of the old.
    return c_lines("""
        _RB_INSERT_LEAF(name, type, field, aug, kind, _rb_head, _rb_parent,
            _rb_pptr, _rb_elm, _rb_parent == NULL ||
            (_rb_pptr == &_RB_LEFT(_rb_parent, field) &&
            kind##_IS_MIN(_rb_head, _rb_parent)));
        return (NULL);
    """)


def remove_call(op):
    """The end of RB_REMOVE and RB_POP_MIN (op REMOVE or POP_MIN): the
    shared removal of the head kind (tree.h.in: _rb_remove_body,
    _rb_pop_min_body) does the whole work, a tail call.  With a hook,
    the _augment one hands back where the hook walk starts (in _rb_aug,
    which the caller declares); with none (_RB_NO_HOOK) that code is
    compiled out."""
    return c_lines("""
        if (_RB_NO_HOOK(aug(_rb_elm)))
            return ((struct type *)kind##_$op(_rb_head,
                _RB_OFFSET(type, _rb_elm, field), _rb_elm));
        if (_rb_$augment(_rb_head, _RB_OFFSET(type, _rb_elm, field),
            _rb_elm, kind##_HAS_MIN, _rb_aug) == NULL)
            return (NULL);
        _RB_AUGMENT_WALK(type, field, aug, (struct type *)_rb_aug[0],
            (struct type *)_rb_aug[1], (struct type *)_rb_aug[2]);
        return (_rb_elm);
    """, op=op, augment=op.lower() + "_augment")


def remove_color_body():
    """REMOVE_COLOR: the head kind's removal, as RB_REMOVE calls it,
    takes out a stand-in that _rb_link_standin (tree.h.in) links where
    the caller's node was, so that the walk is the one copy inside the
    removal.  The count it lowers is put back.  Returns the top of the
    last rotation for the hook (NULL with none)."""
    return c_lines("""
        struct _rb_links _rb_links;
        void *_rb_aug[3] = { NULL, NULL, NULL }, *_rb_standin;
        size_t _rb_count = kind##_COUNT(_rb_head);

        _rb_standin = _rb_link_standin(_rb_parent,
            _RB_OFFSET(type, _rb_parent, field), _rb_elm, &_rb_links);
        if (_RB_NO_HOOK(aug(_rb_parent)))
            (void)kind##_REMOVE(_rb_head,
                _RB_OFFSET(type, _rb_parent, field), _rb_standin);
        else
            (void)_rb_remove_augment(_rb_head,
                _RB_OFFSET(type, _rb_parent, field), _rb_standin,
                kind##_HAS_MIN, _rb_aug);
        kind##_SET_COUNT(_rb_head, _rb_count);
        return ((struct type *)_rb_aug[1]);
    """)


def remove_body():
    return c_lines("""
        void *_rb_aug[3];

        _RB_CHECK_REMOVE(#name, "RB_REMOVE", type, _rb_head, _rb_elm,
            field, cmp);
    """) + remove_call("REMOVE")


def prev_body(op):
    """In-order predecessor; its mirror is the successor."""
    return c_lines("""
        struct type *_rb_parent;

        _RB_CHECK_LINKS(#name, "$op", type, _rb_elm, field);
        if (_RB_LEFT(_rb_elm, field) != NULL) {
            _rb_elm = _RB_LEFT(_rb_elm, field);
            while (_RB_RIGHT(_rb_elm, field) != NULL)
                _rb_elm = _RB_RIGHT(_rb_elm, field);
            return (_rb_elm);
        }
        while ((_rb_parent = _RB_PARENT(type, _rb_elm, field)) != NULL &&
            _rb_elm == _RB_LEFT(_rb_parent, field))
            _rb_elm = _rb_parent;
        return (_rb_parent);
    """, op=op)


def minmax_body():
    return c_lines("""
        struct type *_rb_tmp = RB_ROOT(_rb_head), *_rb_parent = NULL;

        if (_rb_val < 0 && kind##_HAS_MIN)
            return (kind##_MIN(_rb_head));
        while (_rb_tmp != NULL) {
            _rb_parent = _rb_tmp;
            _rb_tmp = _rb_val < 0 ? _RB_LEFT(_rb_tmp, field) :
                _RB_RIGHT(_rb_tmp, field);
        }
        return (_rb_parent);
    """)


def insert_prev_body(op):
    """Insert newelm right before elm with no descent from the root: as
    elm's left child, or right of the greatest node of elm's left subtree.
    Its mirror inserts right after."""
    return c_lines("""
        struct type *_rb_parent = _rb_elm;
        struct type **_rb_link = &_RB_LEFT(_rb_elm, field);

        _RB_CHECK_FOUND(#name, "$op", type, _rb_head, _rb_elm,
            field, cmp);
        _RB_CHECK_ALIGNED(#name, "$op", _rb_newelm);
        _RB_CHECK_UNLINKED(#name, "$op", _rb_newelm, field,
            _RB_STILL_LINKED);
        _RB_CHECK_PREV_POSITION(#name, "$op", type, _rb_elm,
            _rb_newelm, field, cmp, "positional insert breaks the order; "
            "insert next to the true neighbour, or use RB_INSERT");
        if (*_rb_link != NULL) {
            _rb_parent = *_rb_link;
            while (_RB_RIGHT(_rb_parent, field) != NULL)
                _rb_parent = _RB_RIGHT(_rb_parent, field);
            _rb_link = &_RB_RIGHT(_rb_parent, field);
        }
        name##_RB_INSERT_FINISH(_rb_head, _rb_parent, _rb_link, _rb_newelm);
        return (NULL);
    """, op=op)


def reinsert_body():
    """elm's key changed, so RB_REMOVE's debug check, which finds elm by
    its key, cannot serve: the shared removal takes elm out directly."""
    return c_lines("""
        struct type *_rb_cmpelm;
        void *_rb_aug[3];

        _RB_CHECK_MEMBER(#name, "RB_REINSERT", type, _rb_head, _rb_elm,
            field);
        if (((_rb_cmpelm = name##_RB_PREV(_rb_elm)) != NULL &&
            cmp(_rb_cmpelm, _rb_elm) >= 0) ||
            ((_rb_cmpelm = name##_RB_NEXT(_rb_elm)) != NULL &&
            cmp(_rb_elm, _rb_cmpelm) >= 0)) {
            /* elm's key passed a neighbour's: take it out, put it
             * back. */
            if (_RB_NO_HOOK(aug(_rb_elm)))
                kind##_REMOVE(_rb_head,
                    _RB_OFFSET(type, _rb_elm, field), _rb_elm);
            else if (_rb_remove_augment(_rb_head,
                _RB_OFFSET(type, _rb_elm, field), _rb_elm,
                kind##_HAS_MIN, _rb_aug) != NULL)
                _RB_AUGMENT_WALK(type, field, aug,
                    (struct type *)_rb_aug[0],
                    (struct type *)_rb_aug[1],
                    (struct type *)_rb_aug[2]);
            return (name##_RB_INSERT(_rb_head, _rb_elm));
        }
        return (NULL);
    """)


def validate_body():
    """The shape first: once it is sound, the in-order walk ends."""
    return c_lines("""
        struct type *_rb_elm = RB_ROOT(_rb_head), *_rb_next;
        void *_rb_min = NULL;
        size_t _rb_count = 0;
        const char *_rb_error;

        if (_rb_elm != NULL) {
            _rb_error = _rb_validate_shape(_rb_elm,
                _RB_OFFSET(type, _rb_elm, field), &_rb_min, &_rb_count);
            if (_rb_error != NULL)
                return (_rb_error);
        }
        for (_rb_elm = (struct type *)_rb_min; _rb_elm != NULL;
            _rb_elm = _rb_next) {
            _rb_next = name##_RB_NEXT(_rb_elm);
            if (_rb_next != NULL && cmp(_rb_elm, _rb_next) >= 0)
                return ("order: an element is not above its "
                    "predecessor");
        }
        return (kind##_CACHE_ERROR(_rb_head, (struct type *)_rb_min,
            _rb_count));
    """)


def pop_min_body():
    """The leftmost element (one load on a cached head), removed by a
    removal of its own: unlinking the leftmost needs no side test."""
    return c_lines("""
        struct type *_rb_elm = name##_RB_MINMAX(_rb_head, RB_NEGINF);
        void *_rb_aug[3];

        if (_rb_elm == NULL)
            return (NULL);
    """) + remove_call("POP_MIN")


SPLIT_DECLARATIONS = c_lines("""
    struct type *_rb_from, *_rb_y, *_rb_next, *_rb_min, *_rb_rot;
    struct type *_rb_lroot, *_rb_rroot;
    uintptr_t _rb_up;
    int _rb_rank, _rb_lrank, _rb_rrank;
    size_t _rb_off;
""")


def split_lines(root, key, pivot=False):
    """Split the tree at root (a struct type *, whose parent is NULL) at
    key, whose link field is off bytes in (the caller sets _rb_off):
    lroot the tree of the elements less than key, rroot that of the
    others, lrank and rrank their ranks, min the least of rroot's (NULL:
    none).  The descent finds the last node of the path.  From there the
    walk goes up by the parent pointers, which the joins below do not
    change: it learns each node's side from the child it comes from (the
    path goes on to the node's right where that child is not its left
    one); below the last node it comes from NULL, that node's left link,
    or from the node itself, a value that no link holds, where the path
    went right.  Each node's rank follows from its child's on the path
    (the NULL below the last has _RB_EMPTY_RANK), and the node joins its
    other subtree to its side's tree (_rb_join_into, inlined for each
    side); the hook runs from it.  The ranks of the joins sum to
    O(log n).  pivot: min is kept out of rroot (RB_REMOVE_RANGE joins
    the two ends with it)."""
    keep = c_lines("""
        if (_rb_y == _rb_min) {
            /* the least of the right part: kept aside */
            _rb_rroot = _RB_RIGHT(_rb_y, field);
            _rb_rrank = _RB_CHILD_RANK(_rb_up, _RB_R2,
                _rb_rank);
            continue;
        }
    """) if pivot else []
    return c_lines("""
        _rb_y = $root;
        _rb_from = _rb_lroot = _rb_rroot = _rb_min = NULL;
        _rb_rank = _rb_lrank = _rb_rrank = _RB_EMPTY_RANK;
        while (_rb_y != NULL) {
            _rb_from = _rb_y;
            if (cmp($key, _rb_y) > 0) {
                _rb_y = _RB_RIGHT(_rb_y, field);
            } else {
                _rb_min = _rb_y;
                _rb_y = _RB_LEFT(_rb_y, field);
            }
        }
        /*
         * Up from the last node; from, where the walk comes from, starts
         * as NULL if the path went left there, else as the node itself,
         * which no link of it holds.
         */
        _rb_y = _rb_from;
        if (_rb_from == _rb_min)
            _rb_from = NULL;
        for (; _rb_y != NULL; _rb_from = _rb_y, _rb_y = _rb_next) {
            _rb_up = _RB_UP(_rb_y, field);
            _rb_next = _RB_PTR(type, _rb_up);
            if (_RB_LEFT(_rb_y, field) != _rb_from) {
                /* y and its left subtree join the left part. */
                _rb_rank = _RB_PARENT_RANK(_rb_up, _RB_R2, _rb_rank);
                _rb_rot = (struct type *)_rb_join_into(&_rb_lroot,
                    &_rb_lrank, _rb_off, _rb_off + sizeof(_rb_ptr),
                    _RB_LEFT(_rb_y, field),
                    _RB_CHILD_RANK(_rb_up, _RB_L2, _rb_rank), _rb_y);
            } else {
                /* y and its right subtree join the right part. */
                _rb_rank = _RB_PARENT_RANK(_rb_up, _RB_L2, _rb_rank);
    """, root=root, key=key) + indent(keep, 2) + c_lines("""
                _rb_rot = (struct type *)_rb_join_into(&_rb_rroot,
                    &_rb_rrank, _rb_off, _rb_off,
                    _RB_RIGHT(_rb_y, field),
                    _RB_CHILD_RANK(_rb_up, _RB_R2, _rb_rank), _rb_y);
            }
            _RB_AUGMENT_WALK(type, field, aug, _rb_y, _rb_rot, _rb_y);
        }
    """)


def split_body():
    """The head keeps the elements less than elm, right gets the others.
    A cached head's count: both parts are counted in step, in RB_NEXT
    order, until the smaller one ends, O(size of the smaller part)."""
    return SPLIT_DECLARATIONS + c_lines("""
        struct type *_rb_a, *_rb_b;
        size_t _rb_count, _rb_n;
        $
        _RB_CHECK(RB_EMPTY(_rb_right), #name, "RB_SPLIT", RB_ROOT(_rb_right),
            "the right head is not empty; "
            "split into an empty head, then RB_JOIN");
        _rb_off = _RB_OFFSET(type, _rb_elm, field);
    """) + split_lines("RB_ROOT(_rb_head)", "_rb_elm") + c_lines("""
        RB_ROOT(_rb_head) = _rb_lroot;
        RB_ROOT(_rb_right) = _rb_rroot;
        if (kind##_HAS_MIN) {
            _rb_a = _rb_lroot != NULL ?
                (struct type *)kind##_MIN(_rb_head) : NULL;
            _rb_b = _rb_min;
            kind##_SET_MIN(_rb_head, _rb_a);
            kind##_SET_MIN(_rb_right, _rb_b);
            for (_rb_count = 0; _rb_a != NULL && _rb_b != NULL;
                _rb_count++) {
                _rb_a = name##_RB_NEXT(_rb_a);
                _rb_b = name##_RB_NEXT(_rb_b);
            }
            _rb_n = kind##_COUNT(_rb_head);
            if (_rb_a != NULL)
                _rb_count = _rb_n - _rb_count;
            kind##_SET_COUNT(_rb_right, _rb_n - _rb_count);
            kind##_SET_COUNT(_rb_head, _rb_count);
        }
    """)


def join_body():
    """The least element of right, taken out, joins the two trees."""
    return c_lines("""
        struct type *_rb_k, *_rb_rot;
        size_t _rb_count;
        int _rb_lrank, _rb_rrank;
        $
        if (RB_EMPTY(_rb_right))
            return;
        _RB_CHECK(RB_EMPTY(_rb_left) ||
            cmp(name##_RB_MINMAX(_rb_left, RB_INF),
            name##_RB_MINMAX(_rb_right, RB_NEGINF)) < 0, #name, "RB_JOIN",
            name##_RB_MINMAX(_rb_right, RB_NEGINF),
            "a key of the right tree is not above every key of the left "
            "one (or the two heads are one); insert such elements one by "
            "one");
        _rb_count = kind##_COUNT(_rb_left) + kind##_COUNT(_rb_right);
        _rb_k = name##_RB_POP_MIN(_rb_right);
        _RB_LINK_RANK(RB_ROOT(_rb_left), _RB_OFFSET(type, _rb_k, field),
            _rb_lrank);
        _RB_LINK_RANK(RB_ROOT(_rb_right), _RB_OFFSET(type, _rb_k, field),
            _rb_rrank);
        _rb_rot = (struct type *)_rb_join(&RB_ROOT(_rb_left),
            _RB_OFFSET(type, _rb_k, field), RB_ROOT(_rb_left), _rb_lrank,
            _rb_k, RB_ROOT(_rb_right), _rb_rrank, &_rb_lrank);
        _RB_AUGMENT_WALK(type, field, aug, _rb_k, _rb_rot, _rb_k);
        if (kind##_IS_MIN(_rb_left, NULL))
            kind##_SET_MIN(_rb_left, _rb_k);
        kind##_SET_COUNT(_rb_left, _rb_count);
        RB_ROOT(_rb_right) = NULL;
        kind##_SET_MIN(_rb_right, NULL);
        kind##_SET_COUNT(_rb_right, 0);
    """)


def build_body():
    """The shape and the balance bits come from the positions alone
    (_rb_build); then the hook runs on every element, a level at a time
    from the last one up, children first."""
    return c_lines("""
        struct type *_rb_x;
        size_t _rb_i, _rb_top, _rb_m2, _rb_b, _rb_end;
        $
        _RB_CHECK(RB_EMPTY(_rb_head), #name, "RB_BUILD", RB_ROOT(_rb_head),
            "the head is not empty; build into an empty head, then RB_JOIN");
        for (_rb_i = 0; _rb_i < _rb_n; _rb_i++) {
            _RB_CHECK_ALIGNED(#name, "RB_BUILD", _rb_elms[_rb_i]);
            _RB_CHECK_UNLINKED(#name, "RB_BUILD", _rb_elms[_rb_i], field,
                _RB_STILL_LINKED);
            _RB_CHECK(_rb_i == 0 || cmp(_rb_elms[_rb_i - 1],
                _rb_elms[_rb_i]) < 0, #name, "RB_BUILD", _rb_elms[_rb_i],
                "input is not in ascending order, or has equal keys; "
                "sort it and leave out duplicates");
        }
        if (_rb_n == 0)
            return;
        _rb_top = 1;
        while (_rb_top <= _rb_n / 2)
            _rb_top <<= 1;
        _rb_m2 = 2 * (_rb_n - _rb_top + 1);
        _rb_x = (struct type *)_rb_build((_rb_ptr *)(void *)_rb_elms, _rb_top,
            _rb_m2, _RB_OFFSET(type, _rb_elms[0], field));
        RB_ROOT(_rb_head) = _rb_x;
        kind##_SET_MIN(_rb_head, _rb_elms[0]);
        kind##_SET_COUNT(_rb_head, _rb_n);
        if (_RB_NO_HOOK(aug(_rb_x)))
            return;
        for (_rb_b = 1; _rb_b <= _rb_top; _rb_b <<= 1) {
            _rb_end = _rb_b > 1 ? 2 * _rb_top : _rb_m2;
            for (_rb_i = _rb_b; _rb_i < _rb_end; _rb_i += 2 * _rb_b)
                (void)aug(_rb_elms[_RB_BUILD_AT(_rb_m2, _rb_i)]);
        }
    """)


def remove_range_body():
    """A short range (_RB_RANGE_SHORT elements at most), which a walk from
    lo finds, is removed one by one and built into out: cheaper than two
    splits and a join.  Else split at lo, split the upper part at hi
    keeping its least element aside, and join the two ends with it; the
    middle part, out's, has more than _RB_RANGE_SHORT elements.  A
    cached head's count: the k elements moved are counted, O(k)."""
    return SPLIT_DECLARATIONS + c_lines("""
        struct type *_rb_a, *_rb_first, *_rb_short[_RB_RANGE_SHORT];
        size_t _rb_count, _rb_i;
        int _rb_arank;
        $
        _RB_CHECK(RB_EMPTY(_rb_out), #name, "RB_REMOVE_RANGE",
            RB_ROOT(_rb_out), "the out head is not empty; "
            "remove into an empty head");
        _rb_y = name##_RB_NFIND(_rb_head, _rb_lo);
        for (_rb_count = 0; _rb_y != NULL &&
            _rb_count < _RB_RANGE_SHORT && cmp(_rb_y, _rb_hi) < 0;
            _rb_count++) {
            _rb_short[_rb_count] = _rb_y;
            _rb_y = name##_RB_NEXT(_rb_y);
        }
        if (_rb_y == NULL || cmp(_rb_y, _rb_hi) >= 0) {
            for (_rb_i = 0; _rb_i < _rb_count; _rb_i++)
                name##_RB_REMOVE(_rb_head, _rb_short[_rb_i]);
            name##_RB_BUILD(_rb_out, _rb_short, _rb_count);
            return;
        }
        _rb_off = _RB_OFFSET(type, _rb_lo, field);
    """) + split_lines("RB_ROOT(_rb_head)", "_rb_lo") + c_lines("""
        _rb_a = _rb_lroot;
        _rb_arank = _rb_lrank;
        _rb_first = _rb_min;
    """) + split_lines("_rb_rroot", "_rb_hi", pivot=True) + c_lines("""
        RB_ROOT(_rb_out) = _rb_lroot;
        RB_ROOT(_rb_head) = _rb_a;
        if (_rb_min != NULL) {
            _rb_rot = (struct type *)_rb_join(&RB_ROOT(_rb_head),
                _rb_off, _rb_a, _rb_arank, _rb_min, _rb_rroot,
                _rb_rrank, &_rb_arank);
            _RB_AUGMENT_WALK(type, field, aug, _rb_min, _rb_rot, _rb_min);
        }
        if (kind##_HAS_MIN) {
            if (_rb_a == NULL)
                kind##_SET_MIN(_rb_head, _rb_min);
            kind##_SET_MIN(_rb_out, _rb_first);
            for (_rb_count = 0; _rb_first != NULL; _rb_count++)
                _rb_first = name##_RB_NEXT(_rb_first);
            kind##_SET_COUNT(_rb_out, _rb_count);
            kind##_SET_COUNT(_rb_head,
                kind##_COUNT(_rb_head) - _rb_count);
        }
    """)


def replace_body():
    """newelm takes old's links and rank in O(1); its neighbours' links are
    rewritten in place, keeping their rank bits."""
    return c_lines("""
        struct type *_rb_parent, *_rb_child;

        _RB_CHECK_FOUND(#name, "RB_REPLACE", type, _rb_head, _rb_old,
            field, cmp);
        _RB_CHECK_NOT_SAME(#name, "RB_REPLACE", _rb_newelm, _rb_old);
        _RB_CHECK_ALIGNED(#name, "RB_REPLACE", _rb_newelm);
        _RB_CHECK_NEW_OR_COPY(#name, "RB_REPLACE", _rb_newelm, _rb_old,
            field, _RB_STILL_LINKED);
        _RB_CHECK(cmp(_rb_old, _rb_newelm) == 0, #name, "RB_REPLACE",
            _rb_newelm,
            "replacement key differs from the replaced element's; "
            "RB_REMOVE and RB_INSERT to change a key");
        /* old in no tree (as RB_REMOVE): nothing to do. */
        _rb_parent = _RB_PARENT(type, _rb_old, field);
        if (_RB_UNLINKED_PARENT(_rb_head, _rb_old, _rb_parent))
            return (NULL);
        _RB_SWAP_CHILD(_rb_head, _rb_parent, _rb_old, _rb_newelm, field);
        _rb_child = _RB_LEFT(_rb_old, field);
        _RB_LEFT(_rb_newelm, field) = _rb_child;
        if (_rb_child != NULL)
            _RB_SET_PARENT(_rb_child, _rb_newelm, field);
        _rb_child = _RB_RIGHT(_rb_old, field);
        _RB_RIGHT(_rb_newelm, field) = _rb_child;
        if (_rb_child != NULL)
            _RB_SET_PARENT(_rb_child, _rb_newelm, field);
        _RB_UP(_rb_newelm, field) = _RB_UP(_rb_old, field);
        if (kind##_IS_MIN(_rb_head, _rb_old))
            kind##_SET_MIN(_rb_head, _rb_newelm);
        _RB_AUGMENT_WALK(type, field, aug, _rb_newelm, NULL, _rb_newelm);
        _RB_POISON_ELM(_rb_old, field);
        return (_rb_old);
    """)


def postorder_body():
    """Children before parents, reading only links of elements not yet
    visited, so the caller may free each element once it is returned.
    elm NULL: the first element."""
    return c_lines("""
        struct type *_rb_parent;

        if (_rb_elm == NULL) {
            _rb_parent = RB_ROOT(_rb_head);
        } else {
            _rb_parent = _RB_PARENT(type, _rb_elm, field);
            /* elm's links are read no more: mark it as in no tree. */
            _RB_POISON_ELM(_rb_elm, field);
            if (_rb_parent == NULL ||
                _RB_RIGHT(_rb_parent, field) == _rb_elm ||
                _RB_RIGHT(_rb_parent, field) == NULL)
                return (_rb_parent);
            _rb_parent = _RB_RIGHT(_rb_parent, field);
        }
        /* The first in postorder of parent's subtree: go down, to the left
         * where there is a left child, until a leaf. */
        while (_rb_parent != NULL) {
            _rb_elm = _RB_LEFT(_rb_parent, field);
            if (_rb_elm == NULL)
                _rb_elm = _RB_RIGHT(_rb_parent, field);
            if (_rb_elm == NULL)
                break;
            _rb_parent = _rb_elm;
        }
        return (_rb_parent);
    """)


def update_augment_body():
    return c_lines("""
        _RB_AUGMENT_WALK(type, field, aug, _rb_elm, NULL, NULL);
    """)


class Operation:
    """One per-operation function, name##_RB_<op>.  _RB_GENERATE_<op>
    defines it for any hook and head kind; RB_GENERATE_<op> is FreeBSD's
    form (global hooks, plain head).  params is a list of Param, ret a
    CType (cfmt.py)."""

    def __init__(self, op, params, uses_cmp, body, ret=ELM_TYPE,
                 uncalled=False, balanced=False, checked=True):
        self.op = op
        # checked: the function has debug checks, so its callers and its
        # generator must agree on TREE_DEBUG (agrees()).
        self.checked = checked
        # balanced: the code depends on TREE_BALANCE (it rebalances,
        # unlinks or checks the balance bits).
        self.balanced = balanced
        self.params = params
        self.uses_cmp = uses_cmp
        self.body = body
        self.ret = ret
        # uncalled: no call macro calls it, nor does any other generated
        # function: INSERT_FINISH, which FreeBSD's RB_INSERT calls and
        # ours does not, and REMOVE_COLOR, which RB_REMOVE no longer
        # calls.  (A static function that the program does not call draws
        # no warning: the generators turn -Wunused-function off.)
        self.uncalled = uncalled

    def declaration(self, doc=False):
        """The function's prototype, parameter types only."""
        types = ", ".join(p.ctype.text(doc) for p in self.params)
        name = "NAME_RB_" if doc else "name##_RB_"
        return self.ret.declare(f"{name}{self.op}({types})", doc)

    def agrees(self):
        """Whether callers and generator must agree on TREE_DEBUG: the
        call macros call the function, and it has debug checks."""
        return self.checked and not self.uncalled

    def agreement(self, what):
        """The lines that begin the function's declaration (what is
        DECLARE) or definition (DEFINE) up to its return type: attr, or
        where agrees(), _RB_AGREE_<what>, which ends in attr (tree.h.in
        says why)."""
        if not self.agrees():
            return ["attr "]
        return [f"_RB_AGREE_{what}(name##_RB_{self.op}, attr)", ""]

    def prototype_macro(self):
        *lines, last = self.agreement("DECLARE")
        return define(f"RB_PROTOTYPE_{self.op}(name, type, attr)",
                      wrap_body(lines + [last + self.declaration()]))

    def generate_args(self):
        return ["name", "type", "field"] + \
            (["cmp"] if self.uses_cmp else []) + ["attr"]

    def generate_macro(self):
        params = ", ".join(p.ctype.declare("_rb_" + p.name)
                           for p in self.params)
        *lines, last = self.agreement("DEFINE")
        return define(f"_RB_GENERATE_{self.op}({ALL_ARGS})",
                      lines + function(last + self.ret.text(),
                               f"name##_RB_{self.op}({params})",
                               self.body), body_indent=0)

    def freebsd_generate_macro(self):
        args = ", ".join(self.generate_args())
        cmp = "cmp" if self.uses_cmp else "_RB_NO_CMP"
        return define(f"RB_GENERATE_{self.op}({args})", wrap_body(
            ["_RB_QUIET_BEGIN",
             f"_RB_GENERATE_{self.op}(name, type, field, {cmp}, attr, "
             "RB_AUGMENT_CHECK, _RB_PLAIN)"] + self.balance_marks() +
            ["_RB_QUIET_END"]))

    def balance_marks(self):
        """The per-operation generator of a balanced operation, which may
        sit in a file of its own: one mark (tree.h.in, _RB_BALANCE_MARK)
        per other balanced operation, named after the pair (in the order
        of OPERATIONS) and their schemes, so that files of two schemes
        define the same one and do not link; and the program's mark."""
        others = [o.op for o in OPERATIONS if o.balanced]
        if not self.balanced:
            return []
        return ["_RB_PROGRAM_MARKS"] + [
            f"_RB_BALANCE_MARK(name, {self.op}, {other}, attr)"
            if others.index(self.op) < others.index(other) else
            f"_RB_BALANCE_MARK_OF(name, {other}, {self.op}, attr)"
            for other in others if other != self.op]


ALL_ARGS = "name, type, field, cmp, attr, aug, kind"

HEAD = Param("head", struct("name"))
ELM = Param("elm", struct("type"))
PARENT = Param("parent", struct("type"))
NEWELM = Param("newelm", struct("type"))

OPERATIONS = [
    Operation("INSERT_COLOR", [HEAD, PARENT, ELM], False,
              walk_call("_rb_insert_color_any"), uncalled=True,
              balanced=True),
    Operation("REMOVE_COLOR", [HEAD, PARENT, ELM], False,
              remove_color_body(), uncalled=True,
              balanced=True),
    Operation("INSERT_FINISH", [HEAD, PARENT,
                                Param("pptr", struct("type", 2)), ELM], False,
              insert_finish_body(), uncalled=True, balanced=True),
    Operation("INSERT", [HEAD, ELM], True, insert_body(), balanced=True),
    Operation("INSERT_NEXT", [HEAD, ELM, NEWELM], True,
              mirror(insert_prev_body("RB_INSERT_NEXT"))),
    Operation("INSERT_PREV", [HEAD, ELM, NEWELM], True,
              insert_prev_body("RB_INSERT_PREV")),
    Operation("REMOVE", [HEAD, ELM], False, remove_body(), balanced=True),
    Operation("FIND", [HEAD, ELM], True, find_body()),
    Operation("NFIND", [HEAD, ELM], True, nfind_body()),
    Operation("PFIND", [HEAD, ELM], True, nfind_body(least=False)),
    Operation("NEXT", [ELM], False, mirror(prev_body("RB_NEXT"))),
    Operation("PREV", [ELM], False, prev_body("RB_PREV")),
    Operation("MINMAX", [HEAD, Param("val", scalar("int"))], False,
              minmax_body()),
    Operation("REINSERT", [HEAD, ELM], True, reinsert_body()),
    Operation("POP_MIN", [HEAD], False, pop_min_body(), balanced=True),
    Operation("SPLIT", [HEAD, ELM, Param("right", struct("name"))], True,
              split_body(), ret=VOID, balanced=True),
    Operation("JOIN", [Param("left", struct("name")),
                       Param("right", struct("name"))], True, join_body(),
              ret=VOID, balanced=True),
    Operation("BUILD", [HEAD, Param("elms", struct("type", 2)),
                        Param("n", scalar("size_t"))], True, build_body(),
              ret=VOID, balanced=True),
    Operation("REMOVE_RANGE", [HEAD, Param("lo", struct("type")),
                               Param("hi", struct("type")),
                               Param("out", struct("name"))], True,
              remove_range_body(), ret=VOID, balanced=True),
    Operation("REPLACE", [HEAD, Param("old", struct("type")), NEWELM],
              True, replace_body()),
    Operation("POSTORDER", [HEAD, ELM], False, postorder_body()),
    Operation("UPDATE_AUGMENT", [ELM], False, update_augment_body(),
              ret=scalar("void"), checked=False),
    Operation("VALIDATE", [HEAD], True, validate_body(),
              ret=scalar("const char", 1), balanced=True),
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
        for static, attr in (("", ""), ("_STATIC", "static")):
            # all mark the program's scheme, the extern ones their
            # settings (tree.h.in)
            marks = ["_RB_PROGRAM_MARKS"] + \
                ([] if static else ["_RB_SETTING_MARKS(name)"])
            emit(define(f"RB_PROTOTYPE{suffix}{static}({args})", wrap_body(
                marks + ["RB_PROTOTYPE_INTERNAL(name, type, field, cmp, "
                         f"{attr})"])))
            emit(define(f"RB_GENERATE{suffix}{static}({args})", wrap_body(
                marks + [f"_RB_GENERATE_ALL(name, type, field, cmp, {attr}, "
                         f"{aug}, {kind})"])))
    emit(define("RB_PROTOTYPE_INTERNAL(name, type, field, cmp, attr)",
                [f"RB_PROTOTYPE_{o.op}(name, type, attr);"
                 for o in OPERATIONS]))
    emit(define("RB_GENERATE_INTERNAL(name, type, field, cmp, attr)",
                wrap_body(["_RB_GENERATE_ALL(name, type, field, cmp, attr, "
                           "RB_AUGMENT_CHECK, _RB_PLAIN)"])))
    emit(define(f"_RB_GENERATE_ALL({ALL_ARGS})", wrap_body(
        ["_RB_QUIET_BEGIN"] +
        [f"_RB_GENERATE_{o.op}(name, type, field, cmp, attr, aug, kind)"
         for o in OPERATIONS] + ["_RB_QUIET_END"])))


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
