package io.loadscope.probe;

import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;

/**
 * When the load began writing (its store open) and when each batch was written, with the statements written by then:
 * the points a prediction fits (docs/prediction.md). A timed sample sees the written count move only when a batch
 * lands, and a writer that merges what is queued lands a sample of millions in a handful of batches, so the samples
 * would give those few points late by up to an interval; these are exact. Bounded: once {@link #LIMIT} points are
 * kept, every other one is dropped and from then on only every other batch is kept, so a load of any length keeps
 * points spread evenly over it; the last batch is always kept.
 */
public final class WritePoints {
    static final int LIMIT = 4096;

    /** When the load began writing, or -1 before. */
    private long originNanos = -1;
    /** Batch {@code i × stride} at place i. */
    private long[] nanos;
    private long[] statements;
    private int size;
    private long stride = 1;
    private long batches;
    private long lastNanos = -1;
    private long lastStatements;

    /** The load begins writing now: its origin, nothing written yet. */
    public synchronized void begin(long wallNanos) {
        if (originNanos < 0) originNanos = wallNanos;
    }

    synchronized void add(long wallNanos, long written) {
        lastNanos = wallNanos;
        lastStatements = written;
        if (batches++ % stride != 0) return;
        if (size == LIMIT) {
            // Keep the points at even places: those of every (2 × stride)th batch.
            for (int i = 0; i < LIMIT / 2; i++) {
                nanos[i] = nanos[2 * i];
                statements[i] = statements[2 * i];
            }
            size = LIMIT / 2;
            stride *= 2;
            if ((batches - 1) % stride != 0) return;
        }
        keep(wallNanos, written);
    }

    private void keep(long wallNanos, long written) {
        if (nanos == null) {
            nanos = new long[LIMIT];
            statements = new long[LIMIT];
        }
        nanos[size] = wallNanos;
        statements[size] = written;
        size++;
    }

    /** The points, in ms since {@code startNanos} (the load's clock, as the record's wall time counts). */
    public synchronized List<RunRecord.Written> since(long startNanos) {
        List<RunRecord.Written> out = new ArrayList<>(size + 2);
        if (originNanos >= 0) out.add(new RunRecord.Written((originNanos - startNanos) / 1_000_000, 0));
        for (int i = 0; i < size; i++) out.add(new RunRecord.Written((nanos[i] - startNanos) / 1_000_000, statements[i]));
        if (lastNanos >= 0 && (size == 0 || statements[size - 1] != lastStatements)) {
            out.add(new RunRecord.Written((lastNanos - startNanos) / 1_000_000, lastStatements));
        }
        return out;
    }
}
