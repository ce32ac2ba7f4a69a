package io.loadscope.jmh;

import io.loadscope.pipeline.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;

/** The same data plain and compressed with each codec; decompression runs on the parser thread. */
public class InputCompressionBenchmark extends LoadBenchmark {
    @Param({"NONE", "GZIP", "BZIP2", "XZ", "ZSTD"})
    public Compression codec;

    @Benchmark
    public RunRecord load(StageCounters counters) throws Exception {
        return load("blazegraph", Map.of(), codec, counters);
    }
}
