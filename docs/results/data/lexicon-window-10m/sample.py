#!/usr/bin/env python3
"""Runs a command (a JVM) and every 10 ms reads each of its threads' time on a CPU (/proc/PID/task/TID/schedstat, in
nanoseconds); at the end, each thread group's CPU inside a window: the life of the first thread whose name (as /proc
gives it, 15 characters at most) begins with PREFIX. Thread groups are names with their digits as N.
  sample.py PREFIX OUT.json -- COMMAND ...      (Linux only; prints the groups, writes {window_s, groups} to OUT.json)
A thread that ended inside the window counts from the window's start to its last sample."""
import collections
import json
import os
import re
import subprocess
import sys
import time

prefix, out = sys.argv[1], sys.argv[2]
cmd = sys.argv[sys.argv.index('--') + 1:]
proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
samples = []  # (time, {tid: (name, ns)})
while proc.poll() is None:
    now, snap = time.time(), {}
    try:
        tids = os.listdir(f'/proc/{proc.pid}/task')
    except OSError:
        break
    for tid in tids:
        try:
            with open(f'/proc/{proc.pid}/task/{tid}/comm') as f:
                name = f.read().strip()
            with open(f'/proc/{proc.pid}/task/{tid}/schedstat') as f:
                snap[tid] = (name, int(f.read().split()[0]))
        except OSError:
            pass  # the thread ended between the listing and the read
    samples.append((now, snap))
    time.sleep(0.01)
if proc.wait() != 0:
    sys.exit(f'the command failed: {cmd}')
first = next(i for i, (_, s) in enumerate(samples) if any(n.startswith(prefix) for n, _ in s.values()))
tid = min(t for t, (n, _) in samples[first][1].items() if n.startswith(prefix))
last = max(i for i, (_, s) in enumerate(samples) if tid in s)
start = samples[max(0, first - 1)]
groups = collections.Counter()
latest = {}  # each thread's last sample inside the window
for _, s in samples[first:last + 1]:
    latest.update(s)
for t, (n, ns) in latest.items():
    groups[re.sub(r'\d+', 'N', n)] += (ns - start[1].get(t, (n, 0))[1]) / 1e9
res = {'window_s': samples[last][0] - start[0], 'groups': dict(groups.most_common())}
with open(out, 'w') as f:
    json.dump(res, f)
print(f"window {res['window_s']:.2f} s, CPU {sum(groups.values()):.2f} s")
for g, v in groups.most_common(12):
    print(f'  {g:28s}{v:6.2f}')
