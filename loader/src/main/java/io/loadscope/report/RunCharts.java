package io.loadscope.report;

import io.loadscope.record.ProgressSample;
import io.loadscope.record.RunRecord;
import io.loadscope.record.Stage;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/** The time-series charts of a report, from the runs' series: several runs are overlaid, stage shares drawn per run. */
final class RunCharts {
    private static final double MIB = 1024.0 * 1024.0;
    /** The rate is taken over this much time: a one-interval rate jumps with every batch, GC and commit. */
    static final long RATE_WINDOW_MILLIS = 20_000;
    private static final String NOT_BOOKED = "#c8c8c8";

    private RunCharts() {
    }

    static String all(List<RunReport.Run> runs, Charts charts) {
        StringBuilder b = new StringBuilder();
        List<Charts.Series> rate = new ArrayList<>();
        for (RunReport.Run r : runs) {
            rate.add(rateOverStatements(r, ProgressSample::statementsWritten, " written"));
            rate.add(rateOverStatements(r, ProgressSample::statementsParsed, " parsed"));
        }
        b.append(charts.lines("Load rate over statements loaded", "statements", "statements/s", rate));
        b.append("<p class=\"note\">Per run two lines, each a rate over the last ").append(RATE_WINDOW_MILLIS / 1000)
                .append(" s against its own count, with a point each time that count moved: statements <b>written</b> to the"
                        + " store (the count moves once per batch the writer finishes — with Blazegraph's queue a million"
                        + " statements or more at once, hence few points; a one-second rate would read as spikes between zeros)"
                        + " and statements <b>parsed</b> (handed to the writer; the count moves every few thousand statements,"
                        + " and runs ahead of the written one by what the queue holds). Phases that write nothing — a validating"
                        + " parse before a TDB2 bulk load, TDB2's secondary-index build after it — add no points; the stage"
                        + " shares below show them.</p>\n");
        for (RunReport.Run r : runs) b.append(stageShares(r, charts));
        if (runs.stream().anyMatch(r -> r.record().series().stream().anyMatch(s -> s.busyCores() != null))) {
            b.append(charts.lines("Cores busy (process CPU ÷ wall per interval)", "seconds since start", "cores",
                    overTime(runs, "", s -> s.busyCores() == null ? Double.NaN : s.busyCores())));
            b.append("<p class=\"note\">The whole process's CPU time in each interval over the interval's wall time, against"
                    + " the cores there were (environment.cores in each run record); gaps where the JVM could not tell or the"
                    + " record is older than schema 8.</p>\n");
        }
        b.append(charts.lines("Heap in use (sampled, garbage included)", "seconds since start", "MiB", overTime(runs, "", s -> s.heapUsedBytes() / MIB)));
        b.append(charts.lines("GC pause per interval", "seconds since start", "ms", gcPauses(runs)));
        if (runs.stream().anyMatch(r -> r.record().series().stream().anyMatch(s -> s.queueDepth() >= 0))) {
            b.append(charts.lines("Writer queue depth", "seconds since start", "batches waiting",
                    overTime(runs, "", s -> Math.max(0, s.queueDepth()))));
        } else {
            b.append("<p class=\"note\">Queue depth: the engine has no queue between parser and writer in these runs.</p>\n");
        }
        b.append(charts.lines("Store size on disk", "seconds since start", "MiB", overTime(runs, "", s -> s.storeBytes() / MIB)));
        List<Charts.Series> read = new ArrayList<>(overTime(runs, " compressed", s -> s.compressedBytesRead() / MIB));
        read.addAll(overTime(runs, " uncompressed", s -> s.uncompressedBytesRead() / MIB));
        b.append(charts.lines("Input read", "seconds since start", "MiB", read));
        return b.toString();
    }

    /**
     * A count's rate per second over the last {@link #RATE_WINDOW_MILLIS}, against the count, one point per sample
     * where it moved: the written count moves once per batch the writer finishes (Blazegraph's writer takes every
     * queued batch at once, a million statements or more), so a point between two moves would be a zero that says
     * nothing, and the window spans several batches.
     */
    static Charts.Series rateOverStatements(RunReport.Run r, java.util.function.ToLongFunction<ProgressSample> count, String suffix) {
        List<ProgressSample> s = r.record().series();
        List<double[]> points = new ArrayList<>();
        int from = 0;
        long lastPlotted = 0;
        for (int i = 1; i < s.size(); i++) {
            while (from < i - 1 && s.get(i).elapsedMillis() - s.get(from + 1).elapsedMillis() >= RATE_WINDOW_MILLIS) from++;
            long written = count.applyAsLong(s.get(i));
            double seconds = (s.get(i).elapsedMillis() - s.get(from).elapsedMillis()) / 1000.0;
            if (written <= lastPlotted || seconds <= 0) continue;
            points.add(new double[] {written, (written - count.applyAsLong(s.get(from))) / seconds});
            lastPlotted = written;
        }
        double[] x = new double[points.size()];
        double[] y = new double[points.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = points.get(i)[0];
            y[i] = points.get(i)[1];
        }
        return new Charts.Series(r.label() + suffix, x, y);
    }

    /** One stacked chart per thread role: its stages' shares of the role's thread time, topped up to 100 % by what no stage booked. */
    private static String stageShares(RunReport.Run r, Charts charts) {
        List<ProgressSample> s = r.record().series();
        Set<String> roles = new LinkedHashSet<>();
        s.forEach(p -> roles.addAll(p.stageShares().keySet()));
        double[] x = seconds(s);
        StringBuilder b = new StringBuilder();
        for (String role : roles) {
            List<Charts.Series> layers = new ArrayList<>();
            double[] booked = new double[s.size()];
            for (Stage stage : Stage.values()) {
                double[] y = new double[s.size()];
                boolean any = false;
                for (int i = 0; i < s.size(); i++) {
                    y[i] = 100 * s.get(i).stageShares().getOrDefault(role, java.util.Map.of()).getOrDefault(stage.key(), 0.0);
                    booked[i] += y[i];
                    any |= y[i] > 0;
                }
                if (any) layers.add(new Charts.Series(stage.key(), x, y));
            }
            double[] rest = new double[s.size()];
            for (int i = 0; i < rest.length; i++) rest[i] = Math.max(0, 100 - booked[i]);
            layers.add(new Charts.Series("(not booked to a stage)", x, rest, NOT_BOOKED));
            b.append(charts.stacked("Where the " + role + " threads' time went: " + r.label(), "seconds since start",
                    "% of the role's thread time", layers, 100));
        }
        if (!roles.isEmpty()) {
            b.append("<p class=\"note\">Each stage's share of its thread role's time (interval × the role's threads), booked as the"
                    + " time is spent: per written batch, per 131,072 statements parsed, per read step; a span longer than the"
                    + " interval is carried into the next. The grey top is time no stage booked (waiting on locks, the sampler's"
                    + " own lag, or a role's threads not yet started).</p>\n");
        }
        return b.toString();
    }

    private static List<Charts.Series> overTime(List<RunReport.Run> runs, String suffix, ToDoubleFunction<ProgressSample> y) {
        List<Charts.Series> out = new ArrayList<>();
        for (RunReport.Run r : runs) {
            List<ProgressSample> s = r.record().series();
            double[] ys = new double[s.size()];
            for (int i = 0; i < s.size(); i++) ys[i] = y.applyAsDouble(s.get(i));
            out.add(new Charts.Series(r.label() + suffix, seconds(s), ys));
        }
        return out;
    }

    /** GC pause per sampling interval (the record keeps the running total). */
    private static List<Charts.Series> gcPauses(List<RunReport.Run> runs) {
        List<Charts.Series> out = new ArrayList<>();
        for (RunReport.Run r : runs) {
            List<ProgressSample> s = r.record().series();
            double[] ys = new double[s.size()];
            long prev = 0;
            for (int i = 0; i < s.size(); i++) {
                ys[i] = s.get(i).gcPauseMillis() - prev;
                prev = s.get(i).gcPauseMillis();
            }
            out.add(new Charts.Series(r.label(), seconds(s), ys));
        }
        return out;
    }

    private static double[] seconds(List<ProgressSample> s) {
        double[] x = new double[s.size()];
        for (int i = 0; i < x.length; i++) x[i] = s.get(i).elapsedMillis() / 1000.0;
        return x;
    }
}
