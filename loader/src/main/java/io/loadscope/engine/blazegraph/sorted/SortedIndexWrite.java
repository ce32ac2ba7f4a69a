package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.IIndex;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;

/**
 * One statement index written in key order: the runs' sorted files for that index merged, duplicates across runs
 * dropped, each statement's key made from its terms' IVs, and the index's B+tree built from them bottom-up
 * ({@link PackedBTree}); where it cannot be ({@link PackedBTree#whyNot}), each key is inserted, which in key order
 * touches each leaf once instead of once per batch that lands in it.
 */
public final class SortedIndexWrite {
    /** Statements between progress reports. */
    static final int REPORT_EVERY = 1 << 16;

    private static final class Cursor {
        final SpillInput in;
        long hi;
        long lo;

        Cursor(SpillInput in) {
            this.in = in;
        }

        boolean next() throws IOException {
            if (!in.has(2 * Long.BYTES)) return false;
            hi = in.readLong();
            lo = in.readLong();
            return true;
        }
    }

    /**
     * What one index's write saw: statements written, keys that arrived below the previous one (expected: 0), and how
     * the tree was made (packed bottom-up, or inserted key by key and why).
     */
    public record Result(long written, long outOfOrder, String how) {
    }

    private SortedIndexWrite() {
    }

    /** Statements whose keys are made in one piece: on a helper thread where there are helpers. */
    static final int KEY_BATCH = 4096;

    /**
     * @param value   the tuple value every statement gets (an explicit statement's flags)
     * @param report  called with the statements written since the last call, every {@link #REPORT_EVERY}
     * @param helpers make the statements' keys from their terms' IVs a batch at a time, and code and store full leaves,
     *                while this thread merges the runs and fills the leaves in key order
     */
    public static Result write(SpillFiles spill, List<Path> runs, IvTable ivs, IIndex index, byte[] value, LongConsumer report,
                               IndexHelpers helpers) throws IOException {
        PriorityQueue<Cursor> queue = new PriorityQueue<>((a, b) -> {
            int c = Long.compare(a.hi, b.hi);
            return c != 0 ? c : Long.compare(a.lo, b.lo);
        });
        Cursor[] cursors = new Cursor[runs.size()];
        Writer writer = new Writer(new AscendingIndexWrite(index, null, helpers), value, report);
        ArrayDeque<Future<byte[][]>> batches = new ArrayDeque<>();
        int maxBatches = 2 * helpers.threads() + 2;
        try {
            for (int i = 0; i < cursors.length; i++) {
                cursors[i] = new Cursor(new SpillInput(runs.get(i)));
                if (cursors[i].next()) queue.add(cursors[i]);
            }
            long lastHi = -1, lastLo = -1;
            long[] his = new long[KEY_BATCH], los = new long[KEY_BATCH];
            int n = 0;
            while (!queue.isEmpty()) {
                Cursor c = queue.poll();
                long hi = c.hi, lo = c.lo;
                if (c.next()) queue.add(c);
                if (hi == lastHi && lo == lastLo) continue;
                lastHi = hi;
                lastLo = lo;
                his[n] = hi;
                los[n] = lo;
                if (++n < KEY_BATCH) continue;
                long[] h = his, l = los;
                int count = n;
                batches.add(helpers.submit(() -> keys(ivs, h, l, count)));
                his = new long[KEY_BATCH];
                los = new long[KEY_BATCH];
                // The keys are taken in the order they were handed out; while the oldest is not ready, merge on.
                while (!batches.isEmpty() && (batches.size() > maxBatches || batches.peek().isDone())) {
                    writer.add(IndexHelpers.await(batches.poll()));
                }
                n = 0;
            }
            while (!batches.isEmpty()) writer.add(IndexHelpers.await(batches.poll()));
            if (n > 0) writer.add(keys(ivs, his, los, n));
        } finally {
            for (Cursor c : cursors) if (c != null) c.in.close();
            // A failure leaves batches in flight: wait for them, so no helper reads the IV table after this returns.
            for (Future<byte[][]> f : batches) {
                try {
                    IndexHelpers.await(f);
                } catch (RuntimeException | Error ignored) {
                    // the first failure is the one thrown
                }
            }
        }
        return writer.finish();
    }

    /**
     * The keys of statements {@code his[i], los[i]} (ascending, distinct), made from their terms' IVs. The key's first one
     * or two terms are often the previous key's (a subject's statements in SPO, a predicate's in POS): their IVs are then
     * still in the buffer, and only what follows them is copied.
     */
    static byte[][] keys(IvTable ivs, long[] his, long[] los, int count) {
        byte[][] keys = new byte[count][];
        byte[] buffer = new byte[3 * IvTable.LONGEST_IV];
        long first = -1, second = -1;
        int firstEnd = 0, secondEnd = 0;
        for (int i = 0; i < count; i++) {
            long hi = his[i], lo = los[i];
            long f = SortedStatements.first(hi), s = SortedStatements.second(hi, lo);
            if (f != first) {
                first = f;
                firstEnd = ivs.copy(f, buffer, 0);
                second = -1;
            }
            if (s != second) {
                second = s;
                secondEnd = firstEnd + ivs.copy(s, buffer, firstEnd);
            }
            int n = secondEnd + ivs.copy(SortedStatements.third(lo), buffer, secondEnd);
            keys[i] = Arrays.copyOf(buffer, n);
        }
        return keys;
    }

    /** Takes keys in ascending order into the index: drops a key equal to the one before, counts and reports. */
    private static final class Writer {
        private final AscendingIndexWrite out;
        private final byte[] value;
        private final LongConsumer report;
        private byte[] previousKey;
        private long written, outOfOrder, unreported;

        Writer(AscendingIndexWrite out, byte[] value, LongConsumer report) {
            this.out = out;
            this.value = value;
            this.report = report;
        }

        void add(byte[][] keys) {
            for (byte[] key : keys) {
                int order = previousKey == null ? -1 : Arrays.compareUnsigned(previousKey, key);
                // Two terms with one inline value ("1" and "01" as xsd:integer) make one key: the store keeps it once.
                if (order == 0) continue;
                if (order > 0) {
                    outOfOrder++;
                    if (out.packed()) throw new IllegalStateException("the merged runs gave a key out of order for "
                            + out.index().getIndexMetadata().getName() + ": the bottom-up build needs them in order");
                }
                previousKey = key;
                out.add(key, value);
                written++;
                if (++unreported == REPORT_EVERY) {
                    report.accept(unreported);
                    unreported = 0;
                }
            }
        }

        Result finish() {
            out.finish();
            report.accept(unreported);
            return new Result(written, outOfOrder, out.packed() ? "packed bottom-up" : "inserted in key order (" + out.whyNot() + ")");
        }
    }
}
