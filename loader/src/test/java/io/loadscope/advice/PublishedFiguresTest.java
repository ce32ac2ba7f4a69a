package io.loadscope.advice;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The published figures (README, docs/, the advisor's rules.json, the tuner's space.json) are what the committed
 * result rows under docs/results/data/ give: {@code scripts/figures.py --check} on the checkout passes, and on a copy
 * with one figure, one rule's figure, one claim or one row changed by hand it fails and names what differs.
 */
class PublishedFiguresTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String RULES = "loader/src/main/resources/io/loadscope/advice/rules.json";
    private static final String SPACE = "loader/src/main/resources/io/loadscope/tune/space.json";
    private static final String PREDICT = "loader/src/main/resources/io/loadscope/predict";

    record Result(int exit, String output) {}

    @BeforeAll
    static void python() {
        boolean present;
        try {
            present = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            present = false;
        }
        assumeTrue(present, "python3 is not on PATH: scripts/figures.py --check (the published-figures check) was not run");
    }

    private static Result check(Path root) throws Exception {
        Process p = new ProcessBuilder("python3", ROOT.resolve("scripts/figures.py").toString(), "--check", "--root", root.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "figures.py did not finish");
        return new Result(p.exitValue(), out);
    }

    private static Result write(Path root) throws Exception {
        Process p = new ProcessBuilder("python3", ROOT.resolve("scripts/figures.py").toString(), "--root", root.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "figures.py did not finish");
        return new Result(p.exitValue(), out);
    }

    /**
     * What the check reads: README, every Markdown file under docs/, the rows, rules.json, space.json and predict's
     * committed curves (written from rows, and read for the naive guesses the prediction checks are set beside).
     */
    private static Path copy(Path to) throws IOException {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve(RULES), ROOT.resolve(SPACE)));
        try (Stream<Path> s = Files.list(ROOT.resolve(PREDICT))) {
            s.filter(f -> f.toString().endsWith(".tsv")).forEach(files::add);
        }
        try (Stream<Path> s = Files.walk(ROOT.resolve("docs"))) {
            s.filter(Files::isRegularFile)
                    // The rows, and the collapsed profiles some figures are read from (figure kind stack-s).
                    .filter(f -> f.toString().endsWith(".md") || f.startsWith(ROOT.resolve("docs/results/data"))
                            || f.toString().endsWith(".collapsed.xz"))
                    .forEach(files::add);
        }
        for (Path f : files) {
            Path target = to.resolve(ROOT.relativize(f).toString());
            Files.createDirectories(target.getParent());
            Files.copy(f, target);
        }
        return to;
    }

    private static void replace(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), file + " holds no '" + from + "'");
        Files.writeString(file, text.replace(from, to));
    }

    @Test
    void everyPublishedFigureIsWhatTheRowsGive() throws Exception {
        Result r = check(ROOT);
        assertEquals(0, r.exit(), r.output());
        assertTrue(r.output().contains("every figure matches its rows"), r.output());
    }

    @Test
    void aFigureEditedByHandFailsTheCheckNamingIt(@TempDir Path tmp) throws Exception {
        Path root = copy(tmp);
        assertEquals(0, check(root).exit(), "the copy checks as the checkout does");
        replace(root.resolve("README.md"), "<!-- figure:sorted-vs-stock-100m claim -->2.93× (2.80–2.99)<!-- /figure -->",
                "<!-- figure:sorted-vs-stock-100m claim -->2.95× (2.80–2.99)<!-- /figure -->");
        Result r = check(root);
        assertEquals(1, r.exit(), r.output());
        assertTrue(r.output().contains("README.md: figure:sorted-vs-stock-100m: the text says \"2.95× (2.80–2.99)\", the rows give \"2.93× (2.80–2.99)\""),
                r.output());
        assertTrue(r.output().contains("1 figure(s) differ"), r.output());
    }

    @Test
    void aCommittedCurveEditedByHandFailsTheCheckNamingIt(@TempDir Path tmp) throws Exception {
        Path root = copy(tmp);
        Path curves = root.resolve(PREDICT + "/phases-blazegraph-sorted.tsv");
        String text = Files.readString(curves);
        String line = text.lines().filter(l -> l.startsWith("1\t1000000\tparse into runs\t")).findFirst().orElseThrow();
        Files.writeString(curves, text.replace(line, line.substring(0, line.lastIndexOf('\t') + 1) + "1.000"));
        Result r = check(root);
        assertEquals(1, r.exit(), r.output());
        assertTrue(r.output().contains(PREDICT + "/phases-blazegraph-sorted.tsv: differs from what the rows give"), r.output());
    }

    @Test
    void aTableEditedByHandFailsTheCheckNamingIt(@TempDir Path tmp) throws Exception {
        Path root = copy(tmp);
        replace(root.resolve("docs/performance.md"), "| Jena 5.6.0 TDB2 xloader | 121.4 (115.9–123.5) |", "| Jena 5.6.0 TDB2 xloader | 112.4 (115.9–123.5) |");
        Result r = check(root);
        assertEquals(1, r.exit(), r.output());
        assertTrue(r.output().contains("docs/performance.md: table:side-by-side-10m: differs from what the rows give"), r.output());
    }

    @Test
    void aRuleQuotingAnotherValueFailsTheCheckNamingTheRuleAndTheFigure(@TempDir Path tmp) throws Exception {
        Path root = copy(tmp);
        replace(root.resolve(RULES), "and 1.78× (1.71–1.85) at 10 M", "and 1.71-1.78× at 10 M");
        Result r = check(root);
        assertEquals(1, r.exit(), r.output());
        assertTrue(r.output().contains("rules.json: rule writer-bound: figure:sorted-vs-stock-10m: \"1.78× (1.71–1.85)\" (what the rows give) is not in its text"),
                r.output());
    }

    @Test
    void aRuleCitingRowsThatDoNotExistFailsTheCheck(@TempDir Path tmp) throws Exception {
        Path root = copy(tmp);
        replace(root.resolve(RULES), "\"rows\": [\"findings-q5-compression\", \"findings-q3-bufferqueue\"],\n    \"figures\": [\"q5-xz-vs-plain\"",
                "\"rows\": [\"findings-q5-compresion\", \"findings-q3-bufferqueue\"],\n    \"figures\": [\"q5-xz-vs-plain\"");
        Result r = check(root);
        assertEquals(1, r.exit(), r.output());
        assertTrue(r.output().contains("rules.json: rule slow-decoder: rows \"findings-q5-compresion\": no such row set"), r.output());
        assertTrue(r.output().contains("rules.json: rule slow-decoder: figure:q5-xz-vs-plain comes from rows \"findings-q5-compression\", which it does not cite"),
                r.output());
    }

    @Test
    void aDifferenceClaimedFromOneRoundFailsTheCheck(@TempDir Path tmp) throws Exception {
        Path root = copy(tmp);
        replace(root.resolve("README.md"), "<!-- figure:side-100m-sorted-vs-pyoxigraph -->", "<!-- figure:side-100m-sorted-vs-pyoxigraph claim -->");
        Result r = check(root);
        assertEquals(1, r.exit(), r.output());
        assertTrue(r.output().contains("README.md: figure:side-100m-sorted-vs-pyoxigraph: claims a difference, but 1 paired round(s), fewer than 3"),
                r.output());
    }

    @Test
    void aDifferenceClaimedWhereTheRangesOverlapFailsTheCheck(@TempDir Path tmp) throws Exception {
        Path root = copy(tmp);
        replace(root.resolve("docs/performance.md"), "<!-- figure:term2id-packed-vs-inserted-10m -->", "<!-- figure:term2id-packed-vs-inserted-10m claim -->");
        Result r = check(root);
        assertEquals(1, r.exit(), r.output());
        assertTrue(r.output().contains("docs/performance.md: figure:term2id-packed-vs-inserted-10m: claims a difference, but wall-time ranges overlap"),
                r.output());
    }

    @Test
    void aChangedRowMovesEveryFigureFromItAndTheWriteModeRendersThem(@TempDir Path tmp) throws Exception {
        Path root = copy(tmp);
        // round 2's sorted load of the 100 M bench 30 s slower: the median and the paired ratio move
        replace(root.resolve("docs/results/data/sorted-build-100m-d60bef8/runs.tsv"), "2\tsorted\t671.49\t", "2\tsorted\t701.49\t");
        Result r = check(root);
        assertEquals(1, r.exit(), r.output());
        assertTrue(r.output().contains("README.md: figure:sorted-vs-stock-100m: the text says \"2.93× (2.80–2.99)\", the rows give \"2.80× (2.80–2.99)\""),
                r.output());
        assertTrue(r.output().contains("docs/performance.md: table:sorted-build-100m-d60bef8: differs"), r.output());
        assertTrue(r.output().contains("rules.json: rule writer-bound: figure:sorted-vs-stock-100m"), r.output());

        Result written = write(root);
        // the documents are rewritten; rules.json and space.json are not (their texts are prose to edit), so it still fails on them
        assertEquals(1, written.exit(), written.output());
        assertFalse(written.output().contains("README.md"), written.output());
        assertTrue(Files.readString(root.resolve("README.md")).contains("<!-- figure:sorted-vs-stock-100m claim -->2.80× (2.80–2.99)<!-- /figure -->"));
        Result again = check(root);
        assertFalse(again.output().contains("README.md"), again.output());
        assertTrue(again.output().contains("rules.json: rule writer-bound"), again.output());
    }
}
