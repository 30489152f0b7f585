#!/usr/bin/env python3
"""Write the seed corpus of the fuzz targets: DIR/<target>/.

The test engine (tests/engine/engine.c) reads every choice of its program from
the input bytes, so any bytes are a valid program: the seeds are byte
strings of a fixed generator, 16 to 1024 bytes, for libFuzzer to mutate
from.  tests/fuzz/run.sh writes them before each run:
python3 tests/fuzz/make-corpus.py DIR
"""
import os
import random
import sys

LENGTHS = (16, 64, 256, 1024)


def main():
    root = sys.argv[1]
    for target, seed in (("rb", 1), ("splay", 2)):
        gen = random.Random(seed)
        d = os.path.join(root, target)
        os.makedirs(d, exist_ok=True)
        for n in LENGTHS:
            with open(os.path.join(d, "random-%d" % n), "wb") as f:
                f.write(bytes(gen.randrange(256) for _ in range(n)))


if __name__ == "__main__":
    main()
