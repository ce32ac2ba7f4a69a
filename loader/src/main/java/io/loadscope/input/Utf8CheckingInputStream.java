package io.loadscope.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Passes bytes through unchanged and fails at the first byte sequence that is not well-formed UTF-8
 * (Unicode's table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF, no cut-off sequence at
 * the end). The engines' own decoders replace such bytes with U+FFFD without a word, which would put
 * text into the store that the file never held.
 *
 * <p>It counts lines on the way, so the failure says where: line breaks are LF, CR LF or a
 * lone CR, as the RDF line-based syntaxes and Turtle have them; columns count characters (code points),
 * 1-based. The stream must start at the first character of the text (after any byte-order mark).
 * The work is a scan of each buffer the parser asks for: printable ASCII takes one comparison per byte,
 * and the column is worked out only when there is something to report.
 */
public final class Utf8CheckingInputStream extends FilterInputStream {
    private final String name;
    private long line = 1;
    private long lineStart;       // byte offset where the current line starts
    private long extraBytes;      // bytes beyond the first of each character completed on the current line
    private long offset;          // bytes passed so far
    private boolean afterCr;
    private boolean nonAscii;
    // The sequence in progress: continuation bytes still due, the range the next one must lie in, and its bytes.
    private int pending;
    private int nextLow = 0x80;
    private int nextHigh = 0xBF;
    private final byte[] sequence = new byte[4];
    private int sequenceLength;
    private long sequenceOffset;
    private MalformedUtf8Exception failed;

    /** @param name the input's name, for the message */
    public Utf8CheckingInputStream(InputStream in, String name) {
        super(in);
        this.name = name;
    }

    /** True once any byte above 0x7F has passed: the text is not plain ASCII. */
    public boolean sawNonAscii() {
        return nonAscii;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    /**
     * Returns the well-formed bytes before a malformed sequence first, and fails on the next call: a
     * parser then fails while parsing, at about the right place, rather than while setting up (where
     * Jena reports a failed first read as an I/O error without a location).
     */
    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (failed != null) throw failed;
        int n = in.read(b, off, len);
        if (n < 0) {
            atEnd();
            return n;
        }
        long start = offset;
        try {
            check(b, off, n);
        } catch (MalformedUtf8Exception e) {
            failed = e;
            int good = (int) Math.max(0, sequenceOffset - start);
            if (good == 0) throw e;
            return good;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes are checked too: read them through the check instead of skipping blind.
        byte[] buf = new byte[(int) Math.min(Math.max(n, 0), 8192)];
        long done = 0;
        while (done < n) {
            int r = read(buf, 0, (int) Math.min(buf.length, n - done));
            if (r < 0) break;
            done += r;
        }
        return done;
    }

    @Override
    public boolean markSupported() {
        return false;
    }

    @Override
    public synchronized void mark(int readlimit) {
        // Not supported: re-reading would count lines twice.
    }

    @Override
    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    /**
     * The first malformed sequence in the start of a text, or null. A sequence cut off at the end of
     * {@code head} counts only when {@code complete} says the head is the whole text.
     */
    static MalformedUtf8Exception firstError(byte[] head, int from, int length, boolean complete, String name) {
        Utf8CheckingInputStream checker = new Utf8CheckingInputStream(InputStream.nullInputStream(), name);
        try {
            checker.check(head, from, length - from);
            if (complete) checker.atEnd();
            return null;
        } catch (MalformedUtf8Exception e) {
            return e;
        }
    }

    private void check(byte[] b, int off, int len) throws MalformedUtf8Exception {
        int end = off + len;
        long base = offset - off;          // b[i] is byte base + i of the input
        int i = off;
        while (i < end) {
            if (pending > 0) {
                continuation(b[i] & 0xff, base + i);
                i++;
                continue;
            }
            // Printable ASCII, the bulk of any RDF file: one comparison per byte (bytes above 0x7F are negative).
            int run = i;
            while (i < end && b[i] > '\r') i++;
            if (i > run) afterCr = false;
            if (i == end) break;
            int v = b[i];
            if (v >= 0) {
                if (v == '\n') {
                    if (!afterCr) line++;
                    lineStart = base + i + 1;
                    extraBytes = 0;
                    afterCr = false;
                } else if (v == '\r') {
                    line++;
                    lineStart = base + i + 1;
                    extraBytes = 0;
                    afterCr = true;
                } else {
                    afterCr = false;   // a tab or another control character: one column
                }
            } else {
                lead(v & 0xff, base + i);
            }
            i++;
        }
        offset += len;
    }

    private void lead(int v, long at) throws MalformedUtf8Exception {
        afterCr = false;
        nonAscii = true;
        sequenceOffset = at;
        sequenceLength = 0;
        sequence[sequenceLength++] = (byte) v;
        if (v >= 0xC2 && v <= 0xDF) start(1, 0x80, 0xBF);
        else if (v == 0xE0) start(2, 0xA0, 0xBF);
        else if (v == 0xED) start(2, 0x80, 0x9F);
        else if (v >= 0xE1 && v <= 0xEF) start(2, 0x80, 0xBF);
        else if (v == 0xF0) start(3, 0x90, 0xBF);
        else if (v == 0xF4) start(3, 0x80, 0x8F);
        else if (v >= 0xF1 && v <= 0xF3) start(3, 0x80, 0xBF);
        else throw malformed(v <= 0xBF ? "a continuation byte without a lead byte" : "a byte that never occurs in UTF-8");
    }

    private void continuation(int v, long at) throws MalformedUtf8Exception {
        sequence[sequenceLength++] = (byte) v;
        if (v < nextLow || v > nextHigh) {
            throw malformed(v < 0x80 || v > 0xBF ? "a sequence cut short" : "an overlong form, a surrogate or a code point above U+10FFFF");
        }
        nextLow = 0x80;
        nextHigh = 0xBF;
        if (--pending == 0) extraBytes += sequenceLength - 1;
    }

    private void start(int continuations, int low, int high) {
        pending = continuations;
        nextLow = low;
        nextHigh = high;
    }

    private void atEnd() throws MalformedUtf8Exception {
        if (pending > 0) throw failed = malformed("a sequence cut short by the end of the input");
    }

    private MalformedUtf8Exception malformed(String what) {
        StringBuilder bytes = new StringBuilder();
        for (int k = 0; k < sequenceLength; k++) {
            if (k > 0) bytes.append(' ');
            bytes.append(String.format("%02X", sequence[k] & 0xff));
        }
        long column = sequenceOffset - lineStart - extraBytes + 1;
        return new MalformedUtf8Exception(name, line, column, sequenceOffset, bytes.toString(), what);
    }
}
