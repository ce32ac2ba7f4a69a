package io.loadscope.pipeline;

import io.loadscope.engine.ResourceFault;
import io.loadscope.input.InputError;
import io.loadscope.probe.WorkerFaults;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.Callable;

/**
 * Runs one load on a thread of its own thread group. Every thread the engine starts for the load (Jena's loader and
 * index threads) is created from it and so joins the group, whose handler of uncaught exceptions is this load's: a
 * worker that dies is reported to the load's {@link WorkerFaults}, not to a handler the whole JVM shares, so an
 * application that embeds the loader gets the same guard as the command line, and two loads in one JVM do not see
 * each other's faults.
 */
final class LoadThread {
    private static final Logger LOG = LoggerFactory.getLogger(LoadThread.class);

    private LoadThread() {
    }

    /** Runs {@code load} on a new thread of a new group and waits for it; its outcome is returned or thrown here. */
    static <T> T run(String name, WorkerFaults faults, Callable<T> load) throws InputError {
        Group group = new Group(name, faults);
        Object[] outcome = new Object[1];
        Throwable[] thrown = new Throwable[1];
        Thread thread = new Thread(group, () -> {
            try {
                outcome[0] = load.call();
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, name);
        group.loadThread = thread;
        thread.start();
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                // Not passed on: an interrupt in file-channel I/O closes the store's channel mid-write. The load ends
                // on its own (a stall timeout stops a stuck one); the caller's interrupt is kept for it.
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        Throwable t = thrown[0];
        if (t == null) {
            @SuppressWarnings("unchecked")
            T result = (T) outcome[0];
            return result;
        }
        if (t instanceof InputError e) throw e;
        if (t instanceof RuntimeException e) throw e;
        if (t instanceof Error e) throw e;
        throw new IllegalStateException(t);
    }

    /** The load's threads: a worker's death is the load's to report, in one line, never as a raw stack trace. */
    private static final class Group extends ThreadGroup {
        private final WorkerFaults faults;
        private volatile Thread loadThread;

        Group(String name, WorkerFaults faults) {
            super(name);
            this.faults = faults;
        }

        @Override
        public void uncaughtException(Thread worker, Throwable t) {
            if (worker.isDaemon() && worker != loadThread) {
                super.uncaughtException(worker, t);
                return;
            }
            try {
                boolean kept = faults.died(worker, t);
                // A heap or disk fault is worded once by the load's failure, however many threads died of it.
                if (ResourceFault.find(t).isEmpty()) LOG.warn("thread '{}' of the load stopped: {}", worker.getName(), t.toString());
                if (kept) faults.interruptWhenWaiting(worker, loadThread);
            } catch (Throwable ignored) {
                // Out of heap even for one line: the load's own failure report still follows.
            }
        }
    }
}
