package io.loadscope.engine.blazegraph.parse;

import org.eclipse.rdf4j.rio.RDFHandler;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * One block of an N-Triples or N-Quads file, handed to the line parsers as lines of characters. rio reads each line
 * through a {@code BufferedReader} as a {@code String} and copies it into a {@code char[]}: three copies of every byte
 * and a quarter of all the bytes a sorted build allocates (JDK Flight Recorder, BSBM 10 M). Here each line is decoded
 * once, straight from the block's bytes into the {@code char[]} the parser reads.
 * <p>
 * The same lines as rio's: a line ends at {@code \n}, {@code \r} or {@code \r\n} (as {@code BufferedReader.readLine});
 * a last line without a line end is a line; at the start of a file a UTF-8 byte order mark is dropped (as rio's
 * {@code BOMInputStream}); bytes that are not UTF-8 become U+FFFD (as {@code InputStreamReader}). As a {@link Reader}
 * (for any parser without the line loop) it reads the same characters.
 */
final class BlockLines extends Reader {
    private final byte[] bytes;
    private final int end;
    private int pos;
    private Reader asReader;

    /** {@code fileStart}: the block starts a file, where a byte order mark is one. */
    BlockLines(byte[] bytes, boolean fileStart) {
        this.bytes = bytes;
        this.end = bytes.length;
        this.pos = fileStart && end >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF ? 3 : 0;
    }

    /** The next line without its line end, or null after the last. */
    char[] next() {
        if (pos >= end) return null;
        int start = pos;
        int i = start;
        int high = 0;
        byte b = 0;
        while (i < end && (b = bytes[i]) != '\n' && b != '\r') {
            high |= b;
            i++;
        }
        pos = i >= end ? end : (b == '\r' && i + 1 < end && bytes[i + 1] == '\n' ? i + 2 : i + 1);
        int n = i - start;
        if (high < 0) return new String(bytes, start, n, StandardCharsets.UTF_8).toCharArray();
        char[] line = new char[n];
        for (int k = 0; k < n; k++) line[k] = (char) bytes[start + k];
        return line;
    }

    /**
     * rio's line loop ({@code NTriplesParser.parse(Reader, String)}) over these lines: the parser's own set-up and
     * clean-up around {@code parser.line} per line. The hooks are the parser's, so its protected state stays its own.
     */
    void parse(LineParser parser) throws IOException {
        parser.clearState();
        RDFHandler handler = parser.handler();
        if (handler != null) handler.startRDF();
        parser.beginLines();
        try {
            for (char[] line; (line = next()) != null; ) parser.line(line);
        } finally {
            parser.clearState();
        }
        if (handler != null) handler.endRDF();
    }

    /** What {@link #parse} needs of an N-Triples or N-Quads parser. */
    interface LineParser {
        RDFHandler handler();

        /** rio's {@code clear()}. */
        void clearState();

        /** No line read yet: line 0, location reported. */
        void beginLines();

        /** The next line: it becomes the parser's line, its number is counted and reported, and its statement parsed. */
        void line(char[] line);
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        if (asReader == null) asReader = new InputStreamReader(new ByteArrayInputStream(bytes, pos, end - pos), StandardCharsets.UTF_8);
        return asReader.read(cbuf, off, len);
    }

    @Override
    public void close() {
    }
}
