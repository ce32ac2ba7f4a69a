package io.loadscope.request;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Asks a running load to stop cleanly, from any thread (the command line's handler of SIGINT and SIGTERM, an
 * application's cancel button). The input under way stops being read within a buffer (64 KiB); an engine that reads
 * its files itself ({@code blazegraph-sail}'s {@code LOAD}, {@code tdb2-xloader}) stops at the end of the input under
 * way. The open commit group is not committed: the engine rolls it back, or, where it cannot (Jena's bulk loaders),
 * leaves a part that {@code --resume} loads again exactly, as after a kill. Earlier commits stay. The load then returns
 * with a run record of status {@code interrupted} and the exit code given here.
 */
public final class LoadStop {
    /** The shell's exit code for a process ended by SIGINT (128 + 2). */
    public static final int INTERRUPTED_EXIT = 130;

    private final List<Runnable> actions = new CopyOnWriteArrayList<>();
    private volatile String reason;
    private volatile int exitCode;

    /** Stops the load with {@link #INTERRUPTED_EXIT}; see {@link #stop(String, int)}. */
    public void stop(String reason) {
        stop(reason, INTERRUPTED_EXIT);
    }

    /**
     * Stops the load; the first call counts, later ones do nothing.
     *
     * @param reason   why, for the run record's warnings ("SIGINT")
     * @param exitCode the exit code the run record states (the command line: 128 + the signal's number)
     */
    public void stop(String reason, int exitCode) {
        synchronized (this) {
            if (this.reason != null) return;
            this.exitCode = exitCode;
            this.reason = reason;
        }
        actions.forEach(Runnable::run);
    }

    public boolean requested() {
        return reason != null;
    }

    /** Why the load was stopped, or null while it was not. */
    public String reason() {
        return reason;
    }

    public int exitCode() {
        return exitCode;
    }

    /** For the load: runs {@code action} on {@link #stop} (on the stopping thread), or now when it was stopped already. */
    public void whenStopped(Runnable action) {
        actions.add(action);
        // A stop between the add and this look may run the action twice: actions are idempotent.
        if (requested()) action.run();
    }
}
