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
        Throwable t = failure[0];
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
