package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The README's main command: an instrumented load of data/ into a fresh Blazegraph journal. */
class SampleLoadE2ETest {
    @TempDir
    Path tmp;

    @Test
    void theSampleLoadsCompletelyAndLeavesAValidRunRecord() throws Exception {
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run("load", "--engine", "blazegraph", "--store", tmp.resolve("store").toString(),
                "--report", run.toString(), "data/");
        assertEquals(0, r.exit(), r.all());

        Path data = Cli.ROOT.resolve("data");
        Path[] files = {data.resolve("01-schema-org.nt.gz"), data.resolve("02-dbpedia-ontology.ttl.gz"), data.resolve("03-qudt-units.xml")};
        long expected = Rdf.distinct(true, files);
        JsonNode rec = RunRecords.readValid(run);
        assertEquals(expected, rec.at("/totals/statementsCommitted").asLong(), "journal vs rdf4j distinct count");
        // Known engine behaviour, pinned so a change is noticed: the QUDT units file holds the symbol of the
        // angstrom twice, as U+212B and as U+00C5, canonically equivalent; Blazegraph stores them as one term.
        assertEquals(expected + 1, Rdf.distinct(false, files));
        assertEquals("loaded", rec.at("/status").asText());

        JsonNode inputs = rec.at("/inputs");
        assertEquals(3, inputs.size(), "README.md in data/ is not an input");
        assertEquals(List.of("gzip", "gzip", "none"), List.of(inputs.get(0).get("compression").asText(),
                inputs.get(1).get("compression").asText(), inputs.get(2).get("compression").asText()));
        assertEquals("Turtle", inputs.get(1).get("format").asText());
        assertEquals("RDF/XML", inputs.get(2).get("format").asText(), "RDF/XML named .xml is read as RDF/XML, not TriX");
        for (JsonNode in : inputs) assertTrue(in.get("statements").asLong() > 0, in.toString());

        // Every stage of the pipeline was seen, and each thread's stages add up to its wall time.
        for (String stage : List.of("read", "decompress", "parse", "buffer", "queue", "index_write.lexicon",
                "index_write.statements", "commit")) {
            boolean timed = false;
            for (JsonNode s : rec.at("/stages")) timed |= s.get("stage").asText().equals(stage) && s.get("wallMillis").asDouble() > 0;
            assertTrue(timed, "stage " + stage + " has time");
        }
        // Each thread's stages and its unattributed rest make its wall (each figure rounded to the microsecond); how
        // big the rest is depends on scheduling and is not bounded here.
        for (JsonNode t : rec.at("/threads")) {
            double staged = 0;
            int rows = 0;
            for (JsonNode s : rec.at("/stages")) {
                if (!s.get("role").asText().equals(t.get("role").asText())) continue;
                staged += s.get("wallMillis").asDouble();
                rows++;
            }
            assertEquals(t.get("attributedMillis").asDouble(), staged, 0.001 * (rows + 1), t.toString());
            assertEquals(t.get("wallMillis").asDouble(), t.get("attributedMillis").asDouble() + t.get("unattributedMillis").asDouble(),
                    0.002, t.toString());
        }
        assertFalse(rec.at("/jvm/arguments").isMissingNode());
        assertTrue(rec.at("/environment/cores").asInt() >= 1);
        assertEquals("DiskRW", rec.at("/settings/engine/com.bigdata.journal.AbstractJournal.bufferMode").asText());

        List<String> csv = Files.readAllLines(run.resolve("series.csv"));
        assertTrue(csv.get(0).startsWith("elapsed_ms,statements_parsed,statements_written"));
        assertTrue(csv.size() >= 2, "at least the final sample");

        // The summary a user reads.
        assertTrue(r.out().contains("statements/s") && r.out().contains("thread wall"), r.out());
        assertTrue(r.out().contains("index_write.lexicon"), r.out());
    }

    @Test
    void stdinIsAnInput() throws Exception {
        byte[] nt = "<http://x/a> <http://x/p> \"1\" .\n<http://x/a> <http://x/p> \"2\" .\n".getBytes();
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run(List.of(), null, nt, "load", "--store", tmp.resolve("store").toString(), "--report", run.toString(), "-");
        assertEquals(0, r.exit(), r.all());
        assertEquals(2, RunRecords.readValid(run).at("/totals/statementsCommitted").asLong());
    }
}
