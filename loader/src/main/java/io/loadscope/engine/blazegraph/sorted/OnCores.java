package io.loadscope.engine.blazegraph.sorted;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A few tasks run at once, each on a thread of its own but the last, which runs on the caller's. For the sorted build's
 * sorts: they run where nothing else would use the other cores (the parser waits while a run's terms are sorted, and
 * nothing is written while the first statement index is sorted). The common fork-join pool does not serve: on 2 cores
 * its parallelism is 1.
 */
public final class OnCores {
    /** A task that may fail with an I/O error. */
    @FunctionalInterface
    public interface Task {
        void run() throws IOException;
    }

    /**
     * What a thread started here does before and after its task: {@link #begin} runs on that thread as it starts, and
     * what it returns runs there when the task ended (the build books each sorting thread's time this way).
     */
    @FunctionalInterface
    public interface Workers {
        /** {@code slice}: 1 for the first thread started, 2 for the next ... (the caller's own task is not one). */
        Runnable begin(int slice);
    }

    private OnCores() {
    }

    /** Runs every task and waits for all; rethrows the first failure (an error before an I/O error) after all ended. */
    public static void all(List<Task> tasks, Workers workers) throws IOException {
        if (tasks.isEmpty()) return;
        Throwable[] failure = new Throwable[1];
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < tasks.size() - 1; i++) {
            Task task = tasks.get(i);
            int slice = i + 1;
            Thread t = new Thread(() -> {
                Runnable end = workers.begin(slice);
                try {
                    task.run();
                } catch (Throwable e) {
                    fail(failure, e);
                } finally {
                    end.run();
                }
            }, "loadscope-sort-" + slice);
            t.setDaemon(true);
            t.start();
            threads.add(t);
        }
        try {
            tasks.get(tasks.size() - 1).run();
        } catch (Throwable e) {
            fail(failure, e);
        } finally {
            joinAll(threads);
        }
        rethrow(failure[0]);
    }

    /**
     * Runs every task on at most {@code threads} threads (the caller's among them), each taking the next task not yet
     * taken, in the list's order, and waits for all; after a failure no task is started. Rethrows as {@link #all}.
     */
    public static void shared(List<Task> tasks, int threads, Workers workers) throws IOException {
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        Throwable[] failure = new Throwable[1];
        Task takeAll = () -> {
            for (int i; (i = next.getAndIncrement()) < tasks.size(); ) {
                synchronized (failure) {
                    if (failure[0] != null) return;
                }
                try {
                    tasks.get(i).run();
                } catch (Throwable e) {
                    fail(failure, e);
                    return;
                }
            }
        };
        List<Task> takers = new ArrayList<>();
        for (int t = Math.max(1, Math.min(threads, tasks.size())); t > 0; t--) takers.add(takeAll);
        all(takers, workers);
        rethrow(failure[0]);
    }

    private static void rethrow(Throwable t) throws IOException {
        if (t instanceof Error e) throw e;
        if (t instanceof RuntimeException e) throw e;
        if (t instanceof IOException e) throw e;
    }

    private static void fail(Throwable[] failure, Throwable e) {
        synchronized (failure) {
            if (failure[0] == null || (e instanceof Error && !(failure[0] instanceof Error))) failure[0] = e;
        }
    }

    /** Waits for every thread, also when interrupted (no sort may still run when the caller goes on or rolls back). */
    private static void joinAll(List<Thread> threads) {
        boolean interrupted = false;
        for (Thread t : threads) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }
}
