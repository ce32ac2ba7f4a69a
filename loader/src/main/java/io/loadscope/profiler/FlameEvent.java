package io.loadscope.profiler;

import java.util.EnumSet;
import java.util.Set;

/**
 * What a flame graph shows. All requested events are recorded in one profiling session (one JFR file),
 * then split into one flame graph per event.
 */
public enum FlameEvent {
    /** On-CPU samples: perf events where the kernel allows them, else the itimer signal. */
    CPU("cpu", "--cpu", "jdk.ExecutionSample"),
    /** Allocation samples, one per {@value #ALLOC_INTERVAL} allocated (TLAB and outside-TLAB). */
    ALLOC("alloc", "--alloc"),
    /** Contended monitors and parks longer than {@value #LOCK_THRESHOLD}. */
    LOCK("lock", "--lock"),
    /** Every thread every {@value #WALL_INTERVAL}, running or not: where the wall time goes, waits included. */
    WALL("wall", "--wall", "profiler.WallClockSample");

    static final String ALLOC_INTERVAL = "512k";
    static final String LOCK_THRESHOLD = "10us";
    static final String WALL_INTERVAL = "20ms";

    private final String key;
    private final String converterFlag;
    // The JFR event type of the samples attributed to stages; allocation and lock events are shown, not attributed.
    private final Set<String> jfrEvents;

    FlameEvent(String key, String converterFlag, String... jfrEvents) {
        this.key = key;
        this.converterFlag = converterFlag;
        this.jfrEvents = Set.of(jfrEvents);
    }

    public String key() {
        return key;
    }

    String converterFlag() {
        return converterFlag;
    }

    boolean isSample(String jfrEventType) {
        return jfrEvents.contains(jfrEventType);
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
