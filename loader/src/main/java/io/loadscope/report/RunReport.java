package io.loadscope.report;

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

/**
 * One HTML page for one or more runs, from their run records only: totals, the time series as charts with the runs
 * overlaid (stage shares per run and thread role), each run's inputs, stage totals and engine phases (with the cores
 * each kept busy), a profiled run's attribution
 * table with links to its flame graphs, and the settings (for several runs, those that differ).
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
        Charts charts = new Charts();
        StringBuilder b = new StringBuilder();
        b.append(totals(runs));
        b.append("<h2>Over time</h2>\n");
        b.append(RunCharts.all(runs, charts));
        for (Run r : runs) {
            b.append("<h2>Inputs: ").append(Html.esc(r.label())).append("</h2>\n").append(InputTable.of(r.record()));
            b.append("<h2>Stages: ").append(Html.esc(r.label())).append("</h2>\n").append(stages(r.record()));
            String phases = PhaseTable.of(r.record());
            if (!phases.isEmpty()) b.append("<h2>Phases: ").append(Html.esc(r.label())).append("</h2>\n").append(phases);
            String advice = AdviceList.of(r.record());
            if (!advice.isEmpty()) b.append("<h2>Advice: ").append(Html.esc(r.label())).append("</h2>\n").append(advice);
            String machine = MachineTable.of(r.record());
            if (!machine.isEmpty()) b.append("<h2>Machine: ").append(Html.esc(r.label())).append("</h2>\n").append(machine);
            if (!r.record().incidents().isEmpty()) b.append(incidents(r));
            if (r.record().profiling() != null) b.append(profiling(r, base));
        }
        b.append(settings(runs));
        b.append(charts.script());
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
        RunRecord.Machine machine = r.environment() == null ? null : r.environment().machine();
        m.put("machine", machine == null ? "this machine, unshaped" : machine.shape());
        return m;
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
            if (t.stopped() != null) rows.add(List.of(t.role(), "STOPPED: " + t.stopped(), "", "", "", ""));
        }
        return Html.table(List.of("thread role", "stage", "wall ms", "share of role", "CPU ms", "intervals"), rows);
    }

    /** Workers that stopped and stalls, as the load's guard saw them, with the threads' states (top frame each). */
    private static String incidents(Run run) {
        List<List<String>> rows = new ArrayList<>();
        for (RunRecord.Incident i : run.record().incidents()) {
            StringBuilder threads = new StringBuilder();
            for (RunRecord.ThreadState t : i.threads()) {
                if (threads.length() > 0) threads.append("; ");
                threads.append(t.role()).append(' ').append(t.state()).append(t.frames().isEmpty() ? "" : " at " + t.frames().get(0));
            }
            rows.add(List.of(i.kind(), String.format("%,.1f", i.atMillis() / 1000.0), i.message(), threads.toString()));
        }
        return "<h2>Stopped workers and stalls: " + Html.esc(run.label()) + "</h2>\n<p class=\"note\">From the run record's incidents;"
                + " the whole stack traces are there. A stopped role has no stage share after its stop.</p>\n"
                + Html.table(List.of("what", "at s", "message", "threads"), rows);
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
