package io.loadscope.engine.blazegraph.sorted;

import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Every distinct term's IV encoding by rank (its place in identity order), on disk and memory-mapped: the index writers
 * look up three per statement, and the table would not fit the heap at the sizes the build is for. The page cache holds
 * what is used; the heap holds nothing of it.
 */
public final class IvTable implements AutoCloseable {
    /** Bytes per mapping (a mapping is at most 2 GiB); the data mappings overlap by {@link #LONGEST_IV}. */
    private static final long CHUNK = 1L << 30;
    /** No IV the build writes is longer: an inline value this long would be refused as the table is written. */
    static final int LONGEST_IV = 4096;

    private final MappedByteBuffer[] offsets;
    private final MappedByteBuffer[] data;
    private final long count;

    /** Appends IVs in rank order to two files: the bytes, and each IV's end offset. */
    public static final class Writer implements AutoCloseable {
        private final DataOutputStream data;
        private final DataOutputStream ends;
        private long written;
        private long count;

        public Writer(SpillFiles spill, Path dataFile, Path endsFile) throws IOException {
            this.data = spill.create(dataFile);
            this.ends = spill.create(endsFile);
        }

        void add(byte[] iv) throws IOException {
            if (iv.length > LONGEST_IV) {
                throw new IOException("an inline value's IV is " + iv.length + " bytes; the sorted build takes at most " + LONGEST_IV);
            }
            data.write(iv);
            written += iv.length;
            ends.writeLong(written);
            count++;
        }

        long count() {
            return count;
        }

        @Override
        public void close() throws IOException {
            data.close();
            ends.close();
        }
    }

    public IvTable(Path dataFile, Path endsFile, long count) throws IOException {
        this.count = count;
        this.offsets = map(endsFile, 0);
        this.data = map(dataFile, LONGEST_IV);
    }

    private static MappedByteBuffer[] map(Path file, int overlap) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            int n = (int) Math.max(1, (size + CHUNK - 1) / CHUNK);
            MappedByteBuffer[] maps = new MappedByteBuffer[n];
            for (int i = 0; i < n; i++) {
                long from = i * CHUNK;
                maps[i] = ch.map(FileChannel.MapMode.READ_ONLY, from, Math.min(size - from, CHUNK + overlap));
            }
            return maps;
        }
    }

    long count() {
        return count;
    }

    private long end(long rank) {
        if (rank < 0) return 0;
        long at = rank * Long.BYTES;
        return offsets[(int) (at / CHUNK)].getLong((int) (at % CHUNK));
    }

    /** Copies the IV of {@code rank} into {@code to} at {@code at}; returns its length. */
    int copy(long rank, byte[] to, int at) {
        long from = end(rank - 1);
        int length = (int) (end(rank) - from);
        data[(int) (from / CHUNK)].get((int) (from % CHUNK), to, at, length);
        return length;
    }

    @Override
    public void close() {
        // Mappings go with their buffers; the files are deleted by the spill directory.
    }
}
