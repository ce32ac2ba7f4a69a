package io.loadscope.jmh.load;


import io.loadscope.engine.registry.Engines;
import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.List;
import java.util.Map;

/**
 * Instrumented versus stock, per engine, same data and settings: the stock side is the engine's own loader
 * reading the file itself (DataLoader.loadFiles, the same LOAD on a plain sail, LoaderFactory's loader);
 * the summary shows instrumented relative to stock. TDB2 validation is off: the stock loaders do not validate.
 */
public class OverheadBenchmark extends LoadBenchmark {


    @Param({"blazegraph", "blazegraph-sail", "tdb2"})
    public String engine;

    private Map<String, String> settings() {
        return engine.equals("tdb2") ? Map.of("tdb2.loader", "parallel", "tdb2.validateFirst", "false") : Map.of();
    }

    @Benchmark
    public long stock() throws Exception {
        return ((io.loadscope.engine.StockBaseline) Engines.byName(engine).configure(settings())).loadStock(store, List.of(input(Compression.NONE)));
    }

    @Benchmark
    public RunRecord instrumented() throws Exception {
        return load(engine, settings(), Compression.NONE);
    }
}
