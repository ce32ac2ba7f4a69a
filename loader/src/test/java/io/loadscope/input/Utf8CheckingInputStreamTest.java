package io.loadscope.input;

import io.loadscope.load.LoadFailure;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class Utf8CheckingInputStreamTest {

    private static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) b[i] = (byte) values[i];
        return b;
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) n += p.length;
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    /** Reads everything in reads of {@code chunk} bytes, so sequences straddle read boundaries. */
    private static byte[] drain(byte[] input, int chunk) throws IOException {
        try (InputStream in = new Utf8CheckingInputStream(new ByteArrayInputStream(input), "t.nt")) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buf = new byte[chunk];
            for (int n; (n = in.read(buf, 0, chunk)) >= 0; ) out.write(buf, 0, n);
            return out.toByteArray();
        }
    }

    private static MalformedUtf8Exception failure(byte[] input) {
        return assertThrows(MalformedUtf8Exception.class, () -> drain(input, 1 << 16));
    }

    @Test
    void wellFormedTextPassesUnchangedWhateverTheReadSize() throws Exception {
        byte[] text = "<http://x/a> <http://x/p> \"café € 𝄞 ünï\" .\r\n# ok\n".getBytes(StandardCharsets.UTF_8);
        for (int chunk : new int[] {1, 2, 3, 7, 4096}) assertArrayEquals(text, drain(text, chunk), "chunk " + chunk);
    }

    @Test
    void theFirstMalformedSequenceIsLocatedByLineAndCharacterColumn() {
        // Line 2: 'é' (2 bytes) counts as one column, then the bad byte FF in column 5.
        byte[] input = concat("first line\n".getBytes(StandardCharsets.UTF_8), "aé b".getBytes(StandardCharsets.UTF_8),
                bytes(0xFF), " rest\n".getBytes(StandardCharsets.UTF_8));
        MalformedUtf8Exception e = failure(input);
        assertEquals(2, e.line());
        assertEquals(5, e.column());
        assertEquals(16, e.byteOffset());
        assertTrue(e.getMessage().startsWith("t.nt: invalid UTF-8 at line 2, column 5 (bytes FF"), e.getMessage());
    }

    @Test
    void crLfLoneCrAndLfEachEndOneLine() {
        MalformedUtf8Exception e = failure(concat("a\r\nb\rc\nd".getBytes(StandardCharsets.US_ASCII), bytes(0xC3, 0x28)));
        assertEquals(4, e.line());
        assertEquals(2, e.column());
    }

    @Test
    void crLfSplitAcrossReadsIsStillOneLineBreak() {
        byte[] input = concat("a\r\nb".getBytes(StandardCharsets.US_ASCII), bytes(0x80));
        MalformedUtf8Exception e = assertThrows(MalformedUtf8Exception.class, () -> drain(input, 2));
        assertEquals(2, e.line());
        assertEquals(2, e.column());
    }

    @Test
    void everyKindOfMalformedSequenceIsRefused() {
        int[][] bad = {
                {0x80},                   // continuation without lead
                {0xC0, 0x80},             // overlong NUL
                {0xC1, 0xBF},             // overlong
                {0xE0, 0x80, 0x80},       // overlong 3-byte
                {0xED, 0xA0, 0x80},       // UTF-16 surrogate D800
                {0xF0, 0x80, 0x80, 0x80}, // overlong 4-byte
                {0xF4, 0x90, 0x80, 0x80}, // above U+10FFFF
                {0xF5, 0x80, 0x80, 0x80}, // never a lead byte
                {0xFE}, {0xFF},
                {0xE2, 0x82, 0x41},       // cut short by ASCII
                {0xE2, 0x82},             // cut short by the end of the input
        };
        for (int[] seq : bad) {
            MalformedUtf8Exception e = failure(concat("ok ".getBytes(StandardCharsets.US_ASCII), bytes(seq)));
            assertEquals(1, e.line());
            assertEquals(4, e.column(), java.util.Arrays.toString(seq));
        }
    }

    @Test
    void theBoundaryCodePointsAreAccepted() throws Exception {
        byte[] edges = concat(bytes(0x7F), bytes(0xC2, 0x80), bytes(0xDF, 0xBF), bytes(0xE0, 0xA0, 0x80),
                bytes(0xED, 0x9F, 0xBF), bytes(0xEE, 0x80, 0x80), bytes(0xEF, 0xBF, 0xBF), bytes(0xF0, 0x90, 0x80, 0x80),
                bytes(0xF4, 0x8F, 0xBF, 0xBF));
        assertArrayEquals(edges, drain(edges, 1));
    }

    /**
     * Random texts of printable ASCII broken by every kind of byte that ends a stretch of it (a control character, a
     * line end, a lead or stray byte, 0x7F and 0x80 on either side of the range), cut into reads of many sizes, give
     * the outcome a byte-at-a-time read gives: the same bytes, or the same line, column and offset of the first error.
     */
    @Test
    void everyReadSizeFindsWhatOneByteAtATimeFinds() throws IOException {
        java.util.Random random = new java.util.Random(20261128);
        int[] enders = {0x00, 0x09, 0x0A, 0x0D, 0x0E, 0x20, 0x7E, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF};
        for (int trial = 0; trial < 2_000; trial++) {
            java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
            int length = 1 + random.nextInt(120);
            for (int i = 0; i < length; i++) {
                int pick = random.nextInt(10);
                if (pick < 7) text.write(0x21 + random.nextInt(0x5E));
                else if (pick == 7) text.write(enders[random.nextInt(enders.length)]);
                else if (pick == 8) text.writeBytes("é€".getBytes(StandardCharsets.UTF_8));
                else text.writeBytes(i % 2 == 0 ? "\r\n".getBytes(StandardCharsets.US_ASCII) : "\n".getBytes(StandardCharsets.US_ASCII));
            }
            byte[] input = text.toByteArray();
            String expected = outcome(input, 1);
            for (int chunk : new int[] {7, 8, 9, 16, 17, 64, 4096}) {
                assertEquals(expected, outcome(input, chunk), "chunk " + chunk + " of " + java.util.HexFormat.of().formatHex(input));
            }
        }
    }

    /** What reading {@code input} in reads of {@code chunk} bytes gives: the bytes, or where the first error is. */
    private static String outcome(byte[] input, int chunk) throws IOException {
        try {
            return "ok " + java.util.HexFormat.of().formatHex(drain(input, chunk));
        } catch (MalformedUtf8Exception e) {
            return "error at line " + e.line() + ", column " + e.column() + ", byte " + e.byteOffset();
        }
    }

    @Test
    void singleByteReadsAndSkipsAreCheckedToo() throws IOException {
        Utf8CheckingInputStream in = new Utf8CheckingInputStream(new ByteArrayInputStream(bytes('a', 0xC3, 0xA9, 0xFF)), "t.nt");
        assertEquals('a', in.read());
        assertFalse(in.sawNonAscii());
        assertEquals(2, in.skip(2));
        assertTrue(in.sawNonAscii());
        assertThrows(MalformedUtf8Exception.class, in::read);
    }

    @Test
    void theGoodBytesBeforeTheErrorAreDeliveredFirstAndTheErrorStays() throws IOException {
        InputStream in = new Utf8CheckingInputStream(new ByteArrayInputStream(bytes('a', 'b', 0xC3, 0x28, 'c')), "t.nt");
        byte[] buf = new byte[10];
        assertEquals(2, in.read(buf, 0, 10));
        assertThrows(MalformedUtf8Exception.class, () -> in.read(buf, 0, 10));
        assertThrows(MalformedUtf8Exception.class, () -> in.read(buf, 0, 10), "and on every later read");
    }

    @Test
    void theHeadOfAFileCanBeCheckedBeforeOpening() {
        byte[] head = concat(bytes(0xEF, 0xBB, 0xBF), "ok\n \u00e9".getBytes(StandardCharsets.UTF_8), bytes(0xE2, 0x82));
        assertEquals(null, Utf8CheckingInputStream.firstError(head, 3, head.length, false, "t.nt"), "cut off by the head's end");
        MalformedUtf8Exception e = Utf8CheckingInputStream.firstError(head, 3, head.length, true, "t.nt");
        assertEquals(2, e.line());
        assertEquals(3, e.column());
    }

    @Test
    void aLoadFailureCausedByMalformedInputTakesItsLocation() {
        MalformedUtf8Exception m = failure(concat("x\ny".getBytes(StandardCharsets.US_ASCII), bytes(0xFF)));
        LoadFailure wrapped = new LoadFailure("engine failed: " + m, "t.nt", new RuntimeException(new RuntimeException(m)));
        LoadFailure located = MalformedUtf8Exception.locate(wrapped);
        assertEquals(2, located.line());
        assertEquals(2, located.column());
        assertEquals("t.nt:2:2", located.location());
        assertTrue(located.getMessage().startsWith("invalid UTF-8 (bytes FF"), located.getMessage());
        LoadFailure other = new LoadFailure("other", "t.nt", new RuntimeException("x"));
        assertEquals(other, MalformedUtf8Exception.locate(other));
    }
}
