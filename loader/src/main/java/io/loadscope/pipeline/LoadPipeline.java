package io.loadscope.pipeline;

import io.loadscope.api.FileLoaded;
import io.loadscope.api.LoadRequest;
import io.loadscope.api.LoadResult;
import io.loadscope.api.LoadStarted;
import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.Engines;
import io.loadscope.engine.FileOutcome;
import io.loadscope.probe.Clock;
import io.loadscope.profiler.FlameEvent;
import io.loadscope.profiler.FlameGraphs;
import io.loadscope.profiler.ProfilerSession;
import io.loadscope.profiler.Recording;
import io.loadscope.profiler.SampleAttribution;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.SeriesSampler;
import io.loadscope.probe.Span;
import io.loadscope.probe.Stage;
import io.loadscope.probe.ThreadRole;
import io.loadscope.probe.jfr.FileLoadedEvent;
import io.loadscope.record.EnvironmentProbe;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;
import io.loadscope.report.RunReport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The spine: source → read & decompress → parse → buffer/queue → index write → commit. Checks everything
 * it can before creating anything, loads inputs one at a time (each committed on its own), and always
 * leaves a run record, loaded or failed.
 */
public final class LoadPipeline {
    /** Loader knobs that are not engine properties. */
    public static final String SAMPLE_INTERVAL = "loader.sampleIntervalMillis";
    /** The gzip decoder's input buffer, to compare with the JDK's 512-byte default that SPARQL LOAD uses. */
    public static final String GZIP_BUFFER = "loader.gzipBufferBytes";
    /** Where compressed input is decompressed: {@code parser} (inline, the default) or {@code own} (a thread of its own). */
    public static final String DECOMPRESS_THREAD = "loader.decompressThread";
    /** The profiler's recording in the run directory (opens in JDK Mission Control). */
    public static final String PROFILE_JFR = "profile.jfr";
    static final java.util.Set<String> LOADER_SETTINGS = java.util.Set.of(SAMPLE_INTERVAL, GZIP_BUFFER, DECOMPRESS_THREAD);

    private LoadPipeline() {
    }

    /** Validates the request; throws {@link InputError} (nothing created) or runs the load. */
    public static LoadResult run(LoadRequest request) throws InputError {
        Engine engine;
        try {
            engine = Engines.byName(request.engine());
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        for (String key : request.settings().keySet()) {
            if (!engine.acceptsSetting(key) && !LOADER_SETTINGS.contains(key)) {
                throw new InputError("setting '" + key + "' is not known to engine " + engine.name() + " or to the loader"
                        + " (loader settings: " + String.join(", ", LOADER_SETTINGS) + ")");
            }
        }
        try {
            engine.validate(request.settings());
            long interval = Long.parseLong(request.settings().getOrDefault(SAMPLE_INTERVAL, "1000"));
            if (interval < 10) throw new IllegalArgumentException(SAMPLE_INTERVAL + " must be at least 10 ms");
            if (gzipBuffer(request) < 1) throw new IllegalArgumentException(GZIP_BUFFER + " must be at least 1");
            decompressOnOwnThread(request);
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        List<InputSource> sources = InputResolver.resolve(request.inputs());
        InputOpener opener = new InputOpener(request.format(), gzipBuffer(request), decompressOnOwnThread(request));
        for (InputSource s : sources) opener.check(s);
        checkWritable(request.store(), "store directory");
        String runId = runId(engine.name());
        Path runDir = request.reportDir() != null ? request.reportDir()
                : request.store().toAbsolutePath().getParent().resolve("loadscope-runs").resolve(runId);
        checkWritable(runDir, "report directory");
        return new Run(request, engine, sources, opener, runId, runDir).execute();
    }

    private static int gzipBuffer(LoadRequest request) {
        return Integer.parseInt(request.settings().getOrDefault(GZIP_BUFFER, Integer.toString(InputOpener.IO_BUFFER)));
    }

    private static boolean decompressOnOwnThread(LoadRequest request) {
        String v = request.settings().getOrDefault(DECOMPRESS_THREAD, "parser");
        return switch (v) {
            case "parser" -> false;
            case "own" -> true;
            default -> throw new IllegalArgumentException(DECOMPRESS_THREAD + " must be parser or own, not " + v);
        };
    }

    private static void checkWritable(Path dir, String what) throws InputError {
        Path p = dir.toAbsolutePath();
        if (Files.exists(p) && !Files.isDirectory(p)) throw new InputError(what + " " + dir + " exists and is not a directory");
        while (p != null && !Files.exists(p)) p = p.getParent();
        if (p == null || !Files.isWritable(p)) {
            throw new InputError(what + " " + dir + " is not writable" + (p == null ? "" : " (" + p + " is read-only for this user)"));
        }
    }

    private static String runId(String engine) {
        return DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC).format(Instant.now())
                + "-" + engine + "-" + Long.toHexString(System.nanoTime() & 0xffff);
    }

    /** One load's mutable state. */
    private static final class Run {
        private final LoadRequest request;
        private final Engine engine;
        private final List<InputSource> sources;
        private final InputOpener opener;
        private final String runId;
        private final Path runDir;
        private final ListenerDispatch listeners = new ListenerDispatch();
        private final LoadProbes probes;
        private final List<RunRecord.Input> inputs = new ArrayList<>();
        private final List<RunRecord.Problem> errors = new ArrayList<>();
        private final List<String> warnings = new ArrayList<>();
        private final String startedAt = Instant.now().toString();
        private long told;

        Run(LoadRequest request, Engine engine, List<InputSource> sources, InputOpener opener, String runId, Path runDir) {
            this.request = request;
            this.engine = engine;
            this.sources = sources;
            this.opener = opener;
            this.runId = runId;
            this.runDir = runDir;
            request.listeners().forEach(listeners::add);
            this.probes = new LoadProbes(listeners);
        }

        LoadResult execute() throws InputError {
            long start = Clock.wall();
            ProfilerSession profiler = null;
            if (!request.flame().isEmpty()) {
                try {
                    profiler = ProfilerSession.prepare(request.flame(), runDir.resolve(PROFILE_JFR));
                } catch (IOException e) {
                    throw new InputError("cannot profile this load: " + e.getMessage());
                }
            }
            try {
                return load(start, profiler);
            } finally {
                if (profiler != null) profiler.abandon();
            }
        }

        private LoadResult load(long start, ProfilerSession profiler) throws InputError {
            try {
                Files.createDirectories(request.store());
            } catch (IOException e) {
                throw new InputError("cannot create store directory " + request.store() + ": " + e.getMessage());
            }
            EngineSession session;
            try {
                session = engine.open(request.settings(), request.store(), probes);
            } catch (LoadFailure f) {
                return finish(null, null, start, f, null);
            }
            long interval = Long.parseLong(request.settings().getOrDefault(SAMPLE_INTERVAL,
                    Long.toString(request.sampleIntervalMillis())));
            SeriesSampler sampler = new SeriesSampler(probes, session::storeBytes, interval, s -> {
                request.progress().accept(s);
                listeners.each("onProgress", l -> l.onProgress(s));
            });
            try (session) {
                LoadStarted started = new LoadStarted(runId, engine.name(), request.store(),
                        sources.stream().map(InputSource::name).toList());
                listeners.each("onStart", l -> l.onStart(started));
                sampler.start();
                probes.claimThread(ThreadRole.PARSER);
                if (profiler != null) {
                    try {
                        profiler.start();
                    } catch (IOException e) {
                        warnings.add("the load ran without the profiler: " + e.getMessage());
                        profiler = null;
                    }
                }
                LoadFailure failure = null;
                for (InputSource source : sources) {
                    failure = loadOne(session, source);
                    if (failure != null) break;
                }
                if (failure == null && told == 0) {
                    failure = new LoadFailure("no statements were loaded from " + sources.size() + " input(s)", null, null);
                }
                sampler.close();
                sampler.sample();
                Recording recording = null;
                if (profiler != null) {
                    try {
                        recording = profiler.stop();
                    } catch (IOException e) {
                        warnings.add("the profiler did not finish its recording: " + e.getMessage());
                    }
                }
                return finish(session, sampler, start, failure, recording);
            } finally {
                sampler.close();
            }
        }

        private LoadFailure loadOne(EngineSession session, InputSource source) throws InputError {
            long w0 = Clock.wall();
            long c0 = Clock.cpu();
            if (session.validatesFirst()) {
                LoadFailure invalid = validate(session, source);
                if (invalid != null) {
                    probes.addRoleTime(ThreadRole.PARSER, Clock.wall() - w0, c0 < 0 ? -1 : Clock.cpu() - c0);
                    return invalid;
                }
            }
            OpenedInput in;
            boolean engineReads = session.readsInputItself();
            try {
                // An engine that reads the file itself gets it opened only for the format and compression checks.
                in = opener.open(source, engineReads ? new LoadProbes(new ListenerDispatch()) : probes);
            } catch (IOException e) {
                return new LoadFailure("cannot read: " + e.getMessage(), source.name(), e);
            }
            if (!in.formatDecision().note().isEmpty()) warnings.add(source.name() + ": " + in.formatDecision().note());
            FileOutcome outcome = null;
            LoadFailure failure = null;
            try (in) {
                outcome = session.load(in);
            } catch (LoadFailure f) {
                failure = f;
            } catch (IOException e) {
                warnings.add(source.name() + ": closing the input failed: " + e.getMessage());
            }
            long wall = Clock.wall() - w0;
            long cpu = c0 < 0 ? -1 : Clock.cpu() - c0;
            probes.addRoleTime(ThreadRole.PARSER, wall, cpu);
            if (engineReads) probes.compressedRead(source.size());
            else in.recordStages(probes);
            long statements = outcome == null ? 0 : outcome.statementsTold();
            if (failure == null && statements == 0 && (engineReads ? source.size() > 0 : in.uncompressedBytes() > 0)) {
                failure = new LoadFailure("yielded no statements although it holds "
                        + (engineReads ? source.size() : in.uncompressedBytes()) + " bytes of " + in.format().label(), source.name(), null);
            }
            if (failure != null && failure.getCause() != null && failure.file() != null) {
                failure = ErrorLocator.complete(failure, source, in.format(), opener);
            }
            told += failure == null ? statements : 0;
            inputs.add(new RunRecord.Input(source.name(), source.size(), in.compression().name().toLowerCase(),
                    in.format().label(), in.formatDecision().decidedBy(), in.formatDecision().note(), in.hadBom(),
                    engineReads ? source.size() : in.compressedBytes(), engineReads ? -1 : in.uncompressedBytes(),
                    failure == null ? statements : 0,
                    StageAccounting.millis(wall), outcome == null ? -1 : outcome.engineLoadMillis(),
                    outcome == null ? -1 : outcome.engineCommitMillis(), failure == null ? "loaded" : "failed"));
            if (failure == null) {
                FileLoaded done = new FileLoaded(source.name(), in.format().label(), in.compression().name().toLowerCase(),
                        statements, in.compressedBytes(), in.uncompressedBytes(), wall);
                listeners.each("onFileLoaded", l -> l.onFileLoaded(done));
                FileLoadedEvent ev = new FileLoadedEvent();
                if (ev.shouldCommit()) {
                    ev.file = done.name();
                    ev.format = done.format();
                    ev.compression = done.compression();
                    ev.statements = statements;
                    ev.compressedBytes = done.compressedBytes();
                    ev.uncompressedBytes = done.uncompressedBytes();
                    ev.commit();
                }
            }
            return failure;
        }

        /** A parse of the whole input before loading it; nothing is written if it fails. */
        private LoadFailure validate(EngineSession session, InputSource source) throws InputError {
            if (source.isStdin()) {
                return new LoadFailure("this loader parses each input twice (it cannot roll back a parse error), so it "
                        + "cannot read stdin; give a file, or use a transactional loader", source.name(), null);
            }
            Span span = probes.start(Stage.VALIDATE, ThreadRole.PARSER);
            try (OpenedInput in = opener.open(source, new LoadProbes(new ListenerDispatch()))) {
                try {
                    session.validate(in);
                    return null;
                } catch (LoadFailure f) {
                    inputs.add(new RunRecord.Input(source.name(), source.size(), in.compression().name().toLowerCase(),
                            in.format().label(), in.formatDecision().decidedBy(), in.formatDecision().note(), in.hadBom(),
                            in.compressedBytes(), in.uncompressedBytes(), 0, 0, -1, -1, "failed"));
                    return ErrorLocator.complete(f, source, in.format(), opener);
                }
            } catch (IOException e) {
                return new LoadFailure("cannot read: " + e.getMessage(), source.name(), e);
            } finally {
                span.end();
            }
        }

        private LoadResult finish(EngineSession session, SeriesSampler sampler, long start, LoadFailure failure, Recording recording) {
            long wall = Clock.wall() - start;
            if (failure != null) {
                errors.add(new RunRecord.Problem(failure.line() > 0 ? "parse" : "load", failure.getMessage(), failure.file(),
                        failure.line() > 0 ? failure.line() : null, failure.column() > 0 ? failure.column() : null,
                        failure.offendingLine()));
            }
            warnings.addAll(listeners.firstFailures());
            long committed = session == null ? 0 : safeCount(session);
            var series = sampler == null ? List.<io.loadscope.api.ProgressSample>of() : sampler.samples();
            var last = series.isEmpty() ? null : series.get(series.size() - 1);
            Map<String, String> loaderSettings = new LinkedHashMap<>();
            loaderSettings.put(SAMPLE_INTERVAL, request.settings().getOrDefault(SAMPLE_INTERVAL, Long.toString(request.sampleIntervalMillis())));
            loaderSettings.put("loader.ioBufferBytes", Integer.toString(InputOpener.IO_BUFFER));
            loaderSettings.put(GZIP_BUFFER, Integer.toString(gzipBuffer(request)));
            loaderSettings.put(DECOMPRESS_THREAD, decompressOnOwnThread(request) ? "own" : "parser");
            loaderSettings.put("loader.format", request.format() == null ? "auto (name, then content)" : request.format().label());
            loaderSettings.put("loader.commit", "after each input");
            RunRecord plain = new RunRecord(RunRecord.SCHEMA, runId, failure == null ? "loaded" : "failed",
                    failure == null ? 0 : 1, startedAt, Instant.now().toString(), engine.name(),
                    new RunRecord.Profile(request.profileName(), request.profileSource()),
                    new RunRecord.Settings(session == null ? Map.of() : session.effectiveSettings(), loaderSettings,
                            session == null ? Map.of() : session.fixedValues()),
                    EnvironmentProbe.jvm(), EnvironmentProbe.environment(request.store()), inputs,
                    new RunRecord.Totals(told, committed, StageAccounting.millis(wall),
                            wall <= 0 ? 0 : Math.round(told / (wall / 1e9) * 10) / 10.0,
                            probes.compressedBytes(), probes.uncompressedBytes(),
                            session == null ? 0 : session.storeBytes(), probes.batchesWritten(),
                            sampler == null ? 0 : sampler.peakHeapBytes(), last == null ? 0 : last.gcCount(),
                            last == null ? 0 : last.gcPauseMillis(), listeners.failures()),
                    StageAccounting.stages(probes), StageAccounting.threads(probes),
                    session == null ? Map.of() : session.indexCounters(), series, errors, warnings, null, null);
            RunRecord record = recording == null ? plain : plain.withProfiling(profiling(recording, plain));
            try {
                RunRecordWriter.write(record, runDir);
                RunReport.write(List.of(new RunReport.Run(runDir, record)), runDir.resolve(RunReport.FILE));
            } catch (IOException e) {
                warnings.add("could not write the run record or its report to " + runDir + ": " + e.getMessage());
            }
            listeners.each("onFinish", l -> l.onFinish(record));
            return new LoadResult(record, runDir, failure);
        }

        /** Flame graphs and the attribution table from the recording; a failure here costs the extras, not the run. */
        private RunRecord.Profiling profiling(Recording recording, RunRecord record) {
            long t0 = Clock.wall();
            Map<String, String> graphs = Map.of();
            List<RunRecord.Attribution> attribution = List.of();
            List<String> notes = new ArrayList<>(recording.notes());
            try {
                graphs = FlameGraphs.write(recording, runDir, "loadscope " + runId);
            } catch (IOException | RuntimeException e) {
                notes.add("flame graphs could not be written: " + e.getMessage());
            }
            try {
                attribution = SampleAttribution.attribute(recording, engine.stageRules(), record.stages(), record.threads());
            } catch (IOException | RuntimeException e) {
                notes.add("samples could not be attributed to stages: " + e.getMessage());
            }
            return new RunRecord.Profiling(recording.events().stream().map(FlameEvent::key).toList(), recording.cpuEngine(),
                    notes, runDir.relativize(recording.jfr()).toString(), graphs, attribution,
                    StageAccounting.millis(Clock.wall() - t0));
        }

        private static long safeCount(EngineSession session) {
            try {
                return session.committedStatements();
            } catch (RuntimeException e) {
                return -1;
            }
        }
    }
}
