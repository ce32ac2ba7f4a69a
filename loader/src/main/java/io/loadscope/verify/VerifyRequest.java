package io.loadscope.verify;

import io.loadscope.input.InputSelection;
import io.loadscope.load.RdfFormat;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What to verify: a store, the engine that made it and the settings it was loaded with (checked as a load checks them:
 * an unknown key is refused by name), and the inputs it should hold, chosen from directories as the load chose them.
 *
 * @param settings  the load's settings as written (engine properties and loader knobs); the engine's open the store
 * @param selection which files of directory inputs are inputs: the same as the load's, or the comparison is wrong
 * @param format    the format every input is read as, or null to tell it from names and content
 */
public record VerifyRequest(String engine, Map<String, String> settings, Path store, List<String> inputs,
                            InputSelection selection, RdfFormat format) {
    public VerifyRequest {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        inputs = List.copyOf(inputs);
        if (selection == null) selection = InputSelection.ALL;
    }

    /** {@code store} of {@code engine} against {@code inputs}: no settings, every file of a directory, formats told. */
    public static VerifyRequest of(String engine, Path store, List<String> inputs) {
        return new VerifyRequest(engine, Map.of(), store, inputs, InputSelection.ALL, null);
    }

    public VerifyRequest withSettings(Map<String, String> settings) {
        return new VerifyRequest(engine, settings, store, inputs, selection, format);
    }

    public VerifyRequest withSelection(InputSelection selection) {
        return new VerifyRequest(engine, settings, store, inputs, selection, format);
    }

    public VerifyRequest withFormat(RdfFormat format) {
        return new VerifyRequest(engine, settings, store, inputs, selection, format);
    }
}
