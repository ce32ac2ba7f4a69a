package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * loadscope runs from its classes in a directory as it does from its jar: an application that unpacks or repackages
 * it (a fat jar of its own, an IDE's class directories) loads into Blazegraph. Before, every Blazegraph load from a
 * directory stopped with "cannot read Blazegraph's property names from its jar: ... (Is a directory)".
 */
class UnpackedJarE2ETest {
    @TempDir
    Path tmp;

    @Test
    void aBlazegraphLoadFromTheUnpackedJarStoresTheStatements() throws Exception {
        Path classes = tmp.resolve("classes");
        String mainClass;
        try (JarFile jar = new JarFile(Cli.JAR.toFile())) {
            mainClass = jar.getManifest().getMainAttributes().getValue("Main-Class");
            assertNotNull(mainClass, "the jar names its main class");
            unpack(jar, classes);
        }
        Path input = Files.writeString(tmp.resolve("three.nt"),
                "<http://ex.org/a> <http://ex.org/p> \"1\" .\n<http://ex.org/b> <http://ex.org/p> \"2\" .\n"
                        + "<http://ex.org/c> <http://ex.org/p> <http://ex.org/a> .\n");
        for (String engine : new String[] {"blazegraph", "blazegraph-sail"}) {
            Path run = tmp.resolve("run-" + engine);
            Cli.Result r = Cli.runMain(classes.toString(), mainClass, "load", "--engine", engine,
                    "--store", tmp.resolve("store-" + engine).toString(), "--report", run.toString(), "--verify", input.toString());
            assertEquals(0, r.exit(), engine + ": " + r.all());
            assertFalse(r.all().contains("internal error"), r.all());
            assertEquals(3, RunRecords.readValid(run).at("/totals/statementsCommitted").asLong(), engine + ": " + r.all());
        }
    }

    private static void unpack(JarFile jar, Path into) throws Exception {
        for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
            JarEntry entry = e.nextElement();
            Path to = into.resolve(entry.getName()).normalize();
            if (!to.startsWith(into)) throw new IllegalStateException("entry outside the directory: " + entry.getName());
            if (entry.isDirectory()) {
                Files.createDirectories(to);
                continue;
            }
            Files.createDirectories(to.getParent());
            try (InputStream in = jar.getInputStream(entry)) {
                Files.copy(in, to);
            }
        }
    }
}
