package io.loadscope.jmh;

import io.loadscope.pipeline.Compression;
import io.loadscope.record.RunRecord;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Each knob's @Param arrives in the load as the engine sees it: the run record's effective settings say so. */
class ParamsReachTheLoadTest {
    private static final int PRODUCTS = 10;

    private static <B extends LoadBenchmark> RunRecord run(B bench, java.util.function.Function<B, RunRecord> load) throws Exception {
        bench.products = PRODUCTS;
        bench.freshStore();
        try {
            return load.apply(bench);
        } finally {
            bench.dropStore();
        }
    }

    private static RunRecord call(java.util.concurrent.Callable<RunRecord> c) {
        try {
            return c.call();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void bufferMode() throws Exception {
        BufferModeBenchmark b = new BufferModeBenchmark();
        b.bufferMode = "MemStore";
        RunRecord r = run(b, x -> call(() -> x.load(new StageCounters())));
        assertEquals("MemStore", r.settings().engine().get("com.bigdata.journal.AbstractJournal.bufferMode"));
    }

    @Test
    void bufferAndQueue() throws Exception {
        BufferQueueBenchmark b = new BufferQueueBenchmark();
        b.bufferCapacity = "1000000";
        b.queueCapacity = "0";
        RunRecord r = run(b, x -> call(() -> x.load(new StageCounters())));
        assertEquals("1000000", r.settings().engine().get("com.bigdata.rdf.store.DataLoader.bufferCapacity"));
        assertEquals("0", r.settings().engine().get("com.bigdata.rdf.store.DataLoader.queueCapacity"));
        assertEquals(java.util.List.of("parser"), r.threads().stream().map(RunRecord.ThreadTotal::role).toList(),
                "queue 0 writes on the parser thread");
    }

    @Test
    void retentionAndBranchingFactor() throws Exception {
        WriteRetentionQueueBenchmark b = new WriteRetentionQueueBenchmark();
        b.retention = "50000";
        b.branchingFactor = "128";
        RunRecord r = run(b, x -> call(() -> x.load(new StageCounters())));
        assertEquals("50000", r.settings().engine().get("com.bigdata.btree.writeRetentionQueue.capacity"));
        assertEquals("128", r.settings().engine().get("com.bigdata.btree.BTree.branchingFactor"));
    }

    @Test
    void inputCompression() throws Exception {
        InputCompressionBenchmark b = new InputCompressionBenchmark();
        b.codec = Compression.ZSTD;
        RunRecord r = run(b, x -> call(() -> x.load(new StageCounters())));
        assertEquals("zstd", r.inputs().get(0).compression());
    }

    @Test
    void tdb2Loader() throws Exception {
        Tdb2LoadersBenchmark b = new Tdb2LoadersBenchmark();
        b.loader = "light";
        RunRecord r = run(b, x -> call(() -> x.load(new StageCounters())));
        assertEquals("light", r.settings().engine().get("tdb2.loader"));
    }

    @Test
    void gzipBuffer() throws Exception {
        GzipBufferBenchmark b = new GzipBufferBenchmark();
        b.gzipBufferBytes = "512";
        RunRecord r = run(b, x -> call(() -> x.load(new StageCounters())));
        assertEquals("512", r.settings().loader().get("loader.gzipBufferBytes"));
        assertEquals("gzip", r.inputs().get(0).compression());
    }

    @Test
    void blazegraphReadsTheGzipBufferFromTheKeyItBuildsNotTheDocumentedOne() {
        assertEquals("java.lang.Class.gzipBufferSize", com.bigdata.rdf.store.DataLoader.Options.GZIP_BUFFER_SIZE);
    }

    @Test
    void overheadEngine() throws Exception {
        OverheadBenchmark b = new OverheadBenchmark();
        b.engine = "blazegraph-sail";
        RunRecord r = run(b, x -> call(() -> x.instrumented(new StageCounters())));
        assertEquals("blazegraph-sail", r.engine());
    }
}
