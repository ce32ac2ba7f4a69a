package io.loadscope.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A configuration that can also load with the engine's own loader as users run it, without loadscope in the path:
 * the baseline of the overhead benchmark.
 */
public interface StockBaseline {

    /** Loads {@code files} into a new store in {@code storeDir} the stock way; returns the statements told. */
    long loadStock(Path storeDir, List<Path> files) throws Exception;

    /**
     * The settings that switch off the checks loadscope adds beyond the engine's own path (second reads of the input),
     * for those the user did not set; instrumentation stays on. What the overhead comparison adds to its loads.
     */
    Map<String, String> extraChecksOff();
}
