package io.loadscope.report;

import io.loadscope.record.ProgressSample;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;

/**
 * One HTML page for one or more runs, from their run records only: totals, settings (or, for several
 * runs, the settings that differ), the time series as plots with the runs overlaid, stage totals, and a
 * profiled run's attribution table with links to its flame graphs.
 */
public final class RunReport {
    public static final String FILE = "report.html";
    private static final double MIB = 1024.0 * 1024.0;

    /** A run directory and its record. */
    public record Run(Path dir, RunRecord record) {
        String label() {
            return record.runId() + (record.profile() == null || record.profile().name().isBlank() ? "" : " (" + record.profile().name() + ")");
        }
    }

    private RunReport() {
    }

    public static Run read(Path runDir) throws IOException {
        Path json = runDir.resolve(RunRecordWriter.RUN_JSON);
        if (!Files.isRegularFile(json)) throw new IOException("no run record (" + RunRecordWriter.RUN_JSON + ") in " + runDir);
        try {
            return new Run(runDir, RunRecordWriter.json().readValue(json.toFile(), RunRecord.class));
        } catch (IOException e) {
            throw new IOException("cannot read the run record " + json + ": " + e.getMessage(), e);
        }
    }

    /** Writes the report for {@code runs} to {@code out}; links to flame graphs are relative to it. */
    public static void write(List<Run> runs, Path out) throws IOException {
        Path base = out.toAbsolutePath().getParent();
        StringBuilder b = new StringBuilder();
        b.append(totals(runs));
        b.append("<h2>Over time</h2>\n");
        b.append(plots(runs));
        for (Run r : runs) {
            b.append("<h2>Stages: ").append(Html.esc(r.label())).append("</h2>\n").append(stages(r.record()));
            if (r.record().profiling() != null) b.append(profiling(r, base));
        }
        b.append(settings(runs));
        String title = runs.size() == 1 ? "loadscope run " + runs.get(0).record().runId() : "loadscope: " + runs.size() + " runs compared";
        Files.createDirectories(base);
        Files.writeString(out, Html.page(title, b.toString()), StandardCharsets.UTF_8);
    }

    private static String totals(List<Run> runs) {
        List<List<String>> rows = new ArrayList<>();
        for (Run r : runs) {
            RunRecord.Totals t = r.record().totals();
            rows.add(List.of(r.label(), r.record().engine(), r.record().status().label(), String.format("%,d", t.statementsCommitted()),
                    String.format("%.1f", t.wallMillis() / 1000), String.format("%,.0f", t.statementsPerSecond()),
                    String.format("%.1f", t.storeBytes() / MIB), String.format("%.0f", t.peakHeapBytes() / MIB),
                    t.gcCount() + " / " + t.gcPauseMillis() + " ms",
                    String.format("%.1f / %.1f", t.compressedBytes() / MIB, t.uncompressedBytes() / MIB)));
        }
        return Html.table(List.of("run", "engine", "status", "statements committed", "wall s", "statements/s", "store MiB",
                "peak heap MiB", "GCs / pause", "read MiB (compressed / uncompressed)"), rows);
    }

    private static String settings(List<Run> runs) {
        List<Map<String, String>> all = new ArrayList<>();
        for (Run r : runs) all.add(flatSettings(r.record()));
        TreeSet<String> keys = new TreeSet<>();
        all.forEach(m -> keys.addAll(m.keySet()));
        List<List<String>> rows = new ArrayList<>();
        int same = 0;
        for (String k : keys) {
            List<String> values = new ArrayList<>();
            for (Map<String, String> m : all) values.add(m.getOrDefault(k, "—"));
            boolean differ = values.stream().distinct().count() > 1;
            if (runs.size() > 1 && !differ) {
                same++;
                continue;
            }
            List<String> row = new ArrayList<>();
            row.add(k);
            row.addAll(values);
            rows.add(row);
        }
        List<String> header = new ArrayList<>();
        header.add("setting");
        runs.forEach(r -> header.add(runs.size() == 1 ? "value" : r.record().runId()));
        String heading = runs.size() == 1 ? "<h2>Settings</h2>\n" : "<h2>Settings that differ</h2>\n<p class=\"note\">" + same
                + " other settings are the same in every run.</p>\n";
        return heading + (rows.isEmpty() ? "<p>None: the runs used the same settings.</p>\n" : Html.table(header, rows));
    }

    private static Map<String, String> flatSettings(RunRecord r) {
        Map<String, String> m = new LinkedHashMap<>();
        if (r.settings() != null) {
            r.settings().engine().forEach(m::put);
            r.settings().loader().forEach(m::put);
            r.settings().fixed().forEach(m::put);
        }
        m.put("engine", r.engine());
        if (r.jvm() != null) {
            m.put("jvm.version", r.jvm().version());
            m.put("jvm.arguments", String.join(" ", r.jvm().arguments()));
            m.put("jvm.heapMaxBytes", Long.toString(r.jvm().heapMaxBytes()));
        }
        return m;
    }

    private static String plots(List<Run> runs) {
        StringBuilder b = new StringBuilder();
        b.append(overlay(runs, "Load rate", "statements/s", s -> s.intervalRate()));
        for (Run r : runs) b.append(stageShares(r));
        b.append(overlay(runs, "Heap in use (sampled, garbage included)", "MiB", s -> s.heapUsedBytes() / MIB));
        b.append(gcPauses(runs));
        if (runs.stream().anyMatch(r -> r.record().series().stream().anyMatch(s -> s.queueDepth() >= 0))) {
            b.append(overlay(runs, "Writer queue depth", "batches", s -> Math.max(0, s.queueDepth())));
        } else {
            b.append("<p class=\"note\">Queue depth: the engine has no queue between parser and writer in these runs.</p>\n");
        }
        b.append(overlay(runs, "Store size on disk", "MiB", s -> s.storeBytes() / MIB));
        List<Svg.Series> read = new ArrayList<>();
        for (Run r : runs) {
            read.add(series(r, r.record().runId() + " compressed", s -> s.compressedBytesRead() / MIB));
            read.add(series(r, r.record().runId() + " uncompressed", s -> s.uncompressedBytesRead() / MIB));
        }
        b.append(Svg.lines("Bytes read", "seconds since start", "MiB", read));
        return b.toString();
    }

    private static String overlay(List<Run> runs, String title, String unit, ToDoubleFunction<ProgressSample> y) {
        List<Svg.Series> series = new ArrayList<>();
        for (Run r : runs) series.add(series(r, r.record().runId(), y));
        return Svg.lines(title, "seconds since start", unit, series);
    }

    private static Svg.Series series(Run r, String name, ToDoubleFunction<ProgressSample> y) {
        List<ProgressSample> s = r.record().series();
        double[] xs = new double[s.size()];
        double[] ys = new double[s.size()];
        for (int i = 0; i < s.size(); i++) {
            xs[i] = s.get(i).elapsedMillis() / 1000.0;
            ys[i] = y.applyAsDouble(s.get(i));
        }
        return new Svg.Series(name, xs, ys);
    }

    /** GC pause per sampling interval (the record keeps the running total). */
    private static String gcPauses(List<Run> runs) {
        List<Svg.Series> series = new ArrayList<>();
        for (Run r : runs) {
            List<ProgressSample> s = r.record().series();
            double[] xs = new double[s.size()];
            double[] ys = new double[s.size()];
            long prev = 0;
            for (int i = 0; i < s.size(); i++) {
                xs[i] = s.get(i).elapsedMillis() / 1000.0;
                ys[i] = s.get(i).gcPauseMillis() - prev;
                prev = s.get(i).gcPauseMillis();
            }
            series.add(new Svg.Series(r.record().runId(), xs, ys));
        }
        return Svg.lines("GC pause per interval", "seconds since start", "ms", series);
    }

    private static String stageShares(Run r) {
        List<ProgressSample> s = r.record().series();
        double[] xs = new double[s.size()];
        Map<String, double[]> layers = new LinkedHashMap<>();
        for (int i = 0; i < s.size(); i++) {
            xs[i] = s.get(i).elapsedMillis() / 1000.0;
            int at = i;
            s.get(i).stageShares().forEach((role, stages) -> stages.forEach((stage, share) ->
                    layers.computeIfAbsent(role + " " + stage, k -> new double[s.size()])[at] = share));
        }
        return Svg.stacked("Stage shares: " + r.record().runId(), "seconds since start",
                "share of its role's thread time", xs, layers)
                + "<p class=\"note\">Each stage's share of its thread role's time in the interval (at most 1 per role).</p>\n";
    }

    private static String stages(RunRecord r) {
        List<List<String>> rows = new ArrayList<>();
        for (RunRecord.StageTotal s : r.stages()) {
            rows.add(List.of(s.role(), s.stage(), String.format("%,.1f", s.wallMillis()), String.format("%.1f%%", 100 * s.share()),
                    s.cpuMillis() == null ? "-" : String.format("%,.1f", s.cpuMillis()), Long.toString(s.events())));
        }
        for (RunRecord.ThreadTotal t : r.threads()) {
            rows.add(List.of(t.role(), "(unattributed)", String.format("%,.1f", t.unattributedMillis()),
                    String.format("%.1f%%", 100 * t.unattributedShare()), "", ""));
        }
        return Html.table(List.of("thread role", "stage", "wall ms", "share of role", "CPU ms", "intervals"), rows);
    }

    private static String profiling(Run run, Path base) {
        RunRecord.Profiling p = run.record().profiling();
        StringBuilder b = new StringBuilder("<h2>Profile: ").append(Html.esc(run.label())).append("</h2>\n<p>Events: ")
                .append(Html.esc(String.join(", ", p.events())));
        if (p.cpuEngine() != null) b.append("; CPU samples from <b>").append(Html.esc(p.cpuEngine())).append("</b>");
        b.append(". Flame graphs: ");
        List<String> links = new ArrayList<>();
        p.flameGraphs().forEach((event, file) -> links.add("<a href=\"" + Html.esc(rel(base, run.dir().resolve(file))) + "\">" + Html.esc(event) + "</a>"));
        links.add("<a href=\"" + Html.esc(rel(base, run.dir().resolve(p.jfr()))) + "\">JFR recording</a> (JDK Mission Control)");
        b.append(String.join(", ", links)).append(String.format(" (written in %.0f ms after the load).</p>%n", p.postProcessingMillis()));
        for (String n : p.notes()) b.append("<p class=\"note\">").append(Html.esc(n)).append("</p>\n");
        for (RunRecord.Attribution a : p.attribution()) {
            for (RunRecord.RoleAttribution r : a.roles()) {
                if (r.samples() == 0) continue;
                b.append("<h3>").append(Html.esc(a.event())).append(" samples, thread role ").append(Html.esc(r.role())).append(" (")
                        .append(String.format("%,d", r.samples())).append(" samples)</h3>\n");
                List<List<String>> rows = new ArrayList<>();
                for (RunRecord.CategoryShare c : r.rows()) {
                    rows.add(List.of(c.category(), String.format("%.1f%%", 100 * c.probeShare()), String.format("%.1f%%", 100 * c.sampledShare()),
                            String.format("%+.1f", 100 * (c.sampledShare() - c.probeShare()))));
                }
                b.append(Html.table(List.of("stage", "probes (wall share)", "samples", "difference (points)"), rows));
                b.append("<p class=\"").append(r.agrees() ? "note" : "note bad").append("\">").append(Html.esc(r.note())).append("</p>\n");
            }
            if (!a.processShares().isEmpty()) {
                List<List<String>> rows = new ArrayList<>();
                a.processShares().forEach((k, v) -> rows.add(List.of(k, String.format("%.1f%%", 100 * v))));
                b.append("<h3>").append(Html.esc(a.event())).append(" samples, whole process (").append(String.format("%,d", a.samples()))
                        .append(")</h3>\n").append(Html.table(List.of("category", "share"), rows));
            }
        }
        return b.toString();
    }

    private static String rel(Path base, Path target) {
        Path t = target.toAbsolutePath().normalize();
        return Objects.requireNonNull(base).normalize().relativize(t).toString().replace('\\', '/');
    }
}
