package io.loadscope.jmh.kv;

import java.util.Random;

/** A set of distinct S|P|O keys a KV benchmark inserts, reads and scans. */
public interface KeySet {
    long keys();

    /**
     * Keys {@code [from, from + count)} of the set in sorted order, or in the random order the seed picks,
     * packed ({@link SpoKeys#LENGTH} bytes each). Handed out in batches so that full-size sets (100 M keys)
     * never need to be in memory at once.
     */
    byte[] batch(boolean sorted, long seed, long from, int count);

    /** All keys, for sets small enough to hold. */
    default byte[] keys(boolean sorted, long seed) {
        return batch(sorted, seed, 0, Math.toIntExact(keys()));
    }

    /** A key of the set, chosen with {@code r}. */
    byte[] presentKey(Random r);

    /** The S|P prefix of a key of the set, chosen with {@code r}. */
    byte[] presentPrefix(Random r);
}
