#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# synopsis.py: check tree.3's SYNOPSIS against gen/api.py, the one list of
# the API that also makes tree.h's reference block.
#
#	python3 tests/man/synopsis.py [tree.3 [gen]]	check, exit 1 on a fault
#
# The SYNOPSIS shows exactly the macros of api.MACROS, each as api.py
# gives it: a function-like macro as ".Fn NAME arg ..." with the same
# arguments, in order, spelled the same ("struct TYPE *elm", FIELD), after
# ".Ft type" when it yields a value of that type and after no .Ft when it
# yields none; an object-like one as ".Fd #define NAME value".

import os
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import names  # noqa: E402


def page_synopsis(path):
    """{name: (line number, return type or None, arguments or None,
    value)}: ".Fn" lines with the ".Ft" just before them, ".Fd #define"."""
    found, ret = {}, None
    for no, line in names.sections(path).get("SYNOPSIS", []):
        if line.startswith(".Ft "):
            ret = shlex.split(line)[1]
            continue
        if line.startswith(".Fn "):
            words = shlex.split(line)
            found.setdefault(words[1], (no, ret, words[2:], None))
        elif line.startswith(".Fd #define "):
            words = line.split(None, 3)
            found.setdefault(words[2], (no, None, None,
                                        words[3] if len(words) > 3 else ""))
        ret = None
    return found


def main(argv):
    page = argv[1] if len(argv) > 1 else "tree.3"
    sys.path.insert(0, argv[2] if len(argv) > 2 else "gen")
    import api

    faults = []
    syn = page_synopsis(page)
    want = {m.name: m for m in api.MACROS}
    for name in sorted(set(syn) - set(want)):
        faults.append("%s:%d: SYNOPSIS shows %s, which gen/api.py does not"
                      " list" % (page, syn[name][0], name))
    for name in sorted(set(want) - set(syn)):
        faults.append("%s SYNOPSIS: %s is missing (gen/api.py: %s)"
                      % (page, name, want[name].synopsis()))
    for name in sorted(set(want) & set(syn)):
        macro, (no, ret, args, value) = want[name], syn[name]
        wret = macro.ret.text(doc=True) if macro.ret else None
        wargs = macro.args() if macro.params is not None else None
        if (args, ret) != (wargs, wret) or \
                (args is None and value != macro.value):
            if args is None:
                shown = "#define %s %s" % (name, value)
            else:
                shown = "%s%s(%s)" % (ret + " " if ret else "", name,
                                      ", ".join(args))
            faults.append("%s:%d: SYNOPSIS shows \"%s\", gen/api.py says"
                          " \"%s\"" % (page, no, shown.strip(),
                                         macro.synopsis()))
    for fault in faults:
        print("man-synopsis: " + fault)
    print("man-synopsis: %d macros in the SYNOPSIS, %d in gen/api.py,"
          " %d faults" % (len(syn), len(want), len(faults)))
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
