package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import io.loadscope.api.event.BatchWritten;
import io.loadscope.api.event.StageSpan;
import io.loadscope.probe.jfr.StageEvent;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntSupplier;

/**
 * The thin layer engines call. It holds every stage meter, the byte and statement counters the sampler
 * reads, and forwards intervals to JFR and to listeners. Engines never keep timings of their own.
 */
public final class LoadProbes {
    // Roles in the order they first report, so tables read parser first. Looked up per batch, not per statement.
    private final Map<ThreadRole, Map<Stage, StageMeter>> meters = java.util.Collections.synchronizedMap(new java.util.LinkedHashMap<>());
    private final Map<ThreadRole, AtomicLong> roleWall = new java.util.concurrent.ConcurrentHashMap<>();
    private final Map<ThreadRole, AtomicLong> roleCpu = new java.util.concurrent.ConcurrentHashMap<>();
    // Names of the threads that ran each role's intervals: a profiler's samples carry thread names, so
    // this is what lets sampled stacks be compared with the probes role by role.
    private final Map<ThreadRole, java.util.Set<String>> threadNames = new java.util.concurrent.ConcurrentHashMap<>();
    private final AtomicLong compressedBytes = new AtomicLong();
    private final AtomicLong uncompressedBytes = new AtomicLong();
    private final AtomicLong statementsParsed = new AtomicLong();
    private final AtomicLong statementsWritten = new AtomicLong();
    private final AtomicLong batchesWritten = new AtomicLong();
    private final ListenerDispatch listeners;
    /** Spans begun and not yet ended: the sampler shows their time so far in the interval it is spent. */
    private final java.util.Set<Span> open = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private volatile IntSupplier queueDepth = () -> -1;
    /** Workers that stopped before the load ended, first first; and a request to stop the whole load (a stall timeout). */
    private final java.util.List<WorkerStop> stops = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile WorkerStop stopRequest;
    /** Engine checks that find a stopped worker (a failed task, a dead thread) and report it with {@link #workerStopped}. */
    private final java.util.List<Runnable> workerChecks = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Threads waiting in {@link #handOff}: they look for stopped workers themselves and need no interrupt. */
    private final java.util.Set<Thread> slicedWaiters = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** Moves whenever anything is booked or an engine reports activity: what the stall guard watches. */
    private final AtomicLong activity = new AtomicLong();
    private volatile java.util.function.LongSupplier bufferedStatements = () -> 0;

    public LoadProbes(ListenerDispatch listeners) {
        this.listeners = listeners;
        // The first JFR event object a JVM creates initialises JFR's machinery (tens of ms). Do it here,
        // during setup, so it does not land inside the first timed interval of some thread.
        new StageEvent().isEnabled();
        role(ThreadRole.PARSER);
        role(ThreadRole.WRITER);
    }

    private Map<Stage, StageMeter> role(ThreadRole role) {
        return meters.computeIfAbsent(role, r -> {
            Map<Stage, StageMeter> m = new EnumMap<>(Stage.class);
            for (Stage s : Stage.values()) m.put(s, new StageMeter());
            roleWall.put(r, new AtomicLong());
            roleCpu.put(r, new AtomicLong());
            return m;
        });
    }

    /** Every role that reported, parser and writer first. */
    public java.util.List<ThreadRole> roles() {
        synchronized (meters) {
            return java.util.List.copyOf(meters.keySet());
        }
    }

    public Span start(Stage stage, ThreadRole role) {
        claimThread(role);
        return new Span(this, stage, role);
    }

    void opened(Span span) {
        open.add(span);
    }

    void closed(Span span) {
        open.remove(span);
    }

    /** The spans in progress now (a validating parse of a whole file, a batch being written). */
    java.util.Collection<Span> openSpans() {
        return java.util.List.copyOf(open);
    }

    /**
     * A span shown in the series while it runs but not booked when it ends: for a wait the caller books itself, net of
     * work inside it that is booked elsewhere (the parser's wait for the writer to drain at the end of a file).
     */
    public Span show(Stage stage, ThreadRole role) {
        return new Span(this, stage, role, false);
    }

    /** Notes that the calling thread works in {@code role} (spans do this themselves). */
    public void claimThread(ThreadRole role) {
        nameThread(role, Thread.currentThread().getName());
    }

    /** Notes a thread that worked in {@code role}, for a role whose stages are booked from another thread. */
    public void nameThread(ThreadRole role, String threadName) {
        threadNames.computeIfAbsent(role, r -> java.util.concurrent.ConcurrentHashMap.newKeySet()).add(threadName);
    }

    /** Role → names of the threads that ran its intervals. */
    public Map<String, java.util.List<String>> threadNames() {
        Map<String, java.util.List<String>> out = new java.util.TreeMap<>();
        threadNames.forEach((role, names) -> out.put(role.key(), names.stream().sorted().toList()));
        return out;
    }

    /**
     * Adds a measured amount to a stage that is not a single-thread interval (a file's parse estimate, a
     * batch's build time net of its queue wait); also emitted as an instant JFR event.
     */
    public void record(Stage stage, ThreadRole role, long wallNanos, long cpuNanos, long events, long statements) {
        StageEvent e = new StageEvent();
        if (e.isEnabled()) Span.commit(e, stage, role, statements, wallNanos);
        book(stage, role, wallNanos, cpuNanos, events, statements);
    }

    /** Books an amount to a stage's meter and tells listeners. */
    void book(Stage stage, ThreadRole role, long wallNanos, long cpuNanos, long events, long statements) {
        role(role).get(stage).add(wallNanos, cpuNanos, events);
        activity.incrementAndGet();
        if (!listeners.isEmpty()) {
            StageSpan span = new StageSpan(stage, role, wallNanos, cpuNanos, statements);
            listeners.each("onStage", l -> l.onStage(span));
        }
    }

    /** The time a thread role was active; its stages must add up to this. */
    public void addRoleTime(ThreadRole role, long wallNanos, long cpuNanos) {
        role(role);
        roleWall.get(role).addAndGet(wallNanos);
        if (cpuNanos > 0) roleCpu.get(role).addAndGet(cpuNanos);
    }

    public void batchWritten(BatchWritten batch) {
        statementsWritten.addAndGet(batch.statements());
        batchesWritten.incrementAndGet();
        if (!listeners.isEmpty()) listeners.each("onBatch", l -> l.onBatch(batch));
    }

    public void compressedRead(long bytes) {
        compressedBytes.addAndGet(bytes);
    }

    public void uncompressedRead(long bytes) {
        uncompressedBytes.addAndGet(bytes);
    }

    /** Published by the engine per batch; with {@link #bufferedStatements} it gives the live parsed count. */
    public void statementsParsed(long delta) {
        statementsParsed.addAndGet(delta);
    }

    public void setQueueDepth(IntSupplier depth) {
        this.queueDepth = depth;
    }

    public void setBufferedStatements(java.util.function.LongSupplier buffered) {
        this.bufferedStatements = buffered;
    }

    public StageMeter meter(ThreadRole role, Stage stage) {
        return role(role).get(stage);
    }

    /** Sum over roles, for totals that do not care which thread did the work. */
    public long stageWallNanos(Stage stage) {
        long sum = 0;
        for (ThreadRole r : roles()) sum += meter(r, stage).wallNanos();
        return sum;
    }

    public long roleWallNanos(ThreadRole role) {
        role(role);
        return roleWall.get(role).get();
    }

    public long roleCpuNanos(ThreadRole role) {
        role(role);
        return roleCpu.get(role).get();
    }

    public long compressedBytes() {
        return compressedBytes.get();
    }

    public long uncompressedBytes() {
        return uncompressedBytes.get();
    }

    public long statementsParsed() {
        return statementsParsed.get() + Math.max(0, bufferedStatements.getAsLong());
    }

    public long statementsWritten() {
        return statementsWritten.get();
    }

    public long batchesWritten() {
        return batchesWritten.get();
    }

    public int queueDepth() {
        return queueDepth.getAsInt();
    }

    public ListenerDispatch listeners() {
        return listeners;
    }

    // ---- workers that stop, and waits that must not outlive them --------------------------------------------------

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
        for (Span s : openSpans()) if (s.role().equals(role)) s.abandon();
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

    /** Engines call this for work that moves no counter (a progress line of an index build): it is not a stall. */
    public void activity() {
        activity.incrementAndGet();
    }

    /** A number that changes whenever the load does anything the probes see: statements, bytes, batches, any booking. */
    public long progressSignature() {
        return activity.get() + statementsParsed() + statementsWritten.get() + batchesWritten.get() + compressedBytes.get()
                + uncompressedBytes.get();
    }

    private final java.util.concurrent.atomic.AtomicReference<Thread> interruptedForStop = new java.util.concurrent.atomic.AtomicReference<>();

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

    private final java.util.concurrent.atomic.AtomicBoolean interruptOnce = new java.util.concurrent.atomic.AtomicBoolean();
    private volatile boolean stopHandled;

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

    /** Since when no counter moved, on {@link Clock#wall()}, once the stall guard calls it a stall; -1 otherwise. */
    private volatile long stalledSince = -1;

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

    /** Whether a span of {@code stage} is open on a live thread (a commit in progress is not a stall). */
    public boolean inProgress(Stage stage) {
        for (Span s : openSpans()) if (s.stage() == stage && s.ownerAlive()) return true;
        return false;
    }
}
