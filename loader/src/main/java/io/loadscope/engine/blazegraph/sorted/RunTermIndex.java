package io.loadscope.engine.blazegraph.sorted;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import org.openrdf.model.Value;

/**
 * A run's terms by value: each value's {@link ValueKey} and its position, in open addressing over int arrays, the keys in
 * {@link ByteChunks}. The run keeps no object per term, so the parser's value objects die young: a
 * {@code java.util.HashMap} from value to position kept the values, a node and a boxed position per term alive until the
 * spill, and the young collections copied them and tracked the pointers to them from the map's table. Each slot's hash
 * is kept beside it and compared before the keys are (an open-addressing map that compared values on every probe,
 * fastutil's, made the parse phase slower).
 */
final class RunTermIndex {
    private static final int FIRST_CAPACITY = 1 << 14;

    /** Entry + 1 of the value in each slot; 0 for an empty slot. */
    private int[] slots = new int[FIRST_CAPACITY];
    private int[] slotHashes = new int[FIRST_CAPACITY];
    private int mask = FIRST_CAPACITY - 1;
    private final ByteChunks keys = new ByteChunks();
    private final LongArrayList keyAt = new LongArrayList();
    private final IntArrayList keyLength = new IntArrayList();
    /** Each entry's run position: not its index, since the run also adds terms it finds by their writing. */
    private final IntArrayList keyPosition = new IntArrayList();
    private final ValueKey key = new ValueKey();
    /** Where the last {@link #positionOf} that found nothing stopped: the slot {@link #add} fills with its key. */
    private int freeSlot = -1;

    /** The position of {@code v}, or -1 when it has not been added (then {@link #add} may follow). */
    int positionOf(Value v) {
        key.of(v);
        int hash = key.hash();
        int slot = spread(hash) & mask;
        for (int entry; (entry = slots[slot]) != 0; slot = (slot + 1) & mask) {
            int k = entry - 1;
            if (slotHashes[slot] == hash && keys.equal(keyAt.getLong(k), keyLength.getInt(k), key.bytes(), key.length())) {
                return keyPosition.getInt(k);
            }
        }
        freeSlot = slot;
        return -1;
    }

    /** Adds the value the last {@link #positionOf} did not find, at run position {@code position}. */
    void add(int position) {
        if (freeSlot < 0) throw new IllegalStateException("add follows a positionOf that found nothing");
        slots[freeSlot] = keyAt.size() + 1;
        keyPosition.add(position);
        slotHashes[freeSlot] = key.hash();
        keyAt.add(keys.append(key.bytes(), key.length()));
        keyLength.add(key.length());
        freeSlot = -1;
        if (keyAt.size() * 2 > slots.length) grow();
    }

    int size() {
        return keyAt.size();
    }

    /** A hash's bits spread over the low ones the mask keeps (String hashes of IRIs that differ at the end differ little). */
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
