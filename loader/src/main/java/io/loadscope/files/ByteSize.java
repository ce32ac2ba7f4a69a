package io.loadscope.files;

import java.util.Locale;

/**
 * Byte counts for people: binary units, one decimal ("64.0 MiB"), as the summary and messages print them; and read
 * back from what people type ("6g", "512m", "6GiB", "1.5g", a plain count of bytes), binary units as the JVM's -Xmx reads them.
 */
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

    /** The bytes {@code text} names; an {@link IllegalArgumentException} that quotes it when it names none. */
    public static long parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace("ib", "").replace("b", "");
        int power = switch (t.isEmpty() ? ' ' : t.charAt(t.length() - 1)) {
            case 'k' -> 1;
            case 'm' -> 2;
            case 'g' -> 3;
            case 't' -> 4;
            default -> 0;
        };
        String number = power == 0 ? t : t.substring(0, t.length() - 1).trim();
        try {
            double v = Double.parseDouble(number) * Math.pow(1024, power);
            if (v <= 0 || v >= Long.MAX_VALUE || Double.isNaN(v)) throw new NumberFormatException();
            return (long) v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a size (examples: 6g, 512m, 1.5g, 1073741824)");
        }
    }
}
