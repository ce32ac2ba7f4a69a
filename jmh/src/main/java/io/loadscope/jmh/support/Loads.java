package io.loadscope.jmh.support;

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

/**
 * One whole instrumented load into a fresh store; failures fail the benchmark (run with -foe true). The run record is
 * handed to {@link LoadRecordProfiler} through {@link IterationHandOff}; no report is drawn (a report per iteration
 * would only cost time between loads).
 */
public final class Loads {
    /** Samples every 100 ms, so a load of a few seconds still has a rate curve. */
    static final String SAMPLE_INTERVAL_MILLIS = "100";

    private Loads() {
    }

    public static Path freshStore(String name) throws IOException {
        Path dir = Path.of("target", "jmh-stores", name);
        Directories.delete(dir);
        Files.createDirectories(dir.getParent());
        return dir;
    }

    public static RunRecord load(String engine, Map<String, String> settings, Path store, Path input) throws Exception {
        return load(engine, settings, store, input, java.util.Set.of());
    }

    /** @param flame profiler events to record during the load (none: not profiled) */
    public static RunRecord load(String engine, Map<String, String> settings, Path store, Path input,
                          java.util.Set<io.loadscope.profiler.FlameEvent> flame) throws Exception {
        Map<String, String> all = new HashMap<>(settings);
        all.putIfAbsent(LoadPipeline.SAMPLE_INTERVAL, SAMPLE_INTERVAL_MILLIS);
        RunResult r = LoadPipeline.run(RunRequest.builder().engine(engine).settings(all).store(store)
                .reportDir(store.resolveSibling(store.getFileName() + "-run")).input(input).flame(flame).build());
        if (r.failure() != null) throw new IllegalStateException("load failed: " + r.failure().getMessage(), r.failure());
        IterationHandOff.record(r.record());
        return r.record();
    }
}
