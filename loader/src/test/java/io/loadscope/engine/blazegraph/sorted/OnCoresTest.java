package io.loadscope.engine.blazegraph.sorted;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OnCoresTest {
    @Test
    void sharedRunsEveryTaskOnceOnAtMostTheThreadsGiven() throws IOException {
        int[] ran = new int[50];
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        AtomicInteger started = new AtomicInteger();
        List<OnCores.Task> tasks = new ArrayList<>();
        for (int i = 0; i < ran.length; i++) {
            int task = i;
            tasks.add(() -> {
                threads.add(Thread.currentThread());
                synchronized (ran) {
                    ran[task]++;
                }
            });
        }
        OnCores.shared(tasks, 3, slice -> {
            started.incrementAndGet();
            return () -> { };
        });
        for (int r : ran) assertEquals(1, r);
        assertTrue(threads.size() <= 3, threads.toString());
        assertEquals(2, started.get(), "two threads started beside the caller");
    }

    @Test
    void noMoreThreadsThanTasks() throws IOException {
        AtomicInteger started = new AtomicInteger();
        OnCores.shared(List.of(() -> { }), 8, slice -> {
            started.incrementAndGet();
            return () -> { };
        });
        assertEquals(0, started.get());
    }

    @Test
    void aFailureIsRethrownAndStopsTheTasksNotYetStarted() {
        AtomicInteger ran = new AtomicInteger();
        List<OnCores.Task> tasks = new ArrayList<>();
        tasks.add(() -> {
            throw new IOException("disk full");
        });
        for (int i = 0; i < 20; i++) tasks.add(ran::incrementAndGet);
        IOException e = assertThrows(IOException.class, () -> OnCores.shared(tasks, 1, slice -> () -> { }));
        assertEquals("disk full", e.getMessage());
        assertEquals(0, ran.get(), "one thread: nothing after the failed task");
    }
}
