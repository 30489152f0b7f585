/* Empty stand-in for <stdatomic.h>: see tests/lint/lint.py (expand). */
