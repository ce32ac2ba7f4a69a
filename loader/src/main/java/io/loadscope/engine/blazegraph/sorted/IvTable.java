package io.loadscope.engine.blazegraph.sorted;

import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Every distinct term's IV encoding by rank (its place in identity order): the index writers look up three per
 * statement, and the table would not fit the heap at the sizes the build is for.
 * <p>
 * Most terms get a term id, handed out by the lexicon's merge one after the other in rank order, and all term ids of one
 * kind (IRI, literal, blank node) share the IV's first byte and sort together: over such a range of ranks the IV is
 * that byte and the id, {@code firstId + (rank - firstRank)}, computed with no memory read. The ranges are a few
 * longs ({@link TermIdRanges}). Only the other ranks (inline values, BLOBS entries) have a slot on disk,
 * memory-mapped (the page cache holds what is used; the heap holds nothing of it): with every rank in the table the
 * writers' reads at random ranks (a statement's second and third terms) missed the caches and the TLB nearly every
 * time (27 % of the statement-index phase's samples in a profiled build of 100 M Wikidata-shaped statements).
 * <p>
 * Each slotted rank has a slot of {@value #SLOT} bytes: its length in the first byte and the IV after it, or, for an
 * IV longer than {@value #SHORT_IV} bytes (rare: a long inline literal), a zero, the length and where the IV lies in a
 * second file. A slot is one read within one cache line.
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
        private final Path slotsFile;
        private final Path longIvsFile;
        private final TermIdRanges.Builder ranges = new TermIdRanges.Builder();
        private long longBytes;
        private long count;
        private boolean closed;

        public Writer(SpillFiles spill, Path slotsFile, Path longIvsFile) throws IOException {
            this.slotsFile = slotsFile;
            this.longIvsFile = longIvsFile;
            this.slots = spill.create(slotsFile);
            this.longIvs = spill.create(longIvsFile);
        }

        /**
         * The next rank's IV, the term id {@code id} gave it: computed when read where it continues the range of the
         * rank before (same first byte, the next id) and its bytes are what that computation gives; else slotted.
         */
        void addTermId(byte[] iv, long id) throws IOException {
            if (ranges.add(count, iv, id)) count++;
            else add(iv);
        }

        /** The next rank's IV, kept in a slot. */
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
            if (closed) return;
            closed = true;
            slots.close();
            longIvs.close();
        }

        /** The table as written, to read (after {@link #close}). */
        public IvTable table() throws IOException {
            if (!closed) throw new IllegalStateException("the IV table is read once it is written and closed");
            return new IvTable(slotsFile, longIvsFile, count, ranges.build());
        }
    }

    private final TermIdRanges termIds;

    private IvTable(Path slotsFile, Path longIvsFile, long count, TermIdRanges termIds) throws IOException {
        this.count = count;
        this.termIds = termIds;
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

    /** Ranks whose IV is computed from a term id (no slot). */
    public long computed() {
        return termIds.ranks();
    }

    /** Copies the IV of {@code rank} into {@code to} at {@code at}; returns its length. */
    int copy(long rank, byte[] to, int at) {
        int range = termIds.rangeOf(rank);
        if (range >= 0 && termIds.contains(range, rank)) return termIds.copy(range, rank, to, at);
        long position = (rank - termIds.ranksThrough(range)) * SLOT;
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
