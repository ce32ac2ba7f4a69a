#!/usr/bin/env python3
"""The pauses of a JDK unified GC log (-Xlog:gc*), counted by kind and cause, as a TSV on stdout.

One row per (pause, cause): G1's young pauses by their kind (Normal, Concurrent Start, Prepare Mixed, Mixed) and what
started them (G1 Evacuation Pause, G1 Humongous Allocation ...), Remark and Cleanup; the parallel and serial
collectors' young pauses by cause (Allocation Failure ...); full collections by cause. A pause is counted once, from
the line that ends it (the one giving its time in ms), with the milliseconds it took summed. The log may be
xz-compressed.

  scripts/gc-log-pauses.py gc.log[.xz] > pauses.tsv
"""
import collections
import lzma
import re
import sys

# G1's young pause names its kind and its cause; the parallel and serial collectors' name the cause alone.
PAUSE = re.compile(r'GC\(\d+\) Pause (Young \(([^)]*)\) \(([^)]*)\)|Young \(([^)]*)\)|Remark|Cleanup|Full \(([^)]*)\)) .* (\d+(?:\.\d+)?)ms$')


def main(path):
    opener = lzma.open if path.endswith('.xz') else open
    counts = collections.Counter()
    millis = collections.Counter()
    with opener(path, 'rt', encoding='utf-8', errors='replace') as f:
        for line in f:
            m = PAUSE.search(line.rstrip('\n'))
            if not m:
                continue
            if m.group(2):
                key = (f'Young ({m.group(2)})', m.group(3))
            elif m.group(4):
                key = ('Young', m.group(4))
            elif m.group(5):
                key = ('Full', m.group(5))
            else:
                key = (m.group(1), '')
            counts[key] += 1
            millis[key] += float(m.group(6))
    print('pause\tcause\tcount\tms')
    for (pause, cause), n in sorted(counts.items()):
        print(f'{pause}\t{cause}\t{n}\t{millis[(pause, cause)]:.1f}')

if __name__ == '__main__':
    main(sys.argv[1])
