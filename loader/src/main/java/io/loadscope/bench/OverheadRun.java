package io.loadscope.bench;

import io.loadscope.api.LoadRequest;
import io.loadscope.api.LoadResult;
import io.loadscope.engine.Engines;
import io.loadscope.pipeline.LoadPipeline;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * One timed load in its own JVM, for {@link OverheadBenchmark}. Both modes time the same span: create the
 * store, load, commit, close. Prints one line: {@code OVERHEAD-RUN <mode> <nanos> <statements>}.
 */
public final class OverheadRun {
    private OverheadRun() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        String engine = args[1];
        Path store = Path.of(args[2]);
        Map<String, String> settings = readSettings(Path.of(args[3]));
        Path input = Path.of(args[4]);
        long statements;
        long start = System.nanoTime();
        if (mode.equals("stock")) {
            statements = Engines.byName(engine).loadStock(settings, store, List.of(input));
        } else {
            LoadResult r = LoadPipeline.run(LoadRequest.builder().engine(engine).settings(settings).store(store)
                    .reportDir(store.resolveSibling(store.getFileName() + "-run")).input(input).build());
            if (r.failure() != null) throw r.failure();
            statements = r.record().totals().statementsTold();
        }
        long nanos = System.nanoTime() - start;
        System.out.println("OVERHEAD-RUN " + mode + " " + nanos + " " + statements);
        System.exit(0);
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
