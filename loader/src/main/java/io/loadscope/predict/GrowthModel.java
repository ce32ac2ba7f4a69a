package io.loadscope.predict;

import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;

/**
 * For a path that writes batch after batch into live indexes (Blazegraph's DataLoader and SPARQL paths, TDB2's five
 * loaders): the time it took to have n statements in the store, T(n), fitted to the sample's own points, then taken
 * to N from the sample's end. How the cost of a statement grows with the store is not known beforehand, so two laws
 * are fitted: a cost that grows with the log of the store (a B+tree one level deeper per factor of its fan-out) and one
 * that grows in proportion to it (more of the store outside the caches for each write). The prediction is that of the
 * law that fits the sample better (the smaller sum of squared errors); the interval runs from the lower of the two to
 * the higher, with the spread of {@link Pace}'s windows against the better law and its extrapolation term. A sample of
 * The rest is never taken faster than the sample's own pace over its last third ({@link Pace#latePace}). A sample of
 * fewer than {@link #FIT_POINTS} batches cannot show a curve: its pace per statement over its second half is held for
 * the rest, the interval from its windows and the extrapolation term. The time to the sample's last batch and after
 * it (store opening, warm-up, commit) is kept as it was, not scaled.
 */
final class GrowthModel {
    /** Points written before this share of the sample are the start-up (JIT, first batches), left out of the fit. */
    static final double WARM_UP = 0.05;
    /** A curve of three parameters needs more points than it has parameters to show anything but its points. */
    static final int FIT_POINTS = 5;

    private GrowthModel() {
    }

    static Prediction predict(RunRecord r, long sample, long target) {
        WrittenSeries series = WrittenSeries.of(r, sample);
        series.requirePace();
        List<double[]> all = series.points();
        double xs = series.endX(), ts = series.endT(), x = target / 1e6;
        List<double[]> fit = new ArrayList<>(all);
        fit.removeIf(p -> p[0] < WARM_UP * xs);
        String source = String.format(Locale.ROOT, "%d points up to %,d statements, %s", all.size(), series.statements(),
                series.fromBatches() ? "each batch as it was written" : "the record's timed samples");
        String kept = String.format(Locale.ROOT, "kept as they were: the %.1f s to the sample's last batch and the %.1f s after it (commit, close)",
                ts, series.tailSeconds());
        if (fit.size() < FIT_POINTS) {
            double[] ratios = Pace.ratios(all, n -> n);
            double lo = Math.min(ratios[1], ratios[2]), hi = Math.max(ratios[1], ratios[2]);
            double[] t = Pace.seconds(ts, ratios[0] * (x - xs), Math.min(lo, ratios[0]) * (x - xs), Math.max(hi, ratios[0]) * (x - xs),
                    series.tailSeconds(), xs, x);
            String model = String.format(Locale.ROOT, "the sample's time per statement over its second half (%s) held for the rest of "
                    + "the load: %d batches are too few to show how the cost grows with the store (%d are needed for a curve), and on a "
                    + "path that writes into live indexes it grows, so the load will more likely take longer than shorter; %s; "
                    + "interval: %s; store size in proportion to the statements", source, fit.size(), FIT_POINTS, kept,
                    Pace.describe(ratios, xs, x));
            return new Prediction(target, series.statements(), t[0], t[1], t[2], series.storeAt(target), 0, Dominant.of(r), model);
        }
        double[] logLaw = fit(fit, true);
        double[] linearLaw = fit(fit, false);
        boolean logFits = sse(fit, logLaw, true) <= sse(fit, linearLaw, false);
        double logRest = value(logLaw, x, true) - value(logLaw, xs, true);
        double linearRest = value(linearLaw, x, false) - value(linearLaw, xs, false);
        double rest = logFits ? logRest : linearRest;
        double[] best = logFits ? logLaw : linearLaw;
        DoubleUnaryOperator g = n -> value(best, n, logFits);
        double[] ratios = spread(all, g);
        double lo = Math.min(Math.min(logRest, linearRest), rest * Math.min(ratios[1], ratios[2]));
        double hi = Math.max(Math.max(logRest, linearRest), rest * Math.max(ratios[1], ratios[2]));
        double pace = Pace.latePace(all);
        double floor = pace * (x - xs);
        boolean floored = rest < floor;
        if (floored) rest = floor;
        lo = Math.max(lo, floor);
        hi = Math.max(hi, floor);
        double[] t = Pace.seconds(ts, rest, lo, hi, series.tailSeconds(), xs, x);
        String model = String.format(Locale.ROOT, "time to have n statements in the store fitted to the sample's series (%s), taken "
                        + "from its end; cost per statement growing with log(store) gives %.0f s more, in proportion to the store %.0f s more "
                        + "(the %s fits the sample better)%s; %s; interval: from the lower law to the higher, %s; store size in proportion "
                        + "to the statements", source, logRest, linearRest, logFits ? "first" : "second", floored ? Pace.floorNote(pace) : "",
                kept, Pace.describe(ratios, xs, x));
        return new Prediction(target, series.statements(), t[0], t[1], t[2], series.storeAt(target), 0, Dominant.of(r), model);
    }

    /** {@link Pace}'s windows against the fitted law, relative to the law itself; none (all 1) where the law does not grow there. */
    private static double[] spread(List<double[]> pts, DoubleUnaryOperator g) {
        try {
            double[] r = Pace.ratios(pts, g);
            return new double[] {1, r[1] / r[0], r[2] / r[0]};
        } catch (IllegalArgumentException flat) {
            return new double[] {1, 1, 1};
        }
    }

    /** T(x) = a x + b g(x) + c, with g the integral of the per-statement cost's growth (x ln x − x, or x²/2). */
    private static double[] fit(List<double[]> pts, boolean log) {
        double[][] basis = new double[pts.size()][];
        double[] y = new double[pts.size()];
        for (int i = 0; i < pts.size(); i++) {
            basis[i] = row(pts.get(i)[0], log);
            y[i] = pts.get(i)[1];
        }
        double[] c = LeastSquares.fit(basis, y);
        if (c == null) throw new IllegalArgumentException("the sample's series cannot be fitted (its points do not spread)");
        return c;
    }

    private static double sse(List<double[]> pts, double[] c, boolean log) {
        double sse = 0;
        for (double[] p : pts) {
            double e = p[1] - value(c, p[0], log);
            sse += e * e;
        }
        return sse;
    }

    private static double value(double[] c, double x, boolean log) {
        double[] r = row(x, log);
        return c[0] * r[0] + c[1] * r[1] + c[2] * r[2];
    }

    private static double[] row(double x, boolean log) {
        // x ln x − x at 0 is its limit, 0 (the load's first point, when it began writing, has no statements).
        return new double[] {x, log ? (x <= 0 ? 0 : x * Math.log(x) - x) : x * x / 2, 1};
    }
}
