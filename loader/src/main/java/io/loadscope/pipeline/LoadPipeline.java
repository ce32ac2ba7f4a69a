package io.loadscope.pipeline;

import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.load.LoadFailure;
import io.loadscope.engine.MemoryAdvice;
import io.loadscope.engine.MemorySetting;
import io.loadscope.engine.ResourceFault;

import io.loadscope.request.LoadRequest;
import io.loadscope.engine.EngineConfig;
import io.loadscope.pipeline.RunResult;
import io.loadscope.event.LoadStarted;
import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineSession;
import io.loadscope.probe.Clock;
import io.loadscope.profiler.ProfilerSession;
import io.loadscope.profiler.Recording;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.SeriesSampler;
import io.loadscope.record.ThreadRole;
import io.loadscope.durable.LoadManifest;
import io.loadscope.durable.ResumePlan;
import io.loadscope.durable.StoreLock;
import io.loadscope.load.OnError;
import io.loadscope.reject.Reject;
import io.loadscope.reject.RejectsFile;
import io.loadscope.record.InputStatus;
import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The spine: source → read & decompress → parse → buffer/queue → index write → commit. Checks everything
 * it can before creating anything, loads inputs one at a time, commits them in groups the {@link CommitPolicy}
 * closes, and always leaves a run record, loaded or failed.
 */
public final class LoadPipeline {
    /** Loader knobs that are not engine properties. */
    public static final String SAMPLE_INTERVAL = LoadRequest.SAMPLE_INTERVAL;
    /** The gzip decoder's input buffer, to compare with the JDK's 512-byte default that SPARQL LOAD uses. */
    public static final String GZIP_BUFFER = "loader.gzipBufferBytes";
    /** Where compressed input is decompressed: {@code parser} (inline, the default) or {@code own} (a thread of its own). */
    public static final String DECOMPRESS_THREAD = "loader.decompressThread";
    /** The profiler's recording in the run directory (opens in JDK Mission Control). */
    public static final String PROFILE_JFR = "profile.jfr";
    private LoadPipeline() {
    }

    /** Validates the request; throws {@link InputError} (nothing created) or runs the load. */
    public static RunResult run(LoadRequest request) throws InputError {
        RunPreflight.Checked c = RunPreflight.check(request);
        Run run = new Run(request, c);
        run.warnings.addAll(request.profile().leftOut());
        run.warnings.addAll(c.inputNotes());
        // On a thread of its own group: the threads the engine starts for this load report their deaths to it alone.
        return LoadThread.run("loadscope-load", run.probes.faults(), run::execute);
    }

    /** One load's mutable state. */
    private static final class Run {
        private final LoadRequest request;
        private final Engine engine;
        private final EngineConfig config;
        private final LoaderSettings loader;
        private final List<InputSource> sources;
        private final InputOpener opener;
        private final String runId;
        private final Path runDir;
        private final ListenerDispatch listeners = new ListenerDispatch();
        private final LoadProbes probes;
        /** The run record's content as the load goes: inputs, errors, warnings. */
        private final RunRecordAssembly record;
        private final List<RunRecord.Input> inputs;
        private final List<String> warnings;
        private final CommitPolicy commitPolicy;
        private final StallPolicy stallPolicy;
        private final RejectsFile rejects;
        private final OneInput oneInput;
        private LoadManifest manifest;
        private CommitGroups groups;
        private long committedEarlier;
        private String interrupted = "";
        /** Set when the load was told to stop ({@link LoadRequest#stop}) and stopped with work left undone. */
        private boolean stopped;

        /** The input being loaded (or whose group is being committed), for a failure that gets past the engine. */
        private String inputUnderWay;
        private long sizeUnderWay;

        Run(LoadRequest request, RunPreflight.Checked checked) {
            this.request = request;
            this.engine = checked.engine();
            this.config = checked.config();
            this.loader = checked.loader();
            this.sources = checked.sources();
            this.opener = checked.opener();
            this.runId = checked.runId();
            this.runDir = checked.runDir();
            request.listeners().forEach(listeners::add);
            this.probes = new LoadProbes(listeners);
            this.commitPolicy = loader.commitPolicy();
            this.stallPolicy = loader.stallPolicy();
            this.rejects = new RejectsFile(runDir);
            this.record = new RunRecordAssembly(request, engine, config, loader, runId, probes, listeners);
            this.inputs = record.inputs();
            this.warnings = record.warnings();
            this.oneInput = new OneInput(request, config, opener, probes, warnings);
            // The parse ends at its next read; the load then stops at the input boundary (see loadAll).
            request.stop().whenStopped(opener::stopReading);
            request.stop().whenStopped(probes.injectedFaults()::release);
        }

        RunResult execute() throws InputError {
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

        private RunResult load(long start, ProfilerSession profiler) throws InputError {
            try {
                Files.createDirectories(request.store());
            } catch (IOException e) {
                throw new InputError("cannot create store directory " + request.store() + ": " + e.getMessage());
            }
            try (StoreLock lock = StoreLock.acquire(request.store())) {
                try {
                    manifest = LoadManifest.open(request.store());
                } catch (IOException e) {
                    throw new InputError("cannot read the store's load manifest: " + e.getMessage());
                }
                groups = new CommitGroups(manifest, request.store(), inputs, warnings, probes, listeners, oneInput);
                EngineSession session;
                try {
                    session = StoreOpening.open(request.store(), manifest, engine.name(), config, probes, warnings);
                } catch (LoadFailure f) {
                    return finish(null, null, start, f, null);
                }
                List<InputSource> toLoad;
                try {
                    toLoad = plan(session);
                } catch (InputError | RuntimeException e) {
                    session.close();
                    throw e;
                }
                return load(start, profiler, session, toLoad);
            }
        }

        /** The inputs still to load, after settling a commit a crash interrupted; committed ones are recorded as such. */
        private List<InputSource> plan(EngineSession session) throws InputError {
            interrupted = ResumePlan.settleInterruptedCommit(manifest, session.commitMarker(), engine.name());
            if (!interrupted.isEmpty()) warnings.add("interrupted load: " + interrupted);
            ResumePlan plan = ResumePlan.of(sources, manifest, request.resume(), request.store());
            for (InputSource s : plan.committedEarlier()) {
                inputs.add(RunRecord.Input.notRead(s.name(), s.size(), 0, InputStatus.COMMITTED_EARLIER));
            }
            committedEarlier = plan.committedEarlier().size();
            return plan.toLoad();
        }

        private RunResult load(long start, ProfilerSession profiler, EngineSession session, List<InputSource> toLoad) throws InputError {
            OpenStore store = new OpenStore(session);
            RunResult result;
            try {
                result = load(start, profiler, store, toLoad);
            } catch (OutOfMemoryError e) {
                result = afterEscapedShortage(store, start, e);
            } catch (Throwable t) {
                store.closeAfter(t);
                throw t;
            }
            return store.closeAfter(result);
        }

        /**
         * The heap ran out past every handler of the load (each needed memory that what failed still held): the group
         * under way is rolled back and the store closed, which lets that memory go, and the failure is worded as the
         * handlers would have, naming the input under way and what the load buffers.
         */
        private RunResult afterEscapedShortage(OpenStore store, long start, OutOfMemoryError e) {
            try {
                groups.rollbackAfterEscape(store.session());
            } catch (RuntimeException | Error again) {
                if (again != e) e.addSuppressed(again);
            }
            store.closeAfterShortage(e, warnings);
            LoadFailure failure = ResourceFault.failure(e, probes, inputUnderWay, request.store(), memorySettings()).orElseThrow(() -> e);
            recordUnderWayAsFailed();
            return finish(store, null, start, failure, null);
        }

        /** The input under way when a fault got past its attempt, in the record as failed (its attempt never returned). */
        private void recordUnderWayAsFailed() {
            if (inputUnderWay == null || inputs.stream().anyMatch(i -> i.name().equals(inputUnderWay))) return;
            inputs.add(RunRecord.Input.notRead(inputUnderWay, sizeUnderWay, 0, InputStatus.FAILED));
        }

        private List<MemorySetting> memorySettings() {
            return config instanceof MemoryAdvice m ? m.memorySettings() : List.of();
        }

        private RunResult load(long start, ProfilerSession profiler, OpenStore store, List<InputSource> toLoad) throws InputError {
            EngineSession session = store.session();
            long interval = loader.sampleIntervalMillis();
            SeriesSampler sampler = new SeriesSampler(probes, session::storeBytes, interval, s -> {
                request.progress().accept(s);
                listeners.each("onProgress", l -> l.onProgress(s));
            });
            StallGuard guard = new StallGuard(probes, stallPolicy, Thread.currentThread(), start,
                    record.incidents());
            try (rejects) {
                long inputBytes = toLoad.stream().anyMatch(InputSource::isStdin) ? -1
                        : toLoad.stream().mapToLong(InputSource::size).sum();
                LoadStarted started = new LoadStarted(runId, engine.name(), request.store(),
                        sources.stream().map(InputSource::name).toList(), inputBytes, runDir);
                listeners.each("onStart", l -> l.onStart(started));
                session.plan(inputBytes).ifPresent(warnings::add);
                sampler.start();
                // The load begins writing: what came before (the store's opening) is a fixed cost a prediction keeps apart.
                probes.writePoints().begin(Clock.wall());
                guard.start();
                probes.claimThread(ThreadRole.PARSER);
                if (profiler != null) {
                    try {
                        profiler.start();
                    } catch (IOException e) {
                        warnings.add("the load ran without the profiler: " + e.getMessage());
                        profiler = null;
                    }
                }
                LoadFailure failure = loadAllOrRollBack(session, toLoad);
                Recording recording = null;
                try {
                    session.parserWarnings().ifPresent(warnings::add);
                    guard.close();
                    if (failure == null && !stopped && groups.told() == 0 && !toLoad.isEmpty()) {
                        failure = new LoadFailure("no statements were loaded from " + toLoad.size() + " input(s)"
                                + (rejects.count() > 0 ? " (" + rejects.count() + " rejected, see " + rejects.path() + ")" : ""), null, null);
                    }
                    sampler.close();
                    sampler.sample();
                    if (profiler != null) {
                        try {
                            recording = profiler.stop();
                        } catch (IOException e) {
                            warnings.add("the profiler did not finish its recording: " + e.getMessage());
                        }
                    }
                } catch (OutOfMemoryError e) {
                    if (failure == null) throw e;
                    guard.close();
                    sampler.close();
                    store.closeAfterShortage(e, warnings);
                }
                return finish(store, sampler, start, failure, recording);
            } finally {
                guard.close();
                sampler.close();
            }
        }

        /**
         * {@link #loadAll}, with a heap or disk fault that got past the engine (out of heap in loadscope's own reading,
         * say, with a heap far too small) rolled back and worded as a load failure, so that it too leaves a run record
         * and a resume hint. Anything else past the engine is a bug and goes up as it is.
         */
        private LoadFailure loadAllOrRollBack(EngineSession session, List<InputSource> toLoad) throws InputError {
            try {
                return loadAll(session, toLoad);
            } catch (RuntimeException | OutOfMemoryError | InternalError e) {
                // Out of heap can land anywhere in a heap this small (the engine's writer dies, then loadscope's own
                // allocation fails first): the failure still names the input under way and what the load buffers.
                java.util.Optional<LoadFailure> fault = ResourceFault.failure(e, probes, inputUnderWay, request.store(), memorySettings());
                if (fault.isEmpty()) throw e;
                try {
                    groups.rollbackAfterEscape(session);
                } catch (RuntimeException | Error suppressed) {
                    // Out of heap, the JVM may throw its one preallocated OutOfMemoryError again: not a second fault.
                    if (suppressed != e) e.addSuppressed(suppressed);
                }
                recordUnderWayAsFailed();
                return fault.get();
            }
        }

        /** Loads the inputs in commit groups the {@link CommitPolicy} closes; returns the failure that stopped the load, if any. */
        private LoadFailure loadAll(EngineSession session, List<InputSource> toLoad) throws InputError {
            for (InputSource source : toLoad) {
                if (request.stop().requested()) return stop(session, source, null);
                inputUnderWay = source.name();
                sizeUnderWay = source.size();
                InputAttempt a = oneInput.loadWithLineRetries(session, source, groups);
                // Before the attempt's failure is looked at: a parse the stop ended is not a fault of the input.
                if (request.stop().requested()) return stop(session, source, a);
                if (a.failure() != null) {
                    if (request.onError() == OnError.SKIP && a.failure().isInputFault()) {
                        rejectWholeFile(a);
                        if (a.wrote()) {
                            LoadFailure f = groups.reload(session);
                            if (f != null) return f;
                        }
                        continue;
                    }
                    inputs.add(a.input(InputStatus.FAILED, 0));
                    if (a.wrote()) groups.markRolledBack();
                    else groups.rollback(session);
                    return a.failure();
                }
                for (Reject r : a.lineRejects()) rejects.add(r);
                groups.add(source, a, inputs.size());
                inputs.add(a.input(InputStatus.LOADED, a.statements()));
                if (commitPolicy.due(groups.statements(), groups.size(), groups.nanosSinceCommit())) {
                    LoadFailure f = groups.commit(session);
                    if (f != null) return f;
                }
            }
            return groups.commit(session);
        }

        /**
         * The load was told to stop before {@code next} (or during it: {@code underWay}, its attempt): nothing more is
         * committed. The open commit group goes the way of a failed input's: rolled back by the engine, or, where the
         * engine cannot roll back, left for {@code --resume} to load again exactly. Earlier commits stay.
         */
        private LoadFailure stop(EngineSession session, InputSource next, InputAttempt underWay) {
            stopped = true;
            if (underWay == null) {
                groups.rollback(session);
            } else if (underWay.failure() == null) {
                // Parsed and written whole, but not committed: it is rolled back with its group.
                groups.add(next, underWay, inputs.size());
                inputs.add(underWay.input(InputStatus.LOADED, underWay.statements()));
                groups.rollback(session);
            } else {
                inputs.add(underWay.input(InputStatus.INTERRUPTED, 0));
                if (underWay.wrote()) groups.markRolledBack();
                else groups.rollback(session);
            }
            return new LoadFailure("the load was stopped (" + request.stop().reason() + ") before its end", null, null);
        }

        private void rejectWholeFile(InputAttempt a) {
            LoadFailure f = a.failure();
            rejects.add(new Reject(f.file() == null ? a.input(InputStatus.FAILED, 0).name() : f.file(), f.line(), f.column(), "file",
                    f.getMessage(), f.offendingLine()));
            inputs.add(a.input(InputStatus.SKIPPED, 0).withRejected(1));
        }

        /**
         * The run's record and result. When the heap runs out again after a load that failed (a heap too small for the
         * load's buffers fails the load, and then the record, the advice or a listener needs memory the store's buffers
         * and node caches still hold), the store is closed, which lets them go, and the record is made once more:
         * the failure reported is the load's own, naming its input and settings, not the second shortage.
         */
        private RunResult finish(OpenStore store, SeriesSampler sampler, long start, LoadFailure failure, Recording recording) {
            long wall = Clock.wall() - start;
            int stoppedExit = stopped ? request.stop().exitCode() : 0;
            record.noteOutcome(failure, stoppedExit);
            try {
                return finish(store == null ? SessionFacts.NONE : store.facts(), sampler, start, wall, failure, stoppedExit, recording);
            } catch (OutOfMemoryError e) {
                if (store == null || failure == null) throw e;
                store.closeAfterShortage(e, warnings);
                return finish(store.facts(), sampler, start, wall, failure, stoppedExit, null);
            }
        }

        private RunResult finish(SessionFacts facts, SeriesSampler sampler, long start, long wall, LoadFailure failure, int stoppedExit,
                                 Recording recording) {
            RunRecord.Durability durability = manifest == null ? null : new RunRecord.Durability(manifest.file().toString(),
                    commitPolicy.statements(), commitPolicy.seconds(), commitPolicy.inputs(), groups.commits(), request.resume(), committedEarlier, interrupted, request.onError().key(),
                    rejects.count(), rejects.path() == null ? null : runDir.relativize(rejects.path()).toString());
            RunRecord plain = record.assemble(facts, sampler, start, wall, failure, stoppedExit, groups.told(), durability);
            RunRecord profiled = recording == null ? plain : plain.withProfiling(RunProfiling.of(recording, plain, runDir, runId, engine,
                    probes.phaseTimes().spans()));
            RunRecord done = profiled.withAdvice(io.loadscope.advice.Advisor.advise(profiled));
            listeners.each("onFinish", l -> l.onFinish(done));
            return new RunResult(done, runDir, failure);
        }
    }
}
