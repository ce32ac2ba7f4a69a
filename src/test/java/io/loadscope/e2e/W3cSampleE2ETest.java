package io.loadscope.e2e;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A handful of W3C negative syntax tests (from rdf4j-rio-testsuite) through the CLI, the way a user meets
 * them: exit 1, "load failed: FILE:LINE[:COLUMN]: message", the offending line, and nothing committed. The
 * whole suites run in-process in the loader module (io.loadscope.conformance); this checks the last step,
 * what the user sees.
 */
class W3cSampleE2ETest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
            // engine, test file under testcases/, the location printed after the file name (Blazegraph's
            // Turtle parser gives no column, and a Turtle line cannot be checked term by term)
            "blazegraph, ntriples/nt-syntax-bad-struct-01.nt, 1:57",
            "blazegraph, turtle/tests-ttl-w3c-20170126/turtle-syntax-bad-kw-01.ttl, 2:5",
            "blazegraph, rdfxml/w3c-approved/rdfms-rdf-names-use/error-001.rdf, 22:13",
            "tdb2, nquads/nq-syntax-bad-literal-01.nq, 1:58",
            "tdb2, trig/trig-syntax-bad-struct-02.trig, 2:20",
            "blazegraph-sail, rdfxml/w3c-approved/rdfms-rdf-names-use/error-001.rdf, 22:13",
    })
    void aW3cNegativeTestFailsWithItsLocation(String engine, String test, String location) throws Exception {
        Path file = tmp.resolve(Path.of(test).getFileName().toString());
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("testcases/" + test)) {
            assertNotNull(in, test + " is not on the test classpath (rdf4j-rio-testsuite)");
            Files.copy(in, file);
        }
        Cli.Result r = Cli.run("load", "--engine", engine, "--store", tmp.resolve("store").toString(),
                "--report", tmp.resolve("run").toString(), file.toString());
        assertEquals(1, r.exit(), r.all());
        assertTrue(r.err().contains("load failed: " + file + ":" + location + ": "), "location " + location + " in:\n" + r.err());
        assertTrue(r.err().contains("committed: 0 statements"), r.err());
        // The offending line is shown under the message.
        assertTrue(r.err().contains(" | "), "the offending line in:\n" + r.err());
        // No stack trace from any engine: Blazegraph's own log of a failed LOAD is kept to one line, and the
        // trace its update code prints to stderr is dropped while loadscope's LOAD runs.
        assertFalse(r.all().contains("\tat ") || r.all().contains("Exception in thread"), r.all());
    }
}
