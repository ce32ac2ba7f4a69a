package io.loadscope.record;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;

/**
 * How a Blazegraph load writes its store ({@code blazegraph.writer}), as a request and a run record's engine settings
 * name it, and as the record's path keeps it ({@link RecordedPath#writer}). Here, beside the record, because the
 * commands that read records (predict, tune, advice) may not reach into the Blazegraph adapter: they read this type,
 * and the adapter spells the setting with it, so the text is written and read in one place.
 */
public enum BlazegraphWriter {
    /** Blazegraph's statement buffer, the default: a store loaded into, and loaded into again. */
    BUFFER("buffer"),
    /** A new store built once from sorted runs, at the end of the load. */
    SORTED("sorted");

    /** The setting, in a request and in a run record's engine settings. */
    public static final String KEY = "blazegraph.writer";

    private final String key;

    BlazegraphWriter(String key) {
        this.key = key;
    }

    /** The setting's value for this writer; also how a run record's path and the advice rules write it. */
    @JsonValue
    public String key() {
        return key;
    }

    /** The value: run.json is written by a streaming writer that prints values as text. */
    @Override
    public String toString() {
        return key;
    }

    /** The writer a value names; empty for null or any other text (the engine refuses that when it is configured). */
    public static Optional<BlazegraphWriter> named(String value) {
        return Arrays.stream(values()).filter(w -> w.key.equals(value)).findFirst();
    }

    /**
     * The writer among {@code settings} (a request's, a tuning candidate's, the engine settings of a record from before
     * schema 10); empty without one.
     */
    public static Optional<BlazegraphWriter> in(Map<String, String> settings) {
        return named(settings.get(KEY));
    }
}
