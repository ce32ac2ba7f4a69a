package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Blazegraph stores in quads mode ({@code --profile blazegraph-quads}) on both Blazegraph engines: real vocabularies in
 * named graphs (N-Quads and TriG, src/test/resources/quads) beside triples in the default graph, verified with graph
 * names; a triples store still refuses them; a load killed in a commit resumes to the same store.
 */
class QuadsStoreE2ETest {
    private static final Path QUADS = Cli.ROOT.resolve("src/test/resources/quads");
    private static final Path NQ = QUADS.resolve("dqv.nq");
    private static final Path TRIG = QUADS.resolve("duv.trig");
    private static final Path NT = Cli.ROOT.resolve("data/01-schema-org.nt.gz");
    private static final String QUADS_SETTING = "com.bigdata.rdf.store.AbstractTripleStore.quads";

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"blazegraph", "blazegraph-sail"})
    void namedGraphsAndTheDefaultGraphLoadAndVerifyExactly(String engine) throws Exception {
        Path store = tmp.resolve("store");
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run("load", "--engine", engine, "--profile", "blazegraph-quads", "--verify", "--store", store.toString(),
                "--report", run.toString(), NQ.toString(), TRIG.toString(), NT.toString());
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.out().contains("verify: OK"), r.out());
        JsonNode rec = RunRecords.readValid(run);
        long quads = Rdf.distinctQuads(NQ, TRIG, NT);
        assertEquals(152 + 56 + Rdf.distinct(NT), quads, "the vocabularies' graphs share no statement with the default graph");
        assertEquals(quads, rec.at("/verification/storeDistinct").asLong());
        assertEquals(quads, rec.at("/totals/statementsCommitted").asLong());
        assertEquals("true", rec.at("/settings/engine").get(QUADS_SETTING).asText());

        // verify on its own, without the profile: the store keeps the mode it was made in.
        Cli.Result again = Cli.run("verify", "--engine", engine, "--store", store.toString(), NQ.toString(), TRIG.toString(), NT.toString());
        assertEquals(0, again.exit(), again.all());

        // Graph names are compared: the same statements without their graph are not what the store holds.
        Path noGraph = tmp.resolve("dqv-without-graph.nq");
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(NQ, StandardCharsets.UTF_8)) lines.add(line.replace(" <http://www.w3.org/ns/dqv#> .", " ."));
        Files.write(noGraph, lines, StandardCharsets.UTF_8);
        Cli.Result mismatch = Cli.run("verify", "--engine", engine, "--store", store.toString(), noGraph.toString(), TRIG.toString(), NT.toString());
        assertEquals(1, mismatch.exit(), mismatch.all());
        assertTrue(mismatch.out().contains("MISMATCH"), mismatch.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"blazegraph", "blazegraph-sail"})
    void aQuadFileIntoATriplesStoreIsStillRefused(String engine) throws Exception {
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run("load", "--engine", engine, "--store", tmp.resolve("store").toString(), "--report", run.toString(), NQ.toString());
        assertEquals(1, r.exit(), r.all());
        String failure = Cli.failureLine(r.err());
        assertTrue(failure.contains("dqv.nq:1:") && failure.contains(QUADS_SETTING + "=false"), failure);
        assertEquals(0, RunRecords.readValid(run).at("/totals/statementsCommitted").asLong(), "nothing of the file");
    }

    /** Killed right after the manifest says the second group is being committed, then {@code --resume --verify}. */
    @Test
    void aLoadKilledInACommitResumesToExactlyItsInputs() throws Exception {
        Path inputs = quadChunks(tmp.resolve("inputs"), 4);
        Path store = tmp.resolve("store");
        long t0 = System.nanoTime();
        Process p = Cli.start(tmp.resolve("killed.log"), load(store, tmp.resolve("killed-run"), inputs, false));
        LoadTimeline timeline = new LoadTimeline(store, t0);
        assertTrue(timeline.awaitEvent(p, "pending 2", 600_000), "the load finished before its second commit: "
                + Files.readString(tmp.resolve("killed.log")));
        p.destroyForcibly().waitFor();

        Path run = tmp.resolve("resumed-run");
        Cli.Result r = Cli.run(load(store, run, inputs, true));
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.out().contains("verify: OK"), r.out());
        try (var files = Files.list(inputs)) {
            long quads = Rdf.distinctQuads(files.sorted().toArray(Path[]::new));
            JsonNode rec = RunRecords.readValid(run);
            assertEquals(quads, rec.at("/verification/storeDistinct").asLong());
            assertTrue(rec.at("/durability/inputsCommittedEarlier").asInt() >= 2, "the first group stays committed: " + rec.at("/durability"));
        }
    }

    private static String[] load(Path store, Path run, Path inputs, boolean resume) {
        List<String> args = new ArrayList<>(List.of("load", "--profile", "blazegraph-quads", "--set", "loader.commitEvery=2",
                "--store", store.toString(), "--report", run.toString()));
        if (resume) args.addAll(List.of("--resume", "--verify"));
        args.add(inputs.toString());
        return args.toArray(String[]::new);
    }

    /**
     * BSBM N-Triples cut into {@code chunks} N-Quads files, two thirds of each chunk in a graph of its own and the rest in
     * the default graph, each with a TriG file of blank-node reviews in a named graph.
     */
    private static Path quadChunks(Path dir, int chunks) throws Exception {
        Path nt = Files.createDirectories(dir).resolveSibling("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "100", "--out", nt.toString());
        assertEquals(0, gen.exit(), gen.all());
        List<String> lines = Files.readAllLines(nt, StandardCharsets.UTF_8);
        int per = (lines.size() + chunks - 1) / chunks;
        for (int c = 0; c < chunks; c++) {
            List<String> quads = new ArrayList<>();
            for (int i = c * per; i < Math.min(lines.size(), (c + 1) * per); i++) {
                String line = lines.get(i);
                quads.add(i % 3 == 0 ? line : line.replaceFirst("\\s*\\.\\s*$", " <http://example.org/graph/" + c + "> ."));
            }
            Files.write(dir.resolve(String.format("part-%02d-a-bsbm.nq", c)), quads, StandardCharsets.UTF_8);
            String reviews = CrashResumeE2ETest.reviews(c, 300);
            int body = reviews.indexOf('\n') + 1;
            Files.writeString(dir.resolve(String.format("part-%02d-b-reviews.trig", c)), reviews.substring(0, body)
                    + "<http://example.org/reviews/graph/" + c + "> {\n" + reviews.substring(body) + "}\n", StandardCharsets.UTF_8);
        }
        return dir;
    }
}
