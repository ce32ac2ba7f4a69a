package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** --on-error skip with its rejects file, abort with the way to resume, and one load per store at a time. */
class SkipResumeLockE2ETest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;
    static List<String> good;

    @BeforeAll
    static void data() throws Exception {
        Path nt = tmp.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "20", "--out", nt.toString());
        assertEquals(0, gen.exit(), gen.all());
        good = Files.readAllLines(nt, StandardCharsets.UTF_8);
    }

    /** Bad lines of several kinds: a broken IRI, a missing term, junk after the dot, a bad escape, no dot. */
    private static final List<String> BAD = List.of(
            "<http://x/s> <http://x/p> <http://x/o o> .",
            "<http://x/s> <http://x/p> .",
            "<http://x/s> <http://x/p> \"o\" . junk",
            "<http://x/s> <http://x/p> \"a\\qb\" .",
            "<http://x/s> <http://x/p> \"o\"");

    @ParameterizedTest
    @CsvSource({"blazegraph,nt", "tdb2,nt", "blazegraph,nq", "tdb2,nq"})
    void nBadLinesAmongMGoodLoadExactlyMWithNRejects(String engine, String ext) throws Exception {
        List<String> lines = new ArrayList<>();
        List<Long> badAt = new ArrayList<>();
        int every = good.size() / (BAD.size() + 1);
        int b = 0;
        for (int i = 0; i < good.size(); i++) {
            if (i > 0 && i % every == 0 && b < BAD.size()) {
                lines.add(BAD.get(b++));
                badAt.add((long) lines.size());
            }
            lines.add(ext.equals("nq") ? good.get(i).replaceFirst(" \\.$", graph(engine) + " .") : good.get(i));
        }
        Path dir = Files.createDirectories(tmp.resolve("skip-" + engine + "-" + ext));
        Path file = dir.resolve("mixed." + ext);
        Files.write(file, lines, StandardCharsets.UTF_8);
        // One more file whose line 1 is bytes that are not UTF-8.
        Path binary = dir.resolve("latin1." + ext);
        Files.write(binary, ("<http://x/s> <http://x/p> \"caf\u00e9\"" + (ext.equals("nq") ? graph(engine) : "") + " .\n")
                .getBytes(StandardCharsets.ISO_8859_1));

        Path run = tmp.resolve("skip-run-" + engine + "-" + ext);
        Cli.Result r = Cli.run("load", "--engine", engine, "--store", tmp.resolve("skip-store-" + engine + "-" + ext).toString(),
                "--report", run.toString(), "--on-error", "skip", dir.toString());
        assertEquals(0, r.exit(), r.all());
        JsonNode rec = RunRecords.readValid(run);
        assertEquals(good.size(), rec.get("totals").get("statementsTold").asLong(), r.all());
        assertEquals(good.size(), rec.get("totals").get("statementsCommitted").asLong(), r.all());
        JsonNode durability = rec.get("durability");
        int expectedRejects = BAD.size() + 1; // and the Latin-1 line
        List<JsonNode> rejects = readRejects(run.resolve(durability.get("rejectsFile").asText()));
        assertEquals(expectedRejects, durability.get("rejected").asLong(), rejects.toString());
        assertEquals(expectedRejects, rejects.size());
        List<Long> rejectedLines = rejects.stream().filter(j -> j.get("file").asText().endsWith("mixed." + ext))
                .map(j -> j.get("line").asLong()).toList();
        assertEquals(badAt, rejectedLines);
        for (JsonNode j : rejects) {
            assertEquals("line", j.get("scope").asText());
            assertTrue(j.get("column").asLong() > 0, j.toString());
            assertTrue(!j.get("message").asText().isBlank() && !j.get("text").asText().isEmpty(), j.toString());
        }
        JsonNode utf8 = rejects.stream().filter(j -> j.get("file").asText().endsWith("latin1." + ext)).findFirst().orElseThrow();
        assertTrue(utf8.get("message").asText().contains("UTF-8"), utf8.toString());
        assertEquals(31, utf8.get("column").asLong(), "the column of the é byte");
    }

    @ParameterizedTest
    @ValueSource(strings = {"blazegraph", "tdb2"})
    void aBadTurtleFileIsSkippedWholeAndItsNeighboursLoad(String engine) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("ttl-" + engine));
        Files.write(dir.resolve("a.nt"), good.subList(0, 100), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("b.ttl"), "@prefix ex: <http://x/> .\nex:a ex:b ex:c .\nex:d ex:e \"unterminated .\n");
        Files.writeString(dir.resolve("c.ttl"), "@prefix ex: <http://x/> .\nex:a ex:b ex:c2 , ex:c3 .\n");
        Path run = tmp.resolve("ttl-run-" + engine);
        Cli.Result r = Cli.run("load", "--engine", engine, "--store", tmp.resolve("ttl-store-" + engine).toString(),
                "--report", run.toString(), "--on-error", "skip", "--set", "loader.commitEvery=2", dir.toString());
        assertEquals(0, r.exit(), r.all());
        JsonNode rec = RunRecords.readValid(run);
        assertEquals(102, rec.get("totals").get("statementsCommitted").asLong(), "a.nt and c.ttl, nothing of b.ttl: " + r.all());
        assertEquals("skipped", rec.get("inputs").get(1).get("status").asText());
        List<JsonNode> rejects = readRejects(run.resolve("rejects.jsonl"));
        assertEquals(1, rejects.size());
        assertEquals("file", rejects.get(0).get("scope").asText());
        assertTrue(rejects.get(0).get("file").asText().endsWith("b.ttl") && rejects.get(0).get("line").asLong() >= 3, rejects.toString());
        assertTrue(r.out().contains("rejected: 1 (0 line(s), 1 whole file(s))"), r.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"blazegraph", "blazegraph-sail", "tdb2"})
    void abortSaysWhatIsCommittedAndResumeFinishesAfterTheFix(String engine) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("abort-" + engine));
        Files.write(dir.resolve("c1.nt"), good.subList(0, 100), StandardCharsets.UTF_8);
        List<String> broken = new ArrayList<>(good.subList(100, 200));
        broken.set(50, "<http://x/s> <http://x/p> oops .");
        Files.write(dir.resolve("c2.nt"), broken, StandardCharsets.UTF_8);
        Files.write(dir.resolve("c3.nt"), good.subList(200, 300), StandardCharsets.UTF_8);
        Path store = tmp.resolve("abort-store-" + engine);
        // Per-file commits: c1 is committed before c2 fails.
        Cli.Result r = Cli.run("load", "--engine", engine, "--store", store.toString(), "--report",
                tmp.resolve("abort-run-" + engine).toString(), "--commit-every-file", dir.toString());
        assertEquals(1, r.exit(), r.all());
        assertTrue(r.err().contains("c2.nt:51"), r.err());
        assertTrue(r.err().contains("committed: 100 statements in the store"), r.err());
        assertTrue(r.err().contains(" --resume\nit continues at ") && r.err().contains("c2.nt (committed inputs are skipped)"), r.err());

        Cli.Result again = Cli.run("load", "--engine", engine, "--store", store.toString(), dir.toString());
        assertEquals(2, again.exit(), "committed inputs are refused without --resume: " + again.all());
        assertTrue(again.err().contains("add --resume"), again.err());

        Files.write(dir.resolve("c2.nt"), good.subList(100, 200), StandardCharsets.UTF_8);
        Path run = tmp.resolve("abort-resume-" + engine);
        Cli.Result resumed = Cli.run("load", "--engine", engine, "--store", store.toString(), "--report", run.toString(),
                "--resume", "--verify", dir.toString());
        assertEquals(0, resumed.exit(), resumed.all());
        JsonNode rec = RunRecords.readValid(run);
        assertEquals("committed earlier", rec.get("inputs").get(0).get("status").asText());
        assertEquals(300, rec.get("totals").get("statementsCommitted").asLong());
        assertEquals(1, rec.get("durability").get("inputsCommittedEarlier").asLong());
    }

    @Test
    void aChangedCommittedChunkIsRefusedOnResume() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("changed"));
        Files.write(dir.resolve("c1.nt"), good.subList(0, 10), StandardCharsets.UTF_8);
        Path store = tmp.resolve("changed-store");
        assertEquals(0, Cli.run("load", "--engine", "tdb2", "--store", store.toString(), dir.toString()).exit());
        Files.write(dir.resolve("c1.nt"), good.subList(1, 11), StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("load", "--engine", "tdb2", "--store", store.toString(), "--resume", dir.toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("changed since it was committed"), r.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"blazegraph", "tdb2"})
    void aSecondLoadIntoTheSameStoreIsRefusedAndTheFirstIsUnaffected(String engine) throws Exception {
        Path big = tmp.resolve("lock-" + engine + ".nt");
        assertEquals(0, Cli.run("data", "bsbm", "--products", "300", "--out", big.toString()).exit());
        Path store = tmp.resolve("lock-store-" + engine);
        Path firstRun = tmp.resolve("lock-first-" + engine);
        Process first = Cli.start(tmp.resolve("lock-first-" + engine + ".log"), "load", "--engine", engine, "--store", store.toString(),
                "--report", firstRun.toString(), big.toString());
        Path lock = store.resolve("loadscope.lock");
        while (!(Files.exists(lock) && Files.size(lock) > 0)) {
            assertTrue(first.isAlive(), "the first load ended before it locked the store");
            Thread.sleep(5);
        }
        Cli.Result second = Cli.run("load", "--engine", engine, "--store", store.toString(), "--report",
                tmp.resolve("lock-second-" + engine).toString(), big.toString());
        boolean overlapped = first.isAlive();
        assertEquals(2, second.exit(), second.all());
        assertTrue(second.err().contains("is in use by another load (pid " + first.pid()), second.err());
        assertTrue(first.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, first.exitValue(), Files.readString(tmp.resolve("lock-first-" + engine + ".log")));
        assertTrue(overlapped, "the first load was still running when the second was refused");
        JsonNode rec = RunRecords.readValid(firstRun);
        assertEquals(Files.readAllLines(big).size(), rec.get("totals").get("statementsTold").asLong());
        Cli.Result verify = Cli.run("verify", "--engine", engine, "--store", store.toString(), big.toString());
        assertEquals(0, verify.exit(), verify.all());
    }

    @Test
    void skipModeIsRefusedWhereBlazegraphReadsTheFilesItself() throws Exception {
        Path f = tmp.resolve("sail.nt");
        Files.write(f, good.subList(0, 10), StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("load", "--engine", "blazegraph-sail", "--parser", "stock", "--store", tmp.resolve("sail-store").toString(),
                "--on-error", "skip", f.toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("--engine blazegraph"), r.err());
        assertTrue(!Files.exists(tmp.resolve("sail-store")), "nothing created");
    }

    /** A named graph where the store keeps graphs; Blazegraph's triples store refuses them, so its quads stay in the default graph. */
    private static String graph(String engine) {
        return engine.equals("tdb2") ? " <http://x/g>" : "";
    }

    private static List<JsonNode> readRejects(Path file) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) out.add(JSON.readTree(line));
        return out;
    }
}
