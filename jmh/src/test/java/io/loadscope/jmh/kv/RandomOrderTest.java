package io.loadscope.jmh.kv;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.BitSet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The computed random order visits every index once, and batches are slices of the whole order. */
class RandomOrderTest {
    @Test
    void everyIndexExactlyOnce() {
        for (long n : new long[] {1, 2, 3, 1000, 65_536, 100_003}) {
            RandomOrder o = new RandomOrder(n, 7);
            BitSet seen = new BitSet();
            for (long i = 0; i < n; i++) {
                long v = o.at(i);
                assertTrue(v >= 0 && v < n, n + ": " + v);
                assertFalse(seen.get((int) v), "twice: " + v);
                seen.set((int) v);
            }
            assertEquals(n, seen.cardinality());
        }
    }

    @Test
    void theOrderIsShuffledAndSeeded() {
        RandomOrder a = new RandomOrder(100_000, 1);
        long inPlace = 0;
        for (long i = 0; i < 100_000; i++) if (a.at(i) == i) inPlace++;
        assertTrue(inPlace < 10, "a shuffle leaves few in place: " + inPlace);
        assertNotEquals(a.at(5), new RandomOrder(100_000, 2).at(5));
        assertEquals(a.at(5), new RandomOrder(100_000, 1).at(5));
    }

    @Test
    void batchesAreSlicesOfTheWholeOrder() {
        KvWorkload w = new KvWorkload("t", 30, 17);
        byte[] all = w.keys(false, 9);
        byte[] part = w.batch(false, 9, 100, 50);
        assertArrayEquals(Arrays.copyOfRange(all, 100 * SpoKeys.LENGTH, 150 * SpoKeys.LENGTH), part);
        assertArrayEquals(w.keys(true, 0), w.batch(true, 0, 0, (int) w.keys()));
    }
}
