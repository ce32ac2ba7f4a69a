package io.loadscope.tune;

import io.loadscope.files.Directories;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;
import io.loadscope.request.LoadArguments;
import io.loadscope.request.LoadRequest;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Each trial a {@code loadscope load} in a JVM of its own, started with the candidate's heap: a heap cannot change in a
 * running JVM, and loads in one JVM would share its JIT and heap history. The store is made fresh and removed after
 * the load (only the run record stays); the load's output goes to {@code load.log} beside its record.
 */
public final class ChildLoadRunner implements TrialRunner {
    private final String engine;
    private final String profile;
    private final List<String> sample;
    private final long memoryBytes;
    private final BiFunction<List<String>, List<String>, List<String>> launcher;

    /**
     * @param memoryBytes the machine's memory the heap shares are taken of
     * @param launcher    the command line of {@code loadscope ARGS} in a new JVM with these JVM options
     */
    public ChildLoadRunner(String engine, String profile, List<String> sample, long memoryBytes,
                           BiFunction<List<String>, List<String>, List<String>> launcher) {
        this.engine = engine;
        this.profile = profile;
        this.sample = List.copyOf(sample);
        this.memoryBytes = memoryBytes;
        this.launcher = launcher;
    }

    @Override
    public Trial run(Candidate c, int rep, Path workDir) throws IOException, InterruptedException {
        String id = Tuner.fileName(c) + "-" + rep;
        Path store = workDir.resolve("stores").resolve(id);
        Path runDir = workDir.resolve("runs").resolve(id);
        Directories.delete(store);
        Directories.delete(runDir);
        Files.createDirectories(runDir);
        LoadRequest request = LoadRequest.builder().engine(engine).profile(profile).settings(c.settings().asMap())
                .store(store).reportDir(runDir).inputs(sample).build();
        List<String> args = LoadArguments.inThisJvm(request);
        List<String> cmd = launcher.apply(List.of("-Xmx" + (c.heapBytes(memoryBytes) >> 20) + "m"), args);
        File log = runDir.resolve("load.log").toFile();
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log).start();
        int exit;
        try {
            exit = p.waitFor();
        } catch (InterruptedException e) {
            p.destroyForcibly();
            throw e;
        }
        long elapsed = (System.nanoTime() - t0) / 1_000_000;
        Directories.delete(store);
        String rel = workDir.relativize(runDir).toString();
        Path json = runDir.resolve("run.json");
        if (!Files.exists(json)) {
            return new Trial(c, rep, "FAILED", -1, elapsed, 0, rel, "exit " + exit + ", no run record; see " + log);
        }
        RunRecord r = RunRecordWriter.json().readValue(json.toFile(), RunRecord.class);
        String failure = r.errors().isEmpty() ? (exit == 0 ? null : "exit " + exit) : r.errors().get(0).message();
        return new Trial(c, rep, exit == 0 ? r.status().name() : "FAILED", r.totals().wallMillis(), elapsed,
                r.totals().statementsCommitted(), rel, failure);
    }
}
