package io.loadscope.jmh.load;

import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;

/** Jena TDB2's loaders on the same data (validation off: the stock loaders do not validate). */
public class Tdb2LoadersBenchmark extends LoadBenchmark {

    @Param({"phased", "parallel", "light", "sequential", "basic"})
    public String loader;

    @Benchmark
    public RunRecord load() throws Exception {
        return load("tdb2", Map.of("tdb2.loader", loader, "tdb2.validateFirst", "false"), Compression.NONE);
    }
}
