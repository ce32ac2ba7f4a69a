package io.loadscope.engine.blazegraph;

import it.unimi.dsi.fastutil.longs.LongArrays;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Statements as the ranks of their three terms, packed in two longs in one index's key order, so that sorting the longs
 * sorts the statements by that index's key (ranks follow IV order, and a key is its IVs one after the other). Each run is
 * encoded with its own rank list, sorted in the heap (radix sort) for one index at a time, de-duplicated and written as
 * a sorted run for that index's merge.
 */
final class SortedStatements {
    /** Bits per rank: 2^40 distinct terms, far beyond any store Blazegraph has held; three fit two longs. */
    static final int RANK_BITS = 40;
    static final long MAX_RANK = (1L << RANK_BITS) - 1;
    private static final int LOW = 20;
    private static final long LOW_MASK = (1L << LOW) - 1;

    /** The statement indexes of a triples store: which term comes first, second and third in each key. */
    enum Order {
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

    /**
     * Encodes one run's statements ({@code positions}: three ints per statement, positions in the run's term list) with
     * its {@code ranks} in {@code order}'s key order, sorts them, and writes them de-duplicated to {@code sorted}.
     * Returns the run's distinct statements.
     */
    static long sortRun(SpillFiles spill, Path positions, Path ranksFile, Order order, Path sorted) throws IOException {
        long[] ranks = readRanks(spill, ranksFile);
        int n = (int) (Files.size(positions) / (3 * Integer.BYTES));
        long[] hi = new long[n];
        long[] lo = new long[n];
        long[] t = new long[3];
        try (DataInputStream in = spill.open(positions)) {
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
        try (DataOutputStream out = spill.create(sorted)) {
            for (int i = 0; i < n; i++) {
                if (i > 0 && hi[i] == hi[i - 1] && lo[i] == lo[i - 1]) continue;
                out.writeLong(hi[i]);
                out.writeLong(lo[i]);
                written++;
            }
        }
        return written;
    }

    private static long[] readRanks(SpillFiles spill, Path file) throws IOException {
        long[] ranks = new long[(int) (Files.size(file) / Long.BYTES)];
        try (DataInputStream in = spill.open(file)) {
            for (int i = 0; i < ranks.length; i++) ranks[i] = in.readLong();
        }
        return ranks;
    }
}
