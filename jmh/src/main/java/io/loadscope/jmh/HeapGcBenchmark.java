package io.loadscope.jmh;

import io.loadscope.pipeline.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;

import java.util.Map;

/**
 * The same Blazegraph load under heap sizes and collectors. JVM options cannot be a @Param, so each
 * combination is its own method with its own fork; G1 at 2 GiB is the reference row (the other knobs'
 * JVM). GC pause time and peak heap are among the secondary results.
 */
public class HeapGcBenchmark extends LoadBenchmark {
    /** The reference row of the summary. */
    public static final String DEFAULT_METHOD = "g1Heap2g";

    private RunRecord run(StageCounters counters) throws Exception {
        return load("blazegraph", Map.of(), Compression.NONE, counters);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseG1GC"})
    public RunRecord g1Heap2g(StageCounters counters) throws Exception {
        return run(counters);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC"})
    public RunRecord g1Heap1g(StageCounters counters) throws Exception {
        return run(counters);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+UseG1GC"})
    public RunRecord g1Heap4g(StageCounters counters) throws Exception {
        return run(counters);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseParallelGC"})
    public RunRecord parallelHeap2g(StageCounters counters) throws Exception {
        return run(counters);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+UseParallelGC"})
    public RunRecord parallelHeap4g(StageCounters counters) throws Exception {
        return run(counters);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseZGC"})
    public RunRecord zgcHeap2g(StageCounters counters) throws Exception {
        return run(counters);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+UseZGC"})
    public RunRecord zgcHeap4g(StageCounters counters) throws Exception {
        return run(counters);
    }
}
