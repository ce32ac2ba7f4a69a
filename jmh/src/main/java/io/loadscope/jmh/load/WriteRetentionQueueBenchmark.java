package io.loadscope.jmh.load;

import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;

/** Blazegraph's B+tree write retention queue (500 default, 4000 Wikidata) and branching factor (32, 128 Wikidata). */
public class WriteRetentionQueueBenchmark extends LoadBenchmark {

    @Param({"500", "4000", "50000"})
    public String retention;

    @Param({"32", "128"})
    public String branchingFactor;

    @Benchmark
    public RunRecord load() throws Exception {
        return load("blazegraph", Map.of(
                        "com.bigdata.btree.writeRetentionQueue.capacity", retention,
                        "com.bigdata.btree.BTree.branchingFactor", branchingFactor), Compression.NONE);
    }
}
