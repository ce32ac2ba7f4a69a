package io.loadscope.engine.blazegraph.sorted;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A run's terms by the text they are written in (an N-Triples term, brackets and quotes included), for a parse that
 * hands the run its terms as bytes: a term met again is found by comparing bytes, with no value object, string or key
 * made for it. Equal texts are one term; one term written two ways (an escape, a language tag's case) gets two
 * positions, which the run's spill makes one, as it does for values with different keys ({@link RunTermIndex}). The
 * texts are in {@link ByteChunks}.
 * <p>
 * Why one array of slots, two longs each (the hash and the position; where the text is and its length): a lookup in a
 * table of millions of terms misses the CPU's caches at each array it touches, and with the slot, its hash, the text's
 * length, place and position in arrays of their own, that was up to five misses before the text's bytes; here it is one,
 * then the text. A text longer than {@link #MAX_LENGTH} is not kept (such a term gets a position each time it is met,
 * which the spill makes one).
 * <p>
 * The terms met last are kept apart in a small table that stays in the caches ({@link #RECENT} slots by hash, a newer
 * term replacing an older one): a subject's statements, predicates, classes and common values repeat within a few lines.
 * What the small table does not hold is looked up in the large one.
 */
final class WrittenTermIndex {
    private static final int FIRST_CAPACITY = 1 << 14;
    /** The longest text kept: the length has 20 bits of a slot's second long. */
    static final int MAX_LENGTH = (1 << 20) - 1;
    private static final int LENGTH_BITS = 20;
    /** The texts' chunk index and offset in it (as ByteChunks gives them) in the other 44 bits: 20 and 24. */
    private static final int OFFSET_BITS = 24;

    /** Slot i: [2i] the hash (high half) and position + 1 (low; 0: an empty slot), [2i+1] the text's place and length. */
    private long[] table = new long[2 * FIRST_CAPACITY];
    private int mask = FIRST_CAPACITY - 1;
    private int size;
    private final ByteChunks texts = new ByteChunks();

    private static final int RECENT = 1 << 11;
    /** The recent terms, as the large table's slots; a slot of zeros holds none. */
    private final long[] recent = new long[2 * RECENT];
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The run position of the text {@code b[from, to)}, or -1. */
    int positionOf(byte[] b, int from, int to, int hash) {
        int length = to - from;
        int r = 2 * (hash & (RECENT - 1));
        if (matches(recent[r], recent[r + 1], hash, length, b, from)) return (int) recent[r] - 1;
        long[] t = table;
        for (int slot = 2 * (spread(hash) & mask); t[slot] != 0; slot = (slot + 2) & (2 * mask + 1)) {
            if (matches(t[slot], t[slot + 1], hash, length, b, from)) {
                recent[r] = t[slot];
                recent[r + 1] = t[slot + 1];
                return (int) t[slot] - 1;
            }
        }
        return -1;
    }

    private boolean matches(long first, long second, int hash, int length, byte[] b, int from) {
        return (int) (first >>> 32) == hash && (int) first != 0 && (int) (second & MAX_LENGTH) == length
                && texts.equalRange(address(second), length, b, from);
    }

    /** The ByteChunks address of the text a slot's second long names. */
    private static long address(long second) {
        long place = second >>> LENGTH_BITS;
        return (place >>> OFFSET_BITS) << 32 | (place & ((1L << OFFSET_BITS) - 1));
    }

    /** Adds the text {@code b[from, to)}, which {@link #positionOf} did not find, as the term at run position {@code position}. */
    void add(byte[] b, int from, int to, int hash, int position) {
        int length = to - from;
        if (length > MAX_LENGTH) return;
        long at = texts.appendRange(b, from, length);
        long chunk = at >>> 32, offset = at & 0xFFFFFFFFL;
        if (chunk >= 1L << (64 - LENGTH_BITS - OFFSET_BITS) || offset >= 1L << OFFSET_BITS) {
            throw new IllegalStateException("a run's texts past what a slot can address: chunk " + chunk + ", offset " + offset);
        }
        long first = (long) hash << 32 | (position + 1L);
        long second = ((chunk << OFFSET_BITS | offset) << LENGTH_BITS) | length;
        int slot = 2 * (spread(hash) & mask);
        while (table[slot] != 0) slot = (slot + 2) & (2 * mask + 1);
        table[slot] = first;
        table[slot + 1] = second;
        int r = 2 * (hash & (RECENT - 1));
        recent[r] = first;
        recent[r + 1] = second;
        if (++size * 2 > mask + 1) grow();
    }

    /**
     * A hash of the text {@code b[from, to)}, eight bytes a step: every term of every statement is hashed, so a hash
     * that takes a byte a step (a multiply each, waiting on the last) would be on the lanes' hot path for every byte.
     */
    static int hash(byte[] b, int from, int to) {
        long h = 0x9E3779B97F4A7C15L ^ (to - from);
        int i = from;
        for (; i + Long.BYTES <= to; i += Long.BYTES) h = (h ^ (long) LONGS.get(b, i)) * 0xBF58476D1CE4E5B9L;
        long tail = 0;
        for (int k = 0; i < to; i++, k += 8) tail |= (b[i] & 0xFFL) << k;
        h = (h ^ tail) * 0x94D049BB133111EBL;
        h ^= h >>> 31;
        return (int) (h ^ (h >>> 32));
    }

    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    private void grow() {
        long[] old = table;
        table = new long[old.length * 2];
        mask = table.length / 2 - 1;
        for (int i = 0; i < old.length; i += 2) {
            if (old[i] == 0) continue;
            int slot = 2 * (spread((int) (old[i] >>> 32)) & mask);
            while (table[slot] != 0) slot = (slot + 2) & (2 * mask + 1);
            table[slot] = old[i];
            table[slot + 1] = old[i + 1];
        }
    }
}
