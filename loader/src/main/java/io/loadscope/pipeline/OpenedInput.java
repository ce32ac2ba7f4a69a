package io.loadscope.pipeline;

import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Stage;
import io.loadscope.probe.ThreadRole;

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
    private final boolean bom;

    OpenedInput(InputSource source, Compression compression, FormatDecision format, InputStream stream,
                TimedInputStream raw, TimedInputStream decoded, boolean bom) {
        this.source = source;
        this.compression = compression;
        this.format = format;
        this.stream = stream;
        this.raw = raw;
        this.decoded = decoded;
        this.bom = bom;
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

    /** Decompressed content after any UTF-8 byte-order mark. */
    public InputStream stream() {
        return stream;
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

    /** Wall time spent in reads and decoding so far; the parser thread's time outside the parser. */
    public long readAndDecompressNanos() {
        return decoded == null ? raw.wallNanos() : decoded.wallNanos();
    }

    /** Books this input's read and decompress time into the probes; call once, after the engine is done. */
    public void recordStages(LoadProbes probes) {
        probes.record(Stage.READ, ThreadRole.PARSER, raw.wallNanos(), raw.cpuNanos(), 1, 0);
        if (decoded != null) {
            probes.record(Stage.DECOMPRESS, ThreadRole.PARSER, decoded.wallNanos() - raw.wallNanos(),
                    decoded.cpuNanos() - raw.cpuNanos(), 1, 0);
        }
    }

    @Override
    public void close() throws IOException {
        if (!source.isStdin()) stream.close();
    }
}
