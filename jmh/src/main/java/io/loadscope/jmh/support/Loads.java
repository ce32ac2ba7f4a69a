package io.loadscope.jmh.support;

import io.loadscope.api.LoadResult;
import io.loadscope.api.Loadscope;
import io.loadscope.request.LoadRequest;
import io.loadscope.files.Directories;
import io.loadscope.load.FlameEvent;
import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * One whole instrumented load into a fresh store, through {@link Loadscope#load} as an embedding application runs one;
 * failures fail the benchmark (run with -foe true). The run record is handed to {@link LoadRecordProfiler} through
 * {@link IterationHandOff}; the API writes nothing to the run directory ({@code writeOutputs(false)}): a report per
 * iteration would only cost time inside the timed load.
 */
public final class Loads {
    /** Samples every 100 ms, so a load of a few seconds still has a rate curve. */
    static final String SAMPLE_INTERVAL_MILLIS = "100";

    /**
     * {@code -Dloadscope.jmh.flame=cpu} (a suite's {@code -jvmArgsPrepend}): profile every load with async-profiler, as
     * {@code load --flame} does; the flame graphs go to the run directory (kept with the run record by a findings suite).
     */
    public static final String FLAME = "loadscope.jmh.flame";

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
                          java.util.Set<FlameEvent> flame) throws Exception {
        Map<String, String> all = new HashMap<>(settings);
        all.putIfAbsent(LoadRequest.SAMPLE_INTERVAL, SAMPLE_INTERVAL_MILLIS);
        if (flame.isEmpty() && System.getProperty(FLAME) != null) flame = FlameEvent.parse(System.getProperty(FLAME));
        Path runDir = store.resolveSibling(store.getFileName() + "-run");
        Directories.delete(runDir);
        // Through the API, as an embedder loads; the run directory's files are IterationHandOff's to write.
        LoadResult r = Loadscope.load(LoadRequest.builder().engine(engine).settings(all).store(store)
                .reportDir(runDir).input(input).flame(flame).writeOutputs(false).build());
        if (r.failure() != null) throw new IllegalStateException("load failed: " + r.failure().getMessage(), r.failure());
        IterationHandOff.record(r.record(), r.runDir());
        return r.record();
    }
}
