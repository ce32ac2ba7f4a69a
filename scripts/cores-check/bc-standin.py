#!/usr/bin/env python3
# Stand-in for bc where it is missing: one arithmetic expression a line on stdin (+ and - of decimals).
import sys
for line in sys.stdin:
    line = line.strip()
    if line: print(round(eval(line, {'__builtins__': {}}), 6))
