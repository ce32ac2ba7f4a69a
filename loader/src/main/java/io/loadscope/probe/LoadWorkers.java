package io.loadscope.probe;

import io.loadscope.record.ThreadRole;

import java.util.Map;

/**
 * The load's workers that stop before it ends — an engine's index writer whose task failed, a loader thread that died
 * or ended without the end of the data — and a request to stop the whole load (a stall timeout). Hand-offs between
 * the load's threads wait through {@link #handOff}, so that none waits for good on a consumer that is gone; engines
 * register checks that find such a consumer ({@link #watchWorker}); the stall guard runs them too.
 */
public final class LoadWorkers {
    private final LoadProbes probes;
    /** Workers that stopped before the load ended, first first; and a request to stop the whole load (a stall timeout). */
    private final java.util.List<WorkerStop> stops = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile WorkerStop stopRequest;
    /** Engine checks that find a stopped worker (a failed task, a dead thread) and report it with {@link #workerStopped}. */
    private final java.util.List<Runnable> workerChecks = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Threads waiting in {@link #handOff}: they look for stopped workers themselves and need no interrupt. */
    private final java.util.Set<Thread> slicedWaiters = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** The thread interrupted for a stop (once per load), and whether the load thread took up the failure since. */
    private final java.util.concurrent.atomic.AtomicReference<Thread> interruptedForStop = new java.util.concurrent.atomic.AtomicReference<>();
    private final java.util.concurrent.atomic.AtomicBoolean interruptOnce = new java.util.concurrent.atomic.AtomicBoolean();
    private volatile boolean stopHandled;
    /** Since when no counter moved, on {@link Clock#wall()}, once the stall guard calls it a stall; -1 otherwise. */
    private volatile long stalledSince = -1;

    LoadWorkers(LoadProbes probes) {
        this.probes = probes;
    }

    /** How long a hand-off waits before it looks again at the threads it waits for. */
    public static final long SLICE_MILLIS = 200;

    /** One bounded wait of a hand-off: true when it succeeded within {@code millis}. */
    @FunctionalInterface
    public interface Attempt {
        boolean tryFor(long millis) throws InterruptedException;
    }

    /**
     * A blocking hand-off to (or wait for) another thread of the load, in slices: between slices it runs the engine's
     * worker checks, and throws {@link LoadStopped} once a worker stopped or the load was told to stop, instead of
     * waiting for a consumer that is gone.
     */
    public void handOff(Attempt attempt) throws InterruptedException {
        if (attempt.tryFor(0)) return;
        Thread me = Thread.currentThread();
        slicedWaiters.add(me);
        try {
            while (!attempt.tryFor(SLICE_MILLIS)) checkStillRunning();
        } finally {
            slicedWaiters.remove(me);
        }
    }

    /** True while {@code t} waits in {@link #handOff} (the stall guard leaves it alone: it will see the stop itself). */
    public boolean inHandOff(Thread t) {
        return slicedWaiters.contains(t);
    }

    /** Registers a check that finds a stopped worker and reports it with {@link #workerStopped}; run from any thread. */
    public void watchWorker(Runnable check) {
        workerChecks.add(check);
    }

    /** Runs the engine's worker checks (the stall guard calls this every second, hand-offs between slices). */
    public void checkWorkers() {
        for (Runnable c : workerChecks) c.run();
    }

    /** Throws {@link LoadStopped} if a worker stopped or the load was told to stop; otherwise returns. */
    public void checkStillRunning() {
        checkWorkers();
        WorkerStop first = firstStop();
        if (first != null) throw new LoadStopped(first);
    }

    /**
     * A worker of {@code role} stopped: kept (the first per role), and its spans still open are closed as of now, so no
     * stage share is shown for a thread that no longer runs it. Returns the stop as kept (an earlier one of the role wins).
     */
    public synchronized WorkerStop workerStopped(ThreadRole role, String thread, Throwable cause, String summary) {
        for (WorkerStop s : stops) if (s.role().equals(role)) return s;
        WorkerStop stop = new WorkerStop(role, thread == null ? "" : thread, cause, summary, Clock.wall());
        stops.add(stop);
        for (Span s : probes.openSpans()) if (s.role().equals(role)) s.endFromAnotherThread();
        return stop;
    }

    /** Tells every hand-off of the load to stop (a stall timeout); the first such request is kept. */
    public synchronized void requestStop(WorkerStop why) {
        if (stopRequest == null) stopRequest = why;
    }

    /** The stop that ends the load: the first worker that stopped, else a stop request; null while all runs. */
    public WorkerStop firstStop() {
        return stops.isEmpty() ? stopRequest : stops.get(0);
    }

    /** Every worker that stopped, in the order seen. */
    public java.util.List<WorkerStop> workerStops() {
        return java.util.List.copyOf(stops);
    }

    public boolean stopped(ThreadRole role) {
        for (WorkerStop s : stops) if (s.role().equals(role)) return true;
        return false;
    }

    /**
     * Interrupts a thread of the load that waits, outside any hand-off, for a worker that stopped (Jena's loader
     * waits on a semaphore its dead index thread would have released): its wait ends in an exception. Only the
     * stall guard calls this, and only for a thread seen parked.
     */
    public void interruptForStop(Thread t) {
        // Once per load, and never after the load thread took up the failure: from then on it rolls back, and a
        // park there is a lock on the store's files, not a wait for a dead worker.
        if (stopHandled || !interruptOnce.compareAndSet(false, true)) return;
        interruptedForStop.set(t);
        t.interrupt();
    }

    /**
     * Clears the interrupt {@link #interruptForStop} caused, on the thread it was meant for: the failure is being
     * handled, and rollback must not meet it in the middle of a write to the store's files.
     */
    public void takeStopInterrupt() {
        stopHandled = true;
        if (interruptedForStop.get() == Thread.currentThread()) {
            Thread.interrupted();
            interruptedForStop.set(null);
        }
    }

    public void markStalled(long sinceWallNanos) {
        stalledSince = sinceWallNanos;
    }

    /** How long the load has been stalled, or 0 when it is not. */
    public long stalledMillis() {
        long since = stalledSince;
        return since < 0 ? 0 : Math.max(0, (Clock.wall() - since) / 1_000_000);
    }

    /** Role key → what its worker stopped of, for every role that stopped. */
    public Map<String, String> stoppedRoles() {
        if (stops.isEmpty()) return Map.of();
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (WorkerStop s : stops) out.putIfAbsent(s.role().key(), s.summary());
        return out;
    }
}
