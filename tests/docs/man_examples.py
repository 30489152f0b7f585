#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# examples.py: compile and run every program of tree.3's EXAMPLES section
# and compare what it prints with what the page says it prints.
#
#	python3 tests/docs/man_examples.py [tree.3]
#
# The convention in the page: a program is a ".Bd -literal" display that
# contains "main(".  Its expected output is the next literal display, and
# the last line of text between the two must end in "prints:".  Each
# program is built from the repository root with
#
#	$CC -std=c99 -Wall -Wextra -Wpedantic -Werror -I. -o PROG PROG.c
#
# (CC defaults to cc; objects go to $BUILD/man, BUILD defaults to build)
# and must exit 0, print the expected output exactly and nothing on
# stderr.  Where valgrind is installed (VALGRIND names it, default
# valgrind), each program then runs under memcheck and must show no error
# and no leak: an uninitialised read, such as a hook comparing against a
# summary the program never set, is a fault.

import difflib
import os
import re
import shutil
import subprocess
import sys

import man_names as names

ESCAPES = {"\\e": "\\", "\\&": "", "\\-": "-"}


def unescape(line, where):
    """Roff text to plain text; only the escapes the page uses."""
    def sub(m):
        if m.group(0) not in ESCAPES:
            raise ValueError("%s: unknown roff escape %s (teach ESCAPES in"
                             " %s)" % (where, m.group(0), sys.argv[0]))
        return ESCAPES[m.group(0)]
    return re.sub(r"\\[(][a-z]{2}|\\.", sub, line)


def displays(path):
    """The literal displays of EXAMPLES: (line, text before it, lines)."""
    out, inside, text, block, start = [], False, [], [], 0
    for no, line in names.sections(path).get("EXAMPLES", []):
        if inside:
            if line == ".Ed":
                out.append((start, text, block))
                inside, text, block = False, [], []
            else:
                block.append(unescape(line, "%s:%d" % (path, no)))
        elif line.startswith(".Bd -literal"):
            inside, start = True, no
        elif not line.startswith(".") and line.strip():
            text.append(line)
    return out


VALGRIND_FLAGS = ["-q", "--leak-check=full", "--show-leak-kinds=all",
                  "--errors-for-leak-kinds=all", "--error-exitcode=99"]


def fault(message, details=()):
    """Print a fault and its details, indented; None."""
    print("man-examples: " + message)
    for line in details:
        print("    " + line)


def check(name, src, exe, want, valgrind):
    """Build and run one program; True if it does what the page says."""
    cmd = [os.environ.get("CC", "cc"), "-std=c99", "-Wall", "-Wextra",
           "-Wpedantic", "-Werror", "-I.", "-o", exe, src]
    build = subprocess.run(cmd, capture_output=True, text=True)
    if build.returncode != 0:
        return fault("%s does not compile (%s):" % (name, " ".join(cmd)),
                     build.stderr.splitlines()[:15])
    try:
        run = subprocess.run([exe], capture_output=True, text=True,
                             timeout=10)
    except subprocess.TimeoutExpired:
        return fault("%s: still running after 10 s" % name)
    why = []
    if run.returncode != 0:
        why.append("exit status %d" % run.returncode)
    if run.stderr:
        why.append("output on stderr")
    if run.stdout != want:
        why.append("output differs from the page (- page, + program)")
    if why:
        diff = difflib.unified_diff(want.splitlines(),
                                    run.stdout.splitlines(), n=0,
                                    lineterm="")
        return fault("%s (%s): %s:" % (name, src, "; ".join(why)),
                     list(diff) + ["stderr: " + l for l in
                                   run.stderr.splitlines()[:5]])
    if valgrind:
        vg = subprocess.run([valgrind] + VALGRIND_FLAGS + [exe],
                            capture_output=True, text=True)
        if vg.returncode != 0 or vg.stderr:
            return fault("%s: valgrind reports errors:" % name,
                         vg.stderr.splitlines()[:10])
    print("man-examples: ok %s%s" % (name, " (valgrind clean)"
                                     if valgrind else ""))
    return True


def main(argv):
    page = argv[1] if len(argv) > 1 else "tree.3"
    outdir = os.path.join(os.environ.get("BUILD", "build"), "man")
    os.makedirs(outdir, exist_ok=True)
    try:
        disp = displays(page)
    except ValueError as e:
        return fault(str(e)) or 1
    faults, programs = 0, 0
    valgrind = shutil.which(os.environ.get("VALGRIND", "valgrind"))
    for i, (line, _, block) in enumerate(disp):
        if not any("main(" in l for l in block):
            continue
        programs += 1
        name = "example %d (%s:%d)" % (programs, page, line)
        if i + 1 >= len(disp) or not disp[i + 1][1] or \
                not disp[i + 1][1][-1].endswith("prints:"):
            fault("%s: no expected output (a literal display after a line"
                  " ending in \"prints:\")" % name)
            faults += 1
            continue
        want = "".join(l + "\n" for l in disp[i + 1][2])
        src = os.path.join(outdir, "example-%d.c" % programs)
        with open(src, "w") as f:
            f.write("".join(l + "\n" for l in block))
        faults += not check(name, src, src[:-2], want, valgrind)
    if programs == 0:
        fault("no program found in the EXAMPLES section of %s" % page)
        faults += 1
    print("man-examples: %d programs, %d faults" % (programs, faults))
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
