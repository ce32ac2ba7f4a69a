#!/usr/bin/env python3
# Stand-in for taskset where it is missing: taskset -c LIST CMD...
import os, sys
cpus = set()
for part in sys.argv[2].split(','):
    a, _, b = part.partition('-'); cpus.update(range(int(a), int(b or a) + 1))
os.sched_setaffinity(0, cpus)
os.execvp(sys.argv[3], sys.argv[3:])
