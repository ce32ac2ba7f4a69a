package io.loadscope.probe;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Each engine phase's wall time and the process's CPU time over it, so that CPU ÷ wall says how many cores the phase
 * kept busy. A phase runs from the moment an engine names it until it names another or none. The process's CPU is
 * the measure, not one thread's: a phase spreads over threads the probes do not all know (sort slices, index writers),
 * and what matters is whether the machine's cores were used; an engine whose phase runs in other processes adds their
 * CPU time ({@link #cpuElsewhere}). Beside it, the whole machine's busy CPU over the phase: what other processes took
 * tells a phase that used one core because it is serial from one whose cores were taken. Of the process's CPU, the JVM's
 * JIT compiler and collector threads' share: CPU the load's code did not spend, and which two cores spend differently
 * from one (the JVM picks another collector on one CPU). A phase entered again adds to its first entry's row.
 */
public final class PhaseTimes {
    /**
     * One phase's time so far: wall and process CPU in ns ({@code cpuNanos} -1 where the JVM cannot tell), and the most
     * worker threads the engine said the phase runs on (0: it did not say); of the CPU, the JVM's JIT compiler threads'
     * and its collector's ({@link JvmThreadCpu}; -1 where /proc cannot tell).
     */
    public record Totals(String name, long wallNanos, long cpuNanos, int threads, long machineCpuNanos, long compilerNanos,
                         long collectorNanos) {
        /** Without the JVM's threads' times (unknown: -1). */
        public Totals(String name, long wallNanos, long cpuNanos, int threads, long machineCpuNanos) {
            this(name, wallNanos, cpuNanos, threads, machineCpuNanos, -1, -1);
        }

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

        Totals plus(Totals more) {
            return new Totals(name, wallNanos + more.wallNanos, sum(cpuNanos, more.cpuNanos), Math.max(threads, more.threads),
                    sum(machineCpuNanos, more.machineCpuNanos), sum(compilerNanos, more.compilerNanos),
                    sum(collectorNanos, more.collectorNanos));
        }

        private static long sum(long a, long b) {
            return a < 0 || b < 0 ? -1 : a + b;
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
    /** The JVM's compiler and collector threads' CPU so far (null: unknown). */
    private final Supplier<JvmThreadCpu.Totals> jvmClock;
    private final Map<String, Totals> ended = new LinkedHashMap<>();
    /** Read without the lock first: most calls report progress in the phase under way, and change nothing here. */
    private volatile String current;
    private long wallAtStart;
    private long cpuAtStart;
    private long machineAtStart;
    private JvmThreadCpu.Totals jvmAtStart;
    private int threads;
    /** CPU time spent for the phase under way outside this process (an engine's child JVMs and sort processes). */
    private long elsewhereCpu;

    public PhaseTimes() {
        this(Clock::wall, Clock::processCpu, Clock::machineBusyCpu, System::currentTimeMillis, new JvmThreadCpu()::read);
    }

    /** With clocks of the caller's (ns; a CPU clock that gives -1 cannot tell), the last the whole machine's busy CPU. */
    PhaseTimes(LongSupplier wallClock, LongSupplier cpuClock, LongSupplier machineClock) {
        this(wallClock, cpuClock, machineClock, System::currentTimeMillis);
    }

    PhaseTimes(LongSupplier wallClock, LongSupplier cpuClock, LongSupplier machineClock, LongSupplier epochClock) {
        this(wallClock, cpuClock, machineClock, epochClock, () -> null);
    }

    /** With a clock of the JVM's compiler and collector threads' CPU as well (giving null: it cannot tell). */
    PhaseTimes(LongSupplier wallClock, LongSupplier cpuClock, LongSupplier machineClock, LongSupplier epochClock,
               Supplier<JvmThreadCpu.Totals> jvmClock) {
        this.jvmClock = jvmClock;
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
            JvmThreadCpu.Totals jvm = jvmClock.get();
            if (current != null) add(since(wall, cpu, machine, jvm));
            long now = epochClock.getAsLong();
            if (current != null) spans.get(current)[1] = now;
            if (name != null) spans.computeIfAbsent(name, n -> new long[] {now, now});
            current = name;
            wallAtStart = wall;
            cpuAtStart = cpu;
            machineAtStart = machine;
            jvmAtStart = jvm;
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
            Totals now = since(wallClock.getAsLong(), cpuClock.getAsLong(), machineClock.getAsLong(), jvmClock.get());
            Totals before = all.get(current);
            all.put(current, before == null ? now : before.plus(now));
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

    /**
     * Reads the JVM's threads' CPU without ending anything: called every second by the series, so that a compiler thread
     * the JVM stops loses at most a second of its time (see {@link JvmThreadCpu}).
     */
    public void readJvmThreads() {
        jvmClock.get();
    }

    /** The phase under way from its start to these readings of the clocks. */
    private Totals since(long wall, long cpu, long machine, JvmThreadCpu.Totals jvm) {
        boolean jvmKnown = jvm != null && jvmAtStart != null;
        return new Totals(current, wall - wallAtStart, cpuSince(cpu), threads, machineSince(machine),
                jvmKnown ? jvm.compilerNanos() - jvmAtStart.compilerNanos() : -1,
                jvmKnown ? jvm.collectorNanos() - jvmAtStart.collectorNanos() : -1);
    }

    private long cpuSince(long cpuNow) {
        return cpuAtStart < 0 || cpuNow < 0 ? -1 : cpuNow - cpuAtStart + elsewhereCpu;
    }

    /** The machine's busy CPU since the phase began; its child processes' time ({@link #cpuElsewhere}) is in it already. */
    private long machineSince(long machineNow) {
        return machineAtStart < 0 || machineNow < 0 ? -1 : machineNow - machineAtStart;
    }

    private void add(Totals t) {
        Totals before = ended.get(t.name());
        ended.put(t.name(), before == null ? t : before.plus(t));
    }
}
