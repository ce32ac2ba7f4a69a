#!/usr/bin/env python3
"""Tallies the JIT's inlining decisions for the sorted build's hot callees in logs of a run with
-XX:CompileCommand=PrintInlining,io/loadscope/*.* -XX:+PrintCompilation (its standard output): for each log, each
callee below, how often each decision was printed ('inline', or the reason it was not), over every compilation whose
root is a loadscope method (C1's and C2's alike: the log does not tie a tree to its tier), plus the number of
loadscope methods made not entrant. Prints a TSV: log, callee, decision, count.

  scripts/inlining-tally.py default-1.log onecpu-1.log ... > inlining.tsv
"""
import collections
import re
import sys

CALLEES = ('SortedTermCodec::encode', 'SortedTermCodec::ivBytes', 'TermId::<init>', 'SortedRun::encodeNew',
           'SortedRun::addWritten', 'RunTerms::add', 'Id2TermValues::bytes', 'LexiconKeyBuilder::value2Key',
           'RuleBasedCollator::getRawCollationKey', 'WrittenTermIndex::positionOf', 'NTriplesStatement::iri',
           'NTriplesInPlace::lineEnd', 'ParsedIRI::parse')
CALL = re.compile(r'@ \d+\s+(\S+) \(\d+ bytes\)\s+(.*)$')

print('log\tcallee\tdecision\tcount')
for path in sys.argv[1:]:
    counts = collections.Counter()
    not_entrant = 0
    with open(path, errors='replace') as f:
        for line in f:
            if 'made not entrant' in line and 'io.loadscope' in line:
                not_entrant += 1
                continue
            m = CALL.search(line)
            if m:
                callee = m.group(1).rsplit('.', 1)[-1]
                if callee in CALLEES:
                    why = m.group(2).strip()
                    counts[(callee, 'inline' if why.startswith('inline') else why)] += 1
    name = path.rsplit('/', 1)[-1]
    print(f'{name}\t(loadscope methods made not entrant)\t-\t{not_entrant}')
    for (callee, why), n in sorted(counts.items()):
        print(f'{name}\t{callee}\t{why}\t{n}')
