package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A worker that stops: a hand-off to it ends instead of waiting forever, and it is never shown as busy (the issue:
 * a dead index writer shown at 100 % while the parser waited on its full queue for good).
 */
class WorkerStopTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void aHandOffToAFullQueueWhoseConsumerStoppedEndsWithTheConsumersFailure() throws Exception {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        ArrayBlockingQueue<Integer> full = new ArrayBlockingQueue<>(1);
        full.add(0);
        OutOfMemoryError cause = new OutOfMemoryError("Java heap space");
        AtomicBoolean consumerDead = new AtomicBoolean();
        probes.workers().watchWorker(() -> {
            if (consumerDead.get()) probes.workers().workerStopped(ThreadRole.WRITER, "writer-1", cause, "the writer failed");
        });
        AtomicReference<Throwable> ended = new AtomicReference<>();
        Thread producer = new Thread(() -> {
            try {
                probes.workers().handOff(ms -> full.offer(1, ms, TimeUnit.MILLISECONDS));
            } catch (Throwable t) {
                ended.set(t);
            }
        });
        producer.start();
        Thread.sleep(3 * LoadWorkers.SLICE_MILLIS);
        assertTrue(producer.isAlive(), "waits while the consumer lives");
        assertTrue(probes.workers().inHandOff(producer));
        consumerDead.set(true);
        // It ends at its next slice; how soon it runs after that is the scheduler's, so the wait is only a hang guard.
        producer.join(60_000);
        assertFalse(producer.isAlive(), "a hand-off ends once its consumer stopped");
        LoadStopped stopped = (LoadStopped) ended.get();
        assertSame(cause, stopped.getCause(), "the worker's own failure is the cause, for the failure's wording");
        assertEquals("the writer failed", stopped.getMessage());
    }

    @Test
    void aStopRequestEndsAHandOffThatWouldOtherwiseWaitForAHungConsumer() {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        probes.workers().requestStop(new WorkerStop(null, "", null, "no progress for 600 s", Clock.wall()));
        ArrayBlockingQueue<Integer> full = new ArrayBlockingQueue<>(1);
        full.add(0);
        LoadStopped e = assertThrows(LoadStopped.class, () -> probes.workers().handOff(ms -> full.offer(1, ms, TimeUnit.MILLISECONDS)));
        assertEquals("no progress for 600 s", e.getMessage());
    }

    @Test
    void aStoppedWorkersOpenSpanEndsAndItsRoleHasNoSharesFromThenOn() throws Exception {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        RoleShares shares = new RoleShares(probes);
        Span[] writing = new Span[1];
        Thread writer = new Thread(() -> writing[0] = probes.start(Stage.STATEMENT_WRITE, ThreadRole.WRITER), "writer-1");
        writer.start();
        writer.join();
        // The span's thread ended without closing it (the task died): not shown as running.
        Map<String, Map<String, Double>> first = shares.next(SECOND);
        assertNull(first.get("writer"), "a span on a dead thread is not busy: " + first);

        Span alive = probes.start(Stage.LEXICON_WRITE, ThreadRole.WRITER);
        Thread.sleep(20);
        assertTrue(shares.next(20_000_000L).containsKey("writer"), "a live span shows");
        probes.workers().workerStopped(ThreadRole.WRITER, "writer-1", null, "the writer failed");
        assertEquals(0, alive.end(), "closed when its worker stopped, and booked once");
        Thread.sleep(20);
        assertNull(shares.next(20_000_000L).get("writer"), "a stopped role has no shares");
        assertEquals(Map.of("writer", "the writer failed"), probes.workers().stoppedRoles());
        assertTrue(probes.meter(ThreadRole.WRITER, Stage.LEXICON_WRITE).wallNanos() > 0, "its time until the stop is booked");
    }

    @Test
    void theFirstStopOfARoleIsKept() {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        WorkerStop first = probes.workers().workerStopped(ThreadRole.WRITER, "w", new IllegalStateException("a"), "first");
        assertSame(first, probes.workers().workerStopped(ThreadRole.WRITER, "w", new IllegalStateException("b"), "second"));
        assertSame(first, probes.workers().firstStop());
        assertThrows(LoadStopped.class, probes.workers()::checkStillRunning);
    }
}
