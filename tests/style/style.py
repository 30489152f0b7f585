#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# style.py: check the layout of the generated header against style(9).
#
#	python3 tests/style/style.py [tree.h [gen]]	check, exit 1 on a fault
#
# 1. No line is wider than 80 columns (tabs to 8).
# 2. The backslashes of a macro body stand in column 73 (after tabs to 72),
#    or one space after text that reaches that far.
# 3. A continuation line (after a line that leaves a parenthesis open or
#    ends in an operator; gen/cfmt.py's continues() decides) is indented
#    4 spaces more than its statement's tabs, not by a full tab.

import os
import re
import sys

LIMIT = 80
COLUMN = 72


def width(text):
    return len(text.expandtabs(8))


def faults(path, continues):
    state = (0, False, False)
    with open(path) as f:
        lines = f.read().split("\n")
    for no, line in enumerate(lines, 1):
        where = "%s:%d: " % (path, no)
        if width(line) > LIMIT:
            yield where + "%d columns" % width(line)
        body = line
        comment = line.lstrip().startswith(("*", "/*"))
        if line.endswith("\\") and not comment:
            body = re.sub(r"\s*\\$", "", line)
            col = width(line) - 1
            if col != COLUMN and not (col == width(body) + 1 > COLUMN):
                yield where + "backslash in column %d" % (col + 1)
        text = body.strip()
        if text.startswith("#"):
            state = (0, False, False)
            continue
        if state[1] and text and not state[2] and \
                not re.match(r"^\t* {4}\S", body):
            yield where + "continuation not indented 4 spaces: " + text
        state = continues(text, state)


def main(argv):
    path = argv[1] if len(argv) > 1 else "tree.h"
    sys.path.insert(0, argv[2] if len(argv) > 2 else
                    os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                 "..", "..", "gen"))
    from cfmt import continues
    found = list(faults(path, continues))
    for fault in found:
        print("style: " + fault)
    print("style: %s: %d faults" % (path, len(found)))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
