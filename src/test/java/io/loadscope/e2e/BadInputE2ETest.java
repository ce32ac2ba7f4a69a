package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

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
        Cli.Result r = Cli.run("load", "--store", store().toString(), "--report", run.toString(), good.toString(), bad.toString());
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
        Cli.Result r = Cli.run("load", "--store", store().toString(), bad.toString());
        assertEquals(1, r.exit(), r.all());
        assertTrue(r.err().contains(bad + ":3"), r.err());
        assertTrue(r.err().contains("committed: 0 statements"), r.err());
        assertNoStackTrace(r);
    }

    @Test
    void aNonEmptyInputWithoutStatementsIsAnError() throws Exception {
        Path empty = tmp.resolve("only-prefixes.ttl");
        Files.writeString(empty, "@prefix ex: <http://ex/> .\n# nothing else\n");
        Cli.Result r = Cli.run("load", "--store", store().toString(), empty.toString());
        assertEquals(1, r.exit(), r.all());
        assertTrue(r.err().contains("only-prefixes.ttl") && r.err().contains("yielded no statements"), r.err());
        assertNoStackTrace(r);
    }

    @Test
    void aMissingFileIsAUsageErrorAndCreatesNothing() throws Exception {
        Cli.Result r = Cli.run("load", "--store", store().toString(), tmp.resolve("nope.nt").toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("nope.nt: no such file"), r.err());
        assertFalse(Files.exists(store()), "nothing created");
        assertNoStackTrace(r);
    }

    @Test
    void anUnknownFormatIsAUsageErrorAndCreatesNothing() throws Exception {
        Path f = tmp.resolve("mystery.dat");
        Files.writeString(f, "this is not RDF at all\n");
        Cli.Result r = Cli.run("load", "--store", store().toString(), f.toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("mystery.dat") && r.err().contains("cannot tell the RDF format"), r.err());
        assertFalse(Files.exists(store()));
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
        Cli.Result quads = Cli.run("load", "--store", store().toString(), "--set",
                "com.bigdata.rdf.store.AbstractTripleStore.quads=true", "data/");
        assertEquals(2, quads.exit(), quads.all());
        assertTrue(quads.err().contains("plain triple store"), quads.err());
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
        byte[] body = xml.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[body.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(body, 0, withBom, 3, body.length);
        Files.write(f, withBom);
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run("load", "--store", store().toString(), "--report", run.toString(), f.toString());
        assertEquals(0, r.exit(), r.all());
        JsonNode rec = RunRecords.readValid(run);
        assertEquals(2, rec.at("/totals/statementsCommitted").asLong());
        assertTrue(rec.at("/inputs/0/bom").asBoolean());
    }
}
