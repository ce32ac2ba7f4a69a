package io.loadscope.jmh.load;

import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;

import java.util.Map;

/**
 * The same Blazegraph load under heap sizes (G1 at 1, 2, 4, 8 and 16 GiB) and collectors (G1, Parallel, ZGC at
 * 2 GiB). JVM options cannot be a @Param, so each combination is its own method with its own fork; G1 at
 * 2 GiB is the reference row (the other knobs' JVM). GC time, GC share and peak heap are secondary results.
 */
public class HeapGcBenchmark extends LoadBenchmark {


    private RunRecord run() throws Exception {
        return load("blazegraph", Map.of(), Compression.NONE);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseG1GC"})
    public RunRecord g1Heap2g() throws Exception {
        return run();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+UseG1GC"})
    public RunRecord g1Heap1g() throws Exception {
        return run();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+UseG1GC"})
    public RunRecord g1Heap4g() throws Exception {
        return run();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms8g", "-Xmx8g", "-XX:+UseG1GC"})
    public RunRecord g1Heap8g() throws Exception {
        return run();
    }

    /** Wikidata's reported inversion: 16 GB loaded slower than 8 GB (here 16 of 24 GiB leaves 8 to the page cache). */
    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms16g", "-Xmx16g", "-XX:+UseG1GC"})
    public RunRecord g1Heap16g() throws Exception {
        return run();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseParallelGC"})
    public RunRecord parallelHeap2g() throws Exception {
        return run();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseZGC"})
    public RunRecord zgcHeap2g() throws Exception {
        return run();
    }
}
