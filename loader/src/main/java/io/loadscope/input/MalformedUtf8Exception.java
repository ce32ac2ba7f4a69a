package io.loadscope.input;

import io.loadscope.load.LoadFailure;
import java.io.IOException;

/**
 * Input that is not UTF-8, found by {@link Utf8CheckingInputStream} while a parser reads. An I/O error, so
 * it leaves through every engine's parser the way a failed read does; it carries the location so the
 * load failure can name file, line and column.
 */
public final class MalformedUtf8Exception extends IOException implements LoadFailure.BadInput {
    private final String file;
    private final long line;
    private final long column;
    private final long byteOffset;
    private final String detail;

    MalformedUtf8Exception(String file, long line, long column, long byteOffset, String bytes, String what) {
        // The whole location is in the message too: engines that wrap this exception show only its text.
        super(file + ": invalid UTF-8 at line " + line + ", column " + column + " " + detail(bytes, byteOffset, what));
        this.detail = detail(bytes, byteOffset, what);
        this.file = file;
        this.line = line;
        this.column = column;
        this.byteOffset = byteOffset;
    }

    private static String detail(String bytes, long byteOffset, String what) {
        return "(bytes " + bytes + " at byte offset " + byteOffset + " of the decompressed text: " + what
                + "); the syntax requires UTF-8: convert the file (e.g. iconv -f <its encoding> -t UTF-8) or fix the bytes there";
    }

    /** "invalid UTF-8 (bytes ...)": the message without file and location, for a caller that shows them itself. */
    public String withoutLocation() {
        return "invalid UTF-8 " + detail;
    }

    public String file() {
        return file;
    }

    /** 1-based line of the first malformed sequence. */
    public long line() {
        return line;
    }

    /** 1-based column, in characters, where the malformed sequence starts. */
    public long column() {
        return column;
    }

    /** Offset of its first byte in the decompressed text after any byte-order mark. */
    public long byteOffset() {
        return byteOffset;
    }

    /** The first MalformedUtf8Exception in a cause chain, or null: engines wrap the read failure their own way. */
    public static MalformedUtf8Exception in(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof MalformedUtf8Exception m) return m;
        }
        return null;
    }

    /**
     * The load failure to report when a failure was caused by malformed UTF-8: the engine's wrapper
     * message replaced by this one, with its line and column; otherwise the failure unchanged.
     */
    public static LoadFailure locate(LoadFailure f) {
        MalformedUtf8Exception m = in(f);
        if (m == null) return f;
        return new LoadFailure(m.withoutLocation(), f.file() != null ? f.file() : m.file(), m.line(), m.column(),
                null, f.getCause());
    }
}
