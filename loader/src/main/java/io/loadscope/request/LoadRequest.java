package io.loadscope.request;

import io.loadscope.event.LoadListener;
import io.loadscope.input.InputError;
import io.loadscope.load.RdfFormat;
import io.loadscope.profile.Profile;
import io.loadscope.load.FlameEvent;
import io.loadscope.record.ProgressSample;
import io.loadscope.load.OnError;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What to load, into which store, with which engine and profile: the one request the command line and embedding
 * applications build and the pipeline runs (with {@code io.loadscope.api.Loadscope#load}). It sits below the API, with
 * {@link LoadStop} and {@link LoadSettings}, because the pipeline that runs it must not depend on the API above it. Values are typed as they are
 * set; the settings (the profile's, then {@link Builder#set}'s) stay as written until the load's preflight checks and
 * types them, before anything is created. Without a profile the engine's default one applies; without an engine the
 * profile's. The run record goes to {@code <store>/../loadscope-runs/<run id>} unless a report directory is given.
 */
public final class LoadRequest {
    /** The sampling interval's setting: the profile's value unless {@link Builder#sampleIntervalMillis} gives one. */
    public static final String SAMPLE_INTERVAL = "loader.sampleIntervalMillis";

    private final LoadSettings profile;
    private final Map<String, String> ownSettings;
    private final Path store;
    private final Path reportDir;
    private final List<String> inputs;
    private final List<String> include;
    private final List<String> exclude;
    private final RdfFormat format;
    private final List<LoadListener> listeners;
    private final Consumer<ProgressSample> progress;
    private final Set<FlameEvent> flame;
    private final boolean resume;
    private final OnError onError;
    private final LoadStop stop;
    private final boolean writeOutputs;
    private final List<Path> classPath;

    private LoadRequest(Builder b, LoadSettings profile, Map<String, String> ownSettings) {
        this.profile = profile;
        this.ownSettings = Collections.unmodifiableMap(new LinkedHashMap<>(ownSettings));
        store = b.store;
        reportDir = b.reportDir;
        inputs = List.copyOf(b.inputs);
        include = List.copyOf(b.include);
        exclude = List.copyOf(b.exclude);
        format = b.format;
        listeners = List.copyOf(b.listeners);
        progress = b.progress;
        // Kept in the events' declared order (cpu, alloc, lock, wall), as the record lists them.
        flame = Collections.unmodifiableSet(EnumSet.copyOf(b.flame));
        resume = b.resume;
        onError = b.onError;
        stop = b.stop;
        writeOutputs = b.writeOutputs;
        classPath = List.copyOf(b.classPath);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The engine: the one asked for, else the profile's. */
    public String engine() { return profile.engine(); }
    /** The profile as this load applies it: its name and source, settings with the request's own on top, JVM options. */
    public LoadSettings profile() { return profile; }
    /** The settings as written (engine properties and loader knobs); the load's preflight checks and types them. */
    public Map<String, String> settings() { return profile.settings(); }
    /**
     * The settings the request gives itself, over the profile's ({@link Builder#set}, {@code jvm.options} and the
     * sampling interval included), as written: what a command line passes as {@code --set} ({@link LoadArguments}).
     */
    public Map<String, String> ownSettings() { return ownSettings; }
    /** The JVM options the command line starts a JVM with (the profile's, or {@code jvm.options} set on the request). */
    public String jvmOptions() { return profile.jvmOptions(); }
    public Path store() { return store; }
    public Path reportDir() { return reportDir; }
    public List<String> inputs() { return inputs; }
    public List<String> include() { return include; }
    public List<String> exclude() { return exclude; }
    /** The format every input is read as, or null to tell it from names and content. */
    public RdfFormat format() { return format; }
    public List<LoadListener> listeners() { return listeners; }
    public Consumer<ProgressSample> progress() { return progress; }
    public Set<FlameEvent> flame() { return flame; }
    public boolean resume() { return resume; }
    public OnError onError() { return onError; }
    /** What stops this load cleanly before its end; never null. */
    public LoadStop stop() { return stop; }
    /** Whether {@code Loadscope.load} writes run.json, series.csv and report.html to the run directory (default: yes). */
    public boolean writeOutputs() { return writeOutputs; }
    /** The jars and class directories the caller added to the class path for the engine's classes (named in the run record). */
    public List<Path> classPath() { return classPath; }

    public static final class Builder {
        private String engine;
        private String profileName;
        private final Map<String, String> sets = new LinkedHashMap<>();
        private Path store;
        private Path reportDir;
        private final List<String> inputs = new ArrayList<>();
        private final List<String> include = new ArrayList<>();
        private final List<String> exclude = new ArrayList<>();
        private RdfFormat format;
        private final List<LoadListener> listeners = new ArrayList<>();
        private Consumer<ProgressSample> progress = s -> { };
        private final Set<FlameEvent> flame = EnumSet.noneOf(FlameEvent.class);
        private boolean resume;
        private OnError onError = OnError.ABORT;
        private LoadStop stop = new LoadStop();
        private boolean writeOutputs = true;
        private final List<Path> classPath = new ArrayList<>();
        /** Wins over the settings' (a profile's) value, whatever the call order. */
        private Long sampleIntervalMillis;

        private Builder() {
        }

        /** blazegraph, blazegraph-sail or tdb2. Default: the profile's engine, else blazegraph. */
        public Builder engine(String engine) { this.engine = engine; return this; }

        /** A built-in profile's name (blazegraph-default, blazegraph-quads, wdqs, tdb2-phased, ...), or a .properties file's path; read at {@link #build}. */
        public Builder profile(String nameOrPath) { this.profileName = nameOrPath; return this; }

        /** One setting over the profile's: an engine property ({@code com.bigdata...}, {@code tdb2...}), a loader knob or {@code jvm.options}. */
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

        public Builder input(Path input) { inputs.add(input.toString()); return this; }

        public Builder inputs(List<String> all) { inputs.addAll(all); return this; }

        /**
         * Only the files of directory inputs that match one of these globs: with a '/', matched against the path
         * inside the directory ({@code 2019/**}), without, against the file name ({@code *.rdf}, at any depth).
         */
        public Builder include(String... globs) { include.addAll(List.of(globs)); return this; }

        public Builder include(List<String> globs) { include.addAll(globs); return this; }

        /** Leaves out the files of directory inputs that match (wins over {@link #include}). */
        public Builder exclude(String... globs) { exclude.addAll(List.of(globs)); return this; }

        public Builder exclude(List<String> globs) { exclude.addAll(globs); return this; }

        /** Forces the RDF format instead of telling it from names and content. */
        public Builder format(RdfFormat format) { this.format = format; return this; }

        /** Forces the RDF format: nt, nq, ttl, trig or rdfxml. @throws IllegalArgumentException for another name */
        public Builder format(String format) { return format(format == null ? null : RdfFormat.parse(format)); }

        /** Hears the load: start, samples, stage intervals, batches, files, finish. */
        public Builder listener(LoadListener listener) { listeners.add(listener); return this; }

        /** Receives each progress sample on the sampler thread, for live displays. */
        public Builder progress(Consumer<ProgressSample> progress) { this.progress = progress; return this; }

        /**
         * Profiles the load with async-profiler: a JFR recording, one flame graph per event and the samples
         * attributed to stages, all in the run directory.
         */
        public Builder flame(Collection<FlameEvent> events) { flame.addAll(events); return this; }

        /** Profiles the load: events such as "cpu", "cpu,alloc" or "wall". @throws IllegalArgumentException naming a bad event */
        public Builder flame(String events) { return events == null ? this : flame(FlameEvent.parse(events)); }

        /**
         * Continues an interrupted load into the same store: inputs the store's manifest lists as committed (same path,
         * size and checksum) are skipped, the rest load. Without it, inputs already committed are refused.
         */
        public Builder resume(boolean resume) { this.resume = resume; return this; }

        /** What a parse error does: abort (default) or skip the bad line (or file) into the rejects file. */
        public Builder onError(OnError onError) { this.onError = onError; return this; }

        /** "abort" or "skip". @throws IllegalArgumentException for anything else */
        public Builder onError(String mode) { return onError(OnError.parse(mode)); }

        /** Lets another thread stop the load cleanly ({@link LoadStop#stop}); without it the load runs to its end. */
        public Builder stop(LoadStop stop) { this.stop = java.util.Objects.requireNonNull(stop); return this; }

        /**
         * Whether {@code Loadscope.load} writes the run directory's files (run.json, series.csv, report.html) after the
         * load; default true. False: the result still carries the run record and the run directory (where the load put
         * its own files, such as flame graphs), and writing is the caller's. A benchmark that times whole loads keeps
         * that writing out of its timings this way.
         */
        public Builder writeOutputs(boolean write) { this.writeOutputs = write; return this; }

        /**
         * The jars (or class directories) the caller put on the JVM's class path for classes the settings name, such as a
         * Blazegraph vocabulary or inline-URI factory: the run record names each with its size and SHA-256. Naming them
         * here does not load them; the command line starts the load's JVM with them ({@code --classpath}, {@code lib/}),
         * an embedding application puts them on its own class path.
         */
        public Builder classPath(List<Path> entries) { classPath.addAll(entries); return this; }

        /** How often progress is sampled. Default: the profile's loader.sampleIntervalMillis, else one second. */
        public Builder sampleIntervalMillis(long millis) { this.sampleIntervalMillis = millis; return this; }

        /** @throws IllegalArgumentException without a store or an input, or when the profile cannot be read */
        public LoadRequest build() {
            if (store == null) throw new IllegalArgumentException("a store directory is required");
            if (inputs.isEmpty()) throw new IllegalArgumentException("at least one input is required");
            Profile p;
            try {
                p = Profile.resolve(profileName, engine);
            } catch (InputError e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
            Map<String, String> all = new LinkedHashMap<>(sets);
            // One place for the value: the settings, which preflight checks and the run record reports.
            if (sampleIntervalMillis != null) all.put(SAMPLE_INTERVAL, Long.toString(sampleIntervalMillis));
            return new LoadRequest(this, LoadSettings.of(p, engine, all), all);
        }
    }
}
