package io.loadscope.engine.tdb2;

import io.loadscope.record.ThreadRole;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Time each role spent putting blocks into the next pipe, so a worker's own downstream waits are not
 * counted as its work; and when the last worker saw the end of its data.
 */
final class PutClock {
    private final Map<ThreadRole, AtomicLong> putNanos = new ConcurrentHashMap<>();
    private final AtomicLong lastEnd = new AtomicLong();

    void add(ThreadRole role, long nanos) {
        putNanos.computeIfAbsent(role, r -> new AtomicLong()).addAndGet(nanos);
    }

    long total(ThreadRole role) {
        AtomicLong a = putNanos.get(role);
        return a == null ? 0 : a.get();
    }

    void ended(long wall) {
        lastEnd.accumulateAndGet(wall, Math::max);
    }

    /** Wall clock of the latest end-of-data seen by a worker, 0 if none. */
    long lastEnd() {
        return lastEnd.get();
    }

    void reset() {
        lastEnd.set(0);
    }
}
