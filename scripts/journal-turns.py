#!/usr/bin/env python3
"""Where the sorted build's helper threads spend their wall time, from a wall-clock profile: async-profiler's collapsed
stacks taken with `event=wall,interval=Nms,threads,collapsed` (each line a stack, the thread's name first, and its
sample count). The build's helpers (threads loadscope-index-helper-N: the statement indexes' and the lexicon's) take
turns at the journal (io.loadscope...JournalWrites, one monitor for the process); a sample is booked as

  waiting for the turn          in JournalWrites.write, not yet inside the journal
  in the turn, writing          inside the journal's write (allocation, the copy into its write cache)
  in the turn, waiting for a clean write-cache buffer
                                inside it, parked in WriteCacheService.takeFromClean (every buffer full, the cache's
                                own writer thread behind)
  coding leaves                 Blazegraph's node serializer
  idle                          waiting for work (the pool's queue)
  other                         the rest

and the journal's write-cache thread (Blazegraph's RWStore writer, thread com.bigdata.rwstore.RWStore$N) as `writing
to the file` (pwrite) or `parked`. Seconds are samples times the interval.

  scripts/journal-turns.py PROFILE[.xz] INTERVAL_MS NAME >> parts.tsv     (a header line with --header)
"""
import collections
import lzma
import sys


def parts(path, interval_ms):
    out = collections.Counter()
    opener = lzma.open if path.endswith('.xz') else open
    with opener(path, 'rt', encoding='utf-8') as f:
        for line in f:
            stack, n = line.rstrip('\n').rsplit(' ', 1)
            seconds = int(n) * interval_ms / 1000
            thread = stack.split(';', 1)[0]
            if 'loadscope-index-helper' in thread:
                if 'JournalWrites.write' in stack:
                    inside = 'AbstractJournal.write' in stack or 'RWStore' in stack
                    if not inside:
                        part = 'helpers: waiting for the turn'
                    elif 'WriteCacheService.takeFromClean' in stack:
                        part = 'helpers: in the turn, waiting for a clean write-cache buffer'
                    else:
                        part = 'helpers: in the turn, writing'
                elif 'encodeLive' in stack:
                    part = 'helpers: coding leaves'
                elif 'LinkedBlockingQueue.take' in stack or 'getTask' in stack:
                    part = 'helpers: idle'
                else:
                    part = 'helpers: other'
            elif 'com.bigdata.rwstore.RWStore$' in thread:
                part = 'write-cache thread: writing to the file' if 'pwrite' in stack else 'write-cache thread: parked or other'
            else:
                continue
            out[part] += seconds
    return out


def main(argv):
    if '--header' in argv:
        print('profile\tpart\tseconds')
        argv = [a for a in argv if a != '--header']
    if len(argv) != 4:
        sys.exit(__doc__)
    path, interval, name = argv[1], float(argv[2]), argv[3]
    for part, s in sorted(parts(path, interval).items()):
        print(f'{name}\t{part}\t{s:.2f}')


if __name__ == '__main__':
    main(sys.argv)
