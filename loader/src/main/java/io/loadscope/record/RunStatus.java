package io.loadscope.record;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a run ended; written to run.json as the label. */
public enum RunStatus {
    LOADED("loaded"),
    FAILED("failed"),
    /** Told to stop before its end (SIGINT or SIGTERM on the command line): its commits stay, --resume continues it. */
    INTERRUPTED("interrupted");

    private final String label;

    RunStatus(String label) {
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
