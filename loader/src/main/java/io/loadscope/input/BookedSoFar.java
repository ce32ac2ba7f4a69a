package io.loadscope.input;

import io.loadscope.probe.LoadProbes;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.util.HashMap;
import java.util.Map;

/**
 * Cumulative stage times booked in steps: each call books what grew since the last, the last call also counts the
 * stage's event. A value read from another thread may lag; it never runs ahead, so the steps add up to the total.
 */
final class BookedSoFar {
    private final Map<String, long[]> done = new HashMap<>();

    void book(LoadProbes probes, Stage stage, ThreadRole role, long wallNanos, long cpuNanos, boolean last) {
        long[] d = done.computeIfAbsent(stage.key() + '@' + role.key(), k -> new long[2]);
        long wall = Math.max(0, wallNanos - d[0]);
        long cpu = cpuNanos < 0 ? -1 : Math.max(0, cpuNanos - d[1]);
        if (wall == 0 && !last) return;
        probes.record(stage, role, wall, cpu, last ? 1 : 0, 0);
        d[0] = Math.max(d[0], wallNanos);
        if (cpuNanos >= 0) d[1] = Math.max(d[1], cpuNanos);
    }
}
