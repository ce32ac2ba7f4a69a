package io.loadscope.engine.blazegraph.sorted;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Byte strings appended into large arrays and found again by address, for what a run keeps per term: a few thousand
 * arrays instead of one or more objects per term, which the young collections would copy while the run fills and whose
 * pointers from old arrays the collector would track. An address is the chunk's index in the high half and the offset in
 * it in the low; a string is never split across chunks.
 */
final class ByteChunks {
    /**
     * Bytes per chunk: under G1's humongous threshold (half a region, at least 512 KiB), so a chunk is an ordinary young
     * object, and large enough that a run of a gigabyte has a few thousand. A longer string gets a chunk of its own.
     */
    static final int CHUNK = 1 << 18;

    private final List<byte[]> chunks = new ArrayList<>();
    private byte[] chunk;
    private int used;

    /** Appends {@code a[0, length)}; returns where it starts. */
    long append(byte[] a, int length) {
        return append(a, length, a, 0);
    }

    /** Appends {@code a[from, from + length)}; returns where it starts. */
    long appendRange(byte[] a, int from, int length) {
        if (chunk == null || length > chunk.length - used) {
            chunk = new byte[Math.max(CHUNK, length)];
            chunks.add(chunk);
            used = 0;
        }
        System.arraycopy(a, from, chunk, used, length);
        long address = ((long) (chunks.size() - 1) << 32) | used;
        used += length;
        return address;
    }

    /** Appends {@code a[0, aLength)} and then {@code b[0, bLength)}, one after the other; returns where they start. */
    long append(byte[] a, int aLength, byte[] b, int bLength) {
        int length = aLength + bLength;
        if (chunk == null || length > chunk.length - used) {
            chunk = new byte[Math.max(CHUNK, length)];
            chunks.add(chunk);
            used = 0;
        }
        System.arraycopy(a, 0, chunk, used, aLength);
        if (bLength > 0) System.arraycopy(b, 0, chunk, used + aLength, bLength);
        long address = ((long) (chunks.size() - 1) << 32) | used;
        used += length;
        return address;
    }

    /** The unsigned order of the {@code aLength} bytes at {@code a} and the {@code bLength} bytes at {@code b}. */
    int compare(long a, int aLength, long b, int bLength) {
        int fa = (int) a, fb = (int) b;
        return Arrays.compareUnsigned(chunkOf(a), fa, fa + aLength, chunkOf(b), fb, fb + bLength);
    }

    boolean equal(long a, int aLength, long b, int bLength) {
        int fa = (int) a, fb = (int) b;
        return Arrays.equals(chunkOf(a), fa, fa + aLength, chunkOf(b), fb, fb + bLength);
    }

    /** Whether the {@code length} bytes at {@code a} are {@code x[0, xLength)}. */
    boolean equal(long a, int length, byte[] x, int xLength) {
        int fa = (int) a;
        return Arrays.equals(chunkOf(a), fa, fa + length, x, 0, xLength);
    }

    /** Whether the {@code length} bytes at {@code a} are {@code x[from, from + length)}. */
    boolean equalRange(long a, int length, byte[] x, int from) {
        int fa = (int) a;
        return Arrays.equals(chunkOf(a), fa, fa + length, x, from, from + length);
    }

    /** Copies the {@code length} bytes at {@code a} to {@code into[0, length)}. */
    void copy(long a, int length, byte[] into) {
        System.arraycopy(chunkOf(a), (int) a, into, 0, length);
    }

    void write(SpillOutput out, long a, int length) throws IOException {
        out.write(chunkOf(a), (int) a, length);
    }

    private byte[] chunkOf(long address) {
        return chunks.get((int) (address >>> 32));
    }
}
