package io.loadscope.record;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;

/**
 * Who parses a Blazegraph load ({@code blazegraph.parser}), as a request and a run record's engine settings name it.
 * Beside the record for the reason {@link BlazegraphWriter} is: the command line and the commands that read records
 * may not reach into the Blazegraph adapter, and the adapter spells and parses the setting with this type.
 */
public enum BlazegraphParser {
    /** loadscope's parse stage (rdf4j rio 5, strict RDF 1.1), the default. */
    RIO5("rio5"),
    /** The Sesame 2.7 parsers Blazegraph bundles. */
    STOCK("stock");

    /** The setting, in a request and in a run record's engine settings. */
    public static final String KEY = "blazegraph.parser";

    private final String key;

    BlazegraphParser(String key) {
        this.key = key;
    }

    /** The setting's value for this parser; also how a run record's path and the advice rules write it. */
    @JsonValue
    public String key() {
        return key;
    }

    /** The value: run.json is written by a streaming writer that prints values as text. */
    @Override
    public String toString() {
        return key;
    }

    /** The parser a value names; empty for null or any other text (the engine refuses that when it is configured). */
    public static Optional<BlazegraphParser> named(String value) {
        return Arrays.stream(values()).filter(p -> p.key.equals(value)).findFirst();
    }

    /** The parser among {@code settings}; empty without one (the engine's default, {@link #RIO5}, applies). */
    public static Optional<BlazegraphParser> in(Map<String, String> settings) {
        return named(settings.get(KEY));
    }
}
