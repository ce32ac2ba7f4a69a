package io.loadscope.input;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Turns a decompressor's {@link EOFException} (gzip or xz data that stops before its end marker: a cut-off
 * download, a full disk while writing) into a plain I/O error that says so. Jena's RIOT takes an
 * EOFException from its source for the end of the input and would load the part before the cut as if
 * it were the whole file.
 */
final class CompressedEndCheck extends FilterInputStream {
    private final String name;
    private final Compression compression;
    /** The damage once seen: a parser may wrap the exception in one of its own without the cause (Jena's tokenizer does). */
    private volatile DamagedInput damage;

    CompressedEndCheck(InputStream decoder, String name, Compression compression) {
        super(decoder);
        this.name = name;
        this.compression = compression;
    }

    @Override
    public int read() throws IOException {
        try {
            return in.read();
        } catch (EOFException e) {
            throw truncated(e);
        }
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        try {
            return in.read(b, off, len);
        } catch (EOFException e) {
            throw truncated(e);
        }
    }

    @Override
    public long skip(long n) throws IOException {
        try {
            return in.skip(n);
        } catch (EOFException e) {
            throw truncated(e);
        }
    }

    java.util.Optional<DamagedInput> damage() {
        return java.util.Optional.ofNullable(damage);
    }

    private IOException truncated(EOFException e) {
        return damage = new DamagedInput(name, "the " + compression.name().toLowerCase(java.util.Locale.ROOT)
                + " data ends before its end marker (" + e.getMessage() + "): the file is truncated or damaged;"
                + " fetch or write it again");   // no cause: engines show the root cause's text, and this one says more
    }
}
