package io.loadscope.jmh.kv;

import java.io.IOException;

/**
 * The key-value shape most triple stores sit on: one index of S|P|O keys (three 8-byte big-endian longs,
 * {@link SpoKeys}) with empty values. Each implementation is a real store, opened on a directory.
 */
public interface TripleKeyIndex extends AutoCloseable {

    /** Inserts {@code count} keys of {@link SpoKeys#LENGTH} bytes each, packed in {@code keys}. */
    void insert(byte[] keys, int count) throws IOException;

    boolean contains(byte[] key) throws IOException;

    /** Counts the keys that start with the 16-byte S|P prefix by iterating them (a real scan, not a count from metadata). */
    long scanPrefix(byte[] prefix) throws IOException;

    /**
     * Makes everything inserted durable and waits until the store's background work on it (flushes,
     * compactions) has finished, so a timed insert includes the work a caller-thread timer would miss.
     */
    void settle() throws IOException;

    /** Bytes the store occupies on disk now. */
    long bytesOnDisk() throws IOException;

    /**
     * Bytes the store reports having written since it was opened (its log, flushes, compactions, node
     * writes), or -1 where it does not say: divided by the key bytes inserted, the write amplification.
     */
    long bytesWrittenByStore();

    @Override
    void close() throws IOException;
}
