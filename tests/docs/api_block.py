#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# api_block.py: check the API reference comment at the top of tree.h
# (emitted from gen/api.py) against the macros tree.h really defines.
#
#	python3 tests/docs/api_block.py [tree.h]	check, exit 1 on a fault
#
# 1. Every RB_*, SPLAY_* and TREE_* name in the block is a public macro of
#    tree.h (a #define, or a knob that tree.h tests, as tests/docs/man_names.py
#    finds them).
# 2. Wherever the block writes such a name followed by "(", it has as many
#    arguments as the #define has parameters.
# 3. Every public macro of tree.h appears in the block.

import os
import re
import sys

import man_names as names

NAME = re.compile(r"\b(?:RB|SPLAY|TREE)_[A-Z0-9_]*[A-Z0-9]\b")


def block(path):
    """The reference comment's text, its lines joined by spaces."""
    with open(path) as f:
        text = f.read()
    start = text.find("/*\n * API reference")
    if start < 0:
        return None
    end = text.index("*/", start)
    lines = text[start + 2:end].split("\n")
    return " ".join(line.lstrip(" *") for line in lines)


def arguments(text, open_paren):
    """The number of arguments in the parenthesised list at open_paren."""
    depth, count, empty = 0, 1, True
    for ch in text[open_paren:]:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return 0 if empty else count
        elif ch == "," and depth == 1:
            count += 1
        elif not ch.isspace():
            empty = False
    return None


def main(argv):
    header = argv[1] if len(argv) > 1 else "tree.h"
    macros, _ = names.header_macros(header)
    text = block(header)
    if text is None:
        print("api-block: %s has no \"API reference\" comment" % header)
        return 1
    faults, seen = [], set()
    for m in NAME.finditer(text):
        name = m.group(0)
        seen.add(name)
        if name not in macros:
            faults.append("%s is no public macro of %s" % (name, header))
            continue
        if text[m.end():m.end() + 1] == "(":
            got = arguments(text, m.end())
            want = macros[name]
            if want is not names.KNOB and got != want:
                faults.append("%s is written with %s arguments, %s defines"
                              " it with %s" % (name, got, header, want))
    for name in sorted(set(macros) - seen):
        faults.append("%s, a public macro of %s, is not in the block"
                      % (name, header))
    return names.report("api-block", sorted(set(faults)), "%d names in the"
                        " reference, %d public macros in %s"
                        % (len(seen), len(macros), header))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
