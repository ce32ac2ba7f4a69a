package io.loadscope.event;

import java.nio.file.Path;
import java.util.List;

/**
 * What a load is about to do. {@code inputBytes}: the size of the inputs still to load, -1 when unknown (stdin);
 * {@code runDir}: where its run record will be written.
 */
public record LoadStarted(String runId, String engine, Path store, List<String> inputs, long inputBytes, Path runDir) {
    public LoadStarted(String runId, String engine, Path store, List<String> inputs, long inputBytes) {
        this(runId, engine, store, inputs, inputBytes, null);
    }
}
