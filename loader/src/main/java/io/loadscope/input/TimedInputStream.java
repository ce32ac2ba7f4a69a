package io.loadscope.input;

import io.loadscope.probe.Clock;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.LongConsumer;

/**
 * Counts the bytes and the wall/CPU time of every read call on the stream beneath it. Sits under a
 * 64 KiB buffer, so it is called per buffer fill, not per statement.
 */
final class TimedInputStream extends FilterInputStream {
    private final LongConsumer liveBytes;
    private long bytes;
    private long wallNanos;
    private long cpuNanos;

    TimedInputStream(InputStream in, LongConsumer liveBytes) {
        super(in);
        this.liveBytes = liveBytes;
    }

    @Override
    public int read() throws IOException {
        long w = Clock.wall();
        long c = Clock.cpu();
        int b = super.read();
        account(w, c, b < 0 ? 0 : 1);
        return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        long w = Clock.wall();
        long c = Clock.cpu();
        int n = super.read(buf, off, len);
        account(w, c, Math.max(n, 0));
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long w = Clock.wall();
        long c = Clock.cpu();
        long skipped = super.skip(n);
        account(w, c, skipped);
        return skipped;
    }

    private void account(long w0, long c0, long n) {
        wallNanos += Clock.wall() - w0;
        if (c0 >= 0) cpuNanos += Clock.cpu() - c0;
        if (n > 0) {
            bytes += n;
            liveBytes.accept(n);
        }
    }

    long bytes() {
        return bytes;
    }

    long wallNanos() {
        return wallNanos;
    }

    long cpuNanos() {
        return cpuNanos;
    }
}
