package io.loadscope.pipeline;

import io.loadscope.api.event.LoadListener;

import io.loadscope.record.ProgressSample;

import io.loadscope.input.RdfFormat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What to load, where, with which engine and settings. Build with {@link #builder()}; defaults: engine
 * {@code blazegraph}, one sample per second, run record in {@code <store>/../loadscope-runs/<run id>}.
 */
public final class RunRequest {
    final String engine;
    final Map<String, String> settings;
    final Path store;
    final Path reportDir;
    final List<String> inputs;
    final List<String> include;
    final List<String> exclude;
    final RdfFormat format;
    final List<LoadListener> listeners;
    final String profileName;
    final String profileSource;
    final Consumer<ProgressSample> progress;
    final java.util.Set<io.loadscope.profiler.FlameEvent> flame;
    final boolean resume;
    final io.loadscope.reject.OnError onError;

    private RunRequest(Builder b) {
        engine = b.engine;
        settings = Map.copyOf(b.settings);
        store = b.store;
        reportDir = b.reportDir;
        inputs = List.copyOf(b.inputs);
        include = List.copyOf(b.include);
        exclude = List.copyOf(b.exclude);
        format = b.format;
        listeners = List.copyOf(b.listeners);
        profileName = b.profileName;
        profileSource = b.profileSource;
        resume = b.resume;
        onError = b.onError;
        progress = b.progress;
        // Kept in the events' declared order (cpu, alloc, lock, wall), as the record lists them.
        flame = java.util.Collections.unmodifiableSet(java.util.EnumSet.copyOf(b.flame));
    }

    public static Builder builder() {
        return new Builder();
    }

    public String engine() { return engine; }
    public Map<String, String> settings() { return settings; }
    public Path store() { return store; }
    public Path reportDir() { return reportDir; }
    public List<String> inputs() { return inputs; }
    public List<String> include() { return include; }
    public List<String> exclude() { return exclude; }
    public RdfFormat format() { return format; }
    /** The sampling interval in force: the settings' value (checked in preflight), else one second. */
    public long sampleIntervalMillis() { return Long.parseLong(settings.getOrDefault(LoadPipeline.SAMPLE_INTERVAL, "1000").trim()); }
    public List<LoadListener> listeners() { return listeners; }
    public String profileName() { return profileName; }
    public String profileSource() { return profileSource; }
    public Consumer<ProgressSample> progress() { return progress; }
    public java.util.Set<io.loadscope.profiler.FlameEvent> flame() { return flame; }
    public boolean resume() { return resume; }
    public io.loadscope.reject.OnError onError() { return onError; }

    public static final class Builder {
        private String engine = "blazegraph";
        private final Map<String, String> settings = new LinkedHashMap<>();
        private Path store;
        private Path reportDir;
        private final List<String> inputs = new ArrayList<>();
        private final List<String> include = new ArrayList<>();
        private final List<String> exclude = new ArrayList<>();
        private RdfFormat format;
        /** Set by {@link #sampleIntervalMillis}: wins over the settings' (a profile's) value, whatever the call order. */
        private Long sampleIntervalMillis;
        private final List<LoadListener> listeners = new ArrayList<>();
        private String profileName = "";
        private String profileSource = "";
        private Consumer<ProgressSample> progress = s -> { };
        private final java.util.Set<io.loadscope.profiler.FlameEvent> flame = java.util.EnumSet.noneOf(io.loadscope.profiler.FlameEvent.class);
        private boolean resume;
        private io.loadscope.reject.OnError onError = io.loadscope.reject.OnError.ABORT;

        public Builder engine(String engine) { this.engine = engine; return this; }
        /** An engine property ({@code com.bigdata...}) or loader knob; later calls override earlier ones. */
        public Builder set(String key, String value) { settings.put(key, value); return this; }
        public Builder settings(Map<String, String> all) { settings.putAll(all); return this; }
        public Builder store(Path store) { this.store = store; return this; }
        public Builder reportDir(Path dir) { this.reportDir = dir; return this; }
        /** A file, a directory (the files of its tree, in the order of their relative paths) or "-" for stdin. */
        public Builder input(String input) { inputs.add(input); return this; }
        /** Globs choosing the files of directory inputs ({@link io.loadscope.input.InputSelection}). */
        public Builder include(List<String> globs) { include.addAll(globs); return this; }
        public Builder exclude(List<String> globs) { exclude.addAll(globs); return this; }
        public Builder inputs(List<String> all) { inputs.addAll(all); return this; }
        public Builder input(Path input) { inputs.add(input.toString()); return this; }
        /** Forces the RDF format instead of telling it from names and content. */
        public Builder format(RdfFormat format) { this.format = format; return this; }
        /** How often progress is sampled; overrides {@code loader.sampleIntervalMillis} in the settings (a profile's). */
        public Builder sampleIntervalMillis(long millis) { this.sampleIntervalMillis = millis; return this; }
        public Builder listener(LoadListener listener) { listeners.add(listener); return this; }
        public Builder profile(String name, String source) { profileName = name; profileSource = source; return this; }
        /** Receives each sample on the sampler thread, for live displays. */
        public Builder progress(Consumer<ProgressSample> progress) { this.progress = progress; return this; }

        /**
         * Profiles the load with async-profiler: a JFR recording, one flame graph per event and the samples
         * attributed to stages, all in the run directory.
         */
        public Builder flame(java.util.Collection<io.loadscope.profiler.FlameEvent> events) { flame.addAll(events); return this; }

        /**
         * Continues an interrupted load: inputs the store's manifest lists as committed (same path, size and
         * checksum) are skipped, the rest load. Without it, inputs already committed are refused.
         */
        public Builder resume(boolean resume) { this.resume = resume; return this; }

        /** What a parse error does: abort (default) or skip the bad line / file into the rejects file. */
        public Builder onError(io.loadscope.reject.OnError onError) { this.onError = onError; return this; }

        public RunRequest build() {
            if (store == null) throw new IllegalArgumentException("a store directory is required");
            // One place for the value: the settings, which preflight checks and the run record reports.
            if (sampleIntervalMillis != null) settings.put(LoadPipeline.SAMPLE_INTERVAL, Long.toString(sampleIntervalMillis));
            return new RunRequest(this);
        }
    }
}
