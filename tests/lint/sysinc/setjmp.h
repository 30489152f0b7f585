/* Empty stand-in for <setjmp.h>: see tests/lint/lint.py (expand). */
