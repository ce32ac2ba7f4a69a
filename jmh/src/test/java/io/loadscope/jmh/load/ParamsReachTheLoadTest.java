package io.loadscope.jmh.load;

import io.loadscope.jmh.support.LoadRecordProfiler;

import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each knob's @Param arrives in the load as the engine sees it: the run record's effective settings say so. */
class ParamsReachTheLoadTest {
    private static final int PRODUCTS = 10;

    private static <B extends LoadBenchmark> RunRecord run(B bench, java.util.function.Function<B, RunRecord> load) throws Exception {
        bench.products = PRODUCTS;
        if (bench.dataset == null) bench.dataset = "bsbm";
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
        RunRecord r = run(b, x -> call(() -> x.load()));
        assertEquals("MemStore", r.settings().engine().get("com.bigdata.journal.AbstractJournal.bufferMode"));
    }

    /** chunks=N loads the same data as N files, a commit after each; minReleaseAge reaches the journal's settings. */
    @Test
    void chunksAndMinReleaseAge() throws Exception {
        BufferModeBenchmark b = new BufferModeBenchmark();
        b.bufferMode = "DiskRW";
        b.chunks = 3;
        b.minReleaseAge = "60000";
        RunRecord r = run(b, x -> call(x::load));
        assertEquals(3, r.inputs().size());
        assertEquals(3, r.durability().commits(), "a commit after each chunk");
        assertEquals("60000", r.settings().engine().get("com.bigdata.service.AbstractTransactionService.minReleaseAge"));
        BufferModeBenchmark one = new BufferModeBenchmark();
        one.bufferMode = "DiskRW";
        assertEquals(r.totals().statementsCommitted(), run(one, x -> call(x::load)).totals().statementsCommitted(), "the chunks hold the same data");
    }

    @Test
    void profilerOverhead() throws Exception {
        ProfilerOverheadBenchmark b = new ProfilerOverheadBenchmark();
        b.flame = "cpu,wall";
        RunRecord r = run(b, x -> call(x::load));
        assertEquals(java.util.List.of("cpu", "wall"), r.profiling().events(), "the second load of the first pair is the profiled one");
        assertEquals(2, r.profiling().flameGraphs().size());
    }

    @Test
    void theRealSampleIsADataset() throws Exception {
        BufferModeBenchmark b = new BufferModeBenchmark();
        b.bufferMode = "DiskRW";
        b.dataset = "sample";
        RunRecord r = run(b, x -> call(x::load));
        assertEquals(79_327, r.totals().statementsTold(), "every statement of data/, as one N-Triples file");
        assertTrue(r.inputs().get(0).name().endsWith("sample.nt"), r.inputs().get(0).name());
    }

    @Test
    void bufferAndQueue() throws Exception {
        BufferQueueBenchmark.DataLoaderBuffers p = new BufferQueueBenchmark.DataLoaderBuffers();
        p.bufferCapacity = "1000000";
        p.queueCapacity = "0";
        RunRecord r = run(new BufferQueueBenchmark(), x -> call(() -> x.dataLoader(p)));
        assertEquals("1000000", r.settings().engine().get("com.bigdata.rdf.store.DataLoader.bufferCapacity"));
        assertEquals("0", r.settings().engine().get("com.bigdata.rdf.store.DataLoader.queueCapacity"));
        assertEquals(java.util.List.of("parser"), r.threads().stream().map(RunRecord.ThreadTotal::role).toList(),
                "queue 0 writes on the parser thread");
    }

    @Test
    void sailBufferCapacity() throws Exception {
        BufferQueueBenchmark.SailBuffer p = new BufferQueueBenchmark.SailBuffer();
        p.sailBufferCapacity = "1000000";
        RunRecord r = run(new BufferQueueBenchmark(), x -> call(() -> x.sparqlLoad(p)));
        assertEquals("blazegraph-sail", r.engine());
        assertEquals("1000000", r.settings().engine().get("com.bigdata.rdf.sail.bufferCapacity"));
    }

    @Test
    void jdkIsTheJvmTheForkRunsOn() throws Exception {
        JdkBenchmark b = new JdkBenchmark();
        b.jdk = Integer.toString(Runtime.version().feature());
        b.checkJvm();
        RunRecord r = run(b, x -> call(x::tdb2));
        assertTrue(r.jvm().version().startsWith(b.jdk), r.jvm().version());
        b.jdk = Integer.toString(Runtime.version().feature() + 1);
        assertThrows(IllegalStateException.class, b::checkJvm, "a row must not claim a JDK it did not run on");
    }

    @Test
    void retentionAndBranchingFactor() throws Exception {
        WriteRetentionQueueBenchmark b = new WriteRetentionQueueBenchmark();
        b.retention = "50000";
        b.branchingFactor = "128";
        RunRecord r = run(b, x -> call(() -> x.load()));
        assertEquals("50000", r.settings().engine().get("com.bigdata.btree.writeRetentionQueue.capacity"));
        assertEquals("128", r.settings().engine().get("com.bigdata.btree.BTree.branchingFactor"));
    }

    @Test
    void inputCompressionAndDecompressionThread() throws Exception {
        InputCompressionBenchmark b = new InputCompressionBenchmark();
        b.codec = Compression.ZSTD;
        b.decompressThread = "own";
        RunRecord r = run(b, x -> call(x::load));
        assertEquals("zstd", r.inputs().get(0).compression());
        assertEquals("own", r.settings().loader().get("loader.decompressThread"));
        assertTrue(r.threads().stream().anyMatch(t -> t.role().equals("decompressor")), r.threads().toString());
    }

    @Test
    void theProfilerReportsTheLoadsRunRecord() throws Exception {
        WriteRetentionQueueBenchmark b = new WriteRetentionQueueBenchmark();
        b.retention = "500";
        b.branchingFactor = "32";
        RunRecord r = run(b, x -> call(x::load));
        java.util.Map<String, Double> results = new java.util.HashMap<>();
        LoadRecordProfiler.results(r).forEach(x -> results.put(x.getLabel(), x.getScore()));
        assertEquals(r.totals().statementsPerSecond(), results.get("rate"));
        assertTrue(results.get("written.SPO") > 0, "bytes written per index: " + results);
        assertTrue(results.get("storeSize") > 0);
        assertTrue(results.get("parse") > 0 && results.get("statementIndex") > 0, results.toString());
    }

    @Test
    void tdb2Loader() throws Exception {
        Tdb2LoadersBenchmark b = new Tdb2LoadersBenchmark();
        b.loader = "light";
        RunRecord r = run(b, x -> call(() -> x.load()));
        assertEquals("light", r.settings().engine().get("tdb2.loader"));
    }

    @Test
    void gzipBuffer() throws Exception {
        GzipBufferBenchmark.LoadBuffer p = new GzipBufferBenchmark.LoadBuffer();
        p.gzipBufferBytes = "512";
        RunRecord r = run(new GzipBufferBenchmark(), x -> call(() -> x.load(p)));
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
        RunRecord r = run(b, x -> call(() -> x.instrumented()));
        assertEquals("blazegraph-sail", r.engine());
    }
}
