package io.loadscope.cli;

import io.loadscope.input.InputError;
import io.loadscope.api.LoadSettings;
import io.loadscope.api.Loadscope;
import io.loadscope.api.RequestRefused;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.Map;

/** --engine, --profile and --set, shared by every command that opens a store. */
final class EngineOptions {
    @Option(names = "--engine", paramLabel = "NAME",
            description = "Engine: blazegraph, blazegraph-sail or tdb2 (default: the profile's, else blazegraph).")
    String engine;

    @Option(names = "--profile", paramLabel = "P",
            description = "Profile name (blazegraph-default, blazegraph-quads, wdqs, tdb2-phased, tdb2-parallel, or ./profiles/P.properties) "
                    + "or path. Default: the engine's (blazegraph-default, tdb2-phased).")
    String profile;

    @Option(names = "--set", paramLabel = "KEY=VALUE",
            description = "Override one setting: an engine property (com.bigdata..., tdb2...), a loader.* knob, or jvm.options.")
    Map<String, String> sets = new LinkedHashMap<>();

    @Option(names = "--parser", paramLabel = "P",
            description = "Blazegraph engines: rio5 (default: loadscope's parse stage, strict RDF 1.1) or stock (the Sesame 2.7 "
                    + "parsers Blazegraph bundles). Same as --set blazegraph.parser=P.")
    String parser;

    /** The profile, the engine and the settings after --set; jvm.options is kept apart. */
    record Resolved(LoadSettings loadSettings) {
        String engine() {
            return loadSettings.engine();
        }

        Map<String, String> settings() {
            return loadSettings.settings();
        }

        String jvmOptions() {
            return loadSettings.jvmOptions();
        }
    }

    /** As {@link Loadscope#settings} gives them to an embedding app, so a profile means the same in both. */
    Resolved resolve() throws InputError {
        Map<String, String> all = new LinkedHashMap<>(sets);
        if (parser != null) all.put("blazegraph.parser", parser);
        LoadSettings s;
        try {
            s = Loadscope.settings(profile, engine, all);
        } catch (RequestRefused e) {
            throw new InputError(e.getMessage());
        }
        if (parser != null && !s.engine().startsWith("blazegraph")) {
            throw new InputError("--parser applies to the Blazegraph engines; " + s.engine() + " parses with Jena RIOT only");
        }
        return new Resolved(s);
    }
}
