package io.loadscope.example;

import io.loadscope.api.LoadResult;
import io.loadscope.api.Loadscope;
import io.loadscope.request.LoadSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The example application loads real data through the API alone, with the settings the command line would use. */
class EmbeddedLoadTest {
    private static final Path SAMPLE = Path.of("../../data/02-dbpedia-ontology.ttl.gz");

    @TempDir
    Path dir;

    @Test
    void loadsTheSampleThroughTheApiAndItsListenerHearsIt() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        LoadResult r = EmbeddedLoad.load(dir.resolve("store"), SAMPLE, null, new PrintStream(printed, true, StandardCharsets.UTF_8));
        String out = printed.toString(StandardCharsets.UTF_8);
        assertTrue(r.loaded(), out);
        long committed = r.record().totals().statementsCommitted();
        assertTrue(committed > 10_000, "the DBpedia ontology has tens of thousands of statements: " + committed);
        assertTrue(out.contains("loading [") && out.contains("with blazegraph"), out);
        assertTrue(out.contains("02-dbpedia-ontology.ttl.gz: "), out);
        assertTrue(out.contains(String.format("done: %,d statements in the store", committed)), out);
        assertTrue(Files.isRegularFile(r.runDir().resolve("run.json")));
        assertTrue(Files.isRegularFile(r.runDir().resolve("report.html")));
    }

    /**
     * An application that depends on the loader keeps its own logging: the library brings slf4j's API and the bridge
     * for Blazegraph's log4j 1 calls, but no backend and no logging setup (here nothing was added, so slf4j is silent).
     */
    @Test
    void theLibraryBringsNoLoggingBackendOrSetup() {
        ClassLoader cl = getClass().getClassLoader();
        for (String setup : List.of("log4j.properties", "log4j.xml", "logback.xml", "logback-test.xml", "simplelogger.properties")) {
            assertNull(cl.getResource(setup), setup + " on the application's classpath");
        }
        for (String backend : List.of("ch.qos.logback.classic.Logger", "org.slf4j.reload4j.Reload4jServiceProvider",
                "org.apache.log4j.EnhancedPatternLayout", "org.slf4j.simple.SimpleLogger")) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(backend), backend);
        }
    }

    /** A profile through the API gives the run record the settings the CLI gives it (same resolution code). */
    @Test
    void aProfileGivesTheSettingsTheCommandLineGives() throws Exception {
        LoadResult r = EmbeddedLoad.load(dir.resolve("wdqs"), SAMPLE, "wdqs", new PrintStream(new ByteArrayOutputStream()));
        assertTrue(r.loaded());
        LoadSettings s = Loadscope.settings("wdqs", null, Map.of());
        assertEquals("wdqs", r.record().profile().name());
        s.settings().forEach((k, v) -> {
            if (k.startsWith("com.bigdata.")) {
                assertEquals(v, r.record().settings().engine().get(k), k);
            }
        });
        assertTrue(List.of("blazegraph", "blazegraph-sail").contains(s.engine()));
    }
}
