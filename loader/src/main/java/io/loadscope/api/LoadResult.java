package io.loadscope.api;

import io.loadscope.load.LoadFailure;
import io.loadscope.record.RunRecord;

import java.nio.file.Path;

/**
 * The outcome of a load: its run record (also written as {@code run.json} with {@code report.html} in
 * {@link #runDir}), and the failure if the load failed. A failure names file, line and column where it has them, and
 * the record says what was committed before it.
 */
public record LoadResult(RunRecord record, Path runDir, LoadFailure failure) {
    public boolean loaded() {
        return failure == null;
    }
}
