package io.loadscope.jmh;

import io.loadscope.pipeline.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;

/** DataLoader's statement buffer and writer queue (0 = index writes on the parser thread). */
public class BufferQueueBenchmark extends LoadBenchmark {
    @Param({"100000", "10000", "1000000"})
    public String bufferCapacity;

    @Param({"10", "0", "50"})
    public String queueCapacity;

    @Benchmark
    public RunRecord load(StageCounters counters) throws Exception {
        return load("blazegraph", Map.of(
                        "com.bigdata.rdf.store.DataLoader.bufferCapacity", bufferCapacity,
                        "com.bigdata.rdf.store.DataLoader.queueCapacity", queueCapacity), Compression.NONE, counters);
    }
}
