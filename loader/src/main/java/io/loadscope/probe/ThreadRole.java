package io.loadscope.probe;

/**
 * The threads a load runs on. Each role's stages must add up to that role's wall time; what they do not
 * cover is reported as the role's unattributed remainder.
 */
public enum ThreadRole {
    /** Reads, decompresses, parses and buffers; writes synchronously when the engine has no queue; commits. */
    PARSER("parser"),
    /** Drains the engine's queue and writes batches into the indexes. */
    WRITER("writer");

    private final String key;

    ThreadRole(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }
}
