package io.loadscope.jmh.load;


import io.loadscope.engine.registry.Engines;
import io.loadscope.input.Compression;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;

import java.util.List;
import java.util.Map;

/**
 * Which system property sets stock DataLoader's gzip buffer (its loadFiles() on a .gz file): the
 * documented {@code com.bigdata.journal.DataLoader.gzipBufferSize}, or {@code java.lang.Class.gzipBufferSize},
 * the key the code builds ({@code DataLoader.class.getClass().getName()}). Each at 512 bytes, against the
 * default (65535): only the second one moves the time.
 */
public class GzipBufferPropertyBenchmark extends LoadBenchmark {


    private long stock() throws Exception {
        return ((io.loadscope.engine.StockBaseline) Engines.byName("blazegraph").configure(Map.of())).loadStock(store, List.of(input(Compression.GZIP)));
    }

    @Override
    protected void prepare() throws java.io.IOException {
        input(Compression.GZIP);
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
    public long stockDefault() throws Exception {
        return stock();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-Dcom.bigdata.journal.DataLoader.gzipBufferSize=512"})
    public long stockDocumentedProperty512() throws Exception {
        return stock();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-Djava.lang.Class.gzipBufferSize=512"})
    public long stockActualProperty512() throws Exception {
        return stock();
    }
}
