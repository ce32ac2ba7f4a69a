package io.loadscope.engine.blazegraph.sorted;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A run's terms found by their writing: each text by an equal one at any offset, and only those. */
class WrittenTermIndexTest {
    @Test
    void findsEachTextByAnEqualOneAndOnlyThose() {
        SplittableRandom random = new SplittableRandom(11);
        WrittenTermIndex index = new WrittenTermIndex();
        Map<Integer, Integer> positionOfKey = new HashMap<>();
        int nextPosition = 0;
        for (int i = 0; i < 200_000; i++) {
            int key = random.nextInt(150_000);
            byte[] b = padded(text(key), random.nextInt(9));
            int from = b.length - text(key).length;
            int hash = WrittenTermIndex.hash(b, from, b.length);
            Integer expected = positionOfKey.get(key);
            int found = index.positionOf(b, from, b.length, hash);
            if (expected == null) {
                assertEquals(-1, found, "not added yet: " + key);
                // positions need not follow the order of adding: the run also adds terms found by their value
                int position = nextPosition += 1 + random.nextInt(3);
                index.add(b, from, b.length, hash, position);
                positionOfKey.put(key, position);
            } else {
                assertEquals(expected, found, "added before: " + key);
            }
        }
        for (Map.Entry<Integer, Integer> e : positionOfKey.entrySet()) {
            byte[] t = text(e.getKey());
            assertEquals(e.getValue(), index.positionOf(t, 0, t.length, WrittenTermIndex.hash(t, 0, t.length)));
        }
        for (int key = 150_000; key < 151_000; key++) {
            byte[] t = text(key);
            assertEquals(-1, index.positionOf(t, 0, t.length, WrittenTermIndex.hash(t, 0, t.length)));
        }
    }

    @Test
    void textsWithOneHashAreStillTold() {
        WrittenTermIndex index = new WrittenTermIndex();
        byte[] a = "<http://example.org/a>".getBytes(StandardCharsets.US_ASCII);
        byte[] b = "<http://example.org/b>".getBytes(StandardCharsets.US_ASCII);
        index.add(a, 0, a.length, 42, 0);
        assertEquals(-1, index.positionOf(b, 0, b.length, 42), "same hash, other text");
        index.add(b, 0, b.length, 42, 1);
        assertEquals(0, index.positionOf(a, 0, a.length, 42));
        assertEquals(1, index.positionOf(b, 0, b.length, 42));
        assertEquals(-1, index.positionOf(a, 0, a.length - 1, 42), "a prefix is another text");
    }

    @Test
    void aTextLongerThanASlotHoldsIsNotKept() {
        WrittenTermIndex index = new WrittenTermIndex();
        byte[] longText = new byte[WrittenTermIndex.MAX_LENGTH + 1];
        java.util.Arrays.fill(longText, (byte) 'x');
        int hash = WrittenTermIndex.hash(longText, 0, longText.length);
        index.add(longText, 0, longText.length, hash, 0);
        assertEquals(-1, index.positionOf(longText, 0, longText.length, hash));
        byte[] longest = java.util.Arrays.copyOf(longText, WrittenTermIndex.MAX_LENGTH);
        int h = WrittenTermIndex.hash(longest, 0, longest.length);
        index.add(longest, 0, longest.length, h, 1);
        assertEquals(1, index.positionOf(longest, 0, longest.length, h));
    }

    private static byte[] text(int key) {
        return switch (key % 3) {
            case 0 -> ("<http://example.org/item/" + key + ">").getBytes(StandardCharsets.UTF_8);
            case 1 -> ("\"label " + key + " é\"@en").getBytes(StandardCharsets.UTF_8);
            default -> ("\"" + key + "\"^^<http://www.w3.org/2001/XMLSchema#integer>").getBytes(StandardCharsets.UTF_8);
        };
    }

    /** {@code t} after {@code pad} other bytes: a text is found wherever it lies in its block. */
    private static byte[] padded(byte[] t, int pad) {
        byte[] b = new byte[pad + t.length];
        java.util.Arrays.fill(b, 0, pad, (byte) ' ');
        System.arraycopy(t, 0, b, pad, t.length);
        return b;
    }
}
