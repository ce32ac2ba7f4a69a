package io.loadscope.engine.blazegraph.parse;

import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The scans' tables and the word-at-a-time line end decide as the per-byte rules they replaced: every byte value inside
 * an IRI and inside a literal's label, and a line end at every place relative to an eight-byte word.
 */
class NTriplesScanTablesTest {
    private final NTriplesStatement st = new NTriplesStatement(BigdataValueFactoryImpl.getInstance("scan-tables-test"), "f-");

    /** The rule as it was written byte by byte: what ends an IRI's reading and what leaves the line to rio. */
    private static boolean leavesIri(int c) {
        return c <= 0x20 || c == '<' || c == '"' || c == '{' || c == '}' || c == '|' || c == '^' || c == '`' || c == '\\';
    }

    @Test
    void everyByteInsideAnIriIsReadAsBefore() {
        for (int c = 0; c < 256; c++) {
            byte[] line = line("<http://ex.org/a", c, "b> <http://ex.org/p> <http://ex.org/o> .");
            NTriplesStatement.Line expected;
            if (c == '>') {
                // The IRI closes early: "<http://ex.org/a>" then "b>" where the predicate should be, which is rio's.
                expected = NTriplesStatement.Line.RIO;
            } else {
                expected = leavesIri(c) ? NTriplesStatement.Line.RIO : NTriplesStatement.Line.STATEMENT;
            }
            assertEquals(expected, st.scan(line, 0, line.length), "byte 0x" + Integer.toHexString(c));
            if (expected == NTriplesStatement.Line.STATEMENT) assertEquals(19, st.to(0), "byte 0x" + Integer.toHexString(c));
        }
        byte[] ordinary = "<http://ex.org/s> <http://ex.org/p> <http://ex.org/o> .".getBytes(StandardCharsets.US_ASCII);
        assertEquals(NTriplesStatement.Line.STATEMENT, st.scan(ordinary, 0, ordinary.length));
        assertEquals(17, st.to(0));
    }

    @Test
    void everyByteInsideALabelIsReadAsBefore() {
        for (int c = 0; c < 256; c++) {
            byte[] line = line("<http://ex.org/s> <http://ex.org/p> \"a", c, "b\" .");
            NTriplesStatement.Line expected;
            if (c == '"') {
                // The label closes early and 'b' follows it, which rio refuses.
                expected = NTriplesStatement.Line.RIO;
            } else if (c == '\\') {
                // "\b" is an escape rio reads (a backspace).
                expected = NTriplesStatement.Line.STATEMENT;
            } else {
                expected = c < 0x20 ? NTriplesStatement.Line.RIO : NTriplesStatement.Line.STATEMENT;
            }
            assertEquals(expected, st.scan(line, 0, line.length), "byte 0x" + Integer.toHexString(c));
        }
    }

    @Test
    void theLineEndIsFoundAtEveryPlaceInAWord() {
        Random random = new Random(48);
        for (int length = 0; length < 40; length++) {
            for (int start = 0; start < 9; start++) {
                byte[] b = new byte[start + length + 3];
                for (int k = 0; k < b.length; k++) b[k] = (byte) random.nextInt(256);
                for (int k = 0; k < b.length; k++) if (b[k] == '\n') b[k] = 'x';
                // No line end: the block's end.
                assertEquals(b.length, NTriplesInPlace.lineEnd(b, start, b.length));
                int at = start + length;
                b[at] = '\n';
                assertEquals(at + 1, NTriplesInPlace.lineEnd(b, start, b.length), "start " + start + ", length " + length);
                // A later line end does not hide the first; one before the start is not seen.
                b[b.length - 1] = '\n';
                if (start > 0) b[start - 1] = '\n';
                assertEquals(at + 1, NTriplesInPlace.lineEnd(b, start, b.length), "start " + start + ", length " + length);
                // Bytes with the top bit set right before the line end (0x8A, 0x0B) do not move it.
                if (length > 0) b[at - 1] = (byte) 0x8A;
                if (length > 1) b[at - 2] = 0x0B;
                assertEquals(at + 1, NTriplesInPlace.lineEnd(b, start, b.length), "start " + start + ", length " + length);
                // The end given is the block's, not the array's.
                assertEquals(at, NTriplesInPlace.lineEnd(b, start, at));
            }
        }
    }

    private static byte[] line(String before, int c, String after) {
        byte[] a = before.getBytes(StandardCharsets.US_ASCII), z = after.getBytes(StandardCharsets.US_ASCII);
        byte[] line = new byte[a.length + 1 + z.length];
        System.arraycopy(a, 0, line, 0, a.length);
        line[a.length] = (byte) c;
        System.arraycopy(z, 0, line, a.length + 1, z.length);
        return line;
    }
}
