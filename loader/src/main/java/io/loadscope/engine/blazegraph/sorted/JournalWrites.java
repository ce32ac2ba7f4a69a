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
 * <p>
 * The turn is one for the process, so however many threads write, the journal takes one record at a time: a phase whose
 * writers hold the turn for most of its wall is bound by it, and more cores cannot make it faster. So the turn keeps its
 * own account ({@link #account}): the records and bytes written, how long it was held (the record's allocation, its copy
 * into the write cache, and any wait inside for a clean write-cache buffer) and how long the writers waited for it. One
 * clock read inside the turn a record, at its end: a writer was given the turn when it asked, or when the writer before
 * it let go, whichever came later. Two reads inside made a two-core build of BSBM 10 M measurably slower, the turn being
 * that build's bound; timing one record in sixteen missed the rare long waits for a clean buffer that make up much of
 * the time held.
 */
public final class JournalWrites {
    /**
     * One for the process, not one per journal: a build writes one journal, and Blazegraph's own code may lock the
     * journal object itself.
     */
    private static final Object TURN = new Object();

    /** Guarded by {@link #TURN}; {@code released}: when the last record's writer let go of the turn. */
    private static long records, bytes, heldNanos, waitedNanos, released;

    private JournalWrites() {
    }

    static long write(IRawStore store, ByteBuffer record) {
        // Read outside the turn, so it costs the writer and not the turn.
        long asked = System.nanoTime();
        synchronized (TURN) {
            records++;
            bytes += record.remaining();
            try {
                return store.write(record);
            } finally {
                long given = Math.max(asked, released);
                released = System.nanoTime();
                heldNanos += released - given;
                waitedNanos += given - asked;
            }
        }
    }

    /**
     * What the turn has seen since the process started; a phase's share is the difference of two accounts. Two builds
     * at once in one process (nothing does that today) would share one account, as they share the turn.
     */
    public static Account account() {
        synchronized (TURN) {
            // The account holds the turn too: the next writer is given it from now at the earliest.
            released = Math.max(released, System.nanoTime());
            return new Account(released, records, bytes, heldNanos, waitedNanos);
        }
    }

    /**
     * The journal turn's totals at {@code atNanos} ({@link System#nanoTime}); the held time includes the hand-over from
     * one writer to the next (a fraction of a microsecond while the next spins for the turn, more when it must be woken).
     */
    public record Account(long atNanos, long records, long bytes, long heldNanos, long waitedNanos) {
        /** What happened between {@code earlier} and this account. */
        public Interval since(Account earlier) {
            return new Interval(atNanos - earlier.atNanos, records - earlier.records, bytes - earlier.bytes,
                    heldNanos - earlier.heldNanos, waitedNanos - earlier.waitedNanos);
        }
    }

    /** The turn's account over {@code wallNanos} of wall time: what was written, and its time held and waited for. */
    public record Interval(long wallNanos, long records, long bytes, long heldNanos, long waitedNanos) {
    }
}
