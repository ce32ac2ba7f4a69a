package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * Ctrl-C (SIGINT) stops a load cleanly: one message with the command that resumes it, a run record of status
 * interrupted, the commits made so far kept; that command then loads the rest, and the store holds exactly the inputs.
 * Before, SIGINT ended the JVM at once with exit 130 and no word, no run record, no hint.
 *
 * <p>The signal must arrive while the load still has work to do, on any machine: the test fault {@code pause@2} holds
 * Blazegraph's writer at the second batch it writes (the second input's; the first input is one batch and is committed
 * on its own) until the load is told to stop, so the signal is sent once the manifest shows the first commit.
 */
class InterruptE2ETest {
    @TempDir
    Path tmp;

    @Test
    void sigintLeavesAnInterruptedRecordAndTheResumeCommandWhichLoadsTheRestExactly() throws Exception {
        // A process started with SIGINT ignored (a background job of a script, nohup) passes that on, and the loader
        // rightly leaves an ignored SIGINT ignored: the signal would never arrive.
        assumeFalse(sigintIgnored(), "this JVM was started with SIGINT ignored, and so would be the loader it starts");
        Path all = tmp.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "30", "--out", all.toString());
        assertEquals(0, gen.exit(), gen.all());
        List<String> lines = Files.readAllLines(all, StandardCharsets.UTF_8);
        List<Path> parts = new ArrayList<>();
        int per = lines.size() / 3 + 1;
        for (int i = 0; i < 3; i++) {
            Path part = tmp.resolve("part-" + i + ".nt");
            Files.write(part, lines.subList(i * per, Math.min(lines.size(), (i + 1) * per)), StandardCharsets.UTF_8);
            parts.add(part);
        }
        Path store = tmp.resolve("store");
        Path run = tmp.resolve("run");
        List<String> args = new ArrayList<>(List.of("load", "--engine", "blazegraph", "--commit-every-file",
                "--store", store.toString(), "--report", run.toString()));
        parts.forEach(p -> args.add(p.toString()));

        Path log = tmp.resolve("interrupted.log");
        Process load = Cli.start(log, List.of("-Dloadscope.test.fault=pause@2"), args.toArray(String[]::new));
        awaitCommits(store, 1, load, log);
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(load.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
        assertTrue(load.waitFor(10, TimeUnit.MINUTES), "the load did not stop");
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(130, load.exitValue(), output);

        List<String> said = output.lines().filter(l -> l.startsWith("loadscope: interrupted (SIGINT): ")).toList();
        assertEquals(1, said.size(), output);
        String hint = said.get(0);
        assertTrue(hint.contains("in this run") && hint.contains("; resume with: java -jar "), hint);
        List<String> resume = Arrays.asList(hint.substring(hint.indexOf("resume with: ") + "resume with: ".length()).split(" "));
        // The same command less --report (a report directory holding the stopped run's record is refused), then --resume.
        List<String> again = new ArrayList<>(args);
        again.removeAll(List.of("--report", run.toString()));
        assertEquals(again, resume.subList(3, resume.size() - 1), "the same command, then --resume: " + hint);
        assertEquals("--resume", resume.get(resume.size() - 1), hint);
        assertTrue(output.lines().noneMatch(l -> l.startsWith("loadscope: load failed") || l.contains("\tat ")), output);

        JsonNode record = RunRecords.readValid(run);
        assertEquals("interrupted", record.get("status").asText(), record.toString());
        assertEquals(130, record.get("exitCode").asInt());
        JsonNode inputs = record.get("inputs");
        assertEquals("loaded", inputs.get(0).get("status").asText(), inputs.toString());
        // The second input is listed when the signal came after it began (held at its batch), not when it came first.
        assertTrue(inputs.size() <= 2, "the third input was never started: " + inputs);
        if (inputs.size() == 2) {
            assertTrue(List.of("rolled back", "interrupted").contains(inputs.get(1).get("status").asText()), inputs.toString());
        }
        assertEquals(1, committedLines(store), "only the first input's commit");

        // The hint's command, as printed (its jar is the one under test), loads the rest.
        Cli.Result resumed = Cli.run(resume.subList(3, resume.size()).toArray(String[]::new));
        assertEquals(0, resumed.exit(), resumed.all());
        assertEquals("interrupted", RunRecords.readValid(run).get("status").asText(), "the stopped run's record is kept");
        Path resumedRun;
        try (var dirs = Files.list(tmp.resolve("loadscope-runs"))) {
            resumedRun = dirs.filter(Files::isDirectory).findFirst().orElseThrow();
        }
        JsonNode after = RunRecords.readValid(resumedRun);
        assertEquals("loaded", after.get("status").asText());
        assertEquals(1, after.get("durability").get("inputsCommittedEarlier").asInt(), after.get("durability").toString());
        Cli.Result verified = Cli.run("verify", "--store", store.toString(), all.toString());
        assertEquals(0, verified.exit(), "the resumed store holds exactly the input: " + verified.all());
    }

    /** True when this process ignores SIGINT (bit 2 of /proc/self/status's SigIgn mask); false where that is not known. */
    private static boolean sigintIgnored() throws Exception {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) return false;
        return Files.readAllLines(status, StandardCharsets.US_ASCII).stream().filter(l -> l.startsWith("SigIgn:"))
                .anyMatch(l -> (Long.parseUnsignedLong(l.substring("SigIgn:".length()).strip(), 16) & (1L << 1)) != 0);
    }

    private static void awaitCommits(Path store, int commits, Process load, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
        while (committedLines(store) < commits) {
            assertTrue(load.isAlive(), "the load ended before its first commit: " + Files.readString(log, StandardCharsets.UTF_8));
            assertTrue(System.nanoTime() < deadline, "no commit within 10 minutes");
            Thread.sleep(50);
        }
    }

    private static long committedLines(Path store) throws Exception {
        Path manifest = store.resolve("loadscope-manifest.jsonl");
        if (!Files.exists(manifest)) return 0;
        return Files.readAllLines(manifest, StandardCharsets.UTF_8).stream().filter(l -> l.contains("\"event\":\"committed\"")).count();
    }
}
