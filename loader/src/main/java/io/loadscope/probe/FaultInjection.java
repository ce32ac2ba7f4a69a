package io.loadscope.probe;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Test-only faults at the engines' write points, one instance per load (its {@link LoadProbes#injectedFaults}), to prove that a load ends — in bounded time, with one clear
 * message — when the thread that writes the indexes fails or hangs. Off unless the system property
 * {@value #PROPERTY} is set (the CLI passes {@code -D} options of {@code jvm.options} through), as
 * {@code KIND@N}: at the N-th batch the load writes (default 1),
 * <ul>
 *   <li>{@code throw}: the writer throws an IllegalStateException (a bug or a damaged index);</li>
 *   <li>{@code oom}: the writer throws {@code OutOfMemoryError("Java heap space")}, as a real heap exhaustion does
 *       (the real thing, a heap too small for the buffers, is what {@code scripts/fault-matrix.sh} searches for);</li>
 *   <li>{@code hang}: the writer waits and never returns on its own, as one stuck on a lock or on I/O does; an
 *       interrupt (the stall guard's, or a cancelled task's) ends the wait with an exception;</li>
 *   <li>{@code pause}: the writer waits until the load is told to stop ({@link #release}), then goes on: a test that
 *       stops a load (SIGINT) meets it at a known point of the load, on a fast machine as on a slow one.</li>
 * </ul>
 * The write points: Blazegraph's statement-index write of a batch (on its writer task, or on the parser thread
 * with queueCapacity 0); TDB2's primary-index threads per block (bulk loaders), the loading thread per 4,096
 * statements (basic, sequential).
 */
public final class FaultInjection {
    public static final String PROPERTY = "loadscope.test.fault";

    private enum Kind { THROW, OOM, HANG, PAUSE }

    private final Kind kind;
    private final long at;
    /** Batches this load's writers reached: one count per load, so a second load in the same JVM starts at zero. */
    private final AtomicLong reached = new AtomicLong();
    private final java.util.concurrent.CountDownLatch released = new java.util.concurrent.CountDownLatch(1);

    private FaultInjection(Kind kind, long at) {
        this.kind = kind;
        this.at = at;
    }

    /** This load's faults, as {@value #PROPERTY} says when the load starts (none when it is not set). */
    static FaultInjection fromSystemProperty() {
        String v = System.getProperty(PROPERTY, "").trim();
        if (v.isEmpty()) return new FaultInjection(null, 1);
        String[] parts = v.split("@", 2);
        Kind kind = Kind.valueOf(parts[0].trim().toUpperCase(java.util.Locale.ROOT));
        return new FaultInjection(kind, parts.length == 2 ? Long.parseLong(parts[1].trim()) : 1);
    }

    /** A writer reached its write point with one more batch: fails or hangs there when the fault is due. */
    public void writePoint(String where) {
        if (kind == null || reached.incrementAndGet() != at) return;
        switch (kind) {
            case THROW -> throw new IllegalStateException("fault injected into " + where + " (" + PROPERTY + ")");
            case OOM -> throw new OutOfMemoryError("Java heap space");
            case HANG -> {
                while (!Thread.interrupted()) LockSupport.park(FaultInjection.class);
                throw new IllegalStateException("hung writer in " + where + " interrupted (" + PROPERTY + ")");
            }
            case PAUSE -> {
                try {
                    released.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException("paused writer in " + where + " interrupted (" + PROPERTY + ")", e);
                }
            }
        }
    }

    /** Lets a writer {@code pause} holds go on (the load was told to stop); without that fault, does nothing. */
    public void release() {
        released.countDown();
    }
}
