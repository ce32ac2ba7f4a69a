package io.loadscope.engine.blazegraph;

import com.bigdata.journal.ITx;
import com.bigdata.journal.Journal;
import com.bigdata.rdf.lexicon.LexiconRelation;
import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.store.AbstractTripleStore;
import com.bigdata.rdf.store.LocalTripleStore;
import io.loadscope.engine.blazegraph.parse.SinkLanes;
import io.loadscope.engine.blazegraph.sorted.SortedTermCodec;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lanes' first runs, sized apart so that the lanes do not fill together and wait for the one run writer, and a
 * lane that fills while the writer is busy writing its run itself. The stores the lanes build are checked in
 * {@link SortedBuildTest} (several lanes, many runs, verified exact).
 */
class SortedBuildLanesTest {
    private static final long SHARE = 1L << 30;

    @TempDir
    Path dir;

    /**
     * Two lanes whose every run is full at its first statement; the run writer's first run is held on a latch, so the
     * second lane to fill finds the writer busy: its run is written on a thread of its own beside the writer's, its block
     * is done at once (the blocks behind it need not wait), and the lane is taken by no other parse until that run is on
     * disk. A rollback meanwhile waits for that write too, so nothing writes into the temporary directory after it.
     */
    @Test
    void aRunFilledWhileTheWriterIsBusyIsWrittenBesideItWithoutHoldingTheBlock() throws Exception {
        Properties p = new Properties();
        p.setProperty(Journal.Options.BUFFER_MODE, "DiskRW");
        p.setProperty(Journal.Options.FILE, dir.resolve("lanes.jnl").toString());
        p.setProperty(AbstractTripleStore.Options.QUADS, "false");
        p.setProperty(AbstractTripleStore.Options.AXIOMS_CLASS, com.bigdata.rdf.axioms.NoAxioms.class.getName());
        p.setProperty(AbstractTripleStore.Options.TEXT_INDEX, "false");
        Journal journal = new Journal(p);
        try {
            LocalTripleStore store = new LocalTripleStore(journal, "kb", ITx.UNISOLATED, p);
            store.create();
            LexiconRelation lexicon = store.getLexiconRelation();
            BigdataValueFactory f = lexicon.getValueFactory();
            CountDownLatch writerHeld = new CountDownLatch(1), writerGoes = new CountDownLatch(1);
            CountDownLatch besideHeld = new CountDownLatch(1), besideGoes = new CountDownLatch(1);
            List<String> writtenOn = new CopyOnWriteArrayList<>();
            SortedBuildLanes lanes = new SortedBuildLanes(new LoadProbes(new ListenerDispatch()), () -> new SortedTermCodec(lexicon), 2, 1,
                    run -> {
                        writtenOn.add(Thread.currentThread().getName());
                        if (writtenOn.size() == 1) {
                            writerHeld.countDown();
                            await(writerGoes);
                        } else if (writtenOn.size() == 2) {
                            besideHeld.countDown();
                            await(besideGoes);
                        }
                    });
            SinkLanes.Work<Void> oneStatement = sink -> {
                try {
                    sink.add(f.createURI("http://example.org/s"), f.createURI("http://example.org/p"), f.createLiteral("o"), null);
                } catch (Exception e) {
                    throw new java.io.IOException(e);
                }
                return null;
            };
            inThread("lane-first", () -> inLane(lanes, oneStatement)).get(30, TimeUnit.SECONDS);
            assertTrue(writerHeld.await(30, TimeUnit.SECONDS), "the first full run went to the run writer");
            // The second block is done while its run is still being written beside the writer's.
            inThread("lane-second", () -> inLane(lanes, oneStatement)).get(30, TimeUnit.SECONDS);
            assertTrue(besideHeld.await(30, TimeUnit.SECONDS), "the second run is written while the writer is busy");
            assertEquals(List.of("loadscope-run-writer", "loadscope-lane-writer"), writtenOn);
            // Once the writer is done, the next full run goes to it again: the lane that handed it the first is free.
            writerGoes.countDown();
            lanes.finishWriting();
            inThread("lane-third", () -> inLane(lanes, oneStatement)).get(30, TimeUnit.SECONDS);

            CompletableFuture<Void> rollback = CompletableFuture.runAsync(lanes::abandonWriting);
            Thread.sleep(200);
            assertFalse(rollback.isDone(), "the rollback waits for the run written beside the writer's");
            besideGoes.countDown();
            rollback.get(30, TimeUnit.SECONDS);
            assertEquals(1, lanes.runsWrittenBeside());
            assertEquals(List.of("loadscope-run-writer", "loadscope-lane-writer", "loadscope-run-writer"), writtenOn);
        } finally {
            journal.destroy();
        }
    }

    private static CompletableFuture<Void> inThread(String name, Runnable r) {
        return CompletableFuture.runAsync(r, task -> new Thread(task, name).start());
    }

    private static void inLane(SortedBuildLanes lanes, SinkLanes.Work<Void> work) {
        try {
            lanes.inLane(work);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(60, TimeUnit.SECONDS)) throw new IllegalStateException("the test never let the write go on");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void twoLanesFillTheirFirstRunsHalfABudgetApart() {
        assertEquals(SHARE, SortedBuildLanes.firstRunBudget(SHARE, 1, 2));
        assertEquals(SHARE + SHARE / 2, SortedBuildLanes.firstRunBudget(SHARE, 2, 2));
    }

    @Test
    void oneLaneKeepsItsShare() {
        assertEquals(SHARE, SortedBuildLanes.firstRunBudget(SHARE, 1, 1));
    }

    @Test
    void manyLanesAreEvenlyApartAndStayWithinTheBoundOfEqualRuns() {
        for (int lanes = 1; lanes <= 64; lanes++) {
            long gap = SHARE / lanes;
            for (int i = 2; i <= lanes; i++) {
                assertEquals(gap, SortedBuildLanes.firstRunBudget(SHARE, i, lanes) - SortedBuildLanes.firstRunBudget(SHARE, i - 1, lanes),
                        "lane " + i + " of " + lanes);
            }
            long last = SortedBuildLanes.firstRunBudget(SHARE, lanes, lanes);
            assertTrue(last < 2 * SHARE, "the largest first run is under two shares: " + last);
            // When the last lane's first run is full, lane i < n has filled its second run for (n - i)/n of a share.
            long held = last;
            for (int i = 1; i < lanes; i++) held += last - SortedBuildLanes.firstRunBudget(SHARE, i, lanes);
            assertTrue(held <= (long) lanes * SHARE, lanes + " lanes hold " + held + " bytes, at most every lane's share");
        }
    }

    @Test
    void aLaneOutsideTheLanesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SortedBuildLanes.firstRunBudget(SHARE, 0, 2));
        assertThrows(IllegalArgumentException.class, () -> SortedBuildLanes.firstRunBudget(SHARE, 3, 2));
    }
}
