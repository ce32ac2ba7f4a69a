package io.loadscope.jmh.findings;

import io.loadscope.record.ProgressSample;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/** Rates and shares from a run record's time series, smoothed over a window wider than a batch. */
final class SeriesMath {
    /** Points kept per plotted series: enough for a smooth line, few enough for a small PNG. */
    static final int POINTS = 600;

    private SeriesMath() {
    }

    /** x, y pairs. */
    record Curve(List<Double> x, List<Double> y) {
    }

    /**
     * Rate of {@code counter} (thousand per second) over the trailing {@code windowMillis}, against the counter itself
     * (x, in millions). Only the samples where the counter moved are used as ends of a window, so a counter that moves
     * once per batch (Blazegraph's writer takes several queued batches at a time) gives its true average instead of a
     * saw-tooth of plateaus and jumps.
     */
    static Curve rateOver(List<ProgressSample> series, ToLongFunction<ProgressSample> counter, long windowMillis) {
        // Samples where the counter rose above all earlier values: the counter of statements in flight can dip for a
        // moment while a batch changes hands; a dip is not a rate.
        List<ProgressSample> moves = new ArrayList<>();
        long last = Long.MIN_VALUE;
        for (ProgressSample s : series) {
            long c = counter.applyAsLong(s);
            if (c > last) {
                moves.add(s);
                last = c;
            }
        }
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        int j = 0;
        int step = Math.max(1, moves.size() / POINTS);
        for (int i = 1; i < moves.size(); i += step) {
            ProgressSample s = moves.get(i);
            while (j + 1 < i && s.elapsedMillis() - moves.get(j + 1).elapsedMillis() >= windowMillis) j++;
            ProgressSample from = moves.get(j);
            long dt = s.elapsedMillis() - from.elapsedMillis();
            if (dt <= 0) continue;
            x.add(counter.applyAsLong(s) / 1e6);
            y.add((counter.applyAsLong(s) - counter.applyAsLong(from)) * 1000.0 / dt / 1000.0);
        }
        return new Curve(x, y);
    }

    /** A sampled value against time in minutes. */
    static Curve overTime(List<ProgressSample> series, ToDoubleFunction<ProgressSample> value) {
        return sampled(series, p -> p.elapsedMillis() / 60_000.0, value);
    }

    /** A sampled value against statements written (millions). */
    static Curve overStatements(List<ProgressSample> series, ToDoubleFunction<ProgressSample> value) {
        return sampled(series, p -> p.statementsWritten() / 1e6, value);
    }

    private static Curve sampled(List<ProgressSample> series, ToDoubleFunction<ProgressSample> x, ToDoubleFunction<ProgressSample> y) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        int step = Math.max(1, series.size() / POINTS);
        for (int i = 0; i < series.size(); i += step) {
            xs.add(x.applyAsDouble(series.get(i)));
            ys.add(y.applyAsDouble(series.get(i)));
        }
        return new Curve(xs, ys);
    }

    /**
     * The share of one thread's time each of {@code stages} took, averaged over {@code windowMillis}, against time in
     * minutes; the stages are booked as the time is spent (per batch on the writer, per 131,072 statements on the parser).
     */
    static List<Curve> shares(List<ProgressSample> series, List<String> stages, long windowMillis) {
        List<Curve> out = new ArrayList<>();
        for (String stage : stages) out.add(new Curve(new ArrayList<>(), new ArrayList<>()));
        int step = Math.max(1, series.size() / POINTS);
        for (int i = 0; i < series.size(); i += step) {
            long t = series.get(i).elapsedMillis();
            double[] sum = new double[stages.size()];
            int n = 0;
            for (int k = i; k >= 0 && t - series.get(k).elapsedMillis() < windowMillis; k--) {
                for (int s = 0; s < stages.size(); s++) sum[s] += series.get(k).stageShare(stages.get(s));
                n++;
            }
            for (int s = 0; s < stages.size(); s++) {
                out.get(s).x().add(t / 60_000.0);
                out.get(s).y().add(n == 0 ? 0 : Math.min(1.0, sum[s] / n) * 100);
            }
        }
        return out;
    }
}
