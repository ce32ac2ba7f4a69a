package io.loadscope.engine.blazegraph.sorted;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The helpers an index writer hands work to: results in order, work nobody began done by the writer, failures its own. */
class IndexHelpersTest {
    @Test
    void theHelpersAreWhatTheThreeWritersLeaveAndAtLeastOne() {
        assertEquals(1, IndexHelpers.threadsFor(1));
        assertEquals(1, IndexHelpers.threadsFor(2));
        assertEquals(1, IndexHelpers.threadsFor(4));
        assertEquals(13, IndexHelpers.threadsFor(16));
    }

    @Test
    void eachHelperIsBookedForItsWholeLife() throws InterruptedException {
        AtomicInteger begun = new AtomicInteger(), ended = new AtomicInteger();
        try (IndexHelpers helpers = new IndexHelpers(3, slice -> {
            begun.incrementAndGet();
            return ended::incrementAndGet;
        })) {
            assertEquals(3, helpers.threads());
            // Started before any work is handed out, so each helper's time is booked from its start (a thread starts
            // when the scheduler lets it: wait for that, however busy the machine is).
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (begun.get() < 3 && System.nanoTime() < deadline) Thread.sleep(10);
            assertEquals(3, begun.get());
        }
        assertEquals(3, ended.get(), "closing waits for every helper to end and book its time");
    }

    /** With the only helper held up, the writer gets every result anyway, in order, by doing the work itself. */
    @Test
    void workNoHelperHasBegunRunsOnTheWritersThread() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (IndexHelpers helpers = new IndexHelpers(1, slice -> () -> { })) {
            Future<Integer> blocker = helpers.submit(() -> {
                release.await(1, TimeUnit.MINUTES);
                return -1;
            });
            Thread writer = Thread.currentThread();
            List<Future<Thread>> queued = new ArrayList<>();
            for (int i = 0; i < 5; i++) queued.add(helpers.submit(Thread::currentThread));
            for (Future<Thread> f : queued) assertSame(writer, IndexHelpers.await(f));
            release.countDown();
            assertEquals(-1, IndexHelpers.await(blocker));
        }
    }

    @Test
    void aHelpersFailureIsTheWritersOwn() {
        try (IndexHelpers helpers = new IndexHelpers(2, slice -> () -> { })) {
            Future<Object> failing = helpers.submit(() -> {
                throw new IllegalStateException("the merged runs gave a key out of order");
            });
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> IndexHelpers.await(failing));
            assertEquals("the merged runs gave a key out of order", e.getMessage());
            Future<Object> error = helpers.submit(() -> {
                throw new OutOfMemoryError("Java heap space");
            });
            assertThrows(OutOfMemoryError.class, () -> IndexHelpers.await(error));
            Future<Object> checked = helpers.submit(() -> {
                throw new java.io.IOException("disk full");
            });
            IllegalStateException wrapped = assertThrows(IllegalStateException.class, () -> IndexHelpers.await(checked));
            assertTrue(wrapped.getCause() instanceof java.io.IOException, wrapped.toString());
        }
    }
}
