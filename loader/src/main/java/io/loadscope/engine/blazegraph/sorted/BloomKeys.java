package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.BloomFilter;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

import java.util.Arrays;

/**
 * The keys a bottom-up build owes an index's bloom filter, held until the build knows whether the filter survives it.
 * Blazegraph disables a B+tree's bloom filter once it holds more than the filter's {@code maxN} keys (1.88 M with the
 * default factory, which the statement index SPO gets), so in a store past that size every key added to the filter was
 * hashed six ways and set for nothing: about a second of the SPO writer's CPU in a profiled build of BSBM 10 M. The keys
 * are copied into a few large arrays (no object per key, nothing for the collector to trace) until there are more than
 * {@code maxN} of them, then dropped; a build that ends at or under it adds them to the filter in the order they came,
 * which leaves the filter as adding each at once did.
 */
final class BloomKeys {
    private final BloomFilter filter;
    private final long maxN;
    private ByteChunks bytes = new ByteChunks();
    private LongArrayList starts = new LongArrayList();
    private IntArrayList lengths = new IntArrayList();
    private boolean overflowed;

    BloomKeys(BloomFilter filter) {
        this.filter = filter;
        this.maxN = filter.getMaxN();
    }

    /** Takes the next key; once more than {@code maxN} came, the held keys are dropped and the rest ignored. */
    void add(byte[] key) {
        if (overflowed) return;
        if (starts.size() + 1L > maxN) {
            overflowed = true;
            bytes = null;
            starts = null;
            lengths = null;
            return;
        }
        starts.add(bytes.append(key, key.length));
        lengths.add(key.length);
    }

    /** Whether more keys came than the filter keeps: the build disables it, as Blazegraph's own inserts would. */
    boolean overflowed() {
        return overflowed;
    }

    /** Adds the held keys to the filter (the build ends with no more than {@code maxN} keys). */
    void addToFilter() {
        if (overflowed) throw new IllegalStateException("the bloom filter is to be disabled, not filled");
        byte[] key = new byte[0];
        for (int i = 0, n = starts.size(); i < n; i++) {
            int length = lengths.getInt(i);
            if (key.length != length) key = new byte[length];
            bytes.copy(starts.getLong(i), length, key);
            filter.add(key);
        }
        starts.clear();
        lengths.clear();
    }
}
