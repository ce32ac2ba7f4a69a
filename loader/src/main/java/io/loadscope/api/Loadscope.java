package io.loadscope.api;

import io.loadscope.record.RunRecord;
import io.loadscope.report.RunOutputs;
import java.io.IOException;

import io.loadscope.input.InputError;
import io.loadscope.input.RdfFormat;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.pipeline.RunRequest;
import io.loadscope.pipeline.RunResult;
import io.loadscope.profile.Profile;
import io.loadscope.profiler.FlameEvent;
import io.loadscope.reject.OnError;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The way in for applications that embed the instrumented loader: {@link #load} runs a load as
 * {@code loadscope load} does (same profiles, same settings, same run record and report) and returns its result.
 * Listener events ({@link io.loadscope.api.event}) and JFR events come as on the command line.
 * <p>
 * Only this package and {@code io.loadscope.api.event} are the API; the run record types it returns are in
 * {@code io.loadscope.record}. Every other package is internal and may change.
 */
public final class Loadscope {
    private Loadscope() {
    }

    /** Runs the load; returns its result, a failed load included. Throws only when the load could not start. */
    public static LoadResult load(LoadRequest request) throws RequestRefused {
        LoadSettings s = settings(request.profile, request.engine, request.sets);
        try {
            RunRequest.Builder run = RunRequest.builder()
                    .engine(s.engine())
                    .settings(s.settings())
                    .store(request.store)
                    .reportDir(request.reportDir)
                    .inputs(request.inputs)
                    .include(request.include)
                    .exclude(request.exclude)
                    .format(request.format == null ? null : RdfFormat.parse(request.format))
                    .profile(s.profileName(), s.profileSource())
                    .progress(request.progress)
                    .flame(request.flame == null ? Set.of() : FlameEvent.parse(request.flame))
                    .resume(request.resume)
                    .onError(OnError.parse(request.onError));
            request.listeners.forEach(run::listener);
            if (request.sampleIntervalMillis != null) run.sampleIntervalMillis(request.sampleIntervalMillis);
            RunResult r = LoadPipeline.run(run.build());
            RunRecord record = r.record();
            try {
                RunOutputs.write(record, r.runDir());
            } catch (IOException e) {
                record = record.withWarning("could not write the run record or its report to " + r.runDir() + ": " + e.getMessage());
            }
            return new LoadResult(record, r.runDir(), r.failure());
        } catch (InputError | IllegalArgumentException e) {
            throw new RequestRefused(e.getMessage(), e);
        }
    }

    /**
     * The settings a load gets: the named profile's (or the engine's default profile's), then {@code sets} on top;
     * {@code jvm.options} among them is kept apart.
     */
    public static LoadSettings settings(String profile, String engine, Map<String, String> sets) throws RequestRefused {
        try {
            Profile p = Profile.resolve(profile, engine);
            Map<String, String> settings = new LinkedHashMap<>(p.settings());
            sets.forEach((k, v) -> {
                if (!k.equals("jvm.options")) settings.put(k, v);
            });
            String jvm = sets.containsKey("jvm.options") ? sets.get("jvm.options") : String.join(" ", p.jvmOptions());
            return new LoadSettings(p.name(), p.source(), engine != null ? engine : p.engine(), settings, jvm);
        } catch (InputError e) {
            throw new RequestRefused(e.getMessage(), e);
        }
    }
}
