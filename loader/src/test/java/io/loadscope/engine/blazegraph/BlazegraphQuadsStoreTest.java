package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.LineBlockParse;

import io.loadscope.engine.EngineSession;
import io.loadscope.engine.Term;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.RunResult;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.RunStatus;
import io.loadscope.record.VerifyReport;
import io.loadscope.load.OnError;
import io.loadscope.verify.StoreVerification;
import io.loadscope.verify.VerifyRequest;
import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Blazegraph stores in quads mode, on every load path, in real journals: named graphs kept, triples in the default graph. */
class BlazegraphQuadsStoreTest {
    /** Over one parse block (LineBlockParse.BLOCK_BYTES), so two parse threads cut the file into blocks. */
    private static final int QUADS = 24_000;
    private static final Map<String, String> QUADS_STORE = Map.of(QuadsMode.QUADS, "true");
    private static final String EX = "http://example.org/";

    @TempDir
    static Path shared;
    static List<Path> inputs;
    static long expected;

    @TempDir
    Path dir;

    @BeforeAll
    static void data() throws Exception {
        Path nq = quads(shared.resolve("graphs.nq"), QUADS);
        assertTrue(Files.size(nq) > LineBlockParse.BLOCK_BYTES, "more than one parse block");
        Path trig = Files.writeString(shared.resolve("graphs.trig"), """
                @prefix ex: <http://example.org/> .
                { ex:a ex:p "in the default graph" . }
                ex:g1 { ex:a ex:p "in g1" . ex:a ex:p [ ex:q "a blank node in g1" ] . }
                ex:g2 { ex:a ex:p "in g1" . }
                """);
        Path ttl = Files.writeString(shared.resolve("triples.ttl"), """
                @prefix ex: <http://example.org/> .
                ex:a ex:p "a triple" ; ex:r [ ex:q "a blank node" ] .
                """);
        inputs = List.of(nq, trig, ttl);
        expected = distinctQuads(inputs);
    }

    /**
     * N-Quads in named graphs (IRIs and blank nodes), in the default graph, and the same triple in two graphs, with blank
     * nodes used in more than one graph.
     */
    static Path quads(Path file, int lines) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < lines; i++) {
                String s = "<" + EX + "item/" + i / 4 + ">";
                switch (i % 4) {
                    case 0 -> w.write(s + " <" + EX + "label> \"Item " + i / 4 + "\"@en <" + EX + "graph/" + i % 7 + "> .\n");
                    case 1 -> w.write(s + " <" + EX + "label> \"Item " + (i - 1) / 4 + "\"@en <" + EX + "graph/other> .\n");
                    case 2 -> w.write("_:b" + i % 50 + " <" + EX + "about> " + s + " _:g" + i % 3 + " .\n");
                    default -> w.write(s + " <" + EX + "price> \"" + i + "\"^^<http://www.w3.org/2001/XMLSchema#integer> .\n");
                }
            }
        }
        return file;
    }

    /** Distinct statements with their graphs, by rdf4j (not the engine under test). */
    static long distinctQuads(List<Path> files) throws IOException {
        Set<String> seen = new HashSet<>();
        for (Path f : files) {
            RDFParser parser = Rio.createParser(Rio.getParserFormatForFileName(f.toString()).orElseThrow());
            String file = f.getFileName().toString();
            parser.setRDFHandler(new AbstractRDFHandler() {
                @Override
                public void handleStatement(Statement st) {
                    seen.add(file + " " + st.getSubject() + " " + st.getPredicate() + " " + st.getObject() + " " + st.getContext());
                }
            });
            try (InputStream in = Files.newInputStream(f)) {
                parser.parse(in, f.toUri().toString());
            }
        }
        // Blank nodes are per file, IRIs and literals are not: what two files share counts once.
        Set<String> shared = new HashSet<>();
        for (String k : seen) shared.add(k.contains("_:") ? k : k.substring(k.indexOf(' ') + 1));
        return shared.size();
    }

    private RunResult load(String engine, Map<String, String> settings, OnError onError, List<Path> files) throws Exception {
        LoadRequest.Builder b = LoadRequest.builder().engine(engine).settings(settings).store(dir.resolve("store"))
                .reportDir(dir.resolve("run-" + System.nanoTime())).onError(onError);
        files.forEach(b::input);
        return LoadPipeline.run(b.build());
    }

    @ParameterizedTest(name = "{0}, parser {1}, {2} parse thread(s)")
    @CsvSource({"blazegraph, rio5, 1", "blazegraph, rio5, 2", "blazegraph, stock, 1", "blazegraph-sail, rio5, 1",
            "blazegraph-sail, stock, 1"})
    void everyLoadPathKeepsNamedGraphsAndPutsTriplesInTheDefaultGraph(String engine, String parser, int threads) throws Exception {
        Map<String, String> settings = new HashMap<>(QUADS_STORE);
        settings.put(BlazegraphEngine.PARSER, parser);
        if (parser.equals("rio5")) settings.put(BlazegraphEngine.PARSE_THREADS, Integer.toString(threads));
        if (parser.equals("stock")) settings.put(BlazegraphEngine.STOCK_SYNTAX_CHECK, "false");
        RunResult r = load(engine, settings, OnError.ABORT, inputs);
        assertEquals(RunStatus.LOADED, r.record().status(), String.valueOf(r.failure()));
        assertEquals(expected, r.record().totals().statementsCommitted(), "distinct quads in the journal vs rdf4j's count");
        assertEquals("true", r.record().settings().engine().get(QuadsMode.QUADS));
        assertNotNull(r.record().settings().fixed().get("blazegraph.defaultGraph"));

        // verify compares graph names too, and the default graph is "no graph" on both sides.
        VerifyReport v = StoreVerification.run(VerifyRequest.of(engine, dir.resolve("store"),
                inputs.stream().map(Path::toString).toList()).withSettings(settings));
        assertTrue(v.matches(), "missing " + v.missingFromStore() + ", extra " + v.extraInStore());
        assertEquals(expected, v.storeDistinct());

        Map<String, Set<String>> graphs = graphsByLiteral(engine, settings);
        assertEquals(Set.of(DEFAULT), graphs.get("in the default graph"), "a TriG default-graph triple reads back without a graph");
        assertEquals(Set.of(DEFAULT), graphs.get("a triple"), "a Turtle triple reads back without a graph");
        assertEquals(Set.of(EX + "g1", EX + "g2"), graphs.get("in g1"), "one triple in two graphs is two statements");
        assertEquals(Set.of(EX + "g1"), graphs.get("a blank node in g1"));
        assertEquals(Set.of(EX + "graph/0", EX + "graph/other"), graphs.get("Item 0"));
    }

    /** Stands for "no graph" in {@link #graphsByLiteral}. */
    private static final String DEFAULT = "(default graph)";

    /** The graphs each literal object is stored in, as the session's store reader hands them back. */
    private Map<String, Set<String>> graphsByLiteral(String engine, Map<String, String> settings) throws Exception {
        Map<String, Set<String>> out = new HashMap<>();
        try (EngineSession s = new BlazegraphEngine(engine.equals(BlazegraphEngine.SAIL_NAME))
                .configure(settings).open(dir.resolve("store"), LoadProbes.discard())) {
            s.forEachStatement((subject, p, o, g) -> {
                if (o.kind() == Term.Kind.LITERAL) out.computeIfAbsent(o.value(), k -> new HashSet<>()).add(g == null ? DEFAULT : g.value());
            });
        }
        return out;
    }

    @Test
    void quadsModeIsAlsoBlazegraphsShortcutAndATriplesStoreStillRefusesNamedGraphs() throws Exception {
        Path nq = inputs.get(0);
        RunResult quads = load(BlazegraphEngine.NAME, Map.of(QuadsMode.QUADS_MODE, "true"), OnError.ABORT, List.of(nq));
        assertEquals(RunStatus.LOADED, quads.record().status(), String.valueOf(quads.failure()));

        dir = dir.resolve("triples");
        RunResult triples = load(BlazegraphEngine.NAME, Map.of(), OnError.ABORT, List.of(nq));
        assertEquals(RunStatus.FAILED, triples.record().status());
        assertTrue(triples.failure().getMessage().contains(QuadsMode.QUADS + "=false"), triples.failure().getMessage());
        assertTrue(triples.failure().getMessage().contains("--profile blazegraph-quads"), triples.failure().getMessage());
        assertEquals(1, triples.failure().line(), "the first statement has a graph");
    }

    @Test
    void anExistingStoreKeepsTheModeItWasCreatedIn() throws Exception {
        List<Path> nq = List.of(inputs.get(0));
        assertEquals(RunStatus.LOADED, load(BlazegraphEngine.NAME, QUADS_STORE, OnError.ABORT, nq).record().status());
        // A later load and verify without the setting still find a quads store (the journal keeps its creation properties).
        RunResult again = load(BlazegraphEngine.NAME, Map.of(), OnError.ABORT, List.of(inputs.get(1)));
        assertEquals(RunStatus.LOADED, again.record().status(), String.valueOf(again.failure()));
        List<String> both = List.of(inputs.get(0).toString(), inputs.get(1).toString());
        assertTrue(StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("store"), both)).matches());

        dir = dir.resolve("triples");
        assertEquals(RunStatus.LOADED, load(BlazegraphEngine.NAME, Map.of(), OnError.ABORT, List.of(inputs.get(2))).record().status());
        RunResult asked = load(BlazegraphEngine.NAME, QUADS_STORE, OnError.ABORT, nq);
        assertEquals(RunStatus.FAILED, asked.record().status(), "a triples store stays one");
        assertTrue(asked.failure().getMessage().contains(QuadsMode.QUADS + "=false"), asked.failure().getMessage());
    }

    @Test
    void skipModeDropsABadLineAndKeepsTheGraphsOfTheRest() throws Exception {
        Path nq = Files.writeString(dir.resolve("one-bad.nq"), "<" + EX + "a> <" + EX + "p> \"1\" <" + EX + "g> .\n"
                + "<" + EX + "a> <" + EX + "p> oops <" + EX + "g> .\n<" + EX + "a> <" + EX + "p> \"2\" .\n");
        RunResult r = load(BlazegraphEngine.NAME, QUADS_STORE, OnError.SKIP, List.of(nq));
        assertEquals(2, r.record().totals().statementsCommitted(), String.valueOf(r.failure()));
        Map<String, Set<String>> graphs = graphsByLiteral(BlazegraphEngine.NAME, QUADS_STORE);
        assertEquals(Set.of(EX + "g"), graphs.get("1"));
        assertEquals(Set.of(DEFAULT), graphs.get("2"));
    }

    @Test
    void settingsAQuadsStoreCannotHonourAreRefusedNamingThem() {
        BlazegraphEngine engine = new BlazegraphEngine(false);
        Map<String, String> refused = Map.of(
                "com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers", "true",
                "com.bigdata.rdf.store.AbstractTripleStore.justify", "true",
                "com.bigdata.rdf.store.AbstractTripleStore.axiomsClass", "com.bigdata.rdf.axioms.OwlAxioms",
                "com.bigdata.rdf.sail.truthMaintenance", "true",
                "com.bigdata.rdf.store.DataLoader.closure", "Incremental",
                QuadsMode.TRIPLES_MODE, "true");
        for (Map.Entry<String, String> e : refused.entrySet()) {
            Map<String, String> settings = new HashMap<>(QUADS_STORE);
            settings.put(e.getKey(), e.getValue());
            IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> engine.configure(settings), e.getKey());
            assertTrue(x.getMessage().contains(e.getKey() + "=" + e.getValue()), x.getMessage());
        }
        IllegalArgumentException both = assertThrows(IllegalArgumentException.class,
                () -> engine.configure(Map.of(QuadsMode.QUADS_MODE, "true", QuadsMode.QUADS, "false")));
        assertTrue(both.getMessage().contains(QuadsMode.QUADS + "=false"), both.getMessage());
        IllegalArgumentException sids = assertThrows(IllegalArgumentException.class,
                () -> engine.configure(Map.of(QuadsMode.PROVENANCE_MODE, "true")));
        assertTrue(sids.getMessage().contains(QuadsMode.PROVENANCE_MODE), sids.getMessage());
        engine.configure(QUADS_STORE);
        engine.configure(Map.of(QuadsMode.QUADS, "false"));
    }

    @Test
    void theBuiltInProfileMakesAQuadsStore() throws Exception {
        var profile = io.loadscope.profile.Profile.load("blazegraph-quads");
        assertEquals("blazegraph", profile.engine());
        assertTrue(QuadsMode.isOn(profile.settings()));
        new BlazegraphEngine(false).configure(profile.settings());
    }
}
