package io.loadscope.engine.blazegraph.sorted;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A spill file of bytes, ints and longs written in bulk, as {@link SpillInput} reads them back: the numbers go into a buffer and the
 * buffer to the file a megabyte at a time, instead of a synchronized stream call per number. Big-endian, as
 * {@code DataOutputStream} writes. Its bytes count toward the spill directory's when it is closed.
 */
final class SpillOutput implements AutoCloseable {
    private static final int BUFFER = 1 << 20;

    private final SpillFiles spill;
    private final FileChannel channel;
    /** Direct, so that the channel writes it as it is (why: {@link SpillInput}'s buffer). */
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER);
    private long written;

    SpillOutput(SpillFiles spill, Path file) throws IOException {
        this.spill = spill;
        this.channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
    }

    void writeByte(int v) throws IOException {
        if (!buffer.hasRemaining()) flush();
        buffer.put((byte) v);
    }

    /** The bytes as they are; an array longer than the buffer goes through it a buffer at a time. */
    void write(byte[] bytes) throws IOException {
        write(bytes, 0, bytes.length);
    }

    /** {@code length} bytes of {@code bytes} from {@code from}. */
    void write(byte[] bytes, int from, int length) throws IOException {
        for (int at = from, end = from + length; at < end; ) {
            if (!buffer.hasRemaining()) flush();
            int n = Math.min(buffer.remaining(), end - at);
            buffer.put(bytes, at, n);
            at += n;
        }
    }

    void writeInt(int v) throws IOException {
        if (buffer.remaining() < Integer.BYTES) flush();
        buffer.putInt(v);
    }

    void writeLong(long v) throws IOException {
        if (buffer.remaining() < Long.BYTES) flush();
        buffer.putLong(v);
    }

    private void flush() throws IOException {
        buffer.flip();
        while (buffer.hasRemaining()) written += channel.write(buffer);
        buffer.clear();
    }

    @Override
    public void close() throws IOException {
        try {
            flush();
        } finally {
            channel.close();
        }
        spill.grew(written);
    }
}
