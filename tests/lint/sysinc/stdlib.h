/* Empty stand-in for <stdlib.h>: see tests/lint/lint.py (expand). */
