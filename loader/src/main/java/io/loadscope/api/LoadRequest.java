package io.loadscope.api;

import io.loadscope.api.event.LoadListener;
import io.loadscope.record.ProgressSample;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What to load, into which store, with which engine and profile. Build with {@link #builder()} and run with
 * {@link Loadscope#load}. Without a profile the engine's default one applies (as on the command line); without an
 * engine the profile's. The run record goes to {@code <store>/../loadscope-runs/<run id>} unless a report directory
 * is given.
 */
public final class LoadRequest {
    final String engine;
    final String profile;
    final Map<String, String> sets;
    final Path store;
    final Path reportDir;
    final List<String> inputs;
    final List<String> include;
    final List<String> exclude;
    final String format;
    final List<LoadListener> listeners;
    final Consumer<ProgressSample> progress;
    final String flame;
    final boolean resume;
    final String onError;
    final Long sampleIntervalMillis;

    private LoadRequest(Builder b) {
        engine = b.engine;
        profile = b.profile;
        sets = Map.copyOf(b.sets);
        store = b.store;
        reportDir = b.reportDir;
        inputs = List.copyOf(b.inputs);
        include = List.copyOf(b.include);
        exclude = List.copyOf(b.exclude);
        format = b.format;
        listeners = List.copyOf(b.listeners);
        progress = b.progress;
        flame = b.flame;
        resume = b.resume;
        onError = b.onError;
        sampleIntervalMillis = b.sampleIntervalMillis;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static final class Builder {
        private String engine;
        private String profile;
        private final Map<String, String> sets = new LinkedHashMap<>();
        private Path store;
        private Path reportDir;
        private final List<String> inputs = new ArrayList<>();
        private final List<String> include = new ArrayList<>();
        private final List<String> exclude = new ArrayList<>();
        private String format;
        private final List<LoadListener> listeners = new ArrayList<>();
        private Consumer<ProgressSample> progress = s -> { };
        private String flame;
        private boolean resume;
        private String onError = "abort";
        private Long sampleIntervalMillis;

        private Builder() {
        }

        /** blazegraph, blazegraph-sail or tdb2. Default: the profile's engine, else blazegraph. */
        public Builder engine(String engine) { this.engine = engine; return this; }

        /** A built-in profile's name (blazegraph-default, blazegraph-quads, wdqs, tdb2-phased, ...), or a .properties file's path. */
        public Builder profile(String nameOrPath) { this.profile = nameOrPath; return this; }

        /** One setting over the profile's: an engine property ({@code com.bigdata...}, {@code tdb2...}) or a loader knob. */
        public Builder set(String key, String value) { sets.put(key, value); return this; }

        public Builder settings(Map<String, String> all) { sets.putAll(all); return this; }

        /** The store directory (created if missing). Required. */
        public Builder store(Path store) { this.store = store; return this; }

        /** Where run.json and report.html go. */
        public Builder reportDir(Path dir) { this.reportDir = dir; return this; }

        /**
         * A file, a directory (every file of its tree, symbolic links followed, hidden entries and files named like
         * documentation skipped, in the order of their paths inside it) or "-" for stdin.
         */
        public Builder input(String input) { inputs.add(input); return this; }

        /**
         * Only the files of directory inputs that match one of these globs: with a '/', matched against the path
         * inside the directory ({@code 2019/**}), without, against the file name ({@code *.rdf}, at any depth).
         */
        public Builder include(String... globs) { include.addAll(List.of(globs)); return this; }

        public Builder include(List<String> globs) { include.addAll(globs); return this; }

        /** Leaves out the files of directory inputs that match (wins over {@link #include}). */
        public Builder exclude(String... globs) { exclude.addAll(List.of(globs)); return this; }

        public Builder exclude(List<String> globs) { exclude.addAll(globs); return this; }

        public Builder input(Path input) { inputs.add(input.toString()); return this; }

        public Builder inputs(List<String> all) { inputs.addAll(all); return this; }

        /** Forces the RDF format (nt, nq, ttl, trig, rdfxml) instead of telling it from names and content. */
        public Builder format(String format) { this.format = format; return this; }

        /** Hears the load: start, samples, stage intervals, batches, files, finish. */
        public Builder listener(LoadListener listener) { listeners.add(listener); return this; }

        /** Receives each progress sample on the sampler thread, for live displays. */
        public Builder progress(Consumer<ProgressSample> progress) { this.progress = progress; return this; }

        /** Profiles the load with async-profiler: events such as "cpu", "cpu,alloc" or "wall". */
        public Builder flame(String events) { this.flame = events; return this; }

        /** Continues an interrupted load into the same store: inputs the store's manifest lists as committed are skipped. */
        public Builder resume(boolean resume) { this.resume = resume; return this; }

        /** What a parse error does: "abort" (default) or "skip" (the bad line or file goes to the rejects file). */
        public Builder onError(String mode) { this.onError = mode; return this; }

        /** How often progress is sampled. Default: the profile's loader.sampleIntervalMillis, else one second. */
        public Builder sampleIntervalMillis(long millis) { this.sampleIntervalMillis = millis; return this; }

        public LoadRequest build() {
            if (store == null) throw new IllegalArgumentException("a store directory is required");
            if (inputs.isEmpty()) throw new IllegalArgumentException("at least one input is required");
            return new LoadRequest(this);
        }
    }
}
