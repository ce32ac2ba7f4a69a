#!/usr/bin/env python3
"""Summarises scripts/regime-bench.sh's runs as Markdown: per configuration, the median and range (min-max) over its
rounds of wall time, write rate, GC pause, store size, what the kernel reported for its machine shape (peak memory,
bytes read, major faults, times the memory limit was reached, CPU throttling), and the CPU seconds the rest of the
machine used during the load (what else ran; '-' for runs from before the bench measured it; in brackets, other
processes' user time, the rest being the kernel's, which includes writing back the load's own pages); then, per configuration, the write rate
in each tenth of the statements (median over rounds) beside the store's size over the memory limit at that point, which
shows where the rate falls once the store outgrows memory. A configuration's failed rounds are listed, not summarised.
Also each configuration's wall time over the first configuration's in the same round (paired by round, median and
range), with the days the rounds ran: this VM's speed drifts by up to 2x between days, so when a plan's rounds span
sittings the wall-time ranges widen with the drift, while a round's ratio (its loads run one after the other, in one
sitting unless the table's days say otherwise) divides most of it out.

Usage: scripts/regime-summary.py WORK [--no-tenths]
"""
import csv
import json
import statistics
import sys
from pathlib import Path

GIB = 1024 ** 3
# Stages that are one thread waiting for another: they say who waited, not what took the time.
WAITS = {'queue', 'writer_idle'}


def fmt(values, digits=1):
    values = [v for v in values if v is not None]
    if not values:
        return '-'
    med = statistics.median(values)
    if len(values) == 1:
        return f'{med:,.{digits}f} (1 run)'
    return f'{med:,.{digits}f} ({min(values):,.{digits}f}-{max(values):,.{digits}f})'


def machine(run, key, scale=1.0):
    m = (run.get('environment') or {}).get('machine')
    if not m or m.get(key, -1) is None or m.get(key, -1) < 0:
        return None
    return m[key] / scale


def tenths(run_dir, limit):
    """Per tenth of the statements written: the write rate (k statements/s), the store over the limit at its end, and
    the seconds the loading thread spent committing in it (the commit share of each sample times its interval; None
    where the series has no commit column)."""
    rows = list(csv.DictReader(open(Path(run_dir) / 'series.csv', newline='')))
    final = float(rows[-1]['statements_written']) if rows else 0
    commit_col = 'share.parser.commit' if rows and 'share.parser.commit' in rows[0] else None
    out = []
    prev_t, prev_n, i, prev_ms = 0.0, 0.0, 0, 0.0
    for k in range(1, 11):
        target = final * k / 10
        row = next((r for r in rows if float(r['statements_written']) >= target), rows[-1])
        t = float(row['elapsed_ms']) / 1000
        rate = (target - prev_n) / (t - prev_t) / 1000 if t > prev_t else None
        ratio = float(row['store_bytes']) / limit if limit and limit > 0 else None
        commit = 0.0 if commit_col else None
        while i < len(rows) and float(rows[i]['elapsed_ms']) <= t * 1000:
            ms = float(rows[i]['elapsed_ms'])
            if commit_col:
                commit += float(rows[i][commit_col] or 0) * (ms - prev_ms) / 1000
            prev_ms, i = ms, i + 1
        out.append((rate, ratio, commit))
        prev_t, prev_n = t, target
    return out


def paired(order, walls):
    """Each configuration's wall time over the first one's, round by round: a ratio the day's speed divides out of."""
    base = order[0] if order else None
    if base not in walls or len(order) < 2:
        return
    days = sorted({started[:10] for per in walls.values() for _, started in per.values() if started})
    print()
    print(f'Wall time over {base}\'s in the same round (below 1: faster), median (range) over the rounds both finished; '
          f'rounds ran on {", ".join(days) or "unrecorded days"}. A ratio whose range stays on one side of 1 holds in every round:')
    print()
    print('| configuration | rounds | × ' + base + ' |')
    print('|---|---|---|')
    for name in order[1:]:
        rounds = sorted(set(walls.get(name, {})) & set(walls[base]), key=int)
        ratios = [walls[name][k][0] / walls[base][k][0] for k in rounds]
        print(f'| {name} | {", ".join(rounds) or "-"} | {fmt(ratios, 2)} |')


def main(work, tenths_wanted=True):
    work = Path(work)
    runs = list(csv.DictReader(open(work / 'runs.tsv', newline=''), delimiter='\t'))
    order = []
    for r in runs:
        if r['name'] not in order:
            order.append(r['name'])
    plan = {line.split('\t')[0]: line.rstrip('\n').split('\t', 2) for line in open(work / 'plan.tsv')
            if line.strip() and not line.startswith('#')}
    print('| configuration | runs | wall s | k statements/s | GC pause s | store GiB | peak memory GiB | read GiB '
          '| major faults | limit reached | throttled s | other CPU s (other processes\' user time) |')
    print('|---|---|---|---|---|---|---|---|---|---|---|---|')
    records = {}
    walls = {}
    other_user = {}
    failed = []
    for name in order:
        ok = []
        for r in runs:
            if r['name'] != name:
                continue
            if r['exit'] not in ('0', '3'):
                failed.append(f"{name} round {r['round']}: exit {r['exit']} ({r['run_dir']})")
                continue
            # the run directory as the bench recorded it, or under WORK where scripts/regime-keep.sh restored it
            run_dir = Path(r['run_dir'])
            if not (run_dir / 'run.json').exists():
                run_dir = work / 'runs' / run_dir.name
            rec = json.loads((run_dir / 'run.json').read_text())
            other = r.get('other_cpu_s')
            user = r.get('other_user_cpu_s')
            ok.append((float(r['wall_s']), rec, run_dir, float(other) if other else None))
            other_user.setdefault(name, []).append(float(user) if user else None)
            walls.setdefault(name, {})[r['round']] = (float(r['wall_s']), r.get('started', ''))
        records[name] = ok
        if not ok:
            continue
        recs = [rec for _, rec, _, _ in ok]
        print(f"| {name} | {len(ok)} | {fmt([w for w, _, _, _ in ok])} "
              f"| {fmt([rec['totals']['statementsPerSecond'] / 1000 for rec in recs])} "
              f"| {fmt([rec['totals']['gcPauseMillis'] / 1000 for rec in recs])} "
              f"| {fmt([rec['totals']['storeBytes'] / GIB for rec in recs], 2)} "
              f"| {fmt([machine(rec, 'peakMemoryBytes', GIB) for rec in recs], 2)} "
              f"| {fmt([machine(rec, 'readBytes', GIB) for rec in recs], 1)} "
              f"| {fmt([machine(rec, 'majorFaults') for rec in recs], 0)} "
              f"| {fmt([machine(rec, 'limitHits') for rec in recs], 0)} "
              f"| {fmt([machine(rec, 'throttledMillis', 1000) for rec in recs], 1)} "
              f"| {fmt([o for _, _, _, o in ok], 0)}"
              + (f" ({fmt(other_user[name], 0)})" if any(u is not None for u in other_user.get(name, [])) else '') + ' |')
    paired(order, walls)
    print()
    print('Where the time went (median wall seconds over the rounds, per thread role and stage; the six longest stages '
          'of each configuration, waits for another thread left out):')
    print()
    print('| configuration | stages |')
    print('|---|---|')
    for name, ok in records.items():
        if not ok:
            continue
        per = {}
        for _, rec, _, _ in ok:
            for st in rec['stages']:
                if st['stage'] in WAITS:
                    continue
                per.setdefault(st['role'] + ' ' + st['stage'], []).append(st['wallMillis'] / 1000)
        top = sorted(per.items(), key=lambda kv: -statistics.median(kv[1]))[:6]
        print(f"| {name} | " + '; '.join(f"{k} {statistics.median(v):,.1f}" for k, v in top) + ' |')
    print()
    for name, ok in (records.items() if tenths_wanted else []):
        if not ok:
            continue
        print(f"**{name}** (`{' '.join(p for p in plan.get(name, [name, '', ''])[1:] if p)}`): write rate by tenth of the statements, "
              f"k/s, median (range) over {len(ok)} run(s); store / memory limit at the tenth's end; seconds spent committing "
              f"in the tenth, where there was any")
        print()
        print('| tenth | ' + ' | '.join(str(k) for k in range(1, 11)) + ' |')
        print('|---' * 11 + '|')
        per = []
        for _, rec, run_dir, _ in ok:
            limit = machine(rec, 'memoryLimitBytes')
            per.append(tenths(run_dir, limit))
        print('| rate | ' + ' | '.join(fmt([p[k][0] for p in per], 0) for k in range(10)) + ' |')
        if any(p[0][1] is not None for p in per):
            print('| store / limit | ' + ' | '.join(fmt([p[k][1] for p in per], 2) for k in range(10)) + ' |')
        # Loads that commit often (one commit per input file, as the SPARQL LOAD path is run) show what committing cost.
        if any(sum(p[k][2] or 0 for k in range(10)) >= 1 for p in per):
            print('| commit s | ' + ' | '.join(fmt([p[k][2] for p in per], 0) for k in range(10)) + ' |')
        print()
    for f in failed:
        print('failed: ' + f)


if __name__ == '__main__':
    # --no-tenths: the by-tenth table is for long loads whose written count moves often (not a sorted build's, which
    # writes every statement in its last phase, nor a 10 M load's, whose counter moves in steps of ~1 M statements).
    main(sys.argv[1], '--no-tenths' not in sys.argv[2:])
