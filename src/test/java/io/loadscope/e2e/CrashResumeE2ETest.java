package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * kill -9 at seeded random moments of a chunked BSBM load, then {@code load --resume --verify}: the store must
 * end with exactly the distinct statements and digest of an uninterrupted load, per engine. The kill window
 * opens when the loader holds the store lock (the store is being opened) and spans the whole load, so kills
 * land in store creation, parsing, index writes and commits alike.
 */
class CrashResumeE2ETest {
    private static final int KILLS = 10;
    private static final int MAX_TRIALS = 25;
    private static final int CHUNKS = 10;

    @TempDir
    static Path tmp;
    static Path chunks;

    @BeforeAll
    static void bsbmChunks() throws Exception {
        Path nt = tmp.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "100", "--out", nt.toString());
        assertEquals(0, gen.exit(), gen.all());
        chunks = Files.createDirectories(tmp.resolve("chunks"));
        List<String> lines = Files.readAllLines(nt, StandardCharsets.UTF_8);
        int per = (lines.size() + CHUNKS - 1) / CHUNKS;
        for (int c = 0; c < CHUNKS; c++) {
            List<String> part = lines.subList(Math.min(lines.size(), c * per), Math.min(lines.size(), (c + 1) * per));
            Files.write(chunks.resolve(String.format("bsbm-%03d.nt", c)), part, StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"blazegraph", "blazegraph-sail", "tdb2"})
    void killedLoadsResumeToExactlyTheUninterruptedStore(String engine) throws Exception {
        Path refStore = tmp.resolve(engine + "-reference");
        Cli.Result ref = Cli.run("load", "--engine", engine, "--store", refStore.toString(), "--report",
                tmp.resolve(engine + "-reference-run").toString(), "--verify", chunks.toString());
        assertEquals(0, ref.exit(), ref.all());
        JsonNode refRecord = RunRecords.readValid(tmp.resolve(engine + "-reference-run"));
        JsonNode refVerify = refRecord.get("verification");
        assertTrue(matches(refVerify), ref.all());
        long loadMillis = Math.max(500, refRecord.get("totals").get("wallMillis").asLong());

        int kills = 0;
        int inCommit = 0;
        List<String> outcomes = new ArrayList<>();
        for (int trial = 0; trial < MAX_TRIALS && kills < KILLS; trial++) {
            Random random = new Random(1000L * trial + engine.length());
            Path store = tmp.resolve(engine + "-trial-" + trial);
            Path log = tmp.resolve(engine + "-trial-" + trial + ".log");
            Process p = Cli.start(log, "load", "--engine", engine, "--store", store.toString(), "--report",
                    tmp.resolve(engine + "-trial-" + trial + "-run").toString(), chunks.toString());
            awaitLock(store, p);
            long delay = (long) (random.nextDouble() * loadMillis * 1.2);
            boolean finished = p.waitFor(delay, TimeUnit.MILLISECONDS);
            if (finished) {
                outcomes.add(trial + ": finished before the kill at " + delay + " ms");
                continue;
            }
            p.destroyForcibly().waitFor();
            kills++;
            String last = lastManifestLine(store);
            if (last.contains("\"pending\"")) inCommit++;

            Path resumeRun = tmp.resolve(engine + "-trial-" + trial + "-resume");
            Cli.Result resumed = Cli.run("load", "--engine", engine, "--store", store.toString(), "--report",
                    resumeRun.toString(), "--resume", "--verify", chunks.toString());
            assertEquals(0, resumed.exit(), "trial " + trial + " (killed " + delay + " ms after the lock): " + resumed.all());
            JsonNode verify = RunRecords.readValid(resumeRun).get("verification");
            assertTrue(matches(verify), "trial " + trial + ": " + verify);
            assertEquals(refVerify.get("storeDistinct").asLong(), verify.get("storeDistinct").asLong(), "trial " + trial + ": lost or duplicated statements");
            assertEquals(refVerify.get("storeDigest").asText(), verify.get("storeDigest").asText(), "trial " + trial);
            JsonNode durability = RunRecords.readValid(resumeRun).get("durability");
            outcomes.add(trial + ": killed at " + delay + " ms, manifest ended " + (last.isEmpty() ? "empty" : last.contains("\"pending\"") ? "in a commit" : "after a commit")
                    + ", resume skipped " + durability.get("inputsCommittedEarlier").asInt() + " chunk(s)"
                    + (durability.get("interruptedCommit").asText().isEmpty() ? "" : "; " + durability.get("interruptedCommit").asText()));
        }
        System.out.println("crash trials, " + engine + " (load " + loadMillis + " ms uninterrupted):\n  " + String.join("\n  ", outcomes));
        assertTrue(kills >= KILLS, engine + ": only " + kills + " loads were killed before they finished: " + outcomes);
        System.out.println(engine + ": " + kills + " kills, " + inCommit + " inside a commit");
    }

    private static boolean matches(JsonNode verification) {
        return verification.get("inputDistinct").asLong() == verification.get("storeDistinct").asLong()
                && verification.get("inputDigest").asText().equals(verification.get("storeDigest").asText());
    }

    /** The loader takes the store lock before it opens or creates the store. */
    private static void awaitLock(Path store, Process p) throws InterruptedException, IOException {
        Path lock = store.resolve("loadscope.lock");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!(Files.exists(lock) && Files.size(lock) > 0)) {
            if (!p.isAlive() || System.nanoTime() > deadline) throw new IllegalStateException("the loader never locked " + store);
            Thread.sleep(5);
        }
    }

    private static String lastManifestLine(Path store) throws IOException {
        Path m = store.resolve("loadscope-manifest.jsonl");
        if (!Files.exists(m)) return "";
        List<String> lines = Files.readAllLines(m, StandardCharsets.UTF_8);
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }
}
