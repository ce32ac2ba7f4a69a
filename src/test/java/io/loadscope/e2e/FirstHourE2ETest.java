package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a new user meets in the first hour, each once a rough edge: a mistyped option answered with the whole usage page,
 * the JVM's raw refusal of a heap size, an exception's class name in a damaged file's message, a file loaded twice, a
 * file name the locale cannot hold without a hint, and a run record overwritten without a word.
 */
class FirstHourE2ETest {
    private static final Path DATA = Cli.ROOT.resolve("data");

    @TempDir
    Path tmp;

    @Test
    void aValueOptionWithoutItsValueGetsOneMessageAndWhereTheHelpIs() throws Exception {
        Cli.Result r = Cli.run("load", "--set", "foo", "--store", tmp.resolve("store").toString(), DATA.toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().startsWith("loadscope: Value for option '--set' (KEY=VALUE) should be in KEY=VALUE format but was foo"), r.err());
        assertFalse(r.err().contains("option option"), r.err());
        assertTrue(r.err().contains("(see 'loadscope load --help')"), r.err());
        assertTrue(r.err().lines().count() <= 3, "not the usage page: " + r.err());
        assertFalse(Files.exists(tmp.resolve("store")));
    }

    @Test
    void jvmOptionsTheJvmRefusesAreNamedInOneLineBeforeAnythingStarts() throws Exception {
        Path store = tmp.resolve("store");
        Cli.Result r = Cli.run("load", "--set", "jvm.options=-Xmx1q", "--store", store.toString(), DATA.toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("loadscope: error: the JVM refuses jvm.options '-Xmx1q': Invalid maximum heap size: -Xmx1q"), r.err());
        assertFalse(r.err().contains("Could not create the Java Virtual Machine"), r.err());
        assertFalse(Files.exists(store), "nothing is created");
    }

    @Test
    void aCutOffGzipIsSaidInTheLoadersWordsOnEveryEngine() throws Exception {
        byte[] whole;
        try (var in = Files.newInputStream(DATA.resolve("01-schema-org.nt.gz"))) {
            whole = in.readAllBytes();
        }
        Path cut = tmp.resolve("cut.nt.gz");
        Files.write(cut, java.util.Arrays.copyOf(whole, whole.length / 2));
        for (String engine : List.of("blazegraph", "blazegraph-sail", "tdb2")) {
            Cli.Result r = Cli.run("load", "--engine", engine, "--store", tmp.resolve("store-" + engine).toString(), cut.toString());
            assertEquals(1, r.exit(), engine + ": " + r.all());
            String line = Cli.failureLine(r.err());
            assertEquals("loadscope: load failed: " + cut + ": the gzip data ends before its end marker (Unexpected end of ZLIB"
                    + " input stream): the file is truncated or damaged; fetch or write it again", line, engine);
        }
    }

    @Test
    void oneFileGivenAlsoInsideItsDirectoryIsRefusedNotLoadedTwice() throws Exception {
        Path store = tmp.resolve("store");
        Cli.Result r = Cli.run("load", "--store", store.toString(), "data", "data/03-qudt-units.xml");
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("loadscope: error: data/03-qudt-units.xml is given twice, on its own and inside a directory"
                + " given beside it"), r.err());
        assertFalse(Files.exists(store), "nothing is created");
    }

    @Test
    void aFileNameTheLocaleCannotHoldIsNamedWithTheFix() throws Exception {
        Path dir = tmp.resolve("data");
        Files.createDirectories(dir);
        Files.copy(DATA.resolve("03-qudt-units.xml"), dir.resolve("einheiten-größen.rdf"));
        Cli.Result r = Cli.runWithEnvironment(java.util.Map.of("LANG", "C", "LC_ALL", "C"),
                "load", "--store", tmp.resolve("store").toString(), dir.toString());
        String out = r.all();
        assertEquals(2, r.exit(), out);
        assertTrue(out.contains("a file name this JVM cannot represent in its locale's character set"), out);
        assertTrue(out.contains("run loadscope with a UTF-8 locale, e.g. LC_ALL=C.UTF-8"), out);
        assertFalse(out.contains("Malformed input or input contains unmappable characters: " + tmp), "the hint, not the JDK's words alone: " + out);
    }

    @Test
    void aReportDirectoryHoldingAnEarlierRunIsRefusedNotOverwritten() throws Exception {
        Path nt = tmp.resolve("one.nt");
        Files.writeString(nt, "<http://example.org/a> <http://example.org/p> \"x\" .\n");
        Path run = tmp.resolve("run");
        Cli.Result first = Cli.run("load", "--store", tmp.resolve("s1").toString(), "--report", run.toString(), nt.toString());
        assertEquals(0, first.exit(), first.all());
        String before = Files.readString(run.resolve("run.json"));
        Cli.Result second = Cli.run("load", "--store", tmp.resolve("s2").toString(), "--report", run.toString(), nt.toString());
        assertEquals(2, second.exit(), second.all());
        assertTrue(second.err().contains("report directory " + run + " holds the record of an earlier run (run.json)"), second.err());
        assertEquals(before, Files.readString(run.resolve("run.json")), "the earlier record is kept");
        assertFalse(Files.exists(tmp.resolve("s2")), "nothing is created");
        assertTrue(first.out().contains("1 statement told"), "one statement, not '1 statements': " + first.out());
    }
}
