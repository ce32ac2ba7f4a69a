package io.loadscope.jmh.findings;

import io.loadscope.record.ProgressSample;
import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A findings suite's write-up: a table of its loads (from their run records) and the charts, as {@code findings.md}
 * beside the PNGs. Reads kept run records only.
 */
public final class FindingsReport {
    private static final double MIB = 1024.0 * 1024.0;

    private FindingsReport() {
    }

    public static void main(String[] args) throws IOException {
        Path out = write(Path.of(args[0]), Path.of(args[1]), args.length > 2 ? args[2] : "findings");
        System.out.println("findings: " + out);
    }

    /** @param runs the kept runs; @param dir where findings.md and the charts go */
    public static Path write(Path runs, Path dir, String title) throws IOException {
        List<KeptRun> all = KeptRun.readAll(runs);
        Files.createDirectories(dir);
        StringBuilder md = new StringBuilder("# " + title + "\n\n");
        if (all.isEmpty()) {
            md.append("No load was kept (").append(runs).append(").\n");
            return writeMd(dir, md);
        }
        RunRecord first = all.get(0).record();
        md.append(String.format(Locale.ROOT, "Machine: %d cores, %.0f GiB, %s %s; JVM %s. One load per row, each in its own JVM.%n%n",
                first.environment().cores(), first.environment().memoryBytes() / (1024.0 * MIB), first.environment().os(),
                first.environment().osVersion(), first.jvm().version()));
        md.append("| load | statements | wall (s) | statements/s | heap max (GiB) | peak heap (GiB) | GC pause (s) | store (MiB) | parser: parse / queue wait | index writes: lexicon / statements (s) | commit (s) |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (KeptRun r : all) {
            RunRecord.Totals t = r.record().totals();
            md.append(String.format(Locale.ROOT, "| %s | %,d | %.1f | %,.0f | %.1f | %.2f | %.1f | %,.0f | %s | %.1f / %.1f | %.1f |%n", r.label(all),
                    t.statementsCommitted(), t.wallMillis() / 1000, t.statementsPerSecond(), r.record().jvm().heapMaxBytes() / (1024 * MIB),
                    t.peakHeapBytes() / (1024 * MIB), t.gcPauseMillis() / 1000.0, t.storeBytes() / MIB,
                    shares(r.record(), "parser", "parse", "queue"),
                    seconds(r.record(), "index_write.lexicon"), seconds(r.record(), "index_write.statements"), seconds(r.record(), "commit")));
        }
        md.append("\nParser shares are of the parser thread's wall time; index-write and commit times are summed over threads (the\n")
                .append("statement indexes are written by parallel tasks, so their time can exceed the writer's). Rates below: statements written to the indexes per second over the last ")
                .append(FindingsPlots.WRITE_WINDOW_MILLIS / 1000).append(" s (the written counter moves once per batch, so a window of several batches),\n")
                .append("and statements handed to the writer (parsed; the counter moves per statement) over the last ")
                .append(FindingsPlots.PARSE_WINDOW_MILLIS / 1000).append(" s.\n\n");
        List<String> charts = new ArrayList<>();
        charts.add(FindingsPlots.perRun(dir, "rate-written", "Write rate as the store grows (" + FindingsPlots.WRITE_WINDOW_MILLIS / 1000 + " s window)",
                "statements written (millions)", "thousand statements/s", all,
                s -> SeriesMath.rateOver(s, ProgressSample::statementsWritten, FindingsPlots.WRITE_WINDOW_MILLIS)));
        charts.add(FindingsPlots.perRun(dir, "rate-parsed", "Parse rate: statements handed to the writer (" + FindingsPlots.PARSE_WINDOW_MILLIS / 1000 + " s window)",
                "statements parsed (millions)", "thousand statements/s", all,
                s -> SeriesMath.rateOver(s, ProgressSample::statementsParsed, FindingsPlots.PARSE_WINDOW_MILLIS)));
        charts.add(FindingsPlots.perRun(dir, "store-size", "Store size on disk as statements are written", "statements written (millions)", "MiB", all,
                s -> SeriesMath.overStatements(s, p -> p.storeBytes() / MIB)));
        charts.add(FindingsPlots.perRun(dir, "heap", "Heap in use", "minutes into the load", "GiB", all,
                s -> SeriesMath.overTime(s, p -> p.heapUsedBytes() / (1024 * MIB))));
        charts.add(FindingsPlots.perRun(dir, "gc-pause", "GC pause time, cumulative", "minutes into the load", "seconds", all,
                s -> SeriesMath.overTime(s, p -> p.gcPauseMillis() / 1000.0)));
        charts.add(FindingsPlots.perRun(dir, "queue-depth", "Writer queue depth (batches waiting)", "minutes into the load", "batches", all,
                s -> SeriesMath.overTime(s, p -> Math.max(0, p.queueDepth()))));
        for (int i = 0; i < all.size(); i++) {
            KeptRun r = all.get(i);
            String name = r.label(all);
            charts.add(FindingsPlots.shares(dir, "shares-writer-" + (i + 1), "Writer thread: " + name, r, FindingsPlots.WRITER_STAGES));
            charts.add(FindingsPlots.shares(dir, "shares-parser-" + (i + 1), "Parser thread: " + name, r, FindingsPlots.PARSER_STAGES));
        }
        md.append("\n");
        for (String c : charts) md.append("![").append(c.replace(".png", "")).append("](").append(c).append(")\n\n");
        for (int i = 0; i < all.size(); i++) {
            String phases = FlamePhases.write(all.get(i), dir, "flame-" + (i + 1));
            if (!phases.isEmpty()) md.append("## Where the CPU went, phase by phase: ").append(all.get(i).label(all)).append("\n\n").append(phases).append('\n');
        }
        return writeMd(dir, md);
    }

    /** A stage's time over every thread role (index writes run on the parser thread when there is no writer queue). */
    private static double seconds(RunRecord r, String stage) {
        return r.stages().stream().filter(s -> s.stage().equals(stage)).mapToDouble(RunRecord.StageTotal::wallMillis).sum() / 1000;
    }

    private static String shares(RunRecord r, String role, String... stages) {
        List<String> out = new ArrayList<>();
        for (String stage : stages) {
            double share = r.stages().stream().filter(s -> s.role().equals(role) && s.stage().equals(stage))
                    .mapToDouble(RunRecord.StageTotal::share).sum();
            out.add(String.format(Locale.ROOT, "%.0f %%", share * 100));
        }
        return String.join(" / ", out);
    }

    private static Path writeMd(Path dir, StringBuilder md) throws IOException {
        Path out = dir.resolve("findings.md");
        Files.writeString(out, md.toString());
        return out;
    }
}
