# SPDX-License-Identifier: BSD-2-Clause
"""hygiene.py: no user name or object-like user macro can capture a name
that tree.h declares.

    python3 tests/compile/hygiene.py [tree.h]

1. From the header itself: every identifier that a macro body or a static
   function declares (locals, parameters, labels) is found as what is left
   of the body once macro parameters, members (after . or -> or inside a
   struct), file-scope names of the header, names reserved for any use
   (_ and a capital), arguments that only name things (pasted with ##),
   keywords and the C library names in LIBRARY are taken out.  What is
   left would be declared by a new form as well, so the list cannot go
   stale.  Each must carry the reserved prefix _rb_ or _sp_ (C11 7.1.3:
   identifiers starting with an underscore are reserved at file scope, so
   no user function or macro may have one).
2. Each of those names without its prefix (the name the header would use
   if it were not hygienic), and the short names users pick (SHORT), is
   then given, as the comparator and as the per-tree hook, and as the
   global hook RB_AUGMENT_CHECK calls, to every generator of the header
   (every RB_GENERATE* and RB_PROTOTYPE* it defines, FreeBSD's
   per-operation RB_GENERATE_<OP>, SPLAY_*), in one translation unit
   per role: the names are distinct file-scope functions, so they do not
   interfere.  Compiled with -Wshadow -Werror and TREE_DEBUG, which only
   adds code (checks that call the comparator, with locals of their own).
3. Each of those names is also defined as an object-like macro before the
   #include (after the C headers tree.h includes), with every generator
   and every public macro used once, plain and with TREE_DEBUG.  A public
   macro that no unit uses is a fault.

Prints one line per fault and "hygiene: ..." at the end; exits 1 on a
fault.  CC (default cc) compiles; BUILD (default build) holds the
generated units.
"""

import os
import re
import subprocess
import sys

# tree_h_: the names of compile-time diagnostics, which the compiler prints
PREFIXES = ("_rb_", "_sp_", "tree_h_")
SHORT = "c t x n a b cmp key node tree".split()
KEYWORDS = set("""auto break case char const continue default do double else
enum extern float for goto if inline int long register restrict return short
signed sizeof static struct switch typedef union unsigned void volatile while
_Alignas _Alignof _Atomic _Bool _Generic _Noreturn _Static_assert
_Thread_local bool true false alignof static_assert decltype typeof template
static_cast reinterpret_cast class new delete operator this""".split())
# The C library, compiler and C++ names tree.h uses.
LIBRARY = set("""NULL size_t uintptr_t intmax_t offsetof fprintf stderr abort
__typeof__ __alignof__ __attribute__ __unused__ __may_alias__
__always_inline__ __noinline__ __builtin_constant_p atomic_load_explicit
atomic_store_explicit memory_order_acquire memory_order_relaxed
memory_order_release __atomic_load_n __atomic_store_n __ATOMIC_ACQUIRE
__ATOMIC_RELAXED __ATOMIC_RELEASE __asm__ __extension__
__builtin_types_compatible_p __thread __weak__ __visibility__""".split())

TOKEN = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|##|->|'
                   r'[A-Za-z_]\w*|\d\w*|\S')


def strip_comments(text):
    # a comment becomes blanks, keeping its lines and their continuations
    text = re.sub(r"/\*.*?\*/",
                  lambda m: re.sub(r"[^\n\\]", " ", m.group()),
                  text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def macros(text):
    """(name, parameters or None, body) of every #define."""
    out = []
    for m in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+(\w+)(\([^)]*\))?"
                         r"((?:[^\n]*\\\n)*[^\n]*)", text, re.M):
        params = None
        if m.group(2) is not None:
            params = [p.strip(" \t\\\n")
                      for p in m.group(2)[1:-1].split(",")]
        out.append((m.group(1), params, m.group(3).replace("\\\n", " ")))
    return out


def outside_macros(text):
    """The header with every preprocessor line blanked."""
    return re.sub(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", "", text, flags=re.M)


def code_tokens(text):
    """The tokens of the header outside the preprocessor lines, with
    "#if", "#else" and "#endif" where a conditional opens, turns (#elif
    too) and closes."""
    out = []
    for m in re.finditer(r"^[ \t]*#[ \t]*(\w*)(?:[^\n]*\\\n)*[^\n]*\n?|"
                         r"(?:^(?![ \t]*#)[^\n]*\n?)+", text, re.M):
        word = m.group(1)
        if word is None:
            out += TOKEN.findall(m.group())
        elif word.startswith("if"):
            out.append("#if")
        elif word in ("elif", "else", "endif"):
            out.append("#endif" if word == "endif" else "#else")
    return out


def functions(text):
    """(name, text from the name to the closing brace) of every function
    defined at file scope outside the macros.  Every branch of a
    conditional is read, each from the brace depth of the #if; after the
    #endif the depth is the one the first branch left."""
    toks = code_tokens(text)
    out, depth, start, conds = [], 0, 0, []
    for i, tok in enumerate(toks):
        if tok == "#if":
            conds.append([depth, None])
        elif tok == "#else":
            if conds[-1][1] is None:
                conds[-1][1] = depth
            depth = conds[-1][0]
        elif tok == "#endif":
            opened, first = conds.pop()
            depth = depth if first is None else first
        elif tok == "{":
            if depth == 0 and ")" in toks[start:i]:
                name = toks[toks.index("(", start) - 1]
                begin = i
            elif depth == 0:
                begin = None
            depth += 1
        elif tok == "}":
            depth -= 1
            if depth == 0:
                if begin is not None:
                    out.append((name, [t for t in toks[start:i + 1]
                                       if not t.startswith("#")]))
                start = i + 1
        elif tok == ";" and depth == 0:
            start = i + 1
    return out


def file_scope_names(text):
    """Macro names, functions, struct tags and typedefs of the header."""
    names = {name for name, _, _ in macros(text)}
    names |= {name for name, _ in functions(text)}
    names |= set(re.findall(r"\bstruct\s+(\w+)", text))
    # the configuration macros a program may define (RB_CACHE_LINE ...)
    for line in re.findall(r"^[ \t]*#[ \t]*(?:el)?if.*$", text, re.M):
        names |= set(re.findall(r"[A-Za-z_]\w*", line))
    names |= set(re.findall(r"\btypedef\b[^;]*?(\w+)\s*(?:_RB_\w+\s*)?;",
                            outside_macros(text)))
    return names


def members(text):
    return set(re.findall(r"(?:\.|->)\s*(\w+)", text))


def pasted_params(defs):
    """{macro: set of the positions of its parameters that only name
    things: pasted with ##, or passed on to such a parameter}."""
    out = {}
    for name, params, body in defs:
        if params:
            toks = TOKEN.findall(body)
            out[name] = {k for k, p in enumerate(params)
                         if any(t == p and "##" in (toks[i - 1:i] +
                                                   toks[i + 1:i + 2])
                                for i, t in enumerate(toks))}
    changed = True
    while changed:
        changed = False
        for name, params, body in defs:
            if not params:
                continue
            toks = TOKEN.findall(body)
            for i, tok in enumerate(toks):
                if tok in params and params.index(tok) not in out[name]:
                    callee, k = call_position(toks, i)
                    if k in out.get(callee, ()):
                        out[name].add(params.index(tok))
                        changed = True
    return out


def call_position(toks, i):
    """(callee, argument position) when toks[i] is a whole argument of a
    call, else (None, None)."""
    if i == 0 or toks[i - 1] not in "(," or \
            i + 1 >= len(toks) or toks[i + 1] not in "),":
        return None, None
    depth, commas = 0, 0
    for j in range(i - 1, 0, -1):
        if toks[j] == ")":
            depth += 1
        elif toks[j] == "(":
            if depth == 0:
                return toks[j - 1], commas
            depth -= 1
        elif toks[j] == "," and depth == 0:
            commas += 1
    return None, None


def declared(tokens, params, known, pasted):
    """The identifiers of a body that it must declare itself."""
    out, struct_depth, depth = set(), [], 0
    for i, tok in enumerate(tokens):
        prev = tokens[i - 1] if i else ""
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        if tok == "{":
            depth += 1
            if "struct" in tokens[max(0, i - 2):i]:
                struct_depth.append(depth)
        elif tok == "}":
            if struct_depth and struct_depth[-1] == depth:
                struct_depth.pop()
            depth -= 1
        if not re.match(r"[A-Za-z_]\w*$", tok) or struct_depth:
            continue
        if prev in (".", "->", "struct", "#", "##") or nxt == "##":
            continue
        if tok in params or tok in KEYWORDS or tok in LIBRARY or \
                tok in known or re.match(r"_[A-Z]|(rbe|rbh|spe|sph)_", tok):
            continue
        callee, k = call_position(tokens, i)
        if k in pasted.get(callee, ()):
            continue
        out.add(tok)
    return out


def extract(text):
    """{identifier: [where it is declared]} for tree.h's text."""
    text = strip_comments(text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    known = file_scope_names(text) | members(text)
    defs = macros(text)
    pasted = pasted_params(defs)
    found = {}
    for name, params, body in defs:
        for ident in declared(TOKEN.findall(body), params or [], known,
                              pasted):
            found.setdefault(ident, []).append(name)
    for name, tokens in functions(text):
        for ident in declared(tokens, [], known, pasted):
            found.setdefault(ident, []).append(name)
    return found


def stem(ident):
    for prefix in PREFIXES:
        if ident.startswith(prefix):
            return ident[len(prefix):]
    return ident


def generators(text):
    """(generator, its prototype macro or None, parameters) of every
    RB_GENERATE* and SPLAY_GENERATE that the header defines."""
    defined = {name: params for name, params, _ in macros(text) if params}
    out = []
    for name, params in sorted(defined.items()):
        if re.match(r"(RB|SPLAY)_GENERATE", name):
            proto = name.replace("GENERATE", "PROTOTYPE")
            out.append((name, proto if proto in defined else None, params))
    return out


def trees(gens, i, cmp, hook):
    """Declarations of one tree per generator, the comparator cmp, the
    per-tree hook hook; and the fields they link through.  FreeBSD's
    RB_GENERATE_<OP> all go to one tree, they call one another."""
    lines, fields, ops = [], [], []
    for gen, proto, params in gens:
        if gen.startswith("RB_GENERATE_") and params[-1] == "attr" and \
                gen != "RB_GENERATE_INTERNAL":
            ops.append((gen, proto, params))
            continue
        tree, field = f"u_t{i}_{gen}", f"u_f{i}_{gen}"
        splay = gen.startswith("SPLAY")
        fields.append((field, "SPLAY" if splay else "RB"))
        head = "SPLAY_HEAD" if splay else \
            "RB_HEAD_CACHED" if "CACHED" in gen else "RB_HEAD"
        args = {"name": tree, "type": "u_node", "field": field, "cmp": cmp,
                "aug": hook, "attr": "static"}
        call = ", ".join(args[p] for p in params)
        lines.append(f"{head}({tree}, u_node);")
        if proto:
            lines.append(f"{proto}({call})")
        lines.append(f"{gen}({call})")
    if not ops:
        return lines, fields
    tree, field = f"u_t{i}_OP", f"u_f{i}_OP"
    fields.append((field, "RB"))
    lines.append(f"RB_HEAD({tree}, u_node);")
    for gen, proto, params in ops:
        lines.append(f"{proto}({tree}, u_node, static);")
    for gen, proto, params in ops:
        args = {"name": tree, "type": "u_node", "field": field, "cmp": cmp,
                "attr": "static"}
        lines.append(f"{gen}({', '.join(args[p] for p in params)})")
    return lines, fields


PRELUDE = """\
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#include <stdatomic.h>
#endif
"""
NODE = "struct u_node {\n\tint u_key;\n%s};\n"
CMP = """static int
%s(const struct u_node *u_l, const struct u_node *u_r)
{
	return (u_l->u_key < u_r->u_key ? -1 : u_l->u_key > u_r->u_key);
}
"""
HOOK = """static int
%s(struct u_node *u_x)
{
	return (u_x->u_key != 0);
}
"""
# Every public call macro, on trees of set 0 (u_t0_<generator>).
USE = """static void
u_use(void)
{
	struct u_t0_RB_GENERATE u_h = RB_INITIALIZER(&u_h);
	struct u_t0_RB_GENERATE_CACHED_AUGMENT u_c = RB_INITIALIZER(&u_c);
	struct u_t0_SPLAY_GENERATE u_s = SPLAY_INITIALIZER(&u_s);
	struct u_node u_e, u_e2, *u_p, *u_q;
	size_t u_n;

	u_e.u_key = 1;
	u_e2.u_key = 2;
	RB_INIT(&u_h);
	u_p = RB_INSERT(u_t0_RB_GENERATE, &u_h, &u_e);
	u_p = RB_INSERT_NEXT(u_t0_RB_GENERATE, &u_h, &u_e, &u_e2);
	u_p = RB_INSERT_PREV(u_t0_RB_GENERATE, &u_h, &u_e, &u_e2);
	u_p = RB_FIND(u_t0_RB_GENERATE, &u_h, &u_e);
	u_p = RB_NFIND(u_t0_RB_GENERATE, &u_h, &u_e);
	u_p = RB_PFIND(u_t0_RB_GENERATE, &u_h, &u_e);
	u_p = RB_NEXT(u_t0_RB_GENERATE, &u_h, &u_e);
	u_p = RB_PREV(u_t0_RB_GENERATE, &u_h, &u_e);
	u_p = RB_MIN(u_t0_RB_GENERATE, &u_h);
	u_p = RB_MAX(u_t0_RB_GENERATE, &u_h);
	u_p = RB_REINSERT(u_t0_RB_GENERATE, &u_h, &u_e);
	u_p = RB_REPLACE(u_t0_RB_GENERATE, &u_h, &u_e, &u_e2);
	u_p = RB_REMOVE(u_t0_RB_GENERATE, &u_h, &u_e2);
	u_p = RB_POP_MIN(u_t0_RB_GENERATE, &u_h);
	{
		struct u_t0_RB_GENERATE u_r = RB_INITIALIZER(&u_r);
		struct u_node *u_a[1] = { &u_e };

		RB_SPLIT(u_t0_RB_GENERATE, &u_h, &u_e, &u_r);
		RB_JOIN(u_t0_RB_GENERATE, &u_h, &u_r);
		RB_REMOVE_RANGE(u_t0_RB_GENERATE, &u_h, &u_e, &u_e2, &u_r);
		RB_INIT(&u_h);
		RB_BUILD(u_t0_RB_GENERATE, &u_h, u_a, 1);
	}
	u_p = RB_ROOT(&u_h);
	u_p = RB_LEFT(&u_e, u_f0_RB_GENERATE);
	u_p = RB_RIGHT(&u_e, u_f0_RB_GENERATE);
	u_p = RB_PARENT(&u_e, u_f0_RB_GENERATE);
	u_n = (size_t)RB_EMPTY(&u_h) + (size_t)RB_NEGINF + (size_t)RB_INF;
	(void)RB_VALIDATE(u_t0_RB_GENERATE, &u_h);
	RB_ENTRY_INIT(&u_e2, u_f0_RB_GENERATE);
	u_n += (size_t)RB_LINKED(&u_h, &u_e2, u_f0_RB_GENERATE);
	RB_FOREACH(u_p, u_t0_RB_GENERATE, &u_h)
		u_n++;
	RB_FOREACH_REVERSE(u_p, u_t0_RB_GENERATE, &u_h)
		u_n++;
	RB_FOREACH_SAFE(u_p, u_t0_RB_GENERATE, &u_h, u_q)
		u_n++;
	RB_FOREACH_REVERSE_SAFE(u_p, u_t0_RB_GENERATE, &u_h, u_q)
		u_n++;
	u_q = &u_e;
	RB_FOREACH_FROM(u_p, u_t0_RB_GENERATE, u_q)
		u_n++;
	u_q = &u_e;
	RB_FOREACH_REVERSE_FROM(u_p, u_t0_RB_GENERATE, u_q)
		u_n++;
	RB_FOREACH_POSTORDER(u_p, u_t0_RB_GENERATE, &u_h, u_q)
		u_n++;
	RB_AUGMENT(&u_e);
	u_n += (size_t)RB_AUGMENT_CHECK(&u_e);
	RB_UPDATE_AUGMENT(&u_e, u_f0_RB_GENERATE);
	u_p = RB_INSERT(u_t0_RB_GENERATE_CACHED_AUGMENT, &u_c, &u_e);
	RB_UPDATE_AUGMENT_TREE(u_t0_RB_GENERATE_CACHED_AUGMENT, &u_e);
	u_n += RB_COUNT(u_t0_RB_GENERATE_CACHED_AUGMENT, &u_c);
	u_n += RB_COUNT_LOCKLESS(u_t0_RB_GENERATE_CACHED_AUGMENT, &u_c);
	u_p = RB_MIN_LOCKLESS(u_t0_RB_GENERATE_CACHED_AUGMENT, &u_c);
	SPLAY_INIT(&u_s);
	u_p = SPLAY_INSERT(u_t0_SPLAY_GENERATE, &u_s, &u_e);
	u_p = SPLAY_FIND(u_t0_SPLAY_GENERATE, &u_s, &u_e);
	u_p = SPLAY_NEXT(u_t0_SPLAY_GENERATE, &u_s, &u_e);
	u_p = SPLAY_MIN(u_t0_SPLAY_GENERATE, &u_s);
	u_p = SPLAY_MAX(u_t0_SPLAY_GENERATE, &u_s);
	u_p = SPLAY_ROOT(&u_s);
	u_p = SPLAY_LEFT(&u_e, u_f0_SPLAY_GENERATE);
	u_p = SPLAY_RIGHT(&u_e, u_f0_SPLAY_GENERATE);
	u_n += (size_t)SPLAY_EMPTY(&u_s) + (size_t)SPLAY_NEGINF +
	    (size_t)SPLAY_INF;
	SPLAY_FOREACH(u_p, u_t0_SPLAY_GENERATE, &u_s)
		u_n++;
	u_p = SPLAY_REMOVE(u_t0_SPLAY_GENERATE, &u_s, &u_e);
	(void)u_p;
	(void)u_n;
}
"""


def unit(role, names, gens):
    """A translation unit where each of names is the comparator of a tree
    of every generator (role "cmp"); or the per-tree hook of a tree of
    every generator that takes one, all of them together the global hook
    (RB_AUGMENT_CHECK) of one tree of every other generator ("hook"); or
    an object-like macro defined before the #include, with one tree of
    every generator and every call macro used ("macro")."""
    out, decls, fields = [PRELUDE], [], []
    if role == "macro":
        out += [f"#define {n} {i + 1}" for i, n in enumerate(names)]
    if role == "hook":
        calls = " | ".join(f"{n}(u_x)" for n in names)
        out.append(f"#define RB_AUGMENT_CHECK(u_x) ({calls})")
    else:
        out.append("#define RB_AUGMENT(u_x) ((void)u_hook(u_x))")
    out.append('#include "tree.h"\n')
    if role == "cmp":
        sets = [(n, "u_hook", gens) for n in names]
    elif role == "hook":
        sets = [("u_cmp", "u_hook", [g for g in gens if "aug" not in g[2]
                                     and not g[0].startswith("SPLAY")])]
        sets += [("u_cmp", n, [g for g in gens if "aug" in g[2]])
                 for n in names]
    else:
        sets = [("u_cmp", "u_hook", gens)]
    for i, (cmp, hook, subset) in enumerate(sets):
        lines, f = trees(subset, i, cmp, hook)
        decls += lines
        fields += f
    out.append(NODE % "".join(f"\t{kind}_ENTRY(u_node) {field};\n"
                              for field, kind in fields))
    out.append(CMP % "u_cmp" if role != "cmp" else "")
    out.append(HOOK % "u_hook")
    if role != "macro":
        out += [(CMP if role == "cmp" else HOOK) % n for n in names]
    out += decls
    if role == "macro":
        out.append(USE)
    return "\n".join(out) + "\n"


def public_macros(text):
    return {name for name, _, _ in macros(text)
            if re.match(r"(RB|SPLAY)_", name)}


def compile_command(header, path, flags):
    cc = os.environ.get("CC", "cc").split()
    return cc + ["-std=c11", "-fsyntax-only", "-Wall", "-Wextra",
                 "-Wshadow", "-Wno-unused-function", "-Werror", "-I",
                 os.path.dirname(os.path.abspath(header))] + flags + [path]


JOBS = 2


def report(role, mode, path, proc):
    """1 if the build of a unit failed (and say so), else 0."""
    _, stderr = proc.communicate()
    if proc.returncode == 0:
        return 0
    errors = [line for line in stderr.splitlines() if "error" in line]
    what = {"cmp": "comparators", "hook": "hooks",
            "macro": "object-like macros"}[role]
    print(f"hygiene: {path}: user names as {what}"
          f"{' with TREE_DEBUG' if mode else ''} do not build "
          f"({len(errors)} errors), first: {errors[0] if errors else '?'}")
    return 1


def main():
    header = sys.argv[1] if len(sys.argv) > 1 else "tree.h"
    text = open(header).read()
    found = extract(text)
    faults = 0
    for ident in sorted(found):
        if not ident.startswith(PREFIXES):
            where = ", ".join(sorted(set(found[ident])))
            print(f"hygiene: {header}: {ident} (in {where}) has none of "
                  "the prefixes " + ", ".join(PREFIXES))
            faults += 1
    if not found:
        print(f"hygiene: {header}: no names found: the extraction is broken")
        faults += 1
    names = sorted(({stem(i) for i in found} | set(SHORT)) - KEYWORDS)
    gens = generators(text)
    out = os.path.join(os.environ.get("BUILD", "build"), "hygiene")
    os.makedirs(out, exist_ok=True)
    units = {role: unit(role, names, gens) for role in ("cmp", "hook",
                                                        "macro")}
    used = set(TOKEN.findall("\n".join(units.values())))
    for macro in sorted(public_macros(text) - used):
        print(f"hygiene: the public macro {macro} is not used: add it")
        faults += 1
    # ... and the red-black scheme's walks (TREE_BALANCE)
    rb = "-DTREE_BALANCE=TREE_RED_BLACK"
    builds = [("cmp", ["-DTREE_DEBUG"]), ("hook", ["-DTREE_DEBUG"]),
              ("macro", []), ("macro", ["-DTREE_DEBUG"]),
              ("hook", ["-DTREE_DEBUG", rb]), ("macro", [rb])]
    running = []
    for role, mode in builds:
        path = os.path.join(out, f"{role}{''.join(mode)}.c")
        with open(path, "w") as f:
            f.write(units[role])
        running.append((role, mode, path, subprocess.Popen(
            compile_command(header, path, mode), stderr=subprocess.PIPE,
            text=True)))
        if len(running) >= JOBS:
            faults += report(*running.pop(0))
    for job in running:
        faults += report(*job)
    print(f"hygiene: {len(found)} names declared in macros and static "
          f"functions; {len(names)} user names x {len(gens)} generators, "
          f"{len(builds)} builds; {faults} faults")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
