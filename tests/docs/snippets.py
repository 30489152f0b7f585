#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-2-Clause
#
# snippets.py: every piece of C in the README and the manual page
# compiles, and every whole program among them prints what the document
# says it prints.
#
#	python3 tests/docs/snippets.py [README.md] [tree.3] [DIR ...]
#
# A snippet is a ```c fenced block of a Markdown file, or a literal
# display (.Bd -literal ... .Ed) of a manual page, in any section (a
# display that is not C is a .Dl line there, or a fence of another
# language in Markdown).  A snippet that contains "main(" is a program:
# it is built and run as tests/docs/man_examples.py builds and runs the
# programs of EXAMPLES (-std=c99 -Wall -Wextra -Wpedantic -Werror, exit
# status 0, nothing on stderr, valgrind clean where valgrind is
# installed), and the block that follows it is its expected output when
# the last line of text before that block ends in "prints:".  Any other
# snippet is a translation unit of its own and must compile (-c) under
# the same flags.
#
# A directory holds programs NAME.c with their output NAME.expected
# (tests/docs/programs/: RB_REPLACE and a splay tree, small programs the
# manual page and examples/ do not show), each built and run the same way.
#
# The manual's SYNOPSIS is compiled too: each generator it shows
# (".Fd RB_PROTOTYPE...(...)", ".Fd RB_GENERATE...(...)", SPLAY_...),
# written with or without its ";" exactly as the page shows it, is
# instantiated for a small element type under -Wpedantic -Werror, where
# an extra ";" at file scope is an error and a missing one a syntax
# error.

import glob
import os
import re
import shutil
import subprocess
import sys

import man_examples as examples
import man_names as names

FLAGS = ["-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-I."]


def markdown_blocks(path):
    """[(line, language, text before, lines)] of the fenced blocks."""
    out, text, block, lang, start = [], [], None, None, 0
    with open(path) as f:
        for no, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if block is None and line.startswith("```"):
                block, lang, start = [], line[3:].strip(), no
            elif block is not None and line.startswith("```"):
                out.append((start, lang, text, block))
                block, text = None, []
            elif block is not None:
                block.append(line)
            elif line.strip():
                text.append(line)
    return out


def page_blocks(path):
    """The same for the literal displays of a manual page."""
    out, inside, text, block, start = [], False, [], [], 0
    for sec in names.sections(path).values():
        for no, line in sec:
            if inside:
                if line == ".Ed":
                    out.append((start, "c", text, block))
                    inside, text, block = False, [], []
                else:
                    block.append(examples.unescape(line,
                                                   "%s:%d" % (path, no)))
            elif line.startswith(".Bd -literal"):
                inside, start = True, no
            elif not line.startswith(".") and line.strip():
                text.append(line)
    return out


def compiles(name, src):
    """True if src compiles as a translation unit."""
    cmd = [os.environ.get("CC", "cc")] + FLAGS + ["-c", "-o",
                                                   src[:-2] + ".o", src]
    build = subprocess.run(cmd, capture_output=True, text=True)
    if build.returncode != 0:
        examples.fault("%s does not compile (%s):" % (name, " ".join(cmd)),
                       build.stderr.splitlines()[:15])
        return False
    print("man-snippets: ok %s (compiles)" % name)
    return True


def check_blocks(path, blocks, outdir, valgrind):
    """The number of faults among the C snippets of one document."""
    faults, base = 0, os.path.basename(path).replace(".", "-")
    for i, (line, lang, _, block) in enumerate(blocks):
        if lang != "c":
            continue
        name = "%s:%d" % (path, line)
        src = os.path.join(outdir, "%s-%d.c" % (base, line))
        with open(src, "w") as f:
            f.write("".join(l + "\n" for l in block))
        if not any("main(" in l for l in block):
            faults += not compiles(name, src)
            continue
        after = blocks[i + 1] if i + 1 < len(blocks) else None
        want = None
        if after and after[2] and after[2][-1].endswith("prints:"):
            want = "".join(l + "\n" for l in after[3])
            blocks[i + 1] = after[:1] + ("output",) + after[2:]
        if want is None:
            examples.fault("%s: a program with no expected output (a"
                           " block after a line ending in \"prints:\")"
                           % name)
            faults += 1
            continue
        faults += not examples.check(name, src, src[:-2], want, valgrind)
    return faults


GENERATOR = re.compile(r"\.Fd ((?:RB|SPLAY)_(?:PROTOTYPE|GENERATE)\w*)"
                       r"\(([^)]*)\)(;?)$")
ARGS = {"TYPE": "node", "FIELD": "link", "CMP": "nodecmp", "AUG": "nodeaug",
        "ATTR": ""}


def synopsis_unit(page):
    """A translation unit of every generator of the SYNOPSIS, or None."""
    lines, heads = [], []
    for _, line in names.sections(page).get("SYNOPSIS", []):
        m = GENERATOR.match(line)
        if not m:
            continue
        macro, args, semi = m.groups()
        # One tree per suffix, so that each prototype macro meets its
        # generate macro; every per-operation macro makes the tree "ops".
        suffix = re.sub(r"^(RB|SPLAY)_(PROTOTYPE|GENERATE)", "", macro)
        if macro.startswith("SPLAY"):
            name = "sp"
        elif suffix in ("", "_STATIC", "_INTERNAL", "_AUGMENT",
                        "_AUGMENT_STATIC", "_CACHED", "_CACHED_STATIC",
                        "_CACHED_AUGMENT", "_CACHED_AUGMENT_STATIC"):
            name = "w" + suffix.lower()
        else:
            name = "ops"
        head = ("SPLAY_HEAD" if name == "sp" else "RB_HEAD_CACHED"
                if "CACHED" in suffix else "RB_HEAD")
        if (name, head) not in heads:
            heads.append((name, head))
        actual = [name if a == "NAME" else ARGS[a]
                  for a in (x.strip() for x in args.split(","))]
        lines.append("%s(%s)%s" % (macro, ", ".join(actual), semi))
    if not lines:
        return None
    return "".join(l + "\n" for l in [
        "#include \"tree.h\"",
        "struct node {",
        "\tRB_ENTRY(node) link;",
        "\tSPLAY_ENTRY(node) slink;",
        "\tint key;",
        "};",
        "int nodecmp(struct node *, struct node *);",
        "int nodeaug(struct node *);"] +
        ["%s(%s, node);" % (h, n) for n, h in heads] +
        [l.replace("node, link", "node, slink") if l.startswith("SPLAY")
         else l for l in lines])


def main(argv):
    docs = argv[1:] or ["README.md", "tree.3"]
    outdir = os.path.join(os.environ.get("BUILD", "build"), "snippets")
    os.makedirs(outdir, exist_ok=True)
    valgrind = shutil.which(os.environ.get("VALGRIND", "valgrind"))
    faults, count = 0, 0
    for path in docs:
        if os.path.isdir(path):
            for prog in sorted(glob.glob(os.path.join(path, "*.c"))):
                with open(prog[:-2] + ".expected") as f:
                    want = f.read()
                exe = os.path.join(outdir, os.path.basename(prog)[:-2])
                count += 1
                faults += not examples.check(prog, prog, exe, want,
                                             valgrind)
            continue
        try:
            blocks = (markdown_blocks(path) if path.endswith(".md")
                      else page_blocks(path))
        except ValueError as e:
            examples.fault(str(e))
            return 1
        faults += check_blocks(path, blocks, outdir, valgrind)
        count += sum(1 for b in blocks if b[1] == "c")
        if not path.endswith(".md"):
            unit = synopsis_unit(path)
            if unit is None:
                examples.fault("%s: no generator macro in the SYNOPSIS"
                               % path)
                faults += 1
                continue
            src = os.path.join(outdir, "synopsis.c")
            with open(src, "w") as f:
                f.write(unit)
            faults += not compiles("%s SYNOPSIS generators, with their"
                                   " semicolons as shown" % path, src)
    if count == 0:
        examples.fault("no C snippet in %s" % " ".join(docs))
        faults += 1
    print("man-snippets: %d snippets, %d faults" % (count, faults))
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
