#!/usr/bin/env python3
"""Where a profiled load's kernel time went on fresh pages and the page cache, from `perf script` output.

Reads `perf script -F comm,ip,sym -G` of a `perf record -e cpu-clock -F HZ` profile on stdin (one line per sample: thread
name, address, symbol) and prints one TSV row of seconds: every sample; the kernel zeroing fresh pages
(clear_page_erms), in all threads and in the build's own (loadscope-*, java); copying into the page cache
(copy_folio_from_iter_atomic: write(2)), in all threads and in the journal's write-cache thread (com.bigdata.rwstore.*);
and copying out of it (_copy_to_iter: read(2)). The symbols are those of x86-64 Linux 6.x; another kernel may name them
otherwise.

  perf record -o P -e cpu-clock -F 499 -g -- java -Xmx8g -jar loadscope.jar load ...
  perf script -i P -F comm,ip,sym -G | scripts/kernel-pages.py 499 LABEL
"""
import collections
import re
import sys


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    hz, label = float(argv[1]), argv[2]
    samples = 0
    seconds = collections.Counter()
    for line in sys.stdin:
        m = re.match(r'\s*(.+?)\s+([0-9a-f]+)\s+(.*)$', line.rstrip('\n'))
        if not m:
            continue
        thread, symbol = m.group(1), m.group(3).strip()
        samples += 1
        build = thread.startswith('loadscope-') or thread.startswith('java')
        for kernel in ('clear_page_erms', 'copy_folio_from_iter_atomic', '_copy_to_iter'):
            if symbol.startswith(kernel):
                seconds[kernel] += 1
                if build:
                    seconds[kernel + '@build'] += 1
                if thread.startswith('com.bigdata.rws'):
                    seconds[kernel + '@journal'] += 1
    columns = ['all_s', 'clear_page_s', 'clear_page_build_threads_s', 'copy_into_page_cache_s',
               'copy_into_page_cache_journal_writer_s', 'copy_from_page_cache_s']
    values = [samples, seconds['clear_page_erms'], seconds['clear_page_erms@build'], seconds['copy_folio_from_iter_atomic'],
              seconds['copy_folio_from_iter_atomic@journal'], seconds['_copy_to_iter']]
    print('run\t' + '\t'.join(columns))
    print(label + '\t' + '\t'.join(f'{v / hz:.2f}' for v in values))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
