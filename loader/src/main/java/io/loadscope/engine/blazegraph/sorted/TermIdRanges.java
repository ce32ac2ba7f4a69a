package io.loadscope.engine.blazegraph.sorted;

import java.util.Arrays;

/**
 * Ranges of ranks whose IVs are term ids handed out one after the other: within a range the IV of a rank is the range's
 * first byte and the id {@code firstId + (rank - firstRank)}, encoded as Blazegraph encodes a term id (the byte, then
 * the id as a big-endian long with its sign bit flipped). The lexicon's merge hands out term ids in rank order, and all
 * term ids of one kind share the first byte and sort together, so a store has a few such ranges (one per kind of term
 * met); the ranks between and around them are slotted in the {@link IvTable}.
 */
final class TermIdRanges {
    /** A term id's IV: the flags byte and the id. */
    static final int IV_LENGTH = 1 + Long.BYTES;

    private final long[] firstRank;
    private final long[] end;
    private final long[] firstId;
    private final byte[] flags;
    /** Ranks in the ranges before each range. */
    private final long[] before;
    private final long ranks;

    private TermIdRanges(long[] firstRank, long[] end, long[] firstId, byte[] flags) {
        this.firstRank = firstRank;
        this.end = end;
        this.firstId = firstId;
        this.flags = flags;
        this.before = new long[firstRank.length];
        long n = 0;
        for (int i = 0; i < firstRank.length; i++) {
            before[i] = n;
            n += end[i] - firstRank[i];
        }
        this.ranks = n;
    }

    /** Ranks in all ranges. */
    long ranks() {
        return ranks;
    }

    int count() {
        return firstRank.length;
    }

    /** The last range that starts at or before {@code rank}, or -1. */
    int rangeOf(long rank) {
        int i = Arrays.binarySearch(firstRank, rank);
        return i >= 0 ? i : -i - 2;
    }

    boolean contains(int range, long rank) {
        return rank < end[range];
    }

    /** Ranks in the ranges up to and including {@code range} (-1: none). */
    long ranksThrough(int range) {
        return range < 0 ? 0 : before[range] + (end[range] - firstRank[range]);
    }

    /** Writes the IV of {@code rank} (in {@code range}) into {@code to} at {@code at}; returns its length. */
    int copy(int range, long rank, byte[] to, int at) {
        to[at] = flags[range];
        writeId(firstId[range] + (rank - firstRank[range]), to, at + 1);
        return IV_LENGTH;
    }

    private static void writeId(long id, byte[] to, int at) {
        long v = id ^ Long.MIN_VALUE;
        for (int i = 0; i < Long.BYTES; i++) to[at + i] = (byte) (v >>> (56 - 8 * i));
    }

    /** Collects the ranges as ranks are added in order. */
    static final class Builder {
        private final byte[] expected = new byte[IV_LENGTH];
        private long[] firstRank = new long[4], end = new long[4], firstId = new long[4];
        private byte[] flags = new byte[4];
        private int n;

        /**
         * Takes {@code rank} (the next rank of the table) with its IV where the IV is the term id {@code id} encoded as a
         * range computes it; it continues the last range if it follows it (the next rank, the next id, the same first
         * byte), or starts a new one. Returns false, keeping nothing, where the IV is not such an encoding.
         */
        boolean add(long rank, byte[] iv, long id) {
            if (iv.length != IV_LENGTH || id < 0) return false;
            expected[0] = iv[0];
            writeId(id, expected, 1);
            if (!Arrays.equals(expected, iv)) return false;
            int last = n - 1;
            if (last >= 0 && end[last] == rank && flags[last] == iv[0] && firstId[last] + (rank - firstRank[last]) == id) {
                end[last]++;
                return true;
            }
            if (n == firstRank.length) {
                firstRank = Arrays.copyOf(firstRank, 2 * n);
                end = Arrays.copyOf(end, 2 * n);
                firstId = Arrays.copyOf(firstId, 2 * n);
                flags = Arrays.copyOf(flags, 2 * n);
            }
            firstRank[n] = rank;
            end[n] = rank + 1;
            firstId[n] = id;
            flags[n] = iv[0];
            n++;
            return true;
        }

        TermIdRanges build() {
            return new TermIdRanges(Arrays.copyOf(firstRank, n), Arrays.copyOf(end, n), Arrays.copyOf(firstId, n),
                    Arrays.copyOf(flags, n));
        }
    }
}
