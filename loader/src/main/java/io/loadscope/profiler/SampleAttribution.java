package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;
import io.loadscope.record.RunRecord;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts each CPU and wall-clock sample into a category by its thread and frames ({@link StageRules}) and
 * sets the result beside the probes: for each thread role, the share of the role's samples per category
 * next to the share of the role's wall time the probes booked there.
 *
 * <p>Wall-clock samples see a thread whether it runs or waits, as the probes' wall time does. CPU samples
 * see only running threads, so they match the probes only where a role hardly waits; the note says so.
 */
public final class SampleAttribution {
    /** The largest difference in percentage points that still counts as agreement. */
    public static final double TOLERANCE_POINTS = 10;
    /** Fewer samples than this on a role make its shares too coarse to judge. */
    static final long MIN_SAMPLES = 50;
    /** A role whose CPU time is below this share of its wall time waits too much for CPU samples to match. */
    static final double CPU_BOUND = 0.9;

    private SampleAttribution() {
    }

    public static List<RunRecord.Attribution> attribute(Recording recording, StageRules rules,
                                                        List<RunRecord.StageTotal> stages,
                                                        List<RunRecord.ThreadTotal> threads) throws IOException {
        Map<FlameEvent, Counts> counts = new EnumMap<>(FlameEvent.class);
        Map<String, String> roleOfThread = new HashMap<>();
        for (RunRecord.ThreadTotal t : threads) {
            if (t.threadNames() != null) t.threadNames().forEach(n -> roleOfThread.putIfAbsent(n, t.role()));
        }
        try (RecordingFile file = new RecordingFile(recording.jfr())) {
            while (file.hasMoreEvents()) {
                RecordedEvent e = file.readEvent();
                FlameEvent kind = sampleKind(e.getEventType().getName(), recording);
                if (kind == null || e.getStackTrace() == null) continue;
                String name = threadName(e);
                long weight = kind == FlameEvent.WALL && e.hasField("samples") ? Math.max(1, e.getLong("samples")) : 1;
                List<String> frames = frames(e);
                SampleCategory c = rules.classify(name, frames);
                String role = roleOfThread.get(name);
                // Wall samples see every idle thread too: only the load's own threads, while they work for it,
                // say where its time went (a writer role's pool threads also sit between tasks).
                if (kind == FlameEvent.WALL && (role == null || StageRules.idleInPool(frames))) continue;
                counts.computeIfAbsent(kind, k -> new Counts()).add(role, c, weight);
            }
        }
        List<RunRecord.Attribution> out = new ArrayList<>();
        for (var entry : counts.entrySet()) {
            out.add(entry.getValue().toRecord(entry.getKey(), stages, threads));
        }
        return out;
    }

    private static FlameEvent sampleKind(String type, Recording recording) {
        for (FlameEvent e : List.of(FlameEvent.CPU, FlameEvent.WALL)) {
            if (recording.events().contains(e) && ProfilerEvents.isSample(e, type)) return e;
        }
        return null;
    }

    /** The sampled thread's name (Java name, else the OS name), or null. */
    public static String threadName(RecordedEvent e) {
        RecordedThread thread = e.getThread("sampledThread");
        return thread == null ? null : thread.getJavaName() != null ? thread.getJavaName() : thread.getOSName();
    }

    /** The sample's frames as {@code Class.method}, innermost first: what {@link StageRules} classify. */
    public static List<String> frames(RecordedEvent e) {
        List<String> out = new ArrayList<>();
        for (RecordedFrame f : e.getStackTrace().getFrames()) {
            if (f.getMethod() == null || f.getMethod().getType() == null) continue;
            out.add(f.getMethod().getType().getName() + "." + f.getMethod().getName());
        }
        return out;
    }

    /** Sample counts by category, for the process and per role. */
    private static final class Counts {
        final Map<SampleCategory, Long> process = new EnumMap<>(SampleCategory.class);
        final Map<String, Map<SampleCategory, Long>> byRole = new LinkedHashMap<>();
        long total;

        void add(String role, SampleCategory c, long weight) {
            total += weight;
            process.merge(c, weight, Long::sum);
            if (role != null) byRole.computeIfAbsent(role, r -> new EnumMap<>(SampleCategory.class)).merge(c, weight, Long::sum);
        }

        RunRecord.Attribution toRecord(FlameEvent event, List<RunRecord.StageTotal> stages, List<RunRecord.ThreadTotal> threads) {
            Map<String, Double> processShares = new LinkedHashMap<>();
            for (SampleCategory c : SampleCategory.values()) {
                long n = process.getOrDefault(c, 0L);
                if (n > 0) processShares.put(c.label(), round(n / (double) total));
            }
            List<RunRecord.RoleAttribution> roles = new ArrayList<>();
            for (RunRecord.ThreadTotal t : threads) {
                Map<SampleCategory, Long> sampled = byRole.getOrDefault(t.role(), Map.of());
                roles.add(compare(event, t, stages, sampled));
            }
            return new RunRecord.Attribution(event.key(), total, processShares, roles);
        }
    }

    static RunRecord.RoleAttribution compare(FlameEvent event, RunRecord.ThreadTotal role, List<RunRecord.StageTotal> stages,
                                             Map<SampleCategory, Long> sampled) {
        Map<SampleCategory, Double> probe = new EnumMap<>(SampleCategory.class);
        for (RunRecord.StageTotal s : stages) {
            if (s.role().equals(role.role())) probe.merge(SampleCategory.ofKey(s.stage()), s.wallMillis() / role.wallMillis(), Double::sum);
        }
        // What the role's stages do not explain is, to the probes, neither of the named stages.
        if (role.unattributedShare() > 0) probe.merge(SampleCategory.OTHER, role.unattributedShare(), Double::sum);
        long n = sampled.values().stream().mapToLong(Long::longValue).sum();
        List<RunRecord.CategoryShare> rows = new ArrayList<>();
        double max = 0;
        for (SampleCategory c : SampleCategory.values()) {
            double p = probe.getOrDefault(c, 0.0);
            double s = n == 0 ? 0 : sampled.getOrDefault(c, 0L) / (double) n;
            if (p == 0 && s == 0) continue;
            rows.add(new RunRecord.CategoryShare(c.label(), round(p), round(s)));
            max = Math.max(max, Math.abs(p - s) * 100);
        }
        max = Math.round(max * 10) / 10.0;
        boolean agrees = n >= MIN_SAMPLES && max <= TOLERANCE_POINTS;
        List<String> unsplit = new ArrayList<>();
        for (RunRecord.CategoryShare r : rows) {
            if (r.probeShare() == 0 && r.sampledShare() * 100 > TOLERANCE_POINTS) unsplit.add(r.category());
        }
        String note = note(event, role, n, max, agrees);
        if (!agrees && !unsplit.isEmpty()) {
            note += "; the probes book no time as " + String.join(", ", unsplit) + " on this role: this engine's loader does that work"
                    + " inside another stage, which the samples split";
        }
        return new RunRecord.RoleAttribution(role.role(), role.threadNames(), n, rows, max, agrees, note);
    }

    private static String note(FlameEvent event, RunRecord.ThreadTotal role, long n, double max, boolean agrees) {
        if (n < MIN_SAMPLES) return "only " + n + " samples on this role: too few to compare";
        if (agrees) return "sampled and probed shares agree within " + (int) TOLERANCE_POINTS + " points (largest difference " + max + ")";
        String why = "";
        if (event == FlameEvent.CPU && role.cpuMillis() != null && role.cpuMillis() < CPU_BOUND * role.wallMillis()) {
            why = "; this role ran on CPU for " + Math.round(100 * role.cpuMillis() / role.wallMillis())
                    + "% of its wall time, and CPU samples do not see its waits (profile 'wall' to compare waits)";
        }
        return "sampled and probed shares differ by up to " + max + " points" + why;
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
