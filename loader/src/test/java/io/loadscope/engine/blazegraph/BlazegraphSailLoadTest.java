package io.loadscope.engine.blazegraph;

import io.loadscope.record.RunStatus;

import io.loadscope.TestData;
import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordSchemaTest;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import com.bigdata.journal.Journal;
import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sail.BigdataSailRepository;
import com.bigdata.rdf.sail.BigdataSailRepositoryConnection;
import org.openrdf.query.QueryLanguage;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicReference;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Wikidata's path: SPARQL LOAD of a .gz chunk into a real journal through an embedded sail. */
class BlazegraphSailLoadTest {
    private static final int TRIPLES = 60_000;

    @TempDir
    static Path shared;
    static Path chunk;
    static long expected;

    @TempDir
    Path dir;

    @BeforeAll
    static void data() throws Exception {
        Path nt = TestData.ntriples(shared.resolve("chunk.nt"), TRIPLES);
        chunk = TestData.gzip(nt, shared.resolve("wikidump-000000001.nt.gz"));
        try (InputStream in = Files.newInputStream(nt)) {
            expected = TestData.distinctStatements(in, RDFFormat.NTRIPLES);
        }
    }

    private RunRecord load(Map<String, String> settings) throws Exception {
        return LoadPipeline.run(LoadRequest.builder().engine(BlazegraphEngine.SAIL_NAME).settings(settings)
                .store(dir.resolve("store-" + settings.hashCode())).reportDir(dir.resolve("run-" + settings.hashCode()))
                .input(chunk).build()).record();
    }

    /**
     * Stock SPARQL LOAD (the bench's baseline for the query service's path) given a directory of chunks loads each chunk,
     * in name order, one LOAD each, as loadData.sh does; a hidden file beside them is not a chunk.
     */
    @Test
    void stockSparqlLoadTakesADirectoryOfChunks() throws Exception {
        Path chunks = Files.createDirectories(dir.resolve("chunks"));
        Files.copy(chunk, chunks.resolve(chunk.getFileName()));
        Files.writeString(chunks.resolve("wikidump-000000002.nt"), "<http://example.org/a> <http://example.org/p> \"one\" .\n"
                + "<http://example.org/a> <http://example.org/p> \"two\" .\n");
        Files.writeString(chunks.resolve(".partial.nt"), "not N-Triples\n");
        assertEquals(java.util.List.of(chunks.resolve(chunk.getFileName()), chunks.resolve("wikidump-000000002.nt")),
                StockBlazegraphLoad.eachFile(java.util.List.of(chunks)));
        io.loadscope.engine.StockBaseline stock = (io.loadscope.engine.StockBaseline)
                io.loadscope.engine.registry.Engines.byName(BlazegraphEngine.SAIL_NAME).configure(Map.of());
        assertEquals(expected + 2, stock.loadStock(dir.resolve("stock-store"), java.util.List.of(chunks)));
    }

    @Test
    void aLoadIsProbedLikeTheDataLoaderPath() throws Exception {
        RunRecord r = load(Map.of());
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        assertEquals(expected, r.totals().statementsCommitted());
        Set<String> writer = r.stages().stream().filter(s -> s.role().equals("writer")).map(RunRecord.StageTotal::stage)
                .collect(Collectors.toSet());
        assertTrue(writer.containsAll(Set.of("index_write.lexicon", "index_write.statements")), writer.toString());
        io.loadscope.record.StagesAddUp.assertFor(r);
        assertTrue(r.settings().fixed().get("blazegraph.loadPath").startsWith("rio 5 → BigdataSailConnection.addStatement"));
        assertTrue(r.inputs().get(0).uncompressedBytes() > 0, "loadscope reads the file with its own parse stage");
        io.loadscope.record.RunRecordWriter.write(r, dir.resolve("run-" + Map.of().hashCode()));
        RunRecordSchemaTest.assertValid(dir.resolve("run-" + Map.of().hashCode()).resolve("run.json"));
    }

    @Test
    void theSailBufferCapacityReachesThePathAndTheDataLoaderOneDoesNot() throws Exception {
        long small = load(Map.of(BlazegraphEngine.SAIL_BUFFER_CAPACITY, "5000")).totals().batchesWritten();
        long large = load(Map.of(BlazegraphEngine.SAIL_BUFFER_CAPACITY, "100000",
                BlazegraphEngine.BUFFER_CAPACITY, "1000")).totals().batchesWritten();
        assertTrue(small > 1, "5000-statement batches (the writer may merge queued ones): " + small);
        assertEquals(1, large, "one 100,000-statement batch; DataLoader.bufferCapacity=1000 is ignored here");
    }

    /**
     * A commit group is one journal commit on this path too: Blazegraph's SPARQL UPDATE commits every LOAD by itself,
     * which made an input durable before the manifest's pending line (a kill then brought its blank nodes back twice).
     */
    @ParameterizedTest
    @ValueSource(strings = {"rio5", "stock"})
    void aCommitGroupOfSeveralLoadsIsOneJournalCommit(String parser) throws Exception {
        Path in = Files.createDirectories(dir.resolve("in"));
        for (int i = 0; i < 4; i++) {
            Files.writeString(in.resolve("f" + i + ".ttl"), "@prefix ex: <http://example.org/> .\nex:s" + i + " ex:p [ ex:q " + i + " ] .\n");
        }
        Path store = dir.resolve("groups");
        RunRecord r = LoadPipeline.run(LoadRequest.builder().engine("blazegraph-sail").set("loader.commitEvery", "2")
                .set(BlazegraphEngine.PARSER, parser).store(store).reportDir(dir.resolve("groups-run")).input(in).build()).record();
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        java.util.List<Long> markers = Files.readAllLines(store.resolve(io.loadscope.durable.LoadManifest.FILE)).stream()
                .filter(l -> l.contains("\"pending\"")).map(l -> Long.parseLong(l.replaceAll(".*\"markerBefore\":(\\d+).*", "$1"))).toList();
        assertEquals(2, markers.size());
        assertEquals(1, markers.get(1) - markers.get(0), "two LOADs, one commit: " + markers);
    }

    /**
     * The stock parser's LOAD declines the commit Blazegraph ends each update with on its own connection only: a SPARQL
     * UPDATE another thread runs on another store while the LOADs run still commits itself (it did not while Blazegraph's
     * JVM-wide {@code AST2BOpUpdate.AUTO_COMMIT} was switched off for them).
     */
    @Test
    void anotherStoresUpdatesCommitThemselvesWhileLoadsRun() throws Exception {
        Path in = Files.createDirectories(dir.resolve("many"));
        for (int i = 0; i < 6; i++) Files.copy(chunk, in.resolve("wikidump-00000000" + i + ".nt.gz"));
        Properties props = new Properties();
        props.setProperty("com.bigdata.journal.AbstractJournal.file", dir.resolve("other.jnl").toString());
        props.setProperty("com.bigdata.rdf.sail.truthMaintenance", "false");
        props.setProperty("com.bigdata.rdf.store.AbstractTripleStore.textIndex", "false");
        props.setProperty("com.bigdata.rdf.store.AbstractTripleStore.justify", "false");
        props.setProperty("com.bigdata.rdf.store.AbstractTripleStore.axiomsClass", "com.bigdata.rdf.axioms.NoAxioms");
        BigdataSail sail = new BigdataSail(props);
        BigdataSailRepository repo = new BigdataSailRepository(sail);
        repo.initialize();
        AtomicReference<RunRecord> loaded = new AtomicReference<>();
        Thread load = new Thread(() -> {
            try {
                loaded.set(LoadPipeline.run(LoadRequest.builder().engine("blazegraph-sail").set(BlazegraphEngine.PARSER, "stock")
                        .set("loader.commitEvery", "6").store(dir.resolve("loading")).reportDir(dir.resolve("loading-run"))
                        .input(in).build()).record());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            Journal journal = (Journal) sail.getIndexManager();
            load.start();
            int during = 0;
            for (int i = 0; load.isAlive(); i++) {
                long before = journal.getRootBlockView().getCommitCounter();
                BigdataSailRepositoryConnection cxn = repo.getUnisolatedConnection();
                try {
                    cxn.prepareUpdate(QueryLanguage.SPARQL, "INSERT DATA { <http://x/s> <http://x/p> " + i + " }").execute();
                } finally {
                    cxn.close();
                }
                boolean stillLoading = load.isAlive();
                assertEquals(before + 1, journal.getRootBlockView().getCommitCounter(), "update " + i + " committed itself");
                if (stillLoading) during++;
            }
            load.join();
            assertEquals(RunStatus.LOADED, loaded.get().status(), loaded.get().errors().toString());
            assertEquals(6, loaded.get().inputs().size());
            assertTrue(during >= 3, "updates that ran while the LOADs did: " + during);
        } finally {
            load.join();
            repo.shutDown();
        }
    }
    /**
     * One LOAD per file, each with its own writer task on whichever of the journal's pool threads is free: the series
     * shows the writer's stages as they were booked. (A writer task whose end-of-source marker came with its last batch
     * left that batch's last span open for the rest of the load, and each file's pool thread counted as another writer
     * thread; over a thousand chunks the progress line said the writer was 98 % busy in a stage the totals put at 1 %.)
     */
    @Test
    void overManyFilesTheSeriesShowsTheWritersStagesAsBookedNotLeftOverSpans() throws Exception {
        java.util.List<String> files = new java.util.ArrayList<>();
        for (int i = 0; i < 40; i++) {
            files.add(TestData.ntriples(dir.resolve("chunk-" + i + ".nt"), 2_000).toString());
        }
        long intervalMillis = 20;
        RunRecord r = LoadPipeline.run(LoadRequest.builder().engine(BlazegraphEngine.SAIL_NAME)
                .set("loader.commitEvery", "1").sampleIntervalMillis(intervalMillis)
                .store(dir.resolve("store")).reportDir(dir.resolve("run")).inputs(files).build()).record();
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        java.util.List<io.loadscope.record.ProgressSample> series = r.series();
        assertTrue(series.size() > 20, "the load spans many samples: " + series.size());

        // The writer's thread time as the series shows it, stage by stage, against what the stages booked.
        Map<String, Double> shownMillis = new java.util.TreeMap<>();
        long previous = 0;
        for (io.loadscope.record.ProgressSample s : series) {
            long interval = s.elapsedMillis() - previous;
            previous = s.elapsedMillis();
            s.stageShares().getOrDefault("writer", Map.of())
                    .forEach((stage, share) -> shownMillis.merge(stage, share * interval, Double::sum));
        }
        Map<String, Double> bookedMillis = r.stages().stream().filter(t -> t.role().equals("writer"))
                .collect(Collectors.toMap(RunRecord.StageTotal::stage, RunRecord.StageTotal::wallMillis));
        double writerWall = r.threads().stream().filter(t -> t.role().equals("writer")).findFirst().orElseThrow().wallMillis();
        double shownAll = shownMillis.values().stream().mapToDouble(Double::doubleValue).sum();
        // Slack: the last interval's in-progress showing, rounding down to 0.1 %, and the first sample's start.
        double slack = 5 * intervalMillis + 0.01 * writerWall;
        assertTrue(shownAll <= writerWall + slack, "the series shows " + shownAll + " ms of writer time, it ran "
                + writerWall + " ms: " + shownMillis + " against " + bookedMillis);
        // And all of it shows, measured against the one writer thread that runs at a time, not every pool thread it ran on.
        assertTrue(shownAll >= 0.8 * writerWall - slack, "the series shows " + shownAll + " ms of writer time, it ran "
                + writerWall + " ms on threads " + r.threads());
        shownMillis.forEach((stage, shown) -> assertTrue(shown <= bookedMillis.getOrDefault(stage, 0.0) + slack,
                stage + " shown for " + shown + " ms, booked " + bookedMillis.get(stage) + " ms: " + shownMillis));
    }
}
