package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every bad-input case gives its message and exit code, and never a raw stack trace. */
class BadInputE2ETest {
    @TempDir
    Path tmp;

    private Path store() {
        return tmp.resolve("store");
    }

    /** Loads {@code inputs} into a fresh store and checks the exit code, the message parts and that no trace leaks. */
    private Cli.Result loadExpecting(int exit, List<String> messageParts, String... inputs) throws Exception {
        List<String> args = new ArrayList<>(List.of("load", "--store", store().toString()));
        args.addAll(List.of(inputs));
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(exit, r.exit(), r.all());
        for (String part : messageParts) assertTrue(r.err().contains(part), "missing '" + part + "' in:\n" + r.err());
        assertNoStackTrace(r);
        if (exit == 2) assertFalse(Files.exists(store()), "a usage error creates nothing");
        return r;
    }

    private static void assertNoStackTrace(Cli.Result r) {
        assertFalse(r.all().contains("\tat ") || r.all().contains("Exception in thread"), "no raw stack trace:\n" + r.all());
    }

    @Test
    void aParseErrorNamesFileLineColumnShowsTheLineAndStatesWhatIsCommitted() throws Exception {
        Path good = tmp.resolve("a.nt");
        Files.writeString(good, "<http://x/1> <http://x/p> \"kept\" .\n<http://x/2> <http://x/p> \"kept\" .\n");
        Path bad = tmp.resolve("b.nt");
        Files.writeString(bad, "<http://x/3> <http://x/p> <http://x/4> .\n<http://x/3> <http://x/p> oops .\n");
        Path run = tmp.resolve("run");
        // Per-file commits, so the good file is committed before the bad one fails.
        Cli.Result r = Cli.run("load", "--store", store().toString(), "--report", run.toString(), "--commit-every-file",
                good.toString(), bad.toString());
        assertEquals(1, r.exit(), r.all());
        assertTrue(r.err().contains(bad + ":2:27:"), r.err());
        assertTrue(r.err().contains("<http://x/3> <http://x/p> oops ."), "shows the offending line: " + r.err());
        assertTrue(r.err().contains("committed: 2 statements"), r.err());
        assertNoStackTrace(r);
        JsonNode rec = RunRecords.readValid(run);
        assertEquals("failed", rec.at("/status").asText());
        assertEquals(2, rec.at("/errors/0/line").asLong());
        assertEquals(27, rec.at("/errors/0/column").asLong());
    }

    @Test
    void aTurtleErrorIsLocatedToo() throws Exception {
        Path bad = tmp.resolve("bad.ttl");
        Files.writeString(bad, "@prefix ex: <http://ex/> .\nex:a ex:b ex:c .\nex:a ex:b \"unterminated .\n");
        loadExpecting(1, List.of(bad + ":3", "committed: 0 statements"), bad.toString());
    }

    /** A statement without an object: Blazegraph's bundled parser stores it as ""^^xsd:integer without a word. */
    @Test
    void aStatementWithoutAnObjectIsRefusedByEveryEngineAndTheStockParserIsCaughtAcceptingIt() throws Exception {
        Path bad = tmp.resolve("no-object.ttl");
        Files.writeString(bad, "@prefix ex: <http://example.org/> .\nex:a ex:p ex:b .\nex:c ex:p .\n");
        for (String engine : List.of("blazegraph", "blazegraph-sail", "tdb2")) {
            Path s = tmp.resolve("store-" + engine);
            Cli.Result r = Cli.run("load", "--engine", engine, "--store", s.toString(), bad.toString());
            assertEquals(1, r.exit(), engine + ": " + r.all());
            assertTrue(r.err().contains(bad + ":3:11:") || r.err().contains(bad + ":3:10:"), engine + ": " + r.err());
            assertTrue(r.err().contains("committed: 0 statements"), engine + ": " + r.err());
            assertNoStackTrace(r);
        }
        Path run = tmp.resolve("stock-run");
        Cli.Result stock = Cli.run("load", "--parser", "stock", "--store", tmp.resolve("store-stock").toString(),
                "--report", run.toString(), bad.toString());
        assertEquals(0, stock.exit(), stock.all());
        String warning = "the stock parser (blazegraph.parser=stock) accepted it, but RDF 1.1 syntax does not";
        assertTrue(stock.out().contains(warning), stock.all());
        assertTrue(stock.out().contains("at line 3, column"), stock.all());
        assertTrue(RunRecords.readValid(run).at("/warnings").toString().contains(warning));
    }

    @Test
    void aNonEmptyInputWithoutStatementsIsAnError() throws Exception {
        Path empty = tmp.resolve("only-prefixes.ttl");
        Files.writeString(empty, "@prefix ex: <http://ex/> .\n# nothing else\n");
        loadExpecting(1, List.of("only-prefixes.ttl", "yielded no statements"), empty.toString());
    }

    @Test
    void aMissingFileIsAUsageErrorAndCreatesNothing() throws Exception {
        loadExpecting(2, List.of("nope.nt: no such file"), tmp.resolve("nope.nt").toString());
    }

    @Test
    void anUnknownFormatIsAUsageErrorAndCreatesNothing() throws Exception {
        Path f = tmp.resolve("mystery.dat");
        Files.writeString(f, "this is not RDF at all\n");
        loadExpecting(2, List.of("mystery.dat", "cannot tell the RDF format"), f.toString());
    }

    @Test
    void anUnwritableStoreDirectoryIsAUsageError() throws Exception {
        Path notADir = tmp.resolve("plain-file");
        Files.writeString(notADir, "x");
        Path f = tmp.resolve("ok.nt");
        Files.writeString(f, "<http://x/a> <http://x/p> <http://x/b> .\n");
        Cli.Result r = Cli.run("load", "--store", notADir.resolve("store").toString(), f.toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("store"), r.err());
        assertNoStackTrace(r);

        // A read-only filesystem, even for root: Linux's /proc.
        Path proc = Path.of("/proc");
        if (Files.isDirectory(proc)) {
            Cli.Result ro = Cli.run("load", "--store", proc.resolve("loadscope-store").toString(), f.toString());
            assertEquals(2, ro.exit(), ro.all());
            assertTrue(ro.err().contains("not writable") || ro.err().contains("cannot create"), ro.err());
        }
    }

    @Test
    void badOptionsAreUsageErrors() throws Exception {
        assertEquals(2, Cli.run("load", "--store", store().toString()).exit(), "no input");
        assertEquals(2, Cli.run("load", "--store", store().toString(), "--engine", "nosuch", "data/").exit());
        Cli.Result typo = Cli.run("load", "--store", store().toString(), "--set", "bufferCapacity=5", "data/");
        assertEquals(2, typo.exit());
        assertTrue(typo.err().contains("bufferCapacity"), typo.err());
        Cli.Result sids = Cli.run("load", "--store", store().toString(), "--set",
                "com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers=true", "data/");
        assertEquals(2, sids.exit(), sids.all());
        assertTrue(sids.err().contains("plain triple store"), sids.err());
        // What a quads store cannot honour is refused too, naming the setting, before anything is created.
        Cli.Result quadsWithSids = Cli.run("load", "--store", store().toString(), "--profile", "blazegraph-quads", "--set",
                "com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers=true", "data/");
        assertEquals(2, quadsWithSids.exit(), quadsWithSids.all());
        assertTrue(quadsWithSids.err().contains("statementIdentifiers=true is not supported in a quads store"), quadsWithSids.err());
        assertEquals(2, Cli.run("load", "--store", store().toString(), "--set",
                "com.bigdata.rdf.store.DataLoader.queueCapacity=-1", "data/").exit());
        assertFalse(Files.exists(store()));
    }

    @Test
    void rdfXmlNamedXmlWithAByteOrderMarkLoads() throws Exception {
        // Stock Blazegraph reads .xml as TriX (0 statements, no error) and rejects the BOM.
        String xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\""
                + " xmlns:ex=\"http://ex/\">\n<rdf:Description rdf:about=\"http://ex/a\"><ex:p>1</ex:p><ex:q rdf:resource=\"http://ex/b\"/>"
                + "</rdf:Description>\n</rdf:RDF>\n";
        Path f = tmp.resolve("doc.xml");
        Files.writeString(f, "\uFEFF" + xml, StandardCharsets.UTF_8); // U+FEFF is written as the UTF-8 BOM EF BB BF
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run("load", "--store", store().toString(), "--report", run.toString(), f.toString());
        assertEquals(0, r.exit(), r.all());
        JsonNode rec = RunRecords.readValid(run);
        assertEquals(2, rec.at("/totals/statementsCommitted").asLong());
        assertTrue(rec.at("/inputs/0/bom").asBoolean());
    }
}
