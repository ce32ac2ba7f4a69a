package io.loadscope.engine.tdb2;

import io.loadscope.record.RunStatus;
import io.loadscope.record.VerifyReport;

import io.loadscope.TestData;
import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.RunResult;
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
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Loads real files into real TDB2 databases through each of Jena's loaders. */
class Tdb2LoadTest {
    private static final int TRIPLES = 250_000; // more than two of Jena's 100,000-statement blocks

    @TempDir
    static Path shared;
    static Path nt;
    static long expected;

    @TempDir
    Path dir;

    @BeforeAll
    static void data() throws Exception {
        nt = TestData.ntriples(shared.resolve("catalogue.nt"), TRIPLES);
        try (InputStream in = Files.newInputStream(nt)) {
            expected = TestData.distinctStatements(in, RDFFormat.NTRIPLES);
        }
    }

    private RunResult load(String loader, Path... inputs) throws Exception {
        return load(loader, Map.of(), inputs);
    }

    private RunResult load(String loader, Map<String, String> settings, Path... inputs) throws Exception {
        LoadRequest.Builder b = LoadRequest.builder().engine("tdb2").set("tdb2.loader", loader).settings(settings)
                .store(dir.resolve("db")).reportDir(dir.resolve("run-" + System.nanoTime()));
        for (Path p : inputs) b.input(p);
        return LoadPipeline.run(b.build());
    }

    @ParameterizedTest
    @ValueSource(strings = {"basic", "sequential", "phased", "parallel", "light"})
    void everyLoaderLoadsEverythingAndItsStagesAddUp(String loader) throws Exception {
        RunResult result = load(loader, nt);
        RunRecord r = result.record();
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        assertEquals(expected, r.totals().statementsCommitted(), "TDB2 vs rdf4j distinct count");
        assertEquals(loader, r.settings().engine().get("tdb2.loader"), "the setting reached the engine");
        var last = r.series().get(r.series().size() - 1);
        assertEquals(TRIPLES, last.statementsParsed(), "progress counts every parsed statement");
        assertEquals(TRIPLES, last.statementsWritten(), "and every statement the primary index wrote");
        io.loadscope.record.StagesAddUp.assertFor(r);
        Set<String> parserStages = r.stages().stream().filter(s -> s.role().equals("parser"))
                .map(RunRecord.StageTotal::stage).collect(Collectors.toSet());
        assertTrue(parserStages.containsAll(Set.of("read", "parse", "commit")), parserStages.toString());
        Set<String> roles = r.threads().stream().map(RunRecord.ThreadTotal::role).collect(Collectors.toSet());
        switch (loader) {
            case "parallel" -> assertTrue(roles.containsAll(Set.of("node_table", "indexer.SPO", "indexer.POS", "indexer.OSP")), roles.toString());
            case "phased" -> assertTrue(roles.containsAll(Set.of("node_table", "indexer.SPO")), roles.toString());
            case "light" -> assertTrue(roles.contains("indexer.SPO") && !roles.contains("node_table"), roles.toString());
            default -> assertEquals(Set.of("parser"), roles);
        }
        assertTrue(r.settings().fixed().get("tdb2.LoaderConst.ChunkSize").startsWith("100000"));
        io.loadscope.record.RunRecordWriter.write(r, result.runDir());
        RunRecordSchemaTest.assertValid(result.runDir().resolve("run.json"));
    }

    /**
     * A bulk loader that cannot roll back parses each input once before it loads it. That pass reads no statement into
     * the load, so it once looked like a stall: at BSBM 100 M the line said "STALLED" three minutes into it. It shows as a
     * phase in bytes of the input instead, which the stall guard counts as movement, and it ends with the pass.
     */
    @Test
    void theValidatingParseShowsAsAPhaseInBytesOfTheInput() throws Exception {
        java.util.List<io.loadscope.record.ProgressSample> samples = new java.util.concurrent.CopyOnWriteArrayList<>();
        RunResult result = LoadPipeline.run(LoadRequest.builder().engine("tdb2").set("tdb2.loader", "parallel")
                .sampleIntervalMillis(10).progress(samples::add)
                .store(dir.resolve("db")).reportDir(dir.resolve("run")).input(nt).build());
        assertEquals(RunStatus.LOADED, result.record().status(), result.record().errors().toString());
        long size = Files.size(nt);
        var validating = samples.stream().filter(s -> "validating parse".equals(s.phase())).toList();
        assertTrue(!validating.isEmpty(), "the pass shows as a phase: " + samples.stream().map(s -> s.phase()).distinct().toList());
        for (var s : validating) {
            assertEquals(size, s.phaseTotal(), "its total is the input's size");
            assertTrue(s.phaseDone() >= 0 && s.phaseDone() <= size, s.toString());
            assertEquals(0, s.statementsParsed(), "no statement of the load is parsed during it");
        }
        assertTrue(validating.stream().anyMatch(s -> s.phaseDone() > 0), "its bytes move");
        assertTrue(!"validating parse".equals(samples.get(samples.size() - 1).phase()), "and it ends with the pass");
        // Only shown: a pass inside the load, not a phase of it, so the record's phase accounting has no row for it.
        assertEquals(java.util.List.of(), result.record().phases(), "no phase of the load's own");
        assertTrue(result.record().incidents().stream().noneMatch(i -> i.kind().equals("stall")), result.record().incidents().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"basic", "phased"})
    void aParseErrorLeavesTheDatabaseAtItsLastCommit(String loader) throws Exception {
        Path good = TestData.ntriples(dir.resolve("a.nt"), 1000);
        Path bad = dir.resolve("b.nt");
        Files.writeString(bad, "<http://x/1> <http://x/p> <http://x/2> .\n".repeat(200_000) + "<http://x/1> <http://x/p> oops .\n");
        // Per-file commits, so the good file is committed before the bad one starts.
        RunResult result = load(loader, Map.of("loader.commitEvery", "1"), good, bad);
        assertNotNull(result.failure());
        assertEquals(200_001, result.failure().line());
        assertTrue(result.failure().column() > 0);
        assertEquals(1000, result.record().totals().statementsCommitted(), "the bad file left nothing behind");
    }

    /**
     * Found in real data (LV2's copy of the XSD schema): TDB2 stores an xsd:long from 2^55 up, beyond what it inlines
     * in a node id, as xsd:integer. Asserted as it is, so a fix in Jena shows up here; verify names it as a known
     * departure and shows no missing or extra statement.
     */
    @Test
    void tdb2StoresLongsBeyondItsInlineRangeAsXsdInteger() throws Exception {
        Path f = Files.writeString(dir.resolve("longs.nt"), """
                <http://x/a> <http://x/small> "5"^^<http://www.w3.org/2001/XMLSchema#long> .
                <http://x/a> <http://x/max> "9223372036854775807"^^<http://www.w3.org/2001/XMLSchema#long> .
                """);
        assertEquals(RunStatus.LOADED, load("phased", f).record().status());
        var report = io.loadscope.verify.StoreVerification.run(io.loadscope.verify.VerifyRequest.of("tdb2", dir.resolve("db"), java.util.List.of(f.toString())));
        assertEquals(VerifyReport.Outcome.EXACT_EXCEPT_KNOWN_DEPARTURES, report.outcome());
        assertEquals(java.util.List.of(), report.missingFromStore());
        assertEquals(java.util.List.of(), report.extraInStore());
        var departure = report.knownDepartures().get(0);
        assertEquals("tdb2.long-as-integer", departure.rule());
        assertEquals(1, departure.statements());
        assertEquals(java.util.List.of("<http://x/a> <http://x/max> \"9223372036854775807\"^^<http://www.w3.org/2001/XMLSchema#long> ."),
                departure.samples());
    }

    /**
     * Found while testing the departure rule (Jena 5.6.0): an xsd:integer beyond 64 bits goes into the node table by
     * value as a Java long ({@code BigInteger.longValue()}), which keeps its low 64 bits: TDB2 stores another number.
     * Not a known departure: the value changed, and verify says mismatch. Asserted as it is, so a fix shows up here.
     */
    @Test
    void tdb2KeepsTheLow64BitsOfAnIntegerBeyondALong() throws Exception {
        Path f = Files.writeString(dir.resolve("big.nt"),
                "<http://x/a> <http://x/big> \"99999999999999999999999\"^^<http://www.w3.org/2001/XMLSchema#integer> .\n");
        assertEquals(RunStatus.LOADED, load("phased", f).record().status());
        var report = io.loadscope.verify.StoreVerification.run(io.loadscope.verify.VerifyRequest.of("tdb2", dir.resolve("db"), java.util.List.of(f.toString())));
        assertEquals(VerifyReport.Outcome.MISMATCH, report.outcome());
        assertEquals(java.util.List.of("<http://x/a> <http://x/big> \"200376420520689663\"^^<http://www.w3.org/2001/XMLSchema#integer> ."),
                report.extraInStore(), "99999999999999999999999 mod 2^64");
    }

    @Test
    void quadsGoToTheirGraphs() throws Exception {
        Path nq = dir.resolve("q.nq");
        Files.writeString(nq, "<http://x/s> <http://x/p> \"in g1\" <http://x/g1> .\n<http://x/s> <http://x/p> \"default\" .\n");
        RunRecord r = load("parallel", nq).record();
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        assertEquals(2, r.totals().statementsCommitted());
        assertTrue(r.threads().stream().anyMatch(t -> t.role().equals("indexer.GSPO")));
    }
}
