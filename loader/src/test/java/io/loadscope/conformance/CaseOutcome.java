package io.loadscope.conformance;

import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.RunResult;
import io.loadscope.input.InputError;
import io.loadscope.load.LoadFailure;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * What the real loader did with one test file on one engine: {@link LoadPipeline#run} in-process, as
 * {@code loadscope load} runs it (CLI exit 0 when {@link #failure} is null, 1 when it is set, 2 for an
 * {@link #inputError}).
 *
 * @param committed     statements in the store after the run, as its run record states them
 * @param formatLoaded  the format the loader decided on for the file (by name and content)
 */
record CaseOutcome(LoadFailure failure, InputError inputError, long committed, String formatLoaded) {

    boolean loaded() {
        return failure == null && inputError == null;
    }

    /** "exit 1 at FILE:LINE:COLUMN: message" and the like, for assertion messages. */
    String describe() {
        String as = formatLoaded == null ? "" : " (read as " + formatLoaded + ")";
        if (inputError != null) return "exit 2: " + inputError.getMessage();
        if (failure != null) return "exit 1 at " + failure.location() + ": " + failure.getMessage() + as;
        return "exit 0, " + committed + " statements committed" + as;
    }

    /** Loads {@code file} into {@code store} (created when missing); the run record goes to a scratch directory. */
    static CaseOutcome load(String engine, java.util.Map<String, String> settings, Path file, Path store, Path scratch) throws IOException {
        Files.createDirectories(scratch);
        try {
            RunResult r;
            try {
                r = LoadPipeline.run(LoadRequest.builder().engine(engine).settings(settings).store(store).reportDir(scratch.resolve("run"))
                        .input(file).build());
            } catch (InputError e) {
                return new CaseOutcome(null, e, -1, null);
            }
            List<RunRecord.Input> inputs = r.record().inputs();
            String format = inputs.isEmpty() ? null : inputs.get(inputs.size() - 1).format();
            return new CaseOutcome(r.failure(), null, r.record().totals().statementsCommitted(), format);
        } finally {
            delete(scratch);
        }
    }

    static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) all.sorted(Comparator.reverseOrder())::iterator) Files.deleteIfExists(p);
        }
    }
}
