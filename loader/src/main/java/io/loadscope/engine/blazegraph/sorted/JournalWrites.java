package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.rawstore.IRawStore;

import java.nio.ByteBuffer;

/**
 * The build's records written to the journal one thread at a time. Blazegraph's RWStore takes its allocation lock for
 * every record, a lock that parks a thread which finds it held; the three statement-index writers and their helpers each
 * write a leaf every few microseconds, and in a wall-clock profile of a two-core build of BSBM 10 M they spent more of
 * the statement-index phase parked on that lock, waiting to be woken and given a core again, than running. In front of
 * it a monitor, which spins a little before it parks: a record's write takes about a microsecond, so the writers take
 * turns without sleeping, and the lock behind finds no one waiting.
 */
final class JournalWrites {
    /**
     * One for the process, not one per journal: a build writes one journal, and Blazegraph's own code may lock the
     * journal object itself.
     */
    private static final Object TURN = new Object();

    private JournalWrites() {
    }

    static long write(IRawStore store, ByteBuffer record) {
        synchronized (TURN) {
            return store.write(record);
        }
    }
}
