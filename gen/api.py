"""The public API, once: every public macro with its synopsis.  The order,
the groups and the prose of the reference (what each returns, its cost
and its contract) are in api.txt; this file gives each macro its
parameters and return type.  emit_reference() prints the reference
comment at the top of tree.h; tests/docs/man_synopsis.py checks tree.3's
SYNOPSIS against MACROS; tests/docs/api_block.py checks the printed block
against tree.h's macros.

The signatures of the generated functions and of the calls that wrap them
come from rb_ops.OPERATIONS; the instantiation macros from rb_ops.VARIANTS.
"""

import os
import re
import textwrap

from cfmt import Param, define, scalar, struct, wrap_arguments
import rb_ops

WIDTH = 79
TEXT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "api.txt")


class Macro:
    """A public macro.  params: a list of Param, or None for an object-like
    macro, whose synopsis is "#define name value".  ret: the CType it
    yields, or None for a declaration, a definition or a loop."""

    def __init__(self, name, params, ret=None, value=""):
        self.name = name
        self.params = params
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
ELM_TYPE = struct("type")
INT = scalar("int")
VOID = scalar("void")
SIZE = scalar("size_t")
STRING = scalar("const char", 1)

OPS = {o.op: o for o in rb_ops.OPERATIONS}

# The version of tree.h, its one source: tree.h defines it (emit_version),
# the Makefile reads it from there for tree.pc and the release tarball,
# tree.3's SYNOPSIS shows it, NEWS.md has a section for it.
VERSION = (1, 0, 0)


class Call(Macro):
    """RB_<name>(NAME, ...): a call of the generated NAME_RB_<op>, by
    default with the operation's own parameters, passed on in order
    (passes: the arguments to pass instead), and its return type."""

    def __init__(self, name, op, params=None, passes=None):
        operation = OPS[op]
        params = operation.params if params is None else params
        super().__init__(name, [NAME] + params, operation.ret)
        self.op = op
        self.passes = [p.name for p in params] if passes is None else passes

    def define(self):
        """The macro's #define in tree.h: in debug mode it first calls
        the function that tells the generator was in debug mode too
        (_RB_AGREE_CALL)."""
        head = f"{self.name}({', '.join(p.name for p in self.params)})"
        fn = f"name##_RB_{self.op}"
        call = f"{fn}({', '.join(self.passes)})"
        if not OPS[self.op].agrees():
            return define(head, call)
        return define(head, [f"(_RB_AGREE_CALL({fn})", f"    {call})"])


def elements(*names):
    return [Param(n, struct("type")) for n in names]


def instantiations():
    """RB_PROTOTYPE* and RB_GENERATE* of every variant (rb_ops.VARIANTS)."""
    out = []
    for suffix, hook, _ in rb_ops.VARIANTS:
        params = [NAME, TYPE, FIELD, CMP] + ([AUG] if hook else [])
        for static in ("", "_STATIC"):
            out.append(Macro(f"RB_PROTOTYPE{suffix}{static}", params))
            out.append(Macro(f"RB_GENERATE{suffix}{static}", params))
    return out


def per_operation():
    """FreeBSD's RB_PROTOTYPE_<OP> / RB_GENERATE_<OP> of each operation."""
    out = []
    for o in rb_ops.OPERATIONS:
        out.append(Macro(f"RB_PROTOTYPE_{o.op}", [NAME, TYPE, ATTR]))
        out.append(Macro(f"RB_GENERATE_{o.op}",
                         [Param(a, None) for a in o.generate_args()]))
    return out


# The macros that api.txt lists by name.
SIGNATURES = [
    Macro("RB_ENTRY", [TYPE]),
    Macro("RB_HEAD", [NAME, TYPE]),
    Macro("RB_HEAD_CACHED", [NAME, TYPE]),
    Macro("RB_INITIALIZER", [HEAD]),
    Macro("RB_INIT", [HEAD], VOID),
    Macro("RB_PROTOTYPE_INTERNAL", [NAME, TYPE, FIELD, CMP, ATTR]),
    Macro("RB_GENERATE_INTERNAL", [NAME, TYPE, FIELD, CMP, ATTR]),
    Call("RB_INSERT", "INSERT"),
    Call("RB_INSERT_NEXT", "INSERT_NEXT", [HEAD] + elements("elm", "next")),
    Call("RB_INSERT_PREV", "INSERT_PREV", [HEAD] + elements("elm", "prev")),
    Call("RB_REMOVE", "REMOVE"),
    Call("RB_FIND", "FIND"),
    Call("RB_NFIND", "NFIND"),
    Call("RB_PFIND", "PFIND"),
    Call("RB_NEXT", "NEXT", [HEAD, ELM], ["elm"]),
    Call("RB_PREV", "PREV", [HEAD, ELM], ["elm"]),
    Call("RB_MIN", "MINMAX", [HEAD], ["head", "RB_NEGINF"]),
    Call("RB_MAX", "MINMAX", [HEAD], ["head", "RB_INF"]),
    Call("RB_REINSERT", "REINSERT"),
    Call("RB_POP_MIN", "POP_MIN"),
    Call("RB_REPLACE", "REPLACE", [HEAD] + elements("old", "new")),
    Call("RB_SPLIT", "SPLIT"),
    Call("RB_JOIN", "JOIN"),
    Call("RB_BUILD", "BUILD"),
    Call("RB_REMOVE_RANGE", "REMOVE_RANGE"),
    Macro("RB_ENTRY_INIT", [ELM, FIELD], VOID),
    Macro("RB_LINKED", [HEAD, ELM, FIELD], INT),
    Macro("RB_ROOT", [HEAD], ELM_TYPE),
    Macro("RB_LEFT", [ELM, FIELD], ELM_TYPE),
    Macro("RB_RIGHT", [ELM, FIELD], ELM_TYPE),
    Macro("RB_PARENT", [ELM, FIELD], ELM_TYPE),
    Macro("RB_EMPTY", [HEAD], INT),
    Macro("RB_NEGINF", None, value="-1"),
    Macro("RB_INF", None, value="1"),
    Macro("RB_FOREACH", [X, NAME, HEAD]),
    Macro("RB_FOREACH_REVERSE", [X, NAME, HEAD]),
    Macro("RB_FOREACH_SAFE", [X, NAME, HEAD, TMP]),
    Macro("RB_FOREACH_REVERSE_SAFE", [X, NAME, HEAD, TMP]),
    Macro("RB_FOREACH_FROM", [X, NAME, START]),
    Macro("RB_FOREACH_REVERSE_FROM", [X, NAME, START]),
    Macro("RB_FOREACH_POSTORDER", [X, NAME, HEAD, TMP]),
    Macro("RB_AUGMENT", [ELM], VOID),
    Macro("RB_AUGMENT_CHECK", [ELM], INT),
    Macro("RB_UPDATE_AUGMENT", [ELM, FIELD], VOID),
    Call("RB_UPDATE_AUGMENT_TREE", "UPDATE_AUGMENT"),
    Macro("RB_CACHE_LINE", None, value="64"),
    Macro("RB_MIXED_CACHE_LINE", None),
    Macro("RB_NO_LINK_STATE", None),
    Macro("RB_MIXED_LINK_STATE", None),
    Macro("RB_COUNT", [NAME, HEAD], SIZE),
    Macro("RB_MIN_LOCKLESS", [NAME, HEAD], ELM_TYPE),
    Macro("RB_COUNT_LOCKLESS", [NAME, HEAD], SIZE),
    Macro("TREE_BALANCE", None, value="TREE_RED_BLACK"),
    Macro("TREE_WEAK_AVL", None, value="1"),
    Macro("TREE_RED_BLACK", None, value="2"),
    Macro("TREE_MIXED_BALANCE", None),
    Macro("TREE_DEBUG", None),
    Macro("TREE_DEBUG_REPORT", [Param("tree", STRING), Param("op", STRING),
                                ELM, Param("msg", STRING)], VOID),
    Call("RB_VALIDATE", "VALIDATE"),
    Macro("SPLAY_ENTRY", [TYPE]),
    Macro("SPLAY_HEAD", [NAME, TYPE]),
    Macro("SPLAY_PROTOTYPE", [NAME, TYPE, FIELD, CMP]),
    Macro("SPLAY_GENERATE", [NAME, TYPE, FIELD, CMP]),
    Macro("SPLAY_INITIALIZER", [HEAD]),
    Macro("SPLAY_INIT", [HEAD], VOID),
    Macro("SPLAY_INSERT", [NAME, HEAD, ELM], ELM_TYPE),
    Macro("SPLAY_REMOVE", [NAME, HEAD, ELM], ELM_TYPE),
    Macro("SPLAY_FIND", [NAME, HEAD, ELM], ELM_TYPE),
    Macro("SPLAY_NEXT", [NAME, HEAD, ELM], ELM_TYPE),
    Macro("SPLAY_MIN", [NAME, HEAD], ELM_TYPE),
    Macro("SPLAY_MAX", [NAME, HEAD], ELM_TYPE),
    Macro("SPLAY_FOREACH", [X, NAME, HEAD]),
    Macro("SPLAY_ROOT", [HEAD], ELM_TYPE),
    Macro("SPLAY_LEFT", [ELM, FIELD], ELM_TYPE),
    Macro("SPLAY_RIGHT", [ELM, FIELD], ELM_TYPE),
    Macro("SPLAY_EMPTY", [HEAD], INT),
    Macro("SPLAY_NEGINF", None, value="-1"),
    Macro("SPLAY_INF", None, value="1"),
    Macro("TREE_H_VERSION", None, value='"%d.%d.%d"' % VERSION),
    Macro("TREE_H_VERSION_MAJOR", None, value=str(VERSION[0])),
    Macro("TREE_H_VERSION_MINOR", None, value=str(VERSION[1])),
    Macro("TREE_H_VERSION_PATCH", None, value=str(VERSION[2])),
    Macro("TREE_H_VERSION_NUMBER", None,
          value=str(VERSION[0] * 10000 + VERSION[1] * 100 + VERSION[2])),
]


def table():
    """Head kind x hook kind -> the RB_PROTOTYPE* and RB_GENERATE* to use."""
    suffix = {(kind, hook is not None): suffix
              for suffix, hook, kind in rb_ops.VARIANTS}
    lines = ["Quick reference: the head and the instantiation to use", "",
             f"{'':18}{'RB_HEAD':27}RB_HEAD_CACHED"]
    for label, label2, hook in (("no hook", "", False),
                                ("global hooks", "(FreeBSD's)", False),
                                ("per tree (AUG)", "", True)):
        for text, macro in ((label, "RB_PROTOTYPE"), (label2, "RB_GENERATE")):
            cells = [macro + suffix[(kind, hook)]
                     for kind in ("_RB_PLAIN", "_RB_CACHED")]
            lines.append(f"{text:18}{cells[0]:27}{cells[1]}".rstrip())
    return lines


def per_operation_lines():
    """Each operation's two macros, and the prototype of the function they
    declare and define."""
    lines = []
    for macro in per_operation():
        # The prototype is one declaration: the program writes its ";".
        semicolon = ";" if macro.name.startswith("RB_PROTOTYPE_") else ""
        lines.append(macro.synopsis() + semicolon)
        if macro.name.startswith("RB_GENERATE_"):
            o = OPS[macro.name[len("RB_GENERATE_"):]]
            lines += ["    " + line for line in wrap_arguments(
                "ATTR " + o.declaration(doc=True), WIDTH - 7)]
    return lines


def paragraph(text, indent=""):
    return textwrap.wrap(text, WIDTH - 3, initial_indent=indent,
                         subsequent_indent=indent)


GENERATED = {"@instantiations": instantiations(),
             "@per-operation": per_operation()}


def read_text():
    """api.txt as a list of (kind, value): ("title", text), ("macro",
    Macro), ("listing", lines), ("text", paragraph)."""
    by_name = {m.name: m for m in SIGNATURES}
    items, text = [], []
    with open(TEXT) as f:
        lines = [line.rstrip("\n") for line in f] + [""]
    for line in lines:
        if text and not line.startswith(" "):
            items.append(("text", "".join(text).strip()))
            text = []
        if line.startswith("#") or not line.strip():
            continue
        if line.startswith(" "):
            # two spaces after a sentence that ends a line, as in C comments
            text.append(line.strip() + ("  " if line.endswith(".") else " "))
        elif line.startswith("== "):
            items.append(("title", line[3:]))
        elif line == "@table":
            items.append(("listing", table()))
        elif line == "@per-operation":
            items.append(("listing", per_operation_lines()))
            items += [("hidden", m) for m in GENERATED[line]]
        elif line in GENERATED:
            items += [("macro", m) for m in GENERATED[line]]
        elif line in by_name:
            items.append(("macro", by_name.pop(line)))
        else:
            raise SystemExit(f"{TEXT}: {line}: no such macro in "
                             "api.SIGNATURES, or listed twice")
    if by_name:
        raise SystemExit(f"{TEXT}: no entry for {', '.join(by_name)}")
    return items


ITEMS = read_text()
MACROS = [m for kind, m in ITEMS if kind in ("macro", "hidden")]
CALLS = [m for m in MACROS if isinstance(m, Call)]


def reference_lines():
    lines, after = [], None
    for kind, value in ITEMS:
        if kind == "title":
            lines += ([""] if lines[-1] else []) + \
                [value, "-" * len(value), ""]
        elif kind == "macro":
            lines += wrap_arguments(value.synopsis(), WIDTH - 3)
        elif kind == "listing":
            lines += value + [""]
        elif kind == "text":
            lines += paragraph(value, "    " if after == "macro" else "")
            lines.append("")
        after = kind if kind != "hidden" else after
    return lines[:-1] if lines[-1] == "" else lines


def emit_version():
    """The #defines of TREE_H_VERSION and its parts."""
    for m in SIGNATURES:
        if m.name.startswith("TREE_H_VERSION"):
            print(define(m.name, m.value)[0])


def emit_reference():
    print("/*")
    for line in reference_lines():
        print((" * " + line).rstrip())
    print(" */")
