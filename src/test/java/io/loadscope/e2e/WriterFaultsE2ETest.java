package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A load whose index writer fails or hangs ends — in bounded time, exit 1, one message, no stack frame on the
 * terminal — keeps what it committed, and resumed with the cause removed gives exactly the inputs. The faults come
 * through the test-only hook ({@code -Dloadscope.test.fault}) at the engines' real write points, so they travel the
 * engines' own failure paths: a Blazegraph writer task's failure held in its future, a TDB2 index thread that Jena
 * ends after logging its error, a writer that never returns. The cheap cases; {@code scripts/fault-matrix.sh} runs
 * every engine path against real heaps too small for their buffers as well.
 */
class WriterFaultsE2ETest {
    private static final Path DATA = Cli.ROOT.resolve("data");
    /** The three sample files hold these; one commit per file keeps the first while a later one fails. */
    private static final long FIRST_FILE = 16_204;

    @TempDir
    Path tmp;

    @Test
    void blazegraphsWriterOutOfHeapInItsTaskEndsTheLoadInsteadOfHangingAndShowsTheWriterStopped() throws Exception {
        Cli.Result r = load("oom@2", List.of("--engine", "blazegraph"), List.of());
        assertFailedClearly(r);
        String failure = Cli.failureLine(r.err());
        assertTrue(failure.contains("out of Java heap"), failure);
        assertTrue(failure.contains("com.bigdata.rdf.store.DataLoader.bufferCapacity=100000"), "names the setting that sizes it: " + failure);
        assertTrue(failure.contains("Blazegraph's index writer"), failure);
        JsonNode rec = RunRecords.readValid(tmp.resolve("run"));
        assertEquals(FIRST_FILE, rec.at("/totals/statementsCommitted").asLong());
        JsonNode writer = role(rec, "writer");
        assertTrue(writer.at("/stopped").asText().contains("OutOfMemoryError"), writer.toString());
        JsonNode incident = rec.at("/incidents/0");
        assertEquals("worker_stopped", incident.at("/kind").asText());
        assertTrue(incident.at("/trace").asText().contains("java.lang.OutOfMemoryError: Java heap space"), "the whole trace is kept");
        assertNoSharesOnceStopped(rec, "writer");
        resumeAndVerify(List.of("--engine", "blazegraph"));
    }

    @Test
    void anExceptionInBlazegraphsSparqlPathWriterEndsTheLoadWithItsWords() throws Exception {
        Cli.Result r = load("throw@2", List.of("--engine", "blazegraph-sail"), List.of());
        assertFailedClearly(r);
        assertTrue(Cli.failureLine(r.err()).contains("fault injected into Blazegraph's statement-index write"), r.err());
        resumeAndVerify(List.of("--engine", "blazegraph-sail"));
    }

    /** Jena catches the index thread's exception, logs it and ends the thread: before, the load then exited 0 with that index short. */
    @Test
    void aTdb2IndexThreadThatJenaEndsEarlyFailsTheLoadInsteadOfCommittingAShortIndex() throws Exception {
        Cli.Result r = load("throw@2", List.of("--engine", "tdb2", "--set", "tdb2.loader=phased"), List.of());
        assertFailedClearly(r);
        assertTrue(Cli.failureLine(r.err()).contains("TDB2's indexer.SPO thread"), r.err());
        assertTrue(Cli.failureLine(r.err()).contains("ended before the end of the data"), r.err());
        resumeAndVerify(List.of("--engine", "tdb2", "--set", "tdb2.loader=phased"));
    }

    @Test
    void aHungIndexThreadIsAStallThatStopsTheLoadWhenAskedWithEachThreadsStateRecorded() throws Exception {
        List<String> engine = List.of("--engine", "tdb2", "--set", "tdb2.loader=parallel");
        Cli.Result r = load("hang@4", engine, List.of("--set", "loader.stallNotice=2", "--set", "loader.stallTimeout=6s",
                "--set", "loader.sampleIntervalMillis=250"));
        assertFailedClearly(r);
        assertTrue(Cli.failureLine(r.err()).contains("no counter of the load moved for 6 s (loader.stallTimeout=6s)"), r.err());
        JsonNode rec = RunRecords.readValid(tmp.resolve("run"));
        List<String> kinds = new ArrayList<>();
        rec.at("/incidents").forEach(i -> kinds.add(i.at("/kind").asText()));
        assertTrue(kinds.contains("stall") && kinds.contains("stall_timeout"), kinds.toString());
        JsonNode stall = incident(rec, "stall");
        boolean hungThreadSeen = false;
        for (JsonNode t : stall.at("/threads")) {
            hungThreadSeen |= t.at("/role").asText().startsWith("indexer.") && t.at("/frames").toString().contains("FaultInjection.writePoint");
        }
        assertTrue(hungThreadSeen, "the hung thread's state and top frames: " + stall);
        boolean stalledSample = false;
        for (JsonNode s : rec.at("/series")) stalledSample |= s.at("/stalledMillis").asLong() > 0;
        assertTrue(stalledSample, "the series says the load stalled");
        resumeAndVerify(engine);
    }

    // ---- helpers

    private Cli.Result load(String fault, List<String> engine, List<String> more) throws Exception {
        List<String> args = new ArrayList<>(List.of("load"));
        args.addAll(engine);
        args.addAll(more);
        args.addAll(List.of("--commit-every-file", "--store", tmp.resolve("store").toString(), "--report", tmp.resolve("run").toString(),
                DATA.toString()));
        // The bound on time is Cli.run's own limit (it fails the test on a load that does not end): how long a load
        // takes to fail depends on what else the machine runs, so no tighter bound is asserted.
        return Cli.run(List.of("-Dloadscope.test.fault=" + fault), null, null, args.toArray(String[]::new));
    }

    private void assertFailedClearly(Cli.Result r) {
        assertEquals(1, r.exit(), r.all());
        Cli.failureLine(r.err());
        assertTrue(r.err().contains("resume: remove the cause above, then run java -jar "), r.err());
        assertTrue(r.err().lines().anyMatch(l -> l.startsWith("resume: ") && l.endsWith(" --resume")), r.err());
        assertFalse(r.err().lines().anyMatch(l -> l.trim().startsWith("at ") && l.contains("(")), "a stack frame on the terminal:\n" + r.err());
        assertFalse(r.err().contains("Exception in thread"), r.err());
        // The command line's logging setup is read without a word (logback prints its own status on any warning).
        assertFalse(r.err().contains("|-WARN in ch.qos.logback") || r.err().contains("|-INFO in ch.qos.logback"), r.err());
    }

    private void resumeAndVerify(List<String> engine) throws Exception {
        List<String> resume = new ArrayList<>(List.of("load"));
        resume.addAll(engine);
        resume.addAll(List.of("--resume", "--store", tmp.resolve("store").toString(), "--report", tmp.resolve("run2").toString(), DATA.toString()));
        Cli.Result again = Cli.run(resume.toArray(String[]::new));
        assertEquals(0, again.exit(), again.all());
        List<String> verify = new ArrayList<>(List.of("verify"));
        verify.addAll(engine);
        verify.addAll(List.of("--store", tmp.resolve("store").toString(), DATA.toString()));
        Cli.Result v = Cli.run(verify.toArray(String[]::new));
        assertEquals(0, v.exit(), "the resumed store holds exactly the inputs:\n" + v.all());
    }


    private static JsonNode role(JsonNode rec, String role) {
        for (JsonNode t : rec.at("/threads")) if (t.at("/role").asText().equals(role)) return t;
        throw new AssertionError("no thread role " + role + " in " + rec.at("/threads"));
    }

    private static JsonNode incident(JsonNode rec, String kind) {
        for (JsonNode i : rec.at("/incidents")) if (i.at("/kind").asText().equals(kind)) return i;
        throw new AssertionError("no incident " + kind);
    }

    /** From the first sample that lists the role as stopped, no sample gives it a stage share. */
    private static void assertNoSharesOnceStopped(JsonNode rec, String role) {
        boolean stopped = false;
        for (JsonNode s : rec.at("/series")) {
            stopped |= s.at("/stoppedRoles").has(role);
            if (stopped) assertTrue(s.at("/stageShares/" + role).isMissingNode(), "a share for a stopped " + role + ": " + s);
        }
        assertTrue(stopped, "the series shows the " + role + " stopped");
    }
}
