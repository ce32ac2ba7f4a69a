package io.loadscope.pipeline;

import io.loadscope.load.LoadFailure;
import io.loadscope.request.LoadRequest;
import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineConfig;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.SeriesSampler;
import io.loadscope.machine.ShapedRun;
import io.loadscope.record.EnvironmentProbe;
import io.loadscope.record.RunStatus;
import io.loadscope.record.RunRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run record as a load builds it: the inputs, errors and warnings gathered while it runs, then, at its end,
 * everything else read from the probes, the sampler and the store session.
 */
final class RunRecordAssembly {
    private final List<RunRecord.Input> inputs = new ArrayList<>();
    private final List<RunRecord.Problem> errors = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<RunRecord.Incident> incidents = java.util.Collections.synchronizedList(new ArrayList<>());
    private final String startedAt = Instant.now().toString();
    private final LoadRequest request;
    private final Engine engine;
    /** The engine's settings as typed: the record keeps the load path they chose. */
    private final EngineConfig config;
    private final LoaderSettings loader;
    private final String runId;
    private final LoadProbes probes;
    private final ListenerDispatch listeners;
    /** Started before the load's clock: on a machine shape it drops the page cache and begins the kernel's counters. */
    private final java.util.Optional<ShapedRun> machine = ShapedRun.startIfShaped();

    RunRecordAssembly(LoadRequest request, Engine engine, EngineConfig config, LoaderSettings loader, String runId,
                      LoadProbes probes, ListenerDispatch listeners) {
        this.request = request;
        this.engine = engine;
        this.config = config;
        this.loader = loader;
        this.runId = runId;
        this.probes = probes;
        this.listeners = listeners;
    }

    /** Each input's record, in the order the run met them; statuses change as groups commit or roll back. */
    List<RunRecord.Input> inputs() {
        return inputs;
    }

    List<String> warnings() {
        return warnings;
    }

    /** What the load's watch saw (stopped workers, stalls); filled from its thread while the load runs. */
    List<RunRecord.Incident> incidents() {
        return incidents;
    }

    /**
     * Notes how the run ended among the record's errors or warnings: {@code failure} (null when it loaded) and
     * {@code stoppedExit}, the exit code of a load that was told to stop and did (its {@code failure} says so, and is no
     * error), else 0. Once per run, before {@link #assemble}, which may have to run twice.
     */
    void noteOutcome(LoadFailure failure, int stoppedExit) {
        if (stoppedExit != 0) {
            warnings.add(failure.getMessage() + ": the commit group under way was not committed; --resume continues the load");
        } else if (failure != null) {
            errors.add(new RunRecord.Problem(failure.line() > 0 ? "parse" : "load", failure.getMessage(), failure.file(),
                    failure.line() > 0 ? failure.line() : null, failure.column() > 0 ? failure.column() : null,
                    failure.offendingLine()));
        }
        warnings.addAll(listeners.firstFailures());
    }

    /**
     * The record of the finished (or failed, or stopped) run, {@code start} the load's clock at its start and {@code wall}
     * its length; {@code store} what the session told ({@link SessionFacts#NONE} when the store never opened) and
     * {@code sampler} null when it never opened. {@code failure} and {@code stoppedExit} as given to {@link #noteOutcome}.
     */
    RunRecord assemble(SessionFacts store, SeriesSampler sampler, long start, long wall, LoadFailure failure, int stoppedExit, long told,
                   RunRecord.Durability durability) {
        var series = sampler == null ? List.<io.loadscope.record.ProgressSample>of() : sampler.samples();
        var last = series.isEmpty() ? null : series.get(series.size() - 1);
        RunStatus status = stoppedExit != 0 ? RunStatus.INTERRUPTED : failure == null ? RunStatus.LOADED : RunStatus.FAILED;
        return new RunRecord(RunRecord.SCHEMA, runId, status,
                stoppedExit != 0 ? stoppedExit : failure == null ? 0 : 1, startedAt, Instant.now().toString(), engine.name(),
                new RunRecord.Profile(request.profile().profileName(), request.profile().profileSource()),
                new RunRecord.Settings(store.effectiveSettings(), loaderSettings(), store.fixedValues()),
                config.recordedPath(),
                EnvironmentProbe.jvm(request.classPath()), EnvironmentProbe.environment(request.store(), machine.map(ShapedRun::finish).orElse(null)), inputs,
                new RunRecord.Totals(told, store.committed(), StageAccounting.millis(wall),
                        wall <= 0 ? 0 : Math.round(told / (wall / 1e9) * 10) / 10.0,
                        probes.compressedBytes(), probes.uncompressedBytes(),
                        store.storeBytes(), probes.batchesWritten(),
                        sampler == null ? 0 : sampler.peakHeapBytes(), last == null ? 0 : last.gcCount(),
                        last == null ? 0 : last.gcPauseMillis(), listeners.failures()),
                StageAccounting.stages(probes), StageAccounting.threads(probes),
                store.indexCounters(), series, errors, warnings, null, null, durability,
                List.copyOf(incidents), List.of(), probes.writePoints().since(start), StageAccounting.phases(probes));
    }

    /** The loader's own knobs as this run used them, defaults included, and the request's format and error mode. */
    private Map<String, String> loaderSettings() {
        Map<String, String> m = new LinkedHashMap<>(loader.recorded());
        m.put("loader.format", request.format() == null ? "auto (name, then content)" : request.format().label());
        m.put("loader.onError", request.onError().key());
        return m;
    }
}
