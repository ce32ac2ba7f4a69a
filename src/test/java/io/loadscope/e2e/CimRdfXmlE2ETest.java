package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CIM/CGMES RDF/XML (src/test/resources/cim): names like {@code urn:uuid:_…} are IRIs that break the UUID URN's own
 * form. Every engine loads them as written and verify reads them as the loader did, exactly, with one counted warning
 * and no library log line on the terminal.
 */
class CimRdfXmlE2ETest {
    private static final Path SV = Cli.ROOT.resolve("src/test/resources/cim/SV.xml");
    /** A logback line ("12:01:02 ERROR riot: …") or RIOT's logger name: a library talking past loadscope's report. */
    private static final Pattern LOG_LINE = Pattern.compile("(?m)^\\d\\d:\\d\\d:\\d\\d |\\briot:");
    private static final String UUID_WARNING = "Bad UUID string";

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"--engine blazegraph", "--engine blazegraph-sail", "--engine tdb2",
            "--engine blazegraph --set blazegraph.writer=sorted"})
    void loadsAndVerifiesExactlyWithTheWarningCountedOnce(String engine) throws Exception {
        List<String> engineArgs = List.of(engine.split(" "));
        Path store = tmp.resolve("store");
        Path run = tmp.resolve("run");
        List<String> load = new ArrayList<>(List.of("load", "--verify", "--store", store.toString(), "--report", run.toString()));
        load.addAll(engineArgs);
        load.add(SV.toString());
        Cli.Result loaded = Cli.run(load.toArray(String[]::new));
        assertEquals(0, loaded.exit(), loaded.all());
        assertTrue(loaded.out().contains("verify: OK"), loaded.out());
        assertNoLibraryLog(loaded);
        // Blazegraph's rio loads them silently and RIOT warns reading them to verify; TDB2's RIOT warns loading them.
        assertEquals(1, warningLines(loaded), "the UUID warning once, as a count:\n" + loaded.all());
        assertTrue(loaded.out().contains("warned 4 times"), "every urn:uuid:_ in the file counted: " + loaded.out());

        JsonNode record = RunRecords.readValid(run);
        JsonNode v = record.at("/verification");
        assertEquals("exact", v.get("outcome").asText());
        assertEquals(27, v.get("storeDistinct").asLong());
        assertEquals(v.get("inputDigest").asText(), v.get("storeDigest").asText());
        boolean riotLoaded = engine.contains("tdb2");
        String recorded = riotLoaded ? record.get("warnings").toString() : v.get("parserWarning").asText();
        assertTrue(recorded.contains(UUID_WARNING) && recorded.contains("SV.xml"), "the run record keeps the warning: " + record);
        if (!riotLoaded) assertEquals(4, v.get("parserWarnings").asLong());

        List<String> verify = new ArrayList<>(List.of("verify", "--store", store.toString()));
        verify.addAll(engineArgs);
        verify.add(SV.toString());
        Cli.Result verified = Cli.run(verify.toArray(String[]::new));
        assertEquals(0, verified.exit(), verified.all());
        assertTrue(verified.out().contains("verify: OK"), verified.out());
        assertNoLibraryLog(verified);
        assertEquals(riotLoaded ? 0 : 1, warningLines(verified), verified.all());
    }

    @Test
    void anIriThatIsNotAnIriIsStillRefusedWithItsPlace() throws Exception {
        Path bad = tmp.resolve("SV-bad.xml");
        Files.writeString(bad, Files.readString(SV).replace("rdf:resource=\"#_ac279ca9", "rdf:resource=\"http://x/%zz#_ac279ca9"));
        for (String engine : List.of("blazegraph", "tdb2")) {
            Cli.Result r = Cli.run("load", "--engine", engine, "--store", tmp.resolve(engine).toString(), bad.toString());
            assertEquals(1, r.exit(), r.all());
            assertTrue(Cli.failureLine(r.err()).contains("SV-bad.xml:16:"), engine + ": " + r.err());
            assertNoLibraryLog(r);
        }
    }

    private static void assertNoLibraryLog(Cli.Result r) {
        assertFalse(LOG_LINE.matcher(r.out()).find(), "a library's log line on stdout:\n" + r.out());
        assertFalse(LOG_LINE.matcher(r.err()).find(), "a library's log line on stderr:\n" + r.err());
    }

    private static long warningLines(Cli.Result r) {
        return r.all().lines().filter(l -> l.contains(UUID_WARNING)).count();
    }
}
