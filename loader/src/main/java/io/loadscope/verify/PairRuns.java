package io.loadscope.verify;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Pairs of longs (key, value), sorted by key then value, in bounded memory: pairs collect in a primitive
 * array; a full array is sorted and spilled to a temporary file; reading merges the runs. 16 bytes per
 * pair on disk, at most {@code runPairs * 16} bytes of heap. Verification of 10^8 statements needs no
 * more heap than of 10^6.
 */
final class PairRuns implements AutoCloseable {
    private final int runPairs;
    private final Path dir;
    private long[] buf;
    private int size;
    private final List<Path> runs = new ArrayList<>();

    PairRuns(int runPairs, Path dir) {
        this.runPairs = runPairs;
        this.dir = dir;
        // Small to start with: a verification keeps several of these, and most stay small (differences, departures).
        this.buf = new long[Math.min(runPairs, 1 << 10) * 2];
    }

    void add(long key, long value) {
        if (size * 2 == buf.length) {
            if (size == runPairs) spill();
            else buf = Arrays.copyOf(buf, Math.min(runPairs, size * 2) * 2);
        }
        buf[size * 2] = key;
        buf[size * 2 + 1] = value;
        size++;
    }

    boolean isEmpty() {
        return size == 0 && runs.isEmpty();
    }

    private void sortBuffer() {
        sort(buf, 0, size - 1);
    }

    /** In-place quicksort of interleaved pairs by (key, value); primitive, so no boxing of millions of pairs. */
    private static void sort(long[] a, int lo, int hi) {
        while (lo < hi) {
            if (hi - lo < 16) {
                for (int i = lo + 1; i <= hi; i++) {
                    for (int j = i; j > lo && compare(a, j - 1, j) > 0; j--) swap(a, j - 1, j);
                }
                return;
            }
            int mid = (lo + hi) >>> 1;
            long pk = a[mid * 2];
            long pv = a[mid * 2 + 1];
            // Three-way partition: equal pairs (duplicate statements are common) end up in the middle.
            int lt = lo;
            int i = lo;
            int gt = hi;
            while (i <= gt) {
                int c = Long.compare(a[i * 2], pk);
                if (c == 0) c = Long.compare(a[i * 2 + 1], pv);
                if (c < 0) swap(a, lt++, i++);
                else if (c > 0) swap(a, i, gt--);
                else i++;
            }
            // Recurse into the smaller side, loop over the larger: bounded stack depth.
            if (lt - lo < hi - gt) {
                sort(a, lo, lt - 1);
                lo = gt + 1;
            } else {
                sort(a, gt + 1, hi);
                hi = lt - 1;
            }
        }
    }

    private static int compare(long[] a, int i, int j) {
        int c = Long.compare(a[i * 2], a[j * 2]);
        return c != 0 ? c : Long.compare(a[i * 2 + 1], a[j * 2 + 1]);
    }

    private static void swap(long[] a, int i, int j) {
        long k = a[i * 2];
        long v = a[i * 2 + 1];
        a[i * 2] = a[j * 2];
        a[i * 2 + 1] = a[j * 2 + 1];
        a[j * 2] = k;
        a[j * 2 + 1] = v;
    }

    private void spill() {
        sortBuffer();
        try {
            Files.createDirectories(dir);
            Path run = Files.createTempFile(dir, "run", ".bin");
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(run), 1 << 16))) {
                for (int i = 0; i < size * 2; i++) out.writeLong(buf[i]);
            }
            runs.add(run);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot spill verification data to " + dir, e);
        }
        size = 0;
    }

    /** A cursor over all pairs in order, after the last add; each call starts another pass over them. */
    Cursor sorted() throws IOException {
        sortBuffer();
        List<Cursor> sources = new ArrayList<>();
        sources.add(new ArrayCursor(buf, size));
        for (Path run : runs) sources.add(new FileCursor(run));
        return sources.size() == 1 ? sources.get(0) : new MergeCursor(sources);
    }

    @Override
    public void close() throws IOException {
        for (Path run : runs) Files.deleteIfExists(run);
    }

    /** Sorted pairs, one at a time. */
    interface Cursor {
        /** Advances; false at the end. */
        boolean next() throws IOException;

        long key();

        long value();
    }

    private static final class ArrayCursor implements Cursor {
        private final long[] a;
        private final int n;
        private int i = -1;

        ArrayCursor(long[] a, int n) {
            this.a = a;
            this.n = n;
        }

        public boolean next() {
            return ++i < n;
        }

        public long key() {
            return a[i * 2];
        }

        public long value() {
            return a[i * 2 + 1];
        }
    }

    private static final class FileCursor implements Cursor {
        private final DataInputStream in;
        private long key;
        private long value;

        FileCursor(Path file) throws IOException {
            in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16));
        }

        public boolean next() throws IOException {
            try {
                key = in.readLong();
                value = in.readLong();
                return true;
            } catch (EOFException e) {
                in.close();
                return false;
            }
        }

        public long key() {
            return key;
        }

        public long value() {
            return value;
        }
    }

    private static final class MergeCursor implements Cursor {
        private final PriorityQueue<Cursor> heap = new PriorityQueue<>((x, y) -> {
            int c = Long.compare(x.key(), y.key());
            return c != 0 ? c : Long.compare(x.value(), y.value());
        });
        private long key;
        private long value;

        MergeCursor(List<Cursor> sources) throws IOException {
            for (Cursor c : sources) if (c.next()) heap.add(c);
        }

        public boolean next() throws IOException {
            Cursor top = heap.poll();
            if (top == null) return false;
            key = top.key();
            value = top.value();
            if (top.next()) heap.add(top);
            return true;
        }

        public long key() {
            return key;
        }

        public long value() {
            return value;
        }
    }
}
