#!/usr/bin/env python3
"""A long load in tenths of its wall time, as a Markdown table: statements written, write rate, GC pause, the
parser's wait on the queue, the writer's split, and (with a scripts/sample-host.sh log) page cache and disk traffic.

Usage: scripts/load-tenths.py RUN_DIR [HOST_LOG]
RUN_DIR holds a run's run.json and series.csv. Host samples after the last statement was written are left out:
what runs then (the store's own statement count reads the whole journal) is not the load's writing.
"""
import csv
import datetime
import json
import sys
from pathlib import Path


def main(run_dir, host_log=None):
    run = json.loads((Path(run_dir) / 'run.json').read_text())
    start = datetime.datetime.fromisoformat(run['startedAt'][:23]).replace(tzinfo=datetime.timezone.utc).timestamp()
    rows = list(csv.DictReader(open(Path(run_dir) / 'series.csv', newline='')))
    end_ms = float(rows[-1]['elapsed_ms'])
    final = float(rows[-1]['statements_written'])
    writes_end = next(float(r['elapsed_ms']) for r in rows if float(r['statements_written']) >= final) / 1000
    host = []
    if host_log:
        host = [list(map(float, line.split())) for line in open(host_log) if len(line.split()) == 4]
    header = ['tenth', 'statements written (M)', 'write rate (k/s)', 'GC pause (s)', 'parser waits on the queue',
              'writer: lexicon / statement indexes', 'journal growth (bytes/statement)']
    if host:
        header += ['page cache (GiB, mean)', 'disk reads / writes (MB/s)', 'disk written (bytes/statement)']
    print('| ' + ' | '.join(header) + ' |')
    print('|' + '---|' * len(header))
    written = gc = store = 0.0
    for k in range(1, 11):
        lo, hi = end_ms * (k - 1) / 10, end_ms * k / 10
        part = [r for r in rows if lo < float(r['elapsed_ms']) <= hi]
        w, g, s = (float(part[-1][c]) for c in ('statements_written', 'gc_pause_ms', 'store_bytes'))
        mean = lambda col: 100 * sum(float(r.get(col) or 0) for r in part) / len(part)
        rate = (w - written) / ((hi - lo) / 1000)
        cells = [str(k), f'{w / 1e6:.1f}', f'{rate / 1000:.0f}', f'{(g - gc) / 1000:.1f}',
                 f'{mean("share.parser.queue"):.0f} %',
                 f'{mean("share.writer.index_write.lexicon"):.0f} / {mean("share.writer.index_write.statements"):.0f} %',
                 f'{(s - store) / max(w - written, 1):.0f}']
        samples = [h for h in host if start + lo / 1000 <= h[0] <= start + min(hi / 1000, writes_end)]
        if host and len(samples) > 1:
            span = samples[-1][0] - samples[0][0]
            reads = (samples[-1][2] - samples[0][2]) * 1024 / span
            writes = (samples[-1][3] - samples[0][3]) * 1024 / span
            cache = sum(h[1] for h in samples) / len(samples) / 2 ** 20
            cells += [f'{cache:.1f}', f'{reads / 1e6:.0f} / {writes / 1e6:.0f}', f'{writes / rate:.0f}']
        elif host:
            cells += ['', '', '']
        print('| ' + ' | '.join(cells) + ' |')
        written, gc, store = w, g, s


if __name__ == '__main__':
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    main(*sys.argv[1:])
