package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** BSBM data from the standard generator, loaded through the CLI; the 2 M triple load fits a 1 GiB heap. */
class BsbmE2ETest {
    @TempDir
    Path tmp;

    @Test
    void generatedBsbmDataLoadsCompletely() throws Exception {
        Path nt = tmp.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "50", "--out", nt.toString());
        assertEquals(0, gen.exit(), gen.all());
        assertTrue(Files.size(nt) > 0);
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run("load", "--store", tmp.resolve("store").toString(), "--report", run.toString(), nt.toString());
        assertEquals(0, r.exit(), r.all());
        assertEquals(Rdf.distinct(nt), RunRecords.readValid(run).at("/totals/statementsCommitted").asLong());
    }

    @Test
    void twoMillionTriplesLoadWithTheDefaultProfileInAOneGibHeap() throws Exception {
        Path nt = tmp.resolve("bsbm-2m.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "5600", "--out", nt.toString());
        assertEquals(0, gen.exit(), gen.all());
        Path run = tmp.resolve("run");
        // A load of millions with the server compiler, as a user's JVM runs it (QuickStart's client-only compiler would
        // make the parser, not the writer, the slow side, and this test asserts the default load's advice).
        Cli.Result r = Cli.run(List.of("-Xmx1g", QuickStart.SERVER_COMPILER), null, null, "load", "--store", tmp.resolve("store").toString(),
                "--report", run.toString(), nt.toString());
        assertEquals(0, r.exit(), r.all());
        JsonNode rec = RunRecords.readValid(run);
        assertTrue(rec.at("/totals/statementsTold").asLong() >= 2_000_000, rec.at("/totals").toString());
        assertTrue(rec.at("/jvm/heapMaxBytes").asLong() <= 1L << 30, rec.at("/jvm").toString());
        assertTrue(rec.at("/totals/peakHeapBytes").asLong() < 1L << 30);
        // A default Blazegraph load of this size is the writer's: the summary, the record and the report say so.
        assertTrue(r.out().contains("advice: Writer-bound: Blazegraph's index writer was busy"), r.out());
        assertEquals("writer-bound", rec.at("/advice/0/rule").asText(), rec.at("/advice").toString());
        assertTrue(java.nio.file.Files.readString(run.resolve("report.html")).contains("<h2>Advice: "));
        Cli.Result again = Cli.run("advise", run.toString());
        assertEquals(0, again.exit(), again.all());
        assertTrue(again.out().contains("try: --set blazegraph.writer=sorted"), again.out());
    }
}
