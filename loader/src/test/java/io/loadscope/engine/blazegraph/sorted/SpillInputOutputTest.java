package io.loadscope.engine.blazegraph.sorted;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bulk spill reader and writer keep the bytes {@code DataOutputStream} and {@code DataInputStream} use, across the
 * megabyte buffer's edges, so the build's files read the same whichever side wrote them.
 */
class SpillInputOutputTest {
    @Test
    void intsAndLongsWrittenInBulkAreTheBytesADataOutputStreamWrites(@TempDir Path dir) throws IOException {
        SpillFiles spill = new SpillFiles(dir.resolve("spill"));
        Path bulk = spill.file("bulk"), stream = spill.file("stream");
        SplittableRandom random = new SplittableRandom(7);
        // More than two buffers' worth, and an odd count of ints first so the longs straddle the buffer's edges.
        int ints = 300_001, longs = 200_003;
        long[] values = random.longs(ints + longs).toArray();
        try (SpillOutput out = new SpillOutput(spill, bulk); DataOutputStream ref = spill.create(stream)) {
            for (int i = 0; i < ints; i++) {
                out.writeInt((int) values[i]);
                ref.writeInt((int) values[i]);
            }
            for (int i = ints; i < values.length; i++) {
                out.writeLong(values[i]);
                ref.writeLong(values[i]);
            }
        }
        assertArrayEquals(Files.readAllBytes(stream), Files.readAllBytes(bulk));
        assertEquals(2 * Files.size(bulk), spill.bytes(), "both files counted once closed");

        try (SpillInput in = new SpillInput(bulk); DataInputStream ref = spill.open(stream)) {
            for (int i = 0; i < ints; i++) assertEquals(ref.readInt(), in.readInt());
            for (int i = ints; i < values.length; i++) assertEquals(ref.readLong(), in.readLong());
            assertFalse(in.has(Long.BYTES), "the file's end");
            assertThrows(EOFException.class, in::readInt);
        }
    }

    @Test
    void aSkipLandsWhereTheSameBytesReadWouldHave(@TempDir Path dir) throws IOException {
        SpillFiles spill = new SpillFiles(dir.resolve("spill"));
        Path file = spill.file("positions");
        int n = 1_000_000;
        try (SpillOutput out = new SpillOutput(spill, file)) {
            for (int i = 0; i < n; i++) out.writeInt(i);
        }
        for (long skip : new long[] {0, 4, 4L * 262_143, 4L * 262_144, 4L * 700_001}) {
            try (SpillInput in = new SpillInput(file)) {
                in.skip(skip);
                assertEquals(skip / 4, in.readInt());
                assertTrue(in.has(Integer.BYTES));
            }
        }
        try (SpillInput in = new SpillInput(file)) {
            in.readInt();
            in.skip(4L * 500_000);
            assertEquals(500_001, in.readInt(), "a skip after a read counts from where the read stopped");
        }
        try (SpillInput in = new SpillInput(file)) {
            in.skip(4L * n - 2);
            assertThrows(EOFException.class, in::readInt, "two bytes left are no int");
        }
    }
}
