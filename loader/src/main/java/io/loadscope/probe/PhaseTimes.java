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
 * CPU time ({@link #cpuElsewhere}). Beside it, the whole machine's busy CPU over the phase: what other processes took
 * tells a phase that used one core because it is serial from one whose cores were taken. A phase entered again adds to
 * its first entry's row.
 */
public final class PhaseTimes {
    /**
     * One phase's time so far: wall and process CPU in ns ({@code cpuNanos} -1 where the JVM cannot tell), and the most
     * worker threads the engine said the phase runs on (0: it did not say).
     */
    public record Totals(String name, long wallNanos, long cpuNanos, int threads, long machineCpuNanos) {
        /** CPU ÷ wall, the cores kept busy on average; null where the CPU time is not known or no time passed. */
        public Double busyCores() {
            return cpuNanos < 0 || wallNanos <= 0 ? null : (double) cpuNanos / wallNanos;
        }

        /**
         * The cores other processes kept busy on average over the phase: the machine's CPU time less the load's, ÷ wall
         * (never below 0: the two clocks tick differently); null where either is not known.
         */
        public Double otherBusyCores() {
            return cpuNanos < 0 || machineCpuNanos < 0 || wallNanos <= 0 ? null
                    : Math.max(0, (double) (machineCpuNanos - cpuNanos) / wallNanos);
        }

        Totals plus(long wall, long cpu, int moreThreads, long machineCpu) {
            return new Totals(name, wallNanos + wall, cpuNanos < 0 || cpu < 0 ? -1 : cpuNanos + cpu, Math.max(threads, moreThreads),
                    machineCpuNanos < 0 || machineCpu < 0 ? -1 : machineCpuNanos + machineCpu);
        }
    }

    /**
     * When a phase ran, in ms since the epoch: from its first entry to its last end (a phase entered again spans the
     * time between too). For a profile cut by phase: the recording's own clock is the epoch's.
     */
    public record Span(String name, long fromEpochMillis, long toEpochMillis) {
    }

    private final Map<String, long[]> spans = new LinkedHashMap<>();
    private final LongSupplier epochClock;
    private final LongSupplier wallClock;
    private final LongSupplier cpuClock;
    private final LongSupplier machineClock;
    private final Map<String, Totals> ended = new LinkedHashMap<>();
    /** Read without the lock first: most calls report progress in the phase under way, and change nothing here. */
    private volatile String current;
    private long wallAtStart;
    private long cpuAtStart;
    private long machineAtStart;
    private int threads;
    /** CPU time spent for the phase under way outside this process (an engine's child JVMs and sort processes). */
    private long elsewhereCpu;

    public PhaseTimes() {
        this(Clock::wall, Clock::processCpu, Clock::machineBusyCpu, System::currentTimeMillis);
    }

    /** With clocks of the caller's (ns; a CPU clock that gives -1 cannot tell), the last the whole machine's busy CPU. */
    PhaseTimes(LongSupplier wallClock, LongSupplier cpuClock, LongSupplier machineClock) {
        this(wallClock, cpuClock, machineClock, System::currentTimeMillis);
    }

    PhaseTimes(LongSupplier wallClock, LongSupplier cpuClock, LongSupplier machineClock, LongSupplier epochClock) {
        this.epochClock = epochClock;
        this.wallClock = wallClock;
        this.cpuClock = cpuClock;
        this.machineClock = machineClock;
    }

    /** The phase under way is now {@code name} (null: none): the one before ends here. Called from any thread. */
    void enter(String name) {
        if (Objects.equals(name, current)) return;
        synchronized (this) {
            if (Objects.equals(name, current)) return;
            long wall = wallClock.getAsLong();
            long cpu = cpuClock.getAsLong();
            long machine = machineClock.getAsLong();
            if (current != null) add(current, wall - wallAtStart, cpuSince(cpu), threads, machineSince(machine));
            long now = epochClock.getAsLong();
            if (current != null) spans.get(current)[1] = now;
            if (name != null) spans.computeIfAbsent(name, n -> new long[] {now, now});
            current = name;
            wallAtStart = wall;
            cpuAtStart = cpu;
            machineAtStart = machine;
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
            long machine = machineSince(machineClock.getAsLong());
            Totals before = all.get(current);
            long spent = wall - wallAtStart;
            all.put(current, before == null ? new Totals(current, spent, cpuSince(cpu), threads, machine)
                    : before.plus(spent, cpuSince(cpu), threads, machine));
        }
        return new ArrayList<>(all.values());
    }

    /** When each phase so far ran, in the order first entered; the one under way up to now. */
    public synchronized List<Span> spans() {
        List<Span> out = new ArrayList<>();
        long now = epochClock.getAsLong();
        spans.forEach((n, s) -> out.add(new Span(n, s[0], n.equals(current) ? now : s[1])));
        return out;
    }

    private long cpuSince(long cpuNow) {
        return cpuAtStart < 0 || cpuNow < 0 ? -1 : cpuNow - cpuAtStart + elsewhereCpu;
    }

    /** The machine's busy CPU since the phase began; its child processes' time ({@link #cpuElsewhere}) is in it already. */
    private long machineSince(long machineNow) {
        return machineAtStart < 0 || machineNow < 0 ? -1 : machineNow - machineAtStart;
    }

    private void add(String name, long wall, long cpu, int n, long machine) {
        Totals before = ended.get(name);
        ended.put(name, before == null ? new Totals(name, wall, cpu, n, machine) : before.plus(wall, cpu, n, machine));
    }
}
