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
        Writer writer = new Writer(new AscendingIndexWrite(index, null, helpers), value, report);
        ArrayDeque<Future<byte[][]>> batches = new ArrayDeque<>();
        int maxBatches = 2 * helpers.threads() + 2;
        try (Merge merge = new Merge(runs)) {
            while (true) {
                long[] his = new long[KEY_BATCH], los = new long[KEY_BATCH];
                int count = merge.fill(his, los);
                if (count == 0) break;
                batches.add(helpers.submit(() -> keys(ivs, his, los, count)));
                // The keys are taken in the order they were handed out; while the oldest is not ready, merge on.
                while (!batches.isEmpty() && (batches.size() > maxBatches || batches.peek().isDone())) {
                    writer.add(IndexHelpers.await(batches.poll()));
                }
            }
            while (!batches.isEmpty()) writer.add(IndexHelpers.await(batches.poll()));
        } finally {
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
     * The runs' files merged, a batch of distinct statements per call. The merge is a loop over every statement of the
     * index; run as one call, it is compiled on the stack (on-stack replacement), and each time the JIT gives up that code
     * (its assumptions about branches or classes stop holding) the loop falls back to the interpreter until it is
     * compiled on the stack again: the first index's writer spent a second of its CPU so in a profiled two-core build of
     * BSBM 10 M. A call per batch is compiled as any method is, and a call after such a change runs the method's new
     * code. The build's other merges and copies over a whole file run in steps for the same reason.
     */
    static final class Merge implements java.io.Closeable {
        private final PriorityQueue<Cursor> queue = new PriorityQueue<>((a, b) -> {
            int c = Long.compare(a.hi, b.hi);
            return c != 0 ? c : Long.compare(a.lo, b.lo);
        });
        private final Cursor[] cursors;
        private long lastHi = -1, lastLo = -1;

        Merge(List<Path> runs) throws IOException {
            cursors = new Cursor[runs.size()];
            try {
                for (int i = 0; i < cursors.length; i++) {
                    cursors[i] = new Cursor(new SpillInput(runs.get(i)));
                    if (cursors[i].next()) queue.add(cursors[i]);
                }
            } catch (IOException | RuntimeException | Error e) {
                close();
                throw e;
            }
        }

        /** Fills {@code his} and {@code los} with the next distinct statements in key order; how many (0 at the end). */
        int fill(long[] his, long[] los) throws IOException {
            int n = 0;
            while (n < his.length && !queue.isEmpty()) {
                Cursor c = queue.poll();
                long hi = c.hi, lo = c.lo;
                if (c.next()) queue.add(c);
                if (hi == lastHi && lo == lastLo) continue;
                lastHi = hi;
                lastLo = lo;
                his[n] = hi;
                los[n] = lo;
                n++;
            }
            return n;
        }

        @Override
        public void close() throws IOException {
            IOException first = null;
            for (Cursor c : cursors) {
                if (c == null) continue;
                try {
                    c.in.close();
                } catch (IOException e) {
                    if (first == null) first = e;
                }
            }
            if (first != null) throw first;
        }
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
