package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;

/**
 * How async-profiler records each flame event, and how its samples come back: the request names an event
 * ({@link FlameEvent}), the profiler alone knows the options, the converter's flag and the JFR types behind it.
 */
final class ProfilerEvents {
    /** One allocation sample per this many bytes allocated. */
    static final String ALLOC_INTERVAL = "512k";
    /** Contended monitors and parks longer than this. */
    static final String LOCK_THRESHOLD = "10us";
    /** Every thread sampled this often, running or not. */
    static final String WALL_INTERVAL = "20ms";

    private ProfilerEvents() {
    }

    /** The JFR-to-flame-graph converter's flag that selects this event's samples. */
    static String converterFlag(FlameEvent e) {
        return switch (e) {
            case CPU -> "--cpu";
            case ALLOC -> "--alloc";
            case LOCK -> "--lock";
            case WALL -> "--wall";
        };
    }

    /**
     * Whether a JFR event of {@code jfrEventType} is one of this event's samples, attributed to stages; allocation and
     * lock events are shown, not attributed.
     */
    static boolean isSample(FlameEvent e, String jfrEventType) {
        return switch (e) {
            case CPU -> jfrEventType.equals("jdk.ExecutionSample");
            case WALL -> jfrEventType.equals("profiler.WallClockSample");
            case ALLOC, LOCK -> false;
        };
    }
}
