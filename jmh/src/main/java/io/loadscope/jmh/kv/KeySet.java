package io.loadscope.jmh.kv;

import java.util.Random;

/** A set of distinct S|P|O keys a KV benchmark inserts, reads and scans. */
public interface KeySet {
    long keys();

    /** All keys, packed ({@link SpoKeys#LENGTH} bytes each), sorted or shuffled with the seed. */
    byte[] keys(boolean sorted, long seed);

    /** A key of the set, chosen with {@code r}. */
    byte[] presentKey(Random r);

    /** The S|P prefix of a key of the set, chosen with {@code r}. */
    byte[] presentPrefix(Random r);
}
