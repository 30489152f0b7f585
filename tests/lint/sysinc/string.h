/* Empty stand-in for <string.h>: see tests/lint/lint.py (expand). */
