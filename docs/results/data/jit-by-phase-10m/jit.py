#!/usr/bin/env python3
"""From threads-by-phase.tsv (tally.py): the JIT compilers' CPU per run and phase, and over the whole build (phase
'all'), with its share of that phase's samples. Usage: jit.py threads-by-phase.tsv > jit.tsv"""
import collections, csv, sys

rows = list(csv.DictReader(open(sys.argv[1]), delimiter='\t'))
jit, total = collections.Counter(), collections.Counter()
for r in rows:
    for key in ((r['run'], r['cores'], r['phase']), (r['run'], r['cores'], 'all')):
        total[key] += float(r['cpu_s'])
        if r['group'].startswith('JIT compiler'):
            jit[key] += float(r['cpu_s'])
print('\t'.join(['run', 'cores', 'phase', 'jit_s', 'all_s', 'jit_pct']))
for key in sorted(total):
    print('\t'.join([*key, f'{jit[key]:.3f}', f'{total[key]:.3f}', f'{100 * jit[key] / total[key]:.1f}']))
