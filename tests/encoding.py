#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# encoding.py: check the claim of tree.h's comment on the node layout,
# which lists the code that knows how a node's parent word holds its two
# rank bits.
#
#	python3 tests/encoding.py [tree.h]	check, exit 1 on a fault
#
# The comment has two lists, each a sentence ending in a full stop:
# "Naming the rank bits (...): A, B, ..." and "Storing a whole parent
# word (...): C, D, ...".  The first must name exactly the macros and
# functions of tree.h whose code (comments left out) names _RB_L2, _RB_R2,
# _RB_BITS or _RB_BLACK (the red-black colour); the second exactly those that assign _RB_UP(...) or
# _RB_LINK_UP(...) whole.  A macro is known by its #define name, a
# function by its own name, a generated function by the _RB_GENERATE_<op>
# macro that defines it.

import re
import sys

BITS = re.compile(r"\b(_RB_L2|_RB_R2|_RB_BITS|_RB_BLACK)\b")
STORE = re.compile(r"\b_RB_(?:LINK_)?UP\([^()]*\)\s*=[^=]")
FUNCTION = re.compile(r"^(?:\w+ )*\**(_rb_\w+)\(")
LISTS = (("bits", r"Naming the rank bits \([^)]*\):([^.]*)\."),
         ("stores", r"Storing a whole parent word \([^)]*\):([^.]*)\."))


def units(src):
    """(name, code) of each #define and each function outside a macro."""
    name, code = None, []
    for line in src.split("\n"):
        m = re.match(r"#define (\w+)", line) or FUNCTION.match(line)
        if m:
            if name:
                yield name, "\n".join(code)
            name, code = m.group(1), []
        code.append(line)
    if name:
        yield name, "\n".join(code)


def main(argv):
    path = argv[1] if len(argv) > 1 else "tree.h"
    with open(path) as f:
        text = f.read()
    src = re.sub(r"/\*.*?\*/", " ", text, flags=re.S).replace("\\\n", "\n")
    found = {"bits": set(), "stores": set()}
    for name, code in units(src):
        if BITS.search(code) and \
                name not in ("_RB_L2", "_RB_R2", "_RB_BLACK"):
            found["bits"].add(name)
        if STORE.search(code):
            found["stores"].add(name)
    faults = []
    comment = " ".join(text.split())
    for key, pattern in LISTS:
        m = re.search(pattern.replace(" ", r"\s+(?:\*\s+)?"), comment)
        if m is None:
            faults.append("no list \"%s\" in the layout comment"
                          % pattern.split(" \\(")[0])
            continue
        listed = set(re.findall(r"\b_?RB_\w+|\b_rb_\w+", m.group(1)))
        for name in sorted(found[key] - listed):
            faults.append("%s: %s is missing from the list" % (key, name))
        for name in sorted(listed - found[key]):
            faults.append("%s: %s is listed, but does not" % (key, name))
    for fault in faults:
        print("encoding: " + fault)
    print("encoding: %d names the bits, %d store a whole word, %d faults"
          % (len(found["bits"]), len(found["stores"]), len(faults)))
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
