/* Empty stand-in for <stddef.h>: see tests/lint/lint.py (expand). */
