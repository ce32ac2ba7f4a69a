package io.loadscope.jmh.load;

import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.Map;

/**
 * The statement buffer and the writer queue of both Blazegraph load paths. DataLoader: bufferCapacity ×
 * queueCapacity (0 = index writes on the parser thread). SPARQL LOAD: the sail's bufferCapacity (its queue
 * is fixed at 10). Each method has its own parameters (JMH takes them from the state objects a method
 * uses); the secondary results carry the queue-wait share, peak heap and the rate per quarter of the load.
 */
public class BufferQueueBenchmark extends LoadBenchmark {


    @State(Scope.Benchmark)
    public static class DataLoaderBuffers {
        @Param({"100000", "10000", "1000000"})
        public String bufferCapacity;

        @Param({"10", "0", "50"})
        public String queueCapacity;
    }

    @State(Scope.Benchmark)
    public static class SailBuffer {
        /** Blazegraph's default 10000; Wikidata runs 100000. */
        @Param({"10000", "100000", "1000000"})
        public String sailBufferCapacity;
    }

    @Benchmark
    public RunRecord dataLoader(DataLoaderBuffers b) throws Exception {
        return load("blazegraph", Map.of(
                "com.bigdata.rdf.store.DataLoader.bufferCapacity", b.bufferCapacity,
                "com.bigdata.rdf.store.DataLoader.queueCapacity", b.queueCapacity), Compression.NONE);
    }

    @Benchmark
    public RunRecord sparqlLoad(SailBuffer b) throws Exception {
        return load("blazegraph-sail", Map.of("com.bigdata.rdf.sail.bufferCapacity", b.sailBufferCapacity), Compression.NONE);
    }
}
