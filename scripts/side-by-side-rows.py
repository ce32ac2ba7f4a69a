#!/usr/bin/env python3
"""Keeps a scripts/loaders-side-by-side.sh series as a row set under docs/results/data/ (its format: that directory's
README.md): runs.tsv with one row per run, plan.tsv with what ran, and for each loadscope run its run record and series
(xz-compressed, under runs/MODE-ROUND/), plus phases.tsv: each run's phases as its run record gives them (name, wall,
CPU, busy cores, threads, and of the CPU the JVM's JIT compiler's and collector's, schema 11 on), which the cores model in scripts/figures.py reads.

A mode pinned to CPUs (MODE@CPUS) is named MODE-Ncore in the rows, N the number of CPUs in the list (MODE-Ncore-cpuCPUS
where the list does not start at CPU 0); an unpinned mode keeps its name (all the machine's cores). The halves of a pair
(MODE@A+B: two runs at once) are MODE-Ncore-paired-cpuA and MODE-Ncore-paired-cpuB.

  scripts/side-by-side-rows.py WORK SET_DIR DAY HEAP "what ran (one line)" "the command"    (HEAP: 8g, as the series ran)
"""
import json
import lzma
import sys
from pathlib import Path


WHAT = {
    'stock': 'stock DataLoader (its bundled parser, its commit)',
    'buffer': 'loadscope load, the default writer',
    'sorted': 'loadscope load --set blazegraph.writer=sorted',
    'sorted-base': 'loadscope load --set blazegraph.writer=sorted, the jar named in the command as BASE_JAR',
    'sorted-alt': 'loadscope load --set blazegraph.writer=sorted, the jar named in the command as ALT_JAR',
    'sorted256': 'loadscope load --set blazegraph.writer=sorted --set blazegraph.sortedRunBytes=268435456 (runs of 256 MiB)',
    'sorted256-base': 'loadscope load --set blazegraph.writer=sorted --set blazegraph.sortedRunBytes=268435456, the jar named in the command as BASE_JAR',
    'sail': 'loadscope load --engine blazegraph-sail (SPARQL LOAD path, a commit per file)',
    'sail-stock': 'stock SPARQL LOAD on an embedded sail, one LOAD and commit per file in name order',
    'parallel': 'Jena TDB2 tdbloader --loader=parallel',
    'xloader': 'Jena TDB2 xloader',
    'pyoxigraph': 'pyoxigraph bulk_load',
}


def secs(millis):
    """Seconds to the millisecond from a record's ms, or empty where the record has none (before schema 11, off Linux)."""
    return '' if millis is None else f'{millis / 1000:.3f}'


def cpus(spec):
    n = 0
    for part in spec.split(','):
        lo, _, hi = part.partition('-')
        n += int(hi or lo) - int(lo) + 1
    return n


def describe(mode):
    """A runs.tsv mode as (row name, the loader's mode, how it was pinned): MODE@CPUS is MODE-Ncore where the list
    starts at CPU 0 and MODE-Ncore-cpuCPUS where it does not; one half of a pair (MODE@A+B.A, two runs at once) is
    MODE-Ncore-paired-cpuA."""
    if '@' not in mode:
        return mode, mode, ', all cores'
    base, spec = mode.split('@', 1)
    if '+' in spec:
        pair, own = spec.rsplit('.', 1)
        other = [c for c in pair.split('+') if c != own][0]
        return (f'{base}-{cpus(own)}core-paired-cpu{own}', base,
                f', pinned to CPU(s) {own} with taskset while a second run of it, pinned to CPU(s) {other}, ran at once')
    if spec.split(',')[0].split('-')[0] == '0':
        return f'{base}-{cpus(spec)}core', base, f', pinned to {cpus(spec)} CPU(s) with taskset'
    return f'{base}-{cpus(spec)}core-cpu{spec}', base, f', pinned to CPU(s) {spec} with taskset'


def scrub(text, work):
    """The record with the bench machine's own directories cut from its paths (the series' work directory's parent,
    where the stores and inputs lay, and this checkout): a path in the rows then reads as relative to them."""
    for d in {str(work.resolve().parent), str(Path(__file__).resolve().parent.parent)}:
        text = text.replace(d + '/', '')
    return text


def main(argv):
    if len(argv) != 7:
        sys.exit(__doc__)
    work, out, day, heap, what, command = Path(argv[1]), Path(argv[2]), argv[3], argv[4], argv[5], argv[6]
    out.mkdir(parents=True, exist_ok=True)
    cols = ['round', 'name', 'wall_s', 'exit', 'started', 'run_dir', 'load_cpu_s', 'other_cpu_s', 'other_user_cpu_s',
            'user_s', 'sys_s', 'peak_rss_kib', 'statements', 'store_bytes', 'peak_tmp_bytes', 'steal_s']
    rows, phases, names, plans = [], [], [], {}
    for line in open(work / 'runs.tsv'):
        f = line.rstrip('\n').split('\t')
        rnd, mode, wall, user, sys_, rss, statements, store, temp, other, other_user, steal = (f + [''] * 12)[:12]
        name, base, pinned = describe(mode)
        if name not in names:
            names.append(name)
            plans[name] = (base, pinned)
        run = work / f'run-{mode}-{rnd}'
        kept = '-'
        if (run / 'run.json').is_file():
            kept = f'runs/{name}-{rnd}'
            (out / kept).mkdir(parents=True, exist_ok=True)
            for part in ('run.json', 'series.csv'):
                if (run / part).is_file():
                    text = scrub((run / part).read_text(), work)
                    (out / kept / f'{part}.xz').write_bytes(lzma.compress(text.encode('utf-8'), preset=9))
            record = json.loads((run / 'run.json').read_text())
            for p in record.get('phases') or []:
                phases.append([rnd, name, p['name'], f"{p['wallMillis'] / 1000:.3f}",
                               '' if p.get('cpuMillis') is None or p['cpuMillis'] < 0 else f"{p['cpuMillis'] / 1000:.3f}",
                               '' if p.get('busyCores') is None else f"{p['busyCores']:.2f}",
                               '' if p.get('threads') is None else str(p['threads']),
                               secs(p.get('compilerCpuMillis')), secs(p.get('collectorCpuMillis'))])
        rows.append([rnd, name, wall, '0', day, kept, f'{float(user) + float(sys_):.2f}', other, other_user,
                     user, sys_, rss, statements, store, temp, steal])
    with open(out / 'runs.tsv', 'w') as o:
        o.write('\t'.join(cols) + '\n')
        for r in rows:
            o.write('\t'.join(r) + '\n')
    with open(out / 'phases.tsv', 'w') as o:
        o.write('round\tname\tphase\twall_s\tcpu_s\tbusy_cores\tthreads\tjit_cpu_s\tgc_cpu_s\n')
        for r in phases:
            o.write('\t'.join(r) + '\n')
    with open(out / 'plan.tsv', 'w') as o:
        o.write(f'# {what}\n# Command: {command}\n')
        for n in names:
            base, pinned = plans[n]
            o.write(f'{n}\t{"-" if base.startswith("pyoxigraph") else "-Xmx" + heap}\t{WHAT.get(base, base)}{pinned}\n')
    print(f'{len(rows)} runs, {len(phases)} phase rows in {out}')


if __name__ == '__main__':
    main(sys.argv)
