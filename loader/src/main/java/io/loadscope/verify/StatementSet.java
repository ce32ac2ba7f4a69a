package io.loadscope.verify;

import io.loadscope.engine.Term;

import org.apache.commons.codec.digest.MurmurHash3;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The statements of one side (an input or a store) as 64-bit hashes of their canonical text, in bounded
 * memory. Ground statements are kept by hash; statements with blank nodes by (hash with scoped labels,
 * hash of the label-free shape), so duplicates are told apart by label and compared by shape.
 */
final class StatementSet implements AutoCloseable {
    static final int RUN_PAIRS = 4 << 20; // 64 MiB of heap per side at most

    final PairRuns ground;
    final PairRuns blank;
    long told;

    StatementSet(Path tmp) {
        ground = new PairRuns(RUN_PAIRS, tmp);
        blank = new PairRuns(RUN_PAIRS, tmp);
    }

    void add(Term s, Term p, Term o, Term g, String bnodeScope) {
        told++;
        if (Canonical.hasBnode(s, o, g)) {
            blank.add(hash(Canonical.statement(s, p, o, g, bnodeScope)), hash(Canonical.statement(s, p, o, g, null)));
        } else {
            long h = hash(Canonical.statement(s, p, o, g, null));
            ground.add(h, h);
        }
    }

    static long hash(String canonical) {
        return MurmurHash3.hash128x64(canonical.getBytes(StandardCharsets.UTF_8))[0];
    }

    @Override
    public void close() throws IOException {
        ground.close();
        blank.close();
    }
}
