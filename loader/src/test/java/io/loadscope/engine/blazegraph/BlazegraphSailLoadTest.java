package io.loadscope.engine.blazegraph;

import io.loadscope.record.RunStatus;

import io.loadscope.TestData;
import io.loadscope.api.request.LoadRequest;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordSchemaTest;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
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

    @Test
    void aLoadIsProbedLikeTheDataLoaderPath() throws Exception {
        RunRecord r = load(Map.of());
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        assertEquals(expected, r.totals().statementsCommitted());
        Set<String> writer = r.stages().stream().filter(s -> s.role().equals("writer")).map(RunRecord.StageTotal::stage)
                .collect(Collectors.toSet());
        assertTrue(writer.containsAll(Set.of("index_write.lexicon", "index_write.statements")), writer.toString());
        for (RunRecord.ThreadTotal t : r.threads()) assertTrue(Math.abs(t.unattributedShare()) <= 0.05, t.toString());
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
    @Test
    void aCommitGroupOfSeveralLoadsIsOneJournalCommit() throws Exception {
        Path in = Files.createDirectories(dir.resolve("in"));
        for (int i = 0; i < 4; i++) {
            Files.writeString(in.resolve("f" + i + ".ttl"), "@prefix ex: <http://example.org/> .\nex:s" + i + " ex:p [ ex:q " + i + " ] .\n");
        }
        Path store = dir.resolve("groups");
        RunRecord r = LoadPipeline.run(LoadRequest.builder().engine("blazegraph-sail").set("loader.commitEvery", "2")
                .store(store).reportDir(dir.resolve("groups-run")).input(in).build()).record();
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        java.util.List<Long> markers = Files.readAllLines(store.resolve(io.loadscope.durable.LoadManifest.FILE)).stream()
                .filter(l -> l.contains("\"pending\"")).map(l -> Long.parseLong(l.replaceAll(".*\"markerBefore\":(\\d+).*", "$1"))).toList();
        assertEquals(2, markers.size());
        assertEquals(1, markers.get(1) - markers.get(0), "two LOADs, one commit: " + markers);
    }
}
