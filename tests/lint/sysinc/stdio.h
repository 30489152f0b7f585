/* Empty stand-in for <stdio.h>: see tests/lint/lint.py (expand). */
