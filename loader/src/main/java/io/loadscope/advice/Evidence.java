package io.loadscope.advice;

import io.loadscope.record.RecordedPath;
import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures advice is decided on, read from a run record only: each stage's share of its thread's time
 * ({@code share.ROLE.STAGE}), and what the rules compare (see {@link #of}). A figure a record cannot give is absent,
 * and a rule that needs it does not fire. The load path is the record's, typed ({@link RunRecord#path}): a rule asks for
 * an engine or a Blazegraph writer by that, never by a setting's text. {@code phaseName}: the phase this evidence is
 * of, which a rule's sentence may quote ({@code {phase.name}}), null for the load as a whole; {@code phases}: the same
 * evidence once per engine phase, longest first, with that phase's figures added, for a rule that looks at each phase
 * ({@code "each": "phase"}).
 */
record Evidence(Map<String, Double> figures, RecordedPath path, String phaseName, List<Evidence> phases) {
    /** Evidence with no phases (a findings suite's JMH row, a record whose engine named none). */
    Evidence(Map<String, Double> figures, RecordedPath path) {
        this(figures, path, null, List.of());
    }

    /**
     * <ul>
     * <li>{@code parser.wait}: the parser's share of time waiting for room in the writer's queue;</li>
     * <li>{@code parser.reading}: reading and decompressing, on the parser's thread or a decompressor's own;</li>
     * <li>{@code parser.writing}: index writes on the parser's own thread (no queue between them);</li>
     * <li>{@code writer.busy}: the writer's time in anything but waiting for work;</li>
     * <li>{@code gc.share}, {@code commit.share}: GC pauses and commits over the load's wall time;</li>
     * <li>{@code input.bzip2}, {@code input.xz}: 1 when an input was so compressed;</li>
     * <li>{@code store.overMemory}: the store's size over the memory of the machine (its shape's limit, if any);</li>
     * <li>{@code machine.readPerStatement}, {@code machine.limitHits}, {@code machine.throttled}: from the shape's
     * kernel readings; {@code machine.readBack}: bytes read beyond the input over the store's size;</li>
     * <li>{@code cores}: the cores the load had; {@code statements}: the statements it read;</li>
     * <li>{@code setting.NAME}: each of the engine's settings whose value is a whole number, as the record keeps them
     * (a rule names the engine's own property, {@code setting.com.bigdata.journal.AbstractJournal.writeCacheBufferCount});</li>
     * <li>the sorted build's figures as its record keeps them in the fixed values ({@code sortedBuild.runs},
     * {@code sortedBuild.runBudgetBytes}, {@code sortedBuild.peakTemporaryBytes}, {@code sortedBuild.freeDiskAtStartBytes}
     * ...), and {@code sortedBuild.temporary.share}: the peak temporary bytes over the free disk at the start;</li>
     * <li>per phase ({@link #phases}): {@code phase.seconds}, {@code phase.share} (of the load's wall time),
     * {@code phase.busyCores} and {@code phase.threads} where the record has them, and the name {@code phase.name};</li>
     * <li>{@code jvm.collectorSeconds}, {@code jvm.collectorShare}: the JVM's collector threads' CPU over the phases the
     * record has it for, and its share of those phases' CPU; {@code jvm.g1}: 1 on G1, 0 on another collector.</li>
     * </ul>
     */
    static Evidence of(RunRecord r) {
        Map<String, Double> f = new LinkedHashMap<>();
        for (RunRecord.StageTotal s : r.stages()) f.merge("share." + s.role() + "." + s.stage(), s.share(), Double::sum);
        boolean parser = r.threads().stream().anyMatch(t -> t.role().equals("parser"));
        if (parser) {
            f.put("parser.wait", f.getOrDefault("share.parser.queue", 0.0));
            f.put("parser.writing", r.stages().stream().filter(s -> s.role().equals("parser") && s.stage().startsWith("index_write"))
                    .mapToDouble(RunRecord.StageTotal::share).sum());
            double reading = f.getOrDefault("share.parser.read", 0.0) + f.getOrDefault("share.parser.decompress", 0.0);
            // With a decompressor thread, the parser's read is its wait for that thread's chunks.
            reading = Math.max(reading, f.getOrDefault("share.decompressor.decompress", 0.0) + f.getOrDefault("share.decompressor.read", 0.0));
            f.put("parser.reading", reading);
        }
        r.threads().stream().filter(t -> t.role().equals("writer") && t.stopped() == null).findFirst().ifPresent(w ->
                f.put("writer.busy", Math.max(0, 1 - f.getOrDefault("share.writer.writer_idle", 0.0) - w.unattributedShare())));
        double wall = r.totals().wallMillis();
        if (wall > 0) {
            f.put("gc.share", r.totals().gcPauseMillis() / wall);
            f.put("commit.share", r.stages().stream().filter(s -> s.stage().equals("commit")).mapToDouble(RunRecord.StageTotal::wallMillis).sum() / wall);
        }
        f.put("input.bzip2", r.inputs().stream().anyMatch(i -> "bzip2".equals(i.compression())) ? 1.0 : 0.0);
        f.put("input.xz", r.inputs().stream().anyMatch(i -> "xz".equals(i.compression())) ? 1.0 : 0.0);
        RunRecord.Machine m = r.environment() == null ? null : r.environment().machine();
        long memory = r.environment() == null ? -1 : r.environment().memoryForLoadBytes();
        if (memory > 0 && r.totals().storeBytes() > 0) f.put("store.overMemory", r.totals().storeBytes() / (double) memory);
        if (m != null) {
            long n = Math.max(1, r.totals().statementsTold());
            if (m.readBytes() >= 0) f.put("machine.readPerStatement", m.readBytes() / (double) n);
            // What the load read beyond its input, in stores: how often the store's pages came back from disk.
            long input = r.totals().compressedBytes() > 0 ? r.totals().compressedBytes() : r.totals().uncompressedBytes();
            if (m.readBytes() >= 0 && r.totals().storeBytes() > 0) {
                f.put("machine.readBack", Math.max(0, m.readBytes() - input) / (double) r.totals().storeBytes());
            }
            if (m.limitHits() >= 0) f.put("machine.limitHits", (double) m.limitHits());
            if (m.throttledMillis() >= 0 && wall > 0) f.put("machine.throttled", m.throttledMillis() / wall);
        }
        if (r.environment() != null && r.environment().cores() > 0) f.put("cores", (double) r.environment().cores());
        f.put("statements", (double) r.totals().statementsTold());
        if (r.settings() != null) {
            sortedBuild(r.settings(), f);
            engineSettings(r.settings(), f);
        }
        jvmThreads(r, f);
        List<Evidence> phases = new ArrayList<>();
        for (RunRecord.Phase p : longestFirst(r.phases())) phases.add(phase(p, wall, f, r.path()));
        return new Evidence(f, r.path(), null, phases);
    }

    /** The sorted build's numbers from the record's fixed values, and its peak temporary space over the disk that was free. */
    private static void sortedBuild(RunRecord.Settings recorded, Map<String, Double> f) {
        recorded.fixed().forEach((k, v) -> {
            if (!k.startsWith("sortedBuild.")) return;
            try {
                f.put(k, (double) Long.parseLong(v));
            } catch (NumberFormatException notANumber) {
                // A description (how the indexes were built), not a figure.
            }
        });
        Double peak = f.get("sortedBuild.peakTemporaryBytes");
        Double free = f.get("sortedBuild.freeDiskAtStartBytes");
        if (peak != null && free != null && free > 0) f.put("sortedBuild.temporary.share", peak / free);
    }

    /**
     * Over the phases whose record has it (schema 11, Linux), the JVM's collector threads' CPU and its share of those
     * phases' CPU; and {@code jvm.g1}, 1 where the load ran on G1 (the JVM's choice on two CPUs or more), 0 on another
     * collector. (The record's JIT compiler CPU is not a figure: no rule reads it.)
     */
    private static void jvmThreads(RunRecord r, Map<String, Double> f) {
        double cpu = 0, collector = 0;
        for (RunRecord.Phase p : r.phases()) {
            if (p.cpuMillis() == null || p.collectorCpuMillis() == null) continue;
            cpu += p.cpuMillis();
            collector += p.collectorCpuMillis();
        }
        if (cpu > 0) {
            f.put("jvm.collectorSeconds", collector / 1000);
            f.put("jvm.collectorShare", collector / cpu);
        }
        if (r.jvm() != null && r.jvm().collectors() != null && !r.jvm().collectors().isEmpty()) {
            f.put("jvm.g1", r.jvm().collectors().stream().anyMatch(c -> c.startsWith("G1 ")) ? 1.0 : 0.0);
        }
    }

    /** The engine's settings that are whole numbers, as figures {@code setting.NAME}; the rest are not figures. */
    private static void engineSettings(RunRecord.Settings recorded, Map<String, Double> f) {
        if (recorded.engine() == null) return;
        recorded.engine().forEach((name, value) -> {
            try {
                f.put("setting." + name, (double) Long.parseLong(value.trim()));
            } catch (NumberFormatException notANumber) {
                // A mode, a class name, a path: nothing a condition compares.
            }
        });
    }

    private static List<RunRecord.Phase> longestFirst(List<RunRecord.Phase> phases) {
        List<RunRecord.Phase> sorted = new ArrayList<>(phases);
        sorted.sort(Comparator.comparingDouble(RunRecord.Phase::wallMillis).reversed());
        return sorted;
    }

    /** The load's evidence with one phase's figures and name added. */
    private static Evidence phase(RunRecord.Phase p, double loadWall, Map<String, Double> load, RecordedPath path) {
        Map<String, Double> f = new LinkedHashMap<>(load);
        f.put("phase.seconds", p.wallMillis() / 1000);
        if (loadWall > 0) f.put("phase.share", p.wallMillis() / loadWall);
        if (p.busyCores() != null) {
            f.put("phase.busyCores", p.busyCores());
            // The cores neither the load nor another process used: where the record cannot tell the others', all the rest.
            Double cores = load.get("cores");
            double other = p.otherBusyCores() == null ? 0 : p.otherBusyCores();
            if (p.otherBusyCores() != null) f.put("phase.otherBusyCores", p.otherBusyCores());
            if (cores != null) f.put("phase.idleCores", Math.max(0, cores - p.busyCores() - other));
        }
        if (p.threads() != null) f.put("phase.threads", (double) p.threads());
        return new Evidence(f, path, p.name(), List.of());
    }
}
