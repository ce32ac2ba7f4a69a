package io.loadscope.cli;

import io.loadscope.event.LoadStarted;
import io.loadscope.record.ProgressSample;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressDisplayTest {

    private static ProgressSample sample(long second, long parsed, long written, long bytesRead, Map<String, Map<String, Double>> shares) {
        return new ProgressSample(second * 1000, parsed, written, 0, 10, 1L << 20, 0, 0, 0, bytesRead, bytesRead, 0, shares);
    }

    @Test
    void logLinesShowTheParsedRateOverTheLoggedIntervalAndTheTimeLeftFromBytes() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressDisplay display = new ProgressDisplay(new PrintStream(bytes, true, StandardCharsets.UTF_8), false);
        display.onStart(new LoadStarted("r", "tdb2", Path.of("db"), List.of("a.nt"), 40_000_000));
        long written = 0;
        for (long second = 1; second <= 20; second++) {
            // Written statements move per batch (every other second); parsed ones every second.
            if (second % 2 == 0) written = second * 100_000;
            display.onProgress(sample(second, second * 100_000, written, second * 1_000_000, Map.of()));
        }
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(3, lines.length, "the first sample at once, then one line per 10 samples");
        assertTrue(lines[0].startsWith("[loadscope] 100,000 statements"), lines[0]);
        assertTrue(lines[2].startsWith("[loadscope] 2,000,000 statements  100,000/s  00:00:20.0  read 50%  ETA 00:00:20.0"), lines[2]);
    }

    /** The issue: "0 st/s … 100%" on the live line while the writer still worked off the queue. */
    @Test
    void aWriterWorkingOffWhatTheFinishedParseGaveItIsShownWithItsOwnRate() {
        Deque<ProgressSample> window = new ArrayDeque<>();
        for (long second = 1; second <= 5; second++) window.add(sample(second, 1_000_000, second * 100_000, 4_000, Map.of()));
        String line = ProgressDisplay.line(window, 4_000);
        assertTrue(line.startsWith("1,000,000 statements parsed, 500,000 written  100,000/s written  00:00:05.0  read 100%"), line);
        assertTrue(!line.contains(" 0/s"), line);
    }

    @Test
    void theBusiestStageIsAShareOfItsOwnRoleAndNeverAboveAHundredPercent() {
        Deque<ProgressSample> window = new ArrayDeque<>();
        window.add(sample(1, 0, 0, 0, Map.of("writer", Map.of("index_write.statements", 0.9, "writer_idle", 0.1),
                "parser", Map.of("parse", 0.6))));
        window.add(sample(2, 0, 0, 0, Map.of("writer", Map.of("index_write.statements", 1.0),
                "parser", Map.of("parse", 0.5))));
        assertArrayEquals(new String[] {"writer", "index_write.statements", "95%"}, ProgressDisplay.busiest(window));
        String line = ProgressDisplay.line(window, -1);
        assertTrue(line.endsWith("busiest: writer index_write.statements 95%"), line);
        assertTrue(!line.contains("ETA"), "no time left without input sizes: " + line);
    }

    /** The issue: a dead index writer shown "busiest: writer index_write.other 100%" while the load waited for it for good. */
    @Test
    void aStoppedWorkerIsShownStoppedNeverBusiestAndAStallIsSaid() {
        Deque<ProgressSample> window = new ArrayDeque<>();
        window.add(sample(1, 0, 0, 0, Map.of("writer", Map.of("index_write.other", 1.0), "parser", Map.of("queue", 1.0, "parse", 0.01))));
        window.add(new ProgressSample(2000, 0, 0, 0, 10, 1L << 20, 0, 0, 0, 0, 0, 0, Map.of("parser", Map.of("parse", 0.02)),
                Map.of("writer", "Blazegraph's index writer failed: OutOfMemoryError: Java heap space"), 0));
        String line = ProgressDisplay.line(window, -1);
        assertTrue(!line.contains("busiest: writer"), "a stopped writer is never the busiest: " + line);
        assertTrue(line.contains("STOPPED writer: Blazegraph's index writer failed: OutOfMemoryError: Java heap space"), line);

        Deque<ProgressSample> stalled = new ArrayDeque<>();
        stalled.add(new ProgressSample(400_000, 5, 5, 0, 10, 1L << 20, 0, 0, 0, 0, 0, 0, Map.of(), Map.of(), 200_000));
        assertTrue(ProgressDisplay.line(stalled, -1).contains("STALLED: no progress for 00:03:20.0"), ProgressDisplay.line(stalled, -1));
    }

    @Test
    void anEnginePhaseIsShownWithItsShareItsOwnEtaAndTheTemporaryFiles() {
        Deque<ProgressSample> window = new ArrayDeque<>();
        for (long second = 10; second <= 15; second++) {
            window.add(new ProgressSample(second * 1000, 1_000_000, 0, 0, -1, 1L << 20, 0, 0, 0, 100, 100, 0, Map.of(), Map.of(), 0,
                    "statement indexes", (second - 10) * 100_000, 3_000_000, 3L << 30));
        }
        String line = ProgressDisplay.line(window, 100);
        // 500,000 of 3,000,000 in 5 s: 2,500,000 left at 100,000/s.
        assertTrue(line.contains("  phase statement indexes 17%  ETA 00:00:25.0  temp 3.0 GiB"), line);

        Deque<ProgressSample> changed = new ArrayDeque<>();
        changed.add(new ProgressSample(1000, 1, 0, 0, -1, 1, 0, 0, 0, 0, 0, 0, Map.of(), Map.of(), 0, "lexicon", 900, 1000, 0));
        changed.add(new ProgressSample(2000, 1, 0, 0, -1, 1, 0, 0, 0, 0, 0, 0, Map.of(), Map.of(), 0, "statement sort", 1, 4, 0));
        String next = ProgressDisplay.line(changed, 0);
        assertTrue(next.contains("phase statement sort 25%") && !next.contains("ETA"), "no ETA across phases: " + next);
    }

    /** The issue: "phase lexicon 45%  1.8 of 2 cores  ETA 1:02". */
    @Test
    void aPhaseShowsTheCoresItKeepsBusyAgainstThoseThereAre() {
        Deque<ProgressSample> window = new ArrayDeque<>();
        double[] busy = {0.4, 1.7, 1.9, 1.8};
        for (int i = 0; i < busy.length; i++) {
            // The oldest sample's interval ends where the window begins: its 0.4 is not the phase's.
            window.add(new ProgressSample((10 + i) * 1000L, 1_000_000, 0, 0, -1, 1L << 20, 0, 0, 0, 100, 100, 0, Map.of(), Map.of(), 0,
                    "lexicon", 3_000 + i * 500L, 10_000, 0, busy[i]));
        }
        String line = ProgressDisplay.line(window, 100, 2);
        // 1,500 more in 3 s: 5,500 left at 500/s.
        assertTrue(line.contains("  phase lexicon 45%  1.8 of 2 cores  ETA 00:00:11.0"), line);

        Deque<ProgressSample> changed = new ArrayDeque<>();
        changed.add(new ProgressSample(1000, 1, 0, 0, -1, 1, 0, 0, 0, 0, 0, 0, Map.of(), Map.of(), 0, "lexicon", 1, 10, 0, 1.0));
        changed.add(new ProgressSample(2000, 1, 0, 0, -1, 1, 0, 0, 0, 0, 0, 0, Map.of(), Map.of(), 0, "statement sort", 1, 4, 0, 3.9));
        assertTrue(ProgressDisplay.line(changed, 0, 4).contains("phase statement sort 25%  3.9 of 4 cores"), "only the phase's own samples");

        Deque<ProgressSample> unknown = new ArrayDeque<>();
        unknown.add(new ProgressSample(1000, 1, 0, 0, -1, 1, 0, 0, 0, 0, 0, 0, Map.of(), Map.of(), 0, "commit", 0, 0, 0, null));
        String commit = ProgressDisplay.line(unknown, 0, 2);
        assertTrue(commit.contains("phase commit") && !commit.contains("cores"), "no busy cores where the JVM cannot tell: " + commit);
    }
}
