"""Formatting helpers: turn C text written in the generator into macros.

C snippets in gen/ are written with four spaces per indent level (so they
read well inside Python); c_lines() turns each four spaces into a tab, as
style(9) wants, and indents a continuation line 4 spaces more than its
statement.  define() wraps lines in a #define with the continuation
backslashes aligned on column 72, the way BSD headers do, keeping lines
within 80 columns where it can (tests/style.py checks the result).
mirror() turns the code of a left-hand case into its right-hand twin.
"""

import re
import textwrap
from collections import namedtuple

TAB = 8
BACKSLASH_COLUMN = 72
SHORT_BODY_COLUMN = 40
LINE_LIMIT = 80


def width(text):
    """Display width of text with tabs expanded to 8 columns."""
    return len(text.expandtabs(TAB))


def c_lines(snippet, **fields):
    """Split a snippet into lines, converting 4-space indents to tabs; a
    continuation line (after a line that leaves a parenthesis open or
    ends in an operator) is written one level in and comes out indented
    4 spaces more than its statement, as style(9) wants.  Leading and
    trailing empty lines are dropped; write "$" alone on a line to keep
    an empty line there.  $name is replaced by fields[name], so that C
    braces need no doubling."""
    snippet = re.sub(r"\$(\w+)", lambda m: fields[m.group(1)], snippet)
    lines, state = [], (0, False, False)
    for line in textwrap.dedent(snippet).strip("\n").split("\n"):
        if line.strip() == "$":
            line = ""
        stripped = line.lstrip(" ")
        depth, rest = divmod(len(line) - len(stripped), 4)
        if state[1] and depth > 0 and stripped:
            depth, rest = depth - 1, rest + 4
        lines.append("\t" * depth + " " * rest + stripped if stripped else "")
        state = continues(stripped, state)
    return lines


STRING = re.compile(r'"(?:\\.|[^"\\])*"')
OPERATOR = re.compile(r"(&&|\|\||[-?:=|&+,(])$")


def continues(line, state):
    """(parentheses open, continued, in a comment) after line, from the
    same before it: is the next line a continuation of this statement?"""
    opened, continued, comment = state
    code, i = "", 0
    while i < len(line):
        if comment:
            end = line.find("*/", i)
            if end < 0:
                return (opened, continued, True)
            i, comment = end + 2, False
        elif line.startswith("/*", i):
            i, comment = i + 2, True
        elif line[i] == '"':
            i, code = STRING.match(line, i).end(), code + " "
        else:
            i, code = i + 1, code + line[i]
    code = code.strip()
    if not code:
        return (opened, continued, comment)
    if LABEL.match(code):
        return (opened, False, comment)
    opened = max(0, opened + code.count("(") - code.count(")"))
    if code.endswith("{"):
        # a block (of statements, or a struct's members) inside
        return (0, False, comment)
    return (opened, opened > 0 or bool(OPERATOR.search(code)), comment)


def indent(lines, depth=1):
    """Indent lines by depth tabs (empty lines stay empty)."""
    return ["\t" * depth + line if line else "" for line in lines]


def pad_to(text, column):
    """Append tabs (or one space) so that the next character is at column."""
    if width(text) >= column:
        return text + " "
    out = text
    while width(out) < column:
        out += "\t"
    if width(out) > column:
        # a tab overshot (column not a multiple of 8): fall back to spaces
        out = text + " " * (column - width(text))
    return out


def define(head, body, body_indent=1):
    """#define head body.  body is a string (one line, moved to a line of
    its own if it does not fit) or a list of lines; the lines of a
    statement or expression are indented one tab, those of a type or
    function definition (body_indent=0) are not.  A head too long for
    one line is broken after a comma."""
    heads = wrap_arguments("#define " + head)
    if isinstance(body, str):
        line = heads[-1]
        line = pad_to(line, SHORT_BODY_COLUMN) \
            if width(line) < SHORT_BODY_COLUMN else line + "\t"
        if len(heads) == 1 and width(line + body) <= LINE_LIMIT:
            return [(line + body).rstrip()]
        body = [body]
    lines = heads + indent(body, body_indent)
    out = [pad_to(line, BACKSLASH_COLUMN) + "\\" for line in lines[:-1]]
    return out + [lines[-1]]


def function(ret, name_args, body):
    """Lines of a C function definition (ret on its own line, style(9)).
    Labels go in column 0."""
    body = [line if LABEL.match(line) else "\t" + line if line else ""
            for line in body]
    return [ret] + wrap_arguments(name_args) + ["{"] + body + ["}"]


LABEL = re.compile(r"^(\w+|case .*):$")


def wrap_arguments(line, limit=BACKSLASH_COLUMN - 1):
    """Break a long declaration or call after a comma; continue 4 spaces
    in from its leading tabs."""
    lines, tabs = [], "\t" * (len(line) - len(line.lstrip("\t")))
    room = limit - width(tabs) + len(tabs)
    while width(line) > limit and ", " in line[:room]:
        cut = line.rindex(", ", 0, room) + 1
        lines.append(line[:cut])
        line = tabs + "    " + line[cut + 1:]
    return lines + [line]


def wrap_body(lines):
    """wrap_arguments() for each line of a macro body, one tab in."""
    return [part for line in lines
            for part in wrap_arguments(line, BACKSLASH_COLUMN - 1 - TAB)]


MIRROR_PAIRS = [
    ("_RB_LEFT", "_RB_RIGHT"),
    ("_RB_LINK_LEFT", "_RB_LINK_RIGHT"),
    ("_RB_L2", "_RB_R2"),
    ("left", "right"),
    ("_rb_left", "_rb_right"),
    ("_rb_rotate_on_left", "_rb_rotate_on_right"),
    ("SPLAY_LEFT", "SPLAY_RIGHT"),
    ("_sp_lhook", "_sp_rhook"),
    ("_sp_ltree", "_sp_rtree"),
    ("_RB_CHECK_PREV_POSITION", "_RB_CHECK_NEXT_POSITION"),
]


def mirror(lines):
    """The right-hand twin of left-hand code: swap every left/right name."""
    swap = {}
    for left, right in MIRROR_PAIRS:
        swap[left] = right
        swap[right] = left
    pattern = re.compile(r"\b(" + "|".join(swap) + r")\b")
    return [pattern.sub(lambda m: swap[m.group(1)], line) for line in lines]


COMPARISON = re.compile(r"\bcmp\(([^,()]+), ([^,()]+)\)")


def swap_comparisons(lines):
    """Swap the arguments of every cmp(a, b): with mirror(), turns a check
    against the predecessor into the check against the successor."""
    return [COMPARISON.sub(r"cmp(\2, \1)", line) for line in lines]


class CType(namedtuple("CType", "base tag stars")):
    """A C type as data: base ("struct", "int", "const char", ...), the tag
    of a struct (the macro parameter name or type, else None) and the
    number of "*".  In the documentation a tag is written in capitals, as
    tree.3 writes the macro parameters (struct TYPE *)."""

    def text(self, doc=False):
        words = [self.base] + ([self.tag.upper() if doc else self.tag]
                               if self.tag else [])
        return " ".join(words + (["*" * self.stars] if self.stars else []))

    def declare(self, name, doc=False):
        """name declared with this type: "struct type *elm"."""
        return self.text(doc) + ("" if self.stars else " ") + name


class Param(namedtuple("Param", "name ctype")):
    """A macro or function parameter; ctype None: a macro argument that is
    no C value (the tree's name, the element type, the field...)."""

    def text(self, doc=False):
        if self.ctype is None:
            return self.name.upper() if doc else self.name
        return self.ctype.declare(self.name, doc)


def struct(tag, stars=1):
    return CType("struct", tag, stars)


def scalar(base, stars=0):
    return CType(base, None, stars)


def emit(lines):
    """Print lines for cog (cog captures stdout with -P)."""
    print("\n".join(lines))
