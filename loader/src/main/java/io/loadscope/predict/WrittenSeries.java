package io.loadscope.predict;

import io.loadscope.record.ProgressSample;
import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;

/**
 * A run's series up to a number of statements written, as points (millions written, seconds): from the record's
 * {@code writes} (when the load began writing, then each batch, on the load's own clock), or for a record from before
 * they were kept from its timed samples (each time the written count moved). With them: the statements and the store's
 * size on disk at the last sample within the series (the store's bytes per statement), and the seconds the load took
 * after its last batch was written (its last commit and close), a fixed cost no statement adds to.
 */
record WrittenSeries(List<double[]> points, long statements, long storeBytes, long storeStatements, double tailSeconds,
                     boolean fromBatches) {
    static WrittenSeries of(RunRecord r, long upTo) {
        List<double[]> pts = new ArrayList<>();
        long last = 0;
        boolean fromBatches = !r.writes().isEmpty();
        if (fromBatches) {
            for (RunRecord.Written w : r.writes()) {
                if (w.statementsWritten() > upTo) break;
                pts.add(new double[] {w.statementsWritten() / 1e6, w.elapsedMillis() / 1000.0});
                last = w.statementsWritten();
            }
        } else {
            long lastN = -1;
            for (ProgressSample s : r.series()) {
                long n = s.statementsWritten();
                if (n > upTo) break;
                if (n == lastN || n <= 0) continue;
                pts.add(new double[] {n / 1e6, s.elapsedMillis() / 1000.0});
                lastN = n;
                last = n;
            }
        }
        long store = 0, storeStatements = 0;
        for (ProgressSample s : r.series()) {
            long n = s.statementsWritten();
            if (n > upTo) break;
            if (n <= 0) continue;
            store = s.storeBytes();
            storeStatements = n;
        }
        // The samples' clock starts after the store opened, the record's wall time before it: only the batches' clock
        // is the record's, so only with them is the time after the last batch known.
        double tail = 0;
        if (fromBatches) {
            RunRecord.Written end = r.writes().get(r.writes().size() - 1);
            tail = Math.max(0, r.totals().wallMillis() - end.elapsedMillis()) / 1000;
        }
        return new WrittenSeries(pts, last, store, storeStatements, tail, fromBatches);
    }

    /** The store's size at {@code target} statements, in proportion to the last sample's. */
    long storeAt(long target) {
        return storeStatements <= 0 ? 0 : Math.round(storeBytes / (double) storeStatements * target);
    }

    /** Where the series has fewer than two points (nothing written, or only when writing began): why it cannot be taken further. */
    void requirePace() {
        if (points.size() >= 2) return;
        throw new IllegalArgumentException(fromBatches
                ? "the sample wrote no statements: nothing to take further"
                : "the sample's series has " + points.size() + " point(s) where the written count moved (2 are needed, and its record"
                + " is from before each batch was kept): load the sample again with this version");
    }

    /** Millions of statements at the series' end. */
    double endX() {
        return points.get(points.size() - 1)[0];
    }

    /** Seconds at the series' end. */
    double endT() {
        return points.get(points.size() - 1)[1];
    }
}
