package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import io.loadscope.probe.Clock;
import io.loadscope.reject.Reject;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Skip mode for N-Triples and N-Quads: passes the good lines on to the engine's parser and keeps the bad ones
 * back. A line is bad when it is not UTF-8, when it breaks the N-Triples/N-Quads grammar, or when the engine's parser
 * rejected it on an earlier attempt ({@code engineRejected}, by original line number). The engine sees fewer
 * lines than the file has, so its error locations go through {@link #originalLine}.
 */
public final class BadLineFilter extends InputStream {
    private static final int READ = 1 << 16;

    private final InputStream in;
    private final String file;
    private final Map<Long, String> engineRejected;
    private final NTriplesLineCheck grammar;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private final List<Reject> rejects = new ArrayList<>();
    /** Original numbers of the lines kept back, ascending. */
    private final List<Long> dropped = new ArrayList<>();
    private final byte[] readBuf = new byte[READ];
    private int readPos;
    private int readLen;
    private byte[] line = new byte[256];
    private int lineLen;
    private byte[] out = new byte[0];
    private int outPos;
    private int outLen;
    private long lineNo;
    private boolean eof;
    private long totalNanos;
    private long innerNanos;

    BadLineFilter(InputStream in, RdfFormat format, String file, Map<Long, String> engineRejected) {
        this.in = in;
        this.file = file;
        this.engineRejected = engineRejected;
        this.grammar = new NTriplesLineCheck(format == RdfFormat.NQUADS);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) return 0;
        long t0 = Clock.wall();
        try {
            while (outPos == outLen) {
                if (!nextGoodLine()) return -1;
            }
            int n = Math.min(len, outLen - outPos);
            System.arraycopy(out, outPos, b, off, n);
            outPos += n;
            return n;
        } finally {
            totalNanos += Clock.wall() - t0;
        }
    }

    /** Reads lines until one passes; false at the end of input. */
    private boolean nextGoodLine() throws IOException {
        while (true) {
            if (!readLine()) return false;
            lineNo++;
            String bad = check();
            if (bad == null) {
                // Swap buffers: the line becomes the output, the spent output the next line's buffer.
                byte[] spent = out;
                out = line;
                outPos = 0;
                outLen = lineLen;
                line = spent.length > 0 ? spent : new byte[256];
                lineLen = 0;
                return true;
            }
            dropped.add(lineNo);
            lineLen = 0;
        }
    }

    /** Fills {@code line} with the next line and its '\n' (added at the end of input); false when none is left. */
    private boolean readLine() throws IOException {
        while (true) {
            for (int i = readPos; i < readLen; i++) {
                if (readBuf[i] == '\n') {
                    append(readPos, i + 1 - readPos);
                    readPos = i + 1;
                    return true;
                }
            }
            append(readPos, readLen - readPos);
            readPos = readLen;
            if (eof || !fill()) {
                if (lineLen == 0) return false;
                ensure(lineLen + 1);
                line[lineLen++] = '\n';
                return true;
            }
        }
    }

    private boolean fill() throws IOException {
        long t0 = Clock.wall();
        int n = in.read(readBuf, 0, readBuf.length);
        innerNanos += Clock.wall() - t0;
        if (n < 0) {
            eof = true;
            return false;
        }
        readPos = 0;
        readLen = n;
        return true;
    }

    private void append(int from, int n) {
        ensure(lineLen + n);
        System.arraycopy(readBuf, from, line, lineLen, n);
        lineLen += n;
    }

    private void ensure(int capacity) {
        if (capacity > line.length) line = Arrays.copyOf(line, Math.max(capacity, line.length * 2));
    }

    /** Null when the line may go to the engine, else why not (and the reject is recorded). */
    private String check() {
        int end = lineLen - 1;
        if (end > 0 && line[end - 1] == '\r') end--;
        String text;
        try {
            text = ascii(end) ? new String(line, 0, end, StandardCharsets.ISO_8859_1)
                    : utf8.decode(ByteBuffer.wrap(line, 0, end)).toString();
        } catch (CharacterCodingException e) {
            MalformedUtf8Exception bad = Utf8CheckingInputStream.firstError(line, 0, end, true, file);
            long col = bad == null ? -1 : bad.column();
            return reject(col, "invalid UTF-8 byte sequence", new String(line, 0, end, StandardCharsets.UTF_8));
        }
        String engine = engineRejected.get(lineNo);
        if (engine != null) return reject(-1, engine, text);
        String bad = grammar.check(text);
        return bad == null ? null : reject(grammar.column(), bad, text);
    }

    /** Most lines of a dump are ASCII: they need no decoder. */
    private boolean ascii(int end) {
        for (int k = 0; k < end; k++) {
            if (line[k] < 0) return false;
        }
        return true;
    }

    private String reject(long column, String message, String text) {
        rejects.add(new Reject(file, lineNo, column, "line", message, text));
        return message;
    }

    /** The line of the file that the engine's parser saw as line {@code seen}. */
    public long originalLine(long seen) {
        long original = seen;
        for (long d : dropped) {
            if (d <= original) original++;
            else break;
        }
        return original;
    }

    /** Lines kept back so far, in file order. */
    public List<Reject> rejects() {
        return rejects;
    }

    /** Wall time in this filter's reads, the reads beneath included. */
    long totalNanos() {
        return totalNanos;
    }

    /** Wall time in the reads beneath (reading and decompressing). */
    long innerNanos() {
        return innerNanos;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
