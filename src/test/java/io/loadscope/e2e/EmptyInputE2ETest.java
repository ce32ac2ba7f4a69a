package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An empty input: named on its own it is refused by name, with nothing created, and the same command is refused the
 * same way again (before, the load failed with "<input>: no statements were loaded" while the manifest marked the
 * file committed, so the repeated command was refused as a resume without --resume). In a directory tree empty files
 * are passed over with one warning while the rest loads.
 */
class EmptyInputE2ETest {
    @TempDir
    Path tmp;

    @Test
    void anEmptyFileNamedOnItsOwnIsRefusedTheSameWayEveryTime() throws Exception {
        Path empty = Files.createFile(tmp.resolve("empty.nt"));
        Path store = tmp.resolve("store");
        String expected = "loadscope: error: " + empty + ": the file is empty: it holds no statements to load";
        for (int attempt = 1; attempt <= 2; attempt++) {
            Cli.Result r = Cli.run("load", "--store", store.toString(), empty.toString());
            assertEquals(2, r.exit(), "attempt " + attempt + ":\n" + r.all());
            assertEquals(expected, r.err().strip(), "attempt " + attempt);
            assertFalse(Files.exists(store), "nothing created, attempt " + attempt);
        }
    }

    @Test
    void emptyFilesInATreeArePassedOverWithOneWarning() throws Exception {
        Path tree = Files.createDirectories(tmp.resolve("dump"));
        Files.writeString(tree.resolve("a.nt"), "<http://x/s> <http://x/p> <http://x/o> .\n", StandardCharsets.UTF_8);
        Files.createFile(tree.resolve("b.nt"));
        Files.createFile(tree.resolve("c.ttl"));
        Cli.Result r = Cli.run("load", "--engine", "tdb2", "--store", tmp.resolve("store").toString(), tree.toString());
        assertEquals(0, r.exit(), r.all());
        assertEquals(1, r.all().lines().filter(l -> l.contains("empty file(s)")).count(), r.all());
        assertTrue(r.all().contains("2 empty file(s) under directory inputs passed over: they hold no statements (first: " + tree.resolve("b.nt")),
                r.all());
        assertTrue(r.all().contains("1 statement told"), r.all());
    }
}
