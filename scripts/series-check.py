#!/usr/bin/env python3
"""Reads a run.json and says how its time series reads: intervals whose stage shares are empty (per thread role),
the report's rate curve (statements written per second over 20 s, a point where the count moved) and how many of its points are zero, and the
highest share any role shows. Usage: scripts/series-check.py RUN_DIR..."""
import json, sys

WINDOW_MS = 20000

for run in sys.argv[1:]:
    r = json.load(open(run.rstrip('/') + '/run.json'))
    s = r['series']
    roles = sorted({role for p in s for role in p['stageShares']})
    # The first and last samples may fall before the first booking or after the last: count the inner ones.
    inner = s[1:-1]
    empty = {role: sum(1 for p in inner if not p['stageShares'].get(role)) for role in roles}
    none = sum(1 for p in inner if not p['stageShares'])
    top = max((sum(v.values()) for p in s for v in p['stageShares'].values()), default=0)
    # As the report draws it: written per second over 20 s, one point per sample where the written count moved.
    rates, frm, last = [], 0, 0
    for i in range(1, len(s)):
        while frm < i - 1 and s[i]['elapsedMillis'] - s[frm + 1]['elapsedMillis'] >= WINDOW_MS:
            frm += 1
        dt = (s[i]['elapsedMillis'] - s[frm]['elapsedMillis']) / 1000
        w = s[i]['statementsWritten']
        if dt > 0 and w > last:
            rates.append((w - s[frm]['statementsWritten']) / dt)
            last = w
    zeros = sum(1 for x in rates if x == 0)
    t = r['totals']
    print(f"{run}: {r['engine']}, {t['statementsTold']:,} statements in {len(r['inputs'])} input(s), {len(s)} samples; "
          f"inner intervals with no stage shares at all: {none}; per role (a role's threads may not run yet or any more): " + ", ".join(f"{k} {v}" for k, v in empty.items())
          + f"; highest role total {top * 100:.1f} %; rate points {len(rates)}, zeros {zeros}, "
          f"min {min(rates):,.0f}/s, max {max(rates):,.0f}/s")
