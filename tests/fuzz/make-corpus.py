#!/usr/bin/env python3
"""Write the seed corpus of the fuzz targets: tests/fuzz/corpus/<target>/.

Each seed is a short, readable operation sequence in the byte format of
tests/fuzz/fuzz_common.h (an opcode byte op + 16 * variant, then the step's
argument bytes).  The files are committed; rerun this after changing the
format:  python3 tests/fuzz/make-corpus.py
"""
import os
import sys


def op(nops, code, var=0, *args):
    """An opcode byte (code + nops * var), then the argument bytes."""
    assert 0 <= code < nops and 0 <= code + nops * var < 256
    return bytes([code + nops * var] + list(args))


# ---- balanced trees (fuzz_rb.c: 20 opcodes) ------------------------------
RB = dict(insert=0, dup=1, remove=2, findremove=3, find=4, nfind=5, next=6,
          prev=7, minmax=8, insnext=9, insprev=10, rekey_keep=11,
          rekey_any=12, run=13, remove_run=14, walk=15, popmin=16,
          replace=17, postorder=18, weight=19)


def rb(name, *args):
    return op(20, RB[name], *args)


RB_SEEDS = {
    # 16 ascending keys, then every query once.
    "ascending": rb("run", 12, 0, 0) + rb("find", 0, 5) + rb("nfind", 1, 6)
    + rb("next", 0, 3) + rb("prev", 0, 3) + rb("minmax", 0)
    + rb("minmax", 1) + rb("walk", 3, 2),
    # 13 descending keys (step byte 8: -1), then remove them all.
    "descending-drain": rb("run", 12, 200, 8) + rb("walk", 8)
    + rb("run", 12, 100, 9) + rb("walk", 9),
    # Interleaved inserts and removes at varied positions.
    "insert-remove": b"".join(rb("insert", 0, k) for k in
                              (50, 20, 80, 10, 30, 70, 90, 60, 40))
    + rb("remove", 0, 4) + rb("remove", 0, 0) + rb("findremove", 0, 80)
    + rb("insert", 0, 55) + rb("remove", 0, 2) + rb("remove_run", 6, 1)
    + rb("remove_run", 5, 3),
    # Duplicate inserts: by key and through a free node.
    "duplicates": rb("insert", 0, 7) + rb("insert", 0, 7) + rb("run", 3, 5, 1)
    + rb("dup", 0, 1) + rb("dup", 0, 3) + rb("insert", 0, 6),
    # Positional inserts fill the gaps between keys.
    "positional": rb("run", 7, 10, 3) + rb("insnext", 0, 0, 1)
    + rb("insnext", 0, 8, 0) + rb("insprev", 0, 0, 2) + rb("insprev", 0, 5, 1)
    + rb("insnext", 0, 2, 0) + rb("insnext", 0, 3, 0) + rb("walk", 7, 0),
    # Key changes in place, kept and moved, and a collision.
    "reinsert": rb("run", 9, 0, 2) + rb("rekey_keep", 0, 3, 2)
    + rb("rekey_any", 0, 1, 250) + rb("rekey_any", 0, 0, 8)
    + rb("rekey_any", 8, 5, 4) + rb("rekey_any", 0, 2, 6)
    + rb("rekey_keep", 0, 0, 0) + rb("walk", 11, 0),
    # Pop-min as a priority queue, replace, weights, postorder teardown.
    "popmin-replace": rb("run", 12, 30, 3) + rb("popmin", 2) + rb("popmin", 0)
    + rb("replace", 0, 2, 77) + rb("replace", 0, 0, 5) + rb("weight", 0, 4, 200)
    + rb("weight", 0, 1, 0) + rb("insert", 0, 1) + rb("popmin", 3),
    "postorder": rb("run", 12, 0, 1) + rb("run", 7, 3, 10) + rb("postorder")
    + rb("insert", 0, 9) + rb("postorder") + rb("postorder")
    + rb("run", 3, 40, 0),
}

# ---- splay trees (fuzz_splay.c: 16 opcodes) ------------------------------
SP = dict(insert=0, dup=1, remove=2, removekey=3, find=4, next=5, minmax=6,
          run=7, remove_run=8, foreach=9, rekey=10, drain=11, findgrid=12)


def sp(name, *args):
    return op(16, SP[name], *args)


SPLAY_SEEDS = {
    "ascending": sp("run", 15, 0, 0) + sp("findgrid", 0, 5) + sp("find", 1, 6)
    + sp("next", 0, 3) + sp("minmax", 0) + sp("minmax", 1) + sp("foreach"),
    "descending-drain": sp("run", 15, 200, 8) + sp("drain", 0)
    + sp("run", 15, 100, 9) + sp("drain", 1),
    "insert-remove": b"".join(sp("insert", 0, k) for k in
                              (50, 20, 80, 10, 30, 70, 90, 60, 40))
    + sp("remove", 0, 4) + sp("removekey", 0, 80) + sp("removekey", 1, 20)
    + sp("insert", 0, 55) + sp("remove_run", 6, 1) + sp("foreach"),
    "duplicates": sp("insert", 0, 7) + sp("insert", 0, 7) + sp("run", 3, 5, 1)
    + sp("dup", 0, 1) + sp("dup", 0, 3),
    "rekey": sp("run", 9, 0, 2) + sp("rekey", 0, 3, 100) + sp("rekey", 0, 0, 8)
    + sp("rekey", 4, 5, 4) + sp("foreach"),
}


def write(root, target, seeds):
    d = os.path.join(root, target)
    os.makedirs(d, exist_ok=True)
    for name, data in seeds.items():
        with open(os.path.join(d, name), "wb") as f:
            f.write(data)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "corpus")
    write(root, "rb", RB_SEEDS)
    write(root, "splay", SPLAY_SEEDS)


if __name__ == "__main__":
    main()
