package io.loadscope.probe;

import java.util.Optional;

/**
 * Faults that killed a thread one load waits for (one instance per load, held by its {@link LoadProbes}). Jena's bulk
 * loaders run their node table and index writers on plain (non-daemon) threads that release the loader's barrier only
 * when they end normally or with an Exception: one that dies of an Error (out of heap, a fault on a memory-mapped file
 * of a full disk) leaves the load thread waiting for it forever. The load runs on a thread of its own thread group, so
 * every thread the engine starts for it is in that group too, and the group reports such a death here ({@link #died});
 * the fault is kept for {@code ResourceFault.failure} to word,
 * and the load thread is interrupted once it is seen waiting ({@link #interruptWhenWaiting}), so that its
 * wait ends in an exception its engine session turns into a load failure. It is never interrupted while
 * running: an interrupt during file-channel I/O would close the store's channel (Blazegraph's journal) in
 * the middle of a write. Daemon threads are left out: the progress sampler and the read-ahead thread are
 * not waited for, and Blazegraph's executor threads hand their failures to the load through futures.
 */
public final class WorkerFaults {
    private static final long POLL_MILLIS = 50;
    /** Consecutive polls that must find the load thread waiting: a short park on a lock is not a hang. */
    private static final int WAITING_POLLS = 3;
    private static final long GIVE_UP_MILLIS = 10 * 60 * 1000;

    private final Object lock = new Object();
    private Throwable fault;
    private Thread faultThread;
    private boolean noted;
    private Thread interrupted;

    /**
     * A thread died of {@code t}. The first death of a non-daemon thread is kept for the load's failure report: a
     * resource fault, or any other exception, because a Jena loader thread that dies of one leaves the threads after it
     * waiting for an end marker that never comes (seen after a kill: the node-table thread died on resume and the
     * index threads and the load thread waited for good).
     *
     * @return true when the death was kept, and the load thread must not wait for the dead thread
     */
    public boolean died(Thread worker, Throwable t) {
        if (worker.isDaemon()) return false;
        synchronized (lock) {
            if (noted) return false;
            noted = true;
            fault = t;
            faultThread = worker;
        }
        return true;
    }

    /**
     * On the dying thread whose fault {@link #died} kept: waits until {@code loadThread} is seen waiting
     * (then interrupts it), has taken the fault, or has ended. Returns at once for any other thread.
     */
    public void interruptWhenWaiting(Thread worker, Thread loadThread) {
        Throwable t;
        synchronized (lock) {
            if (faultThread != worker || loadThread == null || loadThread == worker) return;
            t = fault;
        }
        long deadline = System.currentTimeMillis() + GIVE_UP_MILLIS;
        int waiting = 0;
        while (loadThread.isAlive() && System.currentTimeMillis() < deadline) {
            synchronized (lock) {
                if (fault != t) return;
                Thread.State state = loadThread.getState();
                waiting = state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING ? waiting + 1 : 0;
                if (waiting >= WAITING_POLLS) {
                    interrupted = loadThread;
                    loadThread.interrupt();
                    return;
                }
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /**
     * The fault a worker died of, once. Clears the interrupt it caused when called on the interrupted
     * thread: the failure is being handled, and rollback and the run record must not be cut short by it.
     */
    public Optional<Throwable> take() {
        synchronized (lock) {
            Throwable t = fault;
            fault = null;
            if (interrupted == Thread.currentThread()) {
                Thread.interrupted();
                interrupted = null;
            }
            return Optional.ofNullable(t);
        }
    }

    /** The fault {@code worker} died of, if it is the death kept here (without taking it). */
    public Optional<Throwable> faultOf(Thread worker) {
        synchronized (lock) {
            return faultThread == worker ? Optional.ofNullable(fault) : Optional.empty();
        }
    }
}
