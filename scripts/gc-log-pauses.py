#!/usr/bin/env python3
"""The pauses of a JDK unified GC log (-Xlog:gc*), counted by kind and cause, as a TSV on stdout.

One row per (pause, cause): G1's young pauses by their kind (Normal, Concurrent Start, Prepare Mixed, Mixed) and what
started them (G1 Evacuation Pause, G1 Humongous Allocation ...), Remark and Cleanup, full collections. A pause is
counted once, from the line that ends it (the one giving its time in ms). The log may be xz-compressed.

  scripts/gc-log-pauses.py gc.log[.xz] > pauses.tsv
"""
import collections
import lzma
import re
import sys

PAUSE = re.compile(r'GC\(\d+\) Pause (Young \(([^)]*)\) \(([^)]*)\)|Remark|Cleanup|Full \(([^)]*)\)) .*\d+(\.\d+)?ms$')


def main(path):
    opener = lzma.open if path.endswith('.xz') else open
    counts = collections.Counter()
    with opener(path, 'rt', encoding='utf-8', errors='replace') as f:
        for line in f:
            m = PAUSE.search(line.rstrip('\n'))
            if not m:
                continue
            if m.group(2):
                counts[(f'Young ({m.group(2)})', m.group(3))] += 1
            elif m.group(4):
                counts[('Full', m.group(4))] += 1
            else:
                counts[(m.group(1), '')] += 1
    print('pause\tcause\tcount')
    for (pause, cause), n in sorted(counts.items()):
        print(f'{pause}\t{cause}\t{n}')


if __name__ == '__main__':
    main(sys.argv[1])
