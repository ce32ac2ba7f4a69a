#!/usr/bin/env python3
"""How many terms the sorted build's parse lanes each meet, against the file's distinct terms: what N lanes encode twice.

The build cuts N-Triples into blocks of 1 MiB at line ends (LineBlockParse.BLOCK_BYTES) and a lane takes whichever block
is next, so with N lanes each sees about every N-th block; each lane's run keeps every term it meets once, so a term
met in two lanes' blocks is encoded in both and merged in the lexicon. This counts it with the blocks dealt in turn (block
i to lane i mod N), which is how the free lanes take them when they parse at one rate. Terms are told apart by how
they are written (IRIs, blank-node labels, literals with their tag or datatype), as the lanes' first lookup tells them.

  scripts/lane-terms.py FILE.nt N [N ...] > lane-terms.tsv
"""
import re
import sys

BLOCK_BYTES = 1 << 20
TERM = re.compile(rb'<[^>]*>|_:\S+|"(?:[^"\\]|\\.)*"(?:@[A-Za-z0-9-]+|\^\^<[^>]*>)?')


def count(path, lanes):
    sets = [set() for _ in range(lanes)]
    occurrences = blocks = 0
    rest = b''
    with open(path, 'rb') as f:
        while True:
            block = f.read(BLOCK_BYTES)
            if not block:
                break
            block = rest + block
            cut = block.rfind(b'\n') + 1
            rest, block = block[cut:], block[:cut]
            seen = sets[blocks % lanes]
            for m in TERM.finditer(block):
                seen.add(m.group(0))
                occurrences += 1
            blocks += 1
    per_lane = sum(len(s) for s in sets)
    distinct = len(set().union(*sets))
    return blocks, occurrences, per_lane, distinct


def main(path, lane_counts):
    print('lanes\tblocks\toccurrences\tlanes_distinct_sum\tdistinct\textra\textra_pct')
    for n in lane_counts:
        blocks, occ, per_lane, distinct = count(path, n)
        extra = per_lane - distinct
        print(f'{n}\t{blocks}\t{occ}\t{per_lane}\t{distinct}\t{extra}\t{100 * extra / distinct:.1f}', flush=True)


if __name__ == '__main__':
    main(sys.argv[1], [int(n) for n in sys.argv[2:]])
