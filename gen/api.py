"""The public API, once: every public macro with its synopsis, what it
returns, its cost and its contract, in groups.  emit_reference() prints it
as the reference comment at the top of tree.h; tests/man/synopsis.py checks
tree.3's SYNOPSIS against it; tests/api_block.py checks the printed block
against tree.h's macros.

The signatures of the generated functions and of the calls that wrap them
come from rb_ops.OPERATIONS; the instantiation macros from rb_ops.VARIANTS.
"""

import textwrap

from cfmt import Param, define, scalar, struct, width, wrap_arguments
import rb_ops

WIDTH = 79


class Macro:
    """A public macro.  params: a list of Param, or None for an object-like
    macro, whose synopsis is "#define name value".  ret: the CType it
    yields, or None for a declaration, a definition or a loop.  text: the
    contract, or None to share the next macro's."""

    def __init__(self, name, params, text, ret=None, value=""):
        self.name = name
        self.params = params
        self.text = text
        self.ret = ret
        self.value = value

    def args(self):
        """The parameters as the documentation writes them."""
        return [p.text(doc=True) for p in self.params]

    def synopsis(self):
        if self.params is None:
            return " ".join(["#define", self.name] +
                            ([self.value] if self.value else []))
        call = f"{self.name}({', '.join(self.args())})"
        return self.ret.declare(call, True) if self.ret else call


# Macro arguments that are no C values, and the usual C ones.
NAME = Param("name", None)
TYPE = Param("type", None)
FIELD = Param("field", None)
CMP = Param("cmp", None)
AUG = Param("aug", None)
ATTR = Param("attr", None)
HEAD = rb_ops.HEAD
ELM = rb_ops.ELM
X = Param("x", struct("type"))
TMP = Param("tmp", struct("type"))
START = Param("start", struct("type"))

OPS = {o.op: o for o in rb_ops.OPERATIONS}


class Call(Macro):
    """RB_<name>(NAME, ...): a call of the generated NAME_RB_<op>, by
    default with the operation's own parameters, passed on in order
    (passes: the arguments to pass instead), and its return type."""

    def __init__(self, name, op, text, params=None, passes=None):
        operation = OPS[op]
        params = operation.params if params is None else params
        super().__init__(name, [NAME] + params, text, operation.ret)
        self.op = op
        self.passes = [p.name for p in params] if passes is None else passes

    def define(self):
        """The macro's #define in tree.h."""
        head = f"{self.name}({', '.join(p.name for p in self.params)})"
        body = f"name##_RB_{self.op}({', '.join(self.passes)})"
        return define(head, body)



def elements(*names):
    return [Param(n, struct("type")) for n in names]


def instantiations():
    """RB_PROTOTYPE* and RB_GENERATE* of every variant (rb_ops.VARIANTS)."""
    out = []
    for suffix, hook, _ in rb_ops.VARIANTS:
        params = [NAME, TYPE, FIELD, CMP] + ([AUG] if hook else [])
        for static in ("", "_STATIC"):
            out.append(Macro(f"RB_PROTOTYPE{suffix}{static}", params, None))
            out.append(Macro(f"RB_GENERATE{suffix}{static}", params, None))
    out[-1].text = (
        "RB_PROTOTYPE* declares the functions of a tree type (in a header "
        "shared by the files that use it), RB_GENERATE* of the same suffix "
        "defines them (in one file).  _STATIC: static functions, marked "
        "unused.  _AUGMENT: AUG is the tree's hook (see Augmentation); the "
        "prototype macros ignore it.  _CACHED: for an RB_HEAD_CACHED head, "
        "which a plain RB_GENERATE* rejects at compile time, and the other "
        "way round.")
    out.append(Macro("RB_PROTOTYPE_INTERNAL", [NAME, TYPE, FIELD, CMP, ATTR],
                     None))
    out.append(Macro("RB_GENERATE_INTERNAL", [NAME, TYPE, FIELD, CMP, ATTR],
                     "The same with the storage class and attributes ATTR, "
                     "a plain head and the global hook."))
    return out


def per_operation():
    """FreeBSD's RB_PROTOTYPE_<OP> / RB_GENERATE_<OP> of each operation."""
    out = []
    for o in rb_ops.OPERATIONS:
        out.append(Macro(f"RB_PROTOTYPE_{o.op}", [NAME, TYPE, ATTR], None))
        out.append(Macro(f"RB_GENERATE_{o.op}",
                         [Param(a, None) for a in o.generate_args()], None))
    return out


def per_operation_lines():
    """Each operation's two macros, and the prototype of the function they
    declare and define."""
    lines = []
    for macro in per_operation():
        lines.append(macro.synopsis())
        if macro.name.startswith("RB_GENERATE_"):
            o = OPS[macro.name[len("RB_GENERATE_"):]]
            lines += ["    " + line for line in wrap_arguments(
                "ATTR " + o.declaration(doc=True), WIDTH - 7)]
    return lines


GROUPS = [
    ("Declaring a tree", None, [
        Macro("RB_ENTRY", [TYPE],
              "The link field to put in struct TYPE: three words (left, "
              "right, parent with two balance bits).  Elements must be "
              "4-byte aligned (checked at compile time where the compiler "
              "can)."),
        Macro("RB_HEAD", [NAME, TYPE],
              "Declares struct NAME, a head of one word (the root)."),
        Macro("RB_HEAD_CACHED", [NAME, TYPE],
              "Declares struct NAME, a head that also caches the smallest "
              "element and the count (see Cached head)."),
        Macro("RB_INITIALIZER", [HEAD], None),
        Macro("RB_INIT", [HEAD],
              "Initialise either kind of head: in its definition, or at run "
              "time.  O(1).", scalar("void")),
    ], None),
    ("Generating the functions", None, instantiations(), None),
    ("Generating one function at a time (as FreeBSD)",
     "Each pair declares and defines the one function NAME_RB_<op> below; "
     "RB_PROTOTYPE_<op> always takes (NAME, TYPE, ATTR).  They make code for "
     "a plain head and the global hook.  Generate what the functions you "
     "use call: INSERT* need INSERT_FINISH, which needs INSERT_COLOR; "
     "REMOVE needs REMOVE_COLOR; REINSERT needs NEXT, PREV, REMOVE and "
     "INSERT; POP_MIN needs MINMAX and REMOVE; VALIDATE needs NEXT; RB_MIN, "
     "RB_MAX and the loops need MINMAX and NEXT or PREV.",
     per_operation(), per_operation_lines),
    ("Operations",
     "Arguments named elm, old, next and prev are struct TYPE *, never NULL.  "
     "A key must not change while its element is in the tree, except "
     "through RB_REINSERT.  n is the number of elements.",
     [Call("RB_INSERT", "INSERT",
           "O(log n), one comparison per level, at most two rotations.  "
           "Inserts elm (its link field needs no initialisation) and "
           "returns NULL; if an element with an equal key is already "
           "there, returns that resident element and leaves elm out."),
      Call("RB_INSERT_NEXT", "INSERT_NEXT", None,
           [HEAD] + elements("elm", "next")),
      Call("RB_INSERT_PREV", "INSERT_PREV",
           "O(log n), amortised O(1) rebalancing, no comparison.  Insert "
           "next right after (prev right before) elm, which is in the "
           "tree; the caller guarantees the order (TREE_DEBUG checks it).  "
           "Return NULL.",
           [HEAD] + elements("elm", "prev")),
      Call("RB_REMOVE", "REMOVE",
           "O(log n), no comparison.  Removes elm, which must be in this "
           "tree (not merely an element with an equal key), and returns "
           "it; its link field is left stale."),
      Call("RB_FIND", "FIND", None),
      Call("RB_NFIND", "NFIND", None),
      Call("RB_PFIND", "PFIND",
           "O(log n).  The element whose key equals elm's, or (NFIND) the "
           "smallest not less than elm, or (PFIND) the largest not greater "
           "than elm; NULL if none.  elm need not be in the tree: a key "
           "element on the stack will do."),
      Call("RB_NEXT", "NEXT", None, [HEAD, ELM], ["elm"]),
      Call("RB_PREV", "PREV",
           "O(log n), O(1) amortised over a walk.  The element after "
           "(before) elm, which is in a tree, or NULL.  head is not "
           "evaluated (FreeBSD's signature).",
           [HEAD, ELM], ["elm"]),
      Call("RB_MIN", "MINMAX", None, [HEAD], ["head", "RB_NEGINF"]),
      Call("RB_MAX", "MINMAX",
           "O(log n); RB_MIN on a cached head is O(1).  The smallest "
           "(largest) element, or NULL.",
           [HEAD], ["head", "RB_INF"]),
      Call("RB_REINSERT", "REINSERT",
           "After elm's key was changed in place (and no other key): "
           "O(log n).  Two comparisons with its neighbours if elm is still "
           "in order, else a removal and an insertion.  Returns NULL, or the element whose key equals elm's "
           "new key, elm then being out of the tree."),
      Call("RB_POP_MIN", "POP_MIN",
           "Removes and returns the smallest element, NULL if empty.  "
           "O(log n); amortised O(1) on a cached head with no hook."),
      Call("RB_REPLACE", "REPLACE",
           "O(1) plus the hook's walk, no comparison, no rebalancing.  new, "
           "in no tree, takes the place of old, an element of the tree; "
           "precondition: the two keys are equal (TREE_DEBUG checks it).  "
           "Returns old, whose link field is left stale.",
           [HEAD] + elements("old", "new")),
      Macro("RB_ROOT", [HEAD], None, struct("type")),
      Macro("RB_LEFT", [ELM, FIELD], None, struct("type")),
      Macro("RB_RIGHT", [ELM, FIELD],
            "The root and an element's children, as lvalues, for searches "
            "of the program's own; writing them breaks the tree.  O(1).",
            struct("type")),
      Macro("RB_PARENT", [ELM, FIELD],
            "elm's parent, NULL at the root.  An rvalue.  struct TYPE * "
            "where the compiler has typeof (GNU C, C23, C++11), else "
            "void *.", struct("type")),
      Macro("RB_EMPTY", [HEAD], "Nonzero if the tree is empty.  O(1).",
            scalar("int")),
      Macro("RB_NEGINF", None, None, value="-1"),
      Macro("RB_INF", None,
            "The second argument of NAME_RB_MINMAX: minimum, maximum.",
            value="1"),
      ], None),
    ("Loops",
     "Each runs the statement that follows once per element, with x set "
     "to it: O(n) in all.",
     [Macro("RB_FOREACH", [X, NAME, HEAD], None),
      Macro("RB_FOREACH_REVERSE", [X, NAME, HEAD],
            "In ascending (descending) order.  The statement may insert or "
            "remove other elements, but not remove x."),
      Macro("RB_FOREACH_SAFE", [X, NAME, HEAD, TMP], None),
      Macro("RB_FOREACH_REVERSE_SAFE", [X, NAME, HEAD, TMP],
            "tmp holds the next element before the statement runs, which "
            "may then remove or free x, but not tmp."),
      Macro("RB_FOREACH_FROM", [X, NAME, START], None),
      Macro("RB_FOREACH_REVERSE_FROM", [X, NAME, START],
            "From the element start to the end.  start must be a variable: "
            "it serves as tmp, and a loop that runs to its end leaves it "
            "NULL."),
      Macro("RB_FOREACH_POSTORDER", [X, NAME, HEAD, TMP],
            "Children before parents, no rebalancing: the statement may "
            "free x at once.  Afterwards the head points at freed memory: "
            "RB_INIT it.  No other macro on the tree during the loop."),
      ], None),
    ("Augmentation",
     "A hook aug(x) recomputes x's summary from x and the summaries of its "
     "children (either may be NULL) and returns nonzero if and only if the "
     "summary changed; it must not look above x or change a tree.  It runs "
     "bottom up after the links changed, once per element per operation, "
     "children first, O(log n) times at worst.  On a new element it may read "
     "(to compare) a summary the program did not initialise: the tree "
     "ignores its result there.  Initialise the summary before inserting if "
     "that read matters (valgrind, MSan).",
     [Macro("RB_AUGMENT", [ELM], None, scalar("void")),
      Macro("RB_AUGMENT_CHECK", [ELM],
            "The global (FreeBSD) hooks: define one before including tree.h "
            "for the trees of RB_GENERATE, _STATIC, _INTERNAL, _CACHED, "
            "_CACHED_STATIC and RB_GENERATE_<op>; RB_AUGMENT alone means "
            "always changed.  The definition in force where RB_GENERATE* "
            "is expanded is used (one defined after the #include too, with a "
            "\"macro redefined\" warning); undefined, they are placeholders: "
            "RB_AUGMENT(x) does nothing, RB_AUGMENT_CHECK(x) is the "
            "constant 0.",
            scalar("int")),
      Macro("RB_UPDATE_AUGMENT", [ELM, FIELD], None, scalar("void")),
      Call("RB_UPDATE_AUGMENT_TREE", "UPDATE_AUGMENT",
           "After data that elm's summary depends on (not its key) changed: "
           "call the hook on elm and up while it returns nonzero.  _TREE "
           "uses the tree's own hook, for every kind of tree; "
           "RB_UPDATE_AUGMENT (FreeBSD's) the global hook, and needs "
           "typeof."),
      ], None),
    ("Cached head",
     "An RB_HEAD_CACHED head, with RB_GENERATE_CACHED*, also keeps the "
     "smallest element (rbh_min) and the count (rbh_count); insertion and "
     "removal pay a few instructions for them.",
     [Macro("RB_CACHE_LINE", None,
            "Define it before including tree.h, the same in every file: "
            "bytes between rbh_root and the cached fields, to keep the "
            "readers' loads off the root's cache line.",
            value="64"),
      Macro("RB_COUNT", [NAME, HEAD],
            "The number of elements, O(1).  A compile error on a plain head.",
            scalar("size_t")),
      Macro("RB_MIN_LOCKLESS", [NAME, HEAD], None, struct("type")),
      Macro("RB_COUNT_LOCKLESS", [NAME, HEAD],
            "For other threads than the one writer, without its lock: one "
            "acquire load of the smallest element (the writer stores it "
            "with release ordering once linked or unlinked, so a non-null "
            "result shows the element's fields as set before its "
            "insertion), one relaxed load of the count.  Never torn; not "
            "consistent with each other; the element may be gone already.  "
            "No other macro on the tree without the lock.  Volatile, and "
            "unordered, where neither C11 atomics nor __atomic exist.",
            scalar("size_t")),
      ], None),
    ("Debugging", None, [
        Macro("TREE_DEBUG", None,
              "Defined before including tree.h: checks of misuse at O(log n) "
              "each (membership, duplicate, order, alignment); a removed "
              "element is poisoned.  The layout does not change."),
        Macro("TREE_DEBUG_REPORT",
              [Param(n, scalar("const char", 1)) for n in ("tree", "op")] +
              [ELM, Param("msg", scalar("const char", 1))],
              "Called on a failed check; by default prints the tree, the "
              "operation, the element and msg, then aborts.  A program may "
              "define its own before including tree.h.", scalar("void")),
        Call("RB_VALIDATE", "VALIDATE",
             "Checks the whole tree (links, ranks, height, order, the cache) "
             "in every mode, in O(n log n) with a stack array of two "
             "pointers per pointer bit.  Returns NULL if sound, else a "
             "message naming the first fault."),
    ], None),
    ("Splay trees",
     "Self-adjusting, two words a node; every operation, lookups and "
     "iteration included, rewrites the tree: O(log n) amortised, O(n) for "
     "one operation.",
     [Macro("SPLAY_ENTRY", [TYPE], None),
      Macro("SPLAY_HEAD", [NAME, TYPE], None),
      Macro("SPLAY_PROTOTYPE", [NAME, TYPE, FIELD, CMP], None),
      Macro("SPLAY_GENERATE", [NAME, TYPE, FIELD, CMP],
            "As for RB_*; SPLAY_GENERATE's functions are extern."),
      Macro("SPLAY_INITIALIZER", [HEAD], None),
      Macro("SPLAY_INIT", [HEAD], "Initialise a head.", scalar("void")),
      Macro("SPLAY_INSERT", [NAME, HEAD, ELM],
            "Returns NULL, or the resident element with elm's key.",
            struct("type")),
      Macro("SPLAY_REMOVE", [NAME, HEAD, ELM],
            "Removes the element with elm's key; returns elm, or NULL if "
            "there was none.", struct("type")),
      Macro("SPLAY_FIND", [NAME, HEAD, ELM], None, struct("type")),
      Macro("SPLAY_NEXT", [NAME, HEAD, ELM], None, struct("type")),
      Macro("SPLAY_MIN", [NAME, HEAD], None, struct("type")),
      Macro("SPLAY_MAX", [NAME, HEAD], "As RB_*; NULL if none.",
            struct("type")),
      Macro("SPLAY_FOREACH", [X, NAME, HEAD],
            "In order; the statement must not remove x."),
      Macro("SPLAY_ROOT", [HEAD], None, struct("type")),
      Macro("SPLAY_LEFT", [ELM, FIELD], None, struct("type")),
      Macro("SPLAY_RIGHT", [ELM, FIELD], "Lvalues, as RB_*.",
            struct("type")),
      Macro("SPLAY_EMPTY", [HEAD], "Nonzero if empty.", scalar("int")),
      Macro("SPLAY_NEGINF", None, None, value="-1"),
      Macro("SPLAY_INF", None, "The arguments of NAME_SPLAY_MIN_MAX.",
            value="1"),
      ], None),
]

MACROS = [m for _, _, macros, _ in GROUPS for m in macros]
CALLS = [m for m in MACROS if isinstance(m, Call)]

INTRO = (
    "NAME names the tree type (struct NAME is its head; the functions are "
    "NAME_RB_<op>), TYPE is the tag of the element struct, FIELD its "
    "RB_ENTRY member, CMP the comparator: CMP(a, b) < 0, 0, > 0 as a sorts "
    "before, equal to, after b, a strict total order, any signed integer "
    "type; it is never given NULL.  The tree never allocates, moves or "
    "frees an element.  Costs are worst case unless marked amortised.  "
    "tree.3 has the full contracts.")

TABLE_NOTE = (
    "Append _STATIC to both for static functions.  A global hook is "
    "RB_AUGMENT_CHECK or RB_AUGMENT defined before #include; AUG is a "
    "function or macro of one argument.")


def paragraph(text, indent=""):
    return textwrap.wrap(text, WIDTH - 3, initial_indent=indent,
                         subsequent_indent=indent)


def table():
    """Head kind x hook kind -> the RB_PROTOTYPE* and RB_GENERATE* to use."""
    suffix = {(kind, hook is not None): suffix
              for suffix, hook, kind in rb_ops.VARIANTS}
    lines = [f"{'':18}{'RB_HEAD':27}RB_HEAD_CACHED"]
    for label, label2, hook in (("no hook", "", False),
                                ("global hooks", "(FreeBSD's)", False),
                                ("per tree (AUG)", "", True)):
        for text, macro in ((label, "RB_PROTOTYPE"), (label2, "RB_GENERATE")):
            cells = [macro + suffix[(kind, hook)]
                     for kind in ("_RB_PLAIN", "_RB_CACHED")]
            lines.append(f"{text:18}{cells[0]:27}{cells[1]}")
    return lines


def entry(macro):
    lines = wrap_arguments(macro.synopsis(), WIDTH - 3)
    if macro.text is not None:
        lines += paragraph(macro.text, "    ")
    return lines


def reference_lines():
    lines = ["API reference (tree.3 is the manual).", ""] + \
        paragraph(INTRO) + ["", "Quick reference: the head and the "
                            "instantiation to use", ""] + \
        table() + [""] + paragraph(TABLE_NOTE)
    for title, intro, macros, listing in GROUPS:
        lines += ["", title, "-" * len(title), ""]
        if intro is not None:
            lines += paragraph(intro) + [""]
        if listing is not None:
            lines += listing()
            continue
        for macro in macros:
            lines += entry(macro)
            if macro.text is not None:
                lines.append("")
        if lines[-1] == "":
            lines.pop()
    return lines


def emit_reference():
    print("/*")
    for line in reference_lines():
        print((" * " + line).rstrip())
    print(" */")
