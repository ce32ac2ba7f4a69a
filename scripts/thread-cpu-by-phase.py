#!/usr/bin/env python3
"""Every thread's CPU per phase of a load, the JVM's own threads included (the collector, the JIT compilers, a store's
write-behind threads), which the run record does not show: its roles are the loader's threads only.

  scripts/thread-cpu-by-phase.py sample SAMPLES.tsv -- java ... load ...
      runs the load under a terminal (so its live line comes every second and names the phase), and every 0.2 s reads
      each of its threads' CPU ticks from /proc; one row a thread a sample: epoch s, phase on the live line, thread id,
      thread name, user+system ticks. Linux only.
  scripts/thread-cpu-by-phase.py summary SAMPLES.tsv [...]
      per file, phase and thread group (the name with its digits as N): the CPU seconds the group spent while the live
      line named the phase, and the phase's sampled window in seconds. Tab-separated, with a header.

The phase is the live line's, so its edges are known to about a second: for phases of several seconds and more.
"""
import collections
import os
import re
import subprocess
import sys
import time

LIVE_PHASE = re.compile(r'phase ([a-z ]+?)(?: [0-9]+%)?  ')


def current_phase(log):
    try:
        with open(log, 'rb') as f:
            f.seek(0, 2)
            f.seek(max(0, f.tell() - 4000))
            found = LIVE_PHASE.findall(f.read().decode('utf8', 'replace'))
        return found[-1] if found else '-'
    except OSError:
        return '-'


def java_child(pid):
    """The JVM under `script`: the first descendant whose command is java."""
    deadline = time.time() + 10
    while time.time() < deadline:
        out = subprocess.run(['ps', '-o', 'pid=,comm=', '--ppid', str(pid)], capture_output=True, text=True).stdout
        for line in out.split('\n'):
            parts = line.split()
            if len(parts) == 2:
                if parts[1] == 'java':
                    return parts[0]
                found = java_child(parts[0])
                if found:
                    return found
        time.sleep(0.05)
    return None


def sample(out_path, command):
    log = out_path + '.out'
    cmd = ' '.join("'" + a.replace("'", "'\\''") + "'" for a in command)
    proc = subprocess.Popen(['script', '-qfc', cmd, log], stdout=subprocess.DEVNULL)
    pid = java_child(proc.pid)
    tck = os.sysconf('SC_CLK_TCK')
    with open(out_path, 'w') as out:
        while pid and os.path.exists('/proc/' + pid) and proc.poll() is None:
            now, phase = time.time(), current_phase(log)
            try:
                tids = os.listdir(f'/proc/{pid}/task')
            except OSError:
                break
            for tid in tids:
                try:
                    with open(f'/proc/{pid}/task/{tid}/stat') as f:
                        stat = f.read()
                except OSError:
                    continue
                name = stat[stat.index('(') + 1:stat.rindex(')')]
                fields = stat[stat.rindex(')') + 2:].split()
                # utime and stime, fields 14 and 15 of stat(5), in clock ticks.
                out.write(f'{now:.3f}\t{phase}\t{tid}\t{name}\t{(int(fields[11]) + int(fields[12])) * 100 // tck}\n')
            time.sleep(0.2)
    return proc.wait()


def summary(paths):
    print('file\tphase\tthreads\tcpu_s\twindow_s')
    for path in paths:
        last, cpu, window = {}, collections.Counter(), {}
        with open(path) as f:
            for line in f:
                ts, phase, tid, name, ticks = line.rstrip('\n').split('\t')
                ts, ticks = float(ts), int(ticks)
                # A sample's growth since the thread's last sample is booked to the phase named at this sample.
                if tid in last:
                    cpu[(phase, re.sub(r'\d+', 'N', name))] += ticks - last[tid]
                last[tid] = ticks
                lo, hi = window.get(phase, (ts, ts))
                window[phase] = (min(lo, ts), max(hi, ts))
        for (phase, group), ticks in sorted(cpu.items(), key=lambda kv: (kv[0][0], -kv[1])):
            if phase != '-' and ticks > 0:
                lo, hi = window[phase]
                print(f'{os.path.basename(path)}\t{phase}\t{group}\t{ticks / 100:.2f}\t{hi - lo:.1f}')


if __name__ == '__main__':
    if len(sys.argv) > 3 and sys.argv[1] == 'sample' and sys.argv[3] == '--':
        sys.exit(sample(sys.argv[2], sys.argv[4:]))
    if len(sys.argv) > 2 and sys.argv[1] == 'summary':
        summary(sys.argv[2:])
        sys.exit(0)
    sys.exit(__doc__)
