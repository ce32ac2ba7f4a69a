package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The run's value table finds every value it was given, by an equal value made anew (as the parser makes one per
 * occurrence), through values whose hashes collide, and across the table's growth; a value it was not given is not
 * found.
 */
class RunTermIndexTest {
    private final BigdataValueFactory f = BigdataValueFactoryImpl.getInstance("run-term-index-test");

    @Test
    void findsEachValueByAnEqualOneAndOnlyThose() {
        SplittableRandom random = new SplittableRandom(5);
        RunTermIndex index = new RunTermIndex();
        Map<Integer, Integer> positionOfKey = new HashMap<>();
        for (int i = 0; i < 60_000; i++) {
            int key = random.nextInt(90_000);
            BigdataValue v = value(key);
            Integer expected = positionOfKey.get(key);
            int found = index.positionOf(v);
            if (expected == null) {
                assertEquals(-1, found, "not added yet: " + v);
                int position = positionOfKey.size();
                index.add(position);
                positionOfKey.put(key, position);
            } else {
                assertEquals(expected, found, "added before: " + v);
            }
        }
        assertEquals(positionOfKey.size(), index.size());
        for (Map.Entry<Integer, Integer> e : positionOfKey.entrySet()) {
            assertEquals(e.getValue(), index.positionOf(value(e.getKey())));
        }
        for (int key = 90_000; key < 90_500; key++) assertEquals(-1, index.positionOf(value(key)));
    }

    @Test
    void valuesWithOneHashAreStillTold() {
        // "Aa" and "BB" have one String hash code, and so do IRIs and labels that differ only there.
        BigdataValue a = f.createURI("http://example.org/Aa"), b = f.createURI("http://example.org/BB");
        assertEquals(new ValueKey().of(a).hash(), new ValueKey().of(b).hash());
        assertNotEquals(a, b);
        RunTermIndex index = new RunTermIndex();
        assertEquals(-1, index.positionOf(a));
        index.add(0);
        assertEquals(-1, index.positionOf(b));
        index.add(1);
        assertEquals(0, index.positionOf(f.createURI("http://example.org/Aa")));
        assertEquals(1, index.positionOf(f.createURI("http://example.org/BB")));
        assertEquals(-1, index.positionOf(f.createLiteral("Aa")));
    }

    @Test
    void anAddWithoutALookupIsRefused() {
        RunTermIndex index = new RunTermIndex();
        assertThrows(IllegalStateException.class, () -> index.add(0));
        assertEquals(-1, index.positionOf(f.createURI("http://example.org/x")));
        index.add(0);
        assertThrows(IllegalStateException.class, () -> index.add(1), "one add per lookup that found nothing");
    }

    @Test
    void keepsThePositionsItIsGivenNotTheOrderOfAdding() {
        // The run also adds terms it finds by their writing, so the values' positions here have gaps.
        RunTermIndex index = new RunTermIndex();
        assertEquals(-1, index.positionOf(f.createURI("http://example.org/x")));
        index.add(3);
        assertEquals(-1, index.positionOf(f.createLiteral("x")));
        index.add(1);
        assertEquals(3, index.positionOf(f.createURI("http://example.org/x")));
        assertEquals(1, index.positionOf(f.createLiteral("x")));
    }

    /** A value of each kind the parser makes, numbered: IRIs, plain, language-tagged and typed literals, blank nodes. */
    private BigdataValue value(int key) {
        return switch (key % 5) {
            case 0 -> f.createURI("http://example.org/item/" + key);
            case 1 -> f.createLiteral("label " + key);
            case 2 -> f.createLiteral("label " + key, "en");
            case 3 -> f.createLiteral(String.valueOf(key), f.createURI("http://www.w3.org/2001/XMLSchema#integer"));
            default -> f.createBNode("b" + key);
        };
    }
}
