package io.loadscope.api.event;

import java.nio.file.Path;
import java.util.List;

/** What a load is about to do. */
public record LoadStarted(String runId, String engine, Path store, List<String> inputs) {
}
