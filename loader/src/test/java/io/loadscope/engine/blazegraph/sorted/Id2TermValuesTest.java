package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.rdf.lexicon.Id2TermTupleSerializer;
import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ID2TERM's values written directly against Blazegraph's own serializer, value by value. */
class Id2TermValuesTest {
    private final BigdataValueFactory f = BigdataValueFactoryImpl.getInstance("id2term-values-test");
    private final Id2TermTupleSerializer blazegraphs = new Id2TermTupleSerializer("id2term-values-test", f);

    @Test
    void theStockSerializerIsWrittenDirectly() {
        Id2TermValues values = new Id2TermValues(blazegraphs, f);
        assertTrue(values.how().startsWith("written directly"), values.how());
    }

    @Test
    void everyKindOfTermAndCharacterIsWrittenAsBlazegraphWritesIt() {
        Random random = new Random(48);
        List<BigdataValue> all = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            String s = randomString(random, random.nextInt(300));
            String t = randomString(random, 1 + random.nextInt(20));
            all.add(f.createURI("http://example.org/" + s));
            all.add(f.createLiteral(s));
            all.add(f.createLiteral(s, "en-" + Integer.toString(i, 36)));
            all.add(f.createLiteral(s, f.createURI("http://example.org/type/" + t)));
        }
        all.add(f.createLiteral(""));
        all.add(f.createLiteral("", "en"));
        // The last lengths Blazegraph writes in its first version: label and datatype, label and language tag together.
        all.add(f.createLiteral("a".repeat(Id2TermValues.SECOND_VERSION_FROM - 1)));
        all.add(f.createLiteral("\u00e9".repeat(Id2TermValues.SECOND_VERSION_FROM - 1 - 8), f.createURI("http://x")));
        all.add(f.createLiteral("\u00e9".repeat(Id2TermValues.SECOND_VERSION_FROM - 1 - 2), "en"));
        Id2TermValues values = new Id2TermValues(blazegraphs, f);
        for (BigdataValue v : all) {
            byte[] expected = blazegraphs.serializeVal(v);
            byte[] direct = Id2TermValues.write(v);
            assertTrue(direct != null, "written directly: " + shortly(v));
            assertArrayEquals(expected, direct, () -> shortly(v));
            assertArrayEquals(expected, values.bytes(v), () -> shortly(v));
        }
    }

    /**
     * BLOBS keeps a long literal in the bytes ID2TERM keeps a term in: written directly, checked against BLOBS' own
     * serializer, for long literals of every kind and character width, up to the last length of the first version.
     */
    @Test
    void blobsValuesAreWrittenAsBlobsOwnSerializerWritesThem() {
        com.bigdata.rdf.lexicon.BlobsTupleSerializer blobs = new com.bigdata.rdf.lexicon.BlobsTupleSerializer("id2term-values-test", f);
        Id2TermValues values = new Id2TermValues(blobs::serializeVal, f);
        assertTrue(values.how().startsWith("written directly"), values.how());
        Random random = new Random(4849);
        List<BigdataValue> all = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            String s = randomString(random, 256 + random.nextInt(4000));
            all.add(f.createLiteral(s));
            all.add(f.createLiteral(s, "en"));
            all.add(f.createLiteral(s, f.createURI("http://example.org/type/" + i)));
        }
        all.add(f.createLiteral("\u00e9".repeat(Id2TermValues.SECOND_VERSION_FROM - 1)));
        all.add(f.createLiteral("a".repeat(Id2TermValues.SECOND_VERSION_FROM)));
        for (BigdataValue v : all) {
            assertArrayEquals(blobs.serializeVal(v), values.bytes(v), () -> shortly(v));
        }
    }

    /** From 32,767 characters on Blazegraph writes its second version: left to it, and the bytes are its own. */
    @Test
    void longValuesAreLeftToBlazegraphsSecondVersion() {
        Id2TermValues values = new Id2TermValues(blazegraphs, f);
        for (BigdataValue v : List.of(
                f.createLiteral("a".repeat(Id2TermValues.SECOND_VERSION_FROM)),
                f.createLiteral("a".repeat(65_535)),
                f.createLiteral("\u00e9".repeat(Id2TermValues.SECOND_VERSION_FROM - 8), f.createURI("http://x")),
                f.createURI("http://x/" + "a".repeat(Id2TermValues.SECOND_VERSION_FROM)))) {
            assertNull(Id2TermValues.write(v), shortly(v));
            assertArrayEquals(blazegraphs.serializeVal(v), values.bytes(v), shortly(v));
        }
    }

    private static String shortly(BigdataValue v) {
        String s = v.toString();
        return s.length() <= 80 ? s : s.substring(0, 80) + "... (" + s.length() + " characters)";
    }

    /** Under 32,767 characters but more than 65,535 bytes: Blazegraph's first version cannot write it, and fails. */
    @Test
    void aStringPastWriteUtfsLimitIsLeftToBlazegraphWhichRefusesIt() {
        String text = "\u4e2d".repeat(30_000);
        BigdataValue tooLong = f.createLiteral(text);
        assertEquals(90_000, Id2TermValues.utfLength(text));
        assertNull(Id2TermValues.write(tooLong));
        Id2TermValues values = new Id2TermValues(blazegraphs, f);
        RuntimeException stock = assertThrows(RuntimeException.class, () -> blazegraphs.serializeVal(tooLong));
        RuntimeException ours = assertThrows(RuntimeException.class, () -> values.bytes(tooLong));
        assertEquals(stock.getClass(), ours.getClass());
    }

    @Test
    void aBlankNodeHasNoId2TermValueHere() {
        assertNull(Id2TermValues.write(f.createBNode("b1")));
    }

    /** Characters from every width modified UTF-8 has: NUL, ASCII, two bytes, three bytes, surrogate pairs. */
    private static String randomString(Random random, int length) {
        StringBuilder b = new StringBuilder();
        while (b.length() < length) {
            switch (random.nextInt(6)) {
                case 0 -> b.append((char) (0x20 + random.nextInt(0x5F)));
                case 1 -> b.append((char) (0x80 + random.nextInt(0x780)));
                case 2 -> b.append((char) (0x800 + random.nextInt(0xD000 - 0x800)));
                case 3 -> b.appendCodePoint(0x10000 + random.nextInt(0x100000));
                case 4 -> b.append('\u0000');
                default -> b.append("abcdefghij", 0, 1 + random.nextInt(10));
            }
        }
        return b.toString();
    }
}
