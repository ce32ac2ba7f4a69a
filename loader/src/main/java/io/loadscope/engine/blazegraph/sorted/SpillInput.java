package io.loadscope.engine.blazegraph.sorted;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A spill file of numbers and byte strings read back in bulk: the file's bytes go into a buffer a megabyte at a time and the
 * numbers are taken from the buffer. {@code DataInputStream.readInt} over a buffered stream makes four synchronized
 * one-byte reads per int; the statement sort reads three ints per statement for each of the three indexes, and that
 * was 3 to 4 % of a 10 M build's CPU. The bytes are the ones {@code DataOutputStream} wrote (big-endian).
 */
final class SpillInput implements AutoCloseable {
    private static final int BUFFER = 1 << 20;

    private final FileChannel channel;
    /**
     * Direct, so that the channel reads into it as it is: with a heap buffer the JDK reads into a direct buffer of its
     * own and copies a megabyte over each time, and takes that buffer from a per-thread cache, which the build's short-lived
     * sorting threads start empty.
     */
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER);

    SpillInput(Path file) throws IOException {
        this.channel = FileChannel.open(file, StandardOpenOption.READ);
        buffer.flip();
    }

    /** Skips {@code bytes} bytes from the current position (before any read: from the file's start). */
    void skip(long bytes) throws IOException {
        long inBuffer = Math.min(bytes, buffer.remaining());
        buffer.position(buffer.position() + (int) inBuffer);
        if (bytes > inBuffer) channel.position(channel.position() + bytes - inBuffer);
    }

    byte readByte() throws IOException {
        if (!buffer.hasRemaining()) fill(1);
        return buffer.get();
    }

    /** Fills {@code to} from the file; an array longer than the buffer is read through it a buffer at a time. */
    void readFully(byte[] to) throws IOException {
        for (int at = 0; at < to.length; ) {
            if (!buffer.hasRemaining()) fill(1);
            int n = Math.min(buffer.remaining(), to.length - at);
            buffer.get(to, at, n);
            at += n;
        }
    }

    int readInt() throws IOException {
        if (buffer.remaining() < Integer.BYTES) fill(Integer.BYTES);
        return buffer.getInt();
    }

    long readLong() throws IOException {
        if (buffer.remaining() < Long.BYTES) fill(Long.BYTES);
        return buffer.getLong();
    }

    /** Whether another number of {@code width} bytes is there to read. */
    boolean has(int width) throws IOException {
        if (buffer.remaining() >= width) return true;
        buffer.compact();
        while (buffer.position() < width && channel.read(buffer) > 0) {
            // read until the number is whole or the file ends
        }
        buffer.flip();
        return buffer.remaining() >= width;
    }

    private void fill(int width) throws IOException {
        if (!has(width)) throw new EOFException("a spill file ended inside a number");
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
