package io.loadscope.input;

import io.loadscope.probe.Clock;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Moves reading and decompression off the parser thread: a thread of its own fills chunks from the
 * stream beneath and hands them over through a small bounded queue, so at most {@code depth} chunks are
 * held. The parser's time in {@link #read} is then only the wait for the next chunk.
 */
final class ReadAheadInputStream extends InputStream {
    private static final byte[] END = new byte[0];

    private final BlockingQueue<byte[]> chunks;
    private final InputStream in;
    private final Thread reader;
    private volatile IOException failure;
    private volatile boolean closed;
    private byte[] current = new byte[0];
    private int pos;
    private boolean ended;
    private long waitNanos;
    private long putWaitNanos;
    private long threadWallNanos;
    private long threadCpuNanos;

    /** Files only: closing interrupts a blocked read, which stdin would not honour. */
    ReadAheadInputStream(InputStream in, int chunkSize, int depth, String name) {
        this.in = in;
        this.chunks = new ArrayBlockingQueue<>(depth);
        this.reader = new Thread(() -> fill(in, chunkSize), "loadscope-decompress " + name);
        reader.setDaemon(true);
        reader.start();
    }

    String threadName() {
        return reader.getName();
    }

    private void fill(InputStream in, int chunkSize) {
        long w0 = Clock.wall();
        long c0 = Clock.cpu();
        try {
            while (!closed) {
                byte[] buf = new byte[chunkSize];
                int n = in.readNBytes(buf, 0, chunkSize);
                if (n > 0) put(n == chunkSize ? buf : Arrays.copyOf(buf, n));
                if (n < chunkSize) break;
            }
        } catch (IOException e) {
            failure = e;
        } catch (RuntimeException | Error e) {
            // Without this the end marker below would read as a clean end of input: a truncated load.
            failure = new IOException("the decompression thread failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            threadWallNanos = Clock.wall() - w0;
            threadCpuNanos = c0 < 0 ? -1 : Clock.cpu() - c0;
            // The end marker waits for room like any chunk; close() interrupts the wait.
            try {
                if (!closed) put(END);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void put(byte[] chunk) throws InterruptedException {
        long w0 = Clock.wall();
        try {
            chunks.put(chunk);
        } finally {
            putWaitNanos += Clock.wall() - w0;
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) return 0;
        if (pos == current.length && !next()) return -1;
        int n = Math.min(len, current.length - pos);
        System.arraycopy(current, pos, b, off, n);
        pos += n;
        return n;
    }

    private boolean next() throws IOException {
        if (ended) return false;
        long w0 = Clock.wall();
        try {
            current = chunks.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for decompressed input");
        } finally {
            waitNanos += Clock.wall() - w0;
        }
        pos = 0;
        if (current == END) {
            ended = true;
            if (failure != null) throw failure;
            return false;
        }
        return true;
    }

    /** Wall time the parser thread spent waiting for chunks. */
    long waitNanos() {
        return waitNanos;
    }

    /** Wall time the read-ahead thread spent waiting for room in the queue, i.e. for the parser; valid after {@link #close}. */
    long putWaitNanos() {
        return putWaitNanos;
    }

    /** The read-ahead thread's lifetime wall and CPU time; valid after {@link #close}. */
    long threadWallNanos() {
        return threadWallNanos;
    }

    long threadCpuNanos() {
        return threadCpuNanos;
    }

    /** Stops the reader thread (it may be blocked on a full queue) and waits for it, so its timings are final. */
    @Override
    public void close() throws IOException {
        closed = true;
        chunks.clear();
        reader.interrupt();
        try {
            reader.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        in.close();
    }
}
