package io.loadscope.engine.blazegraph.sorted;

import it.unimi.dsi.fastutil.longs.LongArrays;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Statements as the ranks of their three terms, packed in two longs in one index's key order, so that sorting the longs
 * sorts the statements by that index's key (ranks follow IV order, and a key is its IVs one after the other). Each run is
 * encoded with its own rank list, sorted in the heap (radix sort) for one index at a time, de-duplicated and written as
 * a sorted run for that index's merge.
 */
public final class SortedStatements {
    /** Bits per rank: 2^40 distinct terms, far beyond any store Blazegraph has held; three fit two longs. */
    static final int RANK_BITS = 40;
    static final long MAX_RANK = (1L << RANK_BITS) - 1;
    private static final int LOW = 20;
    private static final long LOW_MASK = (1L << LOW) - 1;

    /** The statement indexes of a triples store: which term comes first, second and third in each key. */
    public enum Order {
        SPO(0, 1, 2), POS(1, 2, 0), OSP(2, 0, 1);

        final int first;
        final int second;
        final int third;

        Order(int first, int second, int third) {
            this.first = first;
            this.second = second;
            this.third = third;
        }
    }

    static long high(long a, long b) {
        return a << LOW | b >>> LOW;
    }

    static long low(long b, long c) {
        return (b & LOW_MASK) << RANK_BITS | c;
    }

    static long first(long high) {
        return high >>> LOW;
    }

    static long second(long high, long low) {
        return (high & ((1L << LOW) - 1)) << LOW | low >>> RANK_BITS;
    }

    static long third(long low) {
        return low & MAX_RANK;
    }

    private SortedStatements() {
    }

    /** The statements a run's positions file holds. */
    public static long statements(Path positions) throws IOException {
        return Files.size(positions) / (3 * Integer.BYTES);
    }

    /**
     * Encodes the statements {@code from} to {@code to} of one run ({@code positions}: three ints per statement,
     * positions in the run's term list) with the run's {@code ranks} in {@code order}'s key order, sorts them, and
     * writes them de-duplicated to {@code sorted}. Returns the distinct statements written. A run may be sorted in
     * slices, each a sorted file of its own: the index's merge takes any number of files and drops duplicates between them.
     */
    public static long sortSlice(SpillFiles spill, Path positions, long[] ranks, Order order, long from, long to, Path sorted)
            throws IOException {
        int n = Math.toIntExact(to - from);
        long[] hi = new long[n];
        long[] lo = new long[n];
        long[] t = new long[3];
        try (SpillInput in = new SpillInput(positions)) {
            in.skip(from * 3 * Integer.BYTES);
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < 3; j++) {
                    long r = ranks[in.readInt()];
                    if (r > MAX_RANK) throw new IOException("more than 2^" + RANK_BITS + " distinct terms");
                    t[j] = r;
                }
                hi[i] = high(t[order.first], t[order.second]);
                lo[i] = low(t[order.second], t[order.third]);
            }
        }
        LongArrays.radixSort(hi, lo, 0, n);
        long written = 0;
        try (SpillOutput out = new SpillOutput(spill, sorted)) {
            for (int i = 0; i < n; i++) {
                if (i > 0 && hi[i] == hi[i - 1] && lo[i] == lo[i - 1]) continue;
                out.writeLong(hi[i]);
                out.writeLong(lo[i]);
                written++;
            }
        }
        return written;
    }

    /** A run's ranks: the rank of each of its terms, by its position in the run's term list. */
    public static long[] readRanks(SpillFiles spill, Path file) throws IOException {
        long[] ranks = new long[(int) (Files.size(file) / Long.BYTES)];
        try (SpillInput in = new SpillInput(file)) {
            for (int i = 0; i < ranks.length; i++) ranks[i] = in.readLong();
        }
        return ranks;
    }
}
