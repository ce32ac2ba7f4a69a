package io.loadscope.predict;

import java.util.List;
import java.util.Locale;
import java.util.function.DoubleUnaryOperator;

/**
 * The sample's pace against a shape of growth g (seconds as a function of millions written: a committed load's curve,
 * a law fitted to the sample, or the statements themselves): the sample's time over a window ending at its last point,
 * divided by g's over the same statements. Three windows, from the points nearest below a half, a third and two thirds
 * of the sample (the load's first point, when it began writing, where none is): their spread is how far the shape
 * fails to follow the sample's own end, and it goes into the interval as it is. And the extrapolation term: the rest of
 * the load is a guess beyond the sample, so the interval's ends are further divided and multiplied by
 * 1 + {@link #PER_DECADE} × log10(target / sample), a figure set from the held-out errors docs/prediction.md lists
 * (up to +42 % at 6.85× and −23 % at 5× before fixed costs were kept apart), not from the fit.
 */
final class Pace {
    static final double PER_DECADE = 0.3;
    private static final double[] FROM = {1 / 2.0, 1 / 3.0, 2 / 3.0};

    private Pace() {
    }

    /** The ratios for the windows from a half (the central one), a third and two thirds of the sample. */
    static double[] ratios(List<double[]> pts, DoubleUnaryOperator g) {
        double xs = pts.get(pts.size() - 1)[0], ts = pts.get(pts.size() - 1)[1];
        double[] out = new double[FROM.length];
        for (int k = 0; k < FROM.length; k++) {
            double[] anchor = pts.get(0);
            for (int i = 0; i < pts.size() - 1; i++) if (pts.get(i)[0] <= FROM[k] * xs) anchor = pts.get(i);
            double shape = g.applyAsDouble(xs) - g.applyAsDouble(anchor[0]);
            if (!(shape > 0) || !(ts > anchor[1])) {
                throw new IllegalArgumentException("the sample's series cannot be taken further (its time does not grow with its statements)");
            }
            out[k] = (ts - anchor[1]) / shape;
        }
        return out;
    }

    /**
     * The sample's own seconds per million statements over its last third (the window from two thirds), or 0 where its
     * time does not grow there. The rest of a load into live indexes is never taken faster than this: a store does not
     * get cheaper to write as it grows, and a law fitted to a sample still warming up (its pace falling batch after
     * batch) carries that fall on past the sample: TDB2's parallel loader was predicted at −82 % so (docs/prediction.md).
     */
    static double latePace(List<double[]> pts) {
        try {
            return ratios(pts, n -> n)[2];
        } catch (IllegalArgumentException flat) {
            return 0;
        }
    }

    /** The floor's words for the model line, where it applied. */
    static String floorNote(double pace) {
        return String.format(Locale.ROOT, "; the rest taken at no less than the sample's own pace over its last third "
                + "(%.2f µs a statement), which the fit fell below", pace);
    }

    /** 1 + {@link #PER_DECADE} × log10(target / sample), at least 1: how much wider the interval's ends are made. */
    static double extrapolation(double sample, double target) {
        return 1 + PER_DECADE * Math.max(0, Math.log10(target / sample));
    }

    /**
     * A prediction from the time at the sample's end, the rest of the load (central, least, most), and the fixed time
     * after the last batch: the interval's ends are the least and the most rest, widened by the extrapolation term.
     */
    static double[] seconds(double atSampleEnd, double rest, double restLow, double restHigh, double tail, double sampleX, double targetX) {
        double f = extrapolation(sampleX, targetX);
        return new double[] {atSampleEnd + Math.max(0, rest) + tail, atSampleEnd + Math.max(0, restLow) / f + tail,
                atSampleEnd + Math.max(0, restHigh) * f + tail};
    }

    /** The interval's terms in words, for the model line. */
    static String describe(double[] ratios, double sampleX, double targetX) {
        double lo = Math.min(ratios[0], Math.min(ratios[1], ratios[2])), hi = Math.max(ratios[0], Math.max(ratios[1], ratios[2]));
        return String.format(Locale.ROOT, "the windows from a third and two thirds of the sample put the rest %+.0f%% to %+.0f%% of the "
                        + "central, and the ends are then divided and multiplied by %.2f for %.1f× beyond the sample (%.0f%% per factor of ten)",
                100 * (lo / ratios[0] - 1), 100 * (hi / ratios[0] - 1), extrapolation(sampleX, targetX), targetX / sampleX, 100 * PER_DECADE);
    }
}
