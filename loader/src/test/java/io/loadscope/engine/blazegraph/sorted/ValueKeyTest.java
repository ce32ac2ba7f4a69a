package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import org.junit.jupiter.api.Test;
import org.openrdf.model.Value;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Two values' keys are equal exactly when the values are (kind, IRI string, label, language, datatype, blank node id),
 * for text in and beyond Latin-1, and for the values whose fields, run together, would read alike.
 */
class ValueKeyTest {
    private final BigdataValueFactory f = BigdataValueFactoryImpl.getInstance("value-key-test");
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";

    private List<Value> values() {
        List<Value> v = new ArrayList<>();
        v.add(f.createURI("http://example.org/a"));
        v.add(f.createURI("http://example.org/ä"));
        v.add(f.createURI("http://example.org/\u0100"));
        v.add(f.createURI("http://example.org/\u0100\u00e4"));
        v.add(f.createLiteral("http://example.org/a"));
        v.add(f.createLiteral("a"));
        v.add(f.createLiteral(""));
        v.add(f.createLiteral("a", "en"));
        v.add(f.createLiteral("a", "de"));
        v.add(f.createLiteral("aen"));
        v.add(f.createLiteral("a", f.createURI(XSD + "string")));
        v.add(f.createLiteral("a", f.createURI(XSD + "token")));
        v.add(f.createLiteral("1", f.createURI(XSD + "integer")));
        v.add(f.createLiteral("\u65e5\u672c", "ja"));
        v.add(f.createLiteral("\u65e5\u672c"));
        v.add(f.createLiteral("\u00e5", "sv"));
        v.add(f.createBNode("a"));
        v.add(f.createBNode("b"));
        v.add(f.createBNode("http://example.org/a"));
        return v;
    }

    @Test
    void equalKeysExactlyForEqualValues() {
        List<Value> a = values(), b = values();   // made twice: equal values, distinct objects
        for (int i = 0; i < a.size(); i++) {
            for (int j = 0; j < b.size(); j++) {
                ValueKey x = new ValueKey().of(a.get(i)), y = new ValueKey().of(b.get(j));
                boolean equalKeys = Arrays.equals(x.bytes(), 0, x.length(), y.bytes(), 0, y.length());
                assertEquals(i == j, equalKeys, a.get(i) + " against " + b.get(j));
                if (i == j) assertEquals(x.hash(), y.hash());
            }
        }
    }

    @Test
    void oneKeyObjectServesOneValueAtATime() {
        ValueKey key = new ValueKey();
        String longLabel = "x".repeat(1000) + "\u0100";
        key.of(f.createLiteral(longLabel, "en"));
        byte[] first = Arrays.copyOf(key.bytes(), key.length());
        key.of(f.createURI("http://example.org/a"));
        key.of(f.createLiteral(longLabel, "en"));
        assertEquals(Arrays.toString(first), Arrays.toString(Arrays.copyOf(key.bytes(), key.length())));
    }
}
