package io.loadscope.record;

import com.fasterxml.jackson.annotation.JsonValue;

/** What became of one input in a run; written to run.json as the label. */
public enum InputStatus {
    /** Loaded and committed in this run. */
    LOADED("loaded"),
    /** Its load or its commit failed. */
    FAILED("failed"),
    /** Loaded, then undone with its commit group when a later input of the group failed. */
    ROLLED_BACK("rolled back"),
    /** Committed by an earlier run into this store (resume). */
    COMMITTED_EARLIER("committed earlier"),
    /** Left out whole in skip mode (its fault was the input's, see the rejects file). */
    SKIPPED("skipped"),
    /** Being read when the load was told to stop; not committed. */
    INTERRUPTED("interrupted");

    private final String label;

    InputStatus(String label) {
        this.label = label;
    }

    @JsonValue
    public String label() {
        return label;
    }

    /** The label: run.json is written by a streaming writer that prints values as text. */
    @Override
    public String toString() {
        return label;
    }
}
