package io.loadscope.pipeline;

import io.loadscope.load.LoadFailure;
import io.loadscope.record.RunRecord;

import java.nio.file.Path;

/** The outcome of a load: its run record, where it was written, and the failure if the load failed. */
public record RunResult(RunRecord record, Path runDir, LoadFailure failure) {
    public boolean loaded() {
        return failure == null;
    }

}
