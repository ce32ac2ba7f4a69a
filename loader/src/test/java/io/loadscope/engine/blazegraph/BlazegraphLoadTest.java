package io.loadscope.engine.blazegraph;

import io.loadscope.record.RunStatus;

import com.bigdata.journal.ITx;
import com.bigdata.journal.Journal;
import com.bigdata.rdf.store.AbstractTripleStore;
import io.loadscope.TestData;
import io.loadscope.event.BatchWritten;
import io.loadscope.event.LoadListener;
import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.RunResult;
import io.loadscope.record.ProgressSample;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordSchemaTest;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Loads real files into real Blazegraph journals through the instrumented DataLoader. */
class BlazegraphLoadTest {
    private static final int TRIPLES = 60_000;

    @TempDir
    static Path shared;
    static Path gz;
    static long expected;

    @TempDir
    Path dir;

    @BeforeAll
    static void data() throws Exception {
        Path nt = TestData.ntriples(shared.resolve("catalogue.nt"), TRIPLES);
        gz = TestData.gzip(nt, shared.resolve("catalogue.nt.gz"));
        try (InputStream in = Files.newInputStream(nt)) {
            expected = TestData.distinctStatements(in, RDFFormat.NTRIPLES);
        }
    }

    private RunResult load(Map<String, String> settings, LoadListener listener, Path... inputs) throws Exception {
        LoadRequest.Builder b = LoadRequest.builder().store(dir.resolve("store")).reportDir(dir.resolve("run"))
                .settings(settings).sampleIntervalMillis(200);
        if (listener != null) b.listener(listener);
        for (Path p : inputs) b.input(p);
        return LoadPipeline.run(b.build());
    }

    private static Map<String, RunRecord.StageTotal> stages(RunRecord r, String role) {
        return r.stages().stream().filter(s -> s.role().equals(role))
                .collect(Collectors.toMap(RunRecord.StageTotal::stage, s -> s));
    }

    @Test
    void queuedLoadCountsMatchAnIndependentParserAndEveryStageIsTimed() throws Exception {
        RunResult result = load(Map.of(), null, gz);
        RunRecord r = result.record();
        assertNull(result.failure());
        assertEquals(expected, r.totals().statementsCommitted(), "distinct triples in the journal vs rdf4j's count");
        assertEquals(TRIPLES, r.totals().statementsTold());

        Map<String, RunRecord.StageTotal> parser = stages(r, "parser");
        for (String s : List.of("read", "decompress", "parse", "buffer", "queue", "commit")) {
            assertTrue(parser.containsKey(s) && parser.get(s).wallMillis() > 0, "parser stage " + s + " timed: " + parser.get(s));
        }
        Map<String, RunRecord.StageTotal> writer = stages(r, "writer");
        for (String s : List.of("index_write.lexicon", "index_write.statements")) {
            assertTrue(writer.containsKey(s) && writer.get(s).wallMillis() > 0, "writer stage " + s + " timed");
            assertTrue(writer.get(s).events() > 0);
        }
        io.loadscope.record.StagesAddUp.assertFor(r);
        assertEquals(Set.of("parser", "writer"), r.threads().stream().map(RunRecord.ThreadTotal::role).collect(Collectors.toSet()));
        long spoBytes = r.indexCounters().get("kb.spo.SPO").get("bytesWritten");
        assertTrue(spoBytes > 0, "Blazegraph's own per-index counters are in the record");
        assertTrue(r.indexCounters().containsKey("kb.lex.TERM2ID"));
        assertEquals("gzip", r.inputs().get(0).compression());
        assertTrue(r.inputs().get(0).uncompressedBytes() > r.inputs().get(0).compressedBytes());
        assertFalse(r.series().isEmpty());
        assertTrue(r.totals().storeBytes() > 0);
        io.loadscope.record.RunRecordWriter.write(r, result.runDir());
        RunRecordSchemaTest.assertValid(result.runDir().resolve("run.json"));
    }

    @Test
    void withoutAQueueIndexWritesAreBookedOnTheParserThread() throws Exception {
        RunRecord r = load(Map.of(BlazegraphEngine.QUEUE_CAPACITY, "0", BlazegraphEngine.BUFFER_CAPACITY, "10000"), null, gz).record();
        assertEquals(expected, r.totals().statementsCommitted());
        Map<String, RunRecord.StageTotal> parser = stages(r, "parser");
        assertTrue(parser.get("index_write.lexicon").wallMillis() > 0);
        assertTrue(parser.get("index_write.statements").wallMillis() > 0);
        assertFalse(parser.containsKey("queue"), "no queue, no queue time");
        assertTrue(r.threads().stream().noneMatch(t -> t.role().equals("writer")));
        io.loadscope.record.StagesAddUp.assertFor(r);
        assertEquals("10000", r.settings().engine().get(BlazegraphEngine.BUFFER_CAPACITY), "the setting reached the engine");
        // The parsed counter never counts a batch twice, not even while it is being written.
        for (var sample : r.series()) assertTrue(sample.statementsParsed() <= r.totals().statementsTold(), sample.toString());
    }

    @Test
    void decompressionOnItsOwnThreadLoadsTheSameAndIsBookedToThatThread() throws Exception {
        RunRecord r = load(Map.of(LoadPipeline.DECOMPRESS_THREAD, "own"), null, gz).record();
        assertEquals(expected, r.totals().statementsCommitted());
        assertEquals("own", r.settings().loader().get(LoadPipeline.DECOMPRESS_THREAD));
        Map<String, RunRecord.StageTotal> decompressor = stages(r, "decompressor");
        assertTrue(decompressor.get("decompress").wallMillis() > 0, decompressor.toString());
        assertFalse(stages(r, "parser").containsKey("decompress"), "the parser only waits for chunks (stage read)");
        io.loadscope.record.StagesAddUp.assertFor(r);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Disk", "MemStore"})
    void otherJournalModesLoadTheSameStatements(String mode) throws Exception {
        RunRecord r = load(Map.of(BlazegraphEngine.BUFFER_MODE, mode), null, gz).record();
        assertEquals(expected, r.totals().statementsCommitted());
        assertEquals(mode, r.settings().engine().get(BlazegraphEngine.BUFFER_MODE));
    }

    @Test
    void listenersHearTheLoadAndAThrowingOneDoesNotHurtIt() throws Exception {
        AtomicLong batched = new AtomicLong();
        AtomicInteger progress = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        LoadListener counting = new LoadListener() {
            @Override
            public void onBatch(BatchWritten batch) {
                batched.addAndGet(batch.statements());
            }

            @Override
            public void onProgress(ProgressSample sample) {
                progress.incrementAndGet();
                throw new RuntimeException("a listener bug");
            }

            @Override
            public void onFinish(RunRecord record) {
                finished.incrementAndGet();
            }
        };
        RunRecord r = load(Map.of(), counting, gz).record();
        assertEquals(RunStatus.LOADED, r.status());
        assertEquals(expected, r.totals().statementsCommitted());
        assertEquals(TRIPLES, batched.get(), "every told statement was reported in a batch");
        assertTrue(progress.get() >= 1);
        assertEquals(1, finished.get());
        assertEquals(progress.get(), r.totals().listenerFailures());
        assertTrue(r.warnings().stream().anyMatch(w -> w.contains("a listener bug")));
    }

    /**
     * A heap too small for the load's buffers fails the load, and can then run out again while the run's end needs
     * memory the open store still holds (the end-to-end case: a 64 MiB heap, a million-statement buffer). Here the
     * second shortage is a listener's, at the run's end: the store is closed and the record made again, and the result
     * still carries the load's own failure, the committed count and a record of both.
     */
    @Test
    void aHeapShortageAfterAFailedLoadStillReportsTheLoadsOwnFailure() throws Exception {
        Path broken = dir.resolve("broken.nt");
        Files.writeString(broken, "<http://x/a> <http://x/p> \"1\" .\n<http://x/b> <http://x/p> \"2 .\n");
        AtomicInteger finishes = new AtomicInteger();
        LoadListener shortOfHeap = new LoadListener() {
            @Override
            public void onFinish(RunRecord record) {
                if (finishes.incrementAndGet() == 1) throw new OutOfMemoryError("Java heap space");
            }
        };
        RunResult result = load(Map.of("loader.commitEvery", "1"), shortOfHeap, gz, broken);
        assertNotNull(result.failure());
        assertEquals(broken.toString(), result.failure().file());
        assertEquals(2, result.failure().line());
        RunRecord r = result.record();
        assertEquals(RunStatus.FAILED, r.status());
        assertEquals(expected, r.totals().statementsCommitted(), "the first input's commit, counted before the store closed");
        assertEquals(1, r.errors().size(), "the failure once: " + r.errors());
        assertTrue(r.warnings().stream().anyMatch(w -> w.contains("store was closed before the run record")), r.warnings().toString());
        assertEquals(2, finishes.get());
        // Closed once, and whole: it opens again with the first input's statements.
        RunRecord again = load(Map.of(), null, broken).record();
        assertEquals(expected, again.totals().statementsCommitted());
    }

    /**
     * The heap running out where no handler of the load catches it (here a listener's start, on the load thread): the
     * run still ends in a failure worded as a heap shortage with a record, the store rolled back and closed, not in an
     * error thrown past the pipeline.
     */
    @Test
    void aHeapShortagePastEveryHandlerEndsInARecordedFailure() throws Exception {
        LoadListener shortOfHeap = new LoadListener() {
            @Override
            public void onStart(io.loadscope.event.LoadStarted started) {
                throw new OutOfMemoryError("Java heap space");
            }
        };
        RunResult result = load(Map.of(), shortOfHeap, gz);
        assertNotNull(result.failure());
        assertTrue(result.failure().getMessage().startsWith("out of Java heap"), result.failure().getMessage());
        assertEquals(RunStatus.FAILED, result.record().status());
        assertEquals(0, result.record().totals().statementsCommitted());
        assertTrue(result.record().warnings().stream().anyMatch(w -> w.contains("store was closed before the run record")),
                result.record().warnings().toString());
        RunRecord again = load(Map.of(), null, gz).record();
        assertEquals(RunStatus.LOADED, again.status(), "the store opens again: " + again.errors());
        assertEquals(expected, again.totals().statementsCommitted());
    }

    /**
     * The heap running out on the load thread after the engine has read an input but before its attempt returned (here a
     * listener told of the second input's read; with a 64 MiB heap it is the engine's rollback or loadscope's own
     * bookkeeping): the record still lists that input, as failed, beside the first input's commit.
     */
    @Test
    void aHeapShortagePastAnInputsAttemptStillRecordsThatInputAsFailed() throws Exception {
        Path second = dir.resolve("second.nt");
        Files.writeString(second, "<http://x/a> <http://x/p> \"1\" .\n");
        // The first input is committed (and told) before the second is opened: a commit per input.
        java.util.concurrent.atomic.AtomicBoolean firstCommitted = new java.util.concurrent.atomic.AtomicBoolean();
        LoadListener shortOfHeap = new LoadListener() {
            @Override
            public void onFileLoaded(io.loadscope.event.FileLoaded file) {
                firstCommitted.set(true);
            }

            @Override
            public void onStage(io.loadscope.event.StageSpan span) {
                if (firstCommitted.get() && span.stage() == io.loadscope.record.Stage.READ) {
                    throw new OutOfMemoryError("Java heap space");
                }
            }
        };
        RunResult result = load(Map.of("loader.commitEvery", "1"), shortOfHeap, gz, second);
        assertNotNull(result.failure());
        assertTrue(result.failure().getMessage().startsWith("out of Java heap"), result.failure().getMessage());
        assertEquals(second.toString(), result.failure().file());
        RunRecord r = result.record();
        assertEquals(RunStatus.FAILED, r.status());
        assertEquals(2, r.inputs().size(), r.inputs().toString());
        assertEquals(io.loadscope.record.InputStatus.LOADED, r.inputs().get(0).status());
        assertEquals(second.toString(), r.inputs().get(1).name());
        assertEquals(io.loadscope.record.InputStatus.FAILED, r.inputs().get(1).status());
        assertEquals(expected, r.totals().statementsCommitted(), "the first input's commit stands, the second's writes rolled back");
        // The store opens again, holding the first input only: the second loads, and is not refused as held.
        RunRecord again = load(Map.of(), null, second).record();
        assertEquals(RunStatus.LOADED, again.status(), again.errors().toString());
        assertEquals(expected + 1, again.totals().statementsCommitted());
    }

    @ParameterizedTest
    @ValueSource(strings = {"nt", "ttl", "nq"})
    void nonAsciiTextArrivesIntact(String ext) throws Exception {
        // Raw UTF-8 (RDF 1.1), not \\u escapes: Blazegraph's N-Triples parser would decode an InputStream as US-ASCII.
        Path f = dir.resolve("utf8." + ext);
        // N-Quads in the default graph: a named graph is refused by this triples store (next test).
        Files.writeString(f, "<http://x/café> <http://x/p> \"naïve Å ✓ 日本\"@fr .\n");
        RunRecord r = load(Map.of(), null, f).record();
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        Properties props = new Properties();
        props.setProperty("com.bigdata.journal.AbstractJournal.file", dir.resolve("store").resolve(BlazegraphEngine.JOURNAL_FILE).toString());
        props.setProperty(BlazegraphEngine.BUFFER_MODE, "DiskRW");
        Journal journal = new Journal(props);
        try {
            AbstractTripleStore store = (AbstractTripleStore) journal.getResourceLocator().locate(BlazegraphEngine.NAMESPACE, ITx.UNISOLATED);
            var vf = store.getValueFactory();
            assertTrue(store.hasStatement(vf.createURI("http://x/café"), vf.createURI("http://x/p"),
                    vf.createLiteral("naïve Å ✓ 日本", "fr")), "the statement is stored with its exact text");
        } finally {
            journal.close();
        }
    }

    @Test
    void aNamedGraphIsRefusedByTheTriplesStoreNotDropped() throws Exception {
        Path f = dir.resolve("graphs.nq");
        Files.writeString(f, "<http://x/a> <http://x/p> \"1\" .\n<http://x/a> <http://x/p> \"2\" <http://x/g> .\n");
        RunResult result = load(Map.of(), null, f);
        assertEquals(RunStatus.FAILED, result.record().status());
        assertTrue(result.failure().getMessage().contains("com.bigdata.rdf.store.AbstractTripleStore.quads=false"),
                result.failure().getMessage());
        assertEquals(2, result.failure().line(), "the statement with the graph");
        assertEquals(0, result.record().totals().statementsCommitted(), "nothing of the file");
    }

    /** A file of 1000 good statements, then one whose second line is bad, loaded in that order. */
    private RunResult goodThenBad(Map<String, String> settings) throws Exception {
        Path good = TestData.ntriples(dir.resolve("a-good.nt"), 1000);
        Path bad = dir.resolve("b-bad.nt");
        Files.writeString(bad, "<http://x/1> <http://x/p> <http://x/2> .\n<http://x/1> <http://x/p> oops .\n");
        return load(settings, null, good, bad);
    }

    @Test
    void underTheDefaultCommitPolicyAParseErrorRollsBackTheWholeOpenGroup() throws Exception {
        RunResult result = goodThenBad(Map.of());
        assertNotNull(result.failure());
        assertEquals(0, result.record().totals().statementsCommitted(), "both files were in one commit group");
        assertEquals(io.loadscope.record.InputStatus.ROLLED_BACK, result.record().inputs().get(0).status());
    }

    @Test
    void aParseErrorRollsBackTheFileAndKeepsEarlierCommits() throws Exception {
        // Per-file commits, so the good file is committed before the bad one starts.
        RunResult result = goodThenBad(Map.of("loader.commitEvery", "1"));
        assertNotNull(result.failure());
        assertEquals(2, result.failure().line());
        assertTrue(result.failure().column() > 0);
        assertTrue(result.failure().file().endsWith("b-bad.nt"));
        assertEquals("<http://x/1> <http://x/p> oops .", result.failure().offendingLine());
        assertEquals(1000, result.record().totals().statementsCommitted(), "the good file stays, the bad one is rolled back");
        assertEquals(RunStatus.FAILED, result.record().status());
        assertEquals(1, result.record().exitCode());

        // The journal reopens at its last commit.
        Path more = dir.resolve("c.nt");
        Files.writeString(more, "<http://x/new> <http://x/p> \"one\" .\n<http://x/new> <http://x/p> \"two\" .\n");
        RunRecord again = load(Map.of(), null, more).record();
        assertEquals(RunStatus.LOADED, again.status());
        assertEquals(1002, again.totals().statementsCommitted());
    }
}
