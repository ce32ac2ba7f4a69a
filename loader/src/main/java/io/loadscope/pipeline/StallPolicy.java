package io.loadscope.pipeline;

import java.util.Map;

/**
 * When a load counts as stalled: no counter of it moved for {@code noticeSeconds} (the live line and the run record
 * say so, with each loader thread's state); and, when the user asks for it, when to stop it ({@code timeoutSeconds},
 * 0 for never). A commit in progress is not a stall, nor an index build that reports progress of its own.
 */
public record StallPolicy(long noticeSeconds, long timeoutSeconds) {
    public static final String NOTICE = "loader.stallNotice";
    public static final String TIMEOUT = "loader.stallTimeout";
    /** A few minutes: longer than any single batch write or GC pause seen at 100 M statements here. */
    public static final long DEFAULT_NOTICE_SECONDS = 180;

    /** @throws IllegalArgumentException naming the setting whose value is not a duration */
    static StallPolicy of(Map<String, String> settings) {
        long notice = seconds(settings, NOTICE, DEFAULT_NOTICE_SECONDS);
        if (notice < 1) throw new IllegalArgumentException(NOTICE + " must be at least 1 s, not " + settings.get(NOTICE));
        long timeout = seconds(settings, TIMEOUT, 0);
        return new StallPolicy(timeout > 0 ? Math.min(notice, timeout) : notice, timeout);
    }

    /** "600", "600s", "10m", "2h"; "0", "off" or "none" for never. */
    private static long seconds(Map<String, String> settings, String key, long otherwise) {
        String v = settings.get(key);
        if (v == null) return otherwise;
        try {
            return io.loadscope.files.Durations.seconds(v);
        } catch (IllegalArgumentException e) {
            // falls through to the message
        }
        throw new IllegalArgumentException(key + " must be a duration such as 300, 300s, 5m or 1h (0 or off: never), not " + v);
    }
}
