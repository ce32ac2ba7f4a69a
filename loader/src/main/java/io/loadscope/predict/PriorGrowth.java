package io.loadscope.predict;

import io.loadscope.record.BlazegraphWriter;
import io.loadscope.record.RunRecord;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * For Blazegraph's own write path, whose growth a committed large load shows: the sample gives the level, the committed
 * load the curve. A sample of 10 or 20 M statements has 10 or 20 batches (the writer merges what is queued), and its first
 * millions are slower than the next (JIT, caches filling), so a curve fitted to it reads noise and warm-up as growth
 * (docs/prediction.md). Here the sample's time over its second half is set against the committed load's over the same
 * statements, and the rest of the load takes the committed load's time for the same rest, scaled by that ratio; the
 * sample's time to its last batch and after it (store opening, warm-up, commit) is kept as it was, not scaled. The
 * interval: the same with the windows of the last two thirds and the last third, widened by {@link Pace}'s
 * extrapolation term. Beyond the committed load's end its time is continued by the law with the logarithm fitted to
 * all of it (a tenfold range, not a sample's).
 */
final class PriorGrowth {
    static final String RESOURCE = "growth-blazegraph-buffer.tsv";

    /** The committed load: statements written (millions) and the seconds it took to have them. */
    record Reference(double[] n, double[] t, String source) {
        double end() {
            return n[n.length - 1];
        }

        /** Seconds to have x million statements: between points linearly; beyond the end by the log law of all points. */
        double timeAt(double x) {
            if (x <= n[0]) return t[0] * x / n[0];
            for (int i = 1; i < n.length; i++) {
                if (x <= n[i]) return t[i - 1] + (t[i] - t[i - 1]) * (x - n[i - 1]) / (n[i] - n[i - 1]);
            }
            double[][] basis = new double[n.length][];
            for (int i = 0; i < n.length; i++) basis[i] = new double[] {n[i], n[i] * Math.log(n[i]) - n[i], 1};
            double[] c = LeastSquares.fit(basis, t);
            return c[0] * x + c[1] * (x * Math.log(x) - x) + c[2];
        }
    }

    private PriorGrowth() {
    }

    /** The committed load for this record's path, or null if none is committed for it. */
    static Reference referenceFor(RunRecord r) {
        // Blazegraph's statement buffer, whoever parsed: the committed load wrote through it.
        if (!"blazegraph".equals(r.path().engine()) || r.path().writer() != BlazegraphWriter.BUFFER) return null;
        return read(RESOURCE);
    }

    static Prediction predict(RunRecord r, Reference ref, long sample, long target) {
        WrittenSeries series = WrittenSeries.of(r, sample);
        series.requirePace();
        List<double[]> pts = series.points();
        double xs = series.endX(), ts = series.endT(), x = target / 1e6;
        double[] ratios = Pace.ratios(pts, ref::timeAt);
        double refRest = ref.timeAt(x) - ref.timeAt(xs);
        double lo = Math.min(ratios[0], Math.min(ratios[1], ratios[2])), hi = Math.max(ratios[0], Math.max(ratios[1], ratios[2]));
        // The committed load's start is its own warm-up: over a sample of a few thousand statements the ratio to it says
        // little, so the rest is never taken faster than the sample's own late pace.
        double pace = Pace.latePace(pts);
        double floor = pace * (x - xs);
        double rest = ratios[0] * refRest;
        boolean floored = rest < floor;
        double[] t = Pace.seconds(ts, Math.max(rest, floor), Math.max(lo * refRest, floor), Math.max(hi * refRest, floor),
                series.tailSeconds(), xs, x);
        String model = String.format(Locale.ROOT, "the sample's time over its second half (%d points up to %,d statements, %s) "
                        + "against the committed load's over the same statements (%s), the rest of the load as long as the committed "
                        + "load's rest scaled by that ratio%s%s; kept as they were: the %.1f s to the sample's last batch and the %.1f s "
                        + "after it (commit, close); interval: %s; store size in proportion to the statements",
                pts.size(), series.statements(), series.fromBatches() ? "each batch as it was written" : "the record's timed samples",
                ref.source(), x > ref.end() ? String.format(Locale.ROOT, " (beyond its %.0f M statements by the log law fitted to all of it)", ref.end()) : "",
                floored ? Pace.floorNote(pace) : "",
                ts, series.tailSeconds(), Pace.describe(ratios, xs, x));
        return new Prediction(target, series.statements(), t[0], t[1], t[2], series.storeAt(target), 0, Dominant.of(r), model);
    }

    private static Reference read(String name) {
        try (InputStream in = PriorGrowth.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException(name + " is missing from the classpath");
            List<double[]> rows = new ArrayList<>();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) continue;
                String[] f = line.split("\t");
                rows.add(new double[] {Long.parseLong(f[0]) / 1e6, Double.parseDouble(f[1])});
            }
            double[] n = new double[rows.size()], t = new double[rows.size()];
            for (int i = 0; i < n.length; i++) {
                n[i] = rows.get(i)[0];
                t[i] = rows.get(i)[1];
            }
            return new Reference(n, t, String.format(Locale.ROOT, "a committed load of %.0f M statements in %.0f s, %s",
                    n[n.length - 1], t[t.length - 1], name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
