/* Empty stand-in for <stdarg.h>: see tests/lint/lint.py (expand). */
