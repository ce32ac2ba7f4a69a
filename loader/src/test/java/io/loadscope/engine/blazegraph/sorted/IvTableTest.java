package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.keys.KeyBuilder;
import com.bigdata.rdf.internal.VTE;
import com.bigdata.rdf.internal.impl.TermId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Every IV reads back by its rank as it was written, whatever its length: those a slot holds (1 to 15 bytes, each
 * byte value, the high bit set included), those kept apart (16 bytes up to the longest), in any order of ranks, copied
 * to any place in a buffer, and nothing around that place is touched.
 */
class IvTableTest {
    @TempDir
    Path dir;

    private IvTable write(List<byte[]> ivs) throws IOException {
        SpillFiles spill = new SpillFiles(dir.resolve("spill"));
        Path slots = spill.file("iv-slots"), longs = spill.file("iv-long");
        IvTable.Writer w = new IvTable.Writer(spill, slots, longs);
        try (w) {
            for (byte[] iv : ivs) w.add(iv);
            assertEquals(ivs.size(), w.count());
        }
        return w.table();
    }

    private static byte[] termId(VTE vte, long id) {
        return new TermId<>(vte, id).encode(KeyBuilder.newInstance()).getKey();
    }

    /**
     * Term ids handed out one after the other, as the lexicon's merge does (IRIs, then literals, then blank nodes, with
     * inline values and BLOBS entries between the kinds), read back as Blazegraph encodes them, computed with no slot;
     * the slotted ranks around and between the ranges read back too. An id that does not follow, or bytes that are not a
     * term id's encoding, are slotted.
     */
    @Test
    void termIdsInRangesAreComputedAsBlazegraphEncodesThemAndTheRanksAroundThemAreSlotted() throws IOException {
        SpillFiles spill = new SpillFiles(dir.resolve("spill"));
        IvTable.Writer w = new IvTable.Writer(spill, spill.file("iv-slots"), spill.file("iv-long"));
        List<byte[]> ivs = new ArrayList<>();
        Random random = new Random(7);
        long id = 0;
        long computed = 0;
        try (w) {
            for (VTE vte : new VTE[] {VTE.URI, VTE.LITERAL, VTE.BNODE}) {
                for (int i = 0; i < 3; i++) {
                    byte[] inline = new byte[1 + random.nextInt(20)];
                    random.nextBytes(inline);
                    w.add(inline);
                    ivs.add(inline);
                }
                int n = vte == VTE.URI ? 70_000 : 1_000;
                for (int i = 0; i < n; i++) {
                    byte[] iv = termId(vte, ++id);
                    w.addTermId(iv, id);
                    ivs.add(iv);
                    computed++;
                }
            }
            // An id that skips one starts a range of its own; bytes that are not the id's encoding are slotted.
            byte[] skipped = termId(VTE.URI, id + 2);
            w.addTermId(skipped, id + 2);
            ivs.add(skipped);
            computed++;
            byte[] notTheId = termId(VTE.URI, id + 3);
            w.addTermId(notTheId, id + 4);
            ivs.add(notTheId);
            byte[] huge = termId(VTE.LITERAL, 1L << 60);
            w.addTermId(huge, 1L << 60);
            ivs.add(huge);
            computed++;
        }
        IvTable table = w.table();
        assertEquals(ivs.size(), table.count());
        assertEquals(computed, table.computed());
        byte[] buffer = new byte[64];
        for (int rank = 0; rank < ivs.size(); rank++) {
            Arrays.fill(buffer, (byte) 0x5A);
            int length = table.copy(rank, buffer, 5);
            assertArrayEquals(ivs.get(rank), Arrays.copyOfRange(buffer, 5, 5 + length), "rank " + rank);
            assertEquals((byte) 0x5A, buffer[4]);
            assertEquals((byte) 0x5A, buffer[5 + length]);
        }
    }

    @Test
    void everyLengthReadsBackByRankAtAnyPlaceAndNothingAroundItChanges() throws IOException {
        Random random = new Random(42);
        List<byte[]> ivs = new ArrayList<>();
        for (int length : new int[] {1, 2, 7, 8, 9, 14, 15, 16, 17, 100, IvTable.LONGEST_IV}) {
            for (int k = 0; k < 3; k++) {
                byte[] iv = new byte[length];
                random.nextBytes(iv);
                ivs.add(iv);
            }
        }
        byte[] highBits = new byte[15];
        Arrays.fill(highBits, (byte) 0xFF);
        ivs.add(highBits);
        for (int i = 0; i < 5000; i++) {
            byte[] iv = new byte[1 + random.nextInt(random.nextInt(10) == 0 ? 40 : 15)];
            random.nextBytes(iv);
            ivs.add(iv);
        }
        IvTable table = write(ivs);
        assertEquals(ivs.size(), table.count());
        byte[] buffer = new byte[3 * IvTable.LONGEST_IV + 64];
        for (int n = 0; n < 20000; n++) {
            int rank = random.nextInt(ivs.size());
            int at = random.nextInt(2 * IvTable.LONGEST_IV);
            Arrays.fill(buffer, (byte) 0x5A);
            int length = table.copy(rank, buffer, at);
            byte[] expected = ivs.get(rank);
            assertEquals(expected.length, length, "rank " + rank);
            assertArrayEquals(expected, Arrays.copyOfRange(buffer, at, at + length), "rank " + rank);
            for (int i = 0; i < buffer.length; i++) {
                if (i < at || i >= at + length) assertEquals((byte) 0x5A, buffer[i], "byte " + i + " around rank " + rank);
            }
        }
    }

    @Test
    void anIvLongerThanTheLongestOrEmptyIsRefusedAsTheTableIsWritten() throws IOException {
        SpillFiles spill = new SpillFiles(dir.resolve("spill"));
        try (IvTable.Writer w = new IvTable.Writer(spill, spill.file("iv-slots"), spill.file("iv-long"))) {
            IOException tooLong = assertThrows(IOException.class, () -> w.add(new byte[IvTable.LONGEST_IV + 1]));
            assertEquals("an inline value's IV is " + (IvTable.LONGEST_IV + 1) + " bytes; the sorted build takes at most "
                    + IvTable.LONGEST_IV, tooLong.getMessage());
            assertThrows(IOException.class, () -> w.add(new byte[0]));
        }
    }

    @Test
    void aTableWithNoLongIvsReads() throws IOException {
        IvTable table = write(List.of(new byte[] {1}, new byte[] {2, 3}));
        byte[] buffer = new byte[8];
        assertEquals(2, table.copy(1, buffer, 3));
        assertArrayEquals(new byte[] {0, 0, 0, 2, 3, 0, 0, 0}, buffer);
    }
}
