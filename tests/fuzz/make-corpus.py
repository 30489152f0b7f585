#!/usr/bin/env python3
"""Write the seed corpus of the fuzz targets: tests/fuzz/corpus/<target>/.

The test engine (tests/engine.c) reads every choice of its program from
the input bytes, so any bytes are a valid program: the seeds are byte
strings of a fixed generator, 16 to 1024 bytes, for libFuzzer to mutate
from.  The
files are committed; rerun this after changing the engine's decoder:
python3 tests/fuzz/make-corpus.py
"""
import os
import random
import sys

LENGTHS = (16, 64, 256, 1024)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "corpus")
    for target, seed in (("rb", 1), ("splay", 2)):
        gen = random.Random(seed)
        d = os.path.join(root, target)
        os.makedirs(d, exist_ok=True)
        for n in LENGTHS:
            with open(os.path.join(d, "random-%d" % n), "wb") as f:
                f.write(bytes(gen.randrange(256) for _ in range(n)))


if __name__ == "__main__":
    main()
