package io.loadscope.probe;

import java.util.concurrent.atomic.AtomicLong;

/** Accumulated wall time, CPU time and event count of one stage on one thread role. Updated per batch. */
public final class StageMeter {
    private final AtomicLong wallNanos = new AtomicLong();
    private final AtomicLong cpuNanos = new AtomicLong();
    private final AtomicLong events = new AtomicLong();
    private volatile boolean cpuMeasured;

    void add(long wall, long cpu, long count) {
        wallNanos.addAndGet(wall);
        if (cpu >= 0) {
            cpuNanos.addAndGet(cpu);
            cpuMeasured = true;
        }
        events.addAndGet(count);
    }

    public long wallNanos() {
        return wallNanos.get();
    }

    /** CPU time of the threads doing this stage, or -1 where it cannot be measured. */
    public long cpuNanos() {
        return cpuMeasured ? cpuNanos.get() : -1;
    }

    public long events() {
        return events.get();
    }
}
