package io.loadscope.engine.blazegraph;

import com.google.common.util.concurrent.Uninterruptibles;

import java.util.concurrent.Callable;
import java.util.function.Supplier;

/**
 * One task on a thread of its own beside the caller's work, joined before the caller goes on (a failed build joins it
 * too, so nothing still writes when the journal is rolled back); its failure is rethrown by {@link #result}.
 */
final class BesideTask<T> {
    private final Thread thread;
    private volatile T value;
    private volatile Throwable failure;

    private BesideTask(String name, Supplier<Runnable> booking, Callable<T> task) {
        thread = new Thread(() -> {
            // The booking's start inside the try too: a failure there (out of heap) is the task's, not a silent end.
            Runnable booked = null;
            try {
                booked = booking.get();
                value = task.call();
            } catch (Throwable t) {
                failure = t;
            } finally {
                if (booked != null) booked.run();
            }
        }, name);
    }

    /** Starts {@code task}; {@code booking} runs on its thread first and returns what books its time at the end. */
    static <T> BesideTask<T> start(String name, Supplier<Runnable> booking, Callable<T> task) {
        BesideTask<T> t = new BesideTask<>(name, booking, task);
        t.thread.start();
        return t;
    }

    /** Whether the task has ended (its value or failure is then ready for {@link #result} after {@link #join}). */
    boolean done() {
        return !thread.isAlive();
    }

    /** Waits for the task to end, also when interrupted. */
    void join() {
        Uninterruptibles.joinUninterruptibly(thread);
    }

    /** The task's value after {@link #join}, or its failure rethrown. */
    T result() throws Exception {
        Throwable t = failure;
        if (t instanceof Exception e) throw e;
        if (t instanceof Error e) throw e;
        return value;
    }
}
