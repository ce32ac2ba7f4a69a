#!/usr/bin/env python3
"""threads.tsv from run.sh's samples: per run, the lexicon window's wall (the ID2TERM writer thread's life) and each
thread group's CPU in it. Usage: tally.py OUT > threads.tsv"""
import glob
import json
import os
import re
import sys

GROUPS = [('CN CompilerThre', 'JIT compilers'), ('loadscope-index', 'lexicon helper'),
          ('loadscope-lexic', 'ID2TERM and BLOBS writer'), ('loadscope-load', 'merge (load thread)'),
          ('com.bigdata.rws', 'journal write cache'), ('GC Thread', 'collector'), ('GN ', 'collector'),
          ('VM Thread', 'collector')]


def group(name):
    for prefix, g in GROUPS:
        if name.startswith(prefix):
            return g
    return 'other'


print('\t'.join(['round', 'variant', 'window_s', 'group', 'cpu_s']))
for f in sorted(glob.glob(os.path.join(sys.argv[1], '*-[0-9]*.json'))):
    m = re.fullmatch(r'(.+)-(\d+)\.json', os.path.basename(f))
    res = json.load(open(f))
    by = {}
    for name, s in res['groups'].items():
        by[group(name)] = by.get(group(name), 0) + s
    by['all'] = sum(res['groups'].values())
    for g, s in sorted(by.items()):
        print('\t'.join([m.group(2), m.group(1), f"{res['window_s']:.2f}", g, f'{s:.2f}']))
