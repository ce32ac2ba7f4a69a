package io.loadscope.engine.blazegraph.sorted;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * A run's terms by the text they are written in (an N-Triples term, brackets and quotes included), for a parse that
 * hands the run its terms as bytes: a term met again is found by comparing bytes, with no value object, string or key
 * made for it. Equal texts are one term; one term written two ways (an escape, a language tag's case) gets two
 * positions, which the run's spill makes one, as it does for values with different keys ({@link RunTermIndex}). Open
 * addressing over int arrays with each slot's hash beside it, the texts in {@link ByteChunks}, as there.
 */
final class WrittenTermIndex {
    private static final int FIRST_CAPACITY = 1 << 14;

    /** Position + 1 of the term in each slot; 0 for an empty slot. */
    private int[] slots = new int[FIRST_CAPACITY];
    private int[] slotHashes = new int[FIRST_CAPACITY];
    private int mask = FIRST_CAPACITY - 1;
    private final ByteChunks texts = new ByteChunks();
    /** Per text added: where it is and how long; its position in the run is kept apart (positions are the run's). */
    private final LongArrayList textAt = new LongArrayList();
    private final IntArrayList textLength = new IntArrayList();
    private final IntArrayList textPosition = new IntArrayList();

    /** The run position of the text {@code b[from, to)}, or -1. */
    int positionOf(byte[] b, int from, int to, int hash) {
        int length = to - from;
        for (int slot = spread(hash) & mask, entry; (entry = slots[slot]) != 0; slot = (slot + 1) & mask) {
            int t = entry - 1;
            if (slotHashes[slot] == hash && textLength.getInt(t) == length && texts.equalRange(textAt.getLong(t), length, b, from)) {
                return textPosition.getInt(t);
            }
        }
        return -1;
    }

    /** Adds the text {@code b[from, to)}, which {@link #positionOf} did not find, as the term at run position {@code position}. */
    void add(byte[] b, int from, int to, int hash, int position) {
        int slot = spread(hash) & mask;
        while (slots[slot] != 0) slot = (slot + 1) & mask;
        slots[slot] = textAt.size() + 1;
        slotHashes[slot] = hash;
        textAt.add(texts.appendRange(b, from, to - from));
        textLength.add(to - from);
        textPosition.add(position);
        if (textAt.size() * 2 > slots.length) grow();
    }

    /** A hash of the text {@code b[from, to)}. */
    static int hash(byte[] b, int from, int to) {
        int h = 1;
        for (int i = from; i < to; i++) h = 31 * h + b[i];
        return h;
    }

    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    private void grow() {
        int[] oldSlots = slots, oldHashes = slotHashes;
        slots = new int[oldSlots.length * 2];
        slotHashes = new int[slots.length];
        mask = slots.length - 1;
        for (int i = 0; i < oldSlots.length; i++) {
            if (oldSlots[i] == 0) continue;
            int slot = spread(oldHashes[i]) & mask;
            while (slots[slot] != 0) slot = (slot + 1) & mask;
            slots[slot] = oldSlots[i];
            slotHashes[slot] = oldHashes[i];
        }
    }
}
