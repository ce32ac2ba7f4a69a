package io.loadscope.files;

import java.util.Locale;

/** Byte counts for people: binary units, one decimal ("64.0 MiB"), as the summary and messages print them. */
public final class ByteSize {
    private static final String[] UNITS = {"KiB", "MiB", "GiB", "TiB"};

    private ByteSize() {
    }

    /** {@code "?"} for a negative count (unknown). */
    public static String format(long bytes) {
        if (bytes < 0) return "?";
        if (bytes < 1024) return bytes + " B";
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < UNITS.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, "%.1f %s", v, UNITS[u]);
    }
}
