package io.loadscope.cli;

import io.loadscope.input.InputError;
import io.loadscope.profile.Profile;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.Map;

/** --engine, --profile and --set, shared by every command that opens a store. */
final class EngineOptions {
    @Option(names = "--engine", paramLabel = "NAME",
            description = "Engine: blazegraph, blazegraph-sail or tdb2 (default: the profile's, else blazegraph).")
    String engine;

    @Option(names = "--profile", paramLabel = "P",
            description = "Profile name (blazegraph-default, wdqs, tdb2-phased, tdb2-parallel, or ./profiles/P.properties) "
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
    record Resolved(Profile profile, String engine, Map<String, String> settings, String jvmOptions) {
    }

    Resolved resolve() throws InputError {
        Profile p = Profile.resolve(profile, engine);
        Map<String, String> settings = new LinkedHashMap<>(p.settings());
        sets.forEach((k, v) -> {
            if (!k.equals("jvm.options")) settings.put(k, v);
        });
        String jvm = sets.containsKey("jvm.options") ? sets.get("jvm.options") : String.join(" ", p.jvmOptions());
        String chosen = engine != null ? engine : p.engine();
        if (parser != null) {
            if (!chosen.startsWith("blazegraph")) {
                throw new InputError("--parser applies to the Blazegraph engines; " + chosen + " parses with Jena RIOT only");
            }
            settings.put("blazegraph.parser", parser);
        }
        return new Resolved(p, chosen, settings, jvm);
    }
}
