package io.loadscope.jmh.load;

import io.loadscope.input.Compression;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;

/**
 * The same data plain and compressed with each codec, decompressed on the parser thread or on a thread of
 * its own ({@code loader.decompressThread}). Plain input has nothing to decompress, so its {@code own} row
 * is a control: it should equal the plain {@code parser} row within the error.
 */
public class InputCompressionBenchmark extends LoadBenchmark {

    @Param({"NONE", "GZIP", "BZIP2", "XZ", "ZSTD"})
    public Compression codec;

    @Param({"parser", "own"})
    public String decompressThread;

    @Override
    protected void prepare() throws java.io.IOException {
        input(codec);
    }

    @Benchmark
    public RunRecord load() throws Exception {
        return load("blazegraph", Map.of(LoadPipeline.DECOMPRESS_THREAD, decompressThread), codec);
    }
}
