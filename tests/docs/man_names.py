#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# names.py: check tree.3 against tree.h, which is the truth.
#
#	python3 tests/docs/man_names.py [tree.3 [tree.h]]	check, exit 1 on a fault
#	python3 tests/docs/man_names.py --list [tree.3]	print the NAME section's
#							names, one a line
#
# 1. The NAME section (".Nm X ,", several on a line as ".Nm X , Nm Y ,")
#    lists exactly the public macros of tree.h:
#    every "#define X" whose X does not start with "_", and every such X
#    that tree.h only tests (#ifdef X, defined(X)): the knobs a program
#    defines, such as TREE_DEBUG; except EXCLUDED.
# 2. The SYNOPSIS shows each of them: a function-like macro as ".Fn X a b"
#    (or, when it takes no ";" after it, as ".Fd X(a, b)") with as many
#    arguments as its #define, an object-like one as
#    ".Fd #define X ..."; a knob that tree.h never defines in either way.
# 3. Every message of tree.h (each string literal, adjacent ones joined,
#    other than operation names, printf formats and asm statements)
#    appears verbatim in the page source.

import re
import shlex
import sys

# Defined by tree.h, but no interface: the include guard of libbsd's
# <bsd/sys/tree.h>, which tree.h defines so that that header, included
# later, is skipped.  (The other guards, _SYS_TREE_H_ and _RB_TREE_H_,
# start with "_" and are left out with every other internal name.)
EXCLUDED = {"LIBBSD_SYS_TREE_H"}


def sections(path):
    """The page's lines by section name (.Sh), with their line numbers."""
    secs, cur = {}, None
    with open(path) as f:
        for no, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith(".Sh "):
                cur = line[4:].strip().strip('"')
                secs[cur] = []
            elif cur is not None:
                secs[cur].append((no, line))
    return secs


def page_names(path):
    names = []
    for _, line in sections(path).get("NAME", []):
        # ".Nm A , Nm B ,": several names on a line.
        if line.startswith(".Nm "):
            names += re.findall(r"(?:^\.| )Nm (\S+)", line)
    return names


# The arity of a knob that tree.h tests but never defines.
KNOB = "knob"


def header_macros(path):
    """{name: number of parameters, None (object-like) or KNOB}."""
    with open(path) as f:
        src = f.read().replace("\\\n", " ")
    macros, clash = {}, []
    for m in re.finditer(r"^[ \t]*#[ \t]*(?:ifn?def[ \t]+([A-Za-z_]\w*)|(?:el)?if\b(.*))",
                         src, re.M):
        for name in [m.group(1)] if m.group(1) else \
                re.findall(r"defined\s*\(?\s*([A-Za-z_]\w*)", m.group(2)):
            if not name.startswith("_") and name not in EXCLUDED:
                macros[name] = KNOB
    defines = re.findall(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)"
                         r"(\(([^)]*)\))?(?:[ \t]+([A-Za-z_]\w*)"
                         r"[ \t]*(?:/\*.*\*/[ \t]*)?$)?",
                         src, re.M)
    # An object-like macro that names a function-like one (RB_AUGMENT's
    # placeholder) is called with that one's arguments.
    arities = {name: len(params.split(",")) if params.strip() else 0
               for name, paren, params, _ in defines if paren}
    for name, paren, params, alias in defines:
        if name.startswith("_") or name in EXCLUDED:
            continue
        arity = arities[name] if paren else arities.get(alias)
        if name in macros and macros[name] not in (arity, KNOB):
            clash.append(name)
        macros[name] = arity
    return macros, clash


def header_messages(path):
    with open(path) as f:
        src = f.read()
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    src = src.replace("\\\n", "")
    # an asm statement's template and constraints are no messages
    src = re.sub(r"__asm__\s*\([^;]*\)", "", src)
    # nor are the pieces of one (the macros whose names have _ASM)
    src = re.sub(r"^[ \t]*#[ \t]*define[ \t]+_RB_\w*_ASM\w*[^\n]*", "", src,
                 flags=re.M)
    # nor is a symbol's visibility
    src = re.sub(r'__visibility__\s*\(\s*"[^"]*"\s*\)', "", src)
    # nor is a pragma's text
    src = re.sub(r'_Pragma\s*\(\s*"(?:[^"\\]|\\.)*"\s*\)', "", src)
    src = re.sub(r"^[ \t]*#[ \t]*(?:pragma|if)\b[^\n]*", "", src, flags=re.M)
    lit = r'"(?:[^"\\\n]|\\.)*"'
    msgs = set()
    for m in re.finditer(lit + r"(?:\s*" + lit + ")*", src):
        s = "".join(x[1:-1] for x in re.findall(lit, m.group(0)))
        if re.fullmatch(r"RB_[A-Z_]+", s) or "%" in s:
            continue
        msgs.add(s)
    return msgs


def synopsis(path):
    """{name: (line number, return type or None, arguments or None,
    value)}: ".Fn" lines with the ".Ft" just before them, ".Fd #define",
    and ".Fd NAME(arguments)" with or without a ";"."""
    found, ret = {}, None
    for no, line in sections(path).get("SYNOPSIS", []):
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
        elif line.startswith(".Fd "):
            # A macro that takes no ";" after it (or a declaration shown
            # with its ";"): ".Fd NAME(arg, arg)".
            m = re.fullmatch(r"\.Fd ([A-Za-z_]\w*)\((.*)\);?", line)
            if m:
                args = [a.strip() for a in m.group(2).split(",")]
                found.setdefault(m.group(1), (no, None, args, None))
        ret = None
    return found


def report(check, faults, summary):
    """Print each fault and the summary line; the exit status."""
    for fault in faults:
        print("%s: %s" % (check, fault))
    print("%s: %s, %d faults" % (check, summary, len(faults)))
    return 1 if faults else 0


def main(argv):
    if argv[1:2] == ["--list"]:
        for name in page_names(argv[2] if len(argv) > 2 else "tree.3"):
            print(name)
        return 0
    page = argv[1] if len(argv) > 1 else "tree.3"
    header = argv[2] if len(argv) > 2 else "tree.h"
    faults = []

    names = page_names(page)
    macros, clash = header_macros(header)
    for name in clash:
        faults.append("%s: %s is defined with different numbers of"
                      " arguments" % (header, name))
    dups = sorted({n for n in names if names.count(n) > 1})
    for name in dups:
        faults.append("%s NAME: %s is listed twice" % (page, name))
    for name in sorted(set(macros) - set(names)):
        faults.append("%s NAME: %s is missing (%s %s it; add"
                      " \".Nm %s ,\" and document it, or add it to"
                      " EXCLUDED in %s if it is no interface)"
                      % (page, name, header,
                         "tests" if macros[name] is KNOB else "defines",
                         name, argv[0]))
    for name in sorted(set(names) - set(macros)):
        faults.append("%s NAME: %s is not a public macro of %s: remove it"
                      " from the page, or find out where tree.h lost it"
                      % (page, name, header))

    syn = synopsis(page)
    for name in sorted(set(names) & set(macros)):
        want = macros[name]
        if name not in syn:
            how = ".Fn %s" % name if want is not None else \
                ".Fd #define %s" % name
            faults.append("%s SYNOPSIS: %s is missing (want \"%s ...\")"
                          % (page, name, how))
            continue
        no, args = syn[name][0], syn[name][2]
        got = None if args is None else len(args)
        if want is not KNOB and got != want:
            def say(n):
                return "no argument list" if n is None else \
                    "%d argument%s" % (n, "" if n == 1 else "s")
            faults.append("%s:%d: SYNOPSIS shows %s with %s, tree.h"
                          " defines it with %s" % (page, no, name, say(got),
                                                   say(want)))

    with open(page) as f:
        text = f.read()
    for msg in sorted(header_messages(header)):
        if msg not in text:
            faults.append("%s: the message \"%s\" of %s is not in the page"
                          % (page, msg, header))

    return report("man-names", faults, "%d names in NAME, %d public macros"
                  " in %s" % (len(names), len(macros), header))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
