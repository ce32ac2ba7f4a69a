package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import io.loadscope.request.LoadRequest;
import io.loadscope.api.LoadResult;
import io.loadscope.api.Loadscope;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An application that embeds the loader and a user of the command line, with the same profile, get the same load:
 * the two run records' effective settings are compared key by key. And the CLI jar runs alone, copied anywhere.
 */
class ApiAndCliE2ETest {
    private static final Path SAMPLE = Cli.ROOT.resolve("data/02-dbpedia-ontology.ttl.gz");

    @TempDir
    Path dir;

    @Test
    void theSameProfileGivesTheSameSettingsThroughTheApiAndTheCli() throws Exception {
        for (String profile : new String[] {"wdqs", "tdb2-parallel"}) {
            Path cliRun = dir.resolve(profile + "-cli-run");
            // --no-fork: wdqs asks for a 16 GiB heap, which is the JVM's business, not the settings'.
            Cli.Result cli = Cli.run("load", "--profile", profile, "--no-fork", "--store", dir.resolve(profile + "-cli").toString(),
                    "--report", cliRun.toString(), SAMPLE.toString());
            assertEquals(0, cli.exit(), cli.all());
            Path apiRun = dir.resolve(profile + "-api-run");
            LoadResult api = Loadscope.load(LoadRequest.builder().profile(profile).store(dir.resolve(profile + "-api"))
                    .reportDir(apiRun).input(SAMPLE).build());
            assertTrue(api.loaded(), String.valueOf(api.failure()));
            JsonNode a = RunRecords.readValid(cliRun);
            JsonNode b = RunRecords.readValid(apiRun);
            assertEquals(a.at("/engine").asText(), b.at("/engine").asText());
            assertEquals(a.at("/profile/name").asText(), b.at("/profile/name").asText());
            for (String group : new String[] {"engine", "loader", "fixed"}) {
                assertEquals(withoutPaths(a.at("/settings/" + group)), withoutPaths(b.at("/settings/" + group)), profile + " " + group);
            }
            assertEquals(a.at("/totals/statementsCommitted").asLong(), b.at("/totals/statementsCommitted").asLong());
        }
    }

    /** The store's own file names differ between the two runs; every other value must not. */
    private static Map<String, String> withoutPaths(JsonNode settings) {
        Map<String, String> m = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = settings.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getKey().endsWith(".file") && !e.getKey().endsWith(".location")) m.put(e.getKey(), e.getValue().asText());
        }
        return m;
    }

    @Test
    void theCliJarRunsAloneCopiedIntoAnEmptyDirectory() throws Exception {
        Path alone = Files.createDirectories(dir.resolve("elsewhere"));
        Path jar = Files.copy(Cli.JAR, alone.resolve("loadscope.jar"));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString(),
                "load", "--store", alone.resolve("store").toString(), SAMPLE.toString())
                .directory(alone.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), out);
        assertTrue(out.contains("loadscope blazegraph: loaded"), out);
    }
}
