package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A literal left open on line 5000 of a 10,000-line file is reported at line 5000 and the column of its opening quote
 * by every engine and parser path. Before, the rio parse stage said line 10,000 ("Unexpected end of file"), TDB2 said
 * 5001:1 (where its tokenizer met the line break), and Blazegraph's bundled parser said 5001, or the last line for a
 * long string.
 */
class UnclosedLiteralE2ETest {
    private static final long LINES = 10_000;
    private static final long BAD = 5000;

    @TempDir
    Path tmp;

    private Path file(String name, String badLine, LongFunction<String> good) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (long i = 1; i <= LINES; i++) sb.append(i == BAD ? badLine : good.apply(i)).append('\n');
        return Files.writeString(tmp.resolve(name), sb, StandardCharsets.UTF_8);
    }

    /** Lines of 250 bytes: the file is over two parse blocks (1 MiB each), line 5000 in the second. */
    private static String padded(String subjectPredicate, long i, String graph) {
        String head = subjectPredicate + " \"value " + i + " ";
        return head + "x".repeat(250 - 1 - head.length() - graph.length() - 3) + "\" " + graph + ".";
    }

    private static final String NT_BAD = "<http://ex.org/s5000> <http://ex.org/p> \"never closed .";
    private static final String TTL_GOOD_FIRST = "@prefix ex: <http://ex.org/> .";

    /** What each engine is run with for a format: the Blazegraph ones as the store's mode needs. */
    private static List<List<String>> paths(boolean quads) {
        String profile = quads ? "blazegraph-quads" : "blazegraph-default";
        return List.of(
                List.of("--engine", "blazegraph", "--profile", profile, "--set", "blazegraph.parseThreads=2"),
                List.of("--engine", "blazegraph", "--profile", profile, "--set", "blazegraph.parseThreads=1"),
                List.of("--engine", "blazegraph-sail", "--profile", profile),
                List.of("--engine", "blazegraph", "--profile", profile, "--parser", "stock"),
                List.of("--engine", "tdb2"));
    }

    private void assertEveryPathSays(Path f, boolean quads, long column) throws Exception {
        int n = 0;
        for (List<String> path : paths(quads)) {
            List<String> args = new ArrayList<>(List.of("load", "--store", tmp.resolve("store" + n++).toString()));
            args.addAll(path);
            args.add(f.toString());
            Cli.Result r = Cli.run(args.toArray(String[]::new));
            assertEquals(1, r.exit(), path + ": " + r.all());
            String line = Cli.failureLine(r.err());
            assertTrue(line.contains(f + ":" + BAD + ":" + column + ": literal "), path + ": " + line);
            assertTrue(r.err().contains("committed: 0 statements"), path + ": " + r.err());
        }
        // Skip mode leaves the bad line (N-Triples, N-Quads) or file (Turtle) out, and lists it where the literal opens.
        // A good file beside it, so that a load whose only file is skipped whole still loads something.
        Path good = Files.writeString(tmp.resolve("good.nt"), "<http://ex.org/a> <http://ex.org/p> \"kept\" .\n");
        Path run = tmp.resolve("skip-run");
        List<String> args = new ArrayList<>(List.of("load", "--on-error", "skip", "--store", tmp.resolve("skip-store").toString(),
                "--report", run.toString()));
        args.addAll(paths(quads).get(0));
        args.add(good.toString());
        args.add(f.toString());
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.all());
        String rejects = Files.readString(run.resolve("rejects.jsonl"));
        assertTrue(rejects.contains("\"line\":" + BAD + ",\"column\":" + column + ","), rejects);
    }

    @Test
    void nTriples() throws Exception {
        Path f = file("broken5000.nt", NT_BAD, i -> padded("<http://ex.org/s" + i + "> <http://ex.org/p>", i, ""));
        assertTrue(Files.size(f) > 2 << 20, "over two parse blocks");
        assertEveryPathSays(f, false, 41);
    }

    @Test
    void nQuads() throws Exception {
        Path f = file("broken5000.nq", NT_BAD.replace(" .", " <http://ex.org/g> ."),
                i -> padded("<http://ex.org/s" + i + "> <http://ex.org/p>", i, "<http://ex.org/g> "));
        assertEveryPathSays(f, true, 41);
    }

    @Test
    void turtleShortString() throws Exception {
        Path f = file("broken5000.ttl", "ex:s5000 ex:p \"never closed .",
                i -> i == 1 ? TTL_GOOD_FIRST : "ex:s" + i + " ex:p \"value " + i + "\" .");
        assertEveryPathSays(f, false, 15);
    }

    @Test
    void turtleLongString() throws Exception {
        Path f = file("long5000.ttl", "ex:s5000 ex:p \"\"\"never closed .",
                i -> i == 1 ? TTL_GOOD_FIRST : "ex:s" + i + " ex:p \"value " + i + "\" .");
        assertEveryPathSays(f, false, 15);
    }
}
