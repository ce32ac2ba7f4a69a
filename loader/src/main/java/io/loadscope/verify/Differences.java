package io.loadscope.verify;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Every statement only one side holds, as the hashes the comparison finds them by, in bounded memory: ground
 * statements by hash (each once: sides are compared distinct), blank-node statements by shape (once per statement
 * with that shape, so the same key may repeat). Ground and blank are kept apart because they pair up differently with
 * known engine departures ({@link DepartureMatch}).
 */
final class Differences implements AutoCloseable {
    /** 16 MiB of heap per set at most; differences are usually few, and spill like the sides when they are not. */
    static final int RUN_PAIRS = 1 << 20;

    final PairRuns missingGround;
    final PairRuns missingBlank;
    final PairRuns extraGround;
    final PairRuns extraBlank;
    private long count;

    Differences(Path tmp) {
        missingGround = new PairRuns(RUN_PAIRS, tmp);
        missingBlank = new PairRuns(RUN_PAIRS, tmp);
        extraGround = new PairRuns(RUN_PAIRS, tmp);
        extraBlank = new PairRuns(RUN_PAIRS, tmp);
    }

    /** In the input, not in the store. */
    void missing(long key, boolean blank) {
        (blank ? missingBlank : missingGround).add(key, 0);
        count++;
    }

    /** In the store, not in the input. */
    void extra(long key, boolean blank) {
        (blank ? extraBlank : extraGround).add(key, 0);
        count++;
    }

    boolean isEmpty() {
        return count == 0;
    }

    @Override
    public void close() throws IOException {
        missingGround.close();
        missingBlank.close();
        extraGround.close();
        extraBlank.close();
    }
}
