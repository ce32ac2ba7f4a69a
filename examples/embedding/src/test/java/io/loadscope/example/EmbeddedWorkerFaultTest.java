package io.loadscope.example;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An application that embeds the loader gets the guard the command line gets: a TDB2 index thread that dies of an
 * exhausted heap (injected at its real write point, in a JVM of its own, with no handler of loadscope's installed)
 * fails the load in words, instead of leaving it waiting for the dead thread; and a second load in the same JVM
 * afterwards sees nothing of the first one's fault.
 */
class EmbeddedWorkerFaultTest {
    @TempDir
    Path dir;

    @Test
    void aWorkerThatDiesInAnEmbeddedLoadFailsItInWordsAndTheNextLoadIsClean() throws Exception {
        Path input = dir.resolve("data.nt");
        StringBuilder nt = new StringBuilder();
        for (int i = 0; i < 60_000; i++) {
            nt.append("<http://example.org/s").append(i).append("> <http://example.org/p").append(i % 7)
                    .append("> \"value ").append(i).append("\" .\n");
        }
        Files.writeString(input, nt, StandardCharsets.UTF_8);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dloadscope.test.fault=oom@1", "-cp", classPath(), TwoLoads.class.getName(),
                dir.resolve("faulty").toString(), dir.resolve("clean").toString(), input.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        boolean ended = p.waitFor(120, TimeUnit.SECONDS);
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!ended) p.destroyForcibly();
        assertTrue(ended, "the embedded load hung: " + out);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("first: failed: out of Java heap"), out);
        assertTrue(out.contains("second: loaded 60000"), out);
        assertFalse(out.contains("\tat "), "no stack trace: " + out);
    }

    /** The test JVM's classpath: the example, the loader and its libraries. */
    private static String classPath() {
        String cp = System.getProperty("surefire.test.class.path");
        return cp != null && !cp.isBlank() ? cp : System.getProperty("java.class.path");
    }

    /** Two loads in one JVM, through the API only; prints what each ended with. */
    public static final class TwoLoads {
        public static void main(String[] args) throws Exception {
            System.out.println("first: " + outcome(Path.of(args[0]), Path.of(args[2])));
            // The injected fault is armed per load (read when a load starts): disarmed, the second load runs clean
            // unless state leaked from the first.
            System.clearProperty("loadscope.test.fault");
            System.out.println("second: " + outcome(Path.of(args[1]), Path.of(args[2])));
            System.exit(0);
        }

        private static String outcome(Path store, Path input) throws Exception {
            var r = io.loadscope.api.Loadscope.load(io.loadscope.request.LoadRequest.builder().profile("tdb2-phased")
                    .store(store).input(input).build());
            return r.loaded() ? "loaded " + r.record().totals().statementsCommitted()
                    : "failed: " + r.failure().getMessage().replace(File.separatorChar, '/');
        }
    }
}
