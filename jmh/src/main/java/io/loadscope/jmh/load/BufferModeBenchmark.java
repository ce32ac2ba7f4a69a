package io.loadscope.jmh.load;

import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;

/** Blazegraph's journal mode: RWStore (loadscope's default), WORM, or memory. */
public class BufferModeBenchmark extends LoadBenchmark {

    @Param({"DiskRW", "DiskWORM", "MemStore"})
    public String bufferMode;

    @Benchmark
    public RunRecord load() throws Exception {
        return load("blazegraph", Map.of("com.bigdata.journal.AbstractJournal.bufferMode", bufferMode), Compression.NONE);
    }
}
