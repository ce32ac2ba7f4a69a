package io.loadscope.cli;

import io.loadscope.input.InputError;
import io.loadscope.record.BlazegraphParser;
import io.loadscope.request.LoadSettings;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.Map;

/** --engine, --profile and --set, shared by every command that opens a store. */
final class EngineOptions {
    @Option(names = "--engine", paramLabel = "NAME",
            description = "Engine: blazegraph, blazegraph-sail or tdb2 (default: the one that made the store, else the profile's, "
                    + "else blazegraph).")
    String engine;

    @Option(names = "--profile", paramLabel = "P",
            description = "Profile: a name (blazegraph-default, blazegraph-quads, wdqs, tdb2-phased, tdb2-parallel, tdb2-xloader, "
                    + "or P for the file profiles/P.properties) or a file's path. Default: the engine's (blazegraph-default, "
                    + "tdb2-phased).")
    String profile;

    @Option(names = "--set", paramLabel = "KEY=VALUE",
            description = "Override one setting. KEY: com.bigdata.* (Blazegraph), tdb2.* (TDB2), loader.* (loadscope) "
                    + "or jvm.options (the forked JVM's options).")
    Map<String, String> sets = new LinkedHashMap<>();

    @Option(names = "--parser", paramLabel = "P",
            description = "Blazegraph engines: rio5 (default: loadscope's parse stage, strict RDF 1.1) or stock (the Sesame 2.7 "
                    + "parsers Blazegraph bundles). The same as the setting blazegraph.parser=P.")
    String parser;

    /** The profile as applied (the engine among it), and the settings after --set (--parser included); jvm.options is kept apart. */
    record Resolved(LoadSettings applied, Map<String, String> sets) {
        String engine() {
            return applied.engine();
        }

        Map<String, String> settings() {
            return applied.settings();
        }

        String jvmOptions() {
            return applied.jvmOptions();
        }
    }

    /** The profile as an embedding app's request applies it ({@link LoadSettings#resolve}), so a profile means the same in both. */
    Resolved resolve() throws InputError {
        return resolve(engine);
    }

    /**
     * As {@link #resolve()}, for a command that opens {@code store}: without --engine and --profile, the engine is
     * the one the store's manifest says made it (a store of another engine's is refused when the store is opened).
     */
    Resolved resolveFor(java.nio.file.Path store) throws InputError {
        if (engine != null || profile != null) return resolve(engine);
        return resolve(io.loadscope.durable.StoreEngine.recorded(store).orElse(null));
    }

    private Resolved resolve(String engine) throws InputError {
        Map<String, String> all = new LinkedHashMap<>(sets);
        if (parser != null) all.put(BlazegraphParser.KEY, parser);
        LoadSettings applied;
        try {
            applied = LoadSettings.resolve(profile, engine, all);
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        if (parser != null && !applied.engine().startsWith("blazegraph")) {
            throw new InputError("--parser applies to the Blazegraph engines; " + applied.engine() + " parses with Jena RIOT only");
        }
        return new Resolved(applied, all);
    }
}
