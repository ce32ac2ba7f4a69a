package io.loadscope.predict;

import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * For a path that writes batch after batch into live indexes (Blazegraph's DataLoader and SPARQL paths, TDB2's five
 * loaders): the time it took to have n statements in the store, T(n), fitted to the sample's own series, then taken
 * to N. How the cost of a statement grows with the store is not known beforehand, so two laws are fitted: a cost that
 * grows with the log of the store (a B+tree one level deeper per factor of its fan-out) and one that grows in
 * proportion to it (more of the store outside the caches for each write). The prediction is that of the law that fits
 * the sample better (the smaller sum of squared errors); the interval runs from the lower of the two to the higher.
 */
final class GrowthModel {
    /** Points written before this share of the sample are the start-up (JIT, first batches), left out of the fit. */
    static final double WARM_UP = 0.05;

    private GrowthModel() {
    }

    static Prediction predict(RunRecord r, long sample, long target) {
        WrittenSeries series = WrittenSeries.of(r, sample);
        List<double[]> pts = new ArrayList<>(series.points());
        long nAtEnd = series.statements();
        double xmax = pts.isEmpty() ? 0 : pts.get(pts.size() - 1)[0];
        pts.removeIf(p -> p[0] < WARM_UP * xmax);
        if (pts.size() < 5) {
            throw new IllegalArgumentException("the sample's series has " + pts.size() + " points where the written count moved"
                    + " (5 are needed): load a larger sample, or sample more often (loader.sampleIntervalMillis)");
        }
        double x = target / 1e6;
        double[] logLaw = fitAndTake(pts, x, true);
        double[] linearLaw = fitAndTake(pts, x, false);
        boolean logFits = logLaw[1] <= linearLaw[1];
        double sampleEnd = pts.get(pts.size() - 1)[1];
        double low = Math.max(sampleEnd, Math.min(logLaw[0], linearLaw[0]));
        double high = Math.max(sampleEnd, Math.max(logLaw[0], linearLaw[0]));
        double central = Math.max(sampleEnd, logFits ? logLaw[0] : linearLaw[0]);
        long store = series.storeAt(target);
        String model = String.format(Locale.ROOT, "time to have n statements in the store fitted to %d points of the run's "
                + "series up to %,d statements; cost per statement growing with log(store) gives %.0f s, in proportion to "
                + "the store %.0f s (the %s fits the sample better); store size in proportion to the statements", pts.size(),
                nAtEnd, logLaw[0], linearLaw[0], logFits ? "first" : "second");
        return new Prediction(target, nAtEnd, central, low, high, store, 0, Dominant.of(r), model);
    }

    /**
     * T(x) = a x + b g(x) + c, with g the integral of the per-statement cost's growth (x ln x − x, or x²/2): the value at
     * {@code at}, and the fit's sum of squared errors.
     */
    private static double[] fitAndTake(List<double[]> pts, double at, boolean log) {
        double[][] basis = new double[pts.size()][];
        double[] y = new double[pts.size()];
        for (int i = 0; i < pts.size(); i++) {
            basis[i] = row(pts.get(i)[0], log);
            y[i] = pts.get(i)[1];
        }
        double[] c = LeastSquares.fit(basis, y);
        if (c == null) throw new IllegalArgumentException("the sample's series cannot be fitted (its points do not spread)");
        double sse = 0;
        for (int i = 0; i < y.length; i++) {
            double e = y[i] - (c[0] * basis[i][0] + c[1] * basis[i][1] + c[2] * basis[i][2]);
            sse += e * e;
        }
        double[] r = row(at, log);
        return new double[] {c[0] * r[0] + c[1] * r[1] + c[2] * r[2], sse};
    }

    private static double[] row(double x, boolean log) {
        return new double[] {x, log ? x * Math.log(x) - x : x * x / 2, 1};
    }
}
