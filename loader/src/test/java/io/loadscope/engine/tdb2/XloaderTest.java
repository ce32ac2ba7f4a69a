package io.loadscope.engine.tdb2;

import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.pipeline.RunResult;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunStatus;
import io.loadscope.record.VerifyReport;
import io.loadscope.verify.StoreVerification;
import io.loadscope.verify.VerifyRequest;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.tdb2.DatabaseMgr;
import org.apache.jena.tdb2.sys.TDBInternal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code tdb2.loader=xloader} into real TDB2 databases, its steps in real child JVMs with the real {@code sort}: the
 * database holds exactly the input and answers as one Jena's phased loader filled; what it cannot take is refused
 * before any step runs; a half-built database left by a kill is built again.
 */
class XloaderTest {
    private static final Map<String, String> XLOADER = Map.of(Tdb2Engine.LOADER, "xloader");

    @TempDir
    Path dir;

    /** Turtle with blank nodes, N-Triples, and N-Quads with named graphs and default-graph lines. */
    private List<String> inputs() throws Exception {
        Path in = Files.createDirectories(dir.resolve("in"));
        StringBuilder a = new StringBuilder("@prefix ex: <http://example.org/> .\n");
        for (int i = 0; i < 2000; i++) {
            a.append("ex:s").append(i % 500).append(" a ex:Thing ; ex:n ").append(i).append(" ; ex:label \"item ").append(i % 700)
                    .append("\"@en ; ex:part _:b").append(i % 40).append(" .\n_:b").append(i % 40).append(" ex:weight ").append(i % 11).append(".5 .\n");
        }
        Files.writeString(in.resolve("a.ttl"), a);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 1500; i++) {
            b.append("_:b").append(i % 40).append(" <http://example.org/n> \"").append(i % 17).append("\" .\n");
            b.append("<http://example.org/s").append(i).append("> <http://example.org/text> \"").append("t".repeat(i % 300)).append("\" .\n");
        }
        Files.writeString(in.resolve("b.nt"), b);
        Files.writeString(in.resolve("c.nq"), quads(300));
        return List.of(in.toString());
    }

    private static String quads(int n) {
        StringBuilder c = new StringBuilder();
        for (int i = 0; i < n; i++) {
            c.append("<http://example.org/q").append(i).append("> <http://example.org/in> \"").append(i).append("\" <http://example.org/g")
                    .append(i % 3).append("> .\n");
            c.append("<http://example.org/q").append(i).append("> <http://example.org/default> \"").append(i).append("\" .\n");
        }
        return c.toString();
    }

    private RunResult load(String name, List<String> inputs, Map<String, String> sets) throws Exception {
        return LoadPipeline.run(LoadRequest.builder().engine(Tdb2Engine.NAME).settings(sets).store(dir.resolve(name))
                .reportDir(dir.resolve(name + "-run")).inputs(inputs).build());
    }

    @Test
    void theBuiltDatabaseHoldsExactlyTheInputAndAnswersAsThePhasedLoadersOne() throws Exception {
        List<String> inputs = inputs();
        RunResult built = load("xloader", inputs, XLOADER);
        RunResult phased = load("phased", inputs, Map.of());
        RunRecord r = built.record();
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        assertEquals(phased.record().totals().statementsCommitted(), r.totals().statementsCommitted());
        Map<String, String> fixed = r.settings().fixed();
        assertEquals("600", fixed.get("xloader.quads"), "the N-Quads lines, named and default graph: " + fixed);
        assertTrue(Long.parseLong(fixed.get("xloader.peakTemporaryBytes")) > 0, fixed.toString());
        assertFalse(Files.exists(dir.resolve("xloader").resolve(XloaderBuild.WORK_DIR)), "work files removed");
        assertFalse(Files.exists(dir.resolve("xloader").resolve(XloaderSession.BUILDING)), "build marker removed");
        assertTrue(Files.readString(dir.resolve("xloader").resolve(XloaderBuild.LOG)).contains("== index OSP"), "the log names each step");

        // Each step's wait on the load thread, and the CPU time of the steps' threads and of their sort processes.
        List<String> stages = r.stages().stream().map(s -> s.role() + " " + s.stage()).toList();
        for (String s : List.of("parser index_write.lexicon", "parser term_encode", "parser index_write.statements", "parser parse")) {
            assertTrue(stages.contains(s), s + " in " + stages);
        }
        assertTrue(r.stages().stream().anyMatch(s -> s.role().equals("xloader.sort") && s.stage().equals("statement_sort")
                && s.cpuMillis() != null && s.cpuMillis() > 0), "sort's CPU time: " + stages);
        assertTrue(r.stages().stream().anyMatch(s -> s.role().equals("xloader.main") && s.cpuMillis() != null && s.cpuMillis() > 0), stages.toString());
        // Each step is a phase, its steps' JVMs' and sort processes' CPU in it (this process's clock alone misses them).
        List<String> phases = r.phases().stream().map(RunRecord.Phase::name).toList();
        assertTrue(!phases.isEmpty() && phases.stream().allMatch(p -> p.startsWith("xloader ") && !p.contains("(terms)")), phases.toString());
        if (r.phases().stream().allMatch(p -> p.cpuMillis() != null)) {
            double phaseCpu = r.phases().stream().mapToDouble(RunRecord.Phase::cpuMillis).sum();
            double childCpu = r.stages().stream().filter(s -> s.role().startsWith("xloader.") && s.cpuMillis() != null)
                    .mapToDouble(RunRecord.StageTotal::cpuMillis).sum();
            assertTrue(phaseCpu + 1 >= childCpu, phaseCpu + " ms in the phases, " + childCpu + " ms of the steps' processes");
        }

        VerifyReport v = StoreVerification.run(VerifyRequest.of(Tdb2Engine.NAME, dir.resolve("xloader"), inputs).withSettings(XLOADER));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
        for (String q : List.of(
                "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p ORDER BY ?p",
                "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g ORDER BY ?g",
                "SELECT ?s ?l WHERE { ?s a <http://example.org/Thing> ; <http://example.org/label> ?l } ORDER BY ?s ?l",
                "SELECT ?s WHERE { ?s <http://example.org/label> ?l FILTER(STR(?l) = \"item 7\") } ORDER BY ?s",
                "SELECT ?s ?t WHERE { ?s <http://example.org/n> ?n OPTIONAL { ?s <http://example.org/text> ?t } } ORDER BY ?s ?t")) {
            assertEquals(answers(dir.resolve("phased"), q), answers(dir.resolve("xloader"), q), q);
        }
    }

    /** Jena's own script builds the triple indexes only when its ingest counted triples, and it counts these as quads. */
    @Test
    void nQuadsFilesAloneKeepTheirDefaultGraphLines() throws Exception {
        Path nq = Files.createDirectories(dir.resolve("nq")).resolve("only.nq");
        Files.writeString(nq, quads(200));
        RunResult built = load("nq-store", List.of(nq.toString()), XLOADER);
        assertEquals(RunStatus.LOADED, built.record().status(), built.record().errors().toString());
        assertEquals(400, built.record().totals().statementsCommitted());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(Tdb2Engine.NAME, dir.resolve("nq-store"), List.of(nq.toString())).withSettings(XLOADER));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
    }

    @Test
    void aDatabaseThatHoldsStatementsIsRefusedAndKeptAsItWas() throws Exception {
        List<String> inputs = inputs();
        Path more = dir.resolve("more.nt");
        Files.writeString(more, "<http://example.org/x> <http://example.org/y> \"z\" .\n");
        RunResult first = load("store", List.of(more.toString()), Map.of());
        assertEquals(RunStatus.LOADED, first.record().status());
        RunResult refused = load("store", inputs, XLOADER);
        assertEquals(RunStatus.FAILED, refused.record().status());
        String message = refused.record().errors().get(0).message();
        assertTrue(message.contains("xloader builds a new database") && message.contains("already holds 1 statements"), message);
        assertFalse(Files.exists(dir.resolve("store").resolve(XloaderBuild.LOG)), "no step ran");
        DatasetGraph dsg = DatabaseMgr.connectDatasetGraph(dir.resolve("store").toString());
        try {
            assertEquals(1, Tdb2Reads.statements(dsg));
        } finally {
            TDBInternal.expel(dsg);
        }
    }

    @Test
    void aSyntaxErrorIsFoundWithItsPlaceBeforeAnyStepRuns() throws Exception {
        Path bad = Files.createDirectories(dir.resolve("bad"));
        Files.writeString(bad.resolve("a.nt"), "<http://example.org/a> <http://example.org/b> \"c\" .\n");
        Files.writeString(bad.resolve("b.nt"), "<http://example.org/a> <http://example.org/b> \"c\" .\n<http://example.org/a> <http://example.org/b> .\n");
        RunResult r = load("bad-store", List.of(bad.toString()), XLOADER);
        assertEquals(RunStatus.FAILED, r.record().status());
        RunRecord.Problem p = r.record().errors().get(0);
        assertTrue(p.file().endsWith("b.nt") && p.line() == 2 && p.column() != null && p.column() > 0, p.toString());
        assertFalse(Files.exists(dir.resolve("bad-store").resolve(XloaderBuild.LOG)), "no step ran");
    }

    @Test
    void settingsItCannotHonourAreRefusedNamingTheSetting() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Tdb2Config.of(Map.of(Tdb2Engine.LOADER, "xloader", Tdb2Engine.VALIDATE_FIRST, "false")));
        assertTrue(e.getMessage().startsWith(Tdb2Engine.VALIDATE_FIRST + "=false"), e.getMessage());
        Tdb2Config c = Tdb2Config.of(XLOADER);
        assertTrue(c.whyOneCommit().orElseThrow().contains("xloader"));
        assertTrue(c.whyNoSkipMode().orElseThrow().contains("xloader"));
    }

    /** What a kill during the steps leaves: the marker and a half-written database. The next load builds it anew. */
    @Test
    void aHalfBuiltDatabaseIsBuiltAgainFromTheStart() throws Exception {
        List<String> inputs = inputs();
        Path store = Files.createDirectories(dir.resolve("half"));
        Files.writeString(store.resolve(XloaderSession.BUILDING), "0");
        Path data = Files.createDirectories(store.resolve("Data-0001"));
        Files.writeString(data.resolve("SPO.bpt"), "half written");
        Files.createDirectories(store.resolve(XloaderBuild.WORK_DIR)).resolve("triples.tmp.gz").toFile().createNewFile();
        RunResult r = load("half", inputs, XLOADER);
        assertEquals(RunStatus.LOADED, r.record().status(), r.record().errors().toString());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(Tdb2Engine.NAME, store, inputs).withSettings(XLOADER));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
    }

    private static List<String> answers(Path store, String query) {
        DatasetGraph dsg = DatabaseMgr.connectDatasetGraph(store.toString());
        try {
            return dsg.calculateRead(() -> {
                List<String> rows = new ArrayList<>();
                try (var qe = QueryExecutionFactory.create(query, org.apache.jena.query.DatasetFactory.wrap(dsg))) {
                    qe.execSelect().forEachRemaining(b -> rows.add(b.toString().replaceAll("_:\\S+", "_:b")));
                }
                Collections.sort(rows);
                return rows;
            });
        } finally {
            TDBInternal.expel(dsg);
        }
    }
}
