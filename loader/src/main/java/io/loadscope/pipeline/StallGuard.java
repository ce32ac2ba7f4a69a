package io.loadscope.pipeline;

import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.WorkerStop;
import io.loadscope.record.RunRecord;
import io.loadscope.record.Stage;

import java.util.List;
import java.util.Locale;

/**
 * Watches a running load on a daemon thread of its own, twice a second:
 * <ul>
 *   <li>runs the engine's worker checks, so a writer task that failed or a loader thread that died is seen within a
 *       second even when no hand-off is waiting on it;</li>
 *   <li>once a worker stopped (or the load was told to stop), interrupts the load thread if it is parked outside a
 *       hand-off (Jena's loader waiting on its dead thread's semaphore), so that its wait ends in an exception; a
 *       hand-off looks for the stop itself and is left alone, and a running thread is never interrupted;</li>
 *   <li>notes a stall: no counter of the load moved for {@link StallPolicy#noticeSeconds()} and no commit in
 *       progress; the run record gets each loader thread's state and top frames, the live line says so, and with
 *       {@link StallPolicy#timeoutSeconds()} set the load is told to stop.</li>
 * </ul>
 */
final class StallGuard implements AutoCloseable {
    private static final long POLL_MILLIS = 500;
    /** Consecutive polls that must find the load thread parked: a short park on a lock is not a wait for a dead worker. */
    private static final int PARKED_POLLS = 3;

    private final LoadProbes probes;
    private final StallPolicy policy;
    private final Thread loadThread;
    private final long startNanos;
    private final List<RunRecord.Incident> incidents;
    private final Thread thread;
    private volatile boolean running = true;

    private long lastSignature = Long.MIN_VALUE;
    private long lastMove;
    private boolean noted;
    private int parked;
    private int stopsNoted;

    StallGuard(LoadProbes probes, StallPolicy policy, Thread loadThread, long startNanos, List<RunRecord.Incident> incidents) {
        this.probes = probes;
        this.policy = policy;
        this.loadThread = loadThread;
        this.startNanos = startNanos;
        this.incidents = incidents;
        this.thread = new Thread(this::run, "loadscope-stall-guard");
        thread.setDaemon(true);
    }

    StallGuard start() {
        lastMove = Clock.wall();
        thread.start();
        return this;
    }

    private void run() {
        while (running) {
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            if (running) tick();
        }
    }

    private synchronized void tick() {
        long now = Clock.wall();
        probes.workers().checkWorkers();
        noteWorkerStops();
        long signature = probes.progressSignature();
        if (signature != lastSignature || probes.inProgress(Stage.COMMIT)) {
            lastSignature = signature;
            lastMove = now;
            if (noted) probes.workers().markStalled(-1);
            noted = false;
        }
        long still = now - lastMove;
        if (still >= policy.noticeSeconds() * 1_000_000_000L && !noted) {
            noted = true;
            probes.workers().markStalled(lastMove);
            List<RunRecord.ThreadState> states = ThreadStates.of(probes.threadNames(), loadThread, "parser");
            incidents.add(new RunRecord.Incident("stall", millis(now), stallMessage(still, states, false), null, states));
        }
        if (policy.timeoutSeconds() > 0 && still >= policy.timeoutSeconds() * 1_000_000_000L && probes.workers().firstStop() == null) {
            List<RunRecord.ThreadState> states = ThreadStates.of(probes.threadNames(), loadThread, "parser");
            String message = stallMessage(still, states, true);
            incidents.add(new RunRecord.Incident("stall_timeout", millis(now), message, null, states));
            probes.workers().requestStop(new WorkerStop(null, "", null, message, now));
        }
        interruptIfParked();
    }

    /** Every worker stop once, with its whole trace and the threads' states: the terminal shows one line of it. */
    private void noteWorkerStops() {
        List<WorkerStop> stops = probes.workers().workerStops();
        for (int i = stopsNoted; i < stops.size(); i++) {
            WorkerStop s = stops.get(i);
            incidents.add(new RunRecord.Incident("worker_stopped", millis(s.atNanos()), s.summary(), ThreadStates.trace(s.cause()),
                    ThreadStates.of(probes.threadNames(), loadThread, "parser")));
        }
        stopsNoted = stops.size();
    }

    private void interruptIfParked() {
        if (probes.workers().firstStop() == null || !loadThread.isAlive()) {
            parked = 0;
            return;
        }
        Thread.State state = loadThread.getState();
        boolean waiting = (state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING) && !probes.workers().inHandOff(loadThread);
        parked = waiting ? parked + 1 : 0;
        if (parked >= PARKED_POLLS) probes.workers().interruptForStop(loadThread);
    }

    private String stallMessage(long stillNanos, List<RunRecord.ThreadState> states, boolean stopping) {
        return String.format(Locale.ROOT, "no counter of the load moved for %d s%s; threads: %s", stillNanos / 1_000_000_000L,
                stopping ? " (" + StallPolicy.TIMEOUT + "=" + policy.timeoutSeconds() + "s): the load is stopped" : "",
                ThreadStates.brief(states));
    }

    private long millis(long wallNanos) {
        return Math.max(0, (wallNanos - startNanos) / 1_000_000);
    }

    /** Stops watching, after a last look: a worker stop seen only now still goes into the record. */
    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            noteWorkerStops();
        }
    }
}
