#!/usr/bin/env python3
"""Cuts each profile of run.sh into the build's phases and counts its samples (1 ms of CPU each) by thread group.
Usage: tally.py JAR OUT > threads-by-phase.tsv  (JAR: the loadscope jar, whose async-profiler converter cuts the JFR)."""
import collections, datetime, json, os, re, subprocess, sys, tempfile

jar, out = sys.argv[1], sys.argv[2]
here = os.path.dirname(os.path.abspath(__file__))


def group(thread):
    name = re.sub(r'\s*tid=\d+\]$', '', thread.strip('[]'))
    rules = [('C2 CompilerThre', 'JIT compiler C2'), ('C1 CompilerThre', 'JIT compiler C1'),
             ('loadscope-parse-', 'parse lanes'), ('loadscope-load', 'load thread'), ('loadscope-sort-', 'sorters'),
             ('loadscope-run-writer', 'run writer'), ('loadscope-index-helper', 'index helpers'),
             ('loadscope-index-', 'statement-index writers'), ('loadscope-lexicon-', 'lexicon writers'),
             ('com.bigdata.rwstore.RWStore', 'journal write cache'), ('GC Thread', 'collector'),
             ('G1 ', 'collector'), ('VM Thread', 'collector')]
    for prefix, g in rules:
        if name.startswith(prefix):
            return g
    return 'other'


print('\t'.join(['run', 'cores', 'phase', 'phase_wall_s', 'group', 'cpu_s']))
for d in sorted(os.listdir(out)):
    m = re.fullmatch(r'w(\d)-(\d+)', d)
    if not m:
        continue
    rec = json.load(open(os.path.join(out, d, 'run', 'run.json')))
    t = datetime.datetime.fromisoformat(rec['startedAt'].replace('Z', '+00:00')).timestamp() * 1000
    for p in rec['phases']:
        a, b = t, t + p['wallMillis']
        t = b
        with tempfile.NamedTemporaryFile(suffix='.collapsed') as f:
            subprocess.run(['java', '-cp', jar, os.path.join(here, 'PhaseCollapsed.java'), os.path.join(out, d, 'profile.jfr'),
                            f.name, str(int(a)), str(int(b))], check=True, stdout=subprocess.DEVNULL)
            counts = collections.Counter()
            for line in open(f.name):
                stack, n = line.rsplit(' ', 1)
                counts[group(stack.split(';')[0])] += int(n)
        for g, n in sorted(counts.items()):
            print('\t'.join([m.group(2), m.group(1), p['name'], f"{p['wallMillis'] / 1000:.2f}", g, f'{n / 1000:.3f}']))
