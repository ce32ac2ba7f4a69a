package io.loadscope.jmh;

import io.loadscope.pipeline.RunRequest;
import io.loadscope.pipeline.RunResult;
import io.loadscope.files.Directories;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** One whole instrumented load into a fresh store; failures fail the benchmark (run with -foe true). */
public final class Loads {
    /** Samples every 100 ms, so a load of a few seconds still has a rate curve. */
    static final String SAMPLE_INTERVAL_MILLIS = "100";

    // The last load's run record, for LoadRecordProfiler's secondary results (same JVM, one load per iteration).
    private static volatile RunRecord lastRecord;

    private Loads() {
    }

    static Path freshStore(String name) throws IOException {
        Path dir = Path.of("target", "jmh-stores", name);
        Directories.delete(dir);
        Files.createDirectories(dir.getParent());
        return dir;
    }

    static RunRecord load(String engine, Map<String, String> settings, Path store, Path input) throws Exception {
        return load(engine, settings, store, input, java.util.Set.of());
    }

    /** @param flame profiler events to record during the load (none: not profiled) */
    static RunRecord load(String engine, Map<String, String> settings, Path store, Path input,
                          java.util.Set<io.loadscope.profiler.FlameEvent> flame) throws Exception {
        Map<String, String> all = new HashMap<>(settings);
        all.putIfAbsent(LoadPipeline.SAMPLE_INTERVAL, SAMPLE_INTERVAL_MILLIS);
        RunResult r = LoadPipeline.run(RunRequest.builder().engine(engine).settings(all).store(store)
                .reportDir(store.resolveSibling(store.getFileName() + "-run")).input(input).flame(flame).build());
        if (r.failure() != null) throw new IllegalStateException("load failed: " + r.failure().getMessage(), r.failure());
        lastRecord = r.record();
        return r.record();
    }

    // Figures a benchmark that is not a load reports for its iteration (e.g. bytes on disk), drained like the record.
    private static final java.util.List<org.openjdk.jmh.results.ScalarResult> extra = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Reports a figure of this iteration as a secondary result (averaged over iterations). */
    public static void report(String label, double value, String unit) {
        extra.add(new org.openjdk.jmh.results.ScalarResult(label, value, unit, org.openjdk.jmh.results.AggregationPolicy.AVG));
    }

    static java.util.List<org.openjdk.jmh.results.ScalarResult> takeReported() {
        java.util.List<org.openjdk.jmh.results.ScalarResult> out = java.util.List.copyOf(extra);
        extra.clear();
        return out;
    }

    /** The run record of the load since the last call, or null. */
    static RunRecord takeLastRecord() {
        RunRecord r = lastRecord;
        lastRecord = null;
        return r;
    }
}
