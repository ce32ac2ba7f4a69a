package io.loadscope.files;

import java.util.Locale;

/** Durations as users write them: "600", "600s", "10m", "2h". */
public final class Durations {
    private Durations() {
    }

    /** The duration in seconds; "off" and "none" are 0. Throws IllegalArgumentException (no message) for anything else. */
    public static long seconds(String v) {
        String t = v.trim().toLowerCase(Locale.ROOT);
        if (t.equals("off") || t.equals("none")) return 0;
        long unit = 1;
        if (t.endsWith("s")) t = t.substring(0, t.length() - 1);
        else if (t.endsWith("m")) {
            unit = 60;
            t = t.substring(0, t.length() - 1);
        } else if (t.endsWith("h")) {
            unit = 3600;
            t = t.substring(0, t.length() - 1);
        }
        try {
            long n = Long.parseLong(t.trim());
            if (n >= 0) return Math.multiplyExact(n, unit);
        } catch (NumberFormatException | ArithmeticException e) {
            // falls through
        }
        throw new IllegalArgumentException();
    }
}
