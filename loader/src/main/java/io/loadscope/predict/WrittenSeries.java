package io.loadscope.predict;

import io.loadscope.record.ProgressSample;
import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;

/**
 * A run's series up to a number of statements written, one point (millions written, seconds) each time the written
 * count moved, and the store's bytes per statement at the last of them: what the growth models fit.
 */
record WrittenSeries(List<double[]> points, long statements, long storeBytes) {
    static WrittenSeries of(RunRecord r, long upTo) {
        List<double[]> pts = new ArrayList<>();
        long lastN = -1, store = 0, last = 0;
        for (ProgressSample s : r.series()) {
            long n = s.statementsWritten();
            if (n > upTo) break;
            if (n == lastN || n <= 0) continue;
            pts.add(new double[] {n / 1e6, s.elapsedMillis() / 1000.0});
            lastN = n;
            store = s.storeBytes();
            last = n;
        }
        return new WrittenSeries(pts, last, store);
    }

    /** The store's size at {@code target} statements, in proportion to the last point's. */
    long storeAt(long target) {
        return statements <= 0 ? 0 : Math.round(storeBytes / (double) statements * target);
    }
}
