package io.loadscope.machine;

/**
 * What the kernel reports for a control group at one instant; -1 where this kernel or cgroup version does not say.
 * Counters (faults, bytes, CPU, throttling, limit hits) grow from the group's birth: a load takes the difference of two.
 */
record Readings(long memoryLimitBytes, long peakBytes, long pageCacheBytes, long anonBytes, long majorFaults,
                long readBytes, long writtenBytes, long cpuNanos, long throttledPeriods, long throttledNanos,
                long limitHits, long oomKills) {

    /** Counters from {@code start} to this reading; levels (limit, peak, cache, anon) as this one has them. */
    Readings since(Readings start) {
        return new Readings(memoryLimitBytes, peakBytes, pageCacheBytes, anonBytes, minus(majorFaults, start.majorFaults),
                minus(readBytes, start.readBytes), minus(writtenBytes, start.writtenBytes), minus(cpuNanos, start.cpuNanos),
                minus(throttledPeriods, start.throttledPeriods), minus(throttledNanos, start.throttledNanos),
                minus(limitHits, start.limitHits), minus(oomKills, start.oomKills));
    }

    Readings withIo(long read, long written) {
        return new Readings(memoryLimitBytes, peakBytes, pageCacheBytes, anonBytes, majorFaults, read, written, cpuNanos,
                throttledPeriods, throttledNanos, limitHits, oomKills);
    }

    private static long minus(long end, long start) {
        return end < 0 || start < 0 ? end : end - start;
    }
}
