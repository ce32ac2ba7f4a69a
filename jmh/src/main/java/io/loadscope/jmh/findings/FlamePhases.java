package io.loadscope.jmh.findings;

import io.loadscope.engine.registry.Engines;
import io.loadscope.profiler.SampleAttribution;
import io.loadscope.profiler.SampleCategory;
import io.loadscope.profiler.StageRules;
import io.loadscope.record.RunRecord;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import one.convert.Arguments;
import one.convert.JfrToFlame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Where a profiled load's CPU went in each phase: the load's wall time cut into {@link #PHASES} equal parts, the CPU
 * samples of each part put into categories by the engine's own frame rules (the ones the run record's attribution
 * uses), and one flame graph per part. From the recording a profiled load keeps beside its run record.
 */
final class FlamePhases {
    static final int PHASES = 4;

    private FlamePhases() {
    }

    /** Markdown for the run's phases (a table, links to the flame graphs written into {@code out}); empty without a recording. */
    static String write(KeptRun run, Path out, String prefix) throws IOException {
        RunRecord.Profiling p = run.record().profiling();
        if (p == null || p.jfr() == null) return "";
        Path jfr = run.dir().resolve(p.jfr());
        if (!Files.isRegularFile(jfr)) return "";
        StageRules rules = Engines.byName(run.record().engine()) instanceof io.loadscope.engine.ProfilerStages s ? s.stageRules() : StageRules.generic();
        // The profiler runs from just before the load to just after it: its samples' span is the load's.
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        try (RecordingFile file = new RecordingFile(jfr)) {
            while (file.hasMoreEvents()) {
                RecordedEvent e = file.readEvent();
                if (!isCpuSample(e)) continue;
                long t = e.getStartTime().toEpochMilli();
                first = Math.min(first, t);
                last = Math.max(last, t);
            }
        }
        if (first == Long.MAX_VALUE) return "";
        long span = Math.max(1, last - first);
        long[][] counts = new long[PHASES][SampleCategory.values().length];
        long[] total = new long[PHASES];
        try (RecordingFile file = new RecordingFile(jfr)) {
            while (file.hasMoreEvents()) {
                RecordedEvent e = file.readEvent();
                if (!isCpuSample(e)) continue;
                int phase = (int) Math.min(PHASES - 1, (e.getStartTime().toEpochMilli() - first) * PHASES / span);
                counts[phase][rules.classify(SampleAttribution.threadName(e), SampleAttribution.frames(e)).ordinal()]++;
                total[phase]++;
            }
        }
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "CPU samples by phase (each a quarter of the %.0f s profiled load; share of that quarter's samples, all threads):%n%n", span / 1000.0));
        md.append("| phase | samples |");
        for (SampleCategory c : SampleCategory.values()) md.append(' ').append(c.label()).append(" |");
        md.append(" flame graph |\n|---|---|").append("---|".repeat(SampleCategory.values().length)).append("---|\n");
        for (int q = 0; q < PHASES; q++) {
            md.append("| ").append(q + 1).append(" of ").append(PHASES).append(" | ").append(String.format(Locale.ROOT, "%,d", total[q])).append(" |");
            for (SampleCategory c : SampleCategory.values()) {
                md.append(String.format(Locale.ROOT, " %.0f %% |", total[q] == 0 ? 0 : 100.0 * counts[q][c.ordinal()] / total[q]));
            }
            String name = prefix + "-phase" + (q + 1) + ".html";
            long from = span * q / PHASES;
            long to = span * (q + 1) / PHASES;
            // jfrconv reads --from/--to below 1.5e12 as milliseconds after the recording's start (the first sample's time, within a sampling interval).
            Arguments args = new Arguments("--cpu", "--threads", "--from", Long.toString(Math.max(1, from)), "--to", Long.toString(to),
                    "--title", run.label(List.of(run)) + " — CPU, phase " + (q + 1) + " of " + PHASES);
            Files.createDirectories(out);
            JfrToFlame.convert(jfr.toString(), out.resolve(name).toString(), args);
            md.append(" [").append(name).append("](").append(name).append(") |\n");
        }
        return md.toString();
    }

    private static boolean isCpuSample(RecordedEvent e) {
        return e.getEventType().getName().equals("jdk.ExecutionSample") && e.getStackTrace() != null;
    }
}
