package io.loadscope.api;

import io.loadscope.request.LoadRequest;
import io.loadscope.request.LoadSettings;
import io.loadscope.input.InputError;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.pipeline.RunResult;
import io.loadscope.record.RunRecord;
import io.loadscope.report.RunOutputs;

import java.io.IOException;
import java.util.Map;

/**
 * The way in for applications that embed the instrumented loader: {@link #load} runs a {@link LoadRequest} as
 * {@code loadscope load} does (the command line builds the same request: same profiles, settings, run record and
 * report) and returns its result. Listener events ({@link io.loadscope.event}) and JFR events come as on the
 * command line; the load's guard against a stopped or stalled worker runs inside the load, for embedders as for the CLI.
 * <p>
 * The API is this package, {@code io.loadscope.request}, {@code io.loadscope.event} and {@code io.loadscope.load} (the
 * formats, error mode and flame events a request names, the failure a result carries); the run record types it
 * returns are in {@code io.loadscope.record}. Every other package is internal and may change.
 */
public final class Loadscope {
    private Loadscope() {
    }

    /** Runs the load; returns its result, a failed load included. Throws only when the load could not start. */
    public static LoadResult load(LoadRequest request) throws RequestRefused {
        try {
            RunResult r = LoadPipeline.run(request);
            RunRecord record = r.record();
            if (request.writeOutputs()) {
                try {
                    RunOutputs.write(record, r.runDir());
                } catch (IOException e) {
                    record = record.withWarning("could not write the run record or its report to " + r.runDir() + ": " + e.getMessage());
                }
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
            return LoadSettings.resolve(profile, engine, sets);
        } catch (IllegalArgumentException e) {
            throw new RequestRefused(e.getMessage(), e);
        }
    }
}
