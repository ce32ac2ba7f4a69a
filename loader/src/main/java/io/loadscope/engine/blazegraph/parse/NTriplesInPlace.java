package io.loadscope.engine.blazegraph.parse;

import com.bigdata.rdf.model.BigdataValueFactory;
import io.loadscope.load.RdfFormat;
import org.eclipse.rdf4j.rio.RDFHandlerException;

import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * A block of an N-Triples file read line by line in place ({@link NTriplesStatement}), each statement handed to a sink
 * that takes statements as written; a line it leaves to rio is parsed by rio alone, into the same sink, so its
 * statement, or its error with rio's words, line and column, is what rio's parse of the whole block would have given.
 * Lines are counted as rio counts them (a carriage return alone ends a line for rio; such a line is rio's).
 */
final class NTriplesInPlace {
    private final RioFrontEnd rio;
    private final BigdataValueFactory values;

    NTriplesInPlace(RioFrontEnd rio, BigdataValueFactory values) {
        this.rio = rio;
        this.values = values;
    }

    /** Parses {@code block} (whole lines) into {@code sink}; {@code fileStart}: the block starts its file (a byte order mark is skipped). */
    RioFrontEnd.Parsed parse(byte[] block, String baseUri, RioFrontEnd.WrittenSink sink, String blankScope, boolean fileStart)
            throws IOException {
        NTriplesStatement st = new NTriplesStatement(values, blankScope);
        int n = block.length;
        int i = fileStart && n >= 3 && block[0] == (byte) 0xEF && block[1] == (byte) 0xBB && block[2] == (byte) 0xBF ? 3 : 0;
        long lines = 0, told = 0;
        while (i < n) {
            int next = lineEnd(block, i, n);
            int end = next > i && block[next - 1] == '\n' ? next - 1 : next;
            if (end > i && block[end - 1] == '\r') end--;
            NTriplesStatement.Line line = st.scan(block, i, end);
            boolean done = line == NTriplesStatement.Line.NONE;
            if (line == NTriplesStatement.Line.STATEMENT) {
                done = add(sink, st);
                if (done) told++;
            }
            if (done) {
                lines++;
            } else {
                RioFrontEnd.Parsed p = rio.parse(new ByteArrayInputStream(block, i, next - i), RdfFormat.NTRIPLES, baseUri, sink,
                        blankScope, false);
                told += p.told();
                if (p.problem() != null) return new RioFrontEnd.Parsed(told, lines + p.lines(), p.problem().after(lines));
                lines += Math.max(1, p.lines());
            }
            i = next;
        }
        return new RioFrontEnd.Parsed(told, lines, null);
    }

    private static boolean add(RioFrontEnd.WrittenSink sink, NTriplesStatement st) {
        try {
            return sink.add(st);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new RDFHandlerException(e);
        }
    }

    /**
     * Just past the line end after {@code i}, or {@code n}. Eight bytes at a time: a byte equal to '\n' becomes zero
     * after the exclusive or, and the first zero byte of a word is its lowest byte whose top bit the subtraction sets
     * (bytes above a zero may be flagged too, never below one), so the lowest flagged byte is the first line end.
     * Byte by byte this was about a twentieth of the lanes' samples in a profiled build.
     */
    static int lineEnd(byte[] b, int i, int n) {
        int j = i;
        for (; j + Long.BYTES <= n; j += Long.BYTES) {
            long x = (long) WORDS.get(b, j) ^ NEWLINES;
            long zero = (x - ONES) & ~x & HIGH_BITS;
            if (zero != 0) return j + (Long.numberOfTrailingZeros(zero) >>> 3) + 1;
        }
        for (; j < n; j++) if (b[j] == '\n') return j + 1;
        return n;
    }

    private static final java.lang.invoke.VarHandle WORDS =
            java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL, ONES = 0x0101010101010101L, HIGH_BITS = 0x8080808080808080L;
}
