package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import io.loadscope.event.BatchWritten;
import io.loadscope.event.StageSpan;
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
    private final java.util.Set<ThreadRole> serialRoles = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final AtomicLong compressedBytes = new AtomicLong();
    /** Told the bytes read so far on each read, for probes that count a pass outside the load (see discardReportingReads). */
    private volatile java.util.function.LongConsumer readListener;
    private final AtomicLong uncompressedBytes = new AtomicLong();
    private final AtomicLong statementsParsed = new AtomicLong();
    private final AtomicLong statementsWritten = new AtomicLong();
    private final AtomicLong batchesWritten = new AtomicLong();
    private final WritePoints writePoints = new WritePoints();
    private final ListenerDispatch listeners;
    /** Spans begun and not yet ended: the sampler shows their time so far in the interval it is spent. */
    private final java.util.Set<Span> open = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private volatile IntSupplier queueDepth = () -> -1;
    private final LoadWorkers workers = new LoadWorkers(this);
    /** Moves whenever anything is booked or an engine reports activity: what the stall guard watches. */
    private final AtomicLong activity = new AtomicLong();
    private volatile java.util.function.LongSupplier bufferedStatements = () -> 0;

    private final WorkerFaults faults = new WorkerFaults();
    /** Read from its system property when the load starts; counts this load's batches only. */
    private final FaultInjection injected = FaultInjection.fromSystemProperty();

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

    /**
     * Declares that {@code role} runs on one thread at a time, though not always the same one (a task per source on a
     * pool): its series shares are then of one thread's time, however many threads {@link #threadNames} lists.
     */
    public void oneThreadAtATime(ThreadRole role) {
        serialRoles.add(role);
    }

    /** How many threads of {@code role} can run at once, as far as the series is concerned. */
    int concurrentThreads(ThreadRole role) {
        if (serialRoles.contains(role)) return 1;
        var names = threadNames.get(role);
        return names == null ? 1 : Math.max(1, names.size());
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
     * Probes that count into nothing anybody reads: for reading an input outside a load (a second parse, verification,
     * a benchmark), where the reading code wants probes and nothing should be measured.
     */
    public static LoadProbes discard() {
        return new LoadProbes(new ListenerDispatch());
    }

    /**
     * Probes that count into nothing anybody reads but tell {@code onRead} the bytes read so far, as they are read: for
     * a pass over an input that is not the load's reading (a validating parse before a loader that cannot roll back) but
     * must still be seen moving by the load, or its progress line says it stalled.
     */
    public static LoadProbes discardReportingReads(java.util.function.LongConsumer onRead) {
        LoadProbes p = discard();
        p.readListener = onRead;
        return p;
    }

    /** {@link #record} of one wall-time interval whose CPU time is not known and which holds no statements. */
    public void recordWall(Stage stage, ThreadRole role, long wallNanos) {
        record(stage, role, wallNanos, -1, 1, 0);
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

    /**
     * A worker thread's whole task in one stage: starts a span of {@code stage} for {@code role} on the calling thread;
     * the returned action, run on the same thread when the task ends, books it and the thread's wall and CPU time over
     * it as the role's time. So a thread that does one thing is in the record's thread table with its time accounted.
     */
    public Runnable workerIn(Stage stage, ThreadRole role) {
        long w0 = Clock.wall();
        long c0 = Clock.cpu();
        Span span = start(stage, role);
        return () -> {
            span.end();
            addRoleTime(role, Clock.wall() - w0, c0 < 0 ? -1 : Clock.cpu() - c0);
        };
    }

    /** The time a thread role was active; its stages must add up to this. */
    public void addRoleTime(ThreadRole role, long wallNanos, long cpuNanos) {
        role(role);
        roleWall.get(role).addAndGet(wallNanos);
        if (cpuNanos > 0) roleCpu.get(role).addAndGet(cpuNanos);
    }

    public void batchWritten(BatchWritten batch) {
        // Counted and timed together, so that batches written by two threads at once keep their points in order. An empty
        // batch (DataLoader flushes twice per source) moves nothing a prediction could fit.
        synchronized (writePoints) {
            long written = statementsWritten.addAndGet(batch.statements());
            if (batch.statements() > 0) writePoints.add(Clock.wall(), written);
        }
        batchesWritten.incrementAndGet();
        if (!listeners.isEmpty()) listeners.each("onBatch", l -> l.onBatch(batch));
    }

    public void compressedRead(long bytes) {
        long read = compressedBytes.addAndGet(bytes);
        java.util.function.LongConsumer l = readListener;
        if (l != null) l.accept(read);
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

    /** When the load began writing and when each batch was written: the record's {@code writes}. */
    public WritePoints writePoints() {
        return writePoints;
    }

    public int queueDepth() {
        return queueDepth.getAsInt();
    }

    public ListenerDispatch listeners() {
        return listeners;
    }

    /** Workers that stop before the load ends, stalls, and the hand-offs that must not outlive them. */
    public LoadWorkers workers() {
        return workers;
    }

    /** What the threads this load started died of, when one did (its thread group reports them). */
    public WorkerFaults faults() {
        return faults;
    }

    /** The test-only faults this load's write points meet (none unless {@value FaultInjection#PROPERTY} is set). */
    public FaultInjection injectedFaults() {
        return injected;
    }

    /** A phase an engine works in after the parse: its name and how far it is, in units of its own. */
    public record Phase(String name, long done, long total) {
    }

    private volatile Phase phase;
    private volatile java.util.function.LongSupplier temporaryBytes = () -> 0;
    private final PhaseTimes phaseTimes = new PhaseTimes();

    /**
     * The engine is in phase {@code name}, {@code done} of {@code total} (total 0: unknown); null name: no phase. A new
     * name ends the phase before it in {@link #phaseTimes}, null the last one.
     */
    public void phase(String name, long done, long total) {
        showPhase(name, done, total);
        phaseTimes.enter(name);
    }

    /**
     * Shows {@code name} as the phase under way (the live line, the series) without entering it in {@link #phaseTimes}:
     * for a pass inside whatever the load is doing (a validating parse), which then shows the phase it interrupted again
     * the same way. The phase it interrupted keeps running in the accounting, the pass's time in it.
     */
    public void showPhase(String name, long done, long total) {
        Phase next = name == null ? null : new Phase(name, done, total);
        Phase was = phase;
        phase = next;
        if (next != null && (was == null || was.done() != done || !was.name().equals(name))) activity();
    }

    /** The phase under way runs on {@code n} worker threads; recorded with the phase (the most said during it). */
    public void phaseThreads(int n) {
        phaseTimes.threads(n);
    }

    /** CPU time the phase under way spent in other processes (an engine's child JVM), which the process's clock misses. */
    public void phaseCpuElsewhere(long nanos) {
        phaseTimes.cpuElsewhere(nanos);
    }

    /** The phase shown now (a pass shown by {@link #showPhase} included), or null. */
    public Phase phase() {
        return phase;
    }

    /** Each phase's wall time and the process's CPU time over it: the run record's {@code phases}. */
    public PhaseTimes phaseTimes() {
        return phaseTimes;
    }

    /** Where the engine's temporary files' size on disk is read from. */
    public void setTemporaryBytes(java.util.function.LongSupplier bytes) {
        temporaryBytes = bytes;
    }

    public long temporaryBytes() {
        return temporaryBytes.getAsLong();
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

    /** Whether a span of {@code stage} is open on a live thread (a commit in progress is not a stall). */
    public boolean inProgress(Stage stage) {
        for (Span s : openSpans()) if (s.stage() == stage && s.ownerAlive()) return true;
        return false;
    }
}
