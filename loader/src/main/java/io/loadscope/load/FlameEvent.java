package io.loadscope.load;

import java.util.EnumSet;
import java.util.Set;

/**
 * What a flame graph shows. All requested events are recorded in one profiling session (one JFR file),
 * then split into one flame graph per event. How the profiler records each is the profiler's
 * ({@code io.loadscope.profiler.ProfilerEvents}).
 */
public enum FlameEvent {
    /** On-CPU samples: perf events where the kernel allows them, else the itimer signal. */
    CPU("cpu"),
    /** Allocation samples (TLAB and outside-TLAB). */
    ALLOC("alloc"),
    /** Contended monitors and parks. */
    LOCK("lock"),
    /** Every thread at a fixed interval, running or not: where the wall time goes, waits included. */
    WALL("wall");

    private final String key;

    FlameEvent(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }

    /** Parses {@code cpu,alloc,lock,wall} (any subset, any order). */
    public static Set<FlameEvent> parse(String list) {
        Set<FlameEvent> out = EnumSet.noneOf(FlameEvent.class);
        for (String part : list.split(",")) {
            String k = part.trim().toLowerCase(java.util.Locale.ROOT);
            if (k.isEmpty()) continue;
            FlameEvent e = java.util.Arrays.stream(values()).filter(v -> v.key.equals(k)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("flame events are cpu, alloc, lock, wall; not '" + k + "'"));
            out.add(e);
        }
        if (out.isEmpty()) throw new IllegalArgumentException("name at least one flame event: cpu, alloc, lock, wall");
        return out;
    }
}
