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
 * <p>
 * Each rank has a slot of {@value #SLOT} bytes at {@code rank * SLOT}: its length in the first byte and the IV after it,
 * or, for an IV longer than {@value #SHORT_IV} bytes (rare: a long inline literal), a zero, the length and where the IV
 * lies in a second file. Why fixed slots: most lookups are at random ranks (the second and third terms of a key), and
 * with an offset table and the bytes apart each was two memory reads, the second waiting for the first, each likely a
 * cache miss once the table outgrows the CPU's caches (about a third of the index writers' samples, in a profiled build
 * at 10 M); a slot is one read within one cache line, and the reads of different statements do not wait for each other.
 */
public final class IvTable implements AutoCloseable {
    /** Bytes per rank; divides {@link #CHUNK}, so no slot straddles two mappings. */
    static final int SLOT = 16;
    /** The longest IV a slot holds itself (term ids take 9 bytes, most inline values fewer). */
    static final int SHORT_IV = SLOT - 1;
    /** Bytes per mapping (a mapping is at most 2 GiB); the long IVs' mappings overlap by {@link #LONGEST_IV}. */
    private static final long CHUNK = 1L << 30;
    /** No IV the build writes is longer: an inline value this long would be refused as the table is written. */
    static final int LONGEST_IV = 4096;

    private final MappedByteBuffer[] slots;
    private final MappedByteBuffer[] longIvs;
    private final long count;

    /** Appends IVs in rank order: a slot each, and the bytes of the long ones to a file of their own. */
    public static final class Writer implements AutoCloseable {
        private final DataOutputStream slots;
        private final DataOutputStream longIvs;
        private final byte[] slot = new byte[SLOT];
        private long longBytes;
        private long count;

        public Writer(SpillFiles spill, Path slotsFile, Path longIvsFile) throws IOException {
            this.slots = spill.create(slotsFile);
            this.longIvs = spill.create(longIvsFile);
        }

        void add(byte[] iv) throws IOException {
            if (iv.length > LONGEST_IV) {
                throw new IOException("an inline value's IV is " + iv.length + " bytes; the sorted build takes at most " + LONGEST_IV);
            }
            if (iv.length == 0) throw new IOException("an empty IV");
            java.util.Arrays.fill(slot, (byte) 0);
            if (iv.length <= SHORT_IV) {
                slot[0] = (byte) iv.length;
                System.arraycopy(iv, 0, slot, 1, iv.length);
                slots.write(slot);
            } else {
                slots.write(slot, 0, 4);
                slots.writeInt(iv.length);
                slots.writeLong(longBytes);
                longIvs.write(iv);
                longBytes += iv.length;
            }
            count++;
        }

        long count() {
            return count;
        }

        @Override
        public void close() throws IOException {
            slots.close();
            longIvs.close();
        }
    }

    public IvTable(Path slotsFile, Path longIvsFile, long count) throws IOException {
        this.count = count;
        this.slots = map(slotsFile, 0);
        this.longIvs = map(longIvsFile, LONGEST_IV);
    }

    private static MappedByteBuffer[] map(Path file, int overlap) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            int n = (int) Math.max(1, (size + CHUNK - 1) / CHUNK);
            MappedByteBuffer[] maps = new MappedByteBuffer[n];
            for (int i = 0; i < n; i++) {
                long from = i * CHUNK;
                maps[i] = ch.map(FileChannel.MapMode.READ_ONLY, from, Math.max(0, Math.min(size - from, CHUNK + overlap)));
            }
            return maps;
        }
    }

    long count() {
        return count;
    }

    /** Copies the IV of {@code rank} into {@code to} at {@code at}; returns its length. */
    int copy(long rank, byte[] to, int at) {
        long position = rank * SLOT;
        MappedByteBuffer m = slots[(int) (position / CHUNK)];
        int p = (int) (position % CHUNK);
        long head = m.getLong(p), tail = m.getLong(p + Long.BYTES);
        int length = (int) (head >>> 56);
        if (length > 0) {
            // The slot's bytes 1..7 are head's low seven, 8..15 are tail's, both big-endian.
            int fromHead = Math.min(length, 7);
            for (int i = 0; i < fromHead; i++) to[at + i] = (byte) (head >>> (48 - 8 * i));
            for (int i = 7; i < length; i++) to[at + i] = (byte) (tail >>> (56 - 8 * (i - 7)));
            return length;
        }
        int longLength = (int) head;
        longIvs[(int) (tail / CHUNK)].get((int) (tail % CHUNK), to, at, longLength);
        return longLength;
    }

    @Override
    public void close() {
        // Mappings go with their buffers; the files are deleted by the spill directory.
    }
}
