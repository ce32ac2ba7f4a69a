#!/usr/bin/env python3
"""An SVG chart of loads' progress: statements written (or parsed) against seconds since the load began, one line per
run, from each run's series.csv. A load with no series (a stock loader) can be drawn from its end alone, as a dashed
straight line from the origin to (its wall time, its statements), labelled as such: its average, not its course.

Usage: scripts/progress-chart.py --out FILE.svg --title TITLE [--end LABEL=SECONDS:STATEMENTS]... LABEL=RUN_DIR[:parsed]...
"""
import argparse
import csv
from pathlib import Path

W, H, L, R, T, B = 760, 380, 70, 230, 40, 50
COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b']


def series(run_dir, column):
    rows = csv.DictReader(open(Path(run_dir) / 'series.csv', newline=''))
    return [(float(r['elapsed_ms']) / 1000, float(r[column])) for r in rows]


def ticks(top):
    """Round values from 0 to top, at most 6 of them: steps of 1, 2 or 5 times a power of ten."""
    step = 10 ** len(str(int(top))) / 100 if top >= 1 else 0.1
    while top / step > 5:
        for m in (2, 2.5, 2):
            step *= m
            if top / step <= 5:
                break
    return [k * step for k in range(int(top // step) + 1)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--out', required=True)
    ap.add_argument('--title', required=True)
    ap.add_argument('--end', action='append', default=[])
    ap.add_argument('runs', nargs='+')
    a = ap.parse_args()
    lines = []
    for spec in a.runs:
        label, path = spec.split('=', 1)
        column = 'statements_written'
        if path.endswith(':parsed'):
            path, column = path[:-len(':parsed')], 'statements_parsed'
        lines.append((label, series(path, column), False))
    for spec in a.end:
        label, end = spec.split('=', 1)
        seconds, statements = (float(x) for x in end.split(':'))
        lines.append((label, [(0, 0), (seconds, statements)], True))
    xmax = max(x for _, pts, _ in lines for x, _ in pts)
    ymax = max(y for _, pts, _ in lines for _, y in pts)
    sx = lambda x: L + (W - L - R) * x / xmax
    sy = lambda y: H - B - (H - T - B) * y / ymax
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">',
           f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{L}" y="22" font-size="14">{a.title}</text>']
    for y in ticks(ymax):
        out.append(f'<line x1="{L}" x2="{W - R}" y1="{sy(y):.1f}" y2="{sy(y):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{L - 6}" y="{sy(y) + 4:.1f}" text-anchor="end">{y / 1e6:g} M</text>')
    for x in ticks(xmax):
        out.append(f'<text x="{sx(x):.1f}" y="{H - B + 18}" text-anchor="middle">{x:g}</text>')
    out.append(f'<text x="{(L + W - R) / 2}" y="{H - 12}" text-anchor="middle">seconds since the load began</text>')
    out.append(f'<line x1="{L}" x2="{L}" y1="{T}" y2="{H - B}" stroke="#444"/>')
    out.append(f'<line x1="{L}" x2="{W - R}" y1="{H - B}" y2="{H - B}" stroke="#444"/>')
    for i, (label, pts, dashed) in enumerate(lines):
        c = COLOURS[i % len(COLOURS)]
        d = ' '.join(f'{sx(x):.1f},{sy(y):.1f}' for x, y in pts)
        dash = ' stroke-dasharray="6,4"' if dashed else ''
        out.append(f'<polyline fill="none" stroke="{c}" stroke-width="2"{dash} points="{d}"/>')
        ly = T + 10 + 18 * i
        out.append(f'<line x1="{W - R + 12}" x2="{W - R + 36}" y1="{ly}" y2="{ly}" stroke="{c}" stroke-width="2"{dash}/>')
        out.append(f'<text x="{W - R + 42}" y="{ly + 4}">{label}</text>')
    out.append('</svg>')
    Path(a.out).write_text('\n'.join(out) + '\n')


if __name__ == '__main__':
    main()
