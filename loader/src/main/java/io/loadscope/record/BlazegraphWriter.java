package io.loadscope.record;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;

/**
 * How a Blazegraph load writes its store ({@code blazegraph.writer}), as a run record's engine settings name it. Here,
 * beside the record, because the commands that read records (predict, tune, advice) may not reach into the Blazegraph
 * adapter: they read this type, and the adapter spells the setting with it, so the text is written and read in one
 * place.
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

    /** The setting's value for this writer. */
    public String key() {
        return key;
    }

    /** The writer a value names; empty for null or any other text (the engine refuses that when it is configured). */
    public static Optional<BlazegraphWriter> named(String value) {
        return Arrays.stream(values()).filter(w -> w.key.equals(value)).findFirst();
    }

    /** The writer among {@code settings} (a request's, a tuning candidate's, a record's engine settings); empty without one. */
    public static Optional<BlazegraphWriter> in(Map<String, String> settings) {
        return named(settings.get(KEY));
    }

    /** The writer a run record's load ran with; empty for another engine's record or one without settings. */
    public static Optional<BlazegraphWriter> of(RunRecord record) {
        return record.settings() == null || record.settings().engine() == null ? Optional.empty() : in(record.settings().engine());
    }
}
