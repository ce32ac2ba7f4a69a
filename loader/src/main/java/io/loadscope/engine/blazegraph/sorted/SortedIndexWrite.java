package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.IIndex;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
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

    /**
     * @param value  the tuple value every statement gets (an explicit statement's flags)
     * @param report called with the statements written since the last call, every {@link #REPORT_EVERY}
     */
    public static Result write(SpillFiles spill, List<Path> runs, IvTable ivs, IIndex index, byte[] value, LongConsumer report)
            throws IOException {
        PriorityQueue<Cursor> queue = new PriorityQueue<>((a, b) -> {
            int c = Long.compare(a.hi, b.hi);
            return c != 0 ? c : Long.compare(a.lo, b.lo);
        });
        Cursor[] cursors = new Cursor[runs.size()];
        byte[] buffer = new byte[3 * IvTable.LONGEST_IV];
        byte[] previousKey = null;
        long written = 0, outOfOrder = 0, unreported = 0;
        AscendingIndexWrite out = new AscendingIndexWrite(index, null);
        try {
            for (int i = 0; i < cursors.length; i++) {
                cursors[i] = new Cursor(new SpillInput(runs.get(i)));
                if (cursors[i].next()) queue.add(cursors[i]);
            }
            long lastHi = -1, lastLo = -1;
            // The key's first one or two terms are often the previous key's (a subject's statements in SPO, a predicate's
            // in POS): their IVs are then still in the buffer, and only what follows them is copied.
            long first = -1, second = -1;
            int firstEnd = 0, secondEnd = 0;
            while (!queue.isEmpty()) {
                Cursor c = queue.poll();
                long hi = c.hi, lo = c.lo;
                if (c.next()) queue.add(c);
                if (hi == lastHi && lo == lastLo) continue;
                lastHi = hi;
                lastLo = lo;
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
                byte[] key = Arrays.copyOf(buffer, n);
                int order = previousKey == null ? -1 : Arrays.compareUnsigned(previousKey, key);
                // Two terms with one inline value ("1" and "01" as xsd:integer) make one key: the store keeps it once.
                if (order == 0) continue;
                if (order > 0) {
                    outOfOrder++;
                    if (out.packed()) throw new IllegalStateException("the merged runs gave a key out of order for "
                            + index.getIndexMetadata().getName() + ": the bottom-up build needs them in order");
                }
                previousKey = key;
                out.add(key, value);
                written++;
                if (++unreported == REPORT_EVERY) {
                    report.accept(unreported);
                    unreported = 0;
                }
            }
        } finally {
            for (Cursor c : cursors) if (c != null) c.in.close();
        }
        out.finish();
        report.accept(unreported);
        return new Result(written, outOfOrder, out.packed() ? "packed bottom-up" : "inserted in key order (" + out.whyNot() + ")");
    }
}
