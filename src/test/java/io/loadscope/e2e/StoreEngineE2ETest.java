package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A store is opened only by the engine that made it: a load or verify with another engine is refused before anything
 * is created (before, a load created a Blazegraph journal among TDB2's files, and verify an empty store it then
 * found every statement missing from); without --engine, the store's own engine is used.
 */
class StoreEngineE2ETest {
    @TempDir
    Path tmp;

    @Test
    void aTdb2StoreIsRefusedToBlazegraphAndOpenedByTdb2WithoutEngine() throws Exception {
        Path data = tmp.resolve("a.nt");
        Files.writeString(data, "<http://x/s> <http://x/p> <http://x/o1> .\n<http://x/s> <http://x/p> <http://x/o2> .\n",
                StandardCharsets.UTF_8);
        Path more = tmp.resolve("b.nt");
        Files.writeString(more, "<http://x/s> <http://x/p> <http://x/o3> .\n", StandardCharsets.UTF_8);
        Path store = tmp.resolve("store");
        Cli.Result made = Cli.run("load", "--engine", "tdb2", "--store", store.toString(), data.toString());
        assertEquals(0, made.exit(), made.all());
        List<String> storeBefore = listing(store);
        List<String> besideBefore = listing(tmp);

        for (String[] args : List.of(
                new String[]{"load", "--engine", "blazegraph", "--store", store.toString(), more.toString()},
                new String[]{"load", "--profile", "blazegraph-default", "--store", store.toString(), more.toString()},
                new String[]{"verify", "--engine", "blazegraph", "--store", store.toString(), data.toString()})) {
            Cli.Result refused = Cli.run(args);
            assertEquals(2, refused.exit(), String.join(" ", args) + "\n" + refused.all());
            assertTrue(refused.err().contains("made by engine tdb2") && refused.err().contains("not blazegraph"), refused.all());
            assertEquals(storeBefore, listing(store), "nothing created in the store by: " + String.join(" ", args));
            assertEquals(besideBefore, listing(tmp), "no run directory created by: " + String.join(" ", args));
        }

        // Without --engine, verify and load take tdb2 from the store's manifest.
        Cli.Result verified = Cli.run("verify", "--store", store.toString(), data.toString());
        assertEquals(0, verified.exit(), verified.all());
        Cli.Result loaded = Cli.run("load", "--store", store.toString(), more.toString());
        assertEquals(0, loaded.exit(), loaded.all());
        assertTrue(loaded.all().contains("loadscope tdb2: loaded"), loaded.all());
        assertFalse(listing(store).contains("blazegraph.jnl"), listing(store).toString());
    }

    /** The directory's entries, recursively, by relative path. */
    private static List<String> listing(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> dir.relativize(p).toString()).sorted().toList();
        }
    }
}
