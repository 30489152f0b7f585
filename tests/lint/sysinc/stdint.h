/* Empty stand-in for <stdint.h>: see tests/lint/lint.py (expand). */
