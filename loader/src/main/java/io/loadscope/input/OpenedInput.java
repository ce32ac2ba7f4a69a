package io.loadscope.input;

import io.loadscope.load.LoadFailure;
import io.loadscope.load.RdfFormat;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.io.IOException;
import java.io.InputStream;

/**
 * A source opened for parsing: decompressed, BOM removed, format decided. Engines read {@link #stream()}
 * and never see the raw file, so bytes and read/decompress time are counted the same for every engine.
 */
public final class OpenedInput implements AutoCloseable {
    private final InputSource source;
    private final Compression compression;
    private final FormatDecision format;
    private final InputStream stream;
    private final TimedInputStream raw;
    private final TimedInputStream decoded;
    private final CompressedEndCheck endCheck;
    private final ReadAheadInputStream readAhead;
    private final boolean bom;
    private final WholeFileDigest digest;
    private BadLineFilter filter;

    OpenedInput(InputSource source, Compression compression, FormatDecision format, InputStream stream,
                TimedInputStream raw, TimedInputStream decoded, CompressedEndCheck endCheck, ReadAheadInputStream readAhead,
                boolean bom, WholeFileDigest digest) {
        this.source = source;
        this.compression = compression;
        this.format = format;
        this.stream = stream;
        this.raw = raw;
        this.decoded = decoded;
        this.endCheck = endCheck;
        this.readAhead = readAhead;
        this.bom = bom;
        this.digest = digest;
    }

    /**
     * SHA-256 (hex) of the file as stored, when the load read all of it through this input; empty for stdin, for a
     * read that stopped short, and for an input opened only for its checks (the engine read the file itself).
     */
    public java.util.Optional<String> sha256OfWholeFile() {
        return digest == null ? java.util.Optional.empty() : digest.ifWhole();
    }

    public InputSource source() {
        return source;
    }

    public String name() {
        return source.name();
    }

    public Compression compression() {
        return compression;
    }

    public RdfFormat format() {
        return format.format();
    }

    public FormatDecision formatDecision() {
        return format;
    }

    /** Decompressed content after any UTF-8 byte-order mark; in skip mode only the lines that passed. */
    public InputStream stream() {
        return filter != null ? filter : stream;
    }

    /**
     * Skip mode for line-based formats: from now on {@link #stream} holds only the lines that pass, and the
     * others wait in the filter as rejects. {@code engineRejected}: lines (by number in the file) that the
     * engine's parser refused on an earlier attempt, with its message.
     */
    public BadLineFilter filterBadLines(java.util.Map<Long, String> engineRejected) {
        filter = new BadLineFilter(stream, format(), name(), engineRejected);
        return filter;
    }

    /**
     * The failure in the loader's words when the input's bytes were damaged (compressed data cut off), whatever the
     * engine's parser made of it; empty for any other failure.
     */
    public java.util.Optional<LoadFailure> damageFailure(Throwable e) {
        var seen = DamagedInput.failureIn(e, name());
        if (seen.isPresent() || endCheck == null) return seen;
        return endCheck.damage().map(d -> LoadFailure.inputFault(d.reason(), name(), d));
    }

    public boolean hadBom() {
        return bom;
    }

    public long compressedBytes() {
        return raw.bytes();
    }

    public long uncompressedBytes() {
        return decoded == null ? raw.bytes() : decoded.bytes();
    }

    /**
     * The parser thread's time in reads so far, outside the parser: reading and decoding, or with a
     * decompression thread only the wait for its next chunk. Called on the parser thread.
     */
    public long readAndDecompressNanos() {
        // The filter's time is not parsing either: it is booked as validate in recordStages.
        if (filter != null) return filter.totalNanos();
        if (readAhead != null) return readAhead.waitNanos();
        return decoded == null ? raw.wallNanos() : decoded.wallNanos();
    }

    /**
     * Books the read and decompress time spent since the last booking, so a long file's reads show in the series'
     * intervals as they happen. Call on the parser thread, between reads (the parser's periodic bookings do).
     */
    public void recordStagesSoFar(LoadProbes probes) {
        book(probes, false);
    }

    /** Books the rest of this input's read and decompress time; call once, after the input is closed. */
    public void recordStages(LoadProbes probes) {
        book(probes, true);
        if (readAhead != null) {
            probes.addRoleTime(DECOMPRESSOR, readAhead.threadWallNanos(), readAhead.threadCpuNanos());
            probes.nameThread(DECOMPRESSOR, readAhead.threadName());
        }
    }

    private void book(LoadProbes probes, boolean last) {
        if (filter != null) {
            booked.book(probes, Stage.VALIDATE, ThreadRole.PARSER, filter.totalNanos() - filter.innerNanos(), -1, last);
        }
        if (readAhead != null) {
            // The parser only waited (stage read); reading and decoding ran on the decompressor's thread, which waits
            // in turn for room in the hand-over queue when the parser is the slower one (stage queue). Its counters are
            // read from this thread before its end: a booking may lag it, the last one (after it ended) is exact.
            booked.book(probes, Stage.READ, ThreadRole.PARSER, readAhead.waitNanos(), -1, last);
            booked.book(probes, Stage.READ, DECOMPRESSOR, raw.wallNanos(), raw.cpuNanos(), last);
            booked.book(probes, Stage.DECOMPRESS, DECOMPRESSOR, decoded.wallNanos() - raw.wallNanos(),
                    decoded.cpuNanos() - raw.cpuNanos(), last);
            booked.book(probes, Stage.QUEUE, DECOMPRESSOR, readAhead.putWaitNanos(), -1, last);
            return;
        }
        booked.book(probes, Stage.READ, ThreadRole.PARSER, raw.wallNanos(), raw.cpuNanos(), last);
        if (decoded != null) {
            booked.book(probes, Stage.DECOMPRESS, ThreadRole.PARSER, decoded.wallNanos() - raw.wallNanos(),
                    decoded.cpuNanos() - raw.cpuNanos(), last);
        }
    }

    private final BookedSoFar booked = new BookedSoFar();

    /** The thread that reads and decompresses when decompression runs on its own thread. */
    public static final ThreadRole DECOMPRESSOR = ThreadRole.of("decompressor");

    @Override
    public void close() throws IOException {
        if (!source.isStdin()) stream.close();
    }
}
