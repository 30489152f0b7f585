#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# synopsis.py: check tree.3's SYNOPSIS against gen/api.py, the one list of
# the API that also makes tree.h's reference block.
#
#	python3 tests/docs/man_synopsis.py [tree.3 [gen]]	check, exit 1 on a fault
#
# The SYNOPSIS shows exactly the macros of api.MACROS, each as api.py
# gives it: a function-like macro as ".Fn NAME arg ..." with the same
# arguments, in order, spelled the same ("struct TYPE *elm", FIELD), after
# ".Ft type" when it yields a value of that type and after no .Ft when it
# yields none; an object-like one as ".Fd #define NAME value".

import sys

import man_names as names


def main(argv):
    page = argv[1] if len(argv) > 1 else "tree.3"
    sys.path.insert(0, argv[2] if len(argv) > 2 else "gen")
    import api

    faults = []
    syn = names.synopsis(page)
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
    return names.report("man-synopsis", faults, "%d macros in the SYNOPSIS,"
                        " %d in gen/api.py" % (len(syn), len(want)))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
