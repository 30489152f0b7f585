"""What the rebalancing walks of both balance schemes share: the labelled
comments of their cases and their emission as static functions.

Each walk is written once, for the case where the changed child is on the
left; the generator mirrors it for the right (cfmt.mirror()).  A line
"@LABEL" in a snippet stands for the comment of that case or loop, taken
from the scheme's notes (a dict label: (text, diagram)): in full, with the
diagram, in the left-hand code; the mirrored and the spine copies carry
the label alone (retag()), so that each diagram is printed once.  Any
other "@text" line becomes the one-line comment text.
"""

import re
import textwrap

from cfmt import TAB, emit, function, indent, mirror

NOTE = re.compile(r"^(\t*)@(.+)$")


def note_comment(notes, label, depth):
    """The comment of a case or loop at depth tabs: its text, filled to
    end by column 80, and its diagram."""
    text, diagram = notes[label]
    body = textwrap.wrap(" ".join(text.split()), 80 - 3 - TAB * depth,
                         fix_sentence_endings=True, break_on_hyphens=False)
    if diagram:
        body += [""] + textwrap.dedent(diagram).strip("\n").split("\n")
    return ["/*"] + [(" * " + line).rstrip() for line in body] + [" */"]


def expand_notes(lines, notes):
    """Replace each "@LABEL" line by its comment (notes), and any other
    "@text" line by the one-line comment text."""
    out = []
    for line in lines:
        match = NOTE.match(line)
        if not match:
            out.append(line)
            continue
        depth, note = len(match.group(1)), match.group(2)
        out += indent(note_comment(notes, note, depth) if note in notes
                      else [f"/* {note} */"], depth)
    return out


def retag(lines, suffix):
    """Each "@LABEL" line becomes "@LABEL<suffix>": a label only."""
    return [re.sub(r"^(\t*@\S+)$", r"\1" + suffix, line) for line in lines]


def both_sides(lines):
    """The left-hand lines and their mirror image, which refers to them."""
    return lines, retag(mirror(lines), ", mirrored.")


def emit_walks(walks, notes, names, lead="void *root, size_t off"):
    """The named walks (walks: name -> (parameters after lead, the
    root's address and the offset of the links, body function, and
    optionally the return type with its qualifiers, by default
    _RB_LOCAL void *)) as plain static functions, once per translation
    unit.
    name##_RB_INSERT_COLOR and name##_RB_REMOVE_COLOR call them with the
    offset of the element type's links.  Each returns the node a rotation
    put on top (the augmentation walk must recompute it), or NULL."""
    for name in names:
        args, body, *qualified = walks[name]
        emit(expand_notes(function(
            qualified[0] if qualified else "_RB_LOCAL void *",
            f"{name}({lead}, {args})", body()), notes))
        print()
