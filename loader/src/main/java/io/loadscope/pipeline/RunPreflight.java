package io.loadscope.pipeline;

import io.loadscope.engine.Engine;
import io.loadscope.engine.registry.Engines;
import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputResolver;
import io.loadscope.input.InputSelection;
import io.loadscope.input.InputSource;
import io.loadscope.reject.OnError;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Everything checked before a load creates anything: the engine, every setting (the engine's and the loader's own),
 * skip mode against the engine, the inputs, and that the store and report directories can be written. A request
 * that fails here leaves no trace; the user gets one message (the CLI exits 2).
 */
final class RunPreflight {
    private RunPreflight() {
    }

    /** What the load needs once the request passed every check. */
    record Checked(Engine engine, List<InputSource> sources, List<String> inputNotes, InputOpener opener, String runId, Path runDir) {
    }

    /** Checks the request; throws {@link InputError} with nothing created, or returns what the load needs. */
    static Checked check(RunRequest request) throws InputError {
        Engine engine;
        try {
            engine = Engines.byName(request.engine());
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        for (String key : request.settings().keySet()) {
            if (!engine.acceptsSetting(key) && !LoadPipeline.LOADER_SETTINGS.contains(key)) {
                throw new InputError("setting '" + key + "' is not known to engine " + engine.name() + " or to the loader"
                        + " (loader settings: " + String.join(", ", LoadPipeline.LOADER_SETTINGS) + ")");
            }
        }
        try {
            engine.validate(request.settings());
            long interval;
            try {
                interval = request.sampleIntervalMillis();
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(LoadPipeline.SAMPLE_INTERVAL + " must be a whole number of ms, not "
                        + request.settings().get(LoadPipeline.SAMPLE_INTERVAL));
            }
            if (interval < 10) throw new IllegalArgumentException(LoadPipeline.SAMPLE_INTERVAL + " must be at least 10 ms");
            if (gzipBuffer(request) < 1) throw new IllegalArgumentException(LoadPipeline.GZIP_BUFFER + " must be at least 1");
            decompressOnOwnThread(request);
            CommitPolicy.of(request.settings(), engine);
            StallPolicy.of(request.settings());
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        if (request.onError() == OnError.SKIP && engine.whyNoSkipMode(request.settings()).isPresent()) {
            throw new InputError("--on-error skip filters bad lines before the parser sees them, but "
                    + engine.whyNoSkipMode(request.settings()).get());
        }
        InputOpener opener = new InputOpener(request.format(), gzipBuffer(request), decompressOnOwnThread(request),
                request.onError() == OnError.SKIP);
        InputResolver.Resolved resolved = opener.checkAll(InputResolver.resolve(request.inputs(),
                InputSelection.of(request.include(), request.exclude())));
        List<InputSource> sources = resolved.sources();
        checkWritable(request.store(), "store directory");
        String runId = runId(engine.name());
        Path runDir = request.reportDir() != null ? request.reportDir()
                : request.store().toAbsolutePath().getParent().resolve("loadscope-runs").resolve(runId);
        checkWritable(runDir, "report directory");
        return new Checked(engine, sources, resolved.notes(), opener, runId, runDir);
    }

    static int gzipBuffer(RunRequest request) {
        return Integer.parseInt(request.settings().getOrDefault(LoadPipeline.GZIP_BUFFER, Integer.toString(InputOpener.IO_BUFFER)));
    }

    static boolean decompressOnOwnThread(RunRequest request) {
        String v = request.settings().getOrDefault(LoadPipeline.DECOMPRESS_THREAD, "parser");
        return switch (v) {
            case "parser" -> false;
            case "own" -> true;
            default -> throw new IllegalArgumentException(LoadPipeline.DECOMPRESS_THREAD + " must be parser or own, not " + v);
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
}
