# SPDX-License-Identifier: BSD-2-Clause
#
# bench/counts/qcount.py: instructions, loads and stores per operation of
# a program run under qemu, for bench/counts/run.sh cross.
#
#   python3 qcount.py ARCH PREFIX BINARY PCS1 PCS2 GROUP=OPFN:ERE...
#
# PCS1 and PCS2 hold "op pc count" lines: how often each guest instruction
# ran (qemu -singlestep -d exec,nochain: one trace line per instruction)
# while the operation op (a function name) was running, in two runs of
# BINARY that differ only in the number of measured rounds; their
# difference is the cost of the extra rounds alone.  Each GROUP=OPFN:ERE
# names the functions (symbols of BINARY matching the extended regular
# expression ERE) whose instructions, run for the operation OPFN, make up
# the group, counted per call of OPFN (the runs of its first
# instruction): one line "GROUP insns loads stores" per group, "-" for
# the three if no function of the group ran.  So code shared by two
# operations (a rotation helper) counts for the one that ran it.
#
# Loads and stores are the memory accesses of the instructions, from the
# disassembly of PREFIX-objdump: a load or store pair (ldp, ldrd) counts
# two, a load or store multiple (ldm, pop, push) one per register; x86-64
# push, pop, call and ret count their stack access, and an instruction
# that reads and writes a memory operand counts one of each.  Thumb-2
# instructions skipped by an IT block count as executed.

import re
import subprocess
import sys


def nregs(ops):
    """Registers in an ARM register list such as {r4, r5-r7, pc}."""
    n = 0
    for r in re.sub(r'[{}^]', '', ops).split(','):
        r = r.strip()
        m = re.fullmatch(r'r(\d+)-r(\d+)', r)
        n += int(m.group(2)) - int(m.group(1)) + 1 if m else 1
    return n


def mem_arm(m, ops):
    m = m.split('.')[0]
    if m in ('pop', 'push') or m[:3] in ('ldm', 'stm'):
        n = nregs(ops)
    elif m in ('ldrd', 'strd'):
        n = 2
    else:
        n = 1
    if m == 'pop' or m.startswith('ldr') or m.startswith('ldm'):
        return n, 0
    if m == 'push' or m.startswith('str') or m.startswith('stm'):
        return 0, n
    return 0, 0


def mem_aarch64(m, ops):
    n = 2 if m in ('ldp', 'stp', 'ldnp', 'stnp', 'ldpsw') else 1
    if m.startswith('ld'):
        return n, 0
    if m.startswith('st'):
        return 0, n
    return 0, 0


def mem_riscv64(m, ops):
    m = m.removeprefix('c.')
    if m in ('lb', 'lh', 'lw', 'ld', 'lbu', 'lhu', 'lwu', 'flw', 'fld') or \
            m.startswith('lr.'):
        return 1, 0
    if m in ('sb', 'sh', 'sw', 'sd', 'fsw', 'fsd') or m.startswith('sc.'):
        return 0, 1
    return 0, 0


def mem_x86_64(m, ops):
    if m.startswith('push') or m.startswith('call'):
        return 0, 1
    if m.startswith('pop') or m.startswith('ret'):
        return 1, 0
    if '(' not in ops or m.startswith('lea') or m.startswith('nop'):
        return 0, 0
    # AT&T: the destination is the last operand.
    last = ops.rsplit(',', 1)[-1] if ',' in ops else ops
    if '(' not in last or m.startswith('cmp') or m.startswith('test') or \
            m.startswith('bt') and not m.startswith('bts'):
        return 1, 0
    if m.startswith('mov') or m.startswith('set'):
        return 0, 1
    return 1, 1


MEM = {'armhf': mem_arm, 'cm7': mem_arm, 'aarch64': mem_aarch64, 'riscv64': mem_riscv64,
       'x86-64': mem_x86_64}


def symbols(prefix, binary, thumb):
    """(name, start, end) of every sized text symbol."""
    out = subprocess.run([prefix + '-nm', '-S', '--defined-only', binary],
                         capture_output=True, text=True, check=True).stdout
    syms = []
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in 'tT':
            start = int(f[0], 16) & ~thumb
            syms.append((f[3], start, start + int(f[1], 16)))
    return syms


def disassembly(prefix, binary, ranges):
    """{pc: (loads, stores)} for the instructions inside ranges."""
    lo = min(r[0] for r in ranges)
    hi = max(r[1] for r in ranges)
    out = subprocess.run([prefix + '-objdump', '-d', '--no-show-raw-insn',
                          '--start-address=%#x' % lo,
                          '--stop-address=%#x' % hi, binary],
                         capture_output=True, text=True, check=True).stdout
    insns = {}
    for line in out.splitlines():
        m = re.match(r'\s*([0-9a-f]+):\s+(\S+)\s*([^#;<]*)', line)
        if m:
            insns[int(m.group(1), 16)] = (m.group(2), m.group(3).strip())
    return insns


def pcs(path, thumb):
    """{(op, pc): count}; Thumb code addresses may carry the Thumb bit."""
    counts = {}
    with open(path) as f:
        for line in f:
            op, pc, n = line.split()
            counts[op, int(pc, 16) & ~thumb] = int(n)
    return counts


def main():
    arch, prefix, binary, p1, p2 = sys.argv[1:6]
    groups = []
    for g in sys.argv[6:]:
        name, spec = g.split('=', 1)
        opfn, ere = spec.split(':', 1)
        groups.append((name, opfn, ere))
    thumb = 1 if arch in ('armhf', 'cm7') else 0
    syms = symbols(prefix, binary, thumb)
    entry = {s[0]: s[1] for s in syms}
    c1, c2 = pcs(p1, thumb), pcs(p2, thumb)
    members = {}
    for name, _, ere in groups:
        members[name] = [s for s in syms if re.fullmatch(ere, s[0])]
    insns = disassembly(prefix, binary,
                        [(s[1], s[2]) for m in members.values() for s in m])
    mem = MEM[arch]
    for name, opfn, _ in groups:
        ops = c2.get((opfn, entry[opfn]), 0) - c1.get((opfn, entry[opfn]), 0)
        if ops <= 0:
            sys.exit('qcount.py: %s never ran' % opfn)
        n = ld = st = 0
        for _, lo, hi in members[name]:
            for pc in range(lo, hi):
                d = c2.get((opfn, pc), 0) - c1.get((opfn, pc), 0)
                if d == 0:
                    continue
                if pc not in insns:
                    sys.exit('qcount.py: no instruction at %#x' % pc)
                r, w = mem(*insns[pc])
                n += d
                ld += d * r
                st += d * w
        if n == 0:
            print('%s - - -' % name)
        else:
            print('%s %.1f %.1f %.1f' % (name, n / ops, ld / ops, st / ops))


main()
