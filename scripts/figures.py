#!/usr/bin/env python3
"""Computes every figure the documents quote from the result rows under docs/results/data/ (one directory per row set,
format in its README.md) and writes them into the documents between markers; --check changes nothing and says which
marker's text differs from what the rows give.

Markers, in README.md and every Markdown file under docs/:
  <!-- figure:ID -->TEXT<!-- /figure -->            TEXT is figure ID as FIGURES below computes it
  <!-- figure:ID claim -->TEXT<!-- /figure -->      the same, and the sentence claims a difference: the check also
                                                    requires a comparison over >= 3 rounds, paired by round, whose two
                                                    wall-time ranges do not overlap (and so the ratio's range stays on
                                                    one side of 1)
  <!-- table:ID -->                                 a whole Markdown table, the lines between the two markers,
  ...                                               as TABLES below renders it
  <!-- /table -->
A figure whose per-run numbers were not kept is 'historical': its text is fixed here with where it comes from, so it
is stated once and the documents cannot drift from it.

rules.json (the advisor's rules): a rule whose text carries a figure lists the row sets behind it ("rows": set ids,
which must exist) and the figures it quotes ("figures": ids); each quoted figure's text must appear verbatim in the
rule, and a computed figure's row set must be among its rows. RESOURCES below are files the loader reads (predict's
committed builds), written from rows the same way and checked the same way. space.json (the tuner's search space) is checked by
SPACE below the same way. Sample output in the documents quotes the advice as `loadscope load` prints it
("  try: SETTING — EFFECT (LINK)", "  will not help: ..."), shortened with "…": what it shows of the effect must be how
that setting's effect in rules.json begins.

Usage: scripts/figures.py [--check] [--root DIR]   (DIR: the repository root; default, this script's parent's parent)
Exit 0: everything matches (or was written); 1: --check found differences, each named on stderr.
"""
import csv
import functools
import json
import re
import statistics
import sys
from pathlib import Path

GIB = 1024 ** 3


# ---- rows -----------------------------------------------------------------------------------------------------------

class Rows:
    def __init__(self, data_dir):
        self.dir = data_dir
        self.sets = {}

    def exists(self, set_id):
        return (self.dir / set_id / 'runs.tsv').is_file()

    def get(self, set_id):
        if set_id not in self.sets:
            with open(self.dir / set_id / 'runs.tsv', newline='') as f:
                self.sets[set_id] = [r for r in csv.DictReader(f, delimiter='\t') if r.get('exit', '0') in ('0', '3', '')]
        return self.sets[set_id]

    def runs(self, set_id, name):
        rs = [r for r in self.get(set_id) if r['name'] == name]
        if not rs:
            raise KeyError(f'row set {set_id} has no runs of {name}')
        return rs

    def values(self, set_id, name, col, scale=1.0):
        return [float(r[col]) / scale for r in self.runs(set_id, name) if r.get(col) not in (None, '', '-')]

    def by_round(self, set_id, name, col='wall_s'):
        return {r['round']: float(r[col]) for r in self.runs(set_id, name)}


_PROFILES = {}
_GC_FRAMES = (b'G1', b'GenCollect', b'DefNew', b'TenuredGeneration', b'PSScavenge', b'PSParallelCompact')


def _profile(path):
    """A collapsed profile's text (a line a stack: frames, a space, its samples), read once per run of this script:
    many figures read one file. Kept as bytes and searched as such; no line is split until a search finds it."""
    if path not in _PROFILES:
        import lzma
        with lzma.open(path) as f:
            _PROFILES[path] = f.read()
    return _PROFILES[path]


@functools.lru_cache(maxsize=None)
def _lines_holding(path, part, at_start=False):
    """The lines of the profile that hold `part` (that start with it, where at_start), each as (its stack, its
    samples): one C-level search through the whole text, each hit widened to its line, then the search goes on from
    the next line. Kept: several figures of one profile start with the same part (a thread's name)."""
    text = _profile(path)
    found = []
    needle = b'\n' + part if at_start else part
    at = 0 if at_start and text.startswith(part) else text.find(needle)
    while at >= 0:
        start = text.rfind(b'\n', 0, at + (1 if at_start else 0)) + 1 if at else 0
        end = text.find(b'\n', at + 1)
        end = len(text) if end < 0 else end
        line = text[start:end]
        cut = line.rfind(b' ')
        if cut > 0:
            found.append((line[:cut], int(line[cut + 1:])))
        at = text.find(needle, end)
    return tuple(found)


def stack_seconds(path, which):
    """CPU seconds (samples of 1 ms) of the stacks in a collapsed profile (xz) that are `which`'s (Figure kind stack-s):
    'all', 'java', 'jit', 'gc', or parts joined by & that each stack must hold (tier=… its innermost Java frame's code).
    The lines are found by searching the profile's text as a whole: a test runs this check over every figure many
    times, and there are hundreds of megabytes of stacks."""
    if which == 'all':
        return sum(int(n) for n in re.findall(rb' (\d+)$', _profile(path), re.M)) / 1000
    if which == 'java':
        # a profile may hold the same line twice (both count), so the two kinds are joined by a test, not a set
        lines = _lines_holding(path, b'java/lang/Thread.run', True) + tuple(
            (stack, n) for stack, n in _lines_holding(path, b'OverheadRun.main') if not stack.startswith(b'java/lang/Thread.run'))
    elif which == 'jit':
        lines = _lines_holding(path, b'CompileBroker')
    elif which == 'gc':
        lines = [(stack, n) for stack, n in _lines_holding(path, b'clone3', True)
                 if b'CompileBroker' not in stack and any(g in stack for g in _GC_FRAMES)]
    else:
        parts = which.split('&')
        words = [p.encode('utf-8') for p in parts if not p.startswith('tier=')]
        tiers = [p[5:] for p in parts if p.startswith('tier=')]
        # every line holds a space (between its stack and its samples), so b' ' finds each line once
        lines = _lines_holding(path, words[0] if words else b' ')
        for word in words[1:]:
            lines = [(stack, n) for stack, n in lines if word in stack]
        for t in tiers:
            lines = [(stack, n) for stack, n in lines if _tier_of(stack) == t]
    return sum(n for _, n in lines) / 1000


@functools.lru_cache(maxsize=None)
def _tier_of(stack):
    """tier() of a profile's line, kept: the same lines are asked about by several figures."""
    return tier(stack.decode('utf-8'))


_TIER = {'_[0]': 'interpreted', '_[1]': 'c1', '_[j]': 'c2'}


def tier(stack):
    """Which code the sample's innermost Java method ran as, in a profile taken with async-profiler's `ann` option
    (frames end _[0] interpreted, _[1] compiled by C1, _[j] compiled by C2, _[i] inlined into the next one out):
    'interpreted', 'c1', 'c2', or 'none' where the sample holds no Java frame (the JVM's own threads, natives alone).
    A `which` part tier=c1 (kind stack-s) keeps the samples whose innermost Java method ran as C1's code."""
    for frame in reversed(stack.split(';')):
        kind = _TIER.get(frame[-4:])
        if kind:
            return kind
    return 'none'


def med_range(values, digits, unit=''):
    """'median (min–max)', or the one value where there is one run."""
    med = statistics.median(values)
    if len(values) == 1:
        return f'{med:,.{digits}f}{unit}'
    return f'{med:,.{digits}f}{unit} ({min(values):,.{digits}f}–{max(values):,.{digits}f})'


def run_records(rows, set_id, name):
    """The run records (runs/NAME-ROUND/run.json.xz) of one mode of a row set, round by round."""
    import lzma
    for r in rows.runs(set_id, name):
        with lzma.open(rows.dir / set_id / r['run_dir'] / 'run.json.xz', 'rt', encoding='utf-8') as f:
            yield json.load(f)


def paired(rows, set_id, fast, slow):
    """slow's wall time over fast's, round by round (the rounds both ran): how many times as fast `fast` was."""
    a, b = rows.by_round(set_id, fast), rows.by_round(set_id, slow)
    rounds = sorted(set(a) & set(b), key=int)
    return [b[k] / a[k] for k in rounds]


def pair_rounds(rows, set_ids, name, half_a, half_b):
    """(name's wall, the slower half's wall) for each round of each set where name and both halves of a pair ran (the
    halves of MODE@A+B, scripts/loaders-side-by-side.sh): the pair's wall is its slower half's."""
    for sid in set_ids:
        one, a, b = rows.by_round(sid, name), rows.by_round(sid, half_a), rows.by_round(sid, half_b)
        for r in sorted(set(one) & set(a) & set(b), key=int):
            yield one[r], max(a[r], b[r])


# ---- figures ----------------------------------------------------------------------------------------------------------

class Figure:
    """One quoted figure: kind, the row set it comes from, and what it takes."""

    def __init__(self, kind, set_id=None, *args, note=None, digits=None):
        self.kind, self.set_id, self.args, self.note, self.digits = kind, set_id, args, note, digits

    def text(self, rows):
        k, s, a = self.kind, self.set_id, self.args
        if k == 'historical':
            return a[0]
        if k == 'speedup':  # how many times as fast a[0] was as a[1], paired by round: median (range)
            return med_range(paired(rows, s, a[0], a[1]), 2, '×')
        if k == 'scaling':  # two workers' throughput over one's: 2 x a[0]'s wall (one worker) over a[1]'s (two), by round
            return med_range([2 * x for x in paired(rows, s, a[1], a[0])], 2)
        if k == 'speedup-pooled':  # as 'speedup', a[0] over a[1] paired by round, over several sets at once: set s and
            # a[2:] ('SET:FAST:SLOW' for a set whose configurations are named otherwise): every round's ratio, one median (range)
            xs = paired(rows, s, a[0], a[1])
            for extra in a[2:]:
                other, fast, slow = extra.split(':')
                xs += paired(rows, other, fast, slow)
            return med_range(xs, 2, '×') + f' over {len(xs)} rounds'
        if k == 'speedup-median':
            return f'{statistics.median(paired(rows, s, a[0], a[1])):.2f}×'
        if k == 'wall':
            return med_range(rows.values(s, a[0], 'wall_s'), 1 if self.digits is None else self.digits)
        if k == 'wall-median':
            return f"{statistics.median(rows.values(s, a[0], 'wall_s')):,.{1 if self.digits is None else self.digits}f}"
        if k == 'cpu':
            return med_range(rows.values(s, a[0], 'load_cpu_s'), 1)
        if k == 'sys':  # the kernel's part of a[0]'s CPU (runs.tsv sys_s), median (range)
            return med_range(rows.values(s, a[0], 'sys_s'), 1)
        if k == 'us':  # wall µs per statement, median (range); a[1]: the statement count where the rows lack one
            return med_range(self.us(rows, s, a), 2)
        if k == 'us-median':
            return f'{statistics.median(self.us(rows, s, a)):.2f}'
        if k == 'us-growth':  # median µs per statement in (set, name) over that in (a[1], a[2]); a[3]: its count
            there = Figure('us', a[1], a[2], *a[3:]).us(rows, a[1], (a[2],) + tuple(a[3:]))
            return f'{statistics.median(self.us(rows, s, a[:1])) / statistics.median(there):.2f}×'
        if k == 'ratio-of-medians':  # median wall of a[0] over median wall of a[1], 3 decimals
            return f"{statistics.median(rows.values(s, a[0], 'wall_s')) / statistics.median(rows.values(s, a[1], 'wall_s')):.3f}"
        if k == 'median-pair-ratio':  # a[0]'s wall over a[1]'s, round by round: the median, 3 decimals
            return f'{statistics.median([1 / x for x in paired(rows, s, a[0], a[1])]):.3f}'
        if k == 'wall-span':  # the lowest and highest wall time among a's runs: 'lo–hi'
            xs = [w for n in a for w in rows.values(s, n, 'wall_s')]
            return f'{min(xs):,.1f}–{max(xs):,.1f}'
        if k == 'gc-share-span':  # GC pause over wall time among a's runs, per cent: 'lo–hi %'
            xs = [100 * float(r['gc_pause_s']) / float(r['wall_s']) for n in a for r in rows.runs(s, n)]
            return f'{min(xs):.1f}–{max(xs):.1f} %'
        if k == 'peak-heap-span':  # peak heap among a's runs, GiB: 'lo–hi GiB'
            xs = [v / 1024 for n in a for v in rows.values(s, n, 'peak_heap_mib')]
            return f'{min(xs):.1f}–{max(xs):.1f} GiB'
        if k == 'percent-longer':  # a[0]'s wall over a[1]'s, one run each, as per cent longer
            return f"{(rows.values(s, a[0], 'wall_s')[0] / rows.values(s, a[1], 'wall_s')[0] - 1) * 100:.0f} %"
        if k == 'times-span-against':  # a[2:]'s wall (set s) over a[1]'s (set a[0]), one run each: 'lo–hi×'
            base = rows.values(a[0], a[1], 'wall_s')[0]
            xs = [rows.values(s, n, 'wall_s')[0] / base for n in a[2:]]
            return f'{min(xs):.2f}–{max(xs):.2f}×'
        if k == 'times-span':  # a[1:]'s wall over a[0]'s (one run each): 'lo–hi×', or one value; digits in self.note
            base = rows.values(s, a[0], 'wall_s')[0]
            xs = [rows.values(s, n, 'wall_s')[0] / base for n in a[1:]]
            d = 2 if self.digits is None else self.digits
            return f'{min(xs):.{d}f}×' if len(xs) == 1 else f'{min(xs):.{d}f}–{max(xs):.{d}f}×'
        if k == 'model-ratio-16':  # the cores model's two cores' time over sixteen's for the sorted build (a[0]: a phase)
            return f'{model_ratio_2_to_16(rows, a[0] if a else None):.2f}×'
        if k == 'model-at':  # the sorted build's whole time at a[0] cores as the cores model predicts it (table cores-model-10m)
            return f'{cores_model_total(rows, s, a[0]):,.1f}'
        if k == 'above-range':  # a[0]'s one run in this set against a[2]'s range in set a[1]: per cent above its max
            one = rows.values(s, a[0], 'wall_s')
            ref = rows.values(a[1], a[2], 'wall_s')
            return f'{(one[0] / max(ref) - 1) * 100:.0f} %'
        if k == 'tuner-speedup':  # as `tune` ranks: median over median, range from the extremes (default's fastest
            # over the candidate's slowest to the default's slowest over its fastest)
            c, d = rows.values(s, a[0], 'wall_s'), rows.values(s, a[1], 'wall_s')
            return f'{statistics.median(d) / statistics.median(c):.2f}× ({min(d) / max(c):.2f}–{max(d) / min(c):.2f})'
        if k == 'phase':  # a phase's wall seconds for a[0] (phases.tsv), median (range) over the rounds
            return med_range([float(r['wall_s']) for r in phase_rows(rows, s) if r['name'] == a[0] and r['phase'] == a[1]], 2)
        if k == 'phase-cpu':  # a phase's CPU seconds for a[0] (phases.tsv), median (range) over the rounds
            return med_range([float(r['cpu_s']) for r in phase_rows(rows, s) if r['name'] == a[0] and r['phase'] == a[1]], 1)
        if k == 'cpu-ratio':  # a[0]'s CPU over a[1]'s (runs.tsv load_cpu_s, or the column a[2]: sys_s for the kernel's
            # part), paired by round: median (range)
            col = a[2] if len(a) > 2 else 'load_cpu_s'
            c0, c1 = rows.by_round(s, a[0], col), rows.by_round(s, a[1], col)
            return med_range([c0[k] / c1[k] for k in sorted(set(c0) & set(c1), key=int)], 2)
        if k == 'pair-share':  # the two-core run a[0]'s throughput over two one-core runs at once (a[1], a[2]: the halves
            # of a pair, MODE@0+1), round by round: the slower half's wall over twice a[0]'s — 1.00 when one process on two
            # cores does as much work per second as two processes of one core each sharing only the machine; a[3:]: more
            # sets whose rounds are pooled with this one's; median (range)
            return med_range([slower / (2 * two) for two, slower in pair_rounds(rows, (s,) + tuple(a[3:]), *a[:3])], 2)
        if k == 'pair-ceiling':  # what one core over two would be for a build that split its work perfectly, by round:
            # twice the one-core run a[0]'s wall over the slower half's of the pair (a[1], a[2]); a[3:] sets pooled; median (range)
            return med_range([2 * one / slower for one, slower in pair_rounds(rows, (s,) + tuple(a[3:]), *a[:3])], 2, '×')
        if k == 'steal-pct':  # the host's steal during a[0]'s runs (runs.tsv steal_s, all CPUs) as a per cent of a[1] CPUs'
            # time over the run's wall, run by run: median (range)
            return med_range([100 * float(r['steal_s']) / (float(r['wall_s']) * int(a[1])) for r in rows.runs(s, a[0])], 1, ' %')
        if k == 'busy':  # a[0]'s CPU over its wall (runs.tsv), run by run: the cores it kept busy, median (range)
            return med_range([float(r['load_cpu_s']) / float(r['wall_s']) for r in rows.runs(s, a[0])], 2)
        if k == 'role':  # one thread role of a[0]'s run records (runs/NAME-ROUND/run.json.xz): a[1] the role, with its
            # numbered siblings a[1].N added (the lanes: run_builder names run_builder.1, .2 ...), a[2] 'wall' or 'cpu'
            # seconds; median (range) over the rounds
            field = 'wallMillis' if a[2] == 'wall' else 'cpuMillis'
            xs = []
            for rec in run_records(rows, s, a[0]):
                picked = [t for t in rec['threads']
                          if t['role'] == a[1] or re.fullmatch(re.escape(a[1]) + r'\.\d+', t['role'])]
                if not picked:
                    raise ValueError(f'{s}/{a[0]}: no thread role {a[1]}')
                xs.append(sum(t[field] for t in picked) / 1000)
            return med_range(xs, 1)
        if k == 'peak-heap':  # a[0]'s peak heap in GiB from its run records (totals.peakHeapBytes), median (range)
            return med_range([rec['totals']['peakHeapBytes'] / GIB for rec in run_records(rows, s, a[0])], 2)
        if k == 'peak-rss':  # a[0]'s peak resident memory in GiB (runs.tsv peak_rss_kib), median (range)
            return med_range(rows.values(s, a[0], 'peak_rss_kib', 1024 * 1024), 2)
        if k == 'stage':  # one stage of one role in a[0]'s run records: a[1] role, a[2] stage, a[3] 'wall' or 'cpu' s
            xs = []
            for rec in run_records(rows, s, a[0]):
                # a role ending in '*': every role it begins (run_builder.*: all lanes)
                st = [x for x in rec['stages'] if x['stage'] == a[2] and (x['role'] == a[1] or (
                    a[1].endswith('*') and x['role'].startswith(a[1][:-1])))]
                xs.append(sum(x['wallMillis' if a[3] == 'wall' else 'cpuMillis'] or 0 for x in st) / 1000)
            return med_range(xs, 1)
        if k == 'phase-jit':  # a phase's JIT compiler CPU seconds for a[0] (phases.tsv, schema 11 records), median (range)
            return med_range([float(r['jit_cpu_s']) for r in phase_rows(rows, s) if r['name'] == a[0] and r['phase'] == a[1]], 1)
        if k == 'phase-own':  # a phase's CPU less the JVM's compiler and collector threads' for a[0], median (range)
            return med_range([float(r['cpu_s']) - float(r['jit_cpu_s']) - float(r['gc_cpu_s']) for r in phase_rows(rows, s)
                              if r['name'] == a[0] and r['phase'] == a[1]], 1)
        if k == 'phases-sum':  # over all phases of each run of a[0], the sum of a[1] (cpu, jit, gc or own), median (range)
            by_round = {}
            for r in phase_rows(rows, s):
                if r['name'] != a[0]:
                    continue
                cpu, jit, gc = float(r['cpu_s']), float(r['jit_cpu_s']), float(r['gc_cpu_s'])
                v = {'cpu': cpu, 'jit': jit, 'gc': gc, 'own': cpu - jit - gc}[a[1]]
                by_round[r['round']] = by_round.get(r['round'], 0) + v
            return med_range(list(by_round.values()), 1)
        if k == 'phase-busy':  # a phase's busy cores for a[0] (phases.tsv), median (range) over the rounds
            return med_range([float(r['busy_cores']) for r in phase_rows(rows, s) if r['name'] == a[0] and r['phase'] == a[1]], 2)
        if k == 'gc-pause':  # a[0]'s GC pauses in seconds from its run records, median (range)
            xs = [rec['totals']['gcPauseMillis'] / 1000 for rec in run_records(rows, s, a[0])]
            return med_range(xs, 1)
        if k == 'gc-count':  # a[0]'s collections from its run records, median (range)
            xs = [rec['totals']['gcCount'] for rec in run_records(rows, s, a[0])]
            return med_range(xs, 0)
        if k == 'store-mib':  # a[0]'s store (journal) size in MiB from its run records, median (range)
            xs = [rec['totals']['storeBytes'] / 2 ** 20 for rec in run_records(rows, s, a[0])]
            return med_range(xs, 0)
        if k == 'stack-s':  # CPU seconds in a collapsed-stack profile (docs/results/a[0], a sample a millisecond) whose
            # stacks are a[1]'s: 'all', 'java' (the program's threads), 'jit' (the JIT compiler's threads), 'gc' (the
            # collector's work, on its threads or the VM thread), or the stacks that contain each '&'-separated part of a[1]
            # (a wall-clock profile's stacks begin with [thread name];[running or waiting], its counts in milliseconds);
            # a part tier=interpreted, tier=c1 or tier=c2 keeps the samples whose innermost Java method ran as that code
            # (profiles taken with async-profiler's ann option: tier())
            return f'{stack_seconds(rows.dir.parent / a[0], a[1]):.1f}'
        if k == 'setting':  # a setting the run records of a[0] keep (settings.fixed a[1]), the same in every run: 1,234,567
            xs = {rec['settings']['fixed'][a[1]] for rec in run_records(rows, s, a[0])}
            if len(xs) != 1:
                raise ValueError(f'{s}: {a[0]} runs differ in {a[1]}: {sorted(xs)}')
            return f'{int(xs.pop()):,}'
        if k == 'tsv-pick':  # one row's column of docs/results/data/SET/a[0] (a TSV with a header): a[1] the column, a[2:]
            # 'COLUMN=VALUE' conditions that pick the row (exactly one); digits in self.digits
            import csv as _csv
            with open(rows.dir / s / a[0], encoding='utf-8') as f:
                picked = [r for r in _csv.DictReader((l for l in f if not l.startswith('#')), delimiter='\t')
                          if all(r[c.split('=', 1)[0]] == c.split('=', 1)[1] for c in a[2:])]
            if len(picked) != 1:
                raise ValueError(f'{s}/{a[0]}: {len(picked)} rows match {a[2:]}')
            return f'{float(picked[0][a[1]]):,.{self.digits if self.digits is not None else 1}f}'
        if k == 'tsv-med':  # a column of docs/results/data/SET/a[0] (a TSV with a header), median (range); digits in self.digits;
            # a[2:]: 'COLUMN=VALUE' conditions the rows must meet (none: every row)
            import csv as _csv
            with open(rows.dir / s / a[0], encoding='utf-8') as f:
                xs = [float(r[a[1]]) for r in _csv.DictReader((l for l in f if not l.startswith('#')), delimiter='\t')
                      if all(r[c.split('=', 1)[0]] == c.split('=', 1)[1] for c in a[2:])]
            if not xs:
                raise ValueError(f'{s}/{a[0]}: no rows match {a[2:]}')
            return med_range(xs, self.digits if self.digits is not None else 1)
        if k == 'setting-med':  # a whole-number setting the run records of a[0] keep (settings.fixed a[1]) that may differ
            # from run to run (how a build's lanes shared the work): median (range)
            xs = [int(rec['settings']['fixed'][a[1]]) for rec in run_records(rows, s, a[0])]
            return med_range(xs, 0)
        if k == 'setting-sum-s':  # the sum of settings.fixed a[1:] (milliseconds) in each of a[0]'s run records, as
            # seconds: median (range)
            xs = [sum(int(rec['settings']['fixed'][n]) for n in a[1:]) / 1000 for rec in run_records(rows, s, a[0])]
            return med_range(xs, self.digits if self.digits is not None else 2)
        if k in ('setting-s', 'setting-share'):  # 'setting-s': a settings.fixed a[1] of a[0]'s run records in
            # milliseconds, as seconds; 'setting-share': a[1] over a[2] (both settings.fixed) as per cent; median (range)
            xs = []
            for rec in run_records(rows, s, a[0]):
                fixed = rec['settings']['fixed']
                xs.append(int(fixed[a[1]]) / 1000 if k == 'setting-s' else 100 * int(fixed[a[1]]) / int(fixed[a[2]]))
            d = self.digits if self.digits is not None else (2 if k == 'setting-s' else 0)
            return med_range(xs, d, '' if k == 'setting-s' else ' %')
        if k == 'validation':  # a summary of the prediction checks (table prediction-validation): a[0] names which
            return validation_summary(rows, s, a[0])
        raise ValueError(f'unknown figure kind {k}')

    def us(self, rows, s, a):
        out = []
        for r in rows.runs(s, a[0]):
            n = float(r['statements']) if r.get('statements') else float(a[1])
            out.append(float(r['wall_s']) / n * 1e6)
        return out

    def sets(self):
        out = [self.set_id] if self.set_id else []
        if self.kind in ('us-growth', 'above-range'):
            out.append(self.args[1])
        if self.kind == 'times-span-against':
            out.append(self.args[0])
        if self.kind == 'speedup-pooled':
            out += [x.split(':')[0] for x in self.args[2:]]
        return out

    def claim_problems(self, rows):
        """Why this figure cannot carry a claim of a difference (empty: it can)."""
        if self.kind not in ('speedup', 'speedup-median', 'tuner-speedup'):
            return ['only a comparison of two configurations (speedup) can claim a difference']
        fast, slow = self.args[0], self.args[1]
        problems = []
        ratios = paired(rows, self.set_id, fast, slow)
        if len(ratios) < 3:
            problems.append(f'{len(ratios)} paired round(s), fewer than 3')
        f, s = rows.values(self.set_id, fast, 'wall_s'), rows.values(self.set_id, slow, 'wall_s')
        if len(ratios) >= 1 and not (max(f) < min(s) or max(s) < min(f)):
            problems.append(f'wall-time ranges overlap ({fast} {min(f)}–{max(f)} s, {slow} {min(s)}–{max(s)} s)')
        return problems


SB10 = 'sorted-build-10m-840a723'
CR10 = 'compact-runs-10m'
BU10 = 'sorted-build-10m-bottom-up'
D10 = 'sorted-build-10m-d60bef8'
S20 = 'sorted-build-20m-2450245'
I100 = 'sorted-build-100m-670722c'
D100 = 'sorted-build-100m-d60bef8'
SS10 = 'side-by-side-10m-ec079fe'
SS100 = 'side-by-side-100m-d60bef8'
TUNE = 'tune-profile-100m'
Q5 = 'findings-q5-compression'
Q2 = 'findings-q2-heap'
Q3 = 'findings-q3-bufferqueue'
CORES10 = 'cores-10m-lanes'
OO2 = 'one-over-two-10m-cbe2a7f'
WD10 = 'wikidata-10m'
PV = 'prediction-validation'
PV2 = 'prediction-validation-2'
IH10 = 'index-helpers-10m'
RW10 = 'run-writer-10m'
RI10 = 'recent-iris-10m'
IV10 = 'iv-slots-10m'
E100 = 'side-by-side-100m-0b92bf8'
WD100 = 'wikidata-100m'
IP10 = 'inplace-10m'
WDF = 'wikidata-findings-10m'
IP1 = 'inplace-1core-10m'
N10 = 10102032  # BSBM 10 M's statement count (its generator's output, in every 10 M set's plan)

FIGURES = {
    # N-Triples read in place by the sorted build's lanes, BSBM 10 M, one core and two (rows inplace-10m)
    'ip-vs-base-10m': Figure('speedup', IP10, 'sorted', 'sorted-base'),
    # the findings' questions on the Wikidata shape, the DataLoader path at 10 M (rows wikidata-findings-10m)
    'wdf-default-wall': Figure('wall', WDF, 'default'),
    'wdf-worm-vs-rw': Figure('speedup', WDF, 'worm', 'default'),
    'wdf-worm-wall': Figure('wall', WDF, 'worm'),
    'wdf-heap8-vs-4': Figure('speedup', WDF, 'heap8', 'default'),
    'wdf-heap16-vs-8': Figure('speedup', WDF, 'heap16', 'heap8'),
    'wdf-heap8-wall': Figure('wall', WDF, 'heap8'),
    'wdf-heap16-wall': Figure('wall', WDF, 'heap16'),
    'wdf-queue0-over-default': Figure('speedup', WDF, 'default', 'queue0'),
    'wdf-queue0-wall': Figure('wall', WDF, 'queue0'),
    'wdf-buffer1m-vs-default': Figure('speedup', WDF, 'buffer1m', 'default'),
    'wdf-buffer1m-wall': Figure('wall', WDF, 'buffer1m'),
    'wdf-gzip-over-plain': Figure('speedup', WDF, 'default', 'gzip'),
    'wdf-gzip-wall': Figure('wall', WDF, 'gzip'),
    'wdf-bf128-vs-default': Figure('speedup', WDF, 'bf128-ret4000', 'default'),
    'wdf-bf128-wall': Figure('wall', WDF, 'bf128-ret4000'),
    'wdf-default-store': Figure('store-mib', WDF, 'default'),
    'wdf-worm-store': Figure('store-mib', WDF, 'worm'),
    'wdf-bf128-store': Figure('store-mib', WDF, 'bf128-ret4000'),
    'wdf-default-gc': Figure('gc-pause', WDF, 'default'),
    'wdf-heap8-gc': Figure('gc-pause', WDF, 'heap8'),
    'wdf-heap16-gc': Figure('gc-pause', WDF, 'heap16'),
    # Q8 on the Wikidata shape: stock's time per statement at 10 M and 100 M (rows wikidata-10m, wikidata-100m)
    'wd-stock-us-100m-over-10m': Figure('us-growth', WD100, 'stock', WD10, 'stock'),
    'wd-stock-us-10m': Figure('us', WD10, 'stock'),
    'wd-stock-us-100m': Figure('us', WD100, 'stock'),
    # ... and on one core too, the run's written terms in two-long slots (rows inplace-1core-10m; base: 83d7c84)
    'ip1-vs-base-10m': Figure('speedup', IP1, 'sorted', 'sorted-base'),
    'ip1-vs-base-10m-1core': Figure('speedup', IP1, 'sorted-1core', 'sorted-base-1core'),
    'ip1-one-over-two': Figure('speedup', IP1, 'sorted', 'sorted-1core'),
    'ci100-vs-base': Figure('speedup', 'computed-ivs-wd100m', 'sorted', 'sorted-base'),
    'ci100-wall': Figure('wall', 'computed-ivs-wd100m', 'sorted'),
    'ci100-base-wall': Figure('wall', 'computed-ivs-wd100m', 'sorted-base'),
    'ci100-indexes': Figure('phase', 'computed-ivs-wd100m', 'sorted', 'statement indexes'),
    'ci100-base-indexes': Figure('phase', 'computed-ivs-wd100m', 'sorted-base', 'statement indexes'),
    'ci100-indexes-cpu': Figure('phase-cpu', 'computed-ivs-wd100m', 'sorted', 'statement indexes'),
    'ci100-base-indexes-cpu': Figure('phase-cpu', 'computed-ivs-wd100m', 'sorted-base', 'statement indexes'),
    'ci100-helper-cpu': Figure('role', 'computed-ivs-wd100m', 'sorted', 'index_helper.1', 'cpu'),
    'ci100-base-helper-cpu': Figure('role', 'computed-ivs-wd100m', 'sorted-base', 'index_helper.1', 'cpu'),
    'ci100-computed': Figure('setting', 'computed-ivs-wd100m', 'sorted', 'sortedBuild.computedIvs'),
    'ci100-distinct': Figure('setting', 'computed-ivs-wd100m', 'sorted', 'sortedBuild.distinctTerms'),
    'ci10-vs-base': Figure('speedup', 'computed-ivs-10m', 'sorted', 'sorted-base'),
    'ci10-vs-base-1core': Figure('speedup', 'computed-ivs-10m', 'sorted-1core', 'sorted-base-1core'),
    'ci10-parse-1core': Figure('phase', 'computed-ivs-10m', 'sorted-1core', 'parse into runs'),
    'ci10-base-parse-1core': Figure('phase', 'computed-ivs-10m', 'sorted-base-1core', 'parse into runs'),
    'ci10r-vs-base-1core': Figure('speedup', 'computed-ivs-10m-reversed', 'sorted-1core', 'sorted-base-1core'),
    'ci10-computed': Figure('setting', 'computed-ivs-10m', 'sorted', 'sortedBuild.computedIvs'),
    'ci10-distinct': Figure('setting', 'computed-ivs-10m', 'sorted', 'sortedBuild.distinctTerms'),
    'wc-slower': Figure('speedup', 'write-cache-1000-10m', 'sorted', 'sorted-alt'),
    'wc-wall': Figure('wall', 'write-cache-1000-10m', 'sorted'),
    'wc-1000-wall': Figure('wall', 'write-cache-1000-10m', 'sorted-alt'),
    'wc-cpu': Figure('cpu', 'write-cache-1000-10m', 'sorted'),
    'wc-1000-cpu': Figure('cpu', 'write-cache-1000-10m', 'sorted-alt'),
    'wc-lexicon': Figure('phase', 'write-cache-1000-10m', 'sorted', 'lexicon'),
    'wc-1000-lexicon': Figure('phase', 'write-cache-1000-10m', 'sorted-alt', 'lexicon'),
    'wc-indexes': Figure('phase', 'write-cache-1000-10m', 'sorted', 'statement indexes'),
    'wc-1000-indexes': Figure('phase', 'write-cache-1000-10m', 'sorted-alt', 'statement indexes'),
    'wc-commit': Figure('phase', 'write-cache-1000-10m', 'sorted', 'commit'),
    'wc-1000-commit': Figure('phase', 'write-cache-1000-10m', 'sorted-alt', 'commit'),
    'pf1000-all': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores-write-cache-1000.collapsed.xz', 'all'),
    'pf1000-map': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores-write-cache-1000.collapsed.xz',
                         'WriteCacheService&ConcurrentHashMap'),
    'pf-map-2': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores.collapsed.xz',
                       'WriteCacheService&ConcurrentHashMap'),
    'pf1000-gc': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores-write-cache-1000.collapsed.xz', 'gc'),
    'pf1000-zero': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores-write-cache-1000.collapsed.xz', 'clear_page_erms'),
    'pf-zero-2': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores.collapsed.xz', 'clear_page_erms'),
    'oo-one-over-two': Figure('speedup', 'one-over-two-10m', 'sorted', 'sorted-1core'),
    'oo-wall-2': Figure('wall', 'one-over-two-10m', 'sorted'),
    'oo-wall-1': Figure('wall', 'one-over-two-10m', 'sorted-1core'),
    'oo-cpu-2': Figure('cpu', 'one-over-two-10m', 'sorted'),
    'oo-cpu-1': Figure('cpu', 'one-over-two-10m', 'sorted-1core'),
    'sb-two-over-one': Figure('speedup', 'split-builds-10m', 'halves-together', 'halves-alone'),
    'sb-alone-wall': Figure('wall', 'split-builds-10m', 'halves-alone'),
    'sb-together-wall': Figure('wall', 'split-builds-10m', 'halves-together'),
    'sb-alone-cpu': Figure('cpu', 'split-builds-10m', 'halves-alone'),
    'sb-together-cpu': Figure('cpu', 'split-builds-10m', 'halves-together'),
    'sba-two-over-one': Figure('speedup', 'split-builds-alternate-10m', 'halves-together', 'halves-alone'),
    'sba-alone-wall': Figure('wall', 'split-builds-alternate-10m', 'halves-alone'),
    'sba-together-wall': Figure('wall', 'split-builds-alternate-10m', 'halves-together'),
    'sba-alone-cpu': Figure('cpu', 'split-builds-alternate-10m', 'halves-alone'),
    'sba-together-cpu': Figure('cpu', 'split-builds-alternate-10m', 'halves-together'),
    'oo2-one-over-two': Figure('speedup', OO2, 'sorted', 'sorted-1core'),
    'oo2-wall-2': Figure('wall', OO2, 'sorted'),
    'oo2-wall-1': Figure('wall', OO2, 'sorted-1core'),
    'oo2-cpu-2': Figure('cpu', OO2, 'sorted'),
    'oo2-cpu-1': Figure('cpu', OO2, 'sorted-1core'),
    # One core over two beside the two-halves control, round by round (2026-11-30, afternoon)
    'cl-one-over-two': Figure('speedup', 'ceiling-build-10m', 'sorted', 'sorted-1core'),
    'cl-halves': Figure('speedup', 'ceiling-halves-10m', 'halves-together', 'halves-alone'),
    'cl-wall-2': Figure('wall', 'ceiling-build-10m', 'sorted'),
    'cl-wall-1': Figure('wall', 'ceiling-build-10m', 'sorted-1core'),
    'cl-cpu-2': Figure('cpu', 'ceiling-build-10m', 'sorted'),
    'cl-cpu-1': Figure('cpu', 'ceiling-build-10m', 'sorted-1core'),
    'cl-cpu-ratio': Figure('cpu-ratio', 'ceiling-build-10m', 'sorted', 'sorted-1core'),
    'cl-h-cpu-ratio': Figure('cpu-ratio', 'ceiling-halves-10m', 'halves-together', 'halves-alone'),
    'cl-busy-2': Figure('busy', 'ceiling-build-10m', 'sorted'),
    'cl-h-busy': Figure('busy', 'ceiling-halves-10m', 'halves-together'),
    'cl-lanes-2': Figure('role', 'ceiling-build-10m', 'sorted', 'run_builder', 'cpu'),
    'cl-lanes-1': Figure('role', 'ceiling-build-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'cl-lex-2': Figure('phase', 'ceiling-build-10m', 'sorted', 'lexicon'),
    'cl-lex-1': Figure('phase', 'ceiling-build-10m', 'sorted-1core', 'lexicon'),
    'cl-parse-2': Figure('phase', 'ceiling-build-10m', 'sorted', 'parse into runs'),
    'cl-parse-1': Figure('phase', 'ceiling-build-10m', 'sorted-1core', 'parse into runs'),
    'cl-idx-2': Figure('phase', 'ceiling-build-10m', 'sorted', 'statement indexes'),
    'cl-idx-1': Figure('phase', 'ceiling-build-10m', 'sorted-1core', 'statement indexes'),
    'cl-terms-2': Figure('setting-med', 'ceiling-build-10m', 'sorted', 'sortedBuild.termsInRuns'),
    'cl-terms-1': Figure('setting-med', 'ceiling-build-10m', 'sorted-1core', 'sortedBuild.termsInRuns'),
    'lp-lanes-trial': Figure('role', 'lane-counters-padded-10m', 'sorted', 'run_builder', 'cpu'),
    'lp-lanes-base': Figure('role', 'lane-counters-padded-10m', 'sorted-base', 'run_builder', 'cpu'),
    'lp-vs-base': Figure('speedup', 'lane-counters-padded-10m', 'sorted', 'sorted-base'),
    'hr-lanes-alone': Figure('role', 'halves-records-10m', 'half-a-alone', 'run_builder', 'cpu'),
    'hr-lanes-together': Figure('role', 'halves-records-10m', 'half-a-together', 'run_builder', 'cpu'),
    'hr-sys-alone': Figure('sys', 'halves-records-10m', 'half-a-alone'),
    'hr-sys-together': Figure('sys', 'halves-records-10m', 'half-a-together'),
    'hr-parse-alone': Figure('phase-cpu', 'halves-records-10m', 'half-a-alone', 'parse into runs'),
    'hr-parse-together': Figure('phase-cpu', 'halves-records-10m', 'half-a-together', 'parse into runs'),
    'hr-lex-alone': Figure('phase-cpu', 'halves-records-10m', 'half-a-alone', 'lexicon'),
    'hr-lex-together': Figure('phase-cpu', 'halves-records-10m', 'half-a-together', 'lexicon'),
    'hr-idx-alone': Figure('phase-cpu', 'halves-records-10m', 'half-a-alone', 'statement indexes'),
    'hr-idx-together': Figure('phase-cpu', 'halves-records-10m', 'half-a-together', 'statement indexes'),
    'hp-2': Figure('speedup', 'huge-pages-10m', 'sorted-alt', 'sorted'),
    'hp-1': Figure('speedup', 'huge-pages-10m', 'sorted-alt-1core', 'sorted-1core'),
    'hp-sys-2': Figure('sys', 'huge-pages-10m', 'sorted'),
    'hp-sys-alt-2': Figure('sys', 'huge-pages-10m', 'sorted-alt'),
    'hp-sys-1': Figure('sys', 'huge-pages-10m', 'sorted-1core'),
    'hp-sys-alt-1': Figure('sys', 'huge-pages-10m', 'sorted-alt-1core'),
    'c3-one-over-two': Figure('speedup', 'ceiling-build-30m', 'sorted', 'sorted-1core'),
    'c3-halves': Figure('speedup', 'ceiling-halves-30m', 'halves-together', 'halves-alone'),
    'c3-busy-2': Figure('busy', 'ceiling-build-30m', 'sorted'),
    'c3-h-busy': Figure('busy', 'ceiling-halves-30m', 'halves-together'),
    'c3-cpu-ratio': Figure('cpu-ratio', 'ceiling-build-30m', 'sorted', 'sorted-1core'),
    'c3-h-cpu-ratio': Figure('cpu-ratio', 'ceiling-halves-30m', 'halves-together', 'halves-alone'),
    'c3-wall-2': Figure('wall', 'ceiling-build-30m', 'sorted'),
    'c3-wall-1': Figure('wall', 'ceiling-build-30m', 'sorted-1core'),
    'c3-parse-busy': Figure('phase-busy', 'ceiling-build-30m', 'sorted', 'parse into runs'),
    'c3-lex-busy': Figure('phase-busy', 'ceiling-build-30m', 'sorted', 'lexicon'),
    'c3-idx-busy': Figure('phase-busy', 'ceiling-build-30m', 'sorted', 'statement indexes'),
    'c3-rw-wall': Figure('role', 'ceiling-build-30m', 'sorted', 'run_writer', 'wall'),
    'c3-rw-cpu': Figure('role', 'ceiling-build-30m', 'sorted', 'run_writer', 'cpu'),
    'rw-r-1': Figure('tsv-pick', 'run-writer-states-30m', 'states.tsv', 'state_R', 'run=1', digits=0),
    'rw-n-1': Figure('tsv-pick', 'run-writer-states-30m', 'states.tsv', 'samples', 'run=1', digits=0),
    'rw-r-2': Figure('tsv-pick', 'run-writer-states-30m', 'states.tsv', 'state_R', 'run=2', digits=0),
    'rw-n-2': Figure('tsv-pick', 'run-writer-states-30m', 'states.tsv', 'samples', 'run=2', digits=0),
    'rw-d-1': Figure('tsv-pick', 'run-writer-states-30m', 'states.tsv', 'state_D', 'run=1', digits=0),
    'rw-d-2': Figure('tsv-pick', 'run-writer-states-30m', 'states.tsv', 'state_D', 'run=2', digits=0),
    'c3-lane-wait': Figure('stage', 'ceiling-build-30m', 'sorted', 'run_builder.1', 'queue', 'wall'),
    'l1-lanes-two': Figure('role', 'one-lane-two-cores-10m', 'sorted', 'run_builder', 'cpu'),
    'l1-lanes-one': Figure('role', 'one-lane-two-cores-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'sg-wall-g1': Figure('wall', 'serial-gc-again-10m', 'sorted'),
    'sg-wall-serial': Figure('wall', 'serial-gc-again-10m', 'sorted-alt'),
    'sg-cpu-g1': Figure('cpu', 'serial-gc-again-10m', 'sorted'),
    'sg-cpu-serial': Figure('cpu', 'serial-gc-again-10m', 'sorted-alt'),
    'sg-lex-g1': Figure('phase', 'serial-gc-again-10m', 'sorted', 'lexicon'),
    'sg-lex-serial': Figure('phase', 'serial-gc-again-10m', 'sorted-alt', 'lexicon'),
    'tl1-cpu-one-lane': Figure('cpu', 'two-lanes-one-cpu-10m', 'sorted-1core'),
    'tl1-cpu-two-lanes': Figure('cpu', 'two-lanes-one-cpu-10m', 'sorted-alt-1core'),
    'tl1-parse-cpu-one-lane': Figure('phase-cpu', 'two-lanes-one-cpu-10m', 'sorted-1core', 'parse into runs'),
    'tl1-parse-cpu-two-lanes': Figure('phase-cpu', 'two-lanes-one-cpu-10m', 'sorted-alt-1core', 'parse into runs'),
    'sg2-wall-g1': Figure('wall', 'serial-gc-two-cores-10m', 'sorted'),
    'sg2-wall-serial': Figure('wall', 'serial-gc-two-cores-10m', 'sorted-alt'),
    'sg2-cpu-g1': Figure('cpu', 'serial-gc-two-cores-10m', 'sorted'),
    'sg2-cpu-serial': Figure('cpu', 'serial-gc-two-cores-10m', 'sorted-alt'),
    'bar-vs-base-2': Figure('speedup', 'block-arrays-reused-10m', 'sorted', 'sorted-base'),
    'bar-vs-base-1': Figure('speedup', 'block-arrays-reused-10m', 'sorted-1core', 'sorted-base-1core'),
    'pm-vs-base-2': Figure('speedup', 'pair-merge-10m', 'sorted', 'sorted-base'),
    'pm-indexes-cpu-2': Figure('phase-cpu', 'pair-merge-10m', 'sorted', 'statement indexes'),
    'pm-base-indexes-cpu-2': Figure('phase-cpu', 'pair-merge-10m', 'sorted-base', 'statement indexes'),
    'osr-spo-1': Figure('stack-s', None, 'profile-osr-10m/one-core-threads.collapsed.xz', '[loadscope-index-SPO'),
    'osr-spo-2': Figure('stack-s', None, 'profile-osr-10m/two-cores-threads.collapsed.xz', '[loadscope-index-SPO'),
    'osr-spo-adapters-2': Figure('stack-s', None, 'profile-osr-10m/two-cores-threads.collapsed.xz', '[loadscope-index-SPO&I2C/C2I adapters'),
    'osr-spo-2b': Figure('stack-s', None, 'profile-osr-10m/two-cores-threads-batched-merge.collapsed.xz', '[loadscope-index-SPO'),
    'osr-spo-adapters-2b': Figure('stack-s', None, 'profile-osr-10m/two-cores-threads-batched-merge.collapsed.xz', '[loadscope-index-SPO&I2C/C2I adapters'),
    'osr-index-2': Figure('stack-s', None, 'profile-osr-10m/two-cores-threads.collapsed.xz', '[loadscope-index-'),
    'osr-index-2b': Figure('stack-s', None, 'profile-osr-10m/two-cores-threads-batched-merge.collapsed.xz', '[loadscope-index-'),
    'bm-indexes-2': Figure('phase', 'batched-merge-10m', 'sorted', 'statement indexes'),
    'bm-base-indexes-2': Figure('phase', 'batched-merge-10m', 'sorted-base', 'statement indexes'),
    'bm-indexes-cpu-2': Figure('phase-cpu', 'batched-merge-10m', 'sorted', 'statement indexes'),
    'bm-base-indexes-cpu-2': Figure('phase-cpu', 'batched-merge-10m', 'sorted-base', 'statement indexes'),
    'bm-spo-cpu': Figure('role', 'batched-merge-10m', 'sorted', 'indexer.SPO', 'cpu'),
    'bm-base-spo-cpu': Figure('role', 'batched-merge-10m', 'sorted-base', 'indexer.SPO', 'cpu'),
    'bm-spo-cpu-1': Figure('role', 'batched-merge-10m', 'sorted-1core', 'indexer.SPO', 'cpu'),
    'bm-vs-base-2': Figure('speedup', 'batched-merge-10m', 'sorted', 'sorted-base'),
    'bm-one-over-two': Figure('speedup', 'batched-merge-10m', 'sorted', 'sorted-1core'),
    'bm-base-one-over-two': Figure('speedup', 'batched-merge-10m', 'sorted-base', 'sorted-base-1core'),
    'bm-indexes-1': Figure('phase', 'batched-merge-10m', 'sorted-1core', 'statement indexes'),
    'bim-indexes-2': Figure('phase', 'batched-index-merge-10m', 'sorted', 'statement indexes'),
    'bim-base-indexes-2': Figure('phase', 'batched-index-merge-10m', 'sorted-base', 'statement indexes'),
    'bim-indexes-cpu-2': Figure('phase-cpu', 'batched-index-merge-10m', 'sorted', 'statement indexes'),
    'bim-base-indexes-cpu-2': Figure('phase-cpu', 'batched-index-merge-10m', 'sorted-base', 'statement indexes'),
    # The journal's records behind a monitor and the bloom filter's keys held (9c3fdcd) against 1eaecba, 2026-11-29
    'jt-indexes-2': Figure('phase', 'journal-turns-10m', 'sorted', 'statement indexes'),
    'jt-base-indexes-2': Figure('phase', 'journal-turns-10m', 'sorted-base', 'statement indexes'),
    'jt-indexes-cpu-2': Figure('phase-cpu', 'journal-turns-10m', 'sorted', 'statement indexes'),
    'jt-base-indexes-cpu-2': Figure('phase-cpu', 'journal-turns-10m', 'sorted-base', 'statement indexes'),
    'jt-indexes-1': Figure('phase', 'journal-turns-10m', 'sorted-1core', 'statement indexes'),
    'jt-base-indexes-1': Figure('phase', 'journal-turns-10m', 'sorted-base-1core', 'statement indexes'),
    'jt-spo-cpu': Figure('role', 'journal-turns-10m', 'sorted', 'indexer.SPO', 'cpu'),
    'jt-base-spo-cpu': Figure('role', 'journal-turns-10m', 'sorted-base', 'indexer.SPO', 'cpu'),
    'jt-lexicon-2': Figure('phase', 'journal-turns-10m', 'sorted', 'lexicon'),
    'jt-base-lexicon-2': Figure('phase', 'journal-turns-10m', 'sorted-base', 'lexicon'),
    'jt-vs-base-2': Figure('speedup', 'journal-turns-10m', 'sorted', 'sorted-base'),
    'jt-wall-2': Figure('wall', 'journal-turns-10m', 'sorted'),
    'jt-base-wall-2': Figure('wall', 'journal-turns-10m', 'sorted-base'),
    'jl-index-before': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-before.collapsed.xz', '[loadscope-index-'),
    'jl-index-waiting-before': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-before.collapsed.xz', '[loadscope-index-&[waiting]'),
    'jl-lock-before': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-before.collapsed.xz',
                             '[loadscope-index-&[waiting]&RWStore.alloc&WriteLock.lock'),
    'jl-in-alloc-before': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-before.collapsed.xz', '[loadscope-index-&[running]&RWStore.alloc'),
    'jl-index-after': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-after.collapsed.xz', '[loadscope-index-'),
    'jl-index-waiting-after': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-after.collapsed.xz', '[loadscope-index-&[waiting]'),
    'jl-lock-after': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-after.collapsed.xz',
                            '[loadscope-index-&[waiting]&RWStore.alloc&WriteLock.lock'),
    'jl-monitor-after': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-after.collapsed.xz', '[loadscope-index-&[waiting]&JournalWrites'),
    'jl-spo-before': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-before.collapsed.xz', '[loadscope-index-SPO'),
    'jl-spo-after': Figure('stack-s', None, 'profile-journal-lock-10m/wall-two-cores-after.collapsed.xz', '[loadscope-index-SPO'),
    'jl-bloom-cpu-before': Figure('stack-s', None, 'profile-journal-lock-10m/cpu-two-cores-before.collapsed.xz', '[loadscope-index-SPO&BloomFilter'),
    'jl-spo-cpu-before': Figure('stack-s', None, 'profile-journal-lock-10m/cpu-two-cores-before.collapsed.xz', '[loadscope-index-SPO'),
    # ID2TERM's and BLOBS' leaves on helpers, leaves handed over in groups (this step) against 9c3fdcd, 2026-11-29
    'lh-indexes-2': Figure('phase', 'lexicon-helpers-10m', 'sorted', 'statement indexes'),
    'lh-base-indexes-2': Figure('phase', 'lexicon-helpers-10m', 'sorted-base', 'statement indexes'),
    'lh-indexes-1': Figure('phase', 'lexicon-helpers-10m', 'sorted-1core', 'statement indexes'),
    'lh-base-indexes-1': Figure('phase', 'lexicon-helpers-10m', 'sorted-base-1core', 'statement indexes'),
    'lh-sort-2': Figure('phase', 'lexicon-helpers-10m', 'sorted', 'statement sort'),
    'lh-base-sort-2': Figure('phase', 'lexicon-helpers-10m', 'sorted-base', 'statement sort'),
    'lh-lexicon-2': Figure('phase', 'lexicon-helpers-10m', 'sorted', 'lexicon'),
    'lh-base-lexicon-2': Figure('phase', 'lexicon-helpers-10m', 'sorted-base', 'lexicon'),
    'lh-lexicon-1': Figure('phase', 'lexicon-helpers-10m', 'sorted-1core', 'lexicon'),
    'lh-base-lexicon-1': Figure('phase', 'lexicon-helpers-10m', 'sorted-base-1core', 'lexicon'),
    'lh-wall-2': Figure('wall', 'lexicon-helpers-10m', 'sorted'),
    'lh-base-wall-2': Figure('wall', 'lexicon-helpers-10m', 'sorted-base'),
    'lh-wall-1': Figure('wall', 'lexicon-helpers-10m', 'sorted-1core'),
    'lh-base-wall-1': Figure('wall', 'lexicon-helpers-10m', 'sorted-base-1core'),
    'lh-vs-base-2': Figure('speedup', 'lexicon-helpers-10m', 'sorted', 'sorted-base'),
    'lh-one-over-two': Figure('speedup', 'lexicon-helpers-10m', 'sorted', 'sorted-1core'),
    'lh-base-one-over-two': Figure('speedup', 'lexicon-helpers-10m', 'sorted-base', 'sorted-base-1core'),
    'lh-cpu-2': Figure('cpu', 'lexicon-helpers-10m', 'sorted'),
    'lh-base-cpu-2': Figure('cpu', 'lexicon-helpers-10m', 'sorted-base'),
    # spill files through direct buffers (this step) against 57cc944, 2026-11-29
    'sdp-zero-in-read-heap': Figure('stack-s', None, 'profile-spill-direct-10m/two-cores-heap-buffers.collapsed.xz', 'SpillInput&clear_page_erms'),
    'sdp-zero-in-read-direct': Figure('stack-s', None, 'profile-spill-direct-10m/two-cores-direct-buffers.collapsed.xz', 'SpillInput&clear_page_erms'),
    'sdp-zero-heap': Figure('stack-s', None, 'profile-spill-direct-10m/two-cores-heap-buffers.collapsed.xz', 'clear_page_erms'),
    'sdp-zero-direct': Figure('stack-s', None, 'profile-spill-direct-10m/two-cores-direct-buffers.collapsed.xz', 'clear_page_erms'),
    'sdp-read-heap': Figure('stack-s', None, 'profile-spill-direct-10m/two-cores-heap-buffers.collapsed.xz', 'SpillInput'),
    'sdp-read-direct': Figure('stack-s', None, 'profile-spill-direct-10m/two-cores-direct-buffers.collapsed.xz', 'SpillInput'),
    'sd-sys-2': Figure('sys', 'spill-direct-10m', 'sorted'),
    'sd-base-sys-2': Figure('sys', 'spill-direct-10m', 'sorted-base'),
    'sd-wall-2': Figure('wall', 'spill-direct-10m', 'sorted'),
    'sd-base-wall-2': Figure('wall', 'spill-direct-10m', 'sorted-base'),
    'sd-wall-1': Figure('wall', 'spill-direct-10m', 'sorted-1core'),
    'sd-base-wall-1': Figure('wall', 'spill-direct-10m', 'sorted-base-1core'),
    'sd-one-over-two': Figure('speedup', 'spill-direct-10m', 'sorted', 'sorted-1core'),
    'sd-indexes-busy-2': Figure('phase-busy', 'spill-direct-10m', 'sorted', 'statement indexes'),
    'sd-parse-busy-2': Figure('phase-busy', 'spill-direct-10m', 'sorted', 'parse into runs'),
    'sd-cpu-2': Figure('cpu', 'spill-direct-10m', 'sorted'),
    'sd-cpu-1': Figure('cpu', 'spill-direct-10m', 'sorted-1core'),
    'sd-parse-cpu-2': Figure('phase-cpu', 'spill-direct-10m', 'sorted', 'parse into runs'),
    'sd-parse-cpu-1': Figure('phase-cpu', 'spill-direct-10m', 'sorted-1core', 'parse into runs'),
    'sd-lexicon-cpu-2': Figure('phase-cpu', 'spill-direct-10m', 'sorted', 'lexicon'),
    'sd-lexicon-cpu-1': Figure('phase-cpu', 'spill-direct-10m', 'sorted-1core', 'lexicon'),
    'sd-indexes-cpu-2': Figure('phase-cpu', 'spill-direct-10m', 'sorted', 'statement indexes'),
    'sd-indexes-cpu-1': Figure('phase-cpu', 'spill-direct-10m', 'sorted-1core', 'statement indexes'),
    # the collector the JVM picks against -XX:+UseParallelGC, the same jar (81cdda8), 2026-11-29
    'pg-wall-2': Figure('wall', 'parallel-gc-10m', 'sorted'),
    'pg-par-wall-2': Figure('wall', 'parallel-gc-10m', 'sorted-alt'),
    'pg-cpu-2': Figure('cpu', 'parallel-gc-10m', 'sorted'),
    'pg-par-cpu-2': Figure('cpu', 'parallel-gc-10m', 'sorted-alt'),
    'pg-one-over-two': Figure('speedup', 'parallel-gc-10m', 'sorted', 'sorted-1core'),
    'pg-par-one-over-two': Figure('speedup', 'parallel-gc-10m', 'sorted-alt', 'sorted-alt-1core'),
    'tir-terms-2': Figure('setting-med', 'terms-in-runs-10m', 'sorted', 'sortedBuild.termsInRuns'),
    # the journal synced in the background (a trial, not kept) against 81cdda8, 2026-11-29 evening
    'jf-commit-2': Figure('phase', 'journal-flush-10m', 'sorted', 'commit'),
    'jf-base-commit-2': Figure('phase', 'journal-flush-10m', 'sorted-base', 'commit'),
    'jf-commit-1': Figure('phase', 'journal-flush-10m', 'sorted-1core', 'commit'),
    'jf-base-commit-1': Figure('phase', 'journal-flush-10m', 'sorted-base-1core', 'commit'),
    'jf-indexes-2': Figure('phase', 'journal-flush-10m', 'sorted', 'statement indexes'),
    'jf-base-indexes-2': Figure('phase', 'journal-flush-10m', 'sorted-base', 'statement indexes'),
    'jf-indexes-1': Figure('phase', 'journal-flush-10m', 'sorted-1core', 'statement indexes'),
    'jf-base-indexes-1': Figure('phase', 'journal-flush-10m', 'sorted-base-1core', 'statement indexes'),
    'jf-wall-2': Figure('wall', 'journal-flush-10m', 'sorted'),
    'jf-base-wall-2': Figure('wall', 'journal-flush-10m', 'sorted-base'),
    'jfp-rw-kernel-2': Figure('stack-s', None, 'profile-journal-flush-10m/two-cores-flush.collapsed.xz', 'rwstore.RWStore&_[k]'),
    'jfp-base-rw-kernel-2': Figure('stack-s', None, 'profile-journal-flush-10m/two-cores-no-flush.collapsed.xz', 'rwstore.RWStore&_[k]'),
    'jfp-rw-kernel-1': Figure('stack-s', None, 'profile-journal-flush-10m/one-core-flush.collapsed.xz', 'rwstore.RWStore&_[k]'),
    'jfp-base-rw-kernel-1': Figure('stack-s', None, 'profile-journal-flush-10m/one-core-no-flush.collapsed.xz', 'rwstore.RWStore&_[k]'),
    # where the memory's first touch is paid: the same jar (the trial's) on one core (serial collector) and two (G1)
    'pf-lane-faults-1': Figure('stack-s', None, 'profile-journal-flush-10m/one-core-flush.collapsed.xz', 'loadscope-parse&fault'),
    'pf-lane-faults-2': Figure('stack-s', None, 'profile-journal-flush-10m/two-cores-flush.collapsed.xz', 'loadscope-parse&fault'),
    'pf-serial-faults-1': Figure('stack-s', None, 'profile-journal-flush-10m/one-core-flush.collapsed.xz', 'VM Thread&fault'),
    'pf-g1-faults-2': Figure('stack-s', None, 'profile-journal-flush-10m/two-cores-flush.collapsed.xz', 'GC Thread&fault'),
    'pf-faults-1': Figure('stack-s', None, 'profile-journal-flush-10m/one-core-flush.collapsed.xz', 'fault'),
    'pf-faults-2': Figure('stack-s', None, 'profile-journal-flush-10m/two-cores-flush.collapsed.xz', 'fault'),
    'pf-term-sort-1': Figure('stack-s', None, 'profile-journal-flush-10m/one-core-flush.collapsed.xz', 'IndexSort'),
    'pf-term-sort-2': Figure('stack-s', None, 'profile-journal-flush-10m/two-cores-flush.collapsed.xz', 'IndexSort'),
    'pf-lex-merge-1': Figure('stack-s', None, 'profile-journal-flush-10m/one-core-flush.collapsed.xz', 'SortedLexiconBuild'),
    'pf-lex-merge-2': Figure('stack-s', None, 'profile-journal-flush-10m/two-cores-flush.collapsed.xz', 'SortedLexiconBuild'),
    # statement sorts by run (8fc4cfd) against 81cdda8
    'sr-sort-2': Figure('phase', 'sort-by-run-10m', 'sorted', 'statement sort'),
    'sr-base-sort-2': Figure('phase', 'sort-by-run-10m', 'sorted-base', 'statement sort'),
    'sr-indexes-2': Figure('phase', 'sort-by-run-10m', 'sorted', 'statement indexes'),
    'sr-base-indexes-2': Figure('phase', 'sort-by-run-10m', 'sorted-base', 'statement indexes'),
    'sr-slices-2': Figure('setting-med', 'sort-by-run-10m', 'sorted', 'sortedBuild.statementSortSlices'),
    'sr-base-slices-2': Figure('setting-med', 'sort-by-run-10m', 'sorted-base', 'sortedBuild.statementSortSlices'),
    'sr-wall-2': Figure('wall', 'sort-by-run-10m', 'sorted'),
    'sr-base-wall-2': Figure('wall', 'sort-by-run-10m', 'sorted-base'),
    # ID2TERM's values written directly (09fffa4) against 8fc4cfd; the values alone (scripts/Id2TermValuesBench.java)
    'idv-blazegraph-ns': Figure('tsv-med', 'id2term-values-bsbm', 'rounds.tsv', 'blazegraph_ns'),
    'idv-direct-ns': Figure('tsv-med', 'id2term-values-bsbm', 'rounds.tsv', 'direct_ns'),
    'idv-ratio': Figure('tsv-med', 'id2term-values-bsbm', 'rounds.tsv', 'blazegraph_over_direct', digits=2),
    'idv-blazegraph-bytes': Figure('tsv-med', 'id2term-values-bsbm', 'rounds.tsv', 'blazegraph_bytes', digits=0),
    'idv-direct-bytes': Figure('tsv-med', 'id2term-values-bsbm', 'rounds.tsv', 'direct_bytes', digits=0),
    'bk-sort-2': Figure('phase', 'bucket-sort-10m', 'sorted', 'statement sort'),
    'bk-indexes-2': Figure('phase', 'bucket-sort-10m', 'sorted', 'statement indexes'),
    'bk-indexes-cpu-2': Figure('phase-cpu', 'bucket-sort-10m', 'sorted', 'statement indexes'),
    'bk-sort-cpu-1': Figure('stage', 'bucket-sort-10m', 'sorted-1core', '*', 'statement_sort', 'cpu'),
    'bk-wall-2': Figure('wall', 'bucket-sort-10m', 'sorted'),
    'bk-wall-1': Figure('wall', 'bucket-sort-10m', 'sorted-1core'),
    'bk-two-vs-one': Figure('speedup', 'bucket-sort-10m', 'sorted', 'sorted-1core'),
    'bk-base-sort-2': Figure('phase', 'bucket-sort-10m', 'sorted-base', 'statement sort'),
    'bk-base-indexes-2': Figure('phase', 'bucket-sort-10m', 'sorted-base', 'statement indexes'),
    'bk-base-indexes-cpu-2': Figure('phase-cpu', 'bucket-sort-10m', 'sorted-base', 'statement indexes'),
    'bk-base-sort-cpu-1': Figure('stage', 'bucket-sort-10m', 'sorted-base-1core', '*', 'statement_sort', 'cpu'),
    'bk-base-wall-2': Figure('wall', 'bucket-sort-10m', 'sorted-base'),
    'bk-base-wall-1': Figure('wall', 'bucket-sort-10m', 'sorted-base-1core'),
    'bk-base-two-vs-one': Figure('speedup', 'bucket-sort-10m', 'sorted-base', 'sorted-base-1core'),
    'kp-all-2': Figure('tsv-med', 'kernel-pages-10m', 'perf-two-cores.tsv', 'all_s', digits=2),
    'kp-clear-2': Figure('tsv-med', 'kernel-pages-10m', 'perf-two-cores.tsv', 'clear_page_s', digits=2),
    'kp-clear-build-2': Figure('tsv-med', 'kernel-pages-10m', 'perf-two-cores.tsv', 'clear_page_build_threads_s', digits=2),
    'kp-copy-in-2': Figure('tsv-med', 'kernel-pages-10m', 'perf-two-cores.tsv', 'copy_into_page_cache_s', digits=2),
    'kp-copy-in-journal-2': Figure('tsv-med', 'kernel-pages-10m', 'perf-two-cores.tsv', 'copy_into_page_cache_journal_writer_s', digits=2),
    'kp-all-1': Figure('tsv-med', 'kernel-pages-10m', 'perf-one-core.tsv', 'all_s', digits=2),
    'kp-clear-1': Figure('tsv-med', 'kernel-pages-10m', 'perf-one-core.tsv', 'clear_page_s', digits=2),
    'kp-clear-build-1': Figure('tsv-med', 'kernel-pages-10m', 'perf-one-core.tsv', 'clear_page_build_threads_s', digits=2),
    'kp-copy-in-1': Figure('tsv-med', 'kernel-pages-10m', 'perf-one-core.tsv', 'copy_into_page_cache_s', digits=2),
    'kp-copy-in-journal-1': Figure('tsv-med', 'kernel-pages-10m', 'perf-one-core.tsv', 'copy_into_page_cache_journal_writer_s', digits=2),
    'kp-all-2s': Figure('tsv-med', 'kernel-pages-10m', 'perf-two-cores-serial-collector.tsv', 'all_s', digits=2),
    'kp-clear-2s': Figure('tsv-med', 'kernel-pages-10m', 'perf-two-cores-serial-collector.tsv', 'clear_page_s', digits=2),
    'kp-copy-in-2s': Figure('tsv-med', 'kernel-pages-10m', 'perf-two-cores-serial-collector.tsv', 'copy_into_page_cache_s', digits=2),
    'kp-faults-g1-2': Figure('tsv-med', 'kernel-pages-10m', 'faults.tsv', 'g1_two_cores', digits=0),
    'kp-faults-serial-2': Figure('tsv-med', 'kernel-pages-10m', 'faults.tsv', 'serial_two_cores', digits=0),
    'kp-faults-serial-1': Figure('tsv-med', 'kernel-pages-10m', 'faults.tsv', 'serial_one_core', digits=0),
    'kp-dirtied-g1-2': Figure('tsv-med', 'kernel-pages-10m', 'faults.tsv', 'dirtied_g1_two_cores', digits=0),
    'kp-fresh-1': Figure('tsv-med', 'kernel-pages-10m', 'fresh-pages.tsv', 'one_thread_ns', digits=0),
    'kp-fresh-2': Figure('tsv-med', 'kernel-pages-10m', 'fresh-pages.tsv', 'two_threads_two_cpus_ns', digits=0),
    'kp-fresh-2on1': Figure('tsv-med', 'kernel-pages-10m', 'fresh-pages.tsv', 'two_threads_one_cpu_ns', digits=0),
    'kp-fresh-speedup': Figure('tsv-med', 'kernel-pages-10m', 'fresh-pages.tsv', 'two_cpus_speedup', digits=2),
    'sc-g1-wall-2': Figure('wall', 'serial-collector-10m', 'sorted'),
    'sc-serial-wall-2': Figure('wall', 'serial-collector-10m', 'sorted-alt'),
    'sc-g1-cpu-2': Figure('cpu', 'serial-collector-10m', 'sorted'),
    'sc-serial-cpu-2': Figure('cpu', 'serial-collector-10m', 'sorted-alt'),
    'sc-g1-lexicon-2': Figure('phase', 'serial-collector-10m', 'sorted', 'lexicon'),
    'sc-serial-lexicon-2': Figure('phase', 'serial-collector-10m', 'sorted-alt', 'lexicon'),
    'hk-wall-2': Figure('wall', 'heap-kept-10m', 'sorted-alt'),
    'hk-base-wall-2': Figure('wall', 'heap-kept-10m', 'sorted'),
    'hk-sys-2': Figure('sys', 'heap-kept-10m', 'sorted-alt'),
    'hk-base-sys-2': Figure('sys', 'heap-kept-10m', 'sorted'),
    'id-wall-2': Figure('wall', 'id2term-direct-10m', 'sorted'),
    'id-base-wall-2': Figure('wall', 'id2term-direct-10m', 'sorted-base'),
    'id-wall-1': Figure('wall', 'id2term-direct-10m', 'sorted-1core'),
    'id-base-wall-1': Figure('wall', 'id2term-direct-10m', 'sorted-base-1core'),
    'id-cpu-2': Figure('cpu', 'id2term-direct-10m', 'sorted'),
    'id-base-cpu-2': Figure('cpu', 'id2term-direct-10m', 'sorted-base'),
    'id-one-over-two': Figure('speedup', 'id2term-direct-10m', 'sorted', 'sorted-1core'),
    'id-base-one-over-two': Figure('speedup', 'id2term-direct-10m', 'sorted-base', 'sorted-base-1core'),
    'id-parse-busy-2': Figure('phase-busy', 'id2term-direct-10m', 'sorted', 'parse into runs'),
    # BSBM 100 M, 3 interleaved rounds: the build of 09fffa4 and pyoxigraph 0.5.13, 2026-11-29 evening
    'n100-sorted-wall': Figure('wall', 'side-by-side-100m-09fffa4', 'sorted'),
    'n100-pyoxigraph-wall': Figure('wall', 'side-by-side-100m-09fffa4', 'pyoxigraph'),
    'n100-vs-pyoxigraph': Figure('speedup', 'side-by-side-100m-09fffa4', 'sorted', 'pyoxigraph'),
    'n100-cpu': Figure('cpu', 'side-by-side-100m-09fffa4', 'sorted'),
    'n100-pyoxigraph-cpu': Figure('cpu', 'side-by-side-100m-09fffa4', 'pyoxigraph'),
    'n100-parse': Figure('phase', 'side-by-side-100m-09fffa4', 'sorted', 'parse into runs'),
    'n100-lexicon': Figure('phase', 'side-by-side-100m-09fffa4', 'sorted', 'lexicon'),
    'n100-sort': Figure('phase', 'side-by-side-100m-09fffa4', 'sorted', 'statement sort'),
    'n100-indexes': Figure('phase', 'side-by-side-100m-09fffa4', 'sorted', 'statement indexes'),
    'n100-slices': Figure('setting-med', 'side-by-side-100m-09fffa4', 'sorted', 'sortedBuild.statementSortSlices'),
    'n100-runs': Figure('setting-med', 'side-by-side-100m-09fffa4', 'sorted', 'sortedBuild.runs'),
    'tir-distinct': Figure('setting', 'terms-in-runs-10m', 'sorted', 'sortedBuild.distinctTerms'),
    'tir-one-over-two': Figure('speedup', 'terms-in-runs-10m', 'sorted', 'sorted-1core'),
    # BSBM 100 M, 3 interleaved rounds, the build as it stands (the jar of 9124297) against stock, 2026-11-29
    'g100-sorted-wall': Figure('wall', 'side-by-side-100m-9124297', 'sorted'),
    'g100-stock-wall': Figure('wall', 'side-by-side-100m-9124297', 'stock'),
    'g100-vs-stock': Figure('speedup', 'side-by-side-100m-9124297', 'sorted', 'stock'),
    'g100-cpu': Figure('cpu', 'side-by-side-100m-9124297', 'sorted'),
    'g100-stock-cpu': Figure('cpu', 'side-by-side-100m-9124297', 'stock'),
    'g100-us': Figure('us', 'side-by-side-100m-9124297', 'sorted'),
    'g100-parse': Figure('phase', 'side-by-side-100m-9124297', 'sorted', 'parse into runs'),
    'g100-parse-cpu': Figure('phase-cpu', 'side-by-side-100m-9124297', 'sorted', 'parse into runs'),
    'g100-parse-busy': Figure('phase-busy', 'side-by-side-100m-9124297', 'sorted', 'parse into runs'),
    'g100-lexicon': Figure('phase', 'side-by-side-100m-9124297', 'sorted', 'lexicon'),
    'g100-lexicon-busy': Figure('phase-busy', 'side-by-side-100m-9124297', 'sorted', 'lexicon'),
    'g100-sort': Figure('phase', 'side-by-side-100m-9124297', 'sorted', 'statement sort'),
    'g100-indexes': Figure('phase', 'side-by-side-100m-9124297', 'sorted', 'statement indexes'),
    'g100-indexes-busy': Figure('phase-busy', 'side-by-side-100m-9124297', 'sorted', 'statement indexes'),
    'g100-runs': Figure('setting', 'side-by-side-100m-9124297', 'sorted', 'sortedBuild.runs'),
    **{f'pf-{which}-{n}': Figure('stack-s', None, f'profile-one-two-cores-10m/{f}.collapsed.xz', which)
       for which in ('all', 'java', 'jit', 'gc') for n, f in ((1, 'one-core'), (2, 'two-cores'))},
    'pf-wall-alloc-wait': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores-wall.collapsed.xz',
                                 '[loadscope-index-&[waiting]&RWStore.alloc'),
    'pf-wall-leaf-wait': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores-wall.collapsed.xz',
                                '[loadscope-index-&[waiting]&IndexHelpers.await'),
    'pf-wall-merge-wait': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores-wall.collapsed.xz',
                                 '[loadscope-load]&[waiting]&SortedLexiconBuild.build'),
    'pf-wall-merge-all': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores-wall.collapsed.xz',
                                '[loadscope-load]&SortedLexiconBuild.build'),
    'pf-encode-1': Figure('stack-s', None, 'profile-one-two-cores-10m/one-core.collapsed.xz', 'SortedTermCodec.encode'),
    'pf-encode-2': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores.collapsed.xz', 'SortedTermCodec.encode'),
    'pf-index-write-1': Figure('stack-s', None, 'profile-one-two-cores-10m/one-core.collapsed.xz', 'SortedIndexWrite.write'),
    'pf-index-write-2': Figure('stack-s', None, 'profile-one-two-cores-10m/two-cores.collapsed.xz', 'SortedIndexWrite.write'),
    'ip1-base-one-over-two': Figure('speedup', IP1, 'sorted-base', 'sorted-base-1core'),
    'ip1-wall-10m': Figure('wall', IP1, 'sorted'),
    'ip1-base-wall-10m': Figure('wall', IP1, 'sorted-base'),
    'ip1-wall-10m-1core': Figure('wall', IP1, 'sorted-1core'),
    'ip1-base-wall-10m-1core': Figure('wall', IP1, 'sorted-base-1core'),
    'ip1-cpu-10m': Figure('cpu', IP1, 'sorted'),
    'ip1-cpu-10m-1core': Figure('cpu', IP1, 'sorted-1core'),
    'ip1-base-cpu-10m-1core': Figure('cpu', IP1, 'sorted-base-1core'),
    'ip1-parse-10m': Figure('phase', IP1, 'sorted', 'parse into runs'),
    'ip1-parse-10m-1core': Figure('phase', IP1, 'sorted-1core', 'parse into runs'),
    'ip1-base-parse-10m-1core': Figure('phase', IP1, 'sorted-base-1core', 'parse into runs'),
    'ip1-parse-busy-10m': Figure('phase-busy', IP1, 'sorted', 'parse into runs'),
    'ip1-indexes-10m': Figure('phase', IP1, 'sorted', 'statement indexes'),
    'ip1-indexes-10m-1core': Figure('phase', IP1, 'sorted-1core', 'statement indexes'),
    'ip1-lexicon-10m': Figure('phase', IP1, 'sorted', 'lexicon'),
    'ip1-lexicon-10m-1core': Figure('phase', IP1, 'sorted-1core', 'lexicon'),
    'ip-vs-base-10m-1core': Figure('speedup', IP10, 'sorted-1core', 'sorted-base-1core'),
    'ip-one-over-two': Figure('speedup', IP10, 'sorted', 'sorted-1core'),
    'ip-base-one-over-two': Figure('speedup', IP10, 'sorted-base', 'sorted-base-1core'),
    'ip-vs-stock-10m': Figure('speedup', IP10, 'sorted', 'stock'),
    'ip-vs-pyoxigraph-10m': Figure('speedup', IP10, 'sorted', 'pyoxigraph'),
    'ip-wall-10m': Figure('wall', IP10, 'sorted'),
    'ip-base-wall-10m': Figure('wall', IP10, 'sorted-base'),
    'ip-pyoxigraph-wall-10m': Figure('wall', IP10, 'pyoxigraph'),
    'ip-cpu-10m': Figure('cpu', IP10, 'sorted'),
    'ip-base-cpu-10m': Figure('cpu', IP10, 'sorted-base'),
    'ip-cpu-10m-1core': Figure('cpu', IP10, 'sorted-1core'),
    'ip-base-cpu-10m-1core': Figure('cpu', IP10, 'sorted-base-1core'),
    'ip-pyoxigraph-cpu-10m': Figure('cpu', IP10, 'pyoxigraph'),
    'ip-parse-10m': Figure('phase', IP10, 'sorted', 'parse into runs'),
    'ip-base-parse-10m': Figure('phase', IP10, 'sorted-base', 'parse into runs'),
    'ip-parse-busy-10m': Figure('phase-busy', IP10, 'sorted', 'parse into runs'),
    'ip-base-parse-busy-10m': Figure('phase-busy', IP10, 'sorted-base', 'parse into runs'),
    'ip-parse-10m-1core': Figure('phase', IP10, 'sorted-1core', 'parse into runs'),
    'ip-base-parse-10m-1core': Figure('phase', IP10, 'sorted-base-1core', 'parse into runs'),
    # index helper threads beside the three statement-index writers, BSBM 10 M (rows index-helpers-10m)
    'ih-vs-base-10m': Figure('speedup', IH10, 'sorted', 'sorted-base'),
    'ih-vs-stock-10m': Figure('speedup', IH10, 'sorted', 'stock'),
    'ih-vs-pyoxigraph-10m': Figure('speedup', IH10, 'sorted', 'pyoxigraph'),
    'ih-wall-10m': Figure('wall', IH10, 'sorted'),
    'ih-pyoxigraph-wall-10m': Figure('wall', IH10, 'pyoxigraph'),
    'ih-cpu-10m': Figure('cpu', IH10, 'sorted'),
    'ih-pyoxigraph-cpu-10m': Figure('cpu', IH10, 'pyoxigraph'),
    'ih-indexes-10m': Figure('phase', IH10, 'sorted', 'statement indexes'),
    'ih-base-indexes-10m': Figure('phase', IH10, 'sorted-base', 'statement indexes'),
    'ih-indexes-busy-10m': Figure('phase-busy', IH10, 'sorted', 'statement indexes'),
    'ih-base-indexes-busy-10m': Figure('phase-busy', IH10, 'sorted-base', 'statement indexes'),
    'ih-two-vs-one-10m': Figure('speedup', IH10, 'sorted', 'sorted-1core'),
    'ih-indexes-1core-10m': Figure('phase', IH10, 'sorted-1core', 'statement indexes'),
    # the run writer: full runs written on a thread of their own while the lanes parse (runs of 256 MiB, so 10 M spills mid-parse)
    'rw-vs-base-10m': Figure('speedup', RW10, 'sorted256', 'sorted256-base'),
    'rw-wall-10m': Figure('wall', RW10, 'sorted256'),
    'rw-base-wall-10m': Figure('wall', RW10, 'sorted256-base'),
    'rw-parse-10m': Figure('phase', RW10, 'sorted256', 'parse into runs'),
    'rw-base-parse-10m': Figure('phase', RW10, 'sorted256-base', 'parse into runs'),
    'rw-parse-busy-10m': Figure('phase-busy', RW10, 'sorted256', 'parse into runs'),
    'rw-base-parse-busy-10m': Figure('phase-busy', RW10, 'sorted256-base', 'parse into runs'),
    'rw-indexes-10m': Figure('phase', RW10, 'sorted256', 'statement indexes'),
    'rw-base-indexes-10m': Figure('phase', RW10, 'sorted256-base', 'statement indexes'),
    # a run's recent IRIs found by their value object before its table is asked (BSBM 10 M, a new VM of the same kind)
    'ri-vs-base-10m': Figure('speedup', RI10, 'sorted', 'sorted-base'),
    'ri-wall-10m': Figure('wall', RI10, 'sorted'),
    'ri-base-wall-10m': Figure('wall', RI10, 'sorted-base'),
    'ri-parse-cpu-10m': Figure('phase-cpu', RI10, 'sorted', 'parse into runs'),
    'ri-base-parse-cpu-10m': Figure('phase-cpu', RI10, 'sorted-base', 'parse into runs'),
    # the IV table with a fixed slot per rank (BSBM 10 M)
    'iv-indexes-10m': Figure('phase', IV10, 'sorted', 'statement indexes'),
    'iv-base-indexes-10m': Figure('phase', IV10, 'sorted-base', 'statement indexes'),
    'iv-vs-base-10m': Figure('speedup', IV10, 'sorted', 'sorted-base'),
    # BSBM 100 M with the run writer, recent IRIs and the IV slots, 3 interleaved rounds against stock (a new VM of the same kind)
    'e100-sorted-wall': Figure('wall', E100, 'sorted'),
    'e100-stock-wall': Figure('wall', E100, 'stock'),
    'e100-vs-stock': Figure('speedup', E100, 'sorted', 'stock'),
    'e100-cpu': Figure('cpu', E100, 'sorted'),
    'e100-stock-cpu': Figure('cpu', E100, 'stock'),
    'e100-parse': Figure('phase', E100, 'sorted', 'parse into runs'),
    'e100-parse-busy': Figure('phase-busy', E100, 'sorted', 'parse into runs'),
    'e100-lexicon': Figure('phase', E100, 'sorted', 'lexicon'),
    'e100-indexes': Figure('phase', E100, 'sorted', 'statement indexes'),
    'e100-indexes-cpu': Figure('phase-cpu', E100, 'sorted', 'statement indexes'),
    'e100-base-wall': Figure('wall', E100, 'sorted-base'),
    'e100-base-indexes': Figure('phase', E100, 'sorted-base', 'statement indexes'),
    'e100-base-indexes-cpu': Figure('phase-cpu', E100, 'sorted-base', 'statement indexes'),
    # the Wikidata-shaped corpus at 100 M: the build against stock DataLoader, 3 interleaved rounds
    'wd100-sorted-wall': Figure('wall', WD100, 'sorted'),
    'wd100-stock-wall': Figure('wall', WD100, 'stock'),
    'wd100-vs-stock': Figure('speedup', WD100, 'sorted', 'stock'),
    'wd100-cpu': Figure('cpu', WD100, 'sorted'),
    'wd100-stock-cpu': Figure('cpu', WD100, 'stock'),
    'wd100-parse': Figure('phase', WD100, 'sorted', 'parse into runs'),
    'wd100-parse-busy': Figure('phase-busy', WD100, 'sorted', 'parse into runs'),
    'wd100-lexicon': Figure('phase', WD100, 'sorted', 'lexicon'),
    'wd100-indexes': Figure('phase', WD100, 'sorted', 'statement indexes'),
    'wd100-wait': Figure('stage', WD100, 'sorted', 'run_builder.*', 'queue', 'wall'),
    'e100-wait': Figure('stage', E100, 'sorted', 'run_builder.*', 'queue', 'wall'),
    'wd100-base-wait': Figure('stage', WD100, 'sorted-base', 'run_builder.*', 'queue', 'wall'),
    'wd100-base-parse-busy': Figure('phase-busy', WD100, 'sorted-base', 'parse into runs'),
    'wd100-base-parse': Figure('phase', WD100, 'sorted-base', 'parse into runs'),
    'wd100-base-wall': Figure('wall', WD100, 'sorted-base'),
    'e100-base-vs-stock': Figure('speedup', E100, 'sorted-base', 'stock'),
    # the 16-core check (a 16-core Intel Xeon VM, BSBM 10 M generated there; 2 CPUs against all 16 by taskset)
    'c16-build-2': Figure('wall', 'cores-16-check-10m', 'sorted-2core'),
    'c16-build-16': Figure('wall', 'cores-16-check-10m', 'sorted'),
    'c16-build-cpu-2': Figure('cpu', 'cores-16-check-10m', 'sorted-2core'),
    'c16-build-cpu-16': Figure('cpu', 'cores-16-check-10m', 'sorted'),
    'c16-scaling': Figure('speedup', 'cores-16-check-10m', 'sorted', 'sorted-2core'),
    'c16-model': Figure('model-ratio-16', CORES10),
    'c16-model-lexicon': Figure('model-ratio-16', CORES10, 'lexicon'),
    'c16-lexicon-busy-16': Figure('phase-busy', 'cores-16-check-10m', 'sorted', 'lexicon'),
    'lanes-stock-2core-wall': Figure('wall-median', CORES10, 'stock'),
    'c16-stock-2': Figure('wall', 'cores-16-check-10m', 'stock-2core'),
    'c16-stock-16': Figure('wall', 'cores-16-check-10m', 'stock'),
    'c16-pyoxigraph-2': Figure('wall', 'cores-16-check-10m', 'pyoxigraph-2core'),
    'c16-pyoxigraph-16': Figure('wall', 'cores-16-check-10m', 'pyoxigraph'),
    'c16-vs-stock-16': Figure('speedup', 'cores-16-check-10m', 'sorted', 'stock'),
    'c16-vs-stock-2': Figure('speedup', 'cores-16-check-10m', 'sorted-2core', 'stock-2core'),
    'c16-pyoxigraph-vs-build-16': Figure('speedup', 'cores-16-check-10m', 'pyoxigraph', 'sorted'),
    'c16-pyoxigraph-vs-build-2': Figure('speedup', 'cores-16-check-10m', 'pyoxigraph-2core', 'sorted-2core'),
    'c16-parse-16': Figure('phase', 'cores-16-check-10m', 'sorted', 'parse into runs'),
    'c16-parse-busy-16': Figure('phase-busy', 'cores-16-check-10m', 'sorted', 'parse into runs'),
    'c16-lexicon-16': Figure('phase', 'cores-16-check-10m', 'sorted', 'lexicon'),
    'c16-indexes-16': Figure('phase', 'cores-16-check-10m', 'sorted', 'statement indexes'),
    'c16-indexes-2': Figure('phase', 'cores-16-check-10m', 'sorted-2core', 'statement indexes'),
    'c16b-build-2': Figure('wall', 'cores-16-recheck-10m', 'sorted-2core'),
    'c16b-build-8': Figure('wall', 'cores-16-recheck-10m', 'sorted-8core'),
    'c16b-build-16': Figure('wall', 'cores-16-recheck-10m', 'sorted'),
    'c16b-build-cpu-2': Figure('cpu', 'cores-16-recheck-10m', 'sorted-2core'),
    'c16b-build-cpu-16': Figure('cpu', 'cores-16-recheck-10m', 'sorted'),
    'c16b-scaling': Figure('speedup', 'cores-16-recheck-10m', 'sorted', 'sorted-2core'),
    'c16b-16-over-8': Figure('speedup', 'cores-16-recheck-10m', 'sorted', 'sorted-8core'),
    'c16b-pyoxigraph-2': Figure('wall', 'cores-16-recheck-10m', 'pyoxigraph-2core'),
    'c16b-pyoxigraph-16': Figure('wall', 'cores-16-recheck-10m', 'pyoxigraph'),
    'c16b-pyoxigraph-cpu-2': Figure('cpu', 'cores-16-recheck-10m', 'pyoxigraph-2core'),
    'c16b-pyoxigraph-cpu-16': Figure('cpu', 'cores-16-recheck-10m', 'pyoxigraph'),
    'c16b-build-vs-pyoxigraph-2': Figure('speedup', 'cores-16-recheck-10m', 'sorted-2core', 'pyoxigraph-2core'),
    'c16b-build-vs-pyoxigraph-16': Figure('speedup', 'cores-16-recheck-10m', 'sorted', 'pyoxigraph'),
    'c16b-lexicon-2': Figure('phase', 'cores-16-recheck-10m', 'sorted-2core', 'lexicon'),
    'c16b-lexicon-16': Figure('phase', 'cores-16-recheck-10m', 'sorted', 'lexicon'),
    'c16b-lexicon-cpu-2': Figure('phase-cpu', 'cores-16-recheck-10m', 'sorted-2core', 'lexicon'),
    'c16b-lexicon-cpu-16': Figure('phase-cpu', 'cores-16-recheck-10m', 'sorted', 'lexicon'),
    'c16b-lexicon-busy-16': Figure('phase-busy', 'cores-16-recheck-10m', 'sorted', 'lexicon'),
    'c16b-parse-cpu-2': Figure('phase-cpu', 'cores-16-recheck-10m', 'sorted-2core', 'parse into runs'),
    'c16b-parse-cpu-16': Figure('phase-cpu', 'cores-16-recheck-10m', 'sorted', 'parse into runs'),
    'c16b-parse-16': Figure('phase', 'cores-16-recheck-10m', 'sorted', 'parse into runs'),
    'c16b-indexes-2': Figure('phase', 'cores-16-recheck-10m', 'sorted-2core', 'statement indexes'),
    'c16b-indexes-16': Figure('phase', 'cores-16-recheck-10m', 'sorted', 'statement indexes'),
    'c16b-indexes-busy-16': Figure('phase-busy', 'cores-16-recheck-10m', 'sorted', 'statement indexes'),
    'c16b-merge-cpu-16': Figure('stage', 'cores-16-recheck-10m', 'sorted', 'parser', 'index_write.lexicon', 'cpu'),
    'c16b-merge-wall-16': Figure('stage', 'cores-16-recheck-10m', 'sorted', 'parser', 'index_write.lexicon', 'wall'),
    'c16b-id2term-cpu-16': Figure('stage', 'cores-16-recheck-10m', 'sorted', 'indexer.ID2TERM', 'index_write.lexicon', 'cpu'),
    'c16b-id2term-wall-16': Figure('stage', 'cores-16-recheck-10m', 'sorted', 'indexer.ID2TERM', 'index_write.lexicon', 'wall'),
    'c16b-lexicon-helpers-cpu-16': Figure('stage', 'cores-16-recheck-10m', 'sorted', 'lexicon_helper.*', 'index_write.lexicon', 'cpu'),
    'c16b-lexicon-helpers-cpu-2': Figure('stage', 'cores-16-recheck-10m', 'sorted-2core', 'lexicon_helper.*', 'index_write.lexicon', 'cpu'),
    'c16b-lexicon-helpers-16': Figure('setting', 'cores-16-recheck-10m', 'sorted', 'sortedBuild.lexiconHelperThreads'),
    'turn16-trial': Figure('wall', 'grouped-turns-16-lanes-10m', 'sorted'),
    'turn16-base': Figure('wall', 'grouped-turns-16-lanes-10m', 'sorted-base'),
    'turn16-trial-vs-base': Figure('speedup', 'grouped-turns-16-lanes-10m', 'sorted', 'sorted-base'),
    'turn16-lexicon-trial': Figure('phase', 'grouped-turns-16-lanes-10m', 'sorted', 'lexicon'),
    'turn16-lexicon-base': Figure('phase', 'grouped-turns-16-lanes-10m', 'sorted-base', 'lexicon'),
    'turn2-trial': Figure('wall', 'grouped-turns-10m', 'sorted'),
    'turn2-base': Figure('wall', 'grouped-turns-10m', 'sorted-base'),
    'turn2-trial-vs-base': Figure('speedup', 'grouped-turns-10m', 'sorted', 'sorted-base'),
    'turn-wait-base': Figure('tsv-pick', 'grouped-turns-16-lanes-10m', 'helper-parts.tsv', 'seconds', 'profile=60b9dd3', 'part=helpers: waiting for the turn'),
    'turn-wait-trial': Figure('tsv-pick', 'grouped-turns-16-lanes-10m', 'helper-parts.tsv', 'seconds', 'profile=grouped-trial', 'part=helpers: waiting for the turn'),
    'turn-writing-base': Figure('tsv-pick', 'grouped-turns-16-lanes-10m', 'helper-parts.tsv', 'seconds', 'profile=60b9dd3', 'part=helpers: in the turn, writing'),
    'turn-clean-base': Figure('tsv-pick', 'grouped-turns-16-lanes-10m', 'helper-parts.tsv', 'seconds', 'profile=60b9dd3', 'part=helpers: in the turn, waiting for a clean write-cache buffer'),
    'turn-coding-base': Figure('tsv-pick', 'grouped-turns-16-lanes-10m', 'helper-parts.tsv', 'seconds', 'profile=60b9dd3', 'part=helpers: coding leaves'),
    'turn-pwrite-base': Figure('tsv-pick', 'grouped-turns-16-lanes-10m', 'helper-parts.tsv', 'seconds', 'profile=60b9dd3', 'part=write-cache thread: writing to the file'),
    'turn-parked-base': Figure('tsv-pick', 'grouped-turns-16-lanes-10m', 'helper-parts.tsv', 'seconds', 'profile=60b9dd3', 'part=write-cache thread: parked or other'),
    'c16b-one-core': Figure('wall', 'cores-16-one-core-10m', 'sorted-1core'),
    'c16b-one-core-two': Figure('wall', 'cores-16-one-core-10m', 'sorted-2core'),
    'jta-lexicon-share-2': Figure('setting-share', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.lexicon.wallMillis'),
    'jta-lexicon-share-1': Figure('setting-share', 'journal-turn-account-10m', 'sorted-1core', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.lexicon.wallMillis'),
    'jta-statements-share-2': Figure('setting-share', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.statements.heldMillis', 'sortedBuild.journalTurn.statements.wallMillis'),
    'jta-statements-share-1': Figure('setting-share', 'journal-turn-account-10m', 'sorted-1core', 'sortedBuild.journalTurn.statements.heldMillis', 'sortedBuild.journalTurn.statements.wallMillis'),
    'jta-lexicon-held-2': Figure('setting-s', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'jta-lexicon-wall-2': Figure('setting-s', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.wallMillis'),
    'jta-lexicon-held-1': Figure('setting-s', 'journal-turn-account-10m', 'sorted-1core', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'jta-lexicon-wall-1': Figure('setting-s', 'journal-turn-account-10m', 'sorted-1core', 'sortedBuild.journalTurn.lexicon.wallMillis'),
    'jta-lexicon-waited-2': Figure('setting-s', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.waitedMillis'),
    'jta-lexicon-records': Figure('setting', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.records'),
    'jta-lexicon-bytes': Figure('setting', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.bytes'),
    'jta-statements-records': Figure('setting', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.statements.records'),
    'jta-statements-bytes': Figure('setting', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.statements.bytes'),
    'jta-statements-held-2': Figure('setting-s', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.statements.heldMillis'),
    'jta-statements-wall-2': Figure('setting-s', 'journal-turn-account-10m', 'sorted', 'sortedBuild.journalTurn.statements.wallMillis'),
    'jta-wall-2': Figure('wall', 'journal-turn-account-10m', 'sorted'),
    'jta-base-wall-2': Figure('wall', 'journal-turn-account-10m', 'sorted-base'),
    'jta-wall-1': Figure('wall', 'journal-turn-account-10m', 'sorted-1core'),
    'jta-base-wall-1': Figure('wall', 'journal-turn-account-10m', 'sorted-base-1core'),
    'jtk-wall-2': Figure('wall', 'journal-turn-account-kept-10m', 'sorted'),
    'jtk-base-wall-2': Figure('wall', 'journal-turn-account-kept-10m', 'sorted-base'),
    'jtk-vs-base-2': Figure('speedup', 'journal-turn-account-kept-10m', 'sorted', 'sorted-base'),
    'jtk-wall-1': Figure('wall', 'journal-turn-account-kept-10m', 'sorted-1core'),
    'jtk-base-wall-1': Figure('wall', 'journal-turn-account-kept-10m', 'sorted-base-1core'),
    'jtk-one-over-two': Figure('speedup', 'journal-turn-account-kept-10m', 'sorted', 'sorted-1core'),
    'jtk-lexicon-share-2': Figure('setting-share', 'journal-turn-account-kept-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.lexicon.wallMillis'),
    'jtk-lexicon-share-1': Figure('setting-share', 'journal-turn-account-kept-10m', 'sorted-1core', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.lexicon.wallMillis'),
    'nlh-wall-2': Figure('wall', 'no-lexicon-helper-10m', 'sorted'),
    'nlh-base-wall-2': Figure('wall', 'no-lexicon-helper-10m', 'sorted-base'),
    'nlh-vs-base-2': Figure('speedup', 'no-lexicon-helper-10m', 'sorted', 'sorted-base'),
    'nlh-wall-1': Figure('wall', 'no-lexicon-helper-10m', 'sorted-1core'),
    'nlh-base-wall-1': Figure('wall', 'no-lexicon-helper-10m', 'sorted-base-1core'),
    'nlh-vs-base-1': Figure('speedup', 'no-lexicon-helper-10m', 'sorted-1core', 'sorted-base-1core'),
    'nlh-lexicon-2': Figure('phase', 'no-lexicon-helper-10m', 'sorted', 'lexicon'),
    'nlh-base-lexicon-2': Figure('phase', 'no-lexicon-helper-10m', 'sorted-base', 'lexicon'),
    'nlh-lexicon-1': Figure('phase', 'no-lexicon-helper-10m', 'sorted-1core', 'lexicon'),
    'nlh-base-lexicon-1': Figure('phase', 'no-lexicon-helper-10m', 'sorted-base-1core', 'lexicon'),
    'wc24-wall-2': Figure('wall', 'write-cache-24-10m', 'sorted-alt'),
    'wc24-base-wall-2': Figure('wall', 'write-cache-24-10m', 'sorted'),
    'wc24-wall-1': Figure('wall', 'write-cache-24-10m', 'sorted-alt-1core'),
    'wc24-base-wall-1': Figure('wall', 'write-cache-24-10m', 'sorted-1core'),
    'wc24-cpu-2': Figure('cpu', 'write-cache-24-10m', 'sorted-alt'),
    'wc24-base-cpu-2': Figure('cpu', 'write-cache-24-10m', 'sorted'),
    'wc24-held-2': Figure('setting-sum-s', 'write-cache-24-10m', 'sorted-alt', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'wc24-base-held-2': Figure('setting-sum-s', 'write-cache-24-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'wc24-held-1': Figure('setting-sum-s', 'write-cache-24-10m', 'sorted-alt-1core', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'wc24-base-held-1': Figure('setting-sum-s', 'write-cache-24-10m', 'sorted-1core', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'wc3-wall-2': Figure('wall', 'write-cache-3-10m', 'sorted-alt'),
    'wc3-base-wall-2': Figure('wall', 'write-cache-3-10m', 'sorted'),
    'wc3-wall-1': Figure('wall', 'write-cache-3-10m', 'sorted-alt-1core'),
    'wc3-base-wall-1': Figure('wall', 'write-cache-3-10m', 'sorted-1core'),
    'wc3-held-2': Figure('setting-sum-s', 'write-cache-3-10m', 'sorted-alt', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'wc3-base-held-2': Figure('setting-sum-s', 'write-cache-3-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'c30-wall-2': Figure('wall', 'cores-30m', 'sorted'),
    'c30-wall-1': Figure('wall', 'cores-30m', 'sorted-1core'),
    'c30-one-over-two': Figure('speedup', 'cores-30m', 'sorted', 'sorted-1core'),
    'c30-parse-2': Figure('phase', 'cores-30m', 'sorted', 'parse into runs'),
    'c30-parse-1': Figure('phase', 'cores-30m', 'sorted-1core', 'parse into runs'),
    'c30-lexicon-2': Figure('phase', 'cores-30m', 'sorted', 'lexicon'),
    'c30-lexicon-1': Figure('phase', 'cores-30m', 'sorted-1core', 'lexicon'),
    'c30-lexicon-busy-2': Figure('phase-busy', 'cores-30m', 'sorted', 'lexicon'),
    'c30-indexes-2': Figure('phase', 'cores-30m', 'sorted', 'statement indexes'),
    'c30-indexes-1': Figure('phase', 'cores-30m', 'sorted-1core', 'statement indexes'),
    'c30t-lexicon-window-2': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'window_s', 'file=two-cores.tsv', 'phase=lexicon', 'threads=com.bigdata.rws', digits=1),
    'c30t-rws-lexicon-2': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=two-cores.tsv', 'phase=lexicon', 'threads=com.bigdata.rws', digits=1),
    'c30t-rws-lexicon-1': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=one-core.tsv', 'phase=lexicon', 'threads=com.bigdata.rws', digits=1),
    'c30t-helper-lexicon-2': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=two-cores.tsv', 'phase=lexicon', 'threads=loadscope-index', digits=1),
    'c30t-merge-lexicon-2': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=two-cores.tsv', 'phase=lexicon', 'threads=loadscope-load', digits=1),
    'c30t-writers-lexicon-2': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=two-cores.tsv', 'phase=lexicon', 'threads=loadscope-lexic', digits=1),
    'c30t-jit-lexicon-2': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=two-cores.tsv', 'phase=lexicon', 'threads=CN CompilerThre', digits=1),
    'c30t-lanes-parse-2': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=two-cores.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=1),
    'c30t-lanes-parse-1': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=one-core.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=1),
    'c30t-gc-parse-2': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=two-cores.tsv', 'phase=parse into runs', 'threads=GC Thread#N', digits=1),
    'c30t-gc-parse-1': Figure('tsv-pick', 'cores-30m', 'threads.tsv', 'cpu_s', 'file=one-core.tsv', 'phase=parse into runs', 'threads=VM Thread', digits=1),
    'tlh-lexicon-2': Figure('phase', 'two-lexicon-helpers-10m', 'sorted', 'lexicon'),
    'tlh-base-lexicon-2': Figure('phase', 'two-lexicon-helpers-10m', 'sorted-base', 'lexicon'),
    'tlh-wall-2': Figure('wall', 'two-lexicon-helpers-10m', 'sorted'),
    'tlh-base-wall-2': Figure('wall', 'two-lexicon-helpers-10m', 'sorted-base'),
    'ts30-lexicon-2': Figure('phase', 'turn-slot-30m', 'sorted-alt', 'lexicon'),
    'ts30-base-lexicon-2': Figure('phase', 'turn-slot-30m', 'sorted', 'lexicon'),
    'ts30-lexicon-held-2': Figure('setting-s', 'turn-slot-30m', 'sorted-alt', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'ts30-base-lexicon-held-2': Figure('setting-s', 'turn-slot-30m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'ts30-wall-2': Figure('wall', 'turn-slot-30m', 'sorted-alt'),
    'ts30-base-wall-2': Figure('wall', 'turn-slot-30m', 'sorted'),
    'tao-wall-2': Figure('wall', 'turn-alloc-only-10m', 'sorted'),
    'tao-base-wall-2': Figure('wall', 'turn-alloc-only-10m', 'sorted-base'),
    'tao-wall-1': Figure('wall', 'turn-alloc-only-10m', 'sorted-1core'),
    'tao-base-wall-1': Figure('wall', 'turn-alloc-only-10m', 'sorted-base-1core'),
    'tao-lexicon-2': Figure('phase', 'turn-alloc-only-10m', 'sorted', 'lexicon'),
    'tao-base-lexicon-2': Figure('phase', 'turn-alloc-only-10m', 'sorted-base', 'lexicon'),
    'tao-lexicon-1': Figure('phase', 'turn-alloc-only-10m', 'sorted-1core', 'lexicon'),
    'tao-base-lexicon-1': Figure('phase', 'turn-alloc-only-10m', 'sorted-base-1core', 'lexicon'),
    'tao-lexicon-held-2': Figure('setting-s', 'turn-alloc-only-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'tao-base-lexicon-held-2': Figure('setting-s', 'turn-alloc-only-10m', 'sorted-base', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'tao-lexicon-held-1': Figure('setting-s', 'turn-alloc-only-10m', 'sorted-1core', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'tao-base-lexicon-held-1': Figure('setting-s', 'turn-alloc-only-10m', 'sorted-base-1core', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'tao-statements-held-2': Figure('setting-s', 'turn-alloc-only-10m', 'sorted', 'sortedBuild.journalTurn.statements.heldMillis'),
    'tao-base-statements-held-2': Figure('setting-s', 'turn-alloc-only-10m', 'sorted-base', 'sortedBuild.journalTurn.statements.heldMillis'),
    'tao-base-lexicon-cpu-2': Figure('phase-cpu', 'turn-alloc-only-10m', 'sorted-base', 'lexicon'),
    'tao-base-lexicon-cpu-1': Figure('phase-cpu', 'turn-alloc-only-10m', 'sorted-base-1core', 'lexicon'),
    'bv-wall-2': Figure('wall', 'blobs-values-10m', 'sorted'),
    'bv-cpu-2': Figure('cpu', 'blobs-values-10m', 'sorted'),
    'bv-parse-2': Figure('phase', 'blobs-values-10m', 'sorted', 'parse into runs'),
    'bv-parse-cpu-2': Figure('phase-cpu', 'blobs-values-10m', 'sorted', 'parse into runs'),
    'bv-wall-1': Figure('wall', 'blobs-values-10m', 'sorted-1core'),
    'bv-parse-1': Figure('phase', 'blobs-values-10m', 'sorted-1core', 'parse into runs'),
    'bv-one-over-two': Figure('speedup', 'blobs-values-10m', 'sorted', 'sorted-1core'),
    'bv-base-wall-2': Figure('wall', 'blobs-values-10m', 'sorted-base'),
    'bv-base-cpu-2': Figure('cpu', 'blobs-values-10m', 'sorted-base'),
    'bv-base-parse-2': Figure('phase', 'blobs-values-10m', 'sorted-base', 'parse into runs'),
    'bv-base-parse-cpu-2': Figure('phase-cpu', 'blobs-values-10m', 'sorted-base', 'parse into runs'),
    'bv-base-wall-1': Figure('wall', 'blobs-values-10m', 'sorted-base-1core'),
    'bv-base-parse-1': Figure('phase', 'blobs-values-10m', 'sorted-base-1core', 'parse into runs'),
    'bv-base-one-over-two': Figure('speedup', 'blobs-values-10m', 'sorted-base', 'sorted-base-1core'),
    'bv-vs-base-2': Figure('speedup', 'blobs-values-10m', 'sorted', 'sorted-base'),
    'c30b-wall-2': Figure('wall', 'cores-30m-b50049a', 'sorted'),
    'c30b-wall-1': Figure('wall', 'cores-30m-b50049a', 'sorted-1core'),
    'c30b-one-over-two': Figure('speedup', 'cores-30m-b50049a', 'sorted', 'sorted-1core'),
    'c30b-cpu-2': Figure('cpu', 'cores-30m-b50049a', 'sorted'),
    'c30b-cpu-1': Figure('cpu', 'cores-30m-b50049a', 'sorted-1core'),
    'ol-wall-2': Figure('wall', 'one-lane-30m', 'sorted'),
    'cw30-cpu-2': Figure('cpu', 'cores-writeback-30m', 'sorted'),
    'cw30-cpu-1': Figure('cpu', 'cores-writeback-30m', 'sorted-1core'),
    'ol-wall-1': Figure('wall', 'one-lane-30m', 'sorted-alt'),
    'ol-two-over-one': Figure('speedup', 'one-lane-30m', 'sorted', 'sorted-alt'),
    'ol-cpu-2': Figure('cpu', 'one-lane-30m', 'sorted'),
    'ol-cpu-1': Figure('cpu', 'one-lane-30m', 'sorted-alt'),
    'ol-parse-2': Figure('phase', 'one-lane-30m', 'sorted', 'parse into runs'),
    'ol-parse-1': Figure('phase', 'one-lane-30m', 'sorted-alt', 'parse into runs'),
    'ol-parse-busy-2': Figure('phase-busy', 'one-lane-30m', 'sorted', 'parse into runs'),
    'ol-parse-busy-1': Figure('phase-busy', 'one-lane-30m', 'sorted-alt', 'parse into runs'),
    'ol-indexes-2': Figure('phase', 'one-lane-30m', 'sorted', 'statement indexes'),
    'ol-indexes-1': Figure('phase', 'one-lane-30m', 'sorted-alt', 'statement indexes'),
    'ol-runs-2': Figure('setting', 'one-lane-30m', 'sorted', 'sortedBuild.runs'),
    'ol-runs-1': Figure('setting', 'one-lane-30m', 'sorted-alt', 'sortedBuild.runs'),
    'ol-terms-2': Figure('setting-med', 'one-lane-30m', 'sorted', 'sortedBuild.termsInRuns'),
    'ol-terms-1': Figure('setting-med', 'one-lane-30m', 'sorted-alt', 'sortedBuild.termsInRuns'),
    'ol-distinct': Figure('setting', 'one-lane-30m', 'sorted', 'sortedBuild.distinctTerms'),
    'bvp-writeutf-interpreted-2': Figure('stack-s', None, 'profile-blobs-writeutf-10m/two-cores-parse-into-runs.collapsed.xz', 'loadscope-parse&DataOutputStream.writeUTF_[0]'),
    'bvp-writeutf-interpreted-1': Figure('stack-s', None, 'profile-blobs-writeutf-10m/one-core-parse-into-runs.collapsed.xz', 'loadscope-parse&DataOutputStream.writeUTF_[0]'),
    'bvp-blobs-serializer-2': Figure('stack-s', None, 'profile-blobs-writeutf-10m/two-cores-parse-into-runs.collapsed.xz', 'loadscope-parse&BlobsTupleSerializer.serializeVal'),
    'bvp-blobs-serializer-1': Figure('stack-s', None, 'profile-blobs-writeutf-10m/one-core-parse-into-runs.collapsed.xz', 'loadscope-parse&BlobsTupleSerializer.serializeVal'),
    'bv-blobs': Figure('setting', 'blobs-values-10m', 'sorted', 'sortedBuild.blobs'),
    'jw-commit-2': Figure('phase', 'journal-writeback-10m', 'sorted', 'commit'),
    'jw-indexes-2': Figure('phase', 'journal-writeback-10m', 'sorted', 'statement indexes'),
    'jw-wall-2': Figure('wall', 'journal-writeback-10m', 'sorted'),
    'jw-commit-1': Figure('phase', 'journal-writeback-10m', 'sorted-1core', 'commit'),
    'jw-indexes-1': Figure('phase', 'journal-writeback-10m', 'sorted-1core', 'statement indexes'),
    'jw-wall-1': Figure('wall', 'journal-writeback-10m', 'sorted-1core'),
    'jw-one-over-two': Figure('speedup', 'journal-writeback-10m', 'sorted', 'sorted-1core'),
    'jw-base-commit-2': Figure('phase', 'journal-writeback-10m', 'sorted-base', 'commit'),
    'jw-base-indexes-2': Figure('phase', 'journal-writeback-10m', 'sorted-base', 'statement indexes'),
    'jw-base-wall-2': Figure('wall', 'journal-writeback-10m', 'sorted-base'),
    'jw-base-commit-1': Figure('phase', 'journal-writeback-10m', 'sorted-base-1core', 'commit'),
    'jw-base-indexes-1': Figure('phase', 'journal-writeback-10m', 'sorted-base-1core', 'statement indexes'),
    'jw-base-wall-1': Figure('wall', 'journal-writeback-10m', 'sorted-base-1core'),
    'jw-base-one-over-two': Figure('speedup', 'journal-writeback-10m', 'sorted-base', 'sorted-base-1core'),
    'ms-wall-2': Figure('wall', 'merge-stretch-10m', 'sorted'),
    'ms-base-wall-2': Figure('wall', 'merge-stretch-10m', 'sorted-base'),
    'ms-wall-1': Figure('wall', 'merge-stretch-10m', 'sorted-1core'),
    'ms-base-wall-1': Figure('wall', 'merge-stretch-10m', 'sorted-base-1core'),
    'ms-indexes-2': Figure('phase', 'merge-stretch-10m', 'sorted', 'statement indexes'),
    'ms-base-indexes-2': Figure('phase', 'merge-stretch-10m', 'sorted-base', 'statement indexes'),
    'ms-indexes-cpu-2': Figure('phase-cpu', 'merge-stretch-10m', 'sorted', 'statement indexes'),
    'ms-base-indexes-cpu-2': Figure('phase-cpu', 'merge-stretch-10m', 'sorted-base', 'statement indexes'),
    'ms-spo-cpu-2': Figure('role', 'merge-stretch-10m', 'sorted', 'indexer.SPO', 'cpu'),
    'ms-base-spo-cpu-2': Figure('role', 'merge-stretch-10m', 'sorted-base', 'indexer.SPO', 'cpu'),
    'ms-slices-2': Figure('setting', 'merge-stretch-10m', 'sorted-base', 'sortedBuild.statementSortSlices'),
    'ms-slices-1': Figure('setting', 'merge-stretch-10m', 'sorted-base-1core', 'sortedBuild.statementSortSlices'),
    'ms-base-one-over-two': Figure('speedup', 'merge-stretch-10m', 'sorted-base', 'sorted-base-1core'),
    'ms-base-parse-2': Figure('phase', 'merge-stretch-10m', 'sorted-base', 'parse into runs'),
    'ms-base-parse-1': Figure('phase', 'merge-stretch-10m', 'sorted-base-1core', 'parse into runs'),
    'ms-base-lexicon-2': Figure('phase', 'merge-stretch-10m', 'sorted-base', 'lexicon'),
    'ms-base-lexicon-1': Figure('phase', 'merge-stretch-10m', 'sorted-base-1core', 'lexicon'),
    'ms-base-sort-2': Figure('phase', 'merge-stretch-10m', 'sorted-base', 'statement sort'),
    'ms-base-sort-1': Figure('phase', 'merge-stretch-10m', 'sorted-base-1core', 'statement sort'),
    'ms-base-indexes-1': Figure('phase', 'merge-stretch-10m', 'sorted-base-1core', 'statement indexes'),
    'lb-wall-2': Figure('wall', 'lane-budget-30m', 'sorted'),
    'lb-base-wall-2': Figure('wall', 'lane-budget-30m', 'sorted-base'),
    'lb-vs-base': Figure('speedup', 'lane-budget-30m', 'sorted', 'sorted-base'),
    'lb-runs-2': Figure('setting', 'lane-budget-30m', 'sorted', 'sortedBuild.runs'),
    'lb-base-runs-2': Figure('setting', 'lane-budget-30m', 'sorted-base', 'sortedBuild.runs'),
    'lb-terms-2': Figure('setting-med', 'lane-budget-30m', 'sorted', 'sortedBuild.termsInRuns'),
    'lb-base-terms-2': Figure('setting-med', 'lane-budget-30m', 'sorted-base', 'sortedBuild.termsInRuns'),
    'lb-distinct': Figure('setting', 'lane-budget-30m', 'sorted', 'sortedBuild.distinctTerms'),
    'lb-lexicon-2': Figure('phase', 'lane-budget-30m', 'sorted', 'lexicon'),
    'lb-base-lexicon-2': Figure('phase', 'lane-budget-30m', 'sorted-base', 'lexicon'),
    'lb-lexicon-cpu-2': Figure('phase-cpu', 'lane-budget-30m', 'sorted', 'lexicon'),
    'lb-base-lexicon-cpu-2': Figure('phase-cpu', 'lane-budget-30m', 'sorted-base', 'lexicon'),
    'lb-parse-2': Figure('phase', 'lane-budget-30m', 'sorted', 'parse into runs'),
    'lb-base-parse-2': Figure('phase', 'lane-budget-30m', 'sorted-base', 'parse into runs'),
    'lb-heap-2': Figure('peak-heap', 'lane-budget-30m', 'sorted'),
    'lb-base-heap-2': Figure('peak-heap', 'lane-budget-30m', 'sorted-base'),
    'lb-rss-2': Figure('peak-rss', 'lane-budget-30m', 'sorted'),
    'lb-base-rss-2': Figure('peak-rss', 'lane-budget-30m', 'sorted-base'),
    'lb-gc-2': Figure('gc-pause', 'lane-budget-30m', 'sorted'),
    'lb-base-gc-2': Figure('gc-pause', 'lane-budget-30m', 'sorted-base'),
    'lb-base-one-over-two': Figure('speedup', 'lane-budget-30m', 'sorted-base', 'sorted-1core'),
    'lb-base-lexicon-cpu-1': Figure('phase-cpu', 'lane-budget-30m', 'sorted-1core', 'lexicon'),
    'lb-runs-1': Figure('setting', 'lane-budget-30m', 'sorted-1core', 'sortedBuild.runs'),
    'kc30-parse-all': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-parse-into-runs.collapsed.xz', 'all'),
    'kc30-parse-kernel': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-parse-into-runs.collapsed.xz', '_[k]'),
    'kc30-parse-copy': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-parse-into-runs.collapsed.xz', 'copy_folio_from_iter_atomic'),
    'kc30-lexicon-all': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-lexicon.collapsed.xz', 'all'),
    'kc30-lexicon-kernel': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-lexicon.collapsed.xz', '_[k]'),
    'kc30-lexicon-copy': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-lexicon.collapsed.xz', 'copy_folio_from_iter_atomic'),
    'kc30-indexes-all': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-statement-indexes.collapsed.xz', 'all'),
    'kc30-indexes-kernel': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-statement-indexes.collapsed.xz', '_[k]'),
    'kc30-indexes-copy': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-statement-indexes.collapsed.xz', 'copy_folio_from_iter_atomic'),
    'kc30-parse-runwriter-copy': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-parse-into-runs.collapsed.xz', 'loadscope-run-writer&copy_folio_from_iter_atomic'),
    'kc30-lexicon-rws': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-lexicon.collapsed.xz', 'com.bigdata.rwstore.RWStore$'),
    'kc30-lexicon-rws-copy': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-lexicon.collapsed.xz', 'com.bigdata.rwstore.RWStore$&copy_folio_from_iter_atomic'),
    'kc30-lexicon-load-copy': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-lexicon.collapsed.xz', 'loadscope-load&copy_folio_from_iter_atomic'),
    'kc10-lexicon-rws': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-10m-lexicon.collapsed.xz', 'com.bigdata.rwstore.RWStore$'),
    'kc10-lexicon-rws-copy': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-10m-lexicon.collapsed.xz', 'com.bigdata.rwstore.RWStore$&copy_folio_from_iter_atomic'),
    'kc30-lexicon-bytes': Figure('setting', 'lane-budget-30m', 'sorted-base', 'sortedBuild.journalTurn.lexicon.bytes'),
    'kc10-lexicon-bytes': Figure('setting', 'merge-stretch-10m', 'sorted-base', 'sortedBuild.journalTurn.lexicon.bytes'),
    'kc30-pgpgout': Figure('tsv-pick', 'kernel-copy-30m', 'vmstat.tsv', 'delta', 'size=30m', 'counter=pgpgout', digits=0),
    'kc10-pgpgout': Figure('tsv-pick', 'kernel-copy-30m', 'vmstat.tsv', 'delta', 'size=10m', 'counter=pgpgout', digits=0),
    'kc30-kswapd': Figure('tsv-pick', 'kernel-copy-30m', 'vmstat.tsv', 'delta', 'size=30m', 'counter=pgsteal_kswapd', digits=0),
    'kc30-sys': Figure('sys', 'lane-budget-30m', 'sorted-base'),
    'kc30-cpu': Figure('cpu', 'lane-budget-30m', 'sorted-base'),
    'kc10-sys': Figure('sys', 'merge-stretch-10m', 'sorted-base'),
    'kc10-cpu': Figure('cpu', 'merge-stretch-10m', 'sorted-base'),
    'kc30-lexicon-turn-clock': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-30m-lexicon.collapsed.xz', 'JournalWrites&__vdso_clock_gettime'),
    'kc10-lexicon-turn-clock': Figure('stack-s', None, 'profile-kernel-copy-30m/two-cores-10m-lexicon.collapsed.xz', 'JournalWrites&__vdso_clock_gettime'),
    'kc30-lexicon-records': Figure('setting', 'lane-budget-30m', 'sorted-base', 'sortedBuild.journalTurn.lexicon.records'),
    'pcw-new-1': Figure('tsv-med', 'page-cache-writes', 'rows.tsv', 'sys_s', 'what=new file', 'gib=1', digits=2),
    'pcw-new-2': Figure('tsv-med', 'page-cache-writes', 'rows.tsv', 'sys_s', 'what=new file', 'gib=2', digits=2),
    'pcw-new-4': Figure('tsv-med', 'page-cache-writes', 'rows.tsv', 'sys_s', 'what=new file', 'gib=4', digits=2),
    'pcw-new-8': Figure('tsv-med', 'page-cache-writes', 'rows.tsv', 'sys_s', 'what=new file', 'gib=8', digits=2),
    'pcw-again-8': Figure('tsv-med', 'page-cache-writes', 'rows.tsv', 'sys_s', 'what=same file again', 'gib=8', digits=2),
    'cw10-wall-2': Figure('wall', 'cores-writeback-10m', 'sorted'),
    'cw10-wall-1': Figure('wall', 'cores-writeback-10m', 'sorted-1core'),
    'cw10-one-over-two': Figure('speedup', 'cores-writeback-10m', 'sorted', 'sorted-1core'),
    'cb10-one-over-two': Figure('speedup', 'cores-10m-cfc8105', 'sorted', 'sorted-1core'),
    'cw30-wall-2': Figure('wall', 'cores-writeback-30m', 'sorted'),
    'cw30-wall-1': Figure('wall', 'cores-writeback-30m', 'sorted-1core'),
    'cw30-one-over-two': Figure('speedup', 'cores-writeback-30m', 'sorted', 'sorted-1core'),
    'rb-wall-2': Figure('wall', 'reverse-beside-10m', 'sorted'),
    'rb-base-wall-2': Figure('wall', 'reverse-beside-10m', 'sorted-base'),
    'rb-vs-base-2': Figure('speedup', 'reverse-beside-10m', 'sorted', 'sorted-base'),
    'rb-wall-1': Figure('wall', 'reverse-beside-10m', 'sorted-1core'),
    'rb-base-wall-1': Figure('wall', 'reverse-beside-10m', 'sorted-base-1core'),
    'rb-vs-base-1': Figure('speedup', 'reverse-beside-10m', 'sorted-1core', 'sorted-base-1core'),
    'rb-lexicon-2': Figure('phase', 'reverse-beside-10m', 'sorted', 'lexicon'),
    'rb-base-lexicon-2': Figure('phase', 'reverse-beside-10m', 'sorted-base', 'lexicon'),
    'rb-statements-2': Figure('setting-s', 'reverse-beside-10m', 'sorted', 'sortedBuild.journalTurn.statements.wallMillis'),
    'rb-base-statements-2': Figure('setting-s', 'reverse-beside-10m', 'sorted-base', 'sortedBuild.journalTurn.statements.wallMillis'),
    'rb-lexicon-held-2': Figure('setting-s', 'reverse-beside-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'rb-base-lexicon-held-2': Figure('setting-s', 'reverse-beside-10m', 'sorted-base', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'rb-statements-held-2': Figure('setting-s', 'reverse-beside-10m', 'sorted', 'sortedBuild.journalTurn.statements.heldMillis'),
    'rb-base-statements-held-2': Figure('setting-s', 'reverse-beside-10m', 'sorted-base', 'sortedBuild.journalTurn.statements.heldMillis'),
    'rb-statements-held-1': Figure('setting-s', 'reverse-beside-10m', 'sorted-1core', 'sortedBuild.journalTurn.statements.heldMillis'),
    'rb-base-statements-held-1': Figure('setting-s', 'reverse-beside-10m', 'sorted-base-1core', 'sortedBuild.journalTurn.statements.heldMillis'),
    'rb-lexicon-held-1': Figure('setting-s', 'reverse-beside-10m', 'sorted-1core', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'rb-base-lexicon-held-1': Figure('setting-s', 'reverse-beside-10m', 'sorted-base-1core', 'sortedBuild.journalTurn.lexicon.heldMillis'),
    'rb-held-2': Figure('setting-sum-s', 'reverse-beside-10m', 'sorted', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'rb-base-held-2': Figure('setting-sum-s', 'reverse-beside-10m', 'sorted-base', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'rb-held-1': Figure('setting-sum-s', 'reverse-beside-10m', 'sorted-1core', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'rb-base-held-1': Figure('setting-sum-s', 'reverse-beside-10m', 'sorted-base-1core', 'sortedBuild.journalTurn.lexicon.heldMillis', 'sortedBuild.journalTurn.statements.heldMillis'),
    'rb-gc-1': Figure('gc-pause', 'reverse-beside-10m', 'sorted-1core'),
    'rb-base-gc-1': Figure('gc-pause', 'reverse-beside-10m', 'sorted-base-1core'),
    'rb-gc-2': Figure('gc-pause', 'reverse-beside-10m', 'sorted'),
    'rb-base-gc-2': Figure('gc-pause', 'reverse-beside-10m', 'sorted-base'),
    'c16b-one-over-two': Figure('speedup', 'cores-16-one-core-10m', 'sorted-2core', 'sorted-1core'),
    # the spill files read and written in bulk, BSBM 10 M, the same day as the tuning and prediction checks
    'bulk-10m-wall': Figure('wall', 'spill-bulk-10m', 'sorted'),
    'bulk-10m-cpu': Figure('cpu', 'spill-bulk-10m', 'sorted'),
    'bulk-base-10m-wall': Figure('wall', 'spill-bulk-10m', 'sorted-base'),
    'bulk-vs-base-10m': Figure('speedup', 'spill-bulk-10m', 'sorted', 'sorted-base'),
    'bulk-vs-stock-10m': Figure('speedup', 'spill-bulk-10m', 'sorted', 'stock'),
    'bulk-stock-10m-wall': Figure('wall', 'spill-bulk-10m', 'stock'),
    'bulk-vs-pyoxigraph-10m': Figure('speedup', 'spill-bulk-10m', 'sorted', 'pyoxigraph'),
    'bulk-pyoxigraph-10m-wall': Figure('wall', 'spill-bulk-10m', 'pyoxigraph'),
    'bulk-pyoxigraph-10m-cpu': Figure('cpu', 'spill-bulk-10m', 'pyoxigraph'),
    'bulk-statement-sort': Figure('phase', 'spill-bulk-10m', 'sorted', 'statement sort'),
    'bulk-base-statement-sort': Figure('phase', 'spill-bulk-10m', 'sorted-base', 'statement sort'),
    'bulk-statement-indexes': Figure('phase', 'spill-bulk-10m', 'sorted', 'statement indexes'),
    'bulk-base-statement-indexes': Figure('phase', 'spill-bulk-10m', 'sorted-base', 'statement indexes'),
    'bulk-parse': Figure('phase', 'spill-bulk-10m', 'sorted', 'parse into runs'),
    'bulk-base-parse': Figure('phase', 'spill-bulk-10m', 'sorted-base', 'parse into runs'),
    # block lines and the run's identity cache (trial: sorted-alt = block lines only), then with known IRIs answered
    'lines-trial-parse-cpu': Figure('phase-cpu', 'block-lines-trial-10m', 'sorted', 'parse into runs'),
    'lines-only-trial-parse-cpu': Figure('phase-cpu', 'block-lines-trial-10m', 'sorted-alt', 'parse into runs'),
    'lines-base-trial-parse-cpu': Figure('phase-cpu', 'block-lines-trial-10m', 'sorted-base', 'parse into runs'),
    'lines-trial-vs-base': Figure('speedup', 'block-lines-trial-10m', 'sorted', 'sorted-base'),
    'lines-only-trial-vs-base': Figure('speedup', 'block-lines-trial-10m', 'sorted-alt', 'sorted-base'),
    'lines-trial-stock-wall': Figure('wall', 'block-lines-trial-10m', 'stock'),
    'lines-parse-cpu': Figure('phase-cpu', 'block-lines-10m', 'sorted', 'parse into runs'),
    'lines-base-parse-cpu': Figure('phase-cpu', 'block-lines-10m', 'sorted-base', 'parse into runs'),
    'lines-parse': Figure('phase', 'block-lines-10m', 'sorted', 'parse into runs'),
    'lines-base-parse': Figure('phase', 'block-lines-10m', 'sorted-base', 'parse into runs'),
    'lines-10m-wall': Figure('wall', 'block-lines-10m', 'sorted'),
    'lines-base-10m-wall': Figure('wall', 'block-lines-10m', 'sorted-base'),
    'lines-vs-base-10m': Figure('speedup', 'block-lines-10m', 'sorted', 'sorted-base'),
    'lines-base-vs-stock-10m': Figure('speedup', 'block-lines-10m', 'sorted-base', 'stock'),
    'lines-trial-base-vs-stock-10m': Figure('speedup', 'block-lines-trial-10m', 'sorted-base', 'stock'),
    'lines-stock-10m-wall': Figure('wall', 'block-lines-10m', 'stock'),
    'lines-vs-pyoxigraph-10m': Figure('speedup', 'block-lines-10m', 'sorted', 'pyoxigraph'),
    'lines-10m-cpu': Figure('cpu', 'block-lines-10m', 'sorted'),
    'lines-pyoxigraph-10m-cpu': Figure('cpu', 'block-lines-10m', 'pyoxigraph'),
    # ID2TERM and BLOBS packed bottom-up, BSBM 10 M
    'packed-lexicon': Figure('phase', 'packed-lexicon-10m', 'sorted', 'lexicon'),
    'packed-lexicon-base': Figure('phase', 'packed-lexicon-10m', 'sorted-base', 'lexicon'),
    'packed-id2term-cpu': Figure('role', 'packed-lexicon-10m', 'sorted', 'indexer.ID2TERM', 'cpu'),
    'packed-id2term-base-cpu': Figure('role', 'packed-lexicon-10m', 'sorted-base', 'indexer.ID2TERM', 'cpu'),
    'packed-10m-wall': Figure('wall', 'packed-lexicon-10m', 'sorted'),
    'packed-base-10m-wall': Figure('wall', 'packed-lexicon-10m', 'sorted-base'),
    'packed-vs-base-10m': Figure('speedup', 'packed-lexicon-10m', 'sorted', 'sorted-base'),
    'packed-vs-stock-10m': Figure('speedup', 'packed-lexicon-10m', 'sorted', 'stock'),
    'packed-vs-pyoxigraph-10m': Figure('speedup', 'packed-lexicon-10m', 'sorted', 'pyoxigraph'),
    'packed-10m-cpu': Figure('cpu', 'packed-lexicon-10m', 'sorted'),
    'packed-pyoxigraph-10m-cpu': Figure('cpu', 'packed-lexicon-10m', 'pyoxigraph'),
    # one profiled sorted build of BSBM 100 M (per-phase flame graphs): where its time went
    'p100-wall': Figure('wall', 'profile-100m', 'sorted-profiled'),
    'p100-cpu': Figure('cpu', 'profile-100m', 'sorted-profiled'),
    'p100-gc': Figure('gc-pause', 'profile-100m', 'sorted-profiled'),
    'p100-parse': Figure('phase', 'profile-100m', 'sorted-profiled', 'parse into runs'),
    'p100-parse-cpu': Figure('phase-cpu', 'profile-100m', 'sorted-profiled', 'parse into runs'),
    'p100-parse-busy': Figure('phase-busy', 'profile-100m', 'sorted-profiled', 'parse into runs'),
    'p100-lexicon': Figure('phase', 'profile-100m', 'sorted-profiled', 'lexicon'),
    'p100-lexicon-busy': Figure('phase-busy', 'profile-100m', 'sorted-profiled', 'lexicon'),
    'p100-sort': Figure('phase', 'profile-100m', 'sorted-profiled', 'statement sort'),
    'p100-indexes': Figure('phase', 'profile-100m', 'sorted-profiled', 'statement indexes'),
    'p100-indexes-busy': Figure('phase-busy', 'profile-100m', 'sorted-profiled', 'statement indexes'),
    'p100-commit': Figure('phase', 'profile-100m', 'sorted-profiled', 'commit'),
    'p100-id2term-wall': Figure('role', 'profile-100m', 'sorted-profiled', 'indexer.ID2TERM', 'wall'),
    'p100-id2term-cpu': Figure('role', 'profile-100m', 'sorted-profiled', 'indexer.ID2TERM', 'cpu'),
    'p100-merge-cpu': Figure('stage', 'profile-100m', 'sorted-profiled', 'parser', 'index_write.lexicon', 'cpu'),
    'p100-lane1-cpu': Figure('role', 'profile-100m', 'sorted-profiled', 'run_builder.1', 'cpu'),
    'p100-spo-cpu': Figure('role', 'profile-100m', 'sorted-profiled', 'indexer.SPO', 'cpu'),
    'p100-pos-cpu': Figure('role', 'profile-100m', 'sorted-profiled', 'indexer.POS', 'cpu'),
    'p100-osp-cpu': Figure('role', 'profile-100m', 'sorted-profiled', 'indexer.OSP', 'cpu'),
    'p100-sorter-cpu': Figure('role', 'profile-100m', 'sorted-profiled', 'sorter.1', 'cpu'),
    'p100-packed-wall': Figure('wall', 'profile-100m', 'sorted-packed-profiled'),
    'p100-packed-lexicon': Figure('phase', 'profile-100m', 'sorted-packed-profiled', 'lexicon'),
    'p100-packed-lexicon-busy': Figure('phase-busy', 'profile-100m', 'sorted-packed-profiled', 'lexicon'),
    'p100-packed-id2term-cpu': Figure('role', 'profile-100m', 'sorted-packed-profiled', 'indexer.ID2TERM', 'cpu'),
    'p100-packed-merge-cpu': Figure('stage', 'profile-100m', 'sorted-packed-profiled', 'parser', 'index_write.lexicon', 'cpu'),
    'p100-packed-parse': Figure('phase', 'profile-100m', 'sorted-packed-profiled', 'parse into runs'),
    # a run's terms without an object per term (ALT: large arrays, the values kept; JAR: no value object kept)
    'compact-vs-base-10m': Figure('speedup', CR10, 'sorted', 'sorted-base'),
    'compact-alt-vs-base-10m': Figure('speedup', CR10, 'sorted-alt', 'sorted-base'),
    'compact-vs-alt-10m': Figure('speedup', CR10, 'sorted', 'sorted-alt'),
    'compact-vs-stock-10m': Figure('speedup', CR10, 'sorted', 'stock'),
    'compact-vs-pyoxigraph-10m': Figure('speedup', CR10, 'sorted', 'pyoxigraph'),
    'compact-10m-wall': Figure('wall', CR10, 'sorted'),
    'compact-base-10m-wall': Figure('wall', CR10, 'sorted-base'),
    'compact-pyoxigraph-10m-wall': Figure('wall', CR10, 'pyoxigraph'),
    'compact-stock-10m-wall': Figure('wall', CR10, 'stock'),
    'compact-10m-cpu': Figure('cpu', CR10, 'sorted'),
    'compact-base-10m-cpu': Figure('cpu', CR10, 'sorted-base'),
    'compact-pyoxigraph-10m-cpu': Figure('cpu', CR10, 'pyoxigraph'),
    'compact-parse': Figure('phase', CR10, 'sorted', 'parse into runs'),
    'compact-alt-parse': Figure('phase', CR10, 'sorted-alt', 'parse into runs'),
    'compact-base-parse': Figure('phase', CR10, 'sorted-base', 'parse into runs'),
    'compact-parse-cpu': Figure('phase-cpu', CR10, 'sorted', 'parse into runs'),
    'compact-parse-busy': Figure('phase-busy', CR10, 'sorted', 'parse into runs'),
    'compact-base-parse-cpu': Figure('phase-cpu', CR10, 'sorted-base', 'parse into runs'),
    'compact-indexes': Figure('phase', CR10, 'sorted', 'statement indexes'),
    'compact-base-indexes': Figure('phase', CR10, 'sorted-base', 'statement indexes'),
    'compact-gc': Figure('gc-pause', CR10, 'sorted'),
    'compact-alt-gc': Figure('gc-pause', CR10, 'sorted-alt'),
    'compact-base-gc': Figure('gc-pause', CR10, 'sorted-base'),
    # the default path and xloader on the Wikidata-shaped corpus, a bench of their own with stock
    'wikidata-more-buffer-vs-stock': Figure('speedup', 'wikidata-10m-more', 'buffer', 'stock'),
    'wikidata-more-stock-vs-xloader': Figure('speedup', 'wikidata-10m-more', 'stock', 'xloader'),
    # BSBM 100 M, one round each (not a bench): c3f5b2b (stock disturbed, its plan says so) and 260c847
    'a100-sorted-wall': Figure('wall', 'side-by-side-100m-c3f5b2b', 'sorted'),
    'a100-pyoxigraph-wall': Figure('wall', 'side-by-side-100m-c3f5b2b', 'pyoxigraph'),
    'a100-parse': Figure('phase', 'side-by-side-100m-c3f5b2b', 'sorted', 'parse into runs'),
    'a100-indexes': Figure('phase', 'side-by-side-100m-c3f5b2b', 'sorted', 'statement indexes'),
    'd100-sorted-wall': Figure('wall', 'side-by-side-100m-ad7d6f8', 'sorted'),
    'd100-stock-wall': Figure('wall', 'side-by-side-100m-ad7d6f8', 'stock'),
    'd100-pyoxigraph-wall': Figure('wall', 'side-by-side-100m-ad7d6f8', 'pyoxigraph'),
    'd100-vs-stock': Figure('speedup', 'side-by-side-100m-ad7d6f8', 'sorted', 'stock'),
    'd100-vs-pyoxigraph': Figure('speedup', 'side-by-side-100m-ad7d6f8', 'sorted', 'pyoxigraph'),
    'd100-cpu': Figure('cpu', 'side-by-side-100m-ad7d6f8', 'sorted'),
    'd100-pyoxigraph-cpu': Figure('cpu', 'side-by-side-100m-ad7d6f8', 'pyoxigraph'),
    'd100-indexes': Figure('phase', 'side-by-side-100m-ad7d6f8', 'sorted', 'statement indexes'),
    'd100-indexes-cpu': Figure('phase-cpu', 'side-by-side-100m-ad7d6f8', 'sorted', 'statement indexes'),
    'd100-indexes-busy': Figure('phase-busy', 'side-by-side-100m-ad7d6f8', 'sorted', 'statement indexes'),
    'b100-indexes-cpu': Figure('phase-cpu', 'side-by-side-100m-260c847', 'sorted', 'statement indexes'),
    'b100-indexes-busy': Figure('phase-busy', 'side-by-side-100m-260c847', 'sorted', 'statement indexes'),
    'd100-parse-busy': Figure('phase-busy', 'side-by-side-100m-ad7d6f8', 'sorted', 'parse into runs'),
    'b100-sorted-wall': Figure('wall', 'side-by-side-100m-260c847', 'sorted'),
    'b100-stock-wall': Figure('wall', 'side-by-side-100m-260c847', 'stock'),
    'b100-pyoxigraph-wall': Figure('wall', 'side-by-side-100m-260c847', 'pyoxigraph'),
    'b100-vs-stock': Figure('speedup', 'side-by-side-100m-260c847', 'sorted', 'stock'),
    'b100-vs-pyoxigraph': Figure('speedup', 'side-by-side-100m-260c847', 'sorted', 'pyoxigraph'),
    'b100-cpu': Figure('cpu', 'side-by-side-100m-260c847', 'sorted'),
    'b100-pyoxigraph-cpu': Figure('cpu', 'side-by-side-100m-260c847', 'pyoxigraph'),
    'b100-parse': Figure('phase', 'side-by-side-100m-260c847', 'sorted', 'parse into runs'),
    'b100-indexes': Figure('phase', 'side-by-side-100m-260c847', 'sorted', 'statement indexes'),
    # tried and reverted: the three statement orders sorted first, then the three indexes written at once
    'iw-vs-base-10m': Figure('speedup', 'index-writes-at-once-10m', 'sorted', 'sorted-base'),
    'iw-sort': Figure('phase', 'index-writes-at-once-10m', 'sorted', 'statement sort'),
    'iw-base-sort': Figure('phase', 'index-writes-at-once-10m', 'sorted-base', 'statement sort'),
    'iw-indexes': Figure('phase', 'index-writes-at-once-10m', 'sorted', 'statement indexes'),
    'iw-base-indexes': Figure('phase', 'index-writes-at-once-10m', 'sorted-base', 'statement indexes'),
    # one core against two with runs keeping no object per term
    'cc-two-vs-one': Figure('speedup', 'cores-compact-10m', 'sorted', 'sorted-1core'),
    'cc-parse-1': Figure('phase', 'cores-compact-10m', 'sorted-1core', 'parse into runs'),
    'cc-parse-2': Figure('phase', 'cores-compact-10m', 'sorted', 'parse into runs'),
    'cc-lexicon-1': Figure('phase', 'cores-compact-10m', 'sorted-1core', 'lexicon'),
    'cc-lexicon-2': Figure('phase', 'cores-compact-10m', 'sorted', 'lexicon'),
    'cc-indexes-1': Figure('phase', 'cores-compact-10m', 'sorted-1core', 'statement indexes'),
    'cc-indexes-2': Figure('phase', 'cores-compact-10m', 'sorted', 'statement indexes'),
    'cc-indexes-busy-2': Figure('phase-busy', 'cores-compact-10m', 'sorted', 'statement indexes'),
    # the collector: the JVM picks G1 on two CPUs and Serial on one; the parallel collector on both
    'gc-two-vs-one': Figure('speedup', 'gc-choice-10m', 'sorted', 'sorted-1core'),
    'gc-par-two-vs-one': Figure('speedup', 'gc-choice-10m', 'sorted-alt', 'sorted-alt-1core'),
    'gc-par-vs-g1-2': Figure('speedup', 'gc-choice-10m', 'sorted-alt', 'sorted'),
    'gc-par-vs-serial-1': Figure('speedup', 'gc-choice-10m', 'sorted-alt-1core', 'sorted-1core'),
    'gc-g1-cpu-2': Figure('cpu', 'gc-choice-10m', 'sorted'),
    'gc-par-cpu-2': Figure('cpu', 'gc-choice-10m', 'sorted-alt'),
    'gc-serial-cpu-1': Figure('cpu', 'gc-choice-10m', 'sorted-1core'),
    'gc-par-cpu-1': Figure('cpu', 'gc-choice-10m', 'sorted-alt-1core'),
    'gc-g1-wall-2': Figure('wall', 'gc-choice-10m', 'sorted'),
    'gc-serial-wall-1': Figure('wall', 'gc-choice-10m', 'sorted-1core'),
    # what a second core gives work that shares nothing on this machine (scripts/CoreScaling.java)
    'cs-sha256': Figure('scaling', 'core-scaling', 'sha256-1w', 'sha256-2w'),
    'cs-sort': Figure('scaling', 'core-scaling', 'sort-1w', 'sort-2w'),
    'cs-random-reads': Figure('scaling', 'core-scaling', 'random-reads-1w', 'random-reads-2w'),
    'cs-hash-strings': Figure('scaling', 'core-scaling', 'hash-strings-1w', 'hash-strings-2w'),
    'cs-hash-strings-cpu-1': Figure('cpu', 'core-scaling', 'hash-strings-1w'),
    'cs-hash-strings-wall-1': Figure('wall', 'core-scaling', 'hash-strings-1w'),
    'cs-hash-strings-cpu-2': Figure('cpu', 'core-scaling', 'hash-strings-2w'),
    'cs-hash-strings-wall-2': Figure('wall', 'core-scaling', 'hash-strings-2w'),
    # the lanes' first runs sized apart, runs of 256 MiB at 10 M
    'la-vs-base-10m': Figure('speedup', 'lanes-apart-10m', 'sorted256', 'sorted256-base'),
    'la-wall-10m': Figure('wall', 'lanes-apart-10m', 'sorted256'),
    'la-base-wall-10m': Figure('wall', 'lanes-apart-10m', 'sorted256-base'),
    'la-wait-10m': Figure('stage', 'lanes-apart-10m', 'sorted256', 'run_builder.*', 'queue', 'wall'),
    'la-base-wait-10m': Figure('stage', 'lanes-apart-10m', 'sorted256-base', 'run_builder.*', 'queue', 'wall'),
    'la-parse-busy-10m': Figure('phase-busy', 'lanes-apart-10m', 'sorted256', 'parse into runs'),
    'la-base-parse-busy-10m': Figure('phase-busy', 'lanes-apart-10m', 'sorted256-base', 'parse into runs'),
    'la-parse-10m': Figure('phase', 'lanes-apart-10m', 'sorted256', 'parse into runs'),
    'la-base-parse-10m': Figure('phase', 'lanes-apart-10m', 'sorted256-base', 'parse into runs'),
    # the Wikidata-shaped 10 M as the query service's loader takes it: 100 gzip'd Turtle chunks
    'wd-chunks-sorted-vs-stock': Figure('speedup', 'wikidata-10m-chunks', 'sorted', 'stock'),
    'wd-chunks-sorted-vs-sail': Figure('speedup', 'wikidata-10m-chunks', 'sorted', 'sail-stock'),
    'wd-chunks-stock-vs-sail': Figure('speedup', 'wikidata-10m-chunks', 'stock', 'sail-stock'),
    'wd-chunks-sail-wall': Figure('wall', 'wikidata-10m-chunks', 'sail-stock'),
    'wd-chunks-stock-wall': Figure('wall', 'wikidata-10m-chunks', 'stock'),
    'wd-chunks-sorted-wall': Figure('wall', 'wikidata-10m-chunks', 'sorted'),
    'wd-chunks-sorted-parse': Figure('phase', 'wikidata-10m-chunks', 'sorted', 'parse into runs'),
    'wd-chunks-sorted-parse-busy': Figure('phase-busy', 'wikidata-10m-chunks', 'sorted', 'parse into runs'),
    # tune on BSBM's first 5 M: what beat the default beyond the ranges (the tuner's own figures)
    'tune-5m-sorted-vs-default': Figure('tuner-speedup', 'tune-bsbm-5m', 'blazegraph.writer=sorted', 'default'),
    'tune-5m-bf256-vs-default': Figure('tuner-speedup', 'tune-bsbm-5m', 'branchingFactor=256', 'default'),
    'tune-5m-diskworm-vs-default': Figure('tuner-speedup', 'tune-bsbm-5m', 'bufferMode=DiskWORM', 'default'),
    # predict checked on loads it had not seen, predictions written first (table prediction-validation)
    'validation-cases': Figure('validation', PV, 'cases'),
    'validation-median-error': Figure('validation', PV, 'median-error'),
    'validation-held': Figure('validation', PV, 'held'),
    'validation-linear-median-error': Figure('validation', PV, 'linear-median-error'),
    'validation-reference-median-error': Figure('validation', PV, 'reference-median-error'),
    'validation-2-cases': Figure('validation', PV2, 'cases'),
    'validation-2-median-error': Figure('validation', PV2, 'median-error'),
    'validation-2-held': Figure('validation', PV2, 'held'),
    'validation-2-linear-median-error': Figure('validation', PV2, 'linear-median-error'),
    'validation-2-reference-median-error': Figure('validation', PV2, 'reference-median-error'),
    # the sorted build as it stands (jar at d60bef8) against stock DataLoader, 100 M and 10 M the same day
    'sorted-vs-stock-100m': Figure('speedup', D100, 'sorted', 'stock'),
    'sorted-100m-wall': Figure('wall', D100, 'sorted'),
    'sorted-100m-wall-median': Figure('wall-median', D100, 'sorted'),
    'stock-100m-wall': Figure('wall', D100, 'stock'),
    'stock-100m-wall-median': Figure('wall-median', D100, 'stock'),
    'sorted-100m-us': Figure('us', D100, 'sorted'),
    'sorted-100m-us-median': Figure('us-median', D100, 'sorted'),
    'stock-100m-us': Figure('us', D100, 'stock'),
    'stock-100m-us-median': Figure('us-median', D100, 'stock'),
    'sorted-vs-stock-10m': Figure('speedup', D10, 'sorted', 'stock'),
    'sorted-10m-wall': Figure('wall', D10, 'sorted'),
    'stock-10m-wall': Figure('wall', D10, 'stock'),
    'pyoxigraph-10m-wall': Figure('wall', D10, 'pyoxigraph'),
    'sorted-10m-us': Figure('us', D10, 'sorted', N10),
    'sorted-10m-us-median': Figure('us-median', D10, 'sorted', N10),
    'stock-10m-us': Figure('us', D10, 'stock', N10),
    'stock-10m-us-median': Figure('us-median', D10, 'stock', N10),
    'pyoxigraph-10m-us-median': Figure('us-median', D10, 'pyoxigraph', N10),
    'sorted-us-100m-over-10m': Figure('us-growth', D100, 'sorted', D10, 'sorted', N10),
    'stock-us-100m-over-10m': Figure('us-growth', D100, 'stock', D10, 'stock', N10),
    'pyoxigraph-vs-sorted-10m': Figure('speedup', D10, 'pyoxigraph', 'sorted'),
    # the lanes (a run per parse thread), BSBM 10 M at 1 and 2 cores (2026-11-27)
    'lanes-vs-stock-10m': Figure('speedup', CORES10, 'sorted', 'stock'),
    'lanes-vs-base-10m': Figure('speedup', CORES10, 'sorted', 'sorted-base'),
    'lanes-vs-base-10m-1core': Figure('speedup', CORES10, 'sorted-1core', 'sorted-base-1core'),
    'pyoxigraph-vs-lanes-10m': Figure('speedup', CORES10, 'pyoxigraph', 'sorted'),
    'lanes-10m-wall': Figure('wall', CORES10, 'sorted'),
    'lanes-10m-cpu': Figure('cpu', CORES10, 'sorted'),
    'pyoxigraph-10m-cpu-cores': Figure('cpu', CORES10, 'pyoxigraph'),
    'lanes-one-over-two-cores': Figure('speedup', CORES10, 'sorted', 'sorted-1core'),
    'lanes-16-cores-predicted': Figure('model-at', CORES10, 16),
    # TERM2ID written beside the statement step, and a young generation capped at 1 GiB (2026-11-27)
    'term2id-beside-vs-after-10m': Figure('speedup', 'term2id-beside-10m', 'sorted', 'sorted-base'),
    'term2id-beside-10m-wall': Figure('wall', 'term2id-beside-10m', 'sorted'),
    'term2id-after-10m-wall': Figure('wall', 'term2id-beside-10m', 'sorted-base'),
    'young-1g-vs-default-10m': Figure('speedup', 'term2id-beside-10m', 'sorted-alt', 'sorted'),
    'young-1g-10m-cpu': Figure('cpu', 'term2id-beside-10m', 'sorted-alt'),
    'young-default-10m-cpu': Figure('cpu', 'term2id-beside-10m', 'sorted'),
    'base-one-over-two-cores': Figure('speedup', CORES10, 'sorted-base', 'sorted-base-1core'),
    # a Wikidata-shaped corpus, 10 M statements (data wikidata, seed 49, munged), 2026-11-27
    'wikidata-sorted-vs-stock-10m': Figure('speedup', WD10, 'sorted', 'stock'),
    'wikidata-pyoxigraph-vs-sorted-10m': Figure('speedup', WD10, 'pyoxigraph', 'sorted'),
    'wikidata-sorted-vs-parallel-10m': Figure('speedup', WD10, 'sorted', 'parallel'),
    'wikidata-sorted-10m-wall': Figure('wall', WD10, 'sorted'),
    'wikidata-sorted-10m-cpu': Figure('cpu', WD10, 'sorted'),
    'wikidata-pyoxigraph-10m-cpu': Figure('cpu', WD10, 'pyoxigraph'),
    # the input's checksum taken while it is read, not by a second read before the commit (2026-11-27)
    'digest-vs-reread-10m': Figure('speedup', 'digest-on-read-10m', 'sorted', 'sorted-base'),
    'digest-10m-wall': Figure('wall', 'digest-on-read-10m', 'sorted'),
    'reread-10m-wall': Figure('wall', 'digest-on-read-10m', 'sorted-base'),
    'digest-vs-stock-10m': Figure('speedup', 'digest-on-read-10m', 'sorted', 'stock'),
    'pyoxigraph-vs-digest-10m': Figure('speedup', 'digest-on-read-10m', 'pyoxigraph', 'sorted'),
    'digest-10m-cpu': Figure('cpu', 'digest-on-read-10m', 'sorted'),
    'pyoxigraph-digest-10m-cpu': Figure('cpu', 'digest-on-read-10m', 'pyoxigraph'),
    'stock-digest-10m-wall': Figure('wall', 'digest-on-read-10m', 'stock'),
    'pyoxigraph-digest-10m-wall': Figure('wall', 'digest-on-read-10m', 'pyoxigraph'),
    # temporary files in the heap and a per-run cache of recent terms: tried, not adopted (2026-11-27)
    'heap-trial-vs-digest-10m': Figure('speedup', 'heap-spill-trial-10m', 'sorted-heap', 'sorted'),
    'digest-trial-vs-reread-10m': Figure('speedup', 'heap-spill-trial-10m', 'sorted', 'sorted-base'),
    'heap-trial-10m-cpu': Figure('cpu', 'heap-spill-trial-10m', 'sorted-heap'),
    'digest-trial-10m-cpu': Figure('cpu', 'heap-spill-trial-10m', 'sorted'),
    # the bottom-up statement indexes' own bench (2026-11-25): TERM2ID still inserted
    'bottom-up-vs-stock-10m': Figure('speedup', BU10, 'sorted', 'stock'),
    'bottom-up-vs-inserted-10m': Figure('speedup', BU10, 'sorted', 'sorted-base'),
    'term2id-packed-vs-inserted-10m': Figure('speedup', 'term2id-10m', 'sorted', 'sorted-base'),
    'term2id-packed-10m-wall': Figure('wall', 'term2id-10m', 'sorted'),
    'term2id-inserted-10m-wall': Figure('wall', 'term2id-10m', 'sorted-base'),
    # the build before it, keys inserted in key order
    'inserted-vs-stock-10m': Figure('speedup', SB10, 'sorted', 'stock'),
    'inserted-vs-stock-20m': Figure('speedup', S20, 'sorted', 'stock'),
    'inserted-20m-wall': Figure('wall', S20, 'sorted'),
    'stock-20m-wall': Figure('wall', S20, 'stock'),
    'buffer-20m-wall': Figure('wall', S20, 'buffer'),
    'inserted-vs-stock-100m': Figure('speedup', I100, 'sorted', 'stock'),
    'inserted-100m-wall': Figure('wall', I100, 'sorted'),
    'stock-100m-670722c-wall': Figure('wall', I100, 'stock'),
    # side by side at 10 M (ec079fe: the sorted build of then, keys inserted)
    'side-10m-buffer-vs-stock': Figure('speedup', SS10, 'buffer', 'stock'),
    'side-10m-pyoxigraph-vs-stock': Figure('speedup', SS10, 'pyoxigraph', 'stock'),
    'side-10m-pyoxigraph-vs-buffer': Figure('speedup', SS10, 'pyoxigraph', 'buffer'),
    'side-10m-pyoxigraph-vs-sorted': Figure('speedup', SS10, 'pyoxigraph', 'sorted'),
    'side-10m-sorted-vs-stock': Figure('speedup', SS10, 'sorted', 'stock'),
    **{f'side-10m-{n}-wall-median': Figure('wall-median', SS10, n)
       for n in ('pyoxigraph', 'sorted', 'parallel', 'buffer', 'stock', 'xloader')},
    # side by side at 100 M: one round
    **{f'side-100m-{n}-wall': Figure('wall-median', SS100, n)
       for n in ('sorted', 'pyoxigraph', 'parallel', 'stock', 'buffer', 'xloader')},
    'side-100m-sorted-vs-pyoxigraph': Figure('speedup-median', SS100, 'sorted', 'pyoxigraph'),
    'side-100m-sorted-above-own-range': Figure('above-range', SS100, 'sorted', D100, 'sorted'),
    # the profile tune wrote (its one change: the sorted build) against the default at 100 M
    'tune-profile-vs-default-100m': Figure('speedup', TUNE, 'profile', 'default'),
    # regime benches whose run records are kept
    'tdb2-100m-xloader-over-parallel': Figure('speedup', 'regime-tdb2-100m', 'tdb2-parallel', 'tdb2-xloader'),
    'wdqs-over-default-100m': Figure('speedup', 'regime-wdqs', 'default-sail', 'wdqs-sail'),
    # instrumentation overhead, 9 pairs each (whole process)
    'overhead-blazegraph-2m': Figure('ratio-of-medians', 'overhead-blazegraph-2m', 'loadscope', 'stock'),
    'overhead-blazegraph-2m-pairs': Figure('median-pair-ratio', 'overhead-blazegraph-2m', 'loadscope', 'stock'),
    'overhead-tdb2-2m': Figure('ratio-of-medians', 'overhead-tdb2-2m', 'instrumented', 'stock'),
    'overhead-tdb2-2m-pairs': Figure('median-pair-ratio', 'overhead-tdb2-2m', 'instrumented', 'stock'),
    'overhead-sail-2m': Figure('ratio-of-medians', 'overhead-sail-2m', 'instrumented', 'stock'),
    'overhead-sail-2m-pairs': Figure('median-pair-ratio', 'overhead-sail-2m', 'instrumented', 'stock'),
    'overhead-fixed-costs': Figure('historical', None, '0.82 s of fixed costs against stock\'s 0.13 s',
                                   note='docs/performance.md: bench overhead --parser stock, 9 pairs, whole process minus load; the load-only times were not kept'),
    # heap sizes and buffer x queue capacity, one load each (findings Q2 and Q3, from their JMH rows)
    'heap-10m-walls': Figure('wall-span', Q2, 'g1-2g-10m', 'g1-4g-10m', 'g1-8g-10m', 'g1-16g-10m'),
    'heap-10m-20m-gc-share': Figure('gc-share-span', Q2, *[f'g1-{h}-{n}' for h in ('2g', '4g', '8g', '16g') for n in ('10m', '20m')]),
    'heap-100m-gc-share': Figure('gc-share-span', 'findings-q2-growth', 'g1-8g-100m', 'g1-16g-100m'),
    'heap-100m-8g-wall': Figure('wall-median', 'findings-q2-growth', 'g1-8g-100m', digits=0),
    'heap-100m-16g-wall': Figure('wall-median', 'findings-q2-growth', 'g1-16g-100m', digits=0),
    'queue-10m-walls': Figure('wall-span', Q3, 'buffer100k-queue10', 'buffer100k-queue50', 'buffer1000k-queue10', 'buffer1000k-queue50'),
    'no-queue-100k-wall': Figure('wall-median', Q3, 'buffer100k-queue0'),
    'default-queue-wall': Figure('wall-median', Q3, 'buffer100k-queue10'),
    'no-queue-100k-longer': Figure('percent-longer', Q3, 'buffer100k-queue0', 'buffer100k-queue10'),
    'no-queue-peak-heap': Figure('peak-heap-span', Q3, 'buffer100k-queue0', 'buffer1000k-queue0'),
    'queue-peak-heap': Figure('peak-heap-span', Q3, 'buffer100k-queue10', 'buffer100k-queue50', 'buffer1000k-queue10', 'buffer1000k-queue50'),
    # compressed input, one load each (findings Q5)
    'q5-xz-vs-plain': Figure('times-span', Q5, 'plain', 'xz-parser', 'xz-own'),
    'q5-gzip-parser-vs-plain': Figure('times-span', Q5, 'plain', 'gzip-parser'),
    'q5-slow-decoders-vs-plain': Figure('times-span', Q5, 'plain', 'gzip-parser', 'xz-parser', 'xz-own'),
    'q5-gzip-own-zstd-vs-plain': Figure('times-span', Q5, 'plain', 'gzip-own', 'zstd-parser', 'zstd-own'),
    'q5-bzip2-vs-plain': Figure('times-span', Q5, 'plain', 'bzip2-parser', 'bzip2-own', digits=1),
    'q5-bzip2-parser-vs-plain': Figure('times-span', Q5, 'plain', 'bzip2-parser', digits=1),
    'q5-bzip2-own-vs-plain': Figure('times-span', Q5, 'plain', 'bzip2-own', digits=1),
    # against the slowest of the six default loads across suites, the bufferqueue suite's (its default configuration)
    'q5-against-slowest-default': Figure('times-span-against', Q5, Q3, 'buffer100k-queue10', 'gzip-parser', 'xz-parser', 'xz-own'),
    **{f'q5-{n}-wall': Figure('wall-median', Q5, n) for n in ('bzip2-parser', 'bzip2-own', 'xz-parser', 'xz-own')},
    'pyoxigraph-us-100m-over-10m': Figure('us-growth', SS100, 'pyoxigraph', D10, 'pyoxigraph', N10),
    # single historical figures: no per-run rows committed
    'memory-50m-worm-vs-rw': Figure('historical', None, '0.74× (0.72–0.75)',
                                    note='docs/results/regime-memory-50m.md, 3 rounds 2026-11-26; its summary is committed, its per-run rows are not'),
    'memory-50m-unshaped-vs-shaped': Figure('historical', None, '0.83× (0.77–0.92)',
                                            note='docs/results/regime-memory-50m.md, 3 rounds 2026-11-26; per-run rows not committed'),
    'memory-50m-heap1536-vs-1280': Figure('historical', None, '1.01× (0.98–1.10)',
                                          note='docs/results/regime-memory-50m.md, 3 rounds 2026-11-26; per-run rows not committed'),
    'memory-50m-worm-journal': Figure('historical', None, '1.36× as large',
                                      note='docs/results/regime-memory-50m.md, 3 rounds 2026-11-26; per-run rows not committed'),
    # The lanes' scans by table and by word (b16b63d), and a trial of each new term encoded into one buffer (2026-11-30, evening)
    'tb-lanes-2': Figure('role', 'scan-tables-10m', 'sorted', 'run_builder', 'cpu'),
    'tb-base-lanes-2': Figure('role', 'scan-tables-10m', 'sorted-base', 'run_builder', 'cpu'),
    'tb-lanes-1': Figure('role', 'scan-tables-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'tb-base-lanes-1': Figure('role', 'scan-tables-10m', 'sorted-base-1core', 'run_builder', 'cpu'),
    'tb-vs-base-2': Figure('speedup', 'scan-tables-10m', 'sorted', 'sorted-base'),
    'tb-vs-base-1': Figure('speedup', 'scan-tables-10m', 'sorted-1core', 'sorted-base-1core'),
    'tb-wall-2': Figure('wall', 'scan-tables-10m', 'sorted'),
    'tb-base-wall-2': Figure('wall', 'scan-tables-10m', 'sorted-base'),
    'tb-wall-1': Figure('wall', 'scan-tables-10m', 'sorted-1core'),
    'tb-base-wall-1': Figure('wall', 'scan-tables-10m', 'sorted-base-1core'),
    'tb-cpu-2': Figure('cpu', 'scan-tables-10m', 'sorted'),
    'tb-base-cpu-2': Figure('cpu', 'scan-tables-10m', 'sorted-base'),
    'tb-cpu-1': Figure('cpu', 'scan-tables-10m', 'sorted-1core'),
    'tb-base-cpu-1': Figure('cpu', 'scan-tables-10m', 'sorted-base-1core'),
    'tb-one-over-two': Figure('speedup', 'scan-tables-10m', 'sorted', 'sorted-1core'),
    'tb-base-one-over-two': Figure('speedup', 'scan-tables-10m', 'sorted-base', 'sorted-base-1core'),
    'tb-parse-2': Figure('phase', 'scan-tables-10m', 'sorted', 'parse into runs'),
    'tb-base-parse-2': Figure('phase', 'scan-tables-10m', 'sorted-base', 'parse into runs'),
    'tb-gc-1': Figure('gc-count', 'scan-tables-10m', 'sorted-1core'),
    'tb-base-gc-1': Figure('gc-count', 'scan-tables-10m', 'sorted-base-1core'),
    'eb-lanes-2': Figure('role', 'encode-buffer-10m', 'sorted', 'run_builder', 'cpu'),
    'eb-base-lanes-2': Figure('role', 'encode-buffer-10m', 'sorted-base', 'run_builder', 'cpu'),
    'eb-lanes-1': Figure('role', 'encode-buffer-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'eb-base-lanes-1': Figure('role', 'encode-buffer-10m', 'sorted-base-1core', 'run_builder', 'cpu'),
    'eb-vs-base-2': Figure('speedup', 'encode-buffer-10m', 'sorted', 'sorted-base'),
    'eb-vs-base-1': Figure('speedup', 'encode-buffer-10m', 'sorted-1core', 'sorted-base-1core'),
    'eb-wall-2': Figure('wall', 'encode-buffer-10m', 'sorted'),
    'eb-base-wall-2': Figure('wall', 'encode-buffer-10m', 'sorted-base'),
    'eb-wall-1': Figure('wall', 'encode-buffer-10m', 'sorted-1core'),
    'eb-base-wall-1': Figure('wall', 'encode-buffer-10m', 'sorted-base-1core'),
    'eb-cpu-2': Figure('cpu', 'encode-buffer-10m', 'sorted'),
    'eb-base-cpu-2': Figure('cpu', 'encode-buffer-10m', 'sorted-base'),
    'eb-cpu-1': Figure('cpu', 'encode-buffer-10m', 'sorted-1core'),
    'eb-base-cpu-1': Figure('cpu', 'encode-buffer-10m', 'sorted-base-1core'),
    'eb-one-over-two': Figure('speedup', 'encode-buffer-10m', 'sorted', 'sorted-1core'),
    'eb-base-one-over-two': Figure('speedup', 'encode-buffer-10m', 'sorted-base', 'sorted-base-1core'),
    'eb-parse-2': Figure('phase', 'encode-buffer-10m', 'sorted', 'parse into runs'),
    'eb-base-parse-2': Figure('phase', 'encode-buffer-10m', 'sorted-base', 'parse into runs'),
    'eb-gc-1': Figure('gc-count', 'encode-buffer-10m', 'sorted-1core'),
    'eb-base-gc-1': Figure('gc-count', 'encode-buffer-10m', 'sorted-base-1core'),
    # The JIT's compilers by phase, two profiled runs of each width (2026-11-30, evening)
    'jit-all-1': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_s', 'cores=1', 'phase=all'),
    'jit-all-pct-1': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_pct', 'cores=1', 'phase=all', digits=0),
    'jit-lex-1': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_s', 'cores=1', 'phase=lexicon'),
    'jit-lex-pct-1': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_pct', 'cores=1', 'phase=lexicon', digits=0),
    'jit-parse-1': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_s', 'cores=1', 'phase=parse into runs'),
    'jit-all-2': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_s', 'cores=2', 'phase=all'),
    'jit-all-pct-2': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_pct', 'cores=2', 'phase=all', digits=0),
    'jit-lex-2': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_s', 'cores=2', 'phase=lexicon'),
    'jit-lex-pct-2': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_pct', 'cores=2', 'phase=lexicon', digits=0),
    'jit-parse-2': Figure('tsv-med', 'jit-by-phase-10m', 'jit.tsv', 'jit_s', 'cores=2', 'phase=parse into runs'),
    # One core over two for the build of b16b63d beside the two-halves control, 6 rounds (2026-11-30, evening)
    'ce-one-over-two': Figure('speedup', 'ceiling-build-10m-evening', 'sorted', 'sorted-1core'),
    'ce-halves': Figure('speedup', 'ceiling-halves-10m-evening', 'halves-together', 'halves-alone'),
    'ce-wall-2': Figure('wall', 'ceiling-build-10m-evening', 'sorted'),
    'ce-wall-1': Figure('wall', 'ceiling-build-10m-evening', 'sorted-1core'),
    'ce-busy-2': Figure('busy', 'ceiling-build-10m-evening', 'sorted'),
    'ce-h-busy': Figure('busy', 'ceiling-halves-10m-evening', 'halves-together'),
    'ce-cpu-ratio': Figure('cpu-ratio', 'ceiling-build-10m-evening', 'sorted', 'sorted-1core'),
    'ce-h-cpu-ratio': Figure('cpu-ratio', 'ceiling-halves-10m-evening', 'halves-together', 'halves-alone'),
    'ce-lanes-2': Figure('role', 'ceiling-build-10m-evening', 'sorted', 'run_builder', 'cpu'),
    'ce-lanes-1': Figure('role', 'ceiling-build-10m-evening', 'sorted-1core', 'run_builder', 'cpu'),
    # The same build on JDK 25 beside JDK 17, both widths (2026-11-30, evening)
    'j25-vs-17-2': Figure('speedup', 'jdk25-10m', 'sorted-alt', 'sorted'),
    'j25-vs-17-1': Figure('speedup', 'jdk25-10m', 'sorted-alt-1core', 'sorted-1core'),
    'j25-wall-2': Figure('wall', 'jdk25-10m', 'sorted-alt'),
    'j17-wall-2': Figure('wall', 'jdk25-10m', 'sorted'),
    'j25-wall-1': Figure('wall', 'jdk25-10m', 'sorted-alt-1core'),
    'j17-wall-1': Figure('wall', 'jdk25-10m', 'sorted-1core'),
    'j25-cpu-2': Figure('cpu', 'jdk25-10m', 'sorted-alt'),
    'j17-cpu-2': Figure('cpu', 'jdk25-10m', 'sorted'),
    'j25-cpu-1': Figure('cpu', 'jdk25-10m', 'sorted-alt-1core'),
    'j17-cpu-1': Figure('cpu', 'jdk25-10m', 'sorted-1core'),
    'j25-one-over-two': Figure('speedup', 'jdk25-10m', 'sorted-alt', 'sorted-alt-1core'),
    'j17-one-over-two': Figure('speedup', 'jdk25-10m', 'sorted', 'sorted-1core'),
    'j25-lanes-2': Figure('role', 'jdk25-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'j17-lanes-2': Figure('role', 'jdk25-10m', 'sorted', 'run_builder', 'cpu'),
    'j25-peak-heap-2': Figure('peak-heap', 'jdk25-10m', 'sorted-alt'),
    'j17-peak-heap-2': Figure('peak-heap', 'jdk25-10m', 'sorted'),
    # One core over two at 30 M with the build of b16b63d (2026-11-30, evening)
    'e3-one-over-two': Figure('speedup', 'ceiling-build-30m-evening', 'sorted', 'sorted-1core'),
    'e3-wall-2': Figure('wall', 'ceiling-build-30m-evening', 'sorted'),
    'e3-wall-1': Figure('wall', 'ceiling-build-30m-evening', 'sorted-1core'),
    'e3-busy-2': Figure('busy', 'ceiling-build-30m-evening', 'sorted'),
    'e3-cpu-ratio': Figure('cpu-ratio', 'ceiling-build-30m-evening', 'sorted', 'sorted-1core'),
    'e3-lanes-2': Figure('role', 'ceiling-build-30m-evening', 'sorted', 'run_builder', 'cpu'),
    'e3-lanes-1': Figure('role', 'ceiling-build-30m-evening', 'sorted-1core', 'run_builder', 'cpu'),
    'ce-read-2': Figure('stage', 'ceiling-build-10m-evening', 'sorted', 'parser', 'read', 'cpu'),
    'ce-read-1': Figure('stage', 'ceiling-build-10m-evening', 'sorted-1core', 'parser', 'read', 'cpu'),
    'e3-read-2': Figure('stage', 'ceiling-build-30m-evening', 'sorted', 'parser', 'read', 'cpu'),
    'e3-read-1': Figure('stage', 'ceiling-build-30m-evening', 'sorted-1core', 'parser', 'read', 'cpu'),
    'c3-read-2': Figure('stage', 'ceiling-build-30m', 'sorted', 'parser', 'read', 'cpu'),
    'c3-read-1': Figure('stage', 'ceiling-build-30m', 'sorted-1core', 'parser', 'read', 'cpu'),
    'c3-lanes-2': Figure('role', 'ceiling-build-30m', 'sorted', 'run_builder', 'cpu'),
    'c3-lanes-1': Figure('role', 'ceiling-build-30m', 'sorted-1core', 'run_builder', 'cpu'),
    'e3-parse-2': Figure('phase', 'ceiling-build-30m-evening', 'sorted', 'parse into runs'),
    'e3-parse-1': Figure('phase', 'ceiling-build-30m-evening', 'sorted-1core', 'parse into runs'),
    'e3-lex-2': Figure('phase', 'ceiling-build-30m-evening', 'sorted', 'lexicon'),
    'e3-lex-1': Figure('phase', 'ceiling-build-30m-evening', 'sorted-1core', 'lexicon'),
    'e3-runs-2': Figure('setting-med', 'ceiling-build-30m-evening', 'sorted', 'sortedBuild.runs'),
    'e3-runs-1': Figure('setting-med', 'ceiling-build-30m-evening', 'sorted-1core', 'sortedBuild.runs'),
    # Full runs written beside the run writer when it is busy (2026-11-30, night)
    # One core over two at 10 M: every round of the four series of 2026-11-30 that ran the build of b16b63d at both
    # widths and the night's
    # series of the build of a709ff2 (whose 10 M path is that one: no run there is written beside the run writer), pooled
    'p10-one-over-two': Figure('speedup-pooled', 'one-over-two-10m-night', 'sorted', 'sorted-1core',
                               'ceiling-build-10m-evening:sorted:sorted-1core', 'scan-tables-10m:sorted:sorted-1core',
                               'encode-buffer-10m:sorted-base:sorted-base-1core', 'jdk25-10m:sorted:sorted-1core'),
    'ot-one-over-two': Figure('speedup', 'one-over-two-10m-night', 'sorted', 'sorted-1core'),
    'ot-wall-2': Figure('wall', 'one-over-two-10m-night', 'sorted'),
    'ot-wall-1': Figure('wall', 'one-over-two-10m-night', 'sorted-1core'),
    'ot-busy-2': Figure('busy', 'one-over-two-10m-night', 'sorted'),
    'ot-cpu-ratio': Figure('cpu-ratio', 'one-over-two-10m-night', 'sorted', 'sorted-1core'),
    'bw3-wall-2': Figure('wall', 'runs-beside-writer-30m', 'sorted'),
    'bw3-base-wall-2': Figure('wall', 'runs-beside-writer-30m', 'sorted-base'),
    'bw3-vs-base': Figure('speedup', 'runs-beside-writer-30m', 'sorted', 'sorted-base'),
    'bw3-parse-busy': Figure('phase-busy', 'runs-beside-writer-30m', 'sorted', 'parse into runs'),
    'bw3-base-parse-busy': Figure('phase-busy', 'runs-beside-writer-30m', 'sorted-base', 'parse into runs'),
    'bw3-parse': Figure('phase', 'runs-beside-writer-30m', 'sorted', 'parse into runs'),
    'bw3-base-parse': Figure('phase', 'runs-beside-writer-30m', 'sorted-base', 'parse into runs'),
    'bw3-parse-cpu': Figure('phase-cpu', 'runs-beside-writer-30m', 'sorted', 'parse into runs'),
    'bw3-base-parse-cpu': Figure('phase-cpu', 'runs-beside-writer-30m', 'sorted-base', 'parse into runs'),
    'bw3-beside': Figure('setting-med', 'runs-beside-writer-30m', 'sorted', 'sortedBuild.runsWrittenBeside'),
    'bw3-runs': Figure('setting-med', 'runs-beside-writer-30m', 'sorted', 'sortedBuild.runs'),
    'bw3-base-runs': Figure('setting-med', 'runs-beside-writer-30m', 'sorted-base', 'sortedBuild.runs'),
    'bw3-wall-1': Figure('wall', 'runs-beside-writer-30m', 'sorted-1core'),
    'bw3-one-over-two': Figure('speedup', 'runs-beside-writer-30m', 'sorted', 'sorted-1core'),
    'bw3-busy-2': Figure('busy', 'runs-beside-writer-30m', 'sorted'),
    'bw256-wall': Figure('wall', 'runs-beside-writer-10m-256', 'sorted256'),
    'bw256-base-wall': Figure('wall', 'runs-beside-writer-10m-256', 'sorted256-base'),
    'bw256-vs-base': Figure('speedup', 'runs-beside-writer-10m-256', 'sorted256', 'sorted256-base'),
    'bw256-parse-busy': Figure('phase-busy', 'runs-beside-writer-10m-256', 'sorted256', 'parse into runs'),
    'bw256-base-parse-busy': Figure('phase-busy', 'runs-beside-writer-10m-256', 'sorted256-base', 'parse into runs'),
    'bw256-runs': Figure('setting-med', 'runs-beside-writer-10m-256', 'sorted256', 'sortedBuild.runs'),
    'bw256-beside': Figure('setting-med', 'runs-beside-writer-10m-256', 'sorted256', 'sortedBuild.runsWrittenBeside'),
    # Every thread's CPU in the lexicon phase (2026-11-30, night)
    'lx-window-2': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'window_s', 'variant=two-cores', 'group=all', digits=2),
    'lx-window-1': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'window_s', 'variant=one-core', 'group=all', digits=2),
    'lx-window-nh': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'window_s', 'variant=no-helper', 'group=all', digits=2),
    'lx-all-2': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=two-cores', 'group=all', digits=2),
    'lx-all-1': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=one-core', 'group=all', digits=2),
    'lx-all-nh': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=no-helper', 'group=all', digits=2),
    'lx-writer-2': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=two-cores', 'group=ID2TERM and BLOBS writer', digits=2),
    'lx-helper-2': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=two-cores', 'group=lexicon helper', digits=2),
    'lx-writer-1': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=one-core', 'group=ID2TERM and BLOBS writer', digits=2),
    'lx-writer-nh': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=no-helper', 'group=ID2TERM and BLOBS writer', digits=2),
    'lx-jit-2': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=two-cores', 'group=JIT compilers', digits=2),
    'lx-jit-1': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=one-core', 'group=JIT compilers', digits=2),
    'lx-merge-2': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=two-cores', 'group=merge (load thread)', digits=2),
    'lx-merge-1': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=one-core', 'group=merge (load thread)', digits=2),
    'lx-cache-2': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=two-cores', 'group=journal write cache', digits=2),
    'lx-cache-1': Figure('tsv-med', 'lexicon-window-10m', 'threads.tsv', 'cpu_s', 'variant=one-core', 'group=journal write cache', digits=2),
    # Two lanes at once against two lanes taking turns on one CPU, on the Intel VM (2026-11-30, late night).
    'lo-lanes-2': Figure('role', 'lanes-at-once-10m', 'sorted', 'run_builder', 'cpu'),
    'lo-lanes-2on1': Figure('role', 'lanes-at-once-10m', 'sorted-alt-1core', 'run_builder', 'cpu'),
    'lo-lanes-1': Figure('role', 'lanes-at-once-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'lo-terms-2on1': Figure('setting-med', 'lanes-at-once-10m', 'sorted-alt-1core', 'sortedBuild.termsInRuns'),
    'lo-terms-1': Figure('setting-med', 'lanes-at-once-10m', 'sorted-1core', 'sortedBuild.termsInRuns'),
    'lo-cpu-2': Figure('cpu', 'lanes-at-once-10m', 'sorted'),
    'lo-cpu-2on1': Figure('cpu', 'lanes-at-once-10m', 'sorted-alt-1core'),
    'lo-cpu-1': Figure('cpu', 'lanes-at-once-10m', 'sorted-1core'),
    'lo-wall-2': Figure('wall', 'lanes-at-once-10m', 'sorted'),
    'lo-one-over-two': Figure('speedup', 'lanes-at-once-10m', 'sorted', 'sorted-1core'),
    # Statements in chunks and lanes kept by their threads, a trial not kept; the build as committed on the Intel VM.
    'sk-vs-base-2': Figure('speedup', 'statement-chunks-lane-affinity-10m', 'sorted', 'sorted-base'),
    'sk-vs-base-1': Figure('speedup', 'statement-chunks-lane-affinity-10m', 'sorted-1core', 'sorted-base-1core'),
    'sk-wall-2': Figure('wall', 'statement-chunks-lane-affinity-10m', 'sorted'),
    'sk-base-wall-2': Figure('wall', 'statement-chunks-lane-affinity-10m', 'sorted-base'),
    'sk-wall-1': Figure('wall', 'statement-chunks-lane-affinity-10m', 'sorted-1core'),
    'sk-base-wall-1': Figure('wall', 'statement-chunks-lane-affinity-10m', 'sorted-base-1core'),
    'sk-lanes-2': Figure('role', 'statement-chunks-lane-affinity-10m', 'sorted', 'run_builder', 'cpu'),
    'sk-base-lanes-2': Figure('role', 'statement-chunks-lane-affinity-10m', 'sorted-base', 'run_builder', 'cpu'),
    'sk-base-one-over-two': Figure('speedup', 'statement-chunks-lane-affinity-10m', 'sorted-base', 'sorted-base-1core'),
    'sk-base-parse-2': Figure('phase', 'statement-chunks-lane-affinity-10m', 'sorted-base', 'parse into runs'),
    'sk-base-parse-1': Figure('phase', 'statement-chunks-lane-affinity-10m', 'sorted-base-1core', 'parse into runs'),
    'sk-base-lex-2': Figure('phase', 'statement-chunks-lane-affinity-10m', 'sorted-base', 'lexicon'),
    'sk-base-lex-1': Figure('phase', 'statement-chunks-lane-affinity-10m', 'sorted-base-1core', 'lexicon'),
    'sk-base-sort-2': Figure('phase', 'statement-chunks-lane-affinity-10m', 'sorted-base', 'statement sort'),
    'sk-base-sort-1': Figure('phase', 'statement-chunks-lane-affinity-10m', 'sorted-base-1core', 'statement sort'),
    'sk-base-idx-2': Figure('phase', 'statement-chunks-lane-affinity-10m', 'sorted-base', 'statement indexes'),
    'sk-base-idx-1': Figure('phase', 'statement-chunks-lane-affinity-10m', 'sorted-base-1core', 'statement indexes'),
    # A parse thread taking again the lane it parsed into last, a trial not kept, two series.
    'af-vs-base': Figure('speedup', 'lane-affinity-10m', 'sorted-alt', 'sorted'),
    'af-wall': Figure('wall', 'lane-affinity-10m', 'sorted-alt'),
    'af-base-wall': Figure('wall', 'lane-affinity-10m', 'sorted'),
    'af-lanes': Figure('role', 'lane-affinity-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'af-base-lanes': Figure('role', 'lane-affinity-10m', 'sorted', 'run_builder', 'cpu'),
    'af2-vs-base': Figure('speedup', 'lane-affinity-10m-again', 'sorted-alt', 'sorted'),
    'af2-wall': Figure('wall', 'lane-affinity-10m-again', 'sorted-alt'),
    'af2-base-wall': Figure('wall', 'lane-affinity-10m-again', 'sorted'),
    'af2-lanes': Figure('role', 'lane-affinity-10m-again', 'sorted-alt', 'run_builder', 'cpu'),
    'af2-base-lanes': Figure('role', 'lane-affinity-10m-again', 'sorted', 'run_builder', 'cpu'),
    # Two JVM options on the Intel VM: four JIT compiler threads, and the whole heap from the start.
    'ct-vs-base': Figure('speedup', 'compiler-threads-10m', 'sorted-alt', 'sorted'),
    'ct-wall': Figure('wall', 'compiler-threads-10m', 'sorted-alt'),
    'ct-base-wall': Figure('wall', 'compiler-threads-10m', 'sorted'),
    'ct-lanes': Figure('role', 'compiler-threads-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'ct-base-lanes': Figure('role', 'compiler-threads-10m', 'sorted', 'run_builder', 'cpu'),
    'xs-vs-base': Figure('speedup', 'initial-heap-8g-10m', 'sorted-alt', 'sorted'),
    'xs-wall': Figure('wall', 'initial-heap-8g-10m', 'sorted-alt'),
    'xs-base-wall': Figure('wall', 'initial-heap-8g-10m', 'sorted'),
    'xs-cpu': Figure('cpu', 'initial-heap-8g-10m', 'sorted-alt'),
    'xs-base-cpu': Figure('cpu', 'initial-heap-8g-10m', 'sorted'),
    # The lanes' CPU under the serial collector on two cores, from the EPYC VM's two earlier series.
    'sgl-lanes-serial': Figure('role', 'serial-gc-two-cores-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'sgl-lanes-g1': Figure('role', 'serial-gc-two-cores-10m', 'sorted', 'run_builder', 'cpu'),
    'sga-lanes-serial': Figure('role', 'serial-gc-again-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'sga-lanes-g1': Figure('role', 'serial-gc-again-10m', 'sorted', 'run_builder', 'cpu'),
    'sgi-lanes-serial': Figure('role', 'serial-gc-lanes-intel-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'sgi-lanes-g1': Figure('role', 'serial-gc-lanes-intel-10m', 'sorted', 'run_builder', 'cpu'),
    'sgi-lanes-1': Figure('role', 'serial-gc-lanes-intel-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'sgi-cpu-serial': Figure('cpu', 'serial-gc-lanes-intel-10m', 'sorted-alt'),
    'sgi-cpu-g1': Figure('cpu', 'serial-gc-lanes-intel-10m', 'sorted'),
    'sgi-vs-g1': Figure('speedup', 'serial-gc-lanes-intel-10m', 'sorted-alt', 'sorted'),
    'sgi-one-over-two': Figure('speedup', 'serial-gc-lanes-intel-10m', 'sorted', 'sorted-1core'),
    # The JIT's C2 alone, as a diagnosis of the lanes' two-core extra (2026-12-01).
    'ntc-lanes-2': Figure('role', 'no-tiered-compilation-10m', 'sorted', 'run_builder', 'cpu'),
    'ntc-lanes-alt-2': Figure('role', 'no-tiered-compilation-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'ntc-lanes-1': Figure('role', 'no-tiered-compilation-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'ntc-lanes-alt-1': Figure('role', 'no-tiered-compilation-10m', 'sorted-alt-1core', 'run_builder', 'cpu'),
    'ntc-one-over-two': Figure('speedup', 'no-tiered-compilation-10m', 'sorted', 'sorted-1core'),
    'ntc-one-over-two-alt': Figure('speedup', 'no-tiered-compilation-10m', 'sorted-alt', 'sorted-alt-1core'),
    # One core over two at 30 M on the Intel VM; the lanes' user and system CPU (2026-12-01).
    'c3i-one-over-two': Figure('speedup', 'cores-30m-intel', 'sorted', 'sorted-1core'),
    'c3i-wall-2': Figure('wall', 'cores-30m-intel', 'sorted'),
    'c3i-wall-1': Figure('wall', 'cores-30m-intel', 'sorted-1core'),
    'c3i-cpu-ratio': Figure('cpu-ratio', 'cores-30m-intel', 'sorted', 'sorted-1core'),
    'c3i-busy-2': Figure('busy', 'cores-30m-intel', 'sorted'),
    'c3i-lanes-2': Figure('role', 'cores-30m-intel', 'sorted', 'run_builder', 'cpu'),
    'c3i-lanes-1': Figure('role', 'cores-30m-intel', 'sorted-1core', 'run_builder', 'cpu'),
    'c3i-terms-2': Figure('setting-med', 'cores-30m-intel', 'sorted', 'sortedBuild.termsInRuns'),
    'c3i-terms-1': Figure('setting-med', 'cores-30m-intel', 'sorted-1core', 'sortedBuild.termsInRuns'),
    'c3i-lex-busy-2': Figure('phase-busy', 'cores-30m-intel', 'sorted', 'lexicon'),
    'xus-lanes-user-w2-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads-user-sys.tsv', 'user_s', 'file=w2-r1.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xus-lanes-sys-w2-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads-user-sys.tsv', 'sys_s', 'file=w2-r1.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xus-lanes-user-w2-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads-user-sys.tsv', 'user_s', 'file=w2-r2.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xus-lanes-sys-w2-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads-user-sys.tsv', 'sys_s', 'file=w2-r2.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xus-lanes-user-w1-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads-user-sys.tsv', 'user_s', 'file=w1-r1.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xus-lanes-sys-w1-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads-user-sys.tsv', 'sys_s', 'file=w1-r1.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xus-lanes-user-w1-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads-user-sys.tsv', 'user_s', 'file=w1-r2.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xus-lanes-sys-w1-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads-user-sys.tsv', 'sys_s', 'file=w1-r2.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'cg10-wall-g1': Figure('wall', 'collector-threads-10m', 'sorted'),
    'cg10-wall-par': Figure('wall', 'collector-threads-10m', 'sorted-alt'),
    'cg10-wall-1': Figure('wall', 'collector-threads-10m', 'sorted-1core'),
    'cg10-one-over-two-g1': Figure('speedup', 'collector-threads-10m', 'sorted', 'sorted-1core'),
    'cg10-one-over-two-par': Figure('speedup', 'collector-threads-10m', 'sorted-alt', 'sorted-1core'),
    'cg10-cpu-g1': Figure('phases-sum', 'collector-threads-10m', 'sorted', 'cpu'),
    'cg10-jit-g1': Figure('phases-sum', 'collector-threads-10m', 'sorted', 'jit'),
    'cg10-gc-g1': Figure('phases-sum', 'collector-threads-10m', 'sorted', 'gc'),
    'cg10-own-g1': Figure('phases-sum', 'collector-threads-10m', 'sorted', 'own'),
    'cg10-lanes-g1': Figure('role', 'collector-threads-10m', 'sorted', 'run_builder', 'cpu'),
    'cg10-cpu-par': Figure('phases-sum', 'collector-threads-10m', 'sorted-alt', 'cpu'),
    'cg10-jit-par': Figure('phases-sum', 'collector-threads-10m', 'sorted-alt', 'jit'),
    'cg10-gc-par': Figure('phases-sum', 'collector-threads-10m', 'sorted-alt', 'gc'),
    'cg10-own-par': Figure('phases-sum', 'collector-threads-10m', 'sorted-alt', 'own'),
    'cg10-lanes-par': Figure('role', 'collector-threads-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'cg10-cpu-1': Figure('phases-sum', 'collector-threads-10m', 'sorted-1core', 'cpu'),
    'cg10-jit-1': Figure('phases-sum', 'collector-threads-10m', 'sorted-1core', 'jit'),
    'cg10-gc-1': Figure('phases-sum', 'collector-threads-10m', 'sorted-1core', 'gc'),
    'cg10-own-1': Figure('phases-sum', 'collector-threads-10m', 'sorted-1core', 'own'),
    'cg10-lanes-1': Figure('role', 'collector-threads-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'cg30-wall-g1': Figure('wall', 'collector-threads-30m', 'sorted'),
    'cg30-wall-par': Figure('wall', 'collector-threads-30m', 'sorted-alt'),
    'cg30-par-vs-g1': Figure('speedup', 'collector-threads-30m', 'sorted-alt', 'sorted'),
    'cg30-jit-g1': Figure('phases-sum', 'collector-threads-30m', 'sorted', 'jit'),
    'cg30-gc-g1': Figure('phases-sum', 'collector-threads-30m', 'sorted', 'gc'),
    'cg30-own-g1': Figure('phases-sum', 'collector-threads-30m', 'sorted', 'own'),
    'cg30-lanes-g1': Figure('role', 'collector-threads-30m', 'sorted', 'run_builder', 'cpu'),
    'cg30-parse-own-g1': Figure('phase-own', 'collector-threads-30m', 'sorted', 'parse into runs'),
    'cg30-jit-par': Figure('phases-sum', 'collector-threads-30m', 'sorted-alt', 'jit'),
    'cg30-gc-par': Figure('phases-sum', 'collector-threads-30m', 'sorted-alt', 'gc'),
    'cg30-own-par': Figure('phases-sum', 'collector-threads-30m', 'sorted-alt', 'own'),
    'cg30-lanes-par': Figure('role', 'collector-threads-30m', 'sorted-alt', 'run_builder', 'cpu'),
    'cg30-parse-own-par': Figure('phase-own', 'collector-threads-30m', 'sorted-alt', 'parse into runs'),
    'cg30-own-1': Figure('phases-sum', 'collector-threads-30m', 'sorted-1core', 'own'),
    'cg30-lanes-1': Figure('role', 'collector-threads-30m', 'sorted-1core', 'run_builder', 'cpu'),
    'pgx-par-vs-g1-30m': Figure('speedup-pooled', 'parallel-gc-30m-intel', 'sorted-alt', 'sorted', 'collector-threads-30m:sorted-alt:sorted', 'collector-threads-30m-again:sorted-alt:sorted'),
    'pgx-par-vs-g1-10m': Figure('speedup-pooled', 'parallel-gc-10m-intel', 'sorted-alt', 'sorted', 'collector-threads-10m:sorted-alt:sorted'),
    'g1log-concurrent-starts-humongous': Figure('tsv-pick', 'collector-threads-30m', 'g1-pauses.tsv', 'count', 'pause=Young (Concurrent Start)', 'cause=G1 Humongous Allocation', digits=0),
    'g1log-concurrent-starts-evacuation': Figure('tsv-pick', 'collector-threads-30m', 'g1-pauses.tsv', 'count', 'pause=Young (Concurrent Start)', 'cause=G1 Evacuation Pause', digits=0),
    'g1log-concurrent-starts-metadata': Figure('tsv-pick', 'collector-threads-30m', 'g1-pauses.tsv', 'count', 'pause=Young (Concurrent Start)', 'cause=Metadata GC Threshold', digits=0),
    'g1log-remarks': Figure('tsv-pick', 'collector-threads-30m', 'g1-pauses.tsv', 'count', 'pause=Remark', digits=0),
    'g1log-mixed': Figure('tsv-pick', 'collector-threads-30m', 'g1-pauses.tsv', 'count', 'pause=Young (Mixed)', digits=0),
    'g1log-young-normal': Figure('tsv-pick', 'collector-threads-30m', 'g1-pauses.tsv', 'count', 'pause=Young (Normal)', digits=0),
    'cg10-lex-jit-g1': Figure('phase-jit', 'collector-threads-10m', 'sorted', 'lexicon'),
    'cg10-lex-cpu-g1': Figure('phase-cpu', 'collector-threads-10m', 'sorted', 'lexicon'),
    'cg10-lex-jit-1': Figure('phase-jit', 'collector-threads-10m', 'sorted-1core', 'lexicon'),
    'cg10-lex-cpu-1': Figure('phase-cpu', 'collector-threads-10m', 'sorted-1core', 'lexicon'),
    'cga-par-vs-g1': Figure('speedup', 'collector-threads-30m-again', 'sorted-alt', 'sorted'),
    'cga-wall-g1': Figure('wall', 'collector-threads-30m-again', 'sorted'),
    'cga-wall-par': Figure('wall', 'collector-threads-30m-again', 'sorted-alt'),
    'cga-own-g1': Figure('phases-sum', 'collector-threads-30m-again', 'sorted', 'own'),
    'cga-own-par': Figure('phases-sum', 'collector-threads-30m-again', 'sorted-alt', 'own'),
    'cga-own-1': Figure('phases-sum', 'collector-threads-30m-again', 'sorted-1core', 'own'),
    'pgx-one-over-two-g1-30m': Figure('speedup-pooled', 'collector-threads-30m', 'sorted', 'sorted-1core', 'collector-threads-30m-again:sorted:sorted-1core'),
    'pgx-one-over-two-par-30m': Figure('speedup-pooled', 'collector-threads-30m', 'sorted-alt', 'sorted-1core', 'collector-threads-30m-again:sorted-alt:sorted-1core'),
    'pg30-wall-g1': Figure('wall', 'parallel-gc-30m-intel', 'sorted'),
    'pg30-wall-par': Figure('wall', 'parallel-gc-30m-intel', 'sorted-alt'),
    'pg30-par-vs-g1': Figure('speedup', 'parallel-gc-30m-intel', 'sorted-alt', 'sorted'),
    'pg10-one-over-two-g1': Figure('speedup', 'parallel-gc-10m-intel', 'sorted', 'sorted-1core'),
    'pg10-one-over-two-par': Figure('speedup', 'parallel-gc-10m-intel', 'sorted-alt', 'sorted-1core'),
    'pg100-wall-g1': Figure('wall', 'parallel-gc-100m-intel', 'sorted'),
    'pg100-wall-par': Figure('wall', 'parallel-gc-100m-intel', 'sorted-alt'),
    'pg100-par-vs-g1': Figure('speedup', 'parallel-gc-100m-intel', 'sorted-alt', 'sorted'),
    'pg100-pause-g1': Figure('gc-pause', 'parallel-gc-100m-intel', 'sorted'),
    'pg100-pause-par': Figure('gc-pause', 'parallel-gc-100m-intel', 'sorted-alt'),
    'pg100-full-count': Figure('tsv-med', 'parallel-gc-100m-intel', 'parallel-pauses.tsv', 'count', 'pause=Full', 'cause=Ergonomics', digits=0),
    'pg100-full-ms': Figure('tsv-med', 'parallel-gc-100m-intel', 'parallel-pauses.tsv', 'ms', 'pause=Full', 'cause=Ergonomics', digits=0),
    'pg100-own-g1': Figure('phases-sum', 'parallel-gc-100m-intel', 'sorted', 'own'),
    'pg100-own-par': Figure('phases-sum', 'parallel-gc-100m-intel', 'sorted-alt', 'own'),
    'pg100-gc-g1': Figure('phases-sum', 'parallel-gc-100m-intel', 'sorted', 'gc'),
    'pg100-gc-par': Figure('phases-sum', 'parallel-gc-100m-intel', 'sorted-alt', 'gc'),
    'pgf-wall-g1': Figure('wall', 'parallel-gc-10m-fast-hour', 'sorted'),
    'pgf-wall-par': Figure('wall', 'parallel-gc-10m-fast-hour', 'sorted-alt'),
    'pgf-wall-1': Figure('wall', 'parallel-gc-10m-fast-hour', 'sorted-1core'),
    'pgf-par-vs-g1': Figure('speedup', 'parallel-gc-10m-fast-hour', 'sorted-alt', 'sorted'),
    'pgf-one-over-two-g1': Figure('speedup', 'parallel-gc-10m-fast-hour', 'sorted', 'sorted-1core'),
    'pgf-one-over-two-par': Figure('speedup', 'parallel-gc-10m-fast-hour', 'sorted-alt', 'sorted-1core'),
    'pgf-own-g1': Figure('phases-sum', 'parallel-gc-10m-fast-hour', 'sorted', 'own'),
    'pgf-own-par': Figure('phases-sum', 'parallel-gc-10m-fast-hour', 'sorted-alt', 'own'),
    'pgf-own-1': Figure('phases-sum', 'parallel-gc-10m-fast-hour', 'sorted-1core', 'own'),
    'pgf-encode-wall-g1': Figure('stage', 'parallel-gc-10m-fast-hour', 'sorted', 'run_builder.*', 'term_encode', 'wall'),
    'pgf-encode-wall-1': Figure('stage', 'parallel-gc-10m-fast-hour', 'sorted-1core', 'run_builder.*', 'term_encode', 'wall'),
    'pgf-parse-wall-g1': Figure('stage', 'parallel-gc-10m-fast-hour', 'sorted', 'run_builder.*', 'parse', 'wall'),
    'pgf-parse-wall-1': Figure('stage', 'parallel-gc-10m-fast-hour', 'sorted-1core', 'run_builder.*', 'parse', 'wall'),
    'pgx9-par-vs-g1-10m': Figure('speedup-pooled', 'parallel-gc-10m-intel', 'sorted-alt', 'sorted', 'collector-threads-10m:sorted-alt:sorted', 'parallel-gc-10m-fast-hour:sorted-alt:sorted'),
    'c16b-terms-16': Figure('setting-med', 'cores-16-recheck-10m', 'sorted', 'sortedBuild.termsInRuns'),
    'c16b-terms-2': Figure('setting-med', 'cores-16-recheck-10m', 'sorted-2core', 'sortedBuild.termsInRuns'),
    'pl-lanes-all-1': Figure('stack-s', None, 'profile-lanes-one-two-10m/one-core.collapsed.xz', 'loadscope-parse'),
    'pl-lanes-grow-stmts-1': Figure('stack-s', None, 'profile-lanes-one-two-10m/one-core.collapsed.xz', 'loadscope-parse&SortedRun.addPositions&IntArrayList.grow'),
    'pl-lanes-grow-terms-1': Figure('stack-s', None, 'profile-lanes-one-two-10m/one-core.collapsed.xz', 'loadscope-parse&RunTerms.add&ArrayList.grow'),
    'pl-lanes-faults-1': Figure('stack-s', None, 'profile-lanes-one-two-10m/one-core.collapsed.xz', 'loadscope-parse&exc_page_fault'),
    'pl-lanes-encode-new-1': Figure('stack-s', None, 'profile-lanes-one-two-10m/one-core.collapsed.xz', 'loadscope-parse&SortedRun.encodeNew'),
    'pl-lanes-all-2': Figure('stack-s', None, 'profile-lanes-one-two-10m/two-cores.collapsed.xz', 'loadscope-parse'),
    'pl-lanes-grow-stmts-2': Figure('stack-s', None, 'profile-lanes-one-two-10m/two-cores.collapsed.xz', 'loadscope-parse&SortedRun.addPositions&IntArrayList.grow'),
    'pl-lanes-grow-terms-2': Figure('stack-s', None, 'profile-lanes-one-two-10m/two-cores.collapsed.xz', 'loadscope-parse&RunTerms.add&ArrayList.grow'),
    'pl-lanes-faults-2': Figure('stack-s', None, 'profile-lanes-one-two-10m/two-cores.collapsed.xz', 'loadscope-parse&exc_page_fault'),
    'pl-lanes-encode-new-2': Figure('stack-s', None, 'profile-lanes-one-two-10m/two-cores.collapsed.xz', 'loadscope-parse&SortedRun.encodeNew'),
    'pl-lanes-lookup-1': Figure('stack-s', None, 'profile-lanes-one-two-10m/one-core.collapsed.xz', 'loadscope-parse&WrittenTermIndex.positionOf'),
    'pl-lanes-icu-1': Figure('stack-s', None, 'profile-lanes-one-two-10m/one-core.collapsed.xz', 'loadscope-parse&com/ibm/icu'),
    'pl-lanes-parse-1': Figure('stack-s', None, 'profile-lanes-one-two-10m/one-core.collapsed.xz', 'loadscope-parse&NTriplesStatement'),
    'pl-lanes-lookup-2': Figure('stack-s', None, 'profile-lanes-one-two-10m/two-cores.collapsed.xz', 'loadscope-parse&WrittenTermIndex.positionOf'),
    'pl-lanes-icu-2': Figure('stack-s', None, 'profile-lanes-one-two-10m/two-cores.collapsed.xz', 'loadscope-parse&com/ibm/icu'),
    'pl-lanes-parse-2': Figure('stack-s', None, 'profile-lanes-one-two-10m/two-cores.collapsed.xz', 'loadscope-parse&NTriplesStatement'),
    'ppg-all-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', 'loadscope-parse'),
    'ppg-encode-new-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', 'loadscope-parse&SortedRun.encodeNew'),
    'ppg-icu-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', 'loadscope-parse&com/ibm/icu'),
    'ppg-lookup-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', 'loadscope-parse&WrittenTermIndex.positionOf'),
    'ppg-parse-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', 'loadscope-parse&NTriplesStatement'),
    'ppg-grow-stmts-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', 'loadscope-parse&SortedRun.addPositions&IntArrayList.grow'),
    'ppg-grow-terms-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', 'loadscope-parse&RunTerms.add&ArrayList.grow'),
    'ppg-faults-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', 'loadscope-parse&exc_page_fault'),
    'ppg-gc-threads-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', '[GC Thread'),
    'ppg-gc-faults-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', '[GC Thread&exc_page_fault'),
    'ppg-load-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', '[loadscope-load'),
    'ppg-helper-1': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/one-core.collapsed.xz', '[loadscope-index-helper'),
    'ppg-all-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', 'loadscope-parse'),
    'ppg-encode-new-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', 'loadscope-parse&SortedRun.encodeNew'),
    'ppg-icu-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', 'loadscope-parse&com/ibm/icu'),
    'ppg-lookup-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', 'loadscope-parse&WrittenTermIndex.positionOf'),
    'ppg-parse-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', 'loadscope-parse&NTriplesStatement'),
    'ppg-grow-stmts-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', 'loadscope-parse&SortedRun.addPositions&IntArrayList.grow'),
    'ppg-grow-terms-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', 'loadscope-parse&RunTerms.add&ArrayList.grow'),
    'ppg-faults-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', 'loadscope-parse&exc_page_fault'),
    'ppg-gc-threads-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', '[GC Thread'),
    'ppg-gc-faults-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', '[GC Thread&exc_page_fault'),
    'ppg-sort-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', '[loadscope-sort'),
    'ppg-load-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', '[loadscope-load'),
    'ppg-helper-2': Figure('stack-s', None, 'profile-lanes-parallel-gc-10m/two-cores.collapsed.xz', '[loadscope-index-helper'),
    'ocj-alt-vs-default': Figure('speedup', 'one-cpu-jvm-10m', 'sorted-alt', 'sorted'),
    'ocj-one-over-two': Figure('speedup', 'one-cpu-jvm-10m', 'sorted', 'sorted-1core'),
    'ocj-one-over-alt': Figure('speedup', 'one-cpu-jvm-10m', 'sorted-alt', 'sorted-1core'),
    'ocj-cpu-2': Figure('cpu', 'one-cpu-jvm-10m', 'sorted'),
    'ocj-cpu-alt-2': Figure('cpu', 'one-cpu-jvm-10m', 'sorted-alt'),
    'ocp-alt-vs-default': Figure('speedup', 'one-core-plan-10m', 'sorted-alt', 'sorted'),
    'ocp-cpu-2': Figure('cpu', 'one-core-plan-10m', 'sorted'),
    'ocp-lanes-2': Figure('role', 'one-core-plan-10m', 'sorted', 'run_builder', 'cpu'),
    'ocp-cpu-alt-2': Figure('cpu', 'one-core-plan-10m', 'sorted-alt'),
    'ocp-lanes-alt-2': Figure('role', 'one-core-plan-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'ocg-alt-vs-default': Figure('speedup', 'one-cpu-jvm-g1-10m', 'sorted-alt', 'sorted'),
    'ocg-cpu-2': Figure('cpu', 'one-cpu-jvm-g1-10m', 'sorted'),
    'ocg-lanes-2': Figure('role', 'one-cpu-jvm-g1-10m', 'sorted', 'run_builder', 'cpu'),
    'ocg-cpu-alt-2': Figure('cpu', 'one-cpu-jvm-g1-10m', 'sorted-alt'),
    'ocg-lanes-alt-2': Figure('role', 'one-cpu-jvm-g1-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'sg2-alt-vs-default': Figure('speedup', 'serial-gc-two-cores-amd-10m', 'sorted-alt', 'sorted'),
    'sg2-cpu-2': Figure('cpu', 'serial-gc-two-cores-amd-10m', 'sorted'),
    'sg2-lanes-2': Figure('role', 'serial-gc-two-cores-amd-10m', 'sorted', 'run_builder', 'cpu'),
    'sg2-cpu-alt-2': Figure('cpu', 'serial-gc-two-cores-amd-10m', 'sorted-alt'),
    'sg2-lanes-alt-2': Figure('role', 'serial-gc-two-cores-amd-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'tlb-two': Figure('tsv-pick', 'tlb-shootdowns-10m', 'interrupts.tsv', 'total', 'width=two-cores', 'interrupt=TLB', digits=0),
    'tlb-one': Figure('tsv-pick', 'tlb-shootdowns-10m', 'interrupts.tsv', 'total', 'width=one-core', 'interrupt=TLB', digits=0),
    'oca-alt-vs-default': Figure('speedup', 'one-cpu-jvm-again-10m', 'sorted-alt', 'sorted'),
    'oca-wall-2': Figure('wall', 'one-cpu-jvm-again-10m', 'sorted'),
    'oca-cpu-2': Figure('cpu', 'one-cpu-jvm-again-10m', 'sorted'),
    'oca-lanes-2': Figure('role', 'one-cpu-jvm-again-10m', 'sorted', 'run_builder', 'cpu'),
    'oca-jit-2': Figure('phases-sum', 'one-cpu-jvm-again-10m', 'sorted', 'jit'),
    'oca-cpu-alt-2': Figure('cpu', 'one-cpu-jvm-again-10m', 'sorted-alt'),
    'oca-lanes-alt-2': Figure('role', 'one-cpu-jvm-again-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'oca-jit-alt-2': Figure('phases-sum', 'one-cpu-jvm-again-10m', 'sorted-alt', 'jit'),
    'ocx-pooled': Figure('speedup-pooled', 'one-cpu-jvm-10m', 'sorted-alt', 'sorted', 'one-cpu-jvm-again-10m:sorted-alt:sorted'),
    'ocj-cpu-alt-vs-default': Figure('cpu-ratio', 'one-cpu-jvm-10m', 'sorted-alt', 'sorted'),
    'oca-cpu-alt-vs-default': Figure('cpu-ratio', 'one-cpu-jvm-again-10m', 'sorted-alt', 'sorted'),
    # An ahead-of-time cache on JDK 25 (rows aot-cache-10m): the same jar and JDK with and without -XX:AOTCache.
    'aot-wall-2': Figure('wall', 'aot-cache-10m', 'sorted-alt'),
    'aot-base-wall-2': Figure('wall', 'aot-cache-10m', 'sorted'),
    'aot-wall-1': Figure('wall', 'aot-cache-10m', 'sorted-alt-1core'),
    'aot-base-wall-1': Figure('wall', 'aot-cache-10m', 'sorted-1core'),
    'aot-vs-base-2': Figure('speedup', 'aot-cache-10m', 'sorted-alt', 'sorted'),
    'aot-vs-base-1': Figure('speedup', 'aot-cache-10m', 'sorted-alt-1core', 'sorted-1core'),
    'aot-cpu-2': Figure('cpu', 'aot-cache-10m', 'sorted-alt'),
    'aot-base-cpu-2': Figure('cpu', 'aot-cache-10m', 'sorted'),
    'aot-cpu-1': Figure('cpu', 'aot-cache-10m', 'sorted-alt-1core'),
    'aot-base-cpu-1': Figure('cpu', 'aot-cache-10m', 'sorted-1core'),
    'aot-jit-2': Figure('phases-sum', 'aot-cache-10m', 'sorted-alt', 'jit'),
    'aot-base-jit-2': Figure('phases-sum', 'aot-cache-10m', 'sorted', 'jit'),
    'aot-jit-1': Figure('phases-sum', 'aot-cache-10m', 'sorted-alt-1core', 'jit'),
    'aot-base-jit-1': Figure('phases-sum', 'aot-cache-10m', 'sorted-1core', 'jit'),
    'aot-one-over-two': Figure('speedup', 'aot-cache-10m', 'sorted-alt', 'sorted-alt-1core'),
    'aot-base-one-over-two': Figure('speedup', 'aot-cache-10m', 'sorted', 'sorted-1core'),
    'ocj-lanes-alt-2': Figure('role', 'one-cpu-jvm-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'ocj-lanes-alt-1': Figure('role', 'one-cpu-jvm-10m', 'sorted-alt-1core', 'run_builder', 'cpu'),
    'ocj-lanes-1': Figure('role', 'one-cpu-jvm-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'ocj-lanes-2': Figure('role', 'one-cpu-jvm-10m', 'sorted', 'run_builder', 'cpu'),
    'jitinl-not-entrant-default-1': Figure('tsv-pick', 'jit-inlining-10m', 'inlining.tsv', 'count', 'log=default-1.log', 'callee=(loadscope methods made not entrant)', digits=0),
    'jitinl-not-entrant-default-2': Figure('tsv-pick', 'jit-inlining-10m', 'inlining.tsv', 'count', 'log=default-2.log', 'callee=(loadscope methods made not entrant)', digits=0),
    'jitinl-not-entrant-onecpu-1': Figure('tsv-pick', 'jit-inlining-10m', 'inlining.tsv', 'count', 'log=onecpu-1.log', 'callee=(loadscope methods made not entrant)', digits=0),
    'jitinl-not-entrant-onecpu-2': Figure('tsv-pick', 'jit-inlining-10m', 'inlining.tsv', 'count', 'log=onecpu-2.log', 'callee=(loadscope methods made not entrant)', digits=0),
    'nb-alone-1': Figure('wall', 'neighbour-pair-10m', 'sorted-1core'),
    'nb-paired0-1': Figure('wall', 'neighbour-pair-10m', 'sorted-1core-paired-cpu0'),
    'nb-paired1-1': Figure('wall', 'neighbour-pair-10m', 'sorted-1core-paired-cpu1'),
    'nb-paired0-vs-alone': Figure('speedup', 'neighbour-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu0'),
    'nb-paired1-vs-alone': Figure('speedup', 'neighbour-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu1'),
    'nb-wall-2': Figure('wall', 'neighbour-pair-10m', 'sorted'),
    'nb-one-over-two': Figure('speedup', 'neighbour-pair-10m', 'sorted', 'sorted-1core'),
    'nb-cpu-ratio': Figure('cpu-ratio', 'neighbour-pair-10m', 'sorted', 'sorted-1core'),
    'nbc1-paired0-vs-alone': Figure('speedup', 'neighbour-pair-10m', 'sorted-alt-1core', 'sorted-alt-1core-paired-cpu0'),
    'nbc1-one-over-two': Figure('speedup', 'neighbour-pair-10m', 'sorted-alt', 'sorted-alt-1core'),
    'nbc1-cpu-ratio': Figure('cpu-ratio', 'neighbour-pair-10m', 'sorted-alt', 'sorted-alt-1core'),
    'tr-lanes-2': Figure('stack-s', None, 'profile-lanes-tiers-10m/two-cores.collapsed.xz', 'loadscope-parse'),
    'tr-lanes-c2-2': Figure('stack-s', None, 'profile-lanes-tiers-10m/two-cores.collapsed.xz', 'loadscope-parse&tier=c2'),
    'tr-lanes-c1-2': Figure('stack-s', None, 'profile-lanes-tiers-10m/two-cores.collapsed.xz', 'loadscope-parse&tier=c1'),
    'tr-lanes-int-2': Figure('stack-s', None, 'profile-lanes-tiers-10m/two-cores.collapsed.xz', 'loadscope-parse&tier=interpreted'),
    'tr-all-c1-2': Figure('stack-s', None, 'profile-lanes-tiers-10m/two-cores.collapsed.xz', 'tid=&tier=c1'),
    'tr-all-c2-2': Figure('stack-s', None, 'profile-lanes-tiers-10m/two-cores.collapsed.xz', 'tid=&tier=c2'),
    'tr-jit-2': Figure('stack-s', None, 'profile-lanes-tiers-10m/two-cores.collapsed.xz', 'jit'),
    'nb-pair-share': Figure('pair-share', 'neighbour-pair-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'nbc1-pair-share': Figure('pair-share', 'neighbour-pair-10m', 'sorted-alt', 'sorted-alt-1core-paired-cpu0', 'sorted-alt-1core-paired-cpu1'),
    'st-pair-share': Figure('pair-share', 'steal-pair-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'st-alone-1': Figure('wall', 'steal-pair-10m', 'sorted-1core'),
    'st-paired0-1': Figure('wall', 'steal-pair-10m', 'sorted-1core-paired-cpu0'),
    'st-paired1-1': Figure('wall', 'steal-pair-10m', 'sorted-1core-paired-cpu1'),
    'st-paired0-vs-alone': Figure('speedup', 'steal-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu0'),
    'st-paired1-vs-alone': Figure('speedup', 'steal-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu1'),
    'st-cpu-paired0-vs-alone': Figure('cpu-ratio', 'steal-pair-10m', 'sorted-1core-paired-cpu0', 'sorted-1core'),
    'st-wall-2': Figure('wall', 'steal-pair-10m', 'sorted'),
    'st-one-over-two': Figure('speedup', 'steal-pair-10m', 'sorted', 'sorted-1core'),
    'st-cpu-ratio': Figure('cpu-ratio', 'steal-pair-10m', 'sorted', 'sorted-1core'),
    'st-steal-alone': Figure('tsv-med', 'steal-pair-10m', 'runs.tsv', 'steal_s', 'name=sorted-1core', digits=1),
    'st-steal-2': Figure('tsv-med', 'steal-pair-10m', 'runs.tsv', 'steal_s', 'name=sorted', digits=1),
    'st-steal-pct-alone': Figure('steal-pct', 'steal-pair-10m', 'sorted-1core', '1'),
    'st-steal-pct-pair': Figure('steal-pct', 'steal-pair-10m', 'sorted-1core-paired-cpu0', '2'),
    'st-steal-pct-2': Figure('steal-pct', 'steal-pair-10m', 'sorted', '2'),
    'ps3-alone-1': Figure('wall', 'pair-share-10m', 'sorted-1core'),
    'ps3-paired0-1': Figure('wall', 'pair-share-10m', 'sorted-1core-paired-cpu0'),
    'ps3-paired1-1': Figure('wall', 'pair-share-10m', 'sorted-1core-paired-cpu1'),
    'ps3-paired0-vs-alone': Figure('speedup', 'pair-share-10m', 'sorted-1core', 'sorted-1core-paired-cpu0'),
    'ps3-paired1-vs-alone': Figure('speedup', 'pair-share-10m', 'sorted-1core', 'sorted-1core-paired-cpu1'),
    'ps3-wall-2': Figure('wall', 'pair-share-10m', 'sorted'),
    'ps3-one-over-two': Figure('speedup', 'pair-share-10m', 'sorted', 'sorted-1core'),
    'ps3-cpu-ratio': Figure('cpu-ratio', 'pair-share-10m', 'sorted', 'sorted-1core'),
    'ps3-pair-share': Figure('pair-share', 'pair-share-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'ps3-steal-pct-alone': Figure('steal-pct', 'pair-share-10m', 'sorted-1core', '1'),
    'ps3-steal-pct-pair': Figure('steal-pct', 'pair-share-10m', 'sorted-1core-paired-cpu0', '2'),
    'ps3-steal-pct-2': Figure('steal-pct', 'pair-share-10m', 'sorted', '2'),
    'pair-share-pooled': Figure('pair-share', 'pair-share-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1', 'steal-pair-10m', 'neighbour-pair-10m'),
    'pair-one-over-two-pooled': Figure('speedup-pooled', 'pair-share-10m', 'sorted', 'sorted-1core', 'steal-pair-10m:sorted:sorted-1core', 'neighbour-pair-10m:sorted:sorted-1core'),
    'pair-beside-pooled': Figure('speedup-pooled', 'pair-share-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'steal-pair-10m:sorted-1core:sorted-1core-paired-cpu0', 'neighbour-pair-10m:sorted-1core:sorted-1core-paired-cpu0'),
    'pair-ceiling-pooled': Figure('pair-ceiling', 'pair-share-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1', 'steal-pair-10m', 'neighbour-pair-10m'),
    'nb-pair-ceiling': Figure('pair-ceiling', 'neighbour-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'st-pair-ceiling': Figure('pair-ceiling', 'steal-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'ps3-pair-ceiling': Figure('pair-ceiling', 'pair-share-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'qp-alone-1': Figure('wall', 'quiet-pair-10m', 'sorted-1core'),
    'qp-wall-2': Figure('wall', 'quiet-pair-10m', 'sorted'),
    'qp-pair-ceiling': Figure('pair-ceiling', 'quiet-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'qp-one-over-two': Figure('speedup', 'quiet-pair-10m', 'sorted', 'sorted-1core'),
    'qp-pair-share': Figure('pair-share', 'quiet-pair-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'qp-sys-alone': Figure('sys', 'quiet-pair-10m', 'sorted-1core'),
    'qp-sys-paired0': Figure('sys', 'quiet-pair-10m', 'sorted-1core-paired-cpu0'),
    'qp-sys-2': Figure('sys', 'quiet-pair-10m', 'sorted'),
    'qp-sys-paired0-vs-alone': Figure('cpu-ratio', 'quiet-pair-10m', 'sorted-1core-paired-cpu0', 'sorted-1core', 'sys_s'),
    'qp-user-paired0-vs-alone': Figure('cpu-ratio', 'quiet-pair-10m', 'sorted-1core-paired-cpu0', 'sorted-1core', 'user_s'),
    'qp-busy-paired0': Figure('busy', 'quiet-pair-10m', 'sorted-1core-paired-cpu0'),
    'qp-busy-2': Figure('busy', 'quiet-pair-10m', 'sorted'),
    'qp-steal-pct-alone': Figure('steal-pct', 'quiet-pair-10m', 'sorted-1core', '1'),
    'qp-steal-pct-pair': Figure('steal-pct', 'quiet-pair-10m', 'sorted-1core-paired-cpu0', '2'),
    'qp-steal-pct-2': Figure('steal-pct', 'quiet-pair-10m', 'sorted', '2'),
    'tf-alone-1': Figure('wall', 'tmpfs-pair-10m', 'sorted-1core'),
    'tf-wall-2': Figure('wall', 'tmpfs-pair-10m', 'sorted'),
    'tf-pair-ceiling': Figure('pair-ceiling', 'tmpfs-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'tf-one-over-two': Figure('speedup', 'tmpfs-pair-10m', 'sorted', 'sorted-1core'),
    'tf-pair-share': Figure('pair-share', 'tmpfs-pair-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'tf-sys-alone': Figure('sys', 'tmpfs-pair-10m', 'sorted-1core'),
    'tf-sys-paired0': Figure('sys', 'tmpfs-pair-10m', 'sorted-1core-paired-cpu0'),
    'tf-sys-2': Figure('sys', 'tmpfs-pair-10m', 'sorted'),
    'tf-sys-paired0-vs-alone': Figure('cpu-ratio', 'tmpfs-pair-10m', 'sorted-1core-paired-cpu0', 'sorted-1core', 'sys_s'),
    'tf-user-paired0-vs-alone': Figure('cpu-ratio', 'tmpfs-pair-10m', 'sorted-1core-paired-cpu0', 'sorted-1core', 'user_s'),
    'tf-busy-paired0': Figure('busy', 'tmpfs-pair-10m', 'sorted-1core-paired-cpu0'),
    'tf-busy-2': Figure('busy', 'tmpfs-pair-10m', 'sorted'),
    'tf-steal-pct-pair': Figure('steal-pct', 'tmpfs-pair-10m', 'sorted-1core-paired-cpu0', '2'),
    'tf-steal-pct-2': Figure('steal-pct', 'tmpfs-pair-10m', 'sorted', '2'),
    'abd-alone-1': Figure('wall', 'pair-disk-10m', 'sorted-1core'),
    'abd-wall-2': Figure('wall', 'pair-disk-10m', 'sorted'),
    'abd-pair-ceiling': Figure('pair-ceiling', 'pair-disk-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'abd-one-over-two': Figure('speedup', 'pair-disk-10m', 'sorted', 'sorted-1core'),
    'abd-pair-share': Figure('pair-share', 'pair-disk-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'abd-sys-alone': Figure('sys', 'pair-disk-10m', 'sorted-1core'),
    'abd-sys-paired0': Figure('sys', 'pair-disk-10m', 'sorted-1core-paired-cpu0'),
    'abd-sys-2': Figure('sys', 'pair-disk-10m', 'sorted'),
    'abd-sys-paired0-vs-alone': Figure('cpu-ratio', 'pair-disk-10m', 'sorted-1core-paired-cpu0', 'sorted-1core', 'sys_s'),
    'abd-user-paired0-vs-alone': Figure('cpu-ratio', 'pair-disk-10m', 'sorted-1core-paired-cpu0', 'sorted-1core', 'user_s'),
    'abd-busy-paired0': Figure('busy', 'pair-disk-10m', 'sorted-1core-paired-cpu0'),
    'abd-busy-2': Figure('busy', 'pair-disk-10m', 'sorted'),
    'abd-steal-pct-pair': Figure('steal-pct', 'pair-disk-10m', 'sorted-1core-paired-cpu0', '2'),
    'abd-steal-pct-2': Figure('steal-pct', 'pair-disk-10m', 'sorted', '2'),
    'abt-alone-1': Figure('wall', 'pair-tmpfs-10m', 'sorted-1core'),
    'abt-wall-2': Figure('wall', 'pair-tmpfs-10m', 'sorted'),
    'abt-pair-ceiling': Figure('pair-ceiling', 'pair-tmpfs-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'abt-one-over-two': Figure('speedup', 'pair-tmpfs-10m', 'sorted', 'sorted-1core'),
    'abt-pair-share': Figure('pair-share', 'pair-tmpfs-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1'),
    'abt-sys-alone': Figure('sys', 'pair-tmpfs-10m', 'sorted-1core'),
    'abt-sys-paired0': Figure('sys', 'pair-tmpfs-10m', 'sorted-1core-paired-cpu0'),
    'abt-sys-2': Figure('sys', 'pair-tmpfs-10m', 'sorted'),
    'abt-sys-paired0-vs-alone': Figure('cpu-ratio', 'pair-tmpfs-10m', 'sorted-1core-paired-cpu0', 'sorted-1core', 'sys_s'),
    'abt-user-paired0-vs-alone': Figure('cpu-ratio', 'pair-tmpfs-10m', 'sorted-1core-paired-cpu0', 'sorted-1core', 'user_s'),
    'abt-busy-paired0': Figure('busy', 'pair-tmpfs-10m', 'sorted-1core-paired-cpu0'),
    'abt-busy-2': Figure('busy', 'pair-tmpfs-10m', 'sorted'),
    'abt-steal-pct-pair': Figure('steal-pct', 'pair-tmpfs-10m', 'sorted-1core-paired-cpu0', '2'),
    'abt-steal-pct-2': Figure('steal-pct', 'pair-tmpfs-10m', 'sorted', '2'),
    'fpp-alone-ns': Figure('tsv-med', 'fresh-pages-pair', 'runs.tsv', 'ns_per_page', 'name=alone', digits=0),
    'fpp-paired0-ns': Figure('tsv-med', 'fresh-pages-pair', 'runs.tsv', 'ns_per_page', 'name=paired-cpu0', digits=0),
    'fpp-paired1-ns': Figure('tsv-med', 'fresh-pages-pair', 'runs.tsv', 'ns_per_page', 'name=paired-cpu1', digits=0),
    'fpp-threads-scaling': Figure('scaling', 'fresh-pages-pair', 'alone', 'two-threads'),
    'fpp-alone-wall': Figure('wall', 'fresh-pages-pair', 'alone', digits=2),
    'fpp-threads-wall': Figure('wall', 'fresh-pages-pair', 'two-threads', digits=2),
    'disk-pair-ceiling-pooled': Figure('pair-ceiling', 'quiet-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1', 'pair-disk-10m'),
    'tmpfs-pair-ceiling-pooled': Figure('pair-ceiling', 'tmpfs-pair-10m', 'sorted-1core', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1', 'pair-tmpfs-10m'),
    'disk-one-over-two-pooled': Figure('speedup-pooled', 'quiet-pair-10m', 'sorted', 'sorted-1core', 'pair-disk-10m:sorted:sorted-1core'),
    'tmpfs-one-over-two-pooled': Figure('speedup-pooled', 'tmpfs-pair-10m', 'sorted', 'sorted-1core', 'pair-tmpfs-10m:sorted:sorted-1core'),
    'disk-pair-share-pooled': Figure('pair-share', 'quiet-pair-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1', 'pair-disk-10m'),
    'tmpfs-pair-share-pooled': Figure('pair-share', 'tmpfs-pair-10m', 'sorted', 'sorted-1core-paired-cpu0', 'sorted-1core-paired-cpu1', 'pair-tmpfs-10m'),
    'tr-lanes-1': Figure('stack-s', None, 'profile-lanes-tiers-10m/one-core.collapsed.xz', 'loadscope-parse'),
    'tr-lanes-c2-1': Figure('stack-s', None, 'profile-lanes-tiers-10m/one-core.collapsed.xz', 'loadscope-parse&tier=c2'),
    'tr-lanes-c1-1': Figure('stack-s', None, 'profile-lanes-tiers-10m/one-core.collapsed.xz', 'loadscope-parse&tier=c1'),
    'tr-lanes-int-1': Figure('stack-s', None, 'profile-lanes-tiers-10m/one-core.collapsed.xz', 'loadscope-parse&tier=interpreted'),
    'tr-all-c1-1': Figure('stack-s', None, 'profile-lanes-tiers-10m/one-core.collapsed.xz', 'tid=&tier=c1'),
    'tr-all-c2-1': Figure('stack-s', None, 'profile-lanes-tiers-10m/one-core.collapsed.xz', 'tid=&tier=c2'),
    'tr-jit-1': Figure('stack-s', None, 'profile-lanes-tiers-10m/one-core.collapsed.xz', 'jit'),
    'c1o-one-over-two': Figure('speedup', 'c1-only-10m', 'sorted', 'sorted-1core'),
    'c1o-one-over-two-alt': Figure('speedup', 'c1-only-10m', 'sorted-alt', 'sorted-alt-1core'),
    'c1o-cpu-ratio': Figure('cpu-ratio', 'c1-only-10m', 'sorted', 'sorted-1core'),
    'c1o-cpu-ratio-alt': Figure('cpu-ratio', 'c1-only-10m', 'sorted-alt', 'sorted-alt-1core'),
    'c1o-wall-2': Figure('wall', 'c1-only-10m', 'sorted'),
    'c1o-lanes-2': Figure('role', 'c1-only-10m', 'sorted', 'run_builder', 'cpu'),
    'c1o-parse-own-2': Figure('phase-own', 'c1-only-10m', 'sorted', 'parse into runs'),
    'c1o-lex-own-2': Figure('phase-own', 'c1-only-10m', 'sorted', 'lexicon'),
    'c1o-wall-1': Figure('wall', 'c1-only-10m', 'sorted-1core'),
    'c1o-lanes-1': Figure('role', 'c1-only-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'c1o-parse-own-1': Figure('phase-own', 'c1-only-10m', 'sorted-1core', 'parse into runs'),
    'c1o-lex-own-1': Figure('phase-own', 'c1-only-10m', 'sorted-1core', 'lexicon'),
    'c1o-wall-alt-2': Figure('wall', 'c1-only-10m', 'sorted-alt'),
    'c1o-lanes-alt-2': Figure('role', 'c1-only-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'c1o-parse-own-alt-2': Figure('phase-own', 'c1-only-10m', 'sorted-alt', 'parse into runs'),
    'c1o-lex-own-alt-2': Figure('phase-own', 'c1-only-10m', 'sorted-alt', 'lexicon'),
    'c1o-wall-alt-1': Figure('wall', 'c1-only-10m', 'sorted-alt-1core'),
    'c1o-lanes-alt-1': Figure('role', 'c1-only-10m', 'sorted-alt-1core', 'run_builder', 'cpu'),
    'c1o-parse-own-alt-1': Figure('phase-own', 'c1-only-10m', 'sorted-alt-1core', 'parse into runs'),
    'c1o-lex-own-alt-1': Figure('phase-own', 'c1-only-10m', 'sorted-alt-1core', 'lexicon'),
    'chk-vs-base-2': Figure('speedup', 'statement-chunks-10m', 'sorted', 'sorted-base'),
    'chk-vs-base-1': Figure('speedup', 'statement-chunks-10m', 'sorted-1core', 'sorted-base-1core'),
    'chk-wall-2': Figure('wall', 'statement-chunks-10m', 'sorted'),
    'chk-base-wall-2': Figure('wall', 'statement-chunks-10m', 'sorted-base'),
    'chk-lanes-2': Figure('role', 'statement-chunks-10m', 'sorted', 'run_builder', 'cpu'),
    'chk-base-lanes-2': Figure('role', 'statement-chunks-10m', 'sorted-base', 'run_builder', 'cpu'),
    'lt10-distinct': Figure('tsv-pick', 'lane-terms-10m', 'lane-terms.tsv', 'distinct', 'lanes=2', digits=0),
    'lt10-extra-2': Figure('tsv-pick', 'lane-terms-10m', 'lane-terms.tsv', 'extra', 'lanes=2', digits=0),
    'lt10-extra-pct-2': Figure('tsv-pick', 'lane-terms-10m', 'lane-terms.tsv', 'extra_pct', 'lanes=2', digits=1),
    'lt10-extra-pct-4': Figure('tsv-pick', 'lane-terms-10m', 'lane-terms.tsv', 'extra_pct', 'lanes=4', digits=1),
    'lt10-extra-pct-16': Figure('tsv-pick', 'lane-terms-10m', 'lane-terms.tsv', 'extra_pct', 'lanes=16', digits=1),
    'cg10-encode-wall-1': Figure('stage', 'collector-threads-10m', 'sorted-1core', 'run_builder.*', 'term_encode', 'wall'),
    'cg10-encode-wall-g1': Figure('stage', 'collector-threads-10m', 'sorted', 'run_builder.*', 'term_encode', 'wall'),
    'cg10-parse-wall-1': Figure('stage', 'collector-threads-10m', 'sorted-1core', 'run_builder.*', 'parse', 'wall'),
    'cg10-parse-wall-g1': Figure('stage', 'collector-threads-10m', 'sorted', 'run_builder.*', 'parse', 'wall'),
    # No helpers on two cores; every object on a cache line of its own (2026-12-01).
    'nh-wall-2': Figure('wall', 'no-index-helpers-10m', 'sorted'),
    'nh-base-wall-2': Figure('wall', 'no-index-helpers-10m', 'sorted-base'),
    'nh-vs-base-2': Figure('speedup', 'no-index-helpers-10m', 'sorted', 'sorted-base'),
    'nh-wall-1': Figure('wall', 'no-index-helpers-10m', 'sorted-1core'),
    'nh-base-wall-1': Figure('wall', 'no-index-helpers-10m', 'sorted-base-1core'),
    'nh-idx-2': Figure('phase', 'no-index-helpers-10m', 'sorted', 'statement indexes'),
    'nh-base-idx-2': Figure('phase', 'no-index-helpers-10m', 'sorted-base', 'statement indexes'),
    'nh-idx-cpu-2': Figure('phase-cpu', 'no-index-helpers-10m', 'sorted', 'statement indexes'),
    'nh-base-idx-cpu-2': Figure('phase-cpu', 'no-index-helpers-10m', 'sorted-base', 'statement indexes'),
    'nh-idx-1': Figure('phase', 'no-index-helpers-10m', 'sorted-1core', 'statement indexes'),
    'nh-base-idx-1': Figure('phase', 'no-index-helpers-10m', 'sorted-base-1core', 'statement indexes'),
    'nh2-ab-wall-2': Figure('wall', 'no-helpers-two-cores-10m', 'sorted'),
    'nh2-a-wall-2': Figure('wall', 'no-helpers-two-cores-10m', 'sorted-alt'),
    'nh2-base-wall-2': Figure('wall', 'no-helpers-two-cores-10m', 'sorted-base'),
    'nh2-ab-vs-base-2': Figure('speedup', 'no-helpers-two-cores-10m', 'sorted', 'sorted-base'),
    'nh2-a-vs-base-2': Figure('speedup', 'no-helpers-two-cores-10m', 'sorted-alt', 'sorted-base'),
    'nh2-wall-1': Figure('wall', 'no-helpers-two-cores-10m', 'sorted-1core'),
    'nh2-base-wall-1': Figure('wall', 'no-helpers-two-cores-10m', 'sorted-base-1core'),
    'nh2-lex-2': Figure('phase', 'no-helpers-two-cores-10m', 'sorted', 'lexicon'),
    'nh2-base-lex-2': Figure('phase', 'no-helpers-two-cores-10m', 'sorted-base', 'lexicon'),
    'al-lanes-2': Figure('role', 'object-alignment-64-10m', 'sorted', 'run_builder', 'cpu'),
    'al-lanes-alt-2': Figure('role', 'object-alignment-64-10m', 'sorted-alt', 'run_builder', 'cpu'),
    'al-lanes-1': Figure('role', 'object-alignment-64-10m', 'sorted-1core', 'run_builder', 'cpu'),
    'al-lanes-alt-1': Figure('role', 'object-alignment-64-10m', 'sorted-alt-1core', 'run_builder', 'cpu'),
    'al-wall-2': Figure('wall', 'object-alignment-64-10m', 'sorted'),
    'al-wall-alt-2': Figure('wall', 'object-alignment-64-10m', 'sorted-alt'),
    'al-wall-1': Figure('wall', 'object-alignment-64-10m', 'sorted-1core'),
    'al-wall-alt-1': Figure('wall', 'object-alignment-64-10m', 'sorted-alt-1core'),
    # The two-halves control on the Intel VM, round by round with the build (2026-12-01).
    'xc-halves': Figure('speedup', 'ceiling-halves-intel-10m', 'halves-together', 'halves-alone'),
    'xc-h-cpu-ratio': Figure('cpu-ratio', 'ceiling-halves-intel-10m', 'halves-together', 'halves-alone'),
    'xc-h-busy': Figure('busy', 'ceiling-halves-intel-10m', 'halves-together'),
    'xc-one-over-two': Figure('speedup', 'ceiling-build-intel-10m', 'sorted', 'sorted-1core'),
    'xc-cpu-ratio': Figure('cpu-ratio', 'ceiling-build-intel-10m', 'sorted', 'sorted-1core'),
    'xc-busy-2': Figure('busy', 'ceiling-build-intel-10m', 'sorted'),
    'xc-wall-2': Figure('wall', 'ceiling-build-intel-10m', 'sorted'),
    'xc-wall-1': Figure('wall', 'ceiling-build-intel-10m', 'sorted-1core'),
    'xc-cpu-2': Figure('cpu', 'ceiling-build-intel-10m', 'sorted'),
    'xc-cpu-1': Figure('cpu', 'ceiling-build-intel-10m', 'sorted-1core'),
    'xc-parse-cpu-2': Figure('phase-cpu', 'ceiling-build-intel-10m', 'sorted', 'parse into runs'),
    'xc-parse-cpu-1': Figure('phase-cpu', 'ceiling-build-intel-10m', 'sorted-1core', 'parse into runs'),
    'xc-lex-cpu-2': Figure('phase-cpu', 'ceiling-build-intel-10m', 'sorted', 'lexicon'),
    'xc-lex-cpu-1': Figure('phase-cpu', 'ceiling-build-intel-10m', 'sorted-1core', 'lexicon'),
    'xc-idx-cpu-2': Figure('phase-cpu', 'ceiling-build-intel-10m', 'sorted', 'statement indexes'),
    'xc-idx-cpu-1': Figure('phase-cpu', 'ceiling-build-intel-10m', 'sorted-1core', 'statement indexes'),
    'xc-lex-2': Figure('phase', 'ceiling-build-intel-10m', 'sorted', 'lexicon'),
    'xc-lex-1': Figure('phase', 'ceiling-build-intel-10m', 'sorted-1core', 'lexicon'),
    'xc-parse-2': Figure('phase', 'ceiling-build-intel-10m', 'sorted', 'parse into runs'),
    'xc-parse-1': Figure('phase', 'ceiling-build-intel-10m', 'sorted-1core', 'parse into runs'),
    'xc-idx-2': Figure('phase', 'ceiling-build-intel-10m', 'sorted', 'statement indexes'),
    'xc-idx-1': Figure('phase', 'ceiling-build-intel-10m', 'sorted-1core', 'statement indexes'),
    'xct-idx-w2-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r1.tsv', 'phase=statement indexes', 'threads=loadscope-index', digits=2),
    'xct-idx-w2-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r2.tsv', 'phase=statement indexes', 'threads=loadscope-index', digits=2),
    'xct-idx-w1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w1-r1.tsv', 'phase=statement indexes', 'threads=loadscope-index', digits=2),
    'xct-lexw-w1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w1-r1.tsv', 'phase=lexicon', 'threads=loadscope-lexic', digits=2),
    'xct-lexw-w2-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r1.tsv', 'phase=lexicon', 'threads=loadscope-lexic', digits=2),
    'xct-lexw-w2-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r2.tsv', 'phase=lexicon', 'threads=loadscope-lexic', digits=2),
    'xct-lexh-w2-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r1.tsv', 'phase=lexicon', 'threads=loadscope-index', digits=2),
    'xct-lexh-w2-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r2.tsv', 'phase=lexicon', 'threads=loadscope-index', digits=2),
    'xct-merge-w1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w1-r1.tsv', 'phase=lexicon', 'threads=loadscope-load', digits=2),
    'xct-merge-w2-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r1.tsv', 'phase=lexicon', 'threads=loadscope-load', digits=2),
    'xct-merge-w2-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r2.tsv', 'phase=lexicon', 'threads=loadscope-load', digits=2),
    'xct-lanes-w1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w1-r1.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xct-lanes-w2-r1': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r1.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
    'xct-lanes-w2-r2': Figure('tsv-pick', 'ceiling-build-intel-10m', 'threads.tsv', 'cpu_s', 'file=w2-r2.tsv', 'phase=parse into runs', 'threads=loadscope-parse', digits=2),
}


# ---- tables -------------------------------------------------------------------------------------------------------

def bold(text, on):
    return f'**{text}**' if on else text


def gib_max(rows, s, n, col):
    v = rows.values(s, n, col)
    return f'{max(v) / (1024 * 1024 if col == "peak_rss_kib" else GIB):.{1 if col == "peak_rss_kib" else 2}f}' if v else '–'


def gib_median(rows, s, n, col):
    v = rows.values(s, n, col)
    return f'{statistics.median(v) / GIB:.2f}' if v else '–'


def x_stock(rows, s, n, base='stock', digits=2):
    return '1.00' if n == base else med_range(paired(rows, s, n, base), digits)


def table_sorted_10m_840a723(rows):
    s = SB10
    out = ['| writer | wall s, median (range) | CPU s, median (range) | peak RSS GiB | store GiB | peak temporary GiB '
           '| × stock, median of the rounds\' ratios (range) |', '|---|---|---|---|---|---|---|']
    for n, label in (('stock', 'stock `DataLoader`'), ('buffer', 'loadscope, buffer writer'),
                     ('sorted', 'loadscope, sorted build')):
        b = n == 'sorted'
        out.append(f'| {label} | {bold(med_range(rows.values(s, n, "wall_s"), 1), b)} '
                   f'| {bold(med_range(rows.values(s, n, "load_cpu_s"), 1), b)} | {gib_max(rows, s, n, "peak_rss_kib")} '
                   f'| {gib_median(rows, s, n, "store_bytes")} | {gib_median(rows, s, n, "peak_tmp_bytes")} '
                   f'| {bold(x_stock(rows, s, n), b)} |')
    return out


def table_sorted_10m_bottom_up(rows):
    s = BU10
    out = ['| writer | wall s, median (range) | CPU s, median (range) | × stock, median of the rounds\' ratios (range) |',
           '|---|---|---|---|']
    for n, label in (('stock', 'stock `DataLoader`'), ('sorted-base', 'sorted build, keys inserted in order'),
                     ('sorted', 'sorted build, indexes built bottom-up')):
        b = n == 'sorted'
        out.append(f'| {label} | {bold(med_range(rows.values(s, n, "wall_s"), 1), b)} '
                   f'| {bold(med_range(rows.values(s, n, "load_cpu_s"), 1), b)} | {bold(x_stock(rows, s, n), b)} |')
    return out


def table_sorted_100m_d60bef8(rows):
    s = D100
    out = ['| writer | wall s, median (range) | CPU s, median (range) | store GiB | peak temporary GiB '
           '| × stock, median of the rounds\' ratios (range) |', '|---|---|---|---|---|---|']
    for n, label in (('stock', 'stock `DataLoader`'), ('sorted', 'sorted build, indexes built bottom-up')):
        b = n == 'sorted'
        out.append(f'| {label} | {bold(med_range(rows.values(s, n, "wall_s"), 1), b)} '
                   f'| {bold(med_range(rows.values(s, n, "load_cpu_s"), 1), b)} | {gib_median(rows, s, n, "store_bytes")} '
                   f'| {gib_median(rows, s, n, "peak_tmp_bytes")} | {bold(x_stock(rows, s, n), b)} |')
    return out


SIDE_LABELS = {'pyoxigraph': 'pyoxigraph 0.5.13 `bulk_load`', 'sorted': 'loadscope, sorted build',
               'parallel': 'Jena 5.6.0 TDB2 parallel', 'buffer': 'loadscope, buffer writer',
               'stock': 'Blazegraph 2.1.4 stock `DataLoader`', 'xloader': 'Jena 5.6.0 TDB2 xloader',
               'sail-stock': 'Blazegraph 2.1.4 SPARQL `LOAD`, a commit per chunk (the query service\'s path)',
               'sail': 'loadscope, SPARQL `LOAD` path (`blazegraph-sail`), a commit per chunk'}


def by_wall(rows, s):
    names = list(dict.fromkeys(r['name'] for r in rows.get(s)))
    return sorted(names, key=lambda n: statistics.median(rows.values(s, n, 'wall_s')))


def table_side_10m(rows):
    s = SS10
    out = ['| loader | wall s, median (range) | CPU s | store GiB | × stock (range) |', '|---|---|---|---|---|']
    for n in by_wall(rows, s):
        label = SIDE_LABELS[n] + (' (keys inserted in order, ec079fe)' if n == 'sorted' else '')
        out.append(f'| {label} | {med_range(rows.values(s, n, "wall_s"), 1)} '
                   f'| {statistics.median(rows.values(s, n, "load_cpu_s")):,.1f} | {gib_median(rows, s, n, "store_bytes")} '
                   f'| {x_stock(rows, s, n)} |')
    return out


def table_side_100m(rows):
    s = SS100
    out = ['| loader | wall s | CPU s | store GiB | × stock | s per M statements (10 M, same day) |',
           '|---|---|---|---|---|---|']
    same_day = {n: Figure('us-median', D10, n, N10) for n in ('sorted', 'pyoxigraph', 'stock')}
    for n in by_wall(rows, s):
        r = rows.runs(s, n)[0]
        wall, cpu, other = float(r['wall_s']), float(r['load_cpu_s']), float(r['other_cpu_s'] or 0)
        cpu_text = f'{cpu:,.1f}' + (f' (and {other:,.0f} of kernel writeback)' if n == 'parallel' else '')
        x = 1.0 if n == 'stock' else rows.values(s, 'stock', 'wall_s')[0] / wall
        x_text = f'{x:.2f}' + (' (one round; inside the ~6 % spread)' if abs(x - 1) < 0.06 and n != 'stock' else '')
        ten = same_day[n].text(rows) if n in same_day else '–'
        b = n == 'sorted'
        out.append(f'| {SIDE_LABELS[n]} | {bold(f"{wall:,.1f}", b)} | {cpu_text} | {gib_median(rows, s, n, "store_bytes")} '
                   f'| {bold(x_text, b)} | {wall / float(r["statements"]) * 1e6:.2f} ({ten}) |')
    return out


# ---- cores: one core against two, and what the phases' two points say of more cores ---------------------------------

CORE_LOADERS = (('sorted', 'loadscope sorted build, a lane per parse thread'),
                ('sorted-base', 'loadscope sorted build before the lanes (c7d6033: the load thread encodes every term)'),
                ('stock', 'Blazegraph 2.1.4 stock `DataLoader`'), ('parallel', 'Jena 5.6.0 TDB2 parallel'),
                ('pyoxigraph', 'pyoxigraph 0.5.13 `bulk_load`'))
PREDICT_AT = (4, 8, 16, 32)
# The threads each phase of the sorted build can use at n cores, as the build is written: a lane per core while parsing,
# the lexicon merge beside its ID2TERM/BLOBS writer, a statement sort slice per core (at most 16), the three index
# writers. Time outside the phases (JVM start, the store's creation and close) is taken as serial.
PHASE_THREADS = {'parse into runs': lambda n: n, 'lexicon': lambda n: min(n, 2), 'statement sort': lambda n: min(n, 16),
                 'statement indexes': lambda n: min(n, 3), 'commit': lambda n: 1}
PHASE_ORDER = ('parse into runs', 'lexicon', 'statement sort', 'statement indexes', 'commit')


def phase_rows(rows, set_id):
    key = ('phases', set_id)
    if key not in rows.sets:
        with open(rows.dir / set_id / 'phases.tsv', newline='') as f:
            rows.sets[key] = list(csv.DictReader(f, delimiter='\t'))
    return rows.sets[key]


def phase_wall(rows, set_id, name, phase):
    """Median over the rounds of a phase's wall seconds; 'outside' is the run's wall less all its phases."""
    per_round = {}
    for r in phase_rows(rows, set_id):
        if r['name'] == name:
            per_round.setdefault(r['round'], {})[r['phase']] = float(r['wall_s'])
    if phase == 'outside':
        walls = rows.by_round(set_id, name)
        return statistics.median(walls[k] - sum(v.values()) for k, v in per_round.items())
    return statistics.median(v.get(phase, 0.0) for v in per_round.values())


def serial_fraction(one, two):
    """Amdahl's serial fraction from one core's time and two cores': two = one x (s + (1 - s) / 2)."""
    return min(1.0, max(0.0, 2 * two / one - 1)) if one > 0 else 1.0


def predicted(one, s, threads):
    return one * (s + (1 - s) / threads)


def table_cores_10m(rows):
    s = CORES10
    out = ['| loader | 1 core: wall s | 2 cores: wall s | 1 core\'s time over 2 cores\' (paired by round) '
           '| CPU s, 1 core | CPU s, 2 cores | busy cores at 2 (CPU ÷ wall) |', '|---|---|---|---|---|---|---|']
    for n, label in CORE_LOADERS:
        one, two = f'{n}-1core', n
        busy = [c / w for c, w in zip(rows.values(s, two, 'load_cpu_s'), rows.values(s, two, 'wall_s'))]
        out.append(f'| {label} | {med_range(rows.values(s, one, "wall_s"), 1)} | {med_range(rows.values(s, two, "wall_s"), 1)} '
                   f'| {med_range(paired(rows, s, two, one), 2, "×")} | {med_range(rows.values(s, one, "load_cpu_s"), 1)} '
                   f'| {med_range(rows.values(s, two, "load_cpu_s"), 1)} | {med_range(busy, 2)} |')
    return out


def cores_model_total(rows, s, n):
    """The sorted build's predicted whole time at n cores: each phase's and the time outside them, summed."""
    total = 0.0
    for phase in PHASE_ORDER + ('outside',):
        one, two = phase_wall(rows, s, 'sorted-1core', phase), phase_wall(rows, s, 'sorted', phase)
        f = serial_fraction(one, two) if phase != 'outside' else 1.0
        total += predicted(one, f, PHASE_THREADS.get(phase, lambda m: 1)(n))
    return total


IP_LOADERS = (('sorted', 'loadscope sorted build, N-Triples read in place (83d7c84)'),
              ('sorted-base', 'loadscope sorted build before (50667a3: rio\'s parse of every line)'),
              ('stock', 'Blazegraph 2.1.4 stock `DataLoader`'), ('pyoxigraph', 'pyoxigraph 0.5.13 `bulk_load`'))


def table_inplace_10m(rows):
    """The in-place reading's bench: each loader at two cores, and the two builds at one."""
    s = IP10
    out = ['| loader | 1 core: wall s | 2 cores: wall s | 1 core\'s time over 2 cores\' (paired by round) '
           '| CPU s, 1 core | CPU s, 2 cores | busy cores at 2 (CPU ÷ wall) |', '|---|---|---|---|---|---|---|']
    for n, label in IP_LOADERS:
        one, two = f'{n}-1core', n
        has_one = any(r['name'] == one for r in rows.get(s))
        busy = [c / w for c, w in zip(rows.values(s, two, 'load_cpu_s'), rows.values(s, two, 'wall_s'))]
        cell = (lambda text: text) if has_one else (lambda text: '–')
        out.append(f'| {label} | {cell(has_one and med_range(rows.values(s, one, "wall_s"), 1))} '
                   f'| {med_range(rows.values(s, two, "wall_s"), 1)} '
                   f'| {cell(has_one and med_range(paired(rows, s, two, one), 2, "×"))} '
                   f'| {cell(has_one and med_range(rows.values(s, one, "load_cpu_s"), 1))} '
                   f'| {med_range(rows.values(s, two, "load_cpu_s"), 1)} | {med_range(busy, 2)} |')
    return out


WDF_CONFIGS = (('default', 'Q1–Q6 reference: Blazegraph\'s defaults (DiskRW, branching factor 32, retention 500, buffer 100,000, queue 10), plain N-Triples, 4 GiB heap'),
               ('worm', 'Q1: `bufferMode=DiskWORM`'),
               ('heap8', 'Q2: 8 GiB heap'),
               ('heap16', 'Q2: 16 GiB heap'),
               ('queue0', 'Q3: `queueCapacity=0` (no writer queue)'),
               ('buffer1m', 'Q3: `bufferCapacity=1000000`'),
               ('gzip', 'Q5: the same file gzip\'d (decoded on the parser thread)'),
               ('bf128-ret4000', 'Q6: branching factor 128 and retention queue 4000 (Wikidata\'s)'))


def table_wikidata_findings_10m(rows):
    """The findings' configurations on the Wikidata shape: wall, against the default load paired by round, GC, journal."""
    s = WDF
    out = ['| configuration | wall s | the default\'s time over this one\'s (paired by round) | GC pause s | journal MiB |',
           '|---|---|---|---|---|']
    for n, label in WDF_CONFIGS:
        vs = '–' if n == 'default' else med_range(paired(rows, s, n, 'default'), 2, '×')
        out.append(f'| {label} | {med_range(rows.values(s, n, "wall_s"), 1)} | {vs} '
                   f'| {Figure("gc-pause", s, n).text(rows)} | {Figure("store-mib", s, n).text(rows)} |')
    return out


def table_cores_model_10m(rows):
    s = CORES10
    head = ' | '.join(f'{n} cores' for n in PREDICT_AT)
    out = [f'| phase of the sorted build | 1 core s | 2 cores s | serial fraction | threads it can use at n cores | {head} |',
           '|---|---|---|---|---|' + '---|' * len(PREDICT_AT)]
    totals = [0.0] * len(PREDICT_AT)
    for phase in PHASE_ORDER + ('outside',):
        one, two = phase_wall(rows, s, 'sorted-1core', phase), phase_wall(rows, s, 'sorted', phase)
        f = serial_fraction(one, two) if phase != 'outside' else 1.0
        threads = PHASE_THREADS.get(phase, lambda n: 1)
        cap = 'n' if phase == 'parse into runs' else ('min(n, 16)' if phase == 'statement sort'
                                                      else str(threads(64)))
        at = [predicted(one, f, threads(n)) for n in PREDICT_AT]
        totals = [t + a for t, a in zip(totals, at)]
        label = 'outside the phases (JVM start, store open and close)' if phase == 'outside' else phase
        out.append(f'| {label} | {one:,.1f} | {two:,.1f} | {f:.2f} | {cap} | ' + ' | '.join(f'{a:,.1f}' for a in at) + ' |')
    one_total = statistics.median(rows.values(s, 'sorted-1core', 'wall_s'))
    two_total = statistics.median(rows.values(s, 'sorted', 'wall_s'))
    out.append(f'| **whole build** | {one_total:,.1f} | {two_total:,.1f} | | | '
               + ' | '.join(f'**{t:,.1f}**' for t in totals) + ' |')
    for n, label in CORE_LOADERS[2:]:
        one, two = statistics.median(rows.values(s, f'{n}-1core', 'wall_s')), statistics.median(rows.values(s, n, 'wall_s'))
        f = serial_fraction(one, two)
        out.append(f'| {label}, whole process | {one:,.1f} | {two:,.1f} | {f:.2f} | n | '
                   + ' | '.join(f'{predicted(one, f, n):,.1f}' for n in PREDICT_AT) + ' |')
    return out


C16 = 'cores-16-check-10m'


def model_ratio_2_to_16(rows, phase=None):
    """The cores model's (table cores-model-10m, committed before any 16-core run) two cores' time over sixteen's, for
    one phase of the sorted build, or the whole build where phase is None."""
    if phase is None:
        return statistics.median(rows.values(CORES10, 'sorted', 'wall_s')) / cores_model_total(rows, CORES10, 16)
    one, two = phase_wall(rows, CORES10, 'sorted-1core', phase), phase_wall(rows, CORES10, 'sorted', phase)
    f = serial_fraction(one, two) if phase != 'outside' else 1.0
    return two / predicted(one, f, PHASE_THREADS.get(phase, lambda n: 1)(16))


def table_cores_16_check_10m(rows):
    """The 16-core check against the model: per phase of the sorted build and per loader, two cores' time (taskset to
    2 CPUs of the 16-core machine) against all sixteen's, the busy cores at sixteen, and the model's ratio."""
    s = C16
    out = ['| phase of the sorted build | 2 cores s | 16 cores s | 2 cores\' time over 16 cores\' | busy cores at 16 '
           '| the model\'s ratio (predicted before) |', '|---|---|---|---|---|---|']
    for phase in PHASE_ORDER + ('outside',):
        per = {}
        for r in phase_rows(rows, s):
            if r['phase'] == phase:
                per.setdefault(r['name'], {})[r['round']] = r
        label = 'outside the phases (JVM start, store open and close)' if phase == 'outside' else phase
        if phase == 'outside':
            two = [phase_wall(rows, s, 'sorted-2core', 'outside')]
            six = [phase_wall(rows, s, 'sorted', 'outside')]
            ratio, busy = f'{two[0] / six[0]:.2f}×', '–'
        else:
            two = [float(r['wall_s']) for r in per['sorted-2core'].values()]
            six = [float(r['wall_s']) for r in per['sorted'].values()]
            ratio = med_range([float(per['sorted-2core'][k]['wall_s']) / float(per['sorted'][k]['wall_s'])
                               for k in sorted(per['sorted'], key=int)], 2, '×')
            busy = med_range([float(r['busy_cores']) for r in per['sorted'].values()], 2)
        out.append(f'| {label} | {med_range(two, 2)} | {med_range(six, 2)} | {ratio} | {busy} '
                   f'| {model_ratio_2_to_16(rows, phase):.2f}× |')
    out.append(f'| **whole build** | {med_range(rows.values(s, "sorted-2core", "wall_s"), 1)} '
               f'| {med_range(rows.values(s, "sorted", "wall_s"), 1)} | **{med_range(paired(rows, s, "sorted", "sorted-2core"), 2, "×")}** '
               f'| {med_range([c / w for c, w in zip(rows.values(s, "sorted", "load_cpu_s"), rows.values(s, "sorted", "wall_s"))], 2)} '
               f'| {model_ratio_2_to_16(rows):.2f}× |')
    for n, label in CORE_LOADERS[2:]:
        if n == 'parallel':  # not run there: the 15 minutes held the build's rounds, stock and pyoxigraph
            continue
        one, two = statistics.median(rows.values(CORES10, f'{n}-1core', 'wall_s')), statistics.median(rows.values(CORES10, n, 'wall_s'))
        model = two / predicted(one, serial_fraction(one, two), 16)
        busy = [c / w for c, w in zip(rows.values(s, n, 'load_cpu_s'), rows.values(s, n, 'wall_s'))]
        out.append(f'| {label}, whole process (one round) | {med_range(rows.values(s, f"{n}-2core", "wall_s"), 1)} '
                   f'| {med_range(rows.values(s, n, "wall_s"), 1)} | {med_range(paired(rows, s, n, f"{n}-2core"), 2, "×")} '
                   f'| {med_range(busy, 2)} | {model:.2f}× |')
    return out


C16B = 'cores-16-recheck-10m'


def table_cores_16_recheck_10m(rows):
    """The 16-core check again with a later build: per phase of the sorted build, two CPUs' time, eight's and
    sixteen's, two over sixteen paired by round, CPU seconds at two and sixteen, busy cores at sixteen, and the earlier
    check's sixteen-core time beside it (another build, another sitting, the same kind of machine)."""
    s = C16B
    out = ['| phase of the sorted build | 2 cores s | 8 cores s | 16 cores s | 2 cores\' time over 16 cores\' '
           '| CPU s at 2 | CPU s at 16 | busy cores at 16 | 16 cores s, the check of 2026-11-28 (c0e2d68) |',
           '|---|---|---|---|---|---|---|---|---|']

    def col(name, phase, c):
        return [float(r[c]) for r in phase_rows(rows, s) if r['name'] == name and r['phase'] == phase]

    for phase in PHASE_ORDER:
        two, six = {r['round']: float(r['wall_s']) for r in phase_rows(rows, s) if r['name'] == 'sorted-2core' and r['phase'] == phase}, \
            {r['round']: float(r['wall_s']) for r in phase_rows(rows, s) if r['name'] == 'sorted' and r['phase'] == phase}
        before = [float(r['wall_s']) for r in phase_rows(rows, C16) if r['name'] == 'sorted' and r['phase'] == phase]
        out.append(f'| {phase} | {med_range(list(two.values()), 2)} | {med_range(col("sorted-8core", phase, "wall_s"), 2)} '
                   f'| {med_range(list(six.values()), 2)} | {med_range([two[k] / six[k] for k in sorted(six, key=int)], 2, "×")} '
                   f'| {med_range(col("sorted-2core", phase, "cpu_s"), 1)} | {med_range(col("sorted", phase, "cpu_s"), 1)} '
                   f'| {med_range(col("sorted", phase, "busy_cores"), 2)} | {med_range(before, 2)} |')
    out.append('| outside the phases (JVM start, store open and close) '
               f'| {phase_wall(rows, s, "sorted-2core", "outside"):.2f} | {phase_wall(rows, s, "sorted-8core", "outside"):.2f} '
               f'| {phase_wall(rows, s, "sorted", "outside"):.2f} | | | | | {phase_wall(rows, C16, "sorted", "outside"):.2f} |')

    def busy(set_id, name):
        return med_range([c / w for c, w in zip(rows.values(set_id, name, 'load_cpu_s'), rows.values(set_id, name, 'wall_s'))], 2)
    out.append(f'| **whole build** | {med_range(rows.values(s, "sorted-2core", "wall_s"), 1)} '
               f'| {med_range(rows.values(s, "sorted-8core", "wall_s"), 1)} | {med_range(rows.values(s, "sorted", "wall_s"), 1)} '
               f'| **{med_range(paired(rows, s, "sorted", "sorted-2core"), 2, "×")}** '
               f'| {med_range(rows.values(s, "sorted-2core", "load_cpu_s"), 1)} | {med_range(rows.values(s, "sorted", "load_cpu_s"), 1)} '
               f'| {busy(s, "sorted")} | {med_range(rows.values(C16, "sorted", "wall_s"), 1)} |')
    out.append(f'| pyoxigraph 0.5.13 `bulk_load`, whole process | {med_range(rows.values(s, "pyoxigraph-2core", "wall_s"), 1)} '
               f'| – | {med_range(rows.values(s, "pyoxigraph", "wall_s"), 1)} '
               f'| {med_range(paired(rows, s, "pyoxigraph", "pyoxigraph-2core"), 2, "×")} '
               f'| {med_range(rows.values(s, "pyoxigraph-2core", "load_cpu_s"), 1)} | {med_range(rows.values(s, "pyoxigraph", "load_cpu_s"), 1)} '
               f'| {busy(s, "pyoxigraph")} | {rows.values(C16, "pyoxigraph", "wall_s")[0]:.1f} (one round) |')
    return out


def table_side_wikidata_10m(rows, s=WD10):
    out = ['| loader | wall s, median (range) | CPU s, median (range) | peak RSS GiB | store GiB | × stock, median of the rounds\' ratios (range) |',
           '|---|---|---|---|---|---|']
    for n in by_wall(rows, s):
        b = n == 'sorted'
        out.append(f'| {SIDE_LABELS[n]} | {bold(med_range(rows.values(s, n, "wall_s"), 1), b)} '
                   f'| {med_range(rows.values(s, n, "load_cpu_s"), 1)} | {gib_max(rows, s, n, "peak_rss_kib")} '
                   f'| {gib_median(rows, s, n, "store_bytes")} | {bold(x_stock(rows, s, n), b)} |')
    return out


# ---- predict checked: predictions written before the loads they predict -------------------------------------------

PV_LABELS = {'sorted': 'sorted build', 'default': 'default path (buffer writer)', 'limited': 'default path, 1 GiB machine shape',
             'parallel': 'TDB2 parallel', 'xloader': 'TDB2 xloader'}
PV_DATA = {'wd': 'Wikidata-shaped', 'wd7': 'Wikidata-shaped, seed 7', 'bsbm': 'BSBM', 'lv2': 'LV2 Turtle tree (937 files)'}


def tsv(path):
    with open(path, newline='') as f:
        return list(csv.DictReader(f, delimiter='\t'))


def interpolate(points, x):
    """points: sorted (x, y); linear between them, in proportion below the first, the last step's slope beyond the last."""
    if x <= points[0][0]:
        return points[0][1] * x / points[0][0]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if x <= x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    return y1 + (y1 - y0) / (x1 - x0) * (x - x1)


def reference_seconds(rows, path, n):
    """The naive guess 'as long as the committed reference load took for n statements', or None where none is committed."""
    if path == 'sorted':
        by = {}
        for r in rows.get('sorted-build-phases-bsbm'):
            by.setdefault(int(r['statements']), []).append(float(r['wall_s']))
        return interpolate(sorted((k, statistics.median(v)) for k, v in by.items()), n)
    if path in ('default', 'limited'):
        pts = []
        for line in (rows.dir.parent.parent.parent / 'loader/src/main/resources/io/loadscope/predict/growth-blazegraph-buffer.tsv').read_text().splitlines():
            if line and not line.startswith('#'):
                a, b = line.split('\t')[:2]
                pts.append((int(a), float(b)))
        return interpolate(pts, n)
    return None


def validation_cases(rows, sets=None):
    """Every case of the prediction checks (round 1: PV; round 2, after the models changed: PV2, where it exists)."""
    out = []
    for rnd, sid in ((1, PV), (2, PV2)):
        if sets is not None and sid not in sets or not rows.exists(sid):
            continue
        loads = {r['name']: r for r in rows.get(sid)}
        for c in tsv(rows.dir / sid / 'predictions.tsv'):
            sample = loads[c['sample']]
            target = loads[f"{c['path']}-{c['target_input'].removesuffix('.nt')}"]
            n_sample, n_target = int(sample['statements']), int(c['target_statements'])
            measured = float(target['wall_s'])
            case = {'round': rnd, 'case': c['case'], 'path': c['path'], 'data': PV_DATA[c['case'].split('-')[1]],
                    'factor': n_target / n_sample, 'measured': measured, 'refused': c['predicted_s'] == '-'}
            lin = float(sample['wall_s']) * n_target / n_sample
            ref = reference_seconds(rows, c['path'], n_target)
            case['linear_error'] = lin / measured - 1
            case['reference_error'] = None if ref is None else ref / measured - 1
            if not case['refused']:
                p, lo, hi = float(c['predicted_s']), float(c['low_s']), float(c['high_s'])
                case.update(predicted=p, low=lo, high=hi, error=p / measured - 1, held=lo <= measured <= hi)
            out.append(case)
    return out


def pct(x):
    return '–' if x is None else f'{100 * x:+.0f} %'


def table_prediction_validation(rows):
    out = ['| round | case | path | data | × the sample | predicted s (interval) | measured s | error | interval held | sample\'s rate, linear | the reference load\'s time |',
           '|---|---|---|---|---|---|---|---|---|---|---|']
    for c in validation_cases(rows):
        if c['refused']:
            pred, err, held = 'refused', '–', '–'
        else:
            pred = f"{c['predicted']:,.1f} ({c['low']:,.1f}–{c['high']:,.1f})"
            err, held = pct(c['error']), 'yes' if c['held'] else '**no**'
        out.append(f"| {c['round']} | {c['case']} | {PV_LABELS[c['path']]} | {c['data']} | {c['factor']:.1f} | {pred} | {c['measured']:,.1f} "
                   f"| {err} | {held} | {pct(c['linear_error'])} | {pct(c['reference_error'])} |")
    return out


def validation_summary(rows, s, which):
    cs = [c for c in validation_cases(rows, [s]) if not c['refused']]
    if which == 'cases':
        return f'{len(cs)}'
    if which == 'median-error':
        return f"{100 * statistics.median(abs(c['error']) for c in cs):.0f} %"
    if which == 'held':
        return f"{sum(c['held'] for c in cs)} of {len(cs)}"
    if which == 'linear-median-error':
        return f"{100 * statistics.median(abs(c['linear_error']) for c in cs):.0f} %"
    if which == 'reference-median-error':
        with_ref = [c for c in cs if c['reference_error'] is not None]
        return f"{100 * statistics.median(abs(c['reference_error']) for c in with_ref):.0f} % ({len(with_ref)} cases with one)"
    raise ValueError(which)


COMPACT_LABELS = {'stock': 'Blazegraph 2.1.4 stock `DataLoader`', 'sorted-base': 'sorted build before (a map of value objects per run)',
                  'sorted-alt': 'terms in large arrays, the parser\'s values kept', 'sorted': 'terms in large arrays, no value object kept (on main)',
                  'pyoxigraph': 'pyoxigraph 0.5.13 `bulk_load`'}


def table_compact_runs_10m(rows):
    s = CR10
    out = ['| loader | wall s, median (range) | CPU s, median (range) | kernel CPU s, median (range) | peak RSS GiB '
           '| × stock, median of the rounds\' ratios (range) |', '|---|---|---|---|---|---|']
    for n in by_wall(rows, s):
        b = n == 'sorted'
        out.append(f'| {COMPACT_LABELS[n]} | {bold(med_range(rows.values(s, n, "wall_s"), 1), b)} '
                   f'| {med_range(rows.values(s, n, "load_cpu_s"), 1)} | {med_range(rows.values(s, n, "sys_s"), 1)} '
                   f'| {gib_max(rows, s, n, "peak_rss_kib")} | {bold(x_stock(rows, s, n), b)} |')
    return out


HELPER_LABELS = {'stock': 'Blazegraph 2.1.4 stock `DataLoader`', 'sorted-base': 'sorted build before (a thread per statement index)',
                 'sorted': 'sorted build with index helpers (on main)', 'pyoxigraph': 'pyoxigraph 0.5.13 `bulk_load`',
                 'sorted-1core': 'sorted build with index helpers, one core (`taskset -c 0`)'}


def table_index_helpers_10m(rows):
    s = IH10
    out = ['| loader | wall s, median (range) | CPU s, median (range) | statement-index phase s | its busy cores '
           '| × stock, median of the rounds\' ratios (range) |', '|---|---|---|---|---|---|']
    for n in by_wall(rows, s):
        b = n == 'sorted'
        phase = [float(r['wall_s']) for r in phase_rows(rows, s) if r['name'] == n and r['phase'] == 'statement indexes']
        busy = [float(r['busy_cores']) for r in phase_rows(rows, s) if r['name'] == n and r['phase'] == 'statement indexes']
        out.append(f'| {HELPER_LABELS[n]} | {bold(med_range(rows.values(s, n, "wall_s"), 1), b)} '
                   f'| {med_range(rows.values(s, n, "load_cpu_s"), 1)} | {med_range(phase, 2) if phase else "–"} '
                   f'| {med_range(busy, 2) if busy else "–"} | {bold(x_stock(rows, s, n), b)} |')
    return out


def table_one_over_two_phases(rows, s=OO2):
    """The sorted build on one core and on two, phase by phase: each phase's walls, its one-core time over its two-core
    time (paired by round), its busy cores at two, its CPU at each width, and the two-core wall at which the phase would
    scale by the 1.8 asked for of the whole build (its one-core median over 1.8)."""
    one, two = 'sorted-1core', 'sorted'

    def by_round(name, phase, col):
        out = {}
        for r in phase_rows(rows, s):
            if r['name'] == name and r['phase'] == phase:
                out[r['round']] = float(r[col])
        return out

    out = ['| phase | one core: wall s | two cores: wall s | one core\'s time over two cores\' | busy cores at two '
           '| CPU s, one core | CPU s, two cores | two-core wall for 1.8× |', '|---|---|---|---|---|---|---|---|']
    for phase in PHASE_ORDER:
        w1, w2 = by_round(one, phase, 'wall_s'), by_round(two, phase, 'wall_s')
        c1, c2 = by_round(one, phase, 'cpu_s'), by_round(two, phase, 'cpu_s')
        b2 = by_round(two, phase, 'busy_cores')
        ratio = [w1[k] / w2[k] for k in sorted(w1) if k in w2 and w2[k] > 0]
        out.append(f'| {phase} | {med_range(list(w1.values()), 2)} | {med_range(list(w2.values()), 2)} '
                   f'| {med_range(ratio, 2, "×")} | {med_range(list(b2.values()), 2)} | {med_range(list(c1.values()), 1)} '
                   f'| {med_range(list(c2.values()), 1)} | {statistics.median(w1.values()) / 1.8:.2f} |')
    o1, o2 = phase_wall(rows, s, one, 'outside'), phase_wall(rows, s, two, 'outside')
    out.append(f'| outside the phases (JVM start, store open and close) | {o1:.2f} | {o2:.2f} | {o1 / o2:.2f}× | – | – | – '
               f'| {o1 / 1.8:.2f} |')
    w1, w2 = rows.values(s, one, 'wall_s'), rows.values(s, two, 'wall_s')
    busy = [c / w for c, w in zip(rows.values(s, two, 'load_cpu_s'), w2)]
    out.append(f'| **whole build** | {med_range(w1, 1)} | {med_range(w2, 1)} | **{med_range(paired(rows, s, two, one), 2, "×")}** '
               f'| {med_range(busy, 2)} | {med_range(rows.values(s, one, "load_cpu_s"), 1)} '
               f'| {med_range(rows.values(s, two, "load_cpu_s"), 1)} | {statistics.median(w1) / 1.8:.1f} |')
    return out


TABLES = {
    'one-over-two-10m-cbe2a7f': table_one_over_two_phases,
    'compact-runs-10m': table_compact_runs_10m,
    'prediction-validation': table_prediction_validation,
    'side-by-side-wikidata-10m': table_side_wikidata_10m,
    'side-by-side-wikidata-10m-more': lambda rows: table_side_wikidata_10m(rows, 'wikidata-10m-more'),
    'side-by-side-wikidata-10m-chunks': lambda rows: table_side_wikidata_10m(rows, 'wikidata-10m-chunks'),
    'cores-10m': table_cores_10m,
    'inplace-10m': table_inplace_10m,
    'wikidata-findings-10m': table_wikidata_findings_10m,
    'cores-model-10m': table_cores_model_10m,
    'cores-16-check-10m': table_cores_16_check_10m,
    'cores-16-recheck-10m': table_cores_16_recheck_10m,
    'index-helpers-10m': table_index_helpers_10m,
    'sorted-build-10m-840a723': table_sorted_10m_840a723,
    'sorted-build-10m-bottom-up': table_sorted_10m_bottom_up,
    'sorted-build-100m-d60bef8': table_sorted_100m_d60bef8,
    'side-by-side-10m': table_side_10m,
    'side-by-side-100m': table_side_100m,
}

# space.json: (engine, dimension name) -> the figures its 'why' quotes, and the row sets behind them
SPACE = {
    ('blazegraph', 'writer'): ['sorted-vs-stock-10m', 'sorted-vs-stock-100m'],
    ('tdb2', 'loader'): ['tdb2-100m-xloader-over-parallel'],
}

# ---- resources the loader reads, computed from rows like the documents' figures ----------------------------------------

def resource_phase_reference(rows, sid, what):
    """predict's committed builds of a phased path, phase by phase: each kept run's phases (its run record) at its size."""
    import lzma
    runs = sorted(rows.get(sid), key=lambda r: (int(r['round']), int(r['statements'])))
    sizes = sorted({int(r['statements']) for r in runs})
    out = [f'# {what} of the first lines of BSBM 10 M ({", ".join(f"{n:,}" for n in sizes)} statements): each',
           '# phase\'s wall seconds by its run record, rounds interleaved. Written by scripts/figures.py from',
           '# docs/results/data/' + sid + '/ (do not edit: the published-figures check compares it with the rows).',
           f'# source: {what} of BSBM 10 M\'s first {sizes[0] / 1e6:g} to {sizes[-1] / 1e6:g} M statements, '
           f'{len({r["round"] for r in runs})} rounds, 2-core VM, 2026-11-27',
           'round\tstatements\tphase\tseconds']
    for r in runs:
        with lzma.open(rows.dir / sid / r['run_dir'] / 'run.json.xz', 'rt', encoding='utf-8') as f:
            record = json.load(f)
        for ph in record['phases']:
            out.append(f"{r['round']}\t{record['totals']['statementsTold']}\t{ph['name']}\t{ph['wallMillis'] / 1000:.3f}")
    return '\n'.join(out) + '\n'


RESOURCES = {
    'loader/src/main/resources/io/loadscope/predict/phases-blazegraph-sorted.tsv':
        lambda rows: resource_phase_reference(rows, 'sorted-build-phases-bsbm', 'sorted builds'),
    'loader/src/main/resources/io/loadscope/predict/phases-tdb2-xloader.tsv':
        lambda rows: resource_phase_reference(rows, 'xloader-phases-bsbm', 'xloader builds'),
}


ADVICE_RE = re.compile(r'^\s*(?:try|will not help): (.+?) — (.+?) \((\S+)\)$', re.M)
FIGURE_RE = re.compile(r'<!-- figure:([a-z0-9-]+)( claim)? -->(.*?)<!-- /figure -->', re.S)
# A table's text never runs past another table marker: an empty table (its two markers on consecutive lines) is
# filled, not merged with the next one.
TABLE_RE = re.compile(r'(<!-- table:([a-z0-9-]+) -->\n)((?:(?!<!-- /?table)[\s\S])*?)(\n?<!-- /table -->)')


def docs(root):
    yield root / 'README.md'
    yield from sorted((root / 'docs').rglob('*.md'))


def run(root, check):
    rows = Rows(root / 'docs' / 'results' / 'data')
    problems = []
    texts = {}

    def text_of(fid):
        if fid not in texts:
            texts[fid] = FIGURES[fid].text(rows)
        return texts[fid]

    rules_path = root / 'loader/src/main/resources/io/loadscope/advice/rules.json'
    rules = json.loads(rules_path.read_text(encoding='utf-8'))
    advice = {}
    for rule in rules:
        for c in rule.get('change', []) + rule.get('willNotHelp', []):
            advice.setdefault(c['setting'], []).append(c['effect'])

    for path in docs(root):
        rel = path.relative_to(root)
        original = path.read_text(encoding='utf-8')
        for m in ADVICE_RE.finditer(original):
            setting, shown = m.group(1), m.group(2).rstrip('…').rstrip(', ')
            if setting in advice and not any(e.startswith(shown) for e in advice[setting]):
                problems.append(f'{rel}: sample advice for "{setting}" is not how rules.json\'s effect begins')

        def figure(m):
            fid, claim, shown = m.group(1), m.group(2), m.group(3)
            if fid not in FIGURES:
                problems.append(f'{rel}: figure:{fid}: no such figure')
                return m.group(0)
            want = text_of(fid)
            if check and shown != want:
                problems.append(f'{rel}: figure:{fid}: the text says "{shown}", the rows give "{want}"')
            if claim:
                for p in FIGURES[fid].claim_problems(rows):
                    problems.append(f'{rel}: figure:{fid}: claims a difference, but {p}')
            return f'<!-- figure:{fid}{claim or ""} -->{want}<!-- /figure -->'

        def table(m):
            tid, shown = m.group(2), m.group(3).rstrip('\n') if not m.group(4).startswith('\n') else m.group(3)
            if tid not in TABLES:
                problems.append(f'{rel}: table:{tid}: no such table')
                return m.group(0)
            want = '\n'.join(TABLES[tid](rows))
            if check and shown != want:
                problems.append(f'{rel}: table:{tid}: differs from what the rows give')
            end = m.group(4) if m.group(4).startswith('\n') else '\n' + m.group(4)
            return m.group(1) + want + end

        updated = TABLE_RE.sub(table, FIGURE_RE.sub(figure, original))
        if not check and updated != original:
            path.write_text(updated, encoding='utf-8')

    def cited(where, text, fids, row_ids):
        for sid in row_ids:
            if not rows.exists(sid):
                problems.append(f'{where}: rows "{sid}": no such row set under docs/results/data/')
        for fid in fids:
            if fid not in FIGURES:
                problems.append(f'{where}: figure "{fid}": no such figure')
                continue
            if text_of(fid) not in text:
                problems.append(f'{where}: figure:{fid}: "{text_of(fid)}" (what the rows give) is not in its text')
            for sid in FIGURES[fid].sets():
                if sid not in row_ids:
                    problems.append(f'{where}: figure:{fid} comes from rows "{sid}", which it does not cite')

    for rule in rules:
        text = json.dumps(rule, ensure_ascii=False)
        if (rule.get('figures') or rule.get('rows')) or re.search(r'\d[×x]|\d %|\d s\b', text):
            if 'figures' not in rule or 'rows' not in rule:
                problems.append(f'rules.json: rule {rule["id"]}: quotes figures but has no "rows" and "figures"')
                continue
            cited(f'rules.json: rule {rule["id"]}', text, rule['figures'], rule['rows'])

    for rel, make in RESOURCES.items():
        want, path = make(rows), root / rel
        if check and (not path.is_file() or path.read_text(encoding='utf-8') != want):
            problems.append(f'{rel}: differs from what the rows give')
        if not check:
            path.write_text(want, encoding='utf-8')

    space = json.loads((root / 'loader/src/main/resources/io/loadscope/tune/space.json').read_text(encoding='utf-8'))
    for (engine, name), fids in SPACE.items():
        dims = [d for d in space.get(engine, {}).get('dimensions', []) if d['name'] == name]
        if not dims:
            problems.append(f'space.json: {engine} dimension "{name}": not found')
            continue
        cited(f'space.json: {engine} dimension "{name}"', dims[0]['why'], fids,
              sorted({s for f in fids if f in FIGURES for s in FIGURES[f].sets()}))
    return problems


def main(argv):
    check = '--check' in argv
    root = Path(argv[argv.index('--root') + 1]) if '--root' in argv else Path(__file__).resolve().parent.parent
    problems = run(root, check)
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f'{len(problems)} figure(s) differ from the rows or claim what the rows do not show', file=sys.stderr)
        return 1
    print('every figure matches its rows' if check else 'figures written from the rows')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
