package io.loadscope.probe;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * Each engine phase's wall time and the process's CPU time over it, so that CPU ÷ wall says how many cores the phase
 * kept busy. A phase runs from the moment an engine names it until it names another or none. The process's CPU is
 * the measure, not one thread's: a phase spreads over threads the probes do not all know (sort slices, index writers),
 * and what matters is whether the machine's cores were used; an engine whose phase runs in other processes adds their
 * CPU time ({@link #cpuElsewhere}). A phase entered again adds to its first entry's row.
 */
public final class PhaseTimes {
    /**
     * One phase's time so far: wall and process CPU in ns ({@code cpuNanos} -1 where the JVM cannot tell), and the most
     * worker threads the engine said the phase runs on (0: it did not say).
     */
    public record Totals(String name, long wallNanos, long cpuNanos, int threads) {
        /** CPU ÷ wall, the cores kept busy on average; null where the CPU time is not known or no time passed. */
        public Double busyCores() {
            return cpuNanos < 0 || wallNanos <= 0 ? null : (double) cpuNanos / wallNanos;
        }

        Totals plus(long wall, long cpu, int moreThreads) {
            return new Totals(name, wallNanos + wall, cpuNanos < 0 || cpu < 0 ? -1 : cpuNanos + cpu, Math.max(threads, moreThreads));
        }
    }

    private final LongSupplier wallClock;
    private final LongSupplier cpuClock;
    private final Map<String, Totals> ended = new LinkedHashMap<>();
    /** Read without the lock first: most calls report progress in the phase under way, and change nothing here. */
    private volatile String current;
    private long wallAtStart;
    private long cpuAtStart;
    private int threads;
    /** CPU time spent for the phase under way outside this process (an engine's child JVMs and sort processes). */
    private long elsewhereCpu;

    public PhaseTimes() {
        this(Clock::wall, Clock::processCpu);
    }

    /** With clocks of the caller's (ns; a CPU clock that gives -1 cannot tell). */
    PhaseTimes(LongSupplier wallClock, LongSupplier cpuClock) {
        this.wallClock = wallClock;
        this.cpuClock = cpuClock;
    }

    /** The phase under way is now {@code name} (null: none): the one before ends here. Called from any thread. */
    void enter(String name) {
        if (Objects.equals(name, current)) return;
        synchronized (this) {
            if (Objects.equals(name, current)) return;
            long wall = wallClock.getAsLong();
            long cpu = cpuClock.getAsLong();
            if (current != null) add(current, wall - wallAtStart, cpuSince(cpu), threads);
            current = name;
            wallAtStart = wall;
            cpuAtStart = cpu;
            threads = 0;
            elsewhereCpu = 0;
        }
    }

    /**
     * Adds CPU time the phase under way spent outside this process (a child JVM's, its sort processes'), which this
     * process's CPU clock does not see; outside a phase, nothing.
     */
    synchronized void cpuElsewhere(long nanos) {
        if (current != null && nanos > 0) elsewhereCpu += nanos;
    }

    /** The phase under way runs on {@code n} worker threads (the most said during it is kept); outside a phase, nothing. */
    synchronized void threads(int n) {
        if (current != null) threads = Math.max(threads, n);
    }

    /** Every phase so far, in the order first entered; the one under way counted up to now, and not ended by this. */
    public synchronized List<Totals> soFar() {
        Map<String, Totals> all = new LinkedHashMap<>(ended);
        if (current != null) {
            long wall = wallClock.getAsLong();
            long cpu = cpuClock.getAsLong();
            Totals before = all.get(current);
            long spent = wall - wallAtStart;
            all.put(current, before == null ? new Totals(current, spent, cpuSince(cpu), threads) : before.plus(spent, cpuSince(cpu), threads));
        }
        return new ArrayList<>(all.values());
    }

    private long cpuSince(long cpuNow) {
        return cpuAtStart < 0 || cpuNow < 0 ? -1 : cpuNow - cpuAtStart + elsewhereCpu;
    }

    private void add(String name, long wall, long cpu, int n) {
        Totals before = ended.get(name);
        ended.put(name, before == null ? new Totals(name, wall, cpu, n) : before.plus(wall, cpu, n));
    }
}
