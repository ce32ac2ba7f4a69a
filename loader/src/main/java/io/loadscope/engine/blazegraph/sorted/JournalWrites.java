package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.io.ChecksumUtility;
import com.bigdata.journal.AbstractJournal;
import com.bigdata.journal.RWStrategy;
import com.bigdata.rawstore.IRawStore;
import com.bigdata.rwstore.RWStore;

import java.nio.ByteBuffer;

/**
 * The build's records written to the journal one thread at a time. Blazegraph's RWStore takes its allocation lock for
 * every record, a lock that parks a thread which finds it held; the three statement-index writers and their helpers each
 * write a leaf every few microseconds, and in a wall-clock profile of a two-core build of BSBM 10 M they spent more of
 * the statement-index phase parked on that lock, waiting to be woken and given a core again, than running. In front of
 * it a monitor, which spins a little before it parks, so the writers take turns without sleeping, and the lock behind
 * finds no one waiting.
 * <p>
 * RWStore's own write does all of a record's work under that lock: the slot's allocation, the record's checksum, its
 * copy into the write cache and the cache's two maps of it, and any wait for a clean cache buffer — about a microsecond
 * a record, and the lexicon writes about one record a term (ID2TERM keeps values over 16 bytes as records of their own).
 * So the turn has two modes ({@link Mode}). {@code record}, the default: the whole of Blazegraph's write in the turn.
 * {@code slot}: a record that fits a fixed slot takes the turn for its allocation only; its checksum and its copy into
 * the write cache (which takes concurrent writers: it guards its own buffers) are done beside, on the writer's thread,
 * as RWStore's own write does them after allocating, and the address is the one Blazegraph's write gives; a record
 * larger than a slot (a blob, a chain of slots) still goes whole through Blazegraph's write, in the turn. On two cores
 * {@code slot} cut the lexicon's time in the turn several times over and made nothing faster, the lexicon being bound there by
 * its CPU (docs/performance.md, "The turn held for a record's allocation only"); it is kept as a setting for machines of
 * many cores, where the lexicon's helpers queue at the turn, to be measured there before it is anyone's default.
 * <p>
 * The turn is one for the process, so however many threads write, the journal takes one record at a time: a phase
 * whose writers hold the turn for most of its wall may be bound by it. So the turn keeps its own account ({@link
 * #account}): the records and bytes written, how long it was held (mode {@code record}: the whole write; {@code slot}: a
 * fixed-slot record's allocation, a blob's whole write) and how long the writers waited for it. One clock read inside
 * the turn a record, at its end: a writer was given the turn when it asked, or when the writer before it let go,
 * whichever came later. Two reads inside made a two-core build of BSBM 10 M measurably slower; timing one record in
 * sixteen missed the rare long waits for a clean buffer.
 */
public final class JournalWrites {
    /**
     * One for the process, not one per journal: a build writes one journal, and Blazegraph's own code may lock the
     * journal object itself.
     */
    private static final Object TURN = new Object();

    /** What the turn covers; set by each build before it writes (one build at a time in a process, as for the account). */
    private static volatile Mode mode = Mode.RECORD;

    /** RWStore follows every fixed-slot record with its checksum. */
    private static final int CHECKSUM_BYTES = 4;

    /** Guarded by {@link #TURN}; {@code released}: when the last record's writer let go of the turn. */
    private static long records, bytes, heldNanos, waitedNanos, released;

    private JournalWrites() {
    }

    /** What the turn covers for the records written from now on. */
    public static void use(Mode m) {
        mode = m;
    }

    static long write(IRawStore store, ByteBuffer record) {
        RWStore rw = mode == Mode.SLOT ? rwStoreOf(store) : null;
        int length = record.remaining();
        // A record that fits a fixed slot takes the turn for its slot only; a larger one (a blob, written as a chain of
        // slots) goes through Blazegraph's own write, all of it inside the turn.
        if (rw == null || !record.hasArray() || length + CHECKSUM_BYTES > rw.getMaxAllocSize()) return writeWhole(store, record);
        byte[] array = record.array();
        int from = record.arrayOffset() + record.position();
        int slot = allocate(rw, length);
        // What RWStore.alloc(byte[], int, context) does after allocating, done outside the turn: the record's checksum
        // and its copy into the write cache, which takes concurrent writers (it guards its own buffers).
        int checksum = ChecksumUtility.getCHK().checksum(array, from, length);
        try {
            rw.getWriteCacheService().write(rw.physicalAddress(slot), ByteBuffer.wrap(array, from, length), checksum, true, slot);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted writing a record into the journal's write cache", e);
        }
        record.position(record.limit());
        // The address RWStrategy.write gives: the slot's latched address above the record's length.
        return ((long) slot << 32) + length;
    }

    /** A slot for {@code length} bytes and their checksum, allocated in the turn. */
    private static int allocate(RWStore rw, int length) {
        // Read outside the turn, so it costs the writer and not the turn.
        long asked = System.nanoTime();
        synchronized (TURN) {
            records++;
            bytes += length;
            try {
                int slot = rw.alloc(length + CHECKSUM_BYTES, null);
                if (slot == 0) throw new IllegalStateException("the journal allocated a null address");
                return slot;
            } finally {
                account(asked);
            }
        }
    }

    /** The record written by Blazegraph's own write, all of it in the turn. */
    private static long writeWhole(IRawStore store, ByteBuffer record) {
        // Read outside the turn, so it costs the writer and not the turn.
        long asked = System.nanoTime();
        synchronized (TURN) {
            records++;
            bytes += record.remaining();
            try {
                return store.write(record);
            } finally {
                account(asked);
            }
        }
    }

    /** Guarded by {@link #TURN}: the turn given at {@code asked} or when the writer before let go, whichever later. */
    private static void account(long asked) {
        long given = Math.max(asked, released);
        released = System.nanoTime();
        heldNanos += released - given;
        waitedNanos += given - asked;
    }

    /** The RWStore behind a journal, or null where the store is something else (written whole, as before). */
    private static RWStore rwStoreOf(IRawStore store) {
        if (store instanceof AbstractJournal journal && journal.getBufferStrategy() instanceof RWStrategy strategy) {
            return strategy.getStore();
        }
        return null;
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

    /** What a record holds the turn for ({@code blazegraph.journalTurn}). */
    public enum Mode {
        /** Blazegraph's whole write of the record. */
        RECORD("record"),
        /** A fixed-slot record's allocation; its checksum and copy into the write cache beside the turn. */
        SLOT("slot");

        private final String key;

        Mode(String key) {
            this.key = key;
        }

        public String key() {
            return key;
        }

        public static java.util.Optional<Mode> named(String key) {
            for (Mode m : values()) if (m.key.equals(key)) return java.util.Optional.of(m);
            return java.util.Optional.empty();
        }
    }
}
