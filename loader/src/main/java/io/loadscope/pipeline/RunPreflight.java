package io.loadscope.pipeline;

import io.loadscope.request.LoadRequest;
import io.loadscope.durable.StoreEngine;
import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.registry.Engines;
import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputResolver;
import io.loadscope.input.InputSelection;
import io.loadscope.input.InputSource;
import io.loadscope.load.OnError;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Everything checked before a load creates anything: the engine (and that it is the one that made the store), every setting (the engine's and the loader's own),
 * skip mode against the engine, the inputs, and that the store and report directories can be written. A request
 * that fails here leaves no trace; the user gets one message (the CLI exits 2).
 */
final class RunPreflight {
    private RunPreflight() {
    }

    /** What the load needs once the request passed every check. */
    record Checked(Engine engine, EngineConfig config, LoaderSettings loader, List<InputSource> sources, List<String> inputNotes,
                   InputOpener opener, String runId, Path runDir) {
    }

    /** Checks the request; throws {@link InputError} with nothing created, or returns what the load needs. */
    static Checked check(LoadRequest request) throws InputError {
        Engine engine;
        try {
            engine = Engines.byName(request.engine());
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        StoreEngine.check(request.store(), engine.name());
        SettingsSplit split = SettingsSplit.of(engine, request.settings());
        EngineConfig config;
        LoaderSettings loader;
        try {
            config = engine.configure(split.engine());
            loader = LoaderSettings.of(split.loader(), config);
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        if (request.onError() == OnError.SKIP && config.whyNoSkipMode().isPresent()) {
            throw new InputError("--on-error skip filters bad lines before the parser sees them, but " + config.whyNoSkipMode().get());
        }
        InputOpener opener = new InputOpener(request.format(), loader.gzipBufferBytes(), loader.decompressOnOwnThread(),
                request.onError() == OnError.SKIP);
        InputResolver.Resolved resolved = opener.checkAll(InputResolver.resolve(request.inputs(),
                InputSelection.of(request.include(), request.exclude())));
        List<InputSource> sources = resolved.sources();
        checkWritable(request.store(), "store directory");
        String runId = runId(engine.name());
        Path runDir = request.reportDir() != null ? request.reportDir()
                : request.store().toAbsolutePath().getParent().resolve("loadscope-runs").resolve(runId);
        checkWritable(runDir, "report directory");
        refuseEarlierRun(runDir);
        return new Checked(engine, config, loader, sources, resolved.notes(), opener, runId, runDir);
    }

    private static void checkWritable(Path dir, String what) throws InputError {
        Path p = dir.toAbsolutePath();
        if (Files.exists(p) && !Files.isDirectory(p)) throw new InputError(what + " " + dir + " exists and is not a directory");
        while (p != null && !Files.exists(p)) p = p.getParent();
        if (p == null || !Files.isWritable(p)) {
            throw new InputError(what + " " + dir + " is not writable" + (p == null ? "" : " (" + p + " is read-only for this user)"));
        }
    }

    /** A report directory that holds a run record already: writing into it would replace that run's record silently. */
    private static void refuseEarlierRun(Path runDir) throws InputError {
        if (Files.exists(runDir.resolve(io.loadscope.record.RunRecordWriter.RUN_JSON))) {
            throw new InputError("report directory " + runDir + " holds the record of an earlier run ("
                    + io.loadscope.record.RunRecordWriter.RUN_JSON + "); give a new --report directory, or remove that one");
        }
    }

    private static String runId(String engine) {
        return DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC).format(Instant.now())
                + "-" + engine + "-" + Long.toHexString(System.nanoTime() & 0xffff);
    }
}
