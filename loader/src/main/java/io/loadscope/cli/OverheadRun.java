package io.loadscope.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.loadscope.bench.OverheadComparison;
import io.loadscope.engine.StockBaseline;
import io.loadscope.engine.registry.Engines;
import io.loadscope.request.LoadArguments;
import io.loadscope.request.LoadRequest;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * One timed load in its own JVM, for {@link OverheadComparison}: {@code stock} runs the engine's own loader, as a program
 * of a few lines would; {@code instrumented} runs {@code loadscope load} as a user does (the CLI: run record, report,
 * JFR events, progress). Prints one line, {@code OVERHEAD-RUN <mode> <load nanos> <statements>}: the load itself (create
 * the store, load, commit, close; for loadscope the run record's wall time). The parent times the whole process.
 * <p>
 * Its arguments are {@code <mode> <engine> <store> <settings file> <input>} ({@link #arguments}), the settings as
 * written in a properties file ({@link #writeSettings}): a child is a JVM of its own, where the settings are typed again,
 * by the engine's {@code configure} on the stock side and by the load's preflight on the other. The same arguments are
 * what scripts/loaders-side-by-side.sh passes, to this build's jar and to earlier ones alike, so they stay as they are.
 */
public final class OverheadRun {
    private OverheadRun() {
    }

    public static void main(String[] args) throws Exception {
        Main.useCommandLineLogging();
        String mode = args[0];
        String engine = args[1];
        Path store = Path.of(args[2]);
        Map<String, String> settings = readSettings(Path.of(args[3]));
        Path input = Path.of(args[4]);
        long statements;
        long nanos;
        long start = System.nanoTime();
        if (mode.equals(OverheadComparison.Mode.STOCK.key())) {
            statements = ((StockBaseline) Engines.byName(engine).configure(settings)).loadStock(store, List.of(input));
            nanos = System.nanoTime() - start;
        } else {
            Path reports = store.resolveSibling(store.getFileName() + "-run");
            io.loadscope.files.Directories.delete(reports);   // the last round's record; a load refuses to write over one
            LoadRequest request = LoadRequest.builder().engine(engine).settings(settings).store(store).reportDir(reports)
                    .input(input).build();
            List<String> cli = LoadArguments.inThisJvm(request);
            int exit = Main.run(cli.toArray(String[]::new));
            if (exit != Main.LOADED) throw new IllegalStateException("loadscope load exited with " + exit);
            JsonNode totals = runRecord(reports).path("totals");
            statements = totals.path("statementsCommitted").asLong();
            nanos = (long) (totals.path("wallMillis").asDouble() * 1e6);
        }
        System.out.println("OVERHEAD-RUN " + mode + " " + nanos + " " + statements);
        System.exit(0);
    }

    private static JsonNode runRecord(Path runDir) throws Exception {
        return new ObjectMapper().readTree(runDir.resolve("run.json").toFile());
    }

    /** This program's arguments for one run of {@code mode} into {@code store}. */
    static List<String> arguments(OverheadComparison.Mode mode, String engine, Path store, Path settings, Path input) {
        return List.of(mode.key(), engine, store.toString(), settings.toString(), input.toString());
    }

    /** Writes {@code settings}, as written, to the file every run of a comparison reads them from, in {@code work}. */
    static Path writeSettings(Map<String, String> settings, Path work) throws IOException {
        Files.createDirectories(work);
        Path file = work.resolve("settings.properties");
        Properties p = new Properties();
        p.putAll(settings);
        try (Writer w = Files.newBufferedWriter(file)) {
            p.store(w, "overhead benchmark settings");
        }
        return file;
    }

    static Map<String, String> readSettings(Path file) throws Exception {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : p.stringPropertyNames()) out.put(k, p.getProperty(k));
        return out;
    }
}
